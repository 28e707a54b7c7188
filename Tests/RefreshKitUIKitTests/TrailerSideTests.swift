import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// The trailer goes where the content ends (issue 56, item 5): in a right-to-left layout a collection view whose
/// layout flips (a flow layout) runs right to left and ends on the left; one whose layout does not flip (a custom
/// layout, by default) and a plain `UIScrollView` keep their content left to right, and end on the right.
@Suite(.serialized) @MainActor struct TrailerSideTests {
  /// A layout of the app's own: `flipsHorizontallyInOppositeLayoutDirection` is false unless it says otherwise.
  final class ShelfLayout: UICollectionViewLayout {}

  /// `list`, 1,500 points wide, on a right-to-left screen with a trailer.
  func trailerView(of list: UIScrollView, on screen: ViewScreen) throws -> (RefreshTrailer, RefreshComponentView) {
    list.contentSize = CGSize(width: 1500, height: 844)
    screen.window.addSubview(list)
    let trailer = SimpleTrailer {}
    list.refreshKit.trailer = trailer
    FrameClock.advance()
    return (trailer, try #require(list.refreshKit.trailerView))
  }

  @Test func aCollectionViewWhoseLayoutDoesNotFlipKeepsTheTrailerOnTheRight() throws {
    try onScreen(traits: UITraitCollection(layoutDirection: .rightToLeft)) { screen in
      let list = UICollectionView(frame: screen.window.bounds, collectionViewLayout: ShelfLayout())
      let (trailer, view) = try trailerView(of: list, on: screen)
      #expect(trailer.layoutDirection == .leftToRight, "its content runs left to right in any language")
      #expect(view.frame.minX == 1500, "where the content ends")
      list.removeFromSuperview()
    }
  }

  @Test func aPlainScrollViewKeepsTheTrailerOnTheRight() throws {
    try onScreen(traits: UITraitCollection(layoutDirection: .rightToLeft)) { screen in
      let list = UIScrollView(frame: screen.window.bounds)
      let (trailer, view) = try trailerView(of: list, on: screen)
      #expect(trailer.layoutDirection == .leftToRight)
      #expect(view.frame.minX == 1500)
      list.removeFromSuperview()
    }
  }

  @Test func aFlowLayoutFlipsAndTakesTheTrailerLeft() throws {
    try onScreen(traits: UITraitCollection(layoutDirection: .rightToLeft)) { screen in
      let list = UICollectionView(frame: screen.window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
      let (trailer, view) = try trailerView(of: list, on: screen)
      #expect(trailer.layoutDirection == .rightToLeft)
      #expect(view.frame.maxX == 0)
      list.removeFromSuperview()
    }
  }

  @Test func aCompositionalLayoutMirrorsItselfAndTakesTheTrailerLeft() throws {
    try onScreen(traits: UITraitCollection(layoutDirection: .rightToLeft)) { screen in
      let list = UICollectionView(
        frame: screen.window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout())
      let (trailer, _) = try trailerView(of: list, on: screen)
      #expect(trailer.layoutDirection == .rightToLeft)
      list.removeFromSuperview()
    }
  }

  @Test func aCustomLayoutThatFlipsTakesTheTrailerLeft() throws {
    final class FlippingLayout: UICollectionViewLayout {
      override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    }
    try onScreen(traits: UITraitCollection(layoutDirection: .rightToLeft)) { screen in
      let list = UICollectionView(frame: screen.window.bounds, collectionViewLayout: FlippingLayout())
      let (trailer, _) = try trailerView(of: list, on: screen)
      #expect(trailer.layoutDirection == .rightToLeft)
      list.removeFromSuperview()
    }
  }
}
