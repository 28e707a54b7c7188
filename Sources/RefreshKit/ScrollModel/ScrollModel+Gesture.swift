import Foundation

extension ScrollModel {
  // MARK: - Gesture

  /// Whether a finger is dragging the content.
  public var isDragging: Bool { panState.isDragging }

  /// Whether the content is moving without a finger: decelerating after a fling or springing back to an edge. With an
  /// ``ScrollDriver/external`` driver, what the host last reported.
  public var isDecelerating: Bool {
    guard cell.value.driverState.driver == .simulated else { return cell.value.driverState.isDecelerating }
    guard let motion = cell.value.motion else { return false }
    return !motion.isIdle && !motion.isAnimating
  }

  /// Whether an animated ``setContentOffset(_:animated:)`` is running; with an ``ScrollDriver/external`` driver,
  /// whether the host performs an animation for the model that it has not reported finished
  /// (``ScrollHostAdapter/hostDidFinishAnimating()``).
  public var isAnimatingContentOffset: Bool {
    guard cell.value.driverState.driver == .simulated else { return isHostAnimating }
    return cell.value.motion?.isAnimating ?? false
  }

  /// Moves the offset to `offset`, over 0.3 s of model time when `animated` and the model simulates motion
  /// (RefreshKitTools' simulated finger, or `simulateMotion()`); at once otherwise.
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
    guard animated, let motion = cell.value.motion else {
      contentOffset = offset
      return
    }
    // The move replaces whatever motion ran on both axes.
    motion.animate(self, to: offset)
    isMotionFromUser = false
  }

  var canScrollVertically: Bool { bounds.canScrollVertically }

  var canScrollHorizontally: Bool { bounds.canScrollHorizontally }

  // MARK: - The simulated finger (package: RefreshKitTools' `beginDrag()`, `drag(by:)`, `endDrag(velocity:)`)

  /// A simulated finger touches the view: stops any motion and enters ``PanState/began``; refused with an
  /// ``ScrollDriver/external`` driver.
  package func simulatedBeginDrag() {
    guard cell.value.driverState.driver == .simulated else {
      return RefreshDiagnostics.refuse("ScrollModel.beginDrag()", panState, Self.externalReason)
    }
    guard isScrollEnabled else { return }
    stopMotion()
    cell.value.driverState.panVelocity = .zero
    setPanState(.began)
  }

  /// A simulated finger moves by `translation`, rubber-banding past the resting bounds (see
  /// ``rubberBand(travel:dimension:)``); it begins a drag when none runs. Kept here, not in RefreshKitTools, for the
  /// scroll path's instruction count (`Benchmarks/README.md`): one call per event.
  package func simulatedDrag(by translation: CGPoint) {
    guard translation.isUsable else {
      return RefreshDiagnostics.refuse("ScrollModel.drag(by:)", translation, Self.notFiniteReason)
    }
    guard cell.value.driverState.driver == .simulated else {
      return RefreshDiagnostics.refuse("ScrollModel.drag(by:)", translation, Self.externalReason)
    }
    guard isScrollEnabled else { return }
    if !isDragging { simulatedBeginDrag() }
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

  /// A simulated finger lifts (`state` ``PanState/ended``, with `velocity`) or the system cancels the drag
  /// (``PanState/cancelled``): refused with an ``ScrollDriver/external`` driver or a value that is not finite
  /// (reported as `member`), ignored while no drag runs. Returns whether the release should start the motion: no
  /// observer began a new drag meanwhile.
  package func simulatedRelease(_ state: PanState, velocity: CGPoint, member: String) -> Bool {
    guard velocity.isUsable else {
      RefreshDiagnostics.refuse(member, velocity, Self.notFiniteReason)
      return false
    }
    guard cell.value.driverState.driver == .simulated else {
      let value: Any = state == .ended ? velocity : panState
      RefreshDiagnostics.refuse(member, value, Self.externalReason)
      return false
    }
    guard isDragging else { return false }
    cell.value.driverState.panVelocity = velocity
    setPanState(state)
    return !isDragging
  }

  /// The rubber-band constant of UIKit: the fraction of the viewport a drag can pull past the edge.
  nonisolated static let rubberBandCoefficient: CGFloat = 0.55

  /// How far the content moves past an edge for `travel` points of finger travel past it.
  ///
  /// - Parameters:
  ///   - travel: The finger's travel past the edge, not negative.
  ///   - dimension: The viewport's size along the axis.
  /// - Returns: `(1 − 1 / (travel · 0.55 / dimension + 1)) · dimension`: 0 when `travel` or `dimension` is 0 or
  ///   less, and `dimension` for an endless travel.
  nonisolated static func rubberBand(travel: CGFloat, dimension: CGFloat) -> CGFloat {
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
