import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// A refresh begun from code near the top scrolls its header into view as UIKit's own animated scroll does
/// (issue 56, item 2): `setContentOffset(_:animated: true)` moves the offset frame by frame, so a table lays out the
/// rows of each frame on the way; inside `UIView.animate` it would be laid out once, for the final offset, and the
/// rows leaving the screen would be recycled at once, showing blank space as the content slides.
@Suite(.serialized) @MainActor struct RevealGlideTests {
  @Test func aBeginFromCodeScrollsTheHeaderIntoViewFrameByFrame() {
    withDefaults {
      let phone = Phone()
      phone.list.contentOffset.y = 300
      FrameClock.advance(frames: 1)
      UIView.animationLog = []
      var shown = 0
      phone.header.beginRefreshing { shown += 1 }
      #expect(UIView.animationLog.isEmpty, "no animation block: the scroll view moves itself")
      #expect(phone.list.contentOffset.y == 300, "it starts from where the rows are")
      FrameClock.advance(frames: 3)
      #expect(phone.list.contentOffset.y < 300 && phone.list.contentOffset.y > -54, "on its way, a frame at a time")
      #expect(shown == 0, "the header is still scrolling into view")
      FrameClock.advance(seconds: 0.5)
      #expect(phone.list.contentOffset.y == -54)
      #expect(shown == 1, "the begin's completion runs once the header is in view")
      #expect(phone.header.state == .refreshing)
      #expect(phone.refreshes == 1)
      FrameClock.advance(seconds: 0.5)
      #expect(shown == 1)
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 1)
      #expect(!phone.linkRuns)
      phone.tearDown()
    }
  }

  @Test func aRevealToAnEdgeBetweenPixelsEndsOnTheFrameTheContentArrives() {
    withDefaults {
      // A bar 44.2 points tall: the header's edge, -98.2, lies between a 3x screen's pixels, and UIKit rests the
      // content on the nearest one.
      let phone = Phone(safeArea: UIEdgeInsets(top: 44.2, left: 0, bottom: 0, right: 0))
      phone.list.contentOffset.y = 300
      FrameClock.advance(frames: 1)
      var shown = 0
      phone.header.beginRefreshing { shown += 1 }
      var arrived = false
      for _ in 0..<60 where !arrived {
        FrameClock.advance(frames: 1)
        arrived = abs(phone.list.contentOffset.y + 98.2) < 0.5 && !phone.list.isDecelerating
      }
      #expect(arrived, "the content came to the header's edge")
      #expect(phone.list.contentOffset.y == -295.0 / 3, "the edge on the screen's pixel: the model's resting range is")
      #expect(shown == 1, "the begin's completion runs on the frame the content rests on the pixel, not frames later")
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 1)
      phone.tearDown()
    }
  }

  @Test func aFingerThatCatchesTheRevealEndsItWhereItIs() {
    withDefaults {
      let phone = Phone()
      phone.list.contentOffset.y = 300
      FrameClock.advance(frames: 1)
      var shown = 0
      phone.header.beginRefreshing { shown += 1 }
      FrameClock.advance(frames: 3)
      phone.list.touchDown()
      let caught = phone.list.contentOffset.y
      FrameClock.advance(frames: 2)
      #expect(phone.list.contentOffset.y == caught, "the finger holds the content")
      #expect(shown == 1, "the reveal is over: its completion runs")
      phone.list.liftFinger()
      FrameClock.advance(seconds: 1)
      #expect(shown == 1)
      #expect(phone.header.state == .refreshing)
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 1)
      phone.tearDown()
    }
  }

  @Test func anOffsetTheAppSetsDuringTheRevealEndsItThere() {
    withDefaults {
      let phone = Phone()
      phone.list.contentOffset.y = 300
      FrameClock.advance(frames: 1)
      var shown = 0
      phone.header.beginRefreshing { shown += 1 }
      FrameClock.advance(frames: 3)
      #expect(shown == 0)
      phone.list.setContentOffset(CGPoint(x: 0, y: 500), animated: false)  // the app scrolls: UIKit's scroll stops
      FrameClock.advance(frames: 3)
      #expect(phone.list.contentOffset.y == 500, "where the app put it")
      #expect(phone.list.contentInset.top == 0, "rows over the header: no hold above them (it glides away)")
      FrameClock.advance(seconds: 0.5)
      #expect(phone.list.contentOffset.y == 500)
      #expect(shown == 1, "the reveal and the hold's glide are over: the begin's completion runs")
      #expect(!phone.linkRuns, "nothing moves any more")
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 1)
      phone.tearDown()
    }
  }
}
