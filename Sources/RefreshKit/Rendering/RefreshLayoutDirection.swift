/// Which way a scroll view's content runs across the screen: UIKit's `effectiveUserInterfaceLayoutDirection`,
/// without the platform.
///
/// In a right-to-left layout (Arabic, Hebrew) a horizontal list starts at the right and ends at the left (a
/// `UICollectionViewFlowLayout` flips horizontally), so a ``RefreshTrailer`` sits at the left edge and loads when
/// the content is pulled right, and ``RefreshLayout`` puts a component's accessory right of its text.
public enum RefreshLayoutDirection: Hashable, Sendable {
  /// Left to right: English, Chinese, Russian…
  case leftToRight
  /// Right to left: Arabic, Hebrew…
  case rightToLeft
}
