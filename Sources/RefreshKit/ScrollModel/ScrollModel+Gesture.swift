import Foundation

extension ScrollModel {
  // MARK: - Gesture

  /// Whether a finger is dragging the content.
  public var isDragging: Bool { panState.isDragging }

  /// Whether the content is moving without a finger: decelerating after a fling or springing back to an edge. With an
  /// ``ScrollDriver/external`` driver, what the host last reported.
  public var isDecelerating: Bool {
    guard cell.value.driverState.driver == .simulated else { return cell.value.driverState.isDecelerating }
    if motionX.isAnimation || motionY.isAnimation { return false }
    return !motionX.isIdle || !motionY.isIdle
  }

  /// Whether an animated ``setContentOffset(_:animated:)`` is running; with an ``ScrollDriver/external`` driver,
  /// whether the host performs an animation for the model that it has not reported finished
  /// (``ScrollHostAdapter/hostDidFinishAnimating()``).
  public var isAnimatingContentOffset: Bool {
    guard cell.value.driverState.driver == .simulated else { return isHostAnimating }
    return motionX.isAnimation || motionY.isAnimation
  }

  /// A finger touches the view: stops any deceleration, bounce or animation and enters ``PanState/began``.
  ///
  /// With an ``ScrollDriver/external`` driver the simulated finger calls (this one, ``drag(by:)``,
  /// ``endDrag(velocity:)`` and ``cancelDrag()``) are refused: the host reports its gestures.
  public func beginDrag() {
    guard cell.value.driverState.driver == .simulated else {
      return RefreshDiagnostics.refuse("ScrollModel.beginDrag()", panState, Self.externalReason)
    }
    guard isScrollEnabled else { return }
    stopMotion()
    cell.value.driverState.panVelocity = .zero
    setPanState(.began)
  }

  /// The finger moves by `translation` since the last call, as a pan gesture reports it.
  ///
  /// Positive `y` moves the finger down, which pulls the content down (``contentOffset`` decreases). Past the
  /// resting bounds the content follows with a rubber band: for finger travel `x` past the edge and viewport
  /// dimension `d`, it moves `(1 − 1 / (x · 0.55 / d + 1)) · d`. With ``bounces`` false it stops at the edge. An axis
  /// whose content fits the viewport moves only when its `alwaysBounce…` flag is set.
  ///
  /// - Parameter translation: The finger's movement in points since the last call.
  public func drag(by translation: CGPoint) {
    guard translation.isUsable else {
      return RefreshDiagnostics.refuse("ScrollModel.drag(by:)", translation, Self.notFiniteReason)
    }
    guard cell.value.driverState.driver == .simulated else {
      return RefreshDiagnostics.refuse("ScrollModel.drag(by:)", translation, Self.externalReason)
    }
    guard isScrollEnabled else { return }
    if !isDragging { beginDrag() }
    setPanState(.changed)
    let bounds = bounds
    let viewport = storedFrame.size
    let bounces = bounces
    var offset = storedContentOffset
    if bounds.canScrollHorizontally {
      offset.x = Self.dragged(
        offset.x, by: -translation.x, within: bounds.xRange, dimension: viewport.width, bounces: bounces)
    }
    if bounds.canScrollVertically {
      offset.y = Self.dragged(
        offset.y, by: -translation.y, within: bounds.yRange, dimension: viewport.height, bounces: bounces)
    }
    setOffset(offset, fromUser: true)
  }

  /// The finger lifts with `velocity` (points per second, the pan gesture's signs) and the content decelerates.
  ///
  /// The release enters ``PanState/ended`` first, so that a component armed by the drag starts refreshing and holds
  /// its inset before the content moves. Then, per axis: inside the bounds the content decelerates as
  /// `x(t) = x0 + v0 · (r^(1000t) − 1) / (1000 · ln r)` with `r` the ``decelerationRate``; when that path crosses a
  /// bound, or the release is already past one, a critically damped spring brings it back to the bound.
  ///
  /// - Parameter velocity: The finger's velocity in points per second; positive `y` is the finger moving down.
  public func endDrag(velocity: CGPoint = .zero) {
    guard velocity.isUsable else {
      return RefreshDiagnostics.refuse("ScrollModel.endDrag(velocity:)", velocity, Self.notFiniteReason)
    }
    guard cell.value.driverState.driver == .simulated else {
      return RefreshDiagnostics.refuse("ScrollModel.endDrag(velocity:)", velocity, Self.externalReason)
    }
    guard isDragging else { return }
    cell.value.driverState.panVelocity = velocity
    setPanState(.ended)
    guard !isDragging else { return }  // an observer began a new drag
    startRelease(velocity: CGPoint(x: -velocity.x, y: -velocity.y))
  }

  /// The system cancels the drag: the content settles back without velocity, and nothing that a release would
  /// start happens.
  public func cancelDrag() {
    guard cell.value.driverState.driver == .simulated else {
      return RefreshDiagnostics.refuse("ScrollModel.cancelDrag()", panState, Self.externalReason)
    }
    guard isDragging else { return }
    // The velocity is still the zero that `beginDrag()` set: only a release sets another.
    setPanState(.cancelled)
    guard !isDragging else { return }
    startRelease(velocity: .zero)
    isMotionFromUser = false
  }

  /// Moves the offset to `offset`, over 0.3 s of model time when `animated`.
  ///
  /// With an ``ScrollDriver/external`` driver the model does not move: it asks the host through
  /// ``scrollRequestHandler``, and the offset changes when the host reports the scroll.
  ///
  /// - Parameters:
  ///   - offset: The new offset.
  ///   - animated: Whether the move is an ease-in-out animation of 0.3 s, run by ``advance(by:)``.
  public func setContentOffset(_ offset: CGPoint, animated: Bool) {
    guard offset.isUsable else {
      return RefreshDiagnostics.refuse("ScrollModel.setContentOffset(_:animated:)", offset, Self.notFiniteReason)
    }
    guard cell.value.driverState.driver == .simulated else { return requestHostScroll(to: offset, animated: animated) }
    guard animated else {
      contentOffset = offset
      return
    }
    // The move replaces whatever motion ran on both axes.
    let duration = Self.animationDuration
    motionX = AxisMotion(
      kind: .animation(from: storedContentOffset.x, to: offset.x, duration: duration), startTime: now)
    motionY = AxisMotion(
      kind: .animation(from: storedContentOffset.y, to: offset.y, duration: duration), startTime: now)
    isMotionFromUser = false
  }

  /// The duration of an animated ``setContentOffset(_:animated:)``.
  public static let animationDuration: TimeInterval = 0.3

  var canScrollVertically: Bool { bounds.canScrollVertically }

  var canScrollHorizontally: Bool { bounds.canScrollHorizontally }

  /// The rubber-band constant of UIKit: the fraction of the viewport a drag can pull past the edge.
  public nonisolated static let rubberBandCoefficient: CGFloat = 0.55

  /// How far the content moves past an edge for `travel` points of finger travel past it.
  ///
  /// - Parameters:
  ///   - travel: The finger's travel past the edge, not negative.
  ///   - dimension: The viewport's size along the axis.
  /// - Returns: `(1 − 1 / (travel · 0.55 / dimension + 1)) · dimension`: 0 when `travel` or `dimension` is 0 or
  ///   less, and `dimension` for an endless travel.
  public nonisolated static func rubberBand(travel: CGFloat, dimension: CGFloat) -> CGFloat {
    // Clamped so that no travel or size at or below 0 needs a branch of its own: either gives 0. A travel lost in
    // rounding gives exactly 0 too, so a finger back at the edge leaves the content exactly there.
    let size = max(dimension, 0)
    let stretch = max(travel, 0) * rubberBandCoefficient / max(size, .leastNonzeroMagnitude)
    return (1 - 1 / (stretch + 1)) * size
  }

  /// The finger travel past the edge that moves the content `displacement` past it: the inverse of
  /// ``rubberBand(travel:dimension:)``.
  nonisolated static func fingerTravel(displacement: CGFloat, dimension: CGFloat) -> CGFloat {
    let size = max(dimension, 0)
    let limited = min(max(displacement, 0), size * 0.999_999)
    // 0 for a displacement or a size at or below 0, without a branch of its own.
    return limited / max(size - limited, .leastNonzeroMagnitude) * size / rubberBandCoefficient
  }

  /// The offset after the finger moves the content by `delta`, rubber-banding past `range`.
  nonisolated static func dragged(
    _ offset: CGFloat, by delta: CGFloat, within range: ClosedRange<CGFloat>, dimension: CGFloat, bounces: Bool
  ) -> CGFloat {
    // Where the finger is, in offset terms, undoing the rubber band of where the content is now.
    var finger = offset
    if offset < range.lowerBound {
      finger = range.lowerBound - fingerTravel(displacement: range.lowerBound - offset, dimension: dimension)
    } else if offset > range.upperBound {
      finger = range.upperBound + fingerTravel(displacement: offset - range.upperBound, dimension: dimension)
    }
    finger += delta
    if finger < range.lowerBound {
      guard bounces else { return range.lowerBound }
      return range.lowerBound - rubberBand(travel: range.lowerBound - finger, dimension: dimension)
    }
    if finger > range.upperBound {
      guard bounces else { return range.upperBound }
      return range.upperBound + rubberBand(travel: finger - range.upperBound, dimension: dimension)
    }
    return finger
  }
}
