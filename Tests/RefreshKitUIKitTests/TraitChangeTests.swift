import QuartzCore
import Testing
import UIKit

@testable import RefreshKit
@_spi(Hosting) @testable import RefreshKitUIKit

/// A change of the device's traits is drawn once (issue 44's review, items 3 and 4): from iOS 17 the component view
/// registers for the traits it draws with (`registerForTraitChanges`), and UIKit's deprecated
/// `traitCollectionDidChange(_:)`, still called, does not draw a second time; a view in no window has an unspecified
/// style, and is drawn in the window's when it enters one.
@Suite(.serialized) @MainActor struct TraitChangeTests {
  /// The stroke of `color` resolved for `style`.
  func stroke(_ color: UIColor, _ style: UIUserInterfaceStyle) -> CGColor {
    let (r, g, b, a) = color.rgba(with: UITraitCollection(userInterfaceStyle: style))
    return CGColor(red: r, green: g, blue: b, alpha: a)
  }

  @Test func aDarkModeSwitchRedrawsTheHeaderOnceInItsDarkColours() throws {
    try onScreen { screen in
      _ = screen.attachHeader(CircleLoadingHeader {})
      let view = try #require(screen.table.refreshKit.headerView)
      FrameClock.advance()
      UIFontMetrics.scaledWithTraitsCount = 0
      screen.window.traits = UITraitCollection(userInterfaceStyle: .dark)
      FrameClock.advance()
      #expect(UIFontMetrics.scaledWithTraitsCount == 2, "the title's and the subtitle's fonts, set once")
      #expect(view.circleLayer.strokeColor == stroke(.secondaryLabel, .dark))
    }
  }

  @Test func aTextSizeChangeRedrawsTheHeaderOnceInTheLargerFont() throws {
    try onScreen { screen in
      _ = screen.attachHeader()
      let view = try #require(screen.table.refreshKit.headerView)
      FrameClock.advance()
      let size = view.titleLabel.font.pointSize
      UIFontMetrics.scaledWithTraitsCount = 0
      screen.window.traits = UITraitCollection(contentSizeScale: 1.5)
      FrameClock.advance()
      #expect(UIFontMetrics.scaledWithTraitsCount == 2, "the title's and the subtitle's fonts, set once")
      #expect(view.titleLabel.font.pointSize == size * 1.5)
    }
  }

  @Test func anIncreasedContrastResolvesTheRingAgain() {
    onScreen { screen in
      _ = screen.attachHeader(CircleLoadingHeader {})
      FrameClock.advance()
      UIFontMetrics.scaledWithTraitsCount = 0
      screen.window.traits = UITraitCollection(accessibilityContrast: .high)
      FrameClock.advance()
      #expect(UIFontMetrics.scaledWithTraitsCount == 2)
    }
  }

  @Test func aRingInASheetTakesItsElevatedColour() throws {
    try onScreen(traits: UITraitCollection(userInterfaceStyle: .dark)) { screen in
      let elevated = UIColor(red: 0.3, green: 0.3, blue: 0.35, alpha: 1)
      let base = UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)
      let header = CircleLoadingHeader {}
      var style = RefreshViewStyle()
      style.tintColor = UIColor(dynamicProvider: { $0.userInterfaceLevel == .elevated ? elevated : base })
      screen.table.refreshKit.setStyle(style, for: header)
      _ = screen.attachHeader(header)
      let view = try #require(screen.table.refreshKit.headerView)
      FrameClock.advance()
      #expect(view.circleLayer.strokeColor == stroke(base, .dark))
      // The list is shown in a sheet: UIKit raises the interface level.
      screen.window.traits = UITraitCollection(userInterfaceStyle: .dark, userInterfaceLevel: .elevated)
      FrameClock.advance()
      #expect(view.circleLayer.strokeColor == stroke(elevated, .dark), "the ring's colour follows the sheet")
    }
  }

  @Test func boldTextSwitchedOnRedrawsTheTitlesOnce() {
    onScreen { screen in
      _ = screen.attachHeader()
      FrameClock.advance()
      UIFontMetrics.scaledWithTraitsCount = 0
      screen.window.traits = UITraitCollection(legibilityWeight: .bold)
      FrameClock.advance()
      #expect(UIFontMetrics.scaledWithTraitsCount == 2, "the title's and the subtitle's fonts, made again once")
    }
  }

  @Test func aTraitTheViewDoesNotDrawWithRedrawsNothing() {
    onScreen { screen in
      _ = screen.attachHeader()
      FrameClock.advance()
      UIFontMetrics.scaledWithTraitsCount = 0
      screen.window.traits = UITraitCollection(displayScale: 2)
      FrameClock.advance()
      #expect(UIFontMetrics.scaledWithTraitsCount == 0, "the display's scale changes no colour and no font")
    }
  }

  @Test func aListOnATwoTimesScreenRoundsOnThatScreensPixelsFromTheStart() {
    onScreen(traits: UITraitCollection(displayScale: 2)) { screen in
      _ = screen.attachHeader()
      #expect(screen.table.refreshKit.adapter.displayScale == 2, "read as the layer is made, with no trait change")
      #expect(screen.table.refreshKit.model.pixelScale == 2, "the resting range on this screen's grid")
    }
  }

  @Test func aWindowMovedToAScreenOfAnotherScaleRoundsOnThatScreensPixels() {
    onScreen { screen in
      _ = screen.attachHeader()
      screen.window.traits = UITraitCollection(displayScale: 3)
      FrameClock.advance()
      #expect(screen.table.refreshKit.adapter.displayScale == 3)
      screen.window.traits = UITraitCollection(displayScale: 2)  // an external display, Stage Manager
      FrameClock.advance()
      #expect(screen.table.refreshKit.adapter.displayScale == 2, "no window change: the trait change says it")
      #expect(screen.table.refreshKit.model.pixelScale == 2, "the resting range on the new grid")
    }
  }

  @Test func aViewInNoWindowHasAnUnspecifiedStyleAndIsDrawnInTheDarkWindowItEnters() {
    onScreen(traits: UITraitCollection(userInterfaceStyle: .dark)) { screen in
      let header = CircleLoadingHeader {}
      let view = RefreshComponentView(component: header)
      #expect(view.traitCollection.userInterfaceStyle == .unspecified, "UIKit's traits of a view in no window")
      #expect(view.circleLayer.strokeColor == stroke(.secondaryLabel, .light), "an unspecified style resolves light")
      screen.table.refreshKit.setView(view)
      screen.table.refreshKit.header = header
      FrameClock.advance()
      #expect(view.window === screen.window)
      #expect(view.traitCollection.userInterfaceStyle == .dark)
      #expect(view.circleLayer.strokeColor == stroke(.secondaryLabel, .dark))
    }
  }
}
