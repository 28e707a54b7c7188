import Foundation

/// The offsets at which an offset change cannot change a component: its progress stays 0, it stays idle and nothing
/// starts. While the content moves inside it, the component skips its update and only calls
/// ``RefreshComponent/scrollViewContentOffsetDidChange(_:)``.
///
/// A component computes its zone after each full update (see `RefreshComponent+Attachment.swift`) and forgets it as
/// soon as anything the zone was computed from changes: its state, progress, visibility, layout, size, slot or the
/// insets of the other slots (the fields of `RefreshComponentState` clear it), any scroll event that is not an
/// offset change, and the options of a subclass that move its thresholds.
struct QuietZone {
  /// The axis the zone bounds.
  enum Axis {
    case vertical
    case horizontal
  }

  let axis: Axis
  let range: ClosedRange<CGFloat>

  /// The zone where the offset along `axis` is at least `lowerBound`.
  static func from(_ lowerBound: CGFloat, along axis: Axis) -> QuietZone? {
    guard lowerBound.isFinite else { return nil }
    return QuietZone(axis: axis, range: lowerBound...CGFloat.greatestFiniteMagnitude)
  }

  /// The zone where the offset along `axis` is at most `upperBound`.
  static func upTo(_ upperBound: CGFloat, along axis: Axis) -> QuietZone? {
    guard upperBound.isFinite else { return nil }
    return QuietZone(axis: axis, range: -CGFloat.greatestFiniteMagnitude...upperBound)
  }

  /// Whether `offset` is inside the zone.
  func contains(_ offset: CGPoint) -> Bool {
    range.contains(axis == .vertical ? offset.y : offset.x)
  }
}
