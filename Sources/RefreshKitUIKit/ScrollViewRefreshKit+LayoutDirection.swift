#if canImport(UIKit)
  @_spi(Hosting) import RefreshKit
  import UIKit

  extension ScrollViewRefreshKit {
    /// Tells the trailer the way the scroll view's content runs (``contentDirection(of:)``): in a right-to-left layout
    /// a collection view whose layout mirrors its items ends at the left edge, and the trailer goes there. Each component view takes the scroll view's `semanticContentAttribute`,
    /// so that it lays its accessory out in the same direction (UIKit does not promise that a subview's effective
    /// direction follows its superview's). Called when the components change (a trailer however attached), when the
    /// traits change and with each geometry report (a `semanticContentAttribute` set later is no trait change); the
    /// trailer relays itself out only when the direction changed.
    func reportLayoutDirection() {
      guard let scrollView else { return }
      let attribute = scrollView.semanticContentAttribute
      for index in 0..<componentViews.count {
        let view = componentViews.view(at: index)
        guard view.semanticContentAttribute != attribute else { continue }
        view.semanticContentAttribute = attribute
        view.setNeedsLayout()  // the accessory's side follows the attribute at the next layout
      }
      let direction = contentDirection(of: scrollView)
      guard let trailer, trailer.layoutDirection != direction else { return }
      trailer.layoutDirection = direction
      // The trailer moved to the other end with no report of the scroll view's: its view follows now (a list at rest
      // when the app's language turns right to left would otherwise keep it on the old side until the next scroll).
      componentViews.place()
    }

    /// The way the scroll view's content runs (``RefreshKit/RefreshLayoutDirection/ofContent(in:mirrorsContent:)``):
    /// its `effectiveUserInterfaceLayoutDirection` (the app's language, its `semanticContentAttribute`) for a
    /// collection view whose layout mirrors its items in a right-to-left layout (UIKit's flow and compositional
    /// layouts do; a custom layout when its `flipsHorizontallyInOppositeLayoutDirection` is true), left to right for
    /// any other collection view and a plain `UIScrollView`, whose subviews stay where the app put them.
    func contentDirection(of scrollView: UIScrollView) -> RefreshLayoutDirection {
      let view: RefreshLayoutDirection =
        scrollView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      guard view == .rightToLeft, let layout = (scrollView as? UICollectionView)?.collectionViewLayout else {
        return .ofContent(in: view, mirrorsContent: false)
      }
      let mirrors =
        layout is UICollectionViewFlowLayout || layout is UICollectionViewCompositionalLayout
        || layout.flipsHorizontallyInOppositeLayoutDirection
      return .ofContent(in: view, mirrorsContent: mirrors)
    }
  }
#endif
