@preconcurrency import QuartzCore
import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// A brand's colours and fonts in UIKit's own terms (issue 44, item 2): any `UIColor` (dynamic, from an asset
/// catalog) and any `UIFont` (scaled for its text style), per component and app-wide, drawn in their dark variants when
/// the window turns dark, the spinner coloured through `UIActivityIndicatorView.color`.
@Suite(.serialized) @MainActor struct BrandStyleTests {
  /// The brand's ink as an asset catalog gives it: deep blue in light mode, pale blue in dark mode.
  let brandInk = UIColor { traits in
    traits.userInterfaceStyle == .dark
      ? UIColor(red: 0.6, green: 0.8, blue: 1, alpha: 1) : UIColor(red: 0.1, green: 0.2, blue: 0.6, alpha: 1)
  }

  /// The brand's accent: orange in light mode, a lighter orange in dark mode.
  let brandAccent = UIColor { traits in
    traits.userInterfaceStyle == .dark
      ? UIColor(red: 1, green: 0.7, blue: 0.3, alpha: 1) : UIColor(red: 0.9, green: 0.4, blue: 0, alpha: 1)
  }

  /// `color` as the user sees it drawn in `view`'s traits.
  func drawn(_ color: UIColor?, in view: UIView) -> (CGFloat, CGFloat, CGFloat, CGFloat)? {
    color?.rgba(with: view.traitCollection)
  }

  /// Runs `body` and puts the app-wide style back.
  func withAppWideStyle(_ body: () throws -> Void) rethrows {
    defer { RefreshViewStyle.default = RefreshViewStyle() }
    try body()
  }

  @Test func aBrandColourIsDrawnInItsDarkVariantWhenTheWindowTurnsDark() throws {
    try onScreen { screen in
      let header = CircleLoadingHeader {}
      var style = RefreshViewStyle()
      style.textColor = brandInk
      style.tintColor = brandAccent
      screen.table.refreshKit.setStyle(style, for: header)
      _ = screen.attachHeader(header)
      let view = try #require(screen.table.refreshKit.headerView)
      screen.pull(to: -40)
      FrameClock.advance()
      #expect(drawn(view.titleLabel.textColor, in: view.titleLabel)! == (0.1, 0.2, 0.6, 1))
      #expect(view.circleLayer.strokeColor == CGColor(red: 0.9, green: 0.4, blue: 0, alpha: 1))
      screen.window.traits = UITraitCollection(userInterfaceStyle: .dark)
      FrameClock.advance()
      #expect(drawn(view.titleLabel.textColor, in: view.titleLabel)! == (0.6, 0.8, 1, 1), "the title's dark ink")
      #expect(drawn(view.lastUpdatedLabel.textColor, in: view.lastUpdatedLabel)! == (0.6, 0.8, 1, 1))
      #expect(
        view.circleLayer.strokeColor == CGColor(red: 1, green: 0.7, blue: 0.3, alpha: 1),
        "the ring's colour resolved again for dark mode")
      screen.window.traits = UITraitCollection(userInterfaceStyle: .light)
      FrameClock.advance()
      #expect(view.circleLayer.strokeColor == CGColor(red: 0.9, green: 0.4, blue: 0, alpha: 1), "and back")
      screen.table.liftFinger()
      FrameClock.advance(seconds: 1)
    }
  }

  @Test func theSpinnerTakesTheBrandColourThroughItsOwnColourInBothModes() throws {
    try onScreen { screen in
      let header = screen.attachHeader()
      var style = RefreshViewStyle()
      style.tintColor = brandAccent
      screen.table.refreshKit.setStyle(style, for: header)
      header.beginRefreshing()
      FrameClock.advance(seconds: 0.5)
      let view = try #require(screen.table.refreshKit.headerView)
      #expect(view.activityIndicator.isAnimating)
      #expect(drawn(view.activityIndicator.color, in: view.activityIndicator)! == (0.9, 0.4, 0, 1))
      screen.window.traits = UITraitCollection(userInterfaceStyle: .dark)
      FrameClock.advance()
      #expect(drawn(view.activityIndicator.color, in: view.activityIndicator)! == (1, 0.7, 0.3, 1))
      #expect(drawn(view.arrowView.tintColor, in: view.arrowView)! == (1, 0.7, 0.3, 1), "the arrow too")
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
    }
  }

  @Test func aBrandTypefaceIsScaledForItsTextStyleAtTheUsersTextSize() throws {
    UIFont.registeredNames.insert("Avenir-Heavy")
    UIFont.registeredNames.insert("Avenir-Book")
    defer { UIFont.registeredNames = [] }
    try onScreen { screen in
      let header = SimpleHeader {}
      var style = RefreshViewStyle()
      style.titleFont = UIFont(name: "Avenir-Heavy", size: 15)
      style.subtitleFont = UIFont(name: "Avenir-Book", size: 12)
      #expect(style.titleFont != nil && style.subtitleFont != nil, "the app's fonts are installed")
      style.titleTextStyle = .headline
      screen.table.refreshKit.setStyle(style, for: header)
      _ = screen.attachHeader(header)
      let view = try #require(screen.table.refreshKit.headerView)
      #expect(view.titleLabel.font.fontName == "Avenir-Heavy")
      #expect(view.titleLabel.font.pointSize == 15)
      #expect(view.titleLabel.font.scaledForTextStyle == .headline)
      #expect(view.lastUpdatedLabel.font.fontName == "Avenir-Book")
      #expect(view.lastUpdatedLabel.font.scaledForTextStyle == .footnote, "the stock text style for the line")
      screen.window.traits = UITraitCollection(contentSizeScale: 2)
      FrameClock.advance()
      #expect(view.titleLabel.font.pointSize == 30, "twice the size at twice the text size, no ceiling")
      #expect(view.titleLabel.font.fontName == "Avenir-Heavy")
      #expect(view.lastUpdatedLabel.font.pointSize == 24)
    }
  }

  @Test func anAppWideBrandTypefaceKeepsItsTextStyleUnderAComponentsOwnColour() throws {
    UIFont.registeredNames.insert("Avenir-Heavy")
    defer { UIFont.registeredNames = [] }
    var appWide = RefreshViewStyle()
    appWide.titleFont = UIFont(name: "Avenir-Heavy", size: 15)
    appWide.titleTextStyle = .headline
    appWide.subtitleTextStyle = .subheadline
    RefreshViewStyle.default = appWide
    defer { RefreshViewStyle.default = RefreshViewStyle() }
    try onScreen { screen in
      let header = SimpleHeader {}
      var own = RefreshViewStyle()
      // The component's own style sets only its colour.
      own.textColor = UIColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)
      screen.table.refreshKit.setStyle(own, for: header)
      _ = screen.attachHeader(header)
      let view = try #require(screen.table.refreshKit.headerView)
      #expect(view.titleLabel.font.fontName == "Avenir-Heavy", "the app-wide typeface")
      #expect(view.titleLabel.font.scaledForTextStyle == .headline, "scaled as the app-wide style says")
      #expect(view.lastUpdatedLabel.font.scaledForTextStyle == .subheadline)
      screen.window.traits = UITraitCollection(contentSizeScale: 2)
      FrameClock.advance()
      #expect(view.titleLabel.font.pointSize == 30, "twice the size at twice the text size")
    }
  }

  @Test func aFontAlreadyScaledKeepsItsSize() throws {
    try onScreen(traits: UITraitCollection(contentSizeScale: 2)) { screen in
      let header = SimpleHeader {}
      var style = RefreshViewStyle()
      style.titleFont = .systemFont(ofSize: 20, weight: .semibold)
      style.scalesFonts = false
      screen.table.refreshKit.setStyle(style, for: header)
      _ = screen.attachHeader(header)
      let view = try #require(screen.table.refreshKit.headerView)
      #expect(view.titleLabel.font.pointSize == 20)
      #expect(view.titleLabel.font.weight == .semibold)
      #expect(view.titleLabel.font.scaledForTextStyle == nil)
      #expect(view.lastUpdatedLabel.font.pointSize == 26, "the stock line is still scaled")
    }
  }

  @Test func theAppWideStyleReachesEveryComponentAndAComponentsOwnWinsMemberByMember() throws {
    try withAppWideStyle {
      try onScreen { screen in
        RefreshViewStyle.default.textColor = brandInk
        RefreshViewStyle.default.tintColor = brandAccent
        RefreshViewStyle.default.titleFont = .systemFont(ofSize: 19)
        RefreshViewStyle.default.subtitleFont = .systemFont(ofSize: 9)
        RefreshViewStyle.default.scalesFonts = false
        let header = screen.attachHeader()
        screen.table.refreshKit.footer = SimpleAutoFooter {}
        FrameClock.advance()
        var own = RefreshViewStyle()
        own.textColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
        screen.table.refreshKit.setStyle(own, for: header)
        let headerView = try #require(screen.table.refreshKit.headerView)
        let footerView = try #require(screen.table.refreshKit.footerView)
        #expect(drawn(headerView.titleLabel.textColor, in: headerView)! == (0, 0.5, 0, 1), "the header's own")
        #expect(drawn(headerView.arrowView.tintColor, in: headerView)! == (0.9, 0.4, 0, 1), "the app's tint")
        #expect(drawn(footerView.titleLabel.textColor, in: footerView)! == (0.1, 0.2, 0.6, 1), "the app's ink")
        // The fonts the header's own style leaves open are the app's, unscaled as the app asks.
        #expect(headerView.titleLabel.font.pointSize == 19 && headerView.titleLabel.font.scaledForTextStyle == nil)
        #expect(headerView.lastUpdatedLabel.font.pointSize == 9)
        #expect(footerView.titleLabel.font.pointSize == 19)
      }
    }
  }

  @Test func aStyleWinsOverThePlatformFreeAppearanceWhichDrawsWhatTheStyleLeavesOpen() throws {
    try onScreen { screen in
      let header = SimpleHeader {}
      header.appearance.textColor = RefreshAppearance.Color(red: 1, green: 0, blue: 0)
      header.appearance.tintColor = RefreshAppearance.Color(red: 0, green: 0, blue: 1)
      header.appearance.subtitleFont = RefreshAppearance.Font(size: 11, weight: .medium)
      var style = RefreshViewStyle()
      style.textColor = brandInk
      screen.table.refreshKit.setStyle(style, for: header)
      _ = screen.attachHeader(header)
      let view = try #require(screen.table.refreshKit.headerView)
      screen.pull(to: -30)
      FrameClock.advance()
      #expect(drawn(view.titleLabel.textColor, in: view)! == (0.1, 0.2, 0.6, 1))
      #expect(drawn(view.arrowView.tintColor, in: view)! == (0, 0, 1, 1), "the appearance's tint")
      #expect(view.lastUpdatedLabel.font.pointSize == 11 && view.lastUpdatedLabel.font.weight == .medium)
      screen.table.refreshKit.setStyle(nil, for: header)
      #expect(drawn(view.titleLabel.textColor, in: view)! == (1, 0, 0, 1), "without the style, the appearance")
      screen.table.liftFinger()
      FrameClock.advance(seconds: 1)
    }
  }

  @Test func anAppWideStyleSetAfterAViewWasMadeIsDrawnFromItsNextUpdate() throws {
    try withAppWideStyle {
      try onScreen { screen in
        _ = screen.attachHeader()
        let view = try #require(screen.table.refreshKit.headerView)
        RefreshViewStyle.default.textColor = brandInk
        screen.pull(to: -30)
        FrameClock.advance()
        #expect(drawn(view.titleLabel.textColor, in: view)! == (0.1, 0.2, 0.6, 1), "the ink, at the next pull")
        screen.window.traits = UITraitCollection(userInterfaceStyle: .dark)
        FrameClock.advance()
        #expect(drawn(view.titleLabel.textColor, in: view)! == (0.6, 0.8, 1, 1), "the ink, in its dark variant")
        screen.release(thenWait: 1)
      }
    }
  }

  // MARK: - The arrow

  @Test func aStylesArrowPictureReplacesTheStockArrowPerComponentAndAppWide() throws {
    try withAppWideStyle {
      try onScreen { screen in
        let header = SimpleHeader()
        var style = RefreshViewStyle()
        style.arrowImage = UIImage(name: "BrandArrow", size: CGSize(width: 12, height: 30))
        header.appearance.arrowImage = RefreshImage("PlatformFreeArrow")
        screen.table.refreshKit.setStyle(style, for: header)
        _ = screen.attachHeader(header)
        let view = try #require(screen.table.refreshKit.headerView)
        screen.pull(to: -30)
        FrameClock.advance()
        #expect(view.arrowView.image?.name == "BrandArrow", "the style's picture, over the appearance's name")
        #expect(view.arrowView.bounds.size == CGSize(width: 12, height: 30), "laid out at the picture's size")
        screen.pull(to: -80)
        FrameClock.advance(frames: 5)
        #expect(view.arrowView.image?.name == "BrandArrow", "turned as the stock arrow turns, not replaced")
        #expect(abs(abs(view.arrowView.transform.rotationAngle) - .pi) < 0.001)
        screen.release(thenWait: 0.5)
        header.endRefreshing()
        FrameClock.advance(seconds: 1)
        screen.table.refreshKit.setStyle(RefreshViewStyle(), for: header)
        header.appearance.arrowImage = nil
        RefreshViewStyle.default.arrowImage = UIImage(name: "AppArrow", size: CGSize(width: 14, height: 28))
        screen.pull(to: -30)
        FrameClock.advance()
        #expect(view.arrowView.image?.name == "AppArrow", "the app-wide picture")
        screen.release(thenWait: 1)
      }
    }
  }
}
