import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// The list's display link: it runs while something moves or waits for time, and stops when everything rests.
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

  @Test func aRefreshRunsTheLinkAndItsEndStopsItOnceTheHoldIsBack() {
    withDefaults {
      let phone = Phone()
      phone.pullToRefresh()
      #expect(phone.linkRuns, "the spinner turns")
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 0.4)
      FrameClock.advance(frames: 1)
      #expect(!phone.linkRuns)
      phone.tearDown()
    }
  }

  @Test func aMinimumRefreshingDurationKeepsTheRefreshAndTheLinkUntilItHasShown() {
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
      #expect(phone.linkRuns, "the deferred end needs the frames to come")
      FrameClock.advance(seconds: 1.4)
      #expect(phone.header.state == .refreshing)
      FrameClock.advance(seconds: 0.2)
      #expect(phone.header.state == .idle, "2 s after the refresh began")
      #expect(UIView.animationLog.map(\.duration) == [0.4], "the hold glides back")
      #expect(phone.list.contentInset == .zero)
      #expect(ended == 0)
      FrameClock.advance(seconds: 0.4)
      #expect(ended == 1)
      FrameClock.advance(frames: 1)
      #expect(!phone.linkRuns)
      phone.tearDown()
    }
  }

  @Test func aResultOnDisplayKeepsTheHoldAndTheLinkUntilItsTimeIsUp() {
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
      #expect(phone.linkRuns)
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
