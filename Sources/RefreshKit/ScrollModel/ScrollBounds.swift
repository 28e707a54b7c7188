import Foundation

/// The resting range of a ``ScrollModel``'s offset and whether each axis scrolls, computed once from its geometry.
///
/// The model computes it once after its geometry changed and keeps it: every drag and every frame of motion reads it.
struct ScrollBounds {
  /// The smallest resting offset: the content's top-left corner just below the top and left insets.
  let minimum: CGPoint
  /// The largest resting offset, never below ``minimum``.
  let maximum: CGPoint
  /// Whether a horizontal drag moves the content.
  let canScrollHorizontally: Bool
  /// Whether a vertical drag moves the content.
  let canScrollVertically: Bool

  init(
    frame: CGRect, contentSize: CGSize, inset: Insets, alwaysBounceHorizontal: Bool, alwaysBounceVertical: Bool
  ) {
    minimum = CGPoint(x: 0 - inset.left, y: 0 - inset.top)
    maximum = CGPoint(
      x: max(minimum.x, contentSize.width + inset.right - frame.width),
      y: max(minimum.y, contentSize.height + inset.bottom - frame.height))
    canScrollHorizontally = alwaysBounceHorizontal || contentSize.width + inset.left + inset.right > frame.width
    canScrollVertically = alwaysBounceVertical || contentSize.height + inset.top + inset.bottom > frame.height
  }

  /// The horizontal resting range.
  var xRange: ClosedRange<CGFloat> { minimum.x...maximum.x }
  /// The vertical resting range.
  var yRange: ClosedRange<CGFloat> { minimum.y...maximum.y }

  /// `offset` moved into the resting range on both axes, as a scroll view at rest moves it when its bounds change.
  func clamped(_ offset: CGPoint) -> CGPoint {
    CGPoint(x: offset.x.clamped(to: xRange), y: offset.y.clamped(to: yRange))
  }

  /// Whether `offset` rests within the range on both axes.
  func contains(_ offset: CGPoint) -> Bool {
    offset.x >= minimum.x && offset.x <= maximum.x && offset.y >= minimum.y && offset.y <= maximum.y
  }
}

extension ScrollModel {
  /// The resting range and the scrolling axes now: computed once after the geometry changed, then read from the
  /// model's state.
  @inline(__always) var bounds: ScrollBounds {
    if let bounds = cell.value.cachedBounds { return bounds }
    let bounds = ScrollBounds(
      frame: storedFrame, contentSize: storedContentSize, inset: adjustedContentInset,
      alwaysBounceHorizontal: alwaysBounceHorizontal, alwaysBounceVertical: alwaysBounceVertical)
    cell.value.cachedBounds = bounds
    return bounds
  }
}
