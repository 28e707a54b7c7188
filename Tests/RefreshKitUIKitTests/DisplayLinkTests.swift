import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// The list's display link and deadline timer: the link runs while something moves or a view animates, a timer wakes
/// the list for a deadline, and nothing runs while a refresh only waits.
@Suite(.serialized) @MainActor struct DisplayLinkTests {
  @Test func aListAtRestRunsNoDisplayLink() {
    withDefaults {
      let phone = Phone()
      FrameClock.advance(frames: 3)
      #expect(!phone.linkRuns)
      phone.tearDown()
    }
  }

  @Test func theLinkRunsWhileAFingerMovesTheContentAndStopsWhenItIsLifted() {
    withDefaults {
      let phone = Phone()
      phone.list.contentOffset.y = 300
      phone.list.touchDown()
      #expect(!phone.linkRuns, "a finger that rests moves nothing")
      phone.list.moveFinger(to: CGPoint(x: 0, y: 280), velocity: CGPoint(x: 0, y: 120))
      #expect(phone.linkRuns)
      phone.list.drag(through: [CGPoint(x: 0, y: 270), CGPoint(x: 0, y: 265)])
      #expect(phone.linkRuns)
      phone.list.liftFinger()
      FrameClock.advance(frames: 1)
      #expect(!phone.linkRuns, "the content rests where the finger left it")
      #expect(phone.list.contentOffset == CGPoint(x: 0, y: 265))
      phone.tearDown()
    }
  }

  @Test func aFlickRunsTheLinkUntilTheDecelerationStops() {
    withDefaults {
      let phone = Phone()
      phone.list.contentOffset.y = 1000
      phone.list.drag(through: [CGPoint(x: 0, y: 990), CGPoint(x: 0, y: 980)], velocity: CGPoint(x: 0, y: 600))
      phone.list.liftFinger(velocity: CGPoint(x: 0, y: 600))
      FrameClock.advance(frames: 1)
      #expect(phone.list.isDecelerating)
      #expect(phone.linkRuns)
      FrameClock.advance(seconds: 1)
      #expect(phone.list.isDecelerating, "still gliding")
      #expect(phone.linkRuns)
      FrameClock.advance(seconds: 2)
      #expect(!phone.list.isDecelerating)
      #expect(phone.list.contentOffset.y < 980)
      FrameClock.advance(frames: 1)
      #expect(!phone.linkRuns, "the content stopped")
      #expect(phone.header.state == .idle)
      phone.tearDown()
    }
  }

  @Test func aRefreshThatOnlyWaitsRunsNoLinkAndItsEndRunsItOnlyForTheGlide() {
    withDefaults {
      let phone = Phone()
      phone.pullToRefresh()
      #expect(phone.header.state == .refreshing)
      #expect(!phone.linkRuns, "the header holds still: the spinner turns by itself")
      #expect(RunLoopTimer.scheduled.isEmpty, "no deadline either")
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 0.4)
      FrameClock.advance(frames: 1)
      #expect(phone.header.state == .idle)
      #expect(phone.list.contentInset == .zero)
      #expect(!phone.linkRuns)
      phone.tearDown()
    }
  }

  @Test func aFiveSecondRefreshCostsFramesOnlyForTheFingerAndTheSettling() {
    withDefaults {
      let phone = Phone()
      // The frames this list's links were called for (another test's list may run a link meanwhile).
      var links: [CADisplayLink] = []
      @MainActor func note() {
        for link in phone.ownLinks where !links.contains(where: { $0 === link }) { links.append(link) }
      }
      @MainActor func frames() -> Int { links.reduce(0) { $0 + $1.callCount } }
      @MainActor func advance(seconds: TimeInterval) {
        for _ in 0..<Int((seconds * 60).rounded()) {
          note()
          FrameClock.advance(frames: 1)
        }
        note()
      }
      phone.pull(by: 90)
      note()
      advance(seconds: 1)
      #expect(phone.header.state == .refreshing)
      let settled = frames()
      advance(seconds: 4)
      #expect(frames() == settled, "4 s of waiting for the app: not one frame")
      #expect(!phone.linkRuns)
      phone.header.endRefreshing()
      advance(seconds: 1)
      #expect(phone.header.state == .idle)
      #expect(phone.list.contentInset == .zero)
      // 6 s of a 60 Hz display are 360 frames: the finger's pull, the content settling on the hold and the end's
      // completion take a few dozen.
      #expect(frames() < 60, "\(frames()) frames for a 5-second refresh")
      #expect(!phone.linkRuns)
      phone.tearDown()
    }
  }

  @Test func aMinimumRefreshingDurationWakesOnceOnATimerAndEndsThen() {
    withDefaults {
      let phone = Phone()
      phone.header.minimumRefreshingDuration = 2
      phone.pullToRefresh()  // 0.5 s of frames
      UIView.animationLog = []
      var ended = 0
      phone.header.endRefreshing { ended += 1 }
      #expect(phone.header.state == .refreshing, "shown for 0.5 s of 2")
      #expect(phone.list.contentInset.top == 54)
      #expect(UIView.animationLog.isEmpty)
      #expect(!phone.linkRuns, "the deferred end waits on a timer, not on frames")
      #expect(RunLoopTimer.scheduled.count == 1)
      #expect(RunLoopTimer.scheduled.first?.modes == [.common], "it fires while a finger tracks too")
      let fired = RunLoopTimer.firedCount
      FrameClock.advance(seconds: 1.4)
      #expect(phone.header.state == .refreshing)
      FrameClock.advance(seconds: 0.2)
      #expect(phone.header.state == .idle, "2 s after the refresh began")
      #expect(RunLoopTimer.firedCount - fired <= 2, "woken at the deadline, not every frame")
      #expect(UIView.animationLog.map(\.duration) == [0.4], "the hold glides back")
      #expect(phone.list.contentInset == .zero)
      #expect(ended == 0)
      FrameClock.advance(seconds: 0.4)
      #expect(ended == 1)
      FrameClock.advance(frames: 1)
      #expect(!phone.linkRuns)
      #expect(RunLoopTimer.scheduled.isEmpty)
      phone.tearDown()
    }
  }

  @Test func anEndHeldBackForSecondsComesWithinFiftyMillisecondsOfItsDeadline() {
    withDefaults {
      let phone = Phone()
      phone.header.minimumRefreshingDuration = 6
      let began = FrameClock.now
      phone.header.beginRefreshing()
      #expect(phone.header.state == .refreshing)
      FrameClock.advance(seconds: 1)
      phone.header.endRefreshing()
      #expect(!phone.linkRuns, "the held-back end waits on a timer, which may fire late by its tolerance")
      @MainActor func run(until time: TimeInterval) { while FrameClock.now < time - 1e-9 { FrameClock.advance() } }
      run(until: began + 6 - FrameClock.frameDuration)
      #expect(phone.header.state == .refreshing, "shown for 6 s")
      run(until: began + 6 + 0.05 + FrameClock.frameDuration)
      #expect(phone.header.state == .idle, "no more than 50 ms (and the frame it lands in) after 6 s")
      phone.tearDown()
    }
  }

  @Test func anInsetTheAppWritesAtRestMidRefreshWakesNoFrame() {
    withDefaults {
      let phone = Phone()
      phone.pullToRefresh()
      #expect(!phone.linkRuns, "the refresh only waits")
      // A layout pass sets the app's own inset over the hold: UIKit's clamp reports a scroll first (the header's hold
      // check is due on the next frame), then the inset, whose report puts the hold back and cancels the check.
      phone.list.contentInset.top = 20
      #expect(phone.list.contentInset.top == 74, "the app's 20 points and the header's hold")
      #expect(!phone.linkRuns, "nothing moves and nothing waits for a frame: the link stays stopped")
      #expect(phone.header.state == .refreshing)
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 1)
      phone.tearDown()
    }
  }

  @Test func aTallerListThatBringsALoadingRingIntoViewTurnsItAtOnce() {
    withDefaults {
      let phone = Phone()
      let footer = CircleLoadingFooter {}
      phone.list.refreshKit.footer = footer
      phone.list.contentOffset.y = 900
      FrameClock.advance(frames: 2)
      footer.beginRefreshing()
      FrameClock.advance(seconds: 1)
      #expect(footer.state == .refreshing)
      #expect(phone.list.contentOffset.y == 900, "the footer below the screen")
      #expect(!phone.linkRuns, "a ring out of view turns no frames")
      // A taller list (a sheet's detent, a split view's resize): the offset is already the new largest, so it stays.
      phone.list.frame.size.height = 1144
      #expect(phone.list.contentOffset.y == 900)
      #expect(phone.linkRuns, "the ring in view turns from the next frame on, with no scroll after the resize")
      footer.endRefreshing()
      FrameClock.advance(seconds: 1)
      phone.tearDown()
    }
  }

  @Test func reportsAtRestWhileAnEndWaitsKeepTheOneTimerArmedForItsDeadline() {
    withDefaults {
      let phone = Phone()
      phone.header.minimumRefreshingDuration = 2
      phone.pullToRefresh()  // 0.5 s of frames
      phone.header.endRefreshing()
      let armed = RunLoopTimer.scheduled
      #expect(armed.count == 1, "the deferred end waits on a timer")
      for page in 0..<3 {
        FrameClock.advance(seconds: 0.3)
        phone.list.contentSize.height += 44  // the app's reloadData() at rest: a report, the same deadline
        // With its first page the app adds the load-more footer: the layer brings its frames up to date, for the
        // same deadline.
        if page == 0 { phone.list.refreshKit.footer = SimpleAutoFooter {} }
      }
      #expect(RunLoopTimer.scheduled.count == 1)
      #expect(RunLoopTimer.scheduled.first === armed.first, "the timer for that moment is kept, not made again")
      #expect(!phone.linkRuns)
      FrameClock.advance(seconds: 0.7)
      #expect(phone.header.state == .idle, "2 s after the refresh began")
      phone.tearDown()
    }
  }

  /// A phone of 5,000 points of rows, Reduce Motion on (a hold returned with no animation), whose header refreshed
  /// and shows its success for `seconds`; `completion` is the end's.
  func phoneShowingAResultUnderReduceMotion(
    for seconds: TimeInterval, completion: @escaping @MainActor () -> Void = {}
  ) -> Phone {
    RefreshConfiguration.default.reducesMotion = true
    let phone = Phone(contentHeight: 5000)
    phone.header.resultDisplayDuration = seconds
    phone.pullToRefresh()
    phone.header.endRefreshing(result: .success, completion: completion)
    return phone
  }

  @Test func aSoonerDeadlineAtRestReplacesTheTimerOfTheLaterOne() {
    withDefaults {
      let phone = phoneShowingAResultUnderReduceMotion(for: 3)
      phone.list.contentOffset.y = 1000
      FrameClock.advance(frames: 30)
      #expect(!phone.linkRuns)
      #expect(RunLoopTimer.scheduled.filter(\.isValid).count == 1, "the header's result waits on a timer")
      let footer = SimpleAutoFooter {}
      footer.resultDisplayDuration = 0.5
      phone.list.refreshKit.footer = footer
      footer.beginRefreshing()
      FrameClock.advance(frames: 30)
      #expect(footer.state == .refreshing)
      #expect(!phone.linkRuns)
      footer.endRefreshing(result: .success)
      #expect(footer.displayedResult == .success)
      #expect(RunLoopTimer.scheduled.filter(\.isValid).count == 1, "one timer, for the footer's sooner deadline")
      FrameClock.advance(seconds: 0.6)
      #expect(footer.displayedResult == nil)
      #expect(phone.header.displayedResult == .success, "the header's result still shows")
      FrameClock.advance(seconds: 3)
      #expect(phone.header.displayedResult == nil)
      phone.tearDown()
    }
  }

  @Test func aFingerThatScrollsWhileAnEndWaitsRunsOnFramesAloneAndTheTimerComesBackWhenItRests() {
    withDefaults {
      let phone = Phone()
      phone.header.minimumRefreshingDuration = 2
      phone.pullToRefresh()  // 0.5 s of frames
      phone.header.endRefreshing()
      #expect(RunLoopTimer.scheduled.count == 1, "the deferred end waits on a timer")
      phone.list.touchDown()
      phone.list.moveFinger(to: CGPoint(x: 0, y: -40), velocity: CGPoint(x: 0, y: 120))
      #expect(phone.linkRuns, "the finger moves the content")
      #expect(RunLoopTimer.scheduled.isEmpty, "while frames run, no timer waits beside them")
      phone.list.liftFinger()
      FrameClock.advance(frames: 30)
      #expect(!phone.linkRuns, "the content rests on the hold")
      #expect(RunLoopTimer.scheduled.count == 1, "the deadline is armed again")
      #expect(phone.header.state == .refreshing)
      FrameClock.advance(seconds: 1.2)
      #expect(phone.header.state == .idle, "2 s after the refresh began, as if the finger had not come")
      phone.tearDown()
    }
  }

  @Test func anEndLongAfterTheMinimumDurationEndsAtOnce() {
    withDefaults {
      let phone = Phone()
      phone.header.minimumRefreshingDuration = 1
      phone.pullToRefresh()
      FrameClock.advance(seconds: 3)
      phone.header.endRefreshing()
      #expect(phone.header.state == .idle, "3.5 s shown: the minimum of 1 s is long past")
      phone.tearDown()
    }
  }

  @Test func aRefreshBegunFromCodeAfterAnIdleMinuteStillShowsForItsMinimum() {
    withDefaults {
      let phone = Phone()
      phone.header.minimumRefreshingDuration = 1
      FrameClock.advance(seconds: 60)
      phone.header.beginRefreshing()
      FrameClock.advance(seconds: 0.5)
      phone.header.endRefreshing()
      #expect(phone.header.state == .refreshing, "0.5 s of the 1 s minimum, however long the list rested before")
      FrameClock.advance(seconds: 0.6)
      #expect(phone.header.state == .idle)
      phone.tearDown()
    }
  }

  @Test func aResultOnDisplayKeepsTheHoldUntilATimerEndsIt() {
    withDefaults {
      let phone = Phone()
      phone.header.resultDisplayDuration = 1
      phone.pullToRefresh()
      UIView.animationLog = []
      phone.header.endRefreshing(result: .success)
      #expect(phone.header.state == .idle)
      #expect(phone.header.displayedResult == .success)
      #expect(phone.list.contentInset.top == 54, "the result shows in the header")
      #expect(phone.list.contentOffset == CGPoint(x: 0, y: -54))
      FrameClock.advance(seconds: 0.9)
      #expect(!phone.linkRuns, "the result waits on a timer")
      #expect(phone.list.contentInset.top == 54)
      #expect(UIView.animationLog.isEmpty)
      FrameClock.advance(seconds: 0.2)
      #expect(phone.header.displayedResult == nil)
      #expect(UIView.animationLog.map(\.duration) == [0.4])
      #expect(phone.list.contentInset == .zero)
      FrameClock.advance(seconds: 0.4)
      FrameClock.advance(frames: 1)
      #expect(!phone.linkRuns)
      phone.tearDown()
    }
  }

  @Test func aHeaderHiddenWhileItsResultShowsFarFromTheTopEndsItsRefreshOnTheNextFrame() {
    withDefaults {
      // With Reduce Motion the hold is returned at once, with no animation whose end would wake the list.
      var ended = 0
      let phone = phoneShowingAResultUnderReduceMotion(for: 1) { ended += 1 }
      #expect(phone.header.displayedResult == .success)
      // The user scrolls far down while the result shows; the app then hides the header (a screen that no longer
      // refreshes), which ends the display: the end's steps now wait only for the list to be still.
      phone.list.contentOffset.y = 3000
      FrameClock.advance(seconds: 0.2)
      #expect(ended == 0)
      phone.header.isHidden = true
      #expect(phone.header.displayedResult == nil)
      #expect(UIView.animationLog.isEmpty)
      FrameClock.advance(frames: 2)
      #expect(ended == 1, "the end's completion runs on the next frames, not when the result would have ended")
      FrameClock.advance(seconds: 1)
      #expect(ended == 1)
      #expect(!phone.linkRuns)
      phone.tearDown()
    }
  }

  @Test func aTurningRingAsksForThirtyFramesASecondAtMostAndAFingerForTheDisplaysRate() {
    withDefaults {
      let phone = Phone()
      phone.list.refreshKit.header = CircleLoadingHeader {}
      phone.list.contentOffset.y = -phone.list.adjustedContentInset.top
      phone.pull(by: 90, lift: false)
      #expect(phone.ownLinks.map(\.preferredFrameRateRange) == [.default], "a finger: the display's own rate")
      phone.list.liftFinger()
      FrameClock.advance(seconds: 0.5)
      #expect(phone.list.refreshKit.header?.state == .refreshing)
      #expect(
        phone.ownLinks.map(\.preferredFrameRateRange) == [CAFrameRateRange(minimum: 8, maximum: 30, preferred: 30)],
        "the ring turns at rest: 30 frames a second at most")
      phone.tearDown()
    }
  }

  @Test func aTurningRingBackOnScreenTurnsAtThirtyFramesASecondAgain() {
    withDefaults {
      let phone = Phone()
      phone.list.refreshKit.header = CircleLoadingHeader {}
      phone.list.contentOffset.y = -phone.list.adjustedContentInset.top
      phone.pull(by: 90)
      FrameClock.advance(seconds: 0.5)
      let thirty = CAFrameRateRange(minimum: 8, maximum: 30, preferred: 30)
      #expect(phone.ownLinks.map(\.preferredFrameRateRange) == [thirty])
      // Another screen is pushed over the list, then popped: the ring still turns, on a new link.
      phone.list.removeFromSuperview()
      FrameClock.advance(frames: 2)
      #expect(!phone.linkRuns, "off screen, nothing ticks")
      phone.show()
      FrameClock.advance(frames: 2)
      #expect(phone.list.refreshKit.header?.state == .refreshing)
      #expect(phone.ownLinks.map(\.preferredFrameRateRange) == [thirty], "the new link turns the ring at 30 at most")
      phone.tearDown()
    }
  }

  @Test func aRingFooterBegunFromCodeInViewTurnsWithNoScrollToStartItsFrames() {
    withDefaults {
      let phone = Phone()
      let footer = CircleLoadingFooter {}
      phone.list.refreshKit.footer = footer
      FrameClock.advance(frames: 1)
      phone.list.contentOffset.y = phone.list.restingRange().max.y  // the app shows the end of its rows
      FrameClock.advance(seconds: 0.5)
      #expect(footer.state == .idle, "the app's scroll loads nothing")
      #expect(!phone.linkRuns, "at rest, nothing turns")
      let offset = phone.list.contentOffset
      footer.beginRefreshing()  // the footer is in view: no scroll, no inset write
      #expect(footer.state == .refreshing)
      #expect(phone.list.contentOffset == offset)
      #expect(phone.linkRuns, "the ring turns at once")
      FrameClock.advance(frames: 3)
      #expect(
        phone.ownLinks.map(\.preferredFrameRateRange) == [CAFrameRateRange(minimum: 8, maximum: 30, preferred: 30)],
        "at 30 frames a second at most")
      #expect(footer.state == .refreshing)
      phone.tearDown()
    }
  }

  @Test func leavingTheWindowAtRestLeavesNoLinkRunning() {
    withDefaults {
      let phone = Phone()
      phone.list.contentOffset.y = 300
      phone.list.drag(through: [CGPoint(x: 0, y: 280)])
      #expect(phone.linkRuns)
      phone.list.liftFinger()
      phone.tearDown()
      #expect(!phone.linkRuns)
      #expect(phone.ownLinks.isEmpty)
    }
  }
}
