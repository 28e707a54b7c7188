import Foundation

/// The edge a pull-and-release component watches: the header the top, a back footer the bottom, a trailer the right
/// (the left in a right-to-left layout, where horizontal content ends at the left).
enum PullEdge {
  case top
  case bottom
  case right
  case left
}

extension PullEdge {
  /// The offset that brings a component at this edge into view, the content at that end of its resting range.
  @MainActor func revealingOffset(in scrollView: ScrollModel) -> CGPoint {
    var target = scrollView.contentOffset
    switch self {
    case .top: target.y = scrollView.minimumContentOffset.y
    case .bottom: target.y = scrollView.maximumContentOffset.y
    case .right: target.x = scrollView.maximumContentOffset.x
    case .left: target.x = scrollView.minimumContentOffset.x
    }
    return target
  }
}

extension PullEdge {
  /// How far the content at `offset` is from `target` along this edge's axis.
  func distance(from offset: CGPoint, to target: CGPoint) -> CGFloat {
    switch self {
    case .top, .bottom: abs(target.y - offset.y)
    case .left, .right: abs(target.x - offset.x)
    }
  }

  /// The viewport's length along this edge's axis.
  func viewportLength(_ size: CGSize) -> CGFloat {
    switch self {
    case .top, .bottom: size.height
    case .left, .right: size.width
    }
  }
}

/// The geometry of pulling at one edge, read from the scroll view at each event so that thresholds follow the
/// current insets (translucent bars, safe areas, the app's insets, other components' holds).
@MainActor struct PullGeometry {
  let edge: PullEdge
  let offset: CGPoint
  let contentSize: CGSize
  let viewport: CGSize
  /// The adjusted inset without the component's own hold.
  let base: Insets

  init(edge: PullEdge, scrollView: ScrollModel, base: Insets) {
    self.edge = edge
    offset = scrollView.contentOffset
    contentSize = scrollView.contentSize
    viewport = scrollView.frame.size
    self.base = base
  }

  /// The offset along the edge's axis at which the content rests against the edge: the top's, or the bottom's or the
  /// right's (the top's or the left's for content shorter than the viewport).
  private var restingOffset: CGFloat {
    switch edge {
    case .top: 0 - base.top
    case .bottom: max(0 - base.top, contentSize.height + base.bottom - viewport.height)
    case .right: max(0 - base.left, contentSize.width + base.right - viewport.width)
    case .left: 0 - base.left
    }
  }

  /// How far the content is pulled past its resting edge, negative when it is scrolled away from it.
  var pullDistance: CGFloat {
    switch edge {
    case .top: restingOffset - offset.y
    case .bottom: offset.y - restingOffset
    case .right: offset.x - restingOffset
    case .left: restingOffset - offset.x
    }
  }

  /// The offsets at which the content is pulled nowhere past the edge (``pullDistance`` at most 0): there a
  /// component at rest stays at rest.
  var quietZone: QuietZone? {
    switch edge {
    case .top: .from(restingOffset, along: .vertical)
    case .bottom: .upTo(restingOffset, along: .vertical)
    case .right: .upTo(restingOffset, along: .horizontal)
    case .left: .from(restingOffset, along: .horizontal)
    }
  }

  /// For content shorter than the viewport, the empty space between its end and the viewport's edge.
  var shortContentGap: CGFloat {
    switch edge {
    case .top, .left:
      return 0
    case .bottom:
      return max(0, viewport.height - base.top - base.bottom - contentSize.height)
    case .right:
      return max(0, viewport.width - base.left - base.right - contentSize.width)
    }
  }

  /// The inset that holds `hold` points of the component in view while refreshing.
  func heldInset(hold: CGFloat) -> Insets {
    switch edge {
    case .top: Insets(top: hold)
    case .bottom: Insets(bottom: hold + shortContentGap)
    case .right: Insets(right: hold + shortContentGap)
    case .left: Insets(left: hold)
    }
  }

  /// The component's frame: above the content, below it (or below the viewport for short content), or after it;
  /// `ignoredInset` further out at the top and the bottom.
  func frame(extent: CGFloat, ignoredInset: CGFloat) -> CGRect {
    switch edge {
    case .top:
      return CGRect(x: 0, y: -extent - ignoredInset, width: viewport.width, height: extent)
    case .bottom:
      return CGRect(
        x: 0, y: contentSize.height + shortContentGap + ignoredInset, width: viewport.width, height: extent)
    case .right:
      return CGRect(x: contentSize.width + shortContentGap, y: 0, width: extent, height: viewport.height)
    case .left:
      return CGRect(x: -extent, y: 0, width: extent, height: viewport.height)
    }
  }
}
