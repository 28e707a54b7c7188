@preconcurrency import QuartzCore
import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// A collection view ends a refresh without animating its own layout (issue 43, item 3): the inset changes outside
/// any `UIView.animate` block, and only the drawing of its bounds glides.
@Suite(.serialized) @MainActor struct CollectionViewEndTests {
  /// A key window with a 390 × 844 collection view over `contentHeight` points of items and a header, the logs read
  /// here cleared; the collection view leaves the screen after `body`.
  static func onCollectionScreen<Result>(
    contentHeight: CGFloat = 2000, _ body: (UICollectionView, RefreshHeader) throws -> Result
  ) rethrows -> Result {
    try RefreshConfiguration.withDefault(RefreshConfiguration()) {
      UIView.animationLog = []
      CAAnimationLog.added = []
      let scene = UIWindowScene()
      let window = UIWindow(windowScene: scene)
      window.makeKeyAndVisible()
      let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
      collection.contentSize = CGSize(width: 390, height: contentHeight)
      window.addSubview(collection)
      let header = SimpleHeader {}
      header.lastUpdatedStore = InMemoryLastUpdatedStore()
      collection.refreshKit.header = header
      FrameClock.commit()
      defer {
        collection.removeFromSuperview()
        window.isHidden = true
        scene.disconnect()
      }
      return try body(collection, header)
    }
  }

  /// ``onCollectionScreen(contentHeight:_:)`` with the header refreshing and held after a pull.
  static func refreshingCollection(_ body: (UICollectionView, RefreshHeader) -> Void) {
    onCollectionScreen { collection, header in
      collection.drag(through: (1...6).map { CGPoint(x: 0, y: CGFloat($0) * -20) })
      collection.liftFinger()
      FrameClock.advance(seconds: 1)
      body(collection, header)
    }
  }

  @Test func theEndChangesTheInsetOutsideAnyAnimationBlockAndOnlyTheBoundsGlide() {
    Self.refreshingCollection { collection, header in
      #expect(header.state == .refreshing)
      #expect(collection.contentInset.top == 54, "the header is held")
      UIView.animationLog = []
      var ended = 0
      header.endRefreshing { ended += 1 }
      #expect(collection.contentInset.top == 0, "the values change at once")
      #expect(collection.contentOffset.y == 0)
      #expect(
        !UIView.animationLog.contains { $0.changedKeys.contains("contentInset") },
        "no UIView.animate block: it would animate the collection view's own layout changes")
      let glide = CAAnimationLog.added.compactMap { $0.animation as? CABasicAnimation }.first {
        $0.keyPath == "bounds.origin.y"
      }
      #expect(glide?.isAdditive == true)
      #expect(glide?.fromValue as? CGFloat == -54, "drawn where the content was, 54 points lower")
      #expect(glide?.toValue as? CGFloat == 0)
      #expect(glide?.duration == 0.4, "MJRefresh's slow animation")
      #expect(glide?.timingFunction?.name == .easeInEaseOut, "eased as UIView.animate's default curve, not linear")
      #expect(!collection.isUserInteractionEnabled, "no touch mid-glide: a pan would start from the final offset")
      FrameClock.advance(seconds: 0.3)
      #expect(ended == 0, "the content is still gliding")
      FrameClock.advance(seconds: 0.15)
      #expect(ended == 1, "the end's completion runs when the glide arrives")
      #expect(collection.isUserInteractionEnabled, "touches are taken again")
    }
  }

  @Test func anAppThatTookTouchesAwayKeepsThemAwayAfterTheGlide() {
    Self.refreshingCollection { collection, header in
      collection.isUserInteractionEnabled = false
      header.endRefreshing()
      FrameClock.advance(seconds: 0.5)
      #expect(!collection.isUserInteractionEnabled, "the app's own setting is the app's")
    }
  }

  @Test func aTableViewStillEndsInsideUIViewAnimate() {
    onScreen { screen in
      let header = screen.attachHeader()
      screen.pull(to: -120)
      screen.release(thenWait: 1)
      UIView.animationLog = []
      header.endRefreshing()
      #expect(UIView.animationLog.contains { $0.changedKeys.contains("contentInset") && $0.duration == 0.4 })
      #expect(screen.table.isUserInteractionEnabled)
    }
  }

  @Test func aRevealOnACollectionViewScrollsItFrameByFrameSoThatItsCellsAreLaidOutAllTheWay() {
    Self.onCollectionScreen { collection, header in
      header.beginRefreshing()
      #expect(!UIView.animationLog.contains { $0.changedKeys.contains("contentOffset") }, "UIKit's animated scroll")
      FrameClock.advance(frames: 3)
      #expect(collection.contentOffset.y < 0 && collection.contentOffset.y > -54, "on its way, a frame at a time")
      #expect(CAAnimationLog.added.isEmpty, "no glide of the bounds: it would show a strip with no cells")
      FrameClock.advance(seconds: 0.5)
      #expect(collection.contentOffset.y == -54)
    }
  }

  @Test func anAnimationTheEndSetsOffElsewhereDoesNotHoldBackTheGlidesCompletion() {
    Self.refreshingCollection { collection, header in
      let badge = CALayer()
      // The app's observer starts a long animation of its own whenever the inset changes.
      let observation = collection.observe(\.contentInset, options: [.new]) { _, _ in
        MainActor.assumeIsolated {
          let pulse = CABasicAnimation(keyPath: "opacity")
          pulse.duration = 10
          badge.add(pulse, forKey: "pulse")
        }
      }
      var ended = 0
      header.endRefreshing { ended += 1 }
      FrameClock.advance(seconds: 0.45)
      #expect(ended == 1, "the glide's completion waits for the glide only")
      #expect(collection.isUserInteractionEnabled)
      observation.invalidate()
    }
  }

  @Test func anEndThatMovesNothingHoldsBackNoTouchAndGlidesNothing() async {
    var ended = 0
    let collection = Self.onCollectionScreen(contentHeight: 5000) { collection, header in
      collection.contentOffset = CGPoint(x: 0, y: 3000)  // far down the list: a refresh there moves no row
      header.beginRefreshing()
      FrameClock.advance(seconds: 0.5)
      header.endRefreshing { ended += 1 }
      #expect(CAAnimationLog.added.isEmpty, "nothing moved: no glide")
      #expect(collection.isUserInteractionEnabled, "and taps on the rows are not lost")
      return collection
    }
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { done.resume() }
    }
    #expect(ended == 1, "the end is reported on the next turn")
    #expect(collection.contentOffset.y == 3000)
  }

  @Test func aTrailersEndGlidesTheDrawingSidewaysOnly() {
    onScreen { screen in
      let trailer = SimpleTrailer {}
      let carousel = screen.addCarousel(trailer: trailer)
      carousel.drag(through: (1...6).map { CGPoint(x: CGFloat($0) * 20, y: 0) })
      carousel.liftFinger()
      FrameClock.advance(seconds: 1)
      #expect(trailer.state == .refreshing)
      let held = carousel.contentOffset.x
      CAAnimationLog.added = []
      trailer.endRefreshing()
      let glides = CAAnimationLog.added.compactMap { $0.animation as? CABasicAnimation }.filter {
        $0.keyPath?.hasPrefix("bounds.origin") == true
      }
      #expect(glides.map(\.keyPath) == ["bounds.origin.x"], "the content moved sideways only")
      #expect(held > carousel.contentOffset.x, "the trailer's hold was given back")
      #expect(glides.first?.fromValue as? CGFloat == held - carousel.contentOffset.x, "drawn where it was")
      #expect(glides.first?.isAdditive == true)
      FrameClock.advance(seconds: 1)
      carousel.removeFromSuperview()
    }
  }

  @Test func theHeaderIsDrawnAboveTheCollectionViewsBackgroundView() {
    RefreshConfiguration.withDefault(RefreshConfiguration()) {
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: UICollectionViewFlowLayout())
      let emptyState = UIView(frame: collection.bounds)
      collection.backgroundView = emptyState
      collection.refreshKit.header = SimpleHeader {}
      let views = collection.subviews
      let background = views.firstIndex { $0 === emptyState }
      let header = views.firstIndex { $0 === collection.refreshKit.headerView }
      #expect(background != nil && header != nil)
      if let background, let header {
        #expect(header > background, "an empty state behind the rows must not hide the header the user pulls")
      }
    }
  }
}
