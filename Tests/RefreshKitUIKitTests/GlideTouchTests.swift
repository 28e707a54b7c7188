@preconcurrency import QuartzCore
import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// During a collection view's end glide, touches are held back only while a touch would misbehave (issue 56, item 3).
/// The glide is additive: UIKit's values (the offset, the cells' frames) are final at once and only the drawing lags
/// behind them. A pan is harmless: the finger moves the final offset and the glide's remainder still adds to it, so
/// nothing jumps. A tap is not: UIKit hit-tests the cells where they are, not where they are drawn, so while the drawing
/// is half a 44-point row or more from them a tap picks the row next to the one under the finger. So touches wait
/// until the drawing is within half a row of the cells, and a glide shorter than that holds none back.
@Suite(.serialized) @MainActor struct GlideTouchTests {
  /// Where the content is drawn along y, past where UIKit has it: the glides under way on the collection view's layer,
  /// additive, from their `fromValue` to 0, eased (the double's stand-in for the ease-in-ease-out curve: smoothstep).
  func drawnLag(of collection: UICollectionView) -> CGFloat {
    CAAnimationLog.running.filter { $0.layer === collection.layer }.reduce(0) { lag, running in
      guard let glide = running.animation as? CABasicAnimation, glide.keyPath == "bounds.origin.y", glide.isAdditive,
        let from = glide.fromValue as? CGFloat
      else { return lag }
      let t = min(1, max(0, (MediaClock.now - running.start) / glide.duration))
      return lag + from * (1 - (3 * t * t - 2 * t * t * t))
    }
  }

  @Test func aTapWouldPickTheWrongRowOnlyEarlyInTheGlideAndTouchesWaitOnlyThatLong() {
    CollectionViewEndTests.refreshingCollection { collection, header in
      var ended = 0
      header.endRefreshing { ended += 1 }
      #expect(abs(drawnLag(of: collection)) == 54, "drawn where the content was: a tap would pick a row 54 points off")
      #expect(!collection.isUserInteractionEnabled, "so no touch is taken")
      FrameClock.advance(seconds: 0.3)
      #expect(abs(drawnLag(of: collection)) < 22, "the drawing is within half a row of the cells")
      #expect(collection.isUserInteractionEnabled, "touches are taken again, before the glide ends")
      #expect(ended == 0, "the glide still runs")
      collection.drag(through: [CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 20)])
      #expect(collection.contentOffset.y == 20, "a pan moves the content from where UIKit has it: no jump")
      collection.liftFinger()
      FrameClock.advance(seconds: 1)
      #expect(ended == 1)
      #expect(collection.isUserInteractionEnabled)
    }
  }

  @Test func aGlideShorterThanHalfARowHoldsNoTouchBack() {
    CollectionViewEndTests.refreshingCollection { collection, header in
      collection.drag(through: [CGPoint(x: 0, y: -40), CGPoint(x: 0, y: -25), CGPoint(x: 0, y: -15)])
      collection.liftFinger()
      FrameClock.advance(seconds: 1)
      #expect(collection.contentOffset.y == -15, "the user scrolled most of the header away")
      #expect(collection.contentInset.top == 15, "its hold followed")
      var ended = 0
      header.endRefreshing { ended += 1 }
      #expect(abs(drawnLag(of: collection)) == 15, "the glide is 15 points long")
      #expect(collection.isUserInteractionEnabled, "a tap lands on the row drawn under the finger: nothing held back")
      FrameClock.advance(seconds: 0.5)
      #expect(ended == 1)
    }
  }
  @Test func aGlideWhoseEndArrivesAfterTheAppClearedTheListsViewsLeavesTouchesOnAndNothingOwed() {
    CollectionViewEndTests.refreshingCollection { collection, header in
      let kit = collection.refreshKit
      header.endRefreshing()
      #expect(!collection.isUserInteractionEnabled, "early in the glide no touch is taken")
      collection.subviews.forEach { $0.removeFromSuperview() }  // the app clears the list's views mid-glide
      #expect(collection.isUserInteractionEnabled, "given back at once: the glide's end will find no layer")
      FrameClock.advance(seconds: 1)  // the hold's marker animation ends now
      #expect(collection.isUserInteractionEnabled)
      #expect(kit.glidesInFlight == 0, "the late end is not counted again: the count never goes below 0")
    }
  }
}
