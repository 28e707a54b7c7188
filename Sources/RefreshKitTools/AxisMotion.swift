import Foundation

/// The motion of one axis of a ``ScrollModel`` between user input: deceleration, a spring back to a bound, or an
/// animated move. Every position is a closed-form function of the time since the segment began, so advancing the
/// clock in one step or in many gives the same path.
struct AxisMotion: Equatable {
  /// Which side's bound a spring settles on.
  enum Side: Equatable {
    case lower
    case upper
  }

  enum Kind: Equatable {
    /// Nothing moves this axis.
    case idle
    /// `x(τ) = origin + velocity · (e^{kτ} − 1) / k` with `k = 1000 · ln(rate)`, stopping at its rest point.
    case decay(origin: CGFloat, velocity: CGFloat, k: CGFloat)
    /// A critically damped spring (mass 1, stiffness 100) from `displacement` past `target` with `velocity`.
    ///
    /// With a `side`, the target is that side's bound and follows it when the insets change; without one (paging)
    /// it is fixed.
    case spring(target: CGFloat, displacement: CGFloat, velocity: CGFloat, side: Side?)
    /// An ease-in-out move from `from` to `to` over `duration` seconds.
    case animation(from: CGFloat, to: CGFloat, duration: TimeInterval)
  }

  /// The natural frequency of the spring: `sqrt(stiffness / mass)` with stiffness 100 and mass 1.
  static let springFrequency: CGFloat = 10
  /// Deceleration stops once the distance left to the rest point is under this many points.
  static let decayStopDistance: CGFloat = 0.5
  /// A spring settles once it is this close to its target...
  static let springRestDistance: CGFloat = 0.5
  /// ...and moving slower than this, in points per second.
  static let springRestVelocity: CGFloat = 10

  var kind: Kind = .idle
  var startTime: TimeInterval = 0

  var isIdle: Bool {
    if case .idle = kind { return true }
    return false
  }

  var isSpring: Bool {
    if case .spring = kind { return true }
    return false
  }

  var isAnimation: Bool {
    if case .animation = kind { return true }
    return false
  }

  /// A spring back to the bound that `offset` is past, or nil inside `range`.
  static func bounceBack(
    offset: CGFloat, velocity: CGFloat, range: ClosedRange<CGFloat>, at time: TimeInterval
  ) -> AxisMotion? {
    if offset < range.lowerBound {
      let target = range.lowerBound
      return AxisMotion(
        kind: .spring(target: target, displacement: offset - target, velocity: velocity, side: .lower),
        startTime: time)
    }
    if offset > range.upperBound {
      let target = range.upperBound
      return AxisMotion(
        kind: .spring(target: target, displacement: offset - target, velocity: velocity, side: .upper),
        startTime: time)
    }
    return nil
  }

  /// What a spring does when the bound it settles on moved, at `time` with the content at `offset`; nil when this is
  /// not a spring towards a bound, or its bound did not move.
  ///
  /// A bound change never turns a motion around: content now inside `range` stops where it is (an idle motion);
  /// content still outside springs to the nearest bound from where it is, with the velocity it has.
  func followingMovedBound(offset: CGFloat, range: ClosedRange<CGFloat>, at time: TimeInterval) -> AxisMotion? {
    guard case .spring(let target, let displacement, let velocity, let side?) = kind,
      (side == .lower ? range.lowerBound : range.upperBound) != target
    else { return nil }
    let speed = Self.spring(displacement: displacement, velocity: velocity, at: time - startTime).1
    if let spring = Self.bounceBack(offset: offset, velocity: speed, range: range, at: time) { return spring }
    // On the new bound and moving out past it (a hold that follows the content, as a sticky header's does while the
    // content overshoots): the spring goes on from there, in the same direction.
    if abs(offset - range.lowerBound) <= Self.boundTolerance, speed < 0 {
      return AxisMotion(
        kind: .spring(target: range.lowerBound, displacement: offset - range.lowerBound, velocity: speed, side: .lower),
        startTime: time)
    }
    if abs(offset - range.upperBound) <= Self.boundTolerance, speed > 0 {
      return AxisMotion(
        kind: .spring(target: range.upperBound, displacement: offset - range.upperBound, velocity: speed, side: .upper),
        startTime: time)
    }
    return AxisMotion()
  }

  /// How close to a bound, in points, content counts as on it.
  static let boundTolerance: CGFloat = 1e-6

  /// The rest point of a deceleration that starts at `origin` with `velocity` and decay constant `k`.
  static func decayRestPoint(origin: CGFloat, velocity: CGFloat, k: CGFloat) -> CGFloat {
    origin - velocity / k
  }

  /// The seconds after which a deceleration is within ``decayStopDistance`` of its rest point.
  static func decayStopTime(velocity: CGFloat, k: CGFloat) -> TimeInterval {
    // `k` is negative, so a whole path within `decayStopDistance` gives a time at or before 0: it stops at once.
    TimeInterval(max(0, log(decayStopDistance / abs(velocity / k)) / k))
  }

  /// The seconds after which a deceleration reaches `bound`, or nil if its path stops before it.
  static func decayCrossingTime(origin: CGFloat, velocity: CGFloat, k: CGFloat, bound: CGFloat) -> TimeInterval? {
    guard velocity != 0 else { return nil }
    let fraction = 1 + (bound - origin) * k / velocity
    guard fraction > 0, fraction <= 1 else { return nil }
    return TimeInterval(log(fraction) / k)
  }

  /// Position and velocity of a deceleration `tau` seconds after it began.
  static func decay(origin: CGFloat, velocity: CGFloat, k: CGFloat, at tau: TimeInterval) -> (CGFloat, CGFloat) {
    let factor = exp(k * CGFloat(tau))
    return (origin + velocity * (factor - 1) / k, velocity * factor)
  }

  /// Displacement and velocity of the critically damped spring `tau` seconds after it began.
  static func spring(displacement: CGFloat, velocity: CGFloat, at tau: TimeInterval) -> (CGFloat, CGFloat) {
    let omega = springFrequency
    let t = CGFloat(tau)
    let b = velocity + omega * displacement
    let decay = exp(-omega * t)
    return ((displacement + b * t) * decay, (velocity - omega * b * t) * decay)
  }

  /// Whether the spring that began at `displacement` with `velocity` has settled `tau` seconds later: it is slower
  /// than ``springRestVelocity`` and within ``springRestDistance`` of its target, now and from then on.
  ///
  /// The displacement is `(p + q·τ)·e^{−ωτ}`, which has a single extremum: from `τ` on, its largest magnitude is at
  /// `τ`, or at that extremum if it comes later. (The velocity needs no such look ahead: a later peak of velocity `V`
  /// carries the content `2·|V|/ω` from where it is then, so a displacement that stays within half a point keeps the
  /// velocity under 2.5 points a second.) Once settled the spring stays settled: the moment it settles is a function
  /// of the segment alone, not of where the clock happens to sample it, and a spring that comes to rest with a last,
  /// tiny overshoot ahead settles when it is calm, not seconds later at that overshoot.
  static func springHasSettled(displacement: CGFloat, velocity: CGFloat, at tau: TimeInterval) -> Bool {
    let b = velocity + springFrequency * displacement
    let peak = TimeInterval(max(CGFloat(tau), shrinkingAfter(p: displacement, q: b)))
    let (next, nextSpeed) = spring(displacement: displacement, velocity: velocity, at: tau)
    return abs(next) < springRestDistance && abs(nextSpeed) < springRestVelocity
      && abs(spring(displacement: displacement, velocity: velocity, at: peak).0) < springRestDistance
  }

  /// The time after which `(p + q·t)·e^{−ωt}` only shrinks in magnitude: its extremum, or 0 when there is none ahead.
  private static func shrinkingAfter(p: CGFloat, q: CGFloat) -> CGFloat {
    guard q != 0 else { return 0 }
    return max(0, 1 / springFrequency - p / q)
  }

  /// The ease-in-out progress of an animation at `fraction` (0...1) of its duration.
  static func easeInOut(_ fraction: CGFloat) -> CGFloat {
    let p = min(max(fraction, 0), 1)
    if p < 0.5 { return 4 * p * p * p }
    let q = -2 * p + 2
    return 1 - q * q * q / 2
  }
}
