import Foundation

/// The resting range of a ``ScrollModel``'s offset and whether each axis scrolls, computed once from its geometry.
///
/// The model computes it once after its geometry changed and keeps it: every drag and every frame of motion reads it.
package struct ScrollBounds {
  /// The smallest resting offset: the content's top-left corner just below the top and left insets.
  let minimum: CGPoint
  /// The largest resting offset, never below ``minimum``.
  let maximum: CGPoint
  /// Whether a horizontal drag moves the content.
  package let canScrollHorizontally: Bool
  /// Whether a vertical drag moves the content.
  package let canScrollVertically: Bool

  /// The range of `frame` over `contentSize` under `inset`; on a host's pixel grid of `scale` pixels per point (0:
  /// none), the edges are rounded as UIKit rounds them: the leading edges, and the content's end with its inset
  /// before the frame's size is taken off (content 2000.1 pt high ends on 2000 pt on a 3× screen).
  init(
    frame: CGRect, contentSize: CGSize, inset: Insets, alwaysBounceHorizontal: Bool, alwaysBounceVertical: Bool,
    scale: CGFloat = 0
  ) {
    minimum = CGPoint(x: (0 - inset.left).roundedToPixel(scale), y: (0 - inset.top).roundedToPixel(scale))
    maximum = CGPoint(
      x: max(minimum.x, (contentSize.width + inset.right).roundedToPixel(scale) - frame.width),
      y: max(minimum.y, (contentSize.height + inset.bottom).roundedToPixel(scale) - frame.height))
    canScrollHorizontally = alwaysBounceHorizontal || contentSize.width + inset.left + inset.right > frame.width
    canScrollVertically = alwaysBounceVertical || contentSize.height + inset.top + inset.bottom > frame.height
  }

  /// The horizontal resting range.
  package var xRange: ClosedRange<CGFloat> { minimum.x...maximum.x }
  /// The vertical resting range.
  package var yRange: ClosedRange<CGFloat> { minimum.y...maximum.y }

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
  /// model's state. Only the read of the kept value is inlined into the scroll path: the computation, about 500 bytes,
  /// was copied into each of eight readers (issue 58).
  @inline(__always) var bounds: ScrollBounds {
    if let bounds = cell.value.cachedBounds { return bounds }
    return computeBounds()
  }

  /// Computes ``bounds`` from the geometry and keeps them: once after each change of the geometry.
  @inline(never) private func computeBounds() -> ScrollBounds {
    let bounds = ScrollBounds(
      frame: storedFrame, contentSize: storedContentSize, inset: adjustedContentInset,
      alwaysBounceHorizontal: alwaysBounceHorizontal, alwaysBounceVertical: alwaysBounceVertical,
      scale: cell.value.pixelScale)
    cell.value.cachedBounds = bounds
    return bounds
  }
}

extension CGFloat {
  /// The value on a grid of `scale` pixels per point as UIKit rounds an offset: the whole points, plus the
  /// fraction's pixels rounded half away from zero. Unchanged when `scale` is 0 (no grid) or the value not finite.
  func roundedToPixel(_ scale: CGFloat) -> CGFloat {
    guard scale > 0, isFinite else { return self }
    let whole = rounded(.down)
    return whole + ((self - whole) * scale).rounded() / scale
  }
}

extension ScrollModel {
  /// The host's pixels per point, on whose grid the resting range lies (a ``ScrollHostAdapter`` sets its
  /// ``ScrollHostAdapter/displayScale``); 0, the default, for no grid.
  var pixelScale: CGFloat {
    get { cell.value.pixelScale }
    set { cell.value.pixelScale = newValue }
  }
}

extension ScrollModel {
  /// Whether `frame`, in the content's coordinates, overlaps the part of the viewport that `inset` leaves uncovered
  /// (rectangles that only touch do not: a header resting just above the rows is out of view). One rule for what is
  /// in view: a component's accessible element and the SwiftUI drawing both ask it, each with the insets its host
  /// covers the content with.
  @_spi(Hosting) public func viewportShows(_ frame: CGRect, uncoveredBy inset: Insets) -> Bool {
    let offset = contentOffset
    let size = self.frame.size
    let visible = CGRect(
      x: offset.x + inset.left, y: offset.y + inset.top, width: size.width - inset.left - inset.right,
      height: size.height - inset.top - inset.bottom)
    return frame.minX < visible.maxX && visible.minX < frame.maxX && frame.minY < visible.maxY
      && visible.minY < frame.maxY && frame.width > 0 && frame.height > 0
  }
}
