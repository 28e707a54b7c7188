import QuartzCore
import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// Off screen, nothing runs (issue 56, item 6): a refreshing ring whose screen was pushed away, or whose list was
/// scrolled far from it, draws nothing, so its display link stops; VoiceOver finds a component only where it shows.
@Suite(.serialized) @MainActor struct OffScreenComponentTests {
  /// The display links running that `before` did not hold.
  func links(besides before: [CADisplayLink]) -> [CADisplayLink] {
    CADisplayLink.running.filter { link in !before.contains { $0 === link } }
  }

  @Test func aRingRefreshingOnAScreenThatWasPushedAwayRunsNoDisplayLink() throws {
    try onScreen { screen in
      let before = CADisplayLink.running
      let header = screen.attachHeader(CircleLoadingHeader {})
      screen.pull(to: -90)
      screen.release()
      #expect(header.isRefreshing)
      #expect(!links(besides: before).isEmpty, "the ring turns on screen")
      screen.table.removeFromSuperview()  // another screen is pushed over it
      FrameClock.advance(seconds: 1)
      #expect(header.isRefreshing)
      #expect(links(besides: before).isEmpty, "nothing draws the ring in no window")
      screen.window.addSubview(screen.table)  // popped back
      FrameClock.commit()
      FrameClock.advance(frames: 2)
      #expect(!links(besides: before).isEmpty, "back on screen, the ring turns again")
      let view = try #require(screen.table.refreshKit.headerView)
      #expect(view.isAccessibilityElement)
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
    }
  }

  @Test func aRingRefreshingFarAboveTheRowsShownRunsNoLinkAndVoiceOverDoesNotLandOnIt() throws {
    try onScreen(contentHeight: 10_000) { screen in
      let before = CADisplayLink.running
      let header = screen.attachHeader(CircleLoadingHeader {})
      screen.pull(to: -90)
      screen.release()
      #expect(!links(besides: before).isEmpty)
      screen.table.setContentOffset(CGPoint(x: 0, y: 3000), animated: false)
      FrameClock.advance(seconds: 1)
      #expect(header.isRefreshing)
      let view = try #require(screen.table.refreshKit.headerView)
      #expect(!view.isAccessibilityElement, "VoiceOver cannot land on a header 3,000 points away")
      #expect(links(besides: before).isEmpty, "no frames for a ring no one sees")
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
    }
  }
}
