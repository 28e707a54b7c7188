@preconcurrency import QuartzCore
import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// What a user sees of the components: their views in the scroll view, where they sit, their titles per state and the
/// accessory each state shows, and what a tap on a footer does.
@Suite(.serialized) @MainActor struct ComponentViewTests {
  // MARK: - The views in the scroll view

  @Test func aViewOfItsOwnThatTheAppTookOutAndPutBackShowsItsHeaderArmingAgain() {
    onScreen { screen in
      let header = screen.attachHeader()
      // A second view of the header that the app places itself (a banner, say), swapped out and put back.
      let own = RefreshComponentView(component: header)
      screen.window.addSubview(own)
      own.removeFromSuperview()
      screen.window.addSubview(own)
      screen.pull(to: -120)
      #expect(header.state == .pulling)
      #expect(own.titleLabel.text == "Release to refresh", "it follows the header again, with no scroll view's help")
      own.removeFromSuperview()
      screen.release()
    }
  }

  @Test func anSDKThatSwappedUIViewsLifecycleMethodsHearsRefreshKitsViewsMove() {
    var heard: [(view: ObjectIdentifier, call: UIView.LifecycleCall)] = []
    UIView.swappedLifecycle = { view, call in heard.append((ObjectIdentifier(view), call)) }
    defer { UIView.swappedLifecycle = nil }
    onScreen { screen in
      _ = screen.attachHeader()
      guard let headerView = screen.table.refreshKit.headerView else {
        Issue.record("the header has a view")
        return
      }
      let hostView = screen.table.subviews.first { String(describing: type(of: $0)).contains("RefreshKitHostView") }
      #expect(hostView != nil, "the layer's host view is in the table")
      let header = ObjectIdentifier(headerView)
      #expect(heard.contains { $0.view == header && $0.call == .didMoveToSuperview }, "the header view was added")
      if let hostView {
        #expect(heard.contains { $0.view == ObjectIdentifier(hostView) && $0.call == .didMoveToWindow })
      }
      heard.removeAll()
      screen.table.removeFromSuperview()
      if let hostView {
        #expect(
          heard.contains { $0.view == ObjectIdentifier(hostView) && $0.call == .didMoveToWindow },
          "the list left the window")
      }
      hostView?.removeFromSuperview()
      if let hostView {
        #expect(heard.contains { $0.view == ObjectIdentifier(hostView) && $0.call == .willMoveToSuperview })
      }
    }
  }

  @Test func theHeaderAndFooterViewsAreSubviewsOfTheTableInSlotOrder() throws {
    onScreen { screen in
      let table = screen.table
      table.refreshKit.footer = SimpleAutoFooter {}
      _ = screen.attachHeader()
      let header = table.refreshKit.headerView
      let footer = table.refreshKit.footerView
      #expect(header?.superview === table)
      #expect(footer?.superview === table)
      let views = table.subviews.compactMap { $0 as? RefreshComponentView }
      #expect(views.count == 2)
      #expect(views.first === header, "the header's slot comes first, whatever the order of attaching")
      #expect(views.last === footer)
      #expect(header?.component === table.refreshKit.header)
    }
  }

  @Test func theHeaderSitsAboveTheContentAndTheFooterBelowIt() {
    onScreen { screen in
      let table = screen.table
      _ = screen.attachHeader()
      table.refreshKit.footer = SimpleAutoFooter {}
      FrameClock.advance()
      #expect(table.refreshKit.headerView?.frame == CGRect(x: 0, y: -54, width: 390, height: 54))
      #expect(table.refreshKit.footerView?.frame == CGRect(x: 0, y: 2000, width: 390, height: 44))
    }
  }

  @Test func detachingTheHeaderRemovesOnlyItsView() {
    onScreen { screen in
      let table = screen.table
      _ = screen.attachHeader()
      table.refreshKit.footer = SimpleAutoFooter {}
      let footer = table.refreshKit.footerView
      let header = table.refreshKit.headerView
      table.refreshKit.header = nil
      #expect(header?.superview == nil)
      #expect(table.refreshKit.headerView == nil)
      #expect(table.refreshKit.footerView === footer, "the footer's view stays as it was")
      #expect(footer?.superview === table)
    }
  }

  // MARK: - Titles and accessories per state

  @Test func aPullShowsTheArrowAndTheTitlesThenTheSpinnerWhileRefreshing() throws {
    try onScreen { screen in
      var refreshes = 0
      let header = screen.attachHeader(SimpleHeader { refreshes += 1 })
      let view = try #require(screen.table.refreshKit.headerView)

      screen.pull(to: -30)
      #expect(view.titleLabel.text == "Pull down to refresh")
      #expect(view.lastUpdatedLabel.text == "Last updated: No record")
      #expect(!view.arrowView.isHidden)
      #expect(view.arrowView.transform.rotationAngle == 0, "the arrow points down until the pull arms")
      #expect(!view.activityIndicator.isAnimating)
      #expect(view.activityIndicator.isHidden)
      #expect(view.circleLayer.isHidden)
      #expect(view.imageView.isHidden)

      screen.pull(to: -80)
      #expect(header.state == .pulling)
      #expect(view.titleLabel.text == "Release to refresh")
      #expect(abs(abs(view.arrowView.transform.rotationAngle) - .pi) < 0.001, "the arrow turned over")

      screen.release()
      #expect(header.state == .refreshing)
      #expect(refreshes == 1)
      #expect(view.titleLabel.text == "Loading…")
      #expect(view.arrowView.isHidden)
      #expect(view.activityIndicator.isAnimating)
      #expect(!view.activityIndicator.isHidden)
      #expect(screen.table.contentOffset.y == -54, "the header is held in view")

      header.endRefreshing()
      FrameClock.advance(seconds: 1)
      #expect(header.state == .idle)
      #expect(!view.activityIndicator.isAnimating)
      #expect(screen.table.contentOffset.y == 0)
    }
  }

  @Test func theTitleAndArrowSitSideBySideInTheMiddle() throws {
    try onScreen { screen in
      _ = screen.attachHeader()
      let view = try #require(screen.table.refreshKit.headerView)
      screen.pull(to: -40)
      let title = view.titleLabel.frame
      let arrow = view.arrowView.frame
      #expect(title.width > 0 && title.height > 0)
      #expect(arrow.size == CGSize(width: 20, height: 20), "a symbol image in the headline style")
      #expect(arrow.maxX <= view.bounds.midX, "the arrow is left of the centred text")
      #expect(arrow.minY >= 0 && arrow.maxY <= view.bounds.height)
      screen.table.liftFinger()
      FrameClock.advance(seconds: 1)
    }
  }

  @Test func aCircleLoadingHeaderShowsItsRingWithNoImplicitAnimation() throws {
    try onScreen { screen in
      let header = screen.attachHeader(CircleLoadingHeader {})
      let view = try #require(screen.table.refreshKit.headerView)
      CATransaction.implicitAnimations = []
      screen.pull(to: -30)
      #expect(!view.circleLayer.isHidden)
      #expect(view.arrowView.isHidden)
      let halfWay = view.circleLayer.strokeEnd
      #expect(halfWay > 0 && halfWay < 1, "the ring fills with the pull")
      #expect(view.circleLayer.path != nil)
      screen.pull(to: -80)
      #expect(view.circleLayer.strokeEnd > halfWay)
      screen.release()
      #expect(header.state == .refreshing)
      #expect(!view.circleLayer.isHidden)
      FrameClock.advance(frames: 10)
      #expect(view.circleLayer.transform != CATransform3DIdentity, "the ring turns while refreshing")
      #expect(CATransaction.implicitAnimations.isEmpty, "every change of the ring is drawn as it is, not eased")
      #expect(CATransaction.depth == 0)
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
    }
  }

  @Test func anImageSequenceShowsItsFramesThroughTheImageProvider() throws {
    try onScreen { screen in
      let asked = screen.answerImages(size: CGSize(width: 30, height: 30))
      let sequence = ImageSequenceHeader {}
      sequence.setImages(RefreshImage.frames(named: "pull-", glyphs: "abcd"), for: .idle)
      sequence.setImages(RefreshImage.frames(named: "spin-", glyphs: "abcd"), duration: 0.4, for: .refreshing)
      let header = screen.attachHeader(sequence)
      let view = try #require(screen.table.refreshKit.headerView)

      screen.pull(to: -50)
      #expect(!view.imageView.isHidden)
      #expect(view.imageView.image?.name == sequence.currentImage?.name)
      #expect(view.imageView.image?.name.hasPrefix("pull-") == true)
      #expect(view.arrowView.isHidden)
      screen.pull(to: -80)
      screen.release(thenWait: 0)
      #expect(header.state == .refreshing)
      var shown: Set<String> = []
      for _ in 0..<30 {
        FrameClock.advance()
        #expect(view.imageView.image?.name == sequence.currentImage?.name)
        shown.insert(view.imageView.image?.name ?? "none")
      }
      #expect(shown == ["spin-0", "spin-1", "spin-2", "spin-3"], "the refreshing loop plays on the display link")
      #expect(asked.names.filter { $0 == "spin-0" }.count <= 2, "asked when the frame shown changes, not every frame")
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
    }
  }

  @Test func byDefaultAnImageSequenceFindsItsPicturesInTheAssetCatalog() throws {
    try onScreen { screen in
      UIImage.catalog = ["bar-0": CGSize(width: 24, height: 24)]
      defer { UIImage.catalog = [:] }
      let sequence = ImageSequenceHeader {}
      sequence.setImages([RefreshImage("bar-0")], for: .idle)
      _ = screen.attachHeader(sequence)
      let view = try #require(screen.table.refreshKit.headerView)
      screen.pull(to: -40)
      #expect(view.imageView.image?.name == "bar-0")
      #expect(view.imageView.image?.size == CGSize(width: 24, height: 24))
      screen.table.liftFinger()
      FrameClock.advance(seconds: 1)
    }
  }

  // MARK: - Footers

  @Test func aTapOnAnAutoFooterInViewLoads() throws {
    try onScreen(contentHeight: 300) { screen in
      var loads = 0
      let footer = SimpleAutoFooter { loads += 1 }
      screen.table.refreshKit.footer = footer
      FrameClock.advance()
      let view = try #require(screen.table.refreshKit.footerView)
      #expect(view.titleLabel.text == "Tap or pull up to load more")
      #expect(view.simulateTap())
      #expect(footer.isRefreshing)
      #expect(loads == 1)
      FrameClock.advance()
      #expect(view.titleLabel.text == "Loading more…")
      #expect(view.activityIndicator.isAnimating)
      footer.endRefreshingWithNoMoreData()
      FrameClock.advance(seconds: 1)
      #expect(view.titleLabel.text == "No more data")
      view.simulateTap()
      #expect(loads == 1, "nothing more to load")
    }
  }

  @Test func voiceOversDoubleTapOnAFooterLoadsAndOnAHeaderDoesNothing() throws {
    try onScreen(contentHeight: 300) { screen in
      var loads = 0
      let footer = SimpleBackFooter { loads += 1 }
      screen.table.refreshKit.footer = footer
      let header = screen.attachHeader()
      let footerView = try #require(screen.table.refreshKit.footerView)
      let headerView = try #require(screen.table.refreshKit.headerView)
      #expect(!headerView.accessibilityActivate())
      #expect(header.state == .idle)
      #expect(footerView.accessibilityActivate())
      #expect(footer.isRefreshing)
      #expect(loads == 1)
      #expect(!footerView.accessibilityActivate(), "already loading")
      #expect(loads == 1)
      footer.endRefreshing()
      FrameClock.advance(seconds: 1)
    }
  }
}
