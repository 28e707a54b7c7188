@preconcurrency import QuartzCore
import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// Where a user sees the parts of a component's view: the title and the last-updated line sharing its height, centred
/// in the part the safe area leaves uncovered, and the accessory (arrow, spinner, ring, picture) a margin left of the
/// wider line (right of it in a right-to-left layout), at its measured size.
///
/// The double measures a character as 0.55 × the point size and a line as 1.2 × it: "Pull down to refresh" in the
/// stock 14-point title font is 154 points wide, "Last updated: No record" in the 13-point subtitle font 164.45.
@Suite(.serialized) @MainActor struct ComponentViewLayoutTests {
  /// Whether `a` and `b` are the same rectangle to a thousandth of a point.
  func same(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001
      && abs(a.height - b.height) < 0.001
  }

  /// The x at which an accessory `width` points wide sits: the margin left of the wider line, centred in the view.
  func accessoryX(in view: RefreshComponentView, width: CGFloat, left: CGFloat = 0, right: CGFloat = 0) -> CGFloat {
    let lines = [view.titleLabel, view.lastUpdatedLabel].filter { !$0.isHidden }
    let text = lines.map { $0.sizeThatFits(view.bounds.size).width }.max() ?? 0
    let middle = left + (view.bounds.width - left - right) / 2
    return middle - text / 2 - RefreshLayout.defaultAccessoryMargin - width
  }

  /// Lifts the finger and lets the list come back to rest.
  func letGo(_ screen: ViewScreen) {
    screen.table.liftFinger()
    FrameClock.advance(seconds: 1)
  }

  // MARK: - Texts and arrow

  @Test func askedForItsNaturalSizeAHeaderViewAnswersForTheWidthItHas() throws {
    try onScreen { screen in
      _ = screen.attachHeader()
      let view = try #require(screen.table.refreshKit.headerView)
      let width = view.bounds.width
      #expect(width == 390)
      let natural = view.sizeThatFits(.zero)  // what a stack view or an Auto Layout pass asks
      #expect(natural.width == width, "the view's own width, not none")
      #expect(natural.height == view.sizeThatFits(CGSize(width: width, height: 0)).height, "its text fits as shown")
    }
  }

  @Test func thePulledHeadersTitleAndLastUpdatedLineShareItsHeightAndTheArrowSitsAMarginLeftOfTheWiderLine() throws {
    try onScreen { screen in
      _ = screen.attachHeader()
      let view = try #require(screen.table.refreshKit.headerView)
      screen.pull(to: -30)
      FrameClock.commit()
      #expect(view.titleLabel.frame == CGRect(x: 0, y: 0, width: 390, height: 27))
      #expect(view.lastUpdatedLabel.frame == CGRect(x: 0, y: 27, width: 390, height: 27))
      #expect(!view.titleLabel.isHidden && !view.lastUpdatedLabel.isHidden)
      // 195 - 164.45 / 2 - 20 - 20
      #expect(same(view.arrowView.frame, CGRect(x: 72.775, y: 17, width: 20, height: 20)))
      #expect(view.titleLabel.superview === view && view.lastUpdatedLabel.superview === view)
      #expect(view.arrowView.superview === view && view.imageView.superview === view)
      #expect(view.activityIndicator.superview === view)
      #expect(view.circleLayer.superlayer === view.layer)
      letGo(screen)
    }
  }

  @Test func withoutTheLastUpdatedLineTheTitleFillsTheHeaderAndTheArrowFollowsTheTitlesWidth() throws {
    try onScreen { screen in
      let header = SimpleHeader()
      header.appearance.showsLastUpdated = false
      _ = screen.attachHeader(header)
      let view = try #require(screen.table.refreshKit.headerView)
      screen.pull(to: -30)
      FrameClock.commit()
      #expect(view.lastUpdatedLabel.isHidden)
      #expect(!view.titleLabel.isHidden)
      #expect(view.titleLabel.frame == CGRect(x: 0, y: 0, width: 390, height: 54))
      #expect(same(view.arrowView.frame, CGRect(x: 78, y: 17, width: 20, height: 20)), "195 - 154 / 2 - 20 - 20")
      screen.table.moveFinger(to: CGPoint(x: 0, y: -80))  // one move arms it: one drawing, then the layout pass
      FrameClock.commit()
      #expect(view.titleLabel.text == "Release to refresh")
      #expect(same(view.arrowView.frame, CGRect(x: 85.7, y: 17, width: 20, height: 20)), "195 - 138.6 / 2 - 20 - 20")
      letGo(screen)
    }
  }

  @Test func aHiddenTitleLeavesTheLastUpdatedLineTheWholeHeader() throws {
    try onScreen { screen in
      let header = SimpleHeader()
      header.isTitleHidden = true
      _ = screen.attachHeader(header)
      let view = try #require(screen.table.refreshKit.headerView)
      screen.pull(to: -30)
      FrameClock.commit()
      #expect(view.titleLabel.isHidden)
      #expect(!view.lastUpdatedLabel.isHidden)
      #expect(view.lastUpdatedLabel.frame == CGRect(x: 0, y: 0, width: 390, height: 54))
      letGo(screen)
    }
  }

  @Test func rightToLeftTheArrowSitsTheMarginRightOfTheText() throws {
    try onScreen(traits: UITraitCollection(layoutDirection: .rightToLeft)) { screen in
      _ = screen.attachHeader()
      let view = try #require(screen.table.refreshKit.headerView)
      screen.pull(to: -30)
      FrameClock.commit()
      #expect(same(view.arrowView.frame, CGRect(x: 390 - 92.775, y: 17, width: 20, height: 20)))
      letGo(screen)
    }
  }

  @Test func underALandscapeSafeAreaTheTextIsCentredInTheUncoveredPart() throws {
    try onScreen { screen in
      _ = screen.attachHeader()
      let view = try #require(screen.table.refreshKit.headerView)
      screen.pull(to: -30)
      FrameClock.commit()
      screen.window.safeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 0, right: 0)
      FrameClock.commit()
      #expect(view.safeAreaInsets.left == 47)
      #expect(view.titleLabel.frame == CGRect(x: 47, y: 0, width: 343, height: 27))
      #expect(view.lastUpdatedLabel.frame == CGRect(x: 47, y: 27, width: 343, height: 27))
      let x = accessoryX(in: view, width: 20, left: 47)
      #expect(same(view.arrowView.frame, CGRect(x: x, y: 17, width: 20, height: 20)))
      #expect(abs(x - 96.275) < 0.001)
      screen.window.safeAreaInsets = .zero
      FrameClock.commit()
      #expect(view.titleLabel.frame == CGRect(x: 0, y: 0, width: 390, height: 27))
      letGo(screen)
    }
  }

  @Test func anAppsAccessoryMarginMovesTheArrowAtTheNextLayoutPass() throws {
    try onScreen { screen in
      _ = screen.attachHeader()
      let view = try #require(screen.table.refreshKit.headerView)
      screen.pull(to: -30)
      FrameClock.commit()
      view.accessoryMargin = 8
      FrameClock.commit()
      #expect(same(view.arrowView.frame, CGRect(x: 72.775 + 12, y: 17, width: 20, height: 20)))
      letGo(screen)
    }
  }

  // MARK: - Spinner, ring, pictures

  @Test func theSpinnerSitsWhereTheArrowWasAndALargeOneIsLarger() throws {
    for style in [RefreshAppearance.IndicatorStyle.medium, .large] {
      try onScreen { screen in
        let header = SimpleHeader()
        header.appearance.indicatorStyle = style
        _ = screen.attachHeader(header)
        let view = try #require(screen.table.refreshKit.headerView)
        screen.pull(to: -80)
        screen.release()
        FrameClock.commit()
        #expect(header.state == .refreshing)
        let side: CGFloat = style == .large ? 37 : 20
        #expect(view.activityIndicator.style == (style == .large ? .large : .medium))
        #expect(!view.activityIndicator.isHidden)
        let expected = CGRect(x: accessoryX(in: view, width: side), y: (54 - side) / 2, width: side, height: side)
        #expect(same(view.activityIndicator.frame, expected))
        header.endRefreshing()
        FrameClock.advance(seconds: 1)
        #expect(view.activityIndicator.isHidden, "a stopped spinner is not shown")
      }
    }
  }

  @Test func theRingIsA24PointCircleStartingAtTwelveOClockInTheMiddle() throws {
    try onScreen { screen in
      _ = screen.attachHeader(CircleLoadingHeader {})
      let view = try #require(screen.table.refreshKit.headerView)
      screen.pull(to: -30)
      FrameClock.commit()
      #expect(view.titleLabel.isHidden && view.lastUpdatedLabel.isHidden, "a ring with no text")
      #expect(view.circleLayer.frame == CGRect(x: 195 - 12, y: 15, width: 24, height: 24), "in the middle")
      #expect(view.circleLayer.bounds == CGRect(x: 0, y: 0, width: 24, height: 24))
      let path = try #require(view.circleLayer.path)
      #expect(path.arcCenter == CGPoint(x: 12, y: 12))
      #expect(path.radius == 10, "half the side less the 2-point line")
      #expect(path.startAngle == -.pi / 2, "from the top")
      #expect(path.endAngle == 3 * .pi / 2, "a whole turn")
      #expect(path.clockwise)
      letGo(screen)
    }
  }

  @Test func inAShortHeaderTheRingShrinksToLeaveTwoPointsAboveAndBelow() throws {
    try onScreen { screen in
      let header = CircleLoadingHeader {}
      header.height = 20
      _ = screen.attachHeader(header)
      let view = try #require(screen.table.refreshKit.headerView)
      screen.pull(to: -15)
      FrameClock.commit()
      #expect(view.bounds.height == 20)
      #expect(view.circleLayer.bounds == CGRect(x: 0, y: 0, width: 16, height: 16))
      #expect(view.circleLayer.position.y == 10)
      #expect(view.circleLayer.path?.radius == 6)
      #expect(view.circleLayer.path?.arcCenter == CGPoint(x: 8, y: 8))
      letGo(screen)
    }
  }

  @Test func aTallPictureIsScaledDownToTheHeadersHeightAndASmallOneKeepsItsSize() throws {
    for (size, shown) in [
      (CGSize(width: 30, height: 80), CGSize(width: 20.25, height: 54)),
      (CGSize(width: 16, height: 16), CGSize(width: 16, height: 16)),
    ] {
      try onScreen { screen in
        screen.table.refreshKit.imageProvider = { UIImage(name: $0.name, size: size) }
        let sequence = ImageSequenceHeader {}
        sequence.setImages([RefreshImage("pull-0")], for: .idle)
        _ = screen.attachHeader(sequence)
        let view = try #require(screen.table.refreshKit.headerView)
        screen.pull(to: -30)
        FrameClock.commit()
        #expect(!view.imageView.isHidden)
        let expected = CGRect(
          x: accessoryX(in: view, width: shown.width), y: (54 - shown.height) / 2, width: shown.width,
          height: shown.height)
        #expect(same(view.imageView.frame, expected))
        letGo(screen)
      }
    }
  }

  @Test func whileTheTitleStaysTheSameEachFrameOfTheSequenceTakesItsOwnSize() throws {
    try onScreen { screen in
      screen.table.refreshKit.imageProvider = { frame in
        UIImage(
          name: frame.name, size: frame.name == "spin-0" ? CGSize(width: 30, height: 30) : CGSize(width: 40, height: 40)
        )
      }
      let sequence = ImageSequenceHeader {}
      sequence.setImages([RefreshImage("pull-0")], for: .idle)
      sequence.setImages([RefreshImage("spin-0"), RefreshImage("spin-1")], duration: 0.2, for: .refreshing)
      let header = screen.attachHeader(sequence)
      let view = try #require(screen.table.refreshKit.headerView)
      screen.pull(to: -80)
      screen.release(thenWait: 0)
      var sizes: [String: CGSize] = [:]
      for _ in 0..<30 {
        FrameClock.advance()
        if let name = view.imageView.image?.name { sizes[name] = view.imageView.frame.size }
      }
      #expect(sizes["spin-0"] == CGSize(width: 30, height: 30))
      #expect(sizes["spin-1"] == CGSize(width: 40, height: 40))
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
    }
  }

  // MARK: - Trailer

  @Test func aTrailersArrowSitsNearItsEdgeAndItsTitleRunsDownBesideIt() throws {
    try onScreen { screen in
      let carousel = UICollectionView(frame: screen.window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
      carousel.contentSize = CGSize(width: 1500, height: 844)
      screen.window.addSubview(carousel)
      carousel.refreshKit.trailer = SimpleTrailer {}
      FrameClock.advance()
      let view = try #require(carousel.refreshKit.trailerView)
      carousel.contentOffset = CGPoint(x: 1500 - 390 + 70, y: 0)  // the whole trailer in view
      FrameClock.advance()
      FrameClock.commit()
      let height = view.bounds.height
      #expect(view.safeAreaInsets == .zero)
      #expect(view.titleLabel.numberOfLines == 0)
      #expect(view.titleLabel.text?.hasPrefix("P\nu\nl\nl") == true)
      #expect(view.titleLabel.frame == CGRect(x: 20, y: 0, width: view.bounds.width - 20, height: height))
      #expect(same(view.arrowView.frame, CGRect(x: 5, y: (height - 20) / 2, width: 20, height: 20)))
      #expect(view.arrowView.image?.name == "arrow.left", "the trailer's arrow points the way to pull")
      carousel.removeFromSuperview()
    }
  }
}
