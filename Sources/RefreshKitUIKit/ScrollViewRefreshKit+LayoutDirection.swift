#if canImport(UIKit)
  import RefreshKit
  import UIKit

  extension ScrollViewRefreshKit {
    /// Tells the trailer the scroll view's layout direction, `effectiveUserInterfaceLayoutDirection` (it follows the
    /// app's language and the view's `semanticContentAttribute`): in a right-to-left layout the trailer goes where a
    /// horizontal list ends, the left edge. Called when the components change (a trailer however attached) and when the traits change.
    func reportLayoutDirection() {
      guard let scrollView, let trailer else { return }
      trailer.layoutDirection =
        scrollView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }
#endif
