import Foundation
import RefreshKit

/// The simulated motion of a ``ScrollModel``: deceleration after a release, the spring back to a bound, the animated
/// ``ScrollModel/setContentOffset(_:animated:)``, one frame at a time, in closed form.
///
/// A model gets one from the simulated finger (``ScrollModel/beginDrag()`` and the calls after it) or from
/// ``ScrollModel/simulateMotion()``, and runs it in ``ScrollModel/advance(by:)``. It lives here, not in RefreshKit, so
/// that an app, whose model a real scroll view drives, links none of it (issue 58).
@MainActor final class ScrollSimulation: ScrollMotion {
  var motionX = AxisMotion()
  var motionY = AxisMotion()
  /// How fast a fling slows down (``ScrollModel/decelerationRate``).
  var decelerationRate = DecelerationRate.normal
  /// Whether a release settles on a multiple of the viewport's size (``ScrollModel/isPagingEnabled``).
  var isPagingEnabled = false

  /// Durations closer than this, in seconds, count as equal: it absorbs the rounding of summed time steps.
  static let timeTolerance: TimeInterval = 1e-9

  var isIdle: Bool { motionX.isIdle && motionY.isIdle }

  var isAnimating: Bool { motionX.isAnimation || motionY.isAnimation }

  var isSpringingVertically: Bool { motionY.isSpring }

  func destination(from offset: CGPoint) -> CGPoint {
    CGPoint(x: motionX.destination(from: offset.x), y: motionY.destination(from: offset.y))
  }

  func stop() {
    motionX = AxisMotion()
    motionY = AxisMotion()
  }

  func animate(_ model: ScrollModel, to offset: CGPoint) {
    let duration = ScrollModel.animationDuration
    let now = model.now
    let current = model.contentOffset
    motionX = AxisMotion(kind: .animation(from: current.x, to: offset.x, duration: duration), startTime: now)
    motionY = AxisMotion(kind: .animation(from: current.y, to: offset.y, duration: duration), startTime: now)
  }

  /// Starts the spring back on each idle axis that is out of bounds, so that ``ScrollModel/isDecelerating`` tells at
  /// once that the content will move when time advances. (Motion is the same as if it started at the next
  /// ``ScrollModel/advance(by:)``.)
  func settle(_ model: ScrollModel) {
    let bounds = model.restingBounds
    let offset = model.contentOffset
    let now = model.now
    // A spring whose bound just moved follows it now, so that `isDecelerating` tells at once whether it goes on.
    if let followed = motionX.followingMovedBound(offset: offset.x, range: bounds.xRange, at: now) {
      motionX = followed
    }
    if let followed = motionY.followingMovedBound(offset: offset.y, range: bounds.yRange, at: now) {
      motionY = followed
    }
    if motionX.isIdle, let spring = AxisMotion.bounceBack(offset: offset.x, velocity: 0, range: bounds.xRange, at: now)
    {
      motionX = spring
    }
    if motionY.isIdle, let spring = AxisMotion.bounceBack(offset: offset.y, velocity: 0, range: bounds.yRange, at: now)
    {
      motionY = spring
    }
  }

  /// Starts deceleration or a bounce on each axis after a release with `velocity` in offset terms.
  func startRelease(_ model: ScrollModel, velocity: CGPoint) {
    model.isMotionFromUser = true
    let bounds = model.restingBounds
    let offset = model.contentOffset
    let viewport = model.frame.size
    let now = model.now
    let paging = isPagingEnabled
    motionX = releaseMotion(
      offset: offset.x, velocity: bounds.canScrollHorizontally ? velocity.x : 0, range: bounds.xRange,
      page: viewport.width, paging: paging, at: now)
    motionY = releaseMotion(
      offset: offset.y, velocity: bounds.canScrollVertically ? velocity.y : 0, range: bounds.yRange,
      page: viewport.height, paging: paging, at: now)
  }

  private func releaseMotion(
    offset: CGFloat, velocity: CGFloat, range: ClosedRange<CGFloat>, page: CGFloat, paging: Bool, at now: TimeInterval
  ) -> AxisMotion {
    if paging, page > 0 {
      var index = ((offset - range.lowerBound) / page).rounded()
      if velocity > 0 { index = ((offset - range.lowerBound) / page).rounded(.up) }
      if velocity < 0 { index = ((offset - range.lowerBound) / page).rounded(.down) }
      let target = min(max(range.lowerBound + index * page, range.lowerBound), range.upperBound)
      return AxisMotion(
        kind: .spring(target: target, displacement: offset - target, velocity: velocity, side: nil), startTime: now)
    }
    if let spring = AxisMotion.bounceBack(offset: offset, velocity: velocity, range: range, at: now) {
      return spring
    }
    guard velocity != 0 else { return AxisMotion() }
    return AxisMotion(kind: .decay(origin: offset, velocity: velocity, k: decelerationRate.k), startTime: now)
  }

  func step(_ model: ScrollModel, to time: TimeInterval) {
    let bounds = model.restingBounds
    let offset = model.contentOffset
    let now = model.now
    let bounces = model.bounces
    let x = step(&motionX, offset: offset.x, range: bounds.xRange, from: now, to: time, bounces: bounces)
    let y = step(&motionY, offset: offset.y, range: bounds.yRange, from: now, to: time, bounces: bounces)
    model.moveClock(to: time)
    if motionX.isIdle && motionY.isIdle { model.isMotionFromUser = false }
    model.moveOffset(to: CGPoint(x: x, y: y), fromUser: model.isMotionFromUser)
  }

  /// Advances one axis's motion from `start` to `end` and returns its new offset.
  private func step(
    _ motion: inout AxisMotion, offset: CGFloat, range: ClosedRange<CGFloat>, from start: TimeInterval,
    to end: TimeInterval, bounces: Bool
  ) -> CGFloat {
    switch motion.kind {
    case .idle:
      // Out of bounds with nothing holding the content there: it settles back to the edge.
      guard let spring = AxisMotion.bounceBack(offset: offset, velocity: 0, range: range, at: start) else {
        return offset
      }
      motion = spring
      return step(&motion, offset: offset, range: range, from: start, to: end, bounces: bounces)

    case .decay(let origin, let velocity, let k):
      let stopTime = motion.startTime + AxisMotion.decayStopTime(velocity: velocity, k: k)
      // A decay always moves (a release without velocity starts none): the sign of its velocity is its side.
      let side: AxisMotion.Side = velocity.sign == .minus ? .lower : .upper
      let bound = side == .upper ? range.upperBound : range.lowerBound
      if side == .upper ? offset > bound : offset < bound {
        // The bound moved behind the decaying content (the content shrank, an inset changed): the spring takes over
        // from here with the current velocity, as if the path had crossed the bound now.
        let (_, speed) = AxisMotion.decay(origin: origin, velocity: velocity, k: k, at: start - motion.startTime)
        guard bounces else {
          motion = AxisMotion()
          return bound
        }
        motion = AxisMotion(
          kind: .spring(
            target: bound, displacement: offset - bound, velocity: speed, side: side),
          startTime: start)
        return step(&motion, offset: offset, range: range, from: start, to: end, bounces: bounces)
      }
      // A path that reaches the bound hands over to the spring there, even when it would have stopped within
      // `decayStopDistance` past it: the content never rests past a bound.
      if let crossing = AxisMotion.decayCrossingTime(origin: origin, velocity: velocity, k: k, bound: bound) {
        guard motion.startTime + crossing <= end else {
          return AxisMotion.decay(origin: origin, velocity: velocity, k: k, at: end - motion.startTime).0
        }
        let crossingTime = motion.startTime + crossing
        let (_, speed) = AxisMotion.decay(origin: origin, velocity: velocity, k: k, at: crossing)
        guard bounces else {
          motion = AxisMotion()
          return bound
        }
        motion = AxisMotion(
          kind: .spring(target: bound, displacement: 0, velocity: speed, side: side),
          startTime: crossingTime)
        return step(&motion, offset: bound, range: range, from: crossingTime, to: end, bounces: bounces)
      }
      if end >= stopTime {
        // Resting past a bound that moved meanwhile, the content springs back from the moment it stopped.
        motion = AxisMotion()
        let rest = AxisMotion.decayRestPoint(origin: origin, velocity: velocity, k: k)
        return step(&motion, offset: rest, range: range, from: max(start, stopTime), to: end, bounces: bounces)
      }
      return AxisMotion.decay(origin: origin, velocity: velocity, k: k, at: end - motion.startTime).0

    case .spring(let target, let displacement, let velocity, _):
      if let followed = motion.followingMovedBound(offset: offset, range: range, at: start) {
        motion = followed
        guard !motion.isIdle else { return offset }
        return step(&motion, offset: offset, range: range, from: start, to: end, bounces: bounces)
      }
      let tau = end - motion.startTime
      if AxisMotion.springHasSettled(displacement: displacement, velocity: velocity, at: tau) {
        motion = AxisMotion()
        return target
      }
      return target + AxisMotion.spring(displacement: displacement, velocity: velocity, at: tau).0

    case .animation(let from, let to, let duration):
      let elapsed = end - motion.startTime
      // Tolerates the rounding of a clock that has summed many steps: 0.15 + 0.14 + 0.01 s ends the move.
      if elapsed >= duration - Self.timeTolerance {
        // Arriving out of bounds, the content springs back from the moment the move ended.
        let finish = min(max(start, motion.startTime + duration), end)
        motion = AxisMotion()
        return step(&motion, offset: to, range: range, from: finish, to: end, bounces: bounces)
      }
      return from + (to - from) * AxisMotion.easeInOut(CGFloat(elapsed / duration))
    }
  }
}

extension AxisMotion {
  /// Where the axis is heading: an animated move's end, or `offset` for any other motion.
  func destination(from offset: CGFloat) -> CGFloat {
    if case .animation(_, let to, _) = kind { return to }
    return offset
  }
}
