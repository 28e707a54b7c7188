import Foundation
import Testing

@_spi(Testing) @testable import RefreshKit

/// A real scroll view bridged through ``ScrollHostAdapter``: what the user sees of a refresh, and the rules of the
/// inset the adapter keeps for the app.
@Suite @MainActor struct ScrollHostAdapterTests {
  @Test func aPullPastTheTriggerRefreshesOnceAndTheScrollViewHoldsTheHeader() {
    let view = FakeUIScrollView()
    let header = SimpleHeader()
    view.model.refreshHeader = header
    view.userPulls(through: [-20, -40, -60, -80, -100])
    #expect(header.state == .refreshing)
    #expect(header.actionCount == 1)
    #expect(view.contentInset == Insets(top: 54), "the scroll view holds the header")
    #expect(view.adapter.appContentInset == .zero)
    header.endRefreshing()
    #expect(view.contentInset == .zero)
    #expect(
      view.takeCommands() == [
        .setAlwaysBounce(vertical: true, horizontal: false), .setContentInset(Insets(top: 54)),
        .animateContentInset(.zero, duration: 0.4),
      ], "the hold is returned at rest inside MJRefresh's 0.4 s animation")
  }

  @Test func theEchoOfTheAdaptersOwnWriteChangesNothing() {
    let view = FakeUIScrollView()
    view.contentInset = Insets(top: 10)
    let header = RefreshHeader()
    view.model.refreshHeader = header
    let log = EventLog(view.model)
    view.performsScrollCommands = false
    header.beginRefreshing()
    // The write reported itself back synchronously; the app's inset did not move and nothing was written twice.
    #expect(view.takeCommands().filter { if case .setContentInset = $0 { true } else { false } }.count == 1)
    #expect(view.contentInset == Insets(top: 64))
    #expect(view.adapter.appContentInset == Insets(top: 10))
    #expect(!log.take().contains { if case .inset(.content, _, _) = $0 { true } else { false } })
    view.reportGeometry()
    #expect(view.takeCommands().isEmpty, "a repeated report is not a change")
  }

  @Test func theSafeAreaIsTheAdjustedInsetLessTheContentInset() {
    let view = FakeUIScrollView()
    view.safeAreaInsets = Insets(top: 88, bottom: 34)
    view.contentInset = Insets(top: 6)
    #expect(view.model.safeAreaInsets == Insets(top: 88, bottom: 34))
    #expect(view.model.contentInset == Insets(top: 6))
    let header = RefreshHeader()
    view.model.refreshHeader = header
    header.beginRefreshing()
    #expect(view.model.safeAreaInsets == Insets(top: 88, bottom: 34), "the refresh part is not the system's")
    #expect(view.model.adjustedContentInset == view.adjustedContentInset)
  }

  @Test func aProgrammaticRefreshRevealsTheHeaderThroughAnAnimatedScroll() {
    let view = FakeUIScrollView()
    let header = RefreshHeader()
    view.model.refreshHeader = header
    header.beginRefreshing()
    #expect(view.takeCommands().contains(.animateContentOffset(CGPoint(x: 0, y: -54), duration: 0.25)))
    view.frames(0.5)
    #expect(view.contentOffset == CGPoint(x: 0, y: -54))
    #expect(view.model.contentOffset == view.contentOffset)
    #expect(header.actionCount == 1, "a scroll the app asked for does not start a second refresh")
  }

  @Test func rotationResizesTheModelAndKeepsTheHold() {
    let view = FakeUIScrollView()
    let header = RefreshHeader()
    view.model.refreshHeader = header
    header.beginRefreshing()
    view.boundsSize = CGSize(width: 667, height: 375)
    #expect(view.model.frame.size == CGSize(width: 667, height: 375))
    #expect(view.contentInset == Insets(top: 54))
    #expect(header.state == .refreshing)
  }

  @Test func reloadDataThatShrinksTheContentKeepsAFooterLoadAndItsInset() {
    let view = FakeUIScrollView(contentHeight: 1000)
    let footer = AutoRefreshFooter()
    view.model.refreshFooter = footer
    #expect(view.contentInset == Insets(bottom: footer.height), "an auto footer sits in the content")
    footer.beginRefreshing()
    view.contentSize.height = 300
    #expect(view.model.contentSize.height == 300)
    footer.endRefreshing()
    view.contentSize.height = 3000
    #expect(view.model.contentSize.height == 3000)
    #expect(view.contentInset == Insets(bottom: footer.height))
    #expect(view.adapter.appContentInset == .zero)
  }

  @Test func theKeyboardsBottomInsetIsTheAppsAndSurvivesTheFootersHold() {
    let view = FakeUIScrollView()
    let footer = AutoRefreshFooter()
    view.model.refreshFooter = footer
    let hold = footer.height
    view.contentInset.bottom = 300  // the keyboard shows: the app sets its bottom inset
    #expect(view.adapter.appContentInset == Insets(bottom: 300))
    #expect(view.contentInset == Insets(bottom: 300 + hold))
    view.contentInset.bottom = 0  // the keyboard hides
    #expect(view.adapter.appContentInset == .zero)
    #expect(view.contentInset == Insets(bottom: hold))
    view.model.refreshFooter = nil
    #expect(view.contentInset == .zero)
  }

  @Test func aRefreshThatEndsWhileTheUserDragsGivesBackTheInsetAndLeavesTheFingerAlone() {
    let view = FakeUIScrollView()
    let header = RefreshHeader()
    view.model.refreshHeader = header
    view.userPulls(through: [-30, -60, -90])
    view.scroll(to: CGPoint(x: 0, y: -54), isTracking: false, isDecelerating: true)
    _ = view.takeCommands()
    view.userPulls(through: [-40, -20], lift: false)
    header.endRefreshing()
    #expect(view.contentInset == .zero)
    let commands = view.takeCommands()
    #expect(commands.last == .setContentInset(.zero))
    #expect(!commands.contains { if case .setContentOffset = $0 { true } else { false } }, "no scroll under the finger")
    #expect(view.model.isDragging)
    view.pan(.ended)
    #expect(header.actionCount == 1)
  }

  @Test func aScrollViewThatWentAwayGetsNoCommandsAndItsReportsAreRefused() {
    let view = FakeUIScrollView()
    let header = RefreshHeader()
    view.model.refreshHeader = header
    header.beginRefreshing()
    _ = view.takeCommands()
    view.adapter.hostDidGoAway()
    #expect(view.adapter.isDetached)
    #expect(!view.adapter.needsFrames)
    let (_, diagnostics) = RefreshDiagnostics.collect {
      view.scroll(to: CGPoint(x: 0, y: -10), isTracking: false, isDecelerating: false)
      view.pan(.began)
      view.frame()
    }
    #expect(diagnostics.count == 3)
    #expect(view.takeCommands().isEmpty)
    #expect(header.state == .idle, "the header detached with the scroll view")
  }

  @Test func badGeometryIsRefusedAndChangesNothing() {
    let view = FakeUIScrollView()
    let (_, diagnostics) = RefreshDiagnostics.collect {
      view.adapter.hostDidChangeGeometry(
        boundsSize: CGSize(width: -1, height: 10), contentSize: .zero, contentInset: .zero,
        adjustedContentInset: .zero)
      view.adapter.hostDidChangeGeometry(
        boundsSize: view.boundsSize, contentSize: view.contentSize, contentInset: Insets(top: .nan),
        adjustedContentInset: .zero)
    }
    #expect(diagnostics.count == 2)
    #expect(view.model.frame.size == CGSize(width: 375, height: 667))
    #expect(view.model.contentInset == .zero)
  }

  @Test func theDisplayLinkRunsOnlyWhileSomethingMovesOrATimerWaits() {
    let view = FakeUIScrollView()
    let header = RefreshHeader()
    header.minimumRefreshingDuration = 0.5
    view.model.refreshHeader = header
    #expect(!view.adapter.needsFrames, "at rest")
    view.pan(.began)
    #expect(view.adapter.needsFrames, "a finger is down")
    view.pan(.ended)
    view.scroll(to: CGPoint(x: 0, y: 0), isTracking: false, isDecelerating: false)
    #expect(!view.adapter.needsFrames)
    header.beginRefreshing()
    header.endRefreshing()
    #expect(view.adapter.needsFrames, "the minimum duration waits for the clock")
    view.frames(0.6)
    #expect(header.state == .idle)
    #expect(view.adapter.needsFrames, "the hold's return glides for 0.4 s, and the end's completion waits for it")
    view.frames(0.5)
    #expect(!view.adapter.needsFrames)
  }

  /// A refresh that only waits needs no frames: its deadlines (a minimum duration, a result display) are given as
  /// `secondsUntilNextDeadline`, for a one-shot timer, and the model's clock follows the host's (`hostClock`), so that
  /// an end the app asks for after a long wait counts that wait.
  @Test func aRefreshThatWaitsNeedsNoFramesOnlyATimerForEachDeadline() {
    let view = FakeUIScrollView()
    view.useHostClock(from: 500)
    let header = RefreshHeader()
    header.minimumRefreshingDuration = 1
    header.resultDisplayDuration = 1
    view.model.refreshHeader = header
    view.hostTime += 30  // the list rested for half a minute, with no frame
    header.beginRefreshing()
    #expect(header.state == .refreshing)
    #expect(view.model.now == 30, "the clock caught up with the host's before the refresh began")
    #expect(view.adapter.secondsUntilNextDeadline == 1, "wake when the minimum duration is met")
    view.frames(0.5)  // the reveal
    #expect(!view.model.isDecelerating && !view.model.isDragging)
    #expect(!view.adapter.needsFrames, "a refresh that only waits: no frames")
    #expect(abs((view.adapter.secondsUntilNextDeadline ?? -1) - 0.5) < 1e-9)
    view.hostTime += 0.2  // no frame, no timer: the app answers
    header.endRefreshing()
    #expect(header.state == .refreshing, "the minimum duration is not over")
    #expect(abs((view.adapter.secondsUntilNextDeadline ?? -1) - 0.3) < 1.0 / 120)
    view.hostTime += 0.31
    view.adapter.hostClockDidTick()  // the timer fired
    #expect(header.state == .idle)
    #expect(header.displayedResult == .success, "the end ran at its deadline; the result shows")
    #expect(abs((view.adapter.secondsUntilNextDeadline ?? -1) - 1) < 1.0 / 60, "wake when the result's time is up")
    view.hostTime += 1.02
    view.adapter.hostClockDidTick()
    #expect(header.displayedResult == nil)
    view.frames(0.5)  // the hold glides back
    #expect(view.adapter.secondsUntilNextDeadline == nil, "nothing left to wake for")
    #expect(!view.adapter.needsFrames)
  }

  @Test func anEndAskedForLongAfterTheMinimumDurationEndsAtOnceThoughNoFrameCame() {
    let view = FakeUIScrollView()
    view.useHostClock(from: 10)
    let header = RefreshHeader()
    header.minimumRefreshingDuration = 2
    view.model.refreshHeader = header
    header.beginRefreshing()
    view.frames(0.5)
    view.hostTime += 5  // no frame, no timer: the app answers 5 s later
    header.endRefreshing()
    #expect(header.state == .idle)
  }

  @Test func withoutAHostClockTheModelsTimeMovesOnlyWithFrames() {
    let view = FakeUIScrollView()
    let header = RefreshHeader()
    header.minimumRefreshingDuration = 1
    view.model.refreshHeader = header
    header.beginRefreshing()
    view.adapter.hostClockDidTick()  // no clock: nothing
    #expect(view.model.now == 0)
    view.frames(0.5)
    header.endRefreshing()
    #expect(header.state == .refreshing)
    #expect(abs((view.adapter.secondsUntilNextDeadline ?? -1) - 0.5) < 1.0 / 120)
    view.frames(0.6)
    #expect(header.state == .idle)
  }

  // MARK: - The app's inset written again, and writes inside the adapter's own

  @Test func reApplyingTheSameInsetWhileTheTrailerHoldsShowsTheTrailerAgain() {
    let view = FakeUIScrollView()
    view.contentSize.width = 1000
    view.contentInset = Insets(right: 20)  // the app's own, beside a side bar
    view.setContentOffset(CGPoint(x: 645, y: 0), animated: false)  // the app shows the end of the row
    let trailer = RefreshTrailer()
    view.model.refreshTrailer = trailer
    trailer.beginRefreshing()
    view.frames(0.5)
    #expect(trailer.state == .refreshing)
    #expect(view.contentInset == Insets(right: 80))
    #expect(view.contentOffset.x == 705, "the trailer shows at the end of the row")
    _ = view.takeCommands()
    // A layout pass sets the inset the app always sets: UIKit drops the hold and clamps the offset to 645.
    view.contentInset.right = 20
    #expect(view.contentInset == Insets(right: 80))
    #expect(view.contentOffset.x == 705, "the trailer shows again")
    #expect(view.adapter.appContentInset == Insets(right: 20))
    #expect(trailer.actionCount == 1)
  }

  @Test func reApplyingTheSameInsetWhileTheHeaderHoldsShowsTheHeaderAgain() {
    let (view, header) = FakeUIScrollView.refreshingUnderABar(barIsTheApps: true)
    #expect(header.state == .refreshing)
    #expect(view.contentInset == Insets(top: 142))
    #expect(view.contentOffset == CGPoint(x: 0, y: -142), "the header shows under the bar")
    _ = view.takeCommands()
    for _ in 0..<3 {
      // A layout pass sets the inset the app always sets: UIKit drops the hold and clamps the offset to -88.
      view.contentInset.top = 88
      #expect(view.contentInset == Insets(top: 142))
      #expect(view.contentOffset == CGPoint(x: 0, y: -142), "the header shows again")
      #expect(view.adapter.appContentInset == Insets(top: 88))
      #expect(
        view.takeCommands() == [
          .setContentInset(Insets(top: 142)), .setContentOffset(CGPoint(x: 0, y: -142), animated: false),
        ])
    }
    view.contentInset = Insets(top: 88)  // the whole inset, re-applied
    #expect(view.contentOffset == CGPoint(x: 0, y: -142))
    #expect(header.state == .refreshing)
    #expect(header.actionCount == 1)
    header.endRefreshing()
    #expect(view.contentInset == Insets(top: 88))
    #expect(view.contentOffset == CGPoint(x: 0, y: -88))
  }

  /// Until issue 53b the fake (and the double) kept the rubber band here; UIKit clamps under the finger too
  /// (`_skipsContentOffsetAdjustmentsIfScrolling` is off by default), so the app's own write moves the content.
  @Test func anInsetReAppliedUnderTheFingerMovesNothingItselfAndThePullGetsTheHoldBack() {
    let (view, header) = FakeUIScrollView.refreshingUnderABar(barIsTheApps: true)
    view.userPulls(through: [-150, -170], lift: false)
    _ = view.takeCommands()
    view.contentInset.top = 88  // UIKit clamps the content to the app's top, under the finger
    #expect(view.contentOffset == CGPoint(x: 0, y: -88), "UIKit's clamp: the rows cover the header")
    #expect(view.contentInset == Insets(top: 88), "the hold shows what the offset shows: nothing")
    #expect(
      !view.takeCommands().contains { if case .setContentOffset = $0 { true } else { false } },
      "the layer scrolls nothing under the finger")
    #expect(header.state == .refreshing)
    for y: CGFloat in [-120, -160] {  // the finger pulls on
      view.pan(.changed, velocity: CGPoint(x: 0, y: 300))
      view.scroll(to: CGPoint(x: 0, y: y), isTracking: true, isDecelerating: false)
      view.frame()
    }
    #expect(view.contentInset == Insets(top: 142), "pulled back into view: the hold is back")
    view.pan(.ended)
    #expect(header.state == .refreshing)
    #expect(header.actionCount == 1, "still the one refresh")
  }

  @Test func anInsetReAppliedAfterTheListMovedOnLeavesTheContentWhereItIs() {
    let (view, header) = FakeUIScrollView.refreshingUnderABar(barIsTheApps: true)
    #expect(view.contentOffset == CGPoint(x: 0, y: -142))
    // The app scrolls to the top of its rows at rest, as a clamp would move it; then the system glides the list down
    // its rows (a keyboard shows the focused row) and it comes to rest there.
    view.setContentOffset(CGPoint(x: 0, y: -88), animated: false)
    for y: CGFloat in [0, 150, 300] { view.scroll(to: CGPoint(x: 0, y: y), isTracking: false, isDecelerating: true) }
    view.endDecelerating()
    _ = view.takeCommands()

    // A layout pass sets the app's inset again: the hold is written back, and the content stays where it is; the
    // scroll before the glide is long over and is no clamp to undo.
    view.contentInset.top = 88
    #expect(view.contentInset == Insets(top: 142))
    #expect(view.takeCommands() == [.setContentInset(Insets(top: 142))])
    #expect(view.contentOffset == CGPoint(x: 0, y: 300))
    #expect(header.state == .refreshing)
  }

  @Test func anAppWriteInsideTheAdaptersOwnWriteGetsOneReply() {
    let view = FakeUIScrollView()
    view.contentInset.top = 88
    view.performsScrollCommands = false
    let header = RefreshHeader()
    view.model.refreshHeader = header
    // The app observes its inset and, once per change of the adapter's, writes its own again (a layout pass).
    var reApplies = 0
    view.appInsetObserver = { scrollView in
      guard reApplies > 0 else { return }
      reApplies -= 1
      scrollView.contentInset.top = 88
    }
    for _ in 0..<3 {
      _ = view.takeCommands()
      reApplies = 1
      header.beginRefreshing()
      // The hold, and once more after the app's write inside it: not once per report of that write.
      #expect(
        view.takeCommands() == [
          .setContentInset(Insets(top: 142)), .setContentInset(Insets(top: 142)),
          .animateContentOffset(CGPoint(x: 0, y: -142), duration: 0.25),
        ])
      #expect(view.contentInset == Insets(top: 142))
      #expect(view.adapter.appContentInset == Insets(top: 88))
      reApplies = 1
      header.endRefreshing()
      #expect(view.takeCommands() == [.animateContentInset(Insets(top: 88), duration: 0.4)])
      #expect(view.contentInset == Insets(top: 88))
      #expect(view.adapter.appContentInset == Insets(top: 88))
    }
  }

  // MARK: - What the scroll view knows that KVO of the inset does not say

  @Test func theEndOfADecelerationIsReportedDirectlyAndWhatWaitedForItRuns() {
    let view = FakeUIScrollView()
    let header = RefreshHeader()
    var completions = 0
    header.endRefreshingCompletion = { completions += 1 }
    view.model.refreshHeader = header
    view.performsScrollCommands = false
    header.beginRefreshing()
    view.frames(0.25)  // the reveal's animation ends
    view.pan(.began)
    view.scroll(to: CGPoint(x: 0, y: 200), isTracking: true, isDecelerating: false)
    view.pan(.ended, velocity: CGPoint(x: 0, y: -900))
    view.scroll(to: CGPoint(x: 0, y: 400), isTracking: false, isDecelerating: true)
    header.endRefreshing()
    view.frames(0.1)
    #expect(completions == 0, "the end completion waits for the content to rest")
    #expect(view.adapter.needsFrames)
    view.endDecelerating()  // UIKit reports no scroll: the deceleration ended where the content was
    #expect(!view.model.isDecelerating)
    #expect(view.model.contentOffset == CGPoint(x: 0, y: 400))
    view.frame()
    #expect(completions == 1)
    #expect(!view.adapter.needsFrames, "the display link can stop")
    view.endDecelerating()
    view.frame()
    #expect(completions == 1, "a second end changes nothing")
  }

  @Test func theAdjustmentBehaviourChangedAfterSetUpMovesTheHeadersTrigger() {
    let view = FakeUIScrollView()
    view.safeAreaInsets = Insets(top: 88)
    let header = RefreshHeader()
    view.model.refreshHeader = header
    view.userPulls(through: [-100, -130], lift: false)
    #expect(header.state == .idle, "42 pt of pull under the bar")
    view.pan(.ended)
    view.scroll(to: CGPoint(x: 0, y: -88), isTracking: false, isDecelerating: false)
    view.adjustsContentInsetForSafeArea = false  // contentInsetAdjustmentBehavior = .never
    #expect(view.model.safeAreaInsets == .zero)
    #expect(view.model.adjustedContentInset == view.adjustedContentInset)
    #expect(view.contentOffset == CGPoint(x: 0, y: 0), "UIKit clamped the offset into the new bounds")
    view.userPulls(through: [-30, -60])
    #expect(header.state == .refreshing, "60 pt of pull from the new top")
    #expect(header.actionCount == 1)
  }
}
