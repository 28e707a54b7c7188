import Foundation

/// Distances inset from each edge of a rectangle, as UIKit's `UIEdgeInsets`.
///
/// RefreshKit keeps three sources of insets apart on a ``ScrollModel``: the app's ``ScrollModel/contentInset``, the
/// system's ``ScrollModel/safeAreaInsets`` and the ``ScrollModel/refreshInset`` held by attached components. Their sum
/// is ``ScrollModel/adjustedContentInset``.
public struct Insets: Equatable, Sendable, CustomStringConvertible {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Creates insets from their four edges.
  ///
  /// - Parameters:
  ///   - top: The inset from the top edge.
  ///   - left: The inset from the left edge.
  ///   - bottom: The inset from the bottom edge.
  ///   - right: The inset from the right edge.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every edge.
  public static let zero = Insets()

  /// Whether every edge is a finite number (neither NaN nor infinite).
  public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

  /// Whether every edge is finite and within the magnitude RefreshKit accepts.
  @_spi(Hosting) public var isUsable: Bool { top.isUsable && left.isUsable && bottom.isUsable && right.isUsable }

  /// The edge-by-edge sum of two insets.
  public static func + (lhs: Insets, rhs: Insets) -> Insets {
    Insets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
  }

  /// The edge-by-edge difference of two insets.
  public static func - (lhs: Insets, rhs: Insets) -> Insets {
    Insets(
      top: lhs.top - rhs.top, left: lhs.left - rhs.left, bottom: lhs.bottom - rhs.bottom, right: lhs.right - rhs.right)
  }

  /// Adds the right-hand insets to the left-hand ones.
  public static func += (lhs: inout Insets, rhs: Insets) { lhs = lhs + rhs }

  /// Subtracts the right-hand insets from the left-hand ones.
  public static func -= (lhs: inout Insets, rhs: Insets) { lhs = lhs - rhs }

  /// A compact description: `(top, left, bottom, right)`.
  public var description: String {
    "(\(top.refreshKitFormatted), \(left.refreshKitFormatted), \(bottom.refreshKitFormatted), "
      + "\(right.refreshKitFormatted))"
  }
}
