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

extension RefreshLayoutDirection {
  /// The way a scroll view's content runs, which decides where a ``RefreshTrailer`` goes: the view's layout direction
  /// when its content mirrors itself in a right-to-left layout (a collection view's flow or compositional layout, or
  /// a layout whose `flipsHorizontallyInOppositeLayoutDirection` is true), else left to right (a custom layout, by
  /// default, and a plain `UIScrollView`, whose subviews stay where the app put them).
  ///
  /// - Parameters:
  ///   - viewDirection: The scroll view's `effectiveUserInterfaceLayoutDirection`.
  ///   - mirrorsContent: Whether the content is laid out from the right in a right-to-left layout.
  @_spi(Hosting) public static func ofContent(in viewDirection: Self, mirrorsContent: Bool) -> Self {
    mirrorsContent ? viewDirection : .leftToRight
  }
}
