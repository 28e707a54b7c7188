#if canImport(UIKit)
  import RefreshKit
  import UIKit

  extension ScrollViewRefreshKit {
    /// Tells the trailer the scroll view's layout direction, `effectiveUserInterfaceLayoutDirection` (it follows the
    /// app's language and the view's `semanticContentAttribute`): in a right-to-left layout the trailer goes where a
    /// horizontal list ends, the left edge. Each component view takes the scroll view's `semanticContentAttribute`,
    /// so that it lays its accessory out in the same direction (UIKit does not promise that a subview's effective
    /// direction follows its superview's). Called when the components change (a trailer however attached), when the
    /// traits change and with each geometry report (a `semanticContentAttribute` set later is no trait change); the
    /// trailer relays itself out only when the direction changed.
    func reportLayoutDirection() {
      guard let scrollView else { return }
      let attribute = scrollView.semanticContentAttribute
      for view in componentViews.views where view.semanticContentAttribute != attribute {
        view.semanticContentAttribute = attribute
        view.setNeedsLayout()  // the accessory's side follows the attribute at the next layout
      }
      let direction: RefreshLayoutDirection =
        scrollView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      guard let trailer, trailer.layoutDirection != direction else { return }
      trailer.layoutDirection = direction
      // The trailer moved to the other end with no report of the scroll view's: its view follows now (a list at rest
      // when the app's language turns right to left would otherwise keep it on the old side until the next scroll).
      componentViews.place()
    }
  }
#endif
