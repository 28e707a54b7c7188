import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// What the device's traits change in what a user sees: a right-to-left language puts the trailer and the accessory
/// on the other side, dark mode gives the ring its dark colour.
@Suite(.serialized) @MainActor struct AppearanceAndDirectionTests {
  /// A horizontal carousel of 1,500 points in the screen's window, with a trailer.
  func carousel(on screen: ViewScreen) -> (UICollectionView, SimpleTrailer) {
    let view = UICollectionView(frame: screen.window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    view.contentSize = CGSize(width: 1500, height: 844)
    screen.window.addSubview(view)
    let trailer = SimpleTrailer {}
    view.refreshKit.trailer = trailer
    FrameClock.advance()
    return (view, trailer)
  }

  // MARK: - Layout direction

  @Test func leftToRightTheArrowIsLeftOfTheTitleAndRightToLeftItIsRightOfIt() throws {
    for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
      try onScreen(traits: UITraitCollection(layoutDirection: direction)) { screen in
        _ = screen.attachHeader()
        let view = try #require(screen.table.refreshKit.headerView)
        screen.pull(to: -40)
        #expect(view.effectiveUserInterfaceLayoutDirection.rawValue == direction.rawValue)
        let arrow = view.arrowView.frame
        let text = view.titleLabel.sizeThatFits(view.bounds.size)
        if direction == .leftToRight {
          #expect(arrow.maxX <= view.bounds.midX - text.width / 2, "left of the text")
        } else {
          #expect(arrow.minX >= view.bounds.midX + text.width / 2, "right of the text")
        }
        screen.table.liftFinger()
        FrameClock.advance(seconds: 1)
      }
    }
  }

  @Test func switchingTheWindowToRightToLeftMovesTheArrowOver() throws {
    try onScreen { screen in
      _ = screen.attachHeader()
      let view = try #require(screen.table.refreshKit.headerView)
      screen.pull(to: -40)
      #expect(view.arrowView.center.x < view.bounds.midX)
      screen.window.traits = UITraitCollection(layoutDirection: .rightToLeft)
      FrameClock.advance()
      #expect(view.arrowView.center.x > view.bounds.midX)
      screen.table.liftFinger()
      FrameClock.advance(seconds: 1)
    }
  }

  @Test func aForcedSemanticContentAttributeReachesTheComponentViews() throws {
    try onScreen { screen in
      screen.table.semanticContentAttribute = .forceRightToLeft
      _ = screen.attachHeader()
      let view = try #require(screen.table.refreshKit.headerView)
      #expect(view.semanticContentAttribute == .forceRightToLeft, "set before attaching")
      screen.pull(to: -40)
      #expect(view.arrowView.center.x > view.bounds.midX)
      screen.table.liftFinger()
      FrameClock.advance(seconds: 1)
    }
  }

  @Test func anAttributeSetLaterIsTakenAtTheNextGeometryReport() throws {
    try onScreen { screen in
      _ = screen.attachHeader()
      let view = try #require(screen.table.refreshKit.headerView)
      screen.table.semanticContentAttribute = .forceRightToLeft
      screen.table.contentSize.height = 2400  // the app reloads its rows
      #expect(view.semanticContentAttribute == .forceRightToLeft)
      screen.pull(to: -40)
      #expect(view.arrowView.center.x > view.bounds.midX)
      screen.table.liftFinger()
      FrameClock.advance(seconds: 1)
    }
  }

  @Test func leftToRightTheTrailerIsRightOfTheContentAndRightToLeftLeftOfIt() throws {
    try onScreen { screen in
      let (view, trailer) = carousel(on: screen)
      let trailerView = try #require(view.refreshKit.trailerView)
      #expect(trailerView.superview === view)
      #expect(trailerView.frame.minX == 1500, "where the content ends, on the right")
      #expect(trailer.layoutDirection == .leftToRight)
      view.removeFromSuperview()
    }
    try onScreen(traits: UITraitCollection(layoutDirection: .rightToLeft)) { screen in
      let (view, trailer) = carousel(on: screen)
      let trailerView = try #require(view.refreshKit.trailerView)
      #expect(trailer.layoutDirection == .rightToLeft)
      #expect(trailerView.frame.maxX == 0, "where a right-to-left list ends, on the left")
      view.removeFromSuperview()
    }
  }

  @Test func aWindowSwitchedToRightToLeftMovesTheTrailerLeftWithNoScroll() throws {
    try onScreen { screen in
      let (view, trailer) = carousel(on: screen)
      let trailerView = try #require(view.refreshKit.trailerView)
      #expect(trailerView.frame.minX == 1500)
      // The app's language changes to Arabic: the window's traits change, and nothing scrolls or resizes.
      screen.window.traits = UITraitCollection(layoutDirection: .rightToLeft)
      #expect(trailer.layoutDirection == .rightToLeft, "heard from the trait change itself")
      FrameClock.commit()
      #expect(trailerView.frame.maxX == 0, "the trailer is where a right-to-left list ends")
      view.removeFromSuperview()
    }
  }

  @Test func aTrailersTitleRunsDownOneCharacterALine() throws {
    try onScreen { screen in
      let (view, _) = carousel(on: screen)
      let trailerView = try #require(view.refreshKit.trailerView)
      view.contentOffset = CGPoint(x: 1500 - 390 + 30, y: 0)
      FrameClock.advance()
      #expect(trailerView.titleLabel.text == "Pull left to load more".map(String.init).joined(separator: "\n"))
      #expect(trailerView.titleLabel.numberOfLines == 0)
      view.removeFromSuperview()
    }
  }

  // MARK: - Dark mode

  @Test func theRingsColourIsResolvedForLightAndForDark() throws {
    var strokes: [CGColor] = []
    for style in [UIUserInterfaceStyle.light, .dark] {
      try onScreen(traits: UITraitCollection(userInterfaceStyle: style)) { screen in
        _ = screen.attachHeader(CircleLoadingHeader {})
        let view = try #require(screen.table.refreshKit.headerView)
        screen.pull(to: -40)
        #expect(!view.circleLayer.isHidden)
        strokes.append(try #require(view.circleLayer.strokeColor))
        screen.table.liftFinger()
        FrameClock.advance(seconds: 1)
      }
    }
    #expect(strokes.count == 2)
    #expect(strokes.first != strokes.last, "the secondary label colour differs in dark mode")
    let dark = UIColor.secondaryLabel.rgba(with: UITraitCollection(userInterfaceStyle: .dark))
    #expect(strokes.last == CGColor(red: dark.0, green: dark.1, blue: dark.2, alpha: dark.3))
  }

  @Test func switchingToDarkModeRedrawsTheRingsColour() throws {
    try onScreen { screen in
      _ = screen.attachHeader(CircleLoadingHeader {})
      let view = try #require(screen.table.refreshKit.headerView)
      screen.pull(to: -40)
      let light = UIColor.secondaryLabel.rgba()
      #expect(view.circleLayer.strokeColor == CGColor(red: light.0, green: light.1, blue: light.2, alpha: light.3))
      screen.window.traits = UITraitCollection(userInterfaceStyle: .dark)
      FrameClock.advance()
      let dark = UIColor.secondaryLabel.rgba(with: UITraitCollection(userInterfaceStyle: .dark))
      #expect(view.circleLayer.strokeColor == CGColor(red: dark.0, green: dark.1, blue: dark.2, alpha: dark.3))
      #expect(view.titleLabel.textColor == .secondaryLabel, "a label's dynamic colour follows by itself")
      screen.table.liftFinger()
      FrameClock.advance(seconds: 1)
    }
  }

  @Test func anAppsTintColourIsDrawnOnTheRing() throws {
    try onScreen { screen in
      let header = CircleLoadingHeader {}
      header.appearance.tintColor = RefreshAppearance.Color(red: 1, green: 0, blue: 0, alpha: 1)
      _ = screen.attachHeader(header)
      let view = try #require(screen.table.refreshKit.headerView)
      screen.pull(to: -40)
      #expect(view.circleLayer.strokeColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
      screen.table.liftFinger()
      FrameClock.advance(seconds: 1)
    }
  }
}
