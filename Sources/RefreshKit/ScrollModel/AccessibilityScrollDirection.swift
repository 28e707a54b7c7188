/// The side of the content a VoiceOver user asks to see with a three-finger swipe: the argument of
/// ``ScrollModel/accessibilityScroll(_:)``, UIKit's `UIAccessibilityScrollDirection` without its `next` and `previous`.
///
/// Each case names the side whose content comes into view, as in UIKit: a three-finger swipe down asks for ``up``
/// (the content above), a swipe up for ``down``, a swipe to the left for ``right``.
public enum AccessibilityScrollDirection: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Show the content above: the previous page, or at the top edge, the header.
  case up
  /// Show the content below: the next page, or at the bottom edge, the footer.
  case down
  /// Show the content to the left: the previous page along the horizontal axis.
  case left
  /// Show the content to the right: the next page, or at the trailing edge, the trailer.
  case right

  /// The direction's name, such as `"up"`.
  public var description: String {
    switch self {
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    }
  }

  /// Whether the direction runs along the vertical axis.
  var isVertical: Bool { self == .up || self == .down }

  /// Whether the direction asks for the start of the axis (the top or the left).
  var isTowardsStart: Bool { self == .up || self == .left }
}
