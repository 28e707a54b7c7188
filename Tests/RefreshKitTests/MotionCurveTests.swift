import Foundation
import RefreshKitTools
import Testing

@_spi(Testing) @testable import RefreshKit

// The shape of the motion, instant by instant, against UIKit's figures: each expected position is computed here from
// the formula the documentation states (docs/TheScrollModel.md, `ScrollModel.endDrag(velocity:)`,
// `ScrollModel.drag(by:)`), never read from the model. On a vertical list and on a horizontal gallery, with the
// model's own motion and with a host that reports its scrolls (`.external`: the host's offsets, both coordinates,
// arrive through `hostDidScroll(to:isTracking:isDecelerating:)` and a recorded trace's `scroll` records).

/// UIKit's motion, from its published formulas.
enum UIKitCurve {
  /// How far a fling released at `velocity` (points per second) has travelled `t` seconds later, at `rate` (the
  /// fraction of velocity kept per millisecond): `v · (r^(1000t) − 1) / (1000 · ln r)`.
  static func decelerationTravel(velocity: CGFloat, rate: CGFloat, after t: TimeInterval) -> CGFloat {
    velocity * (pow(rate, 1000 * CGFloat(t)) - 1) / (1000 * log(rate))
  }

  /// The fling's velocity `t` seconds after the release: `v · r^(1000t)`.
  static func decelerationVelocity(velocity: CGFloat, rate: CGFloat, after t: TimeInterval) -> CGFloat {
    velocity * pow(rate, 1000 * CGFloat(t))
  }

  /// Where a fling comes to rest, past its release point: the travel for endless time, `−v / (1000 · ln r)`.
  static func decelerationRestTravel(velocity: CGFloat, rate: CGFloat) -> CGFloat {
    -velocity / (1000 * log(rate))
  }

  /// The seconds after which a fling released `distance` points before a bound (along `velocity`) reaches it, or
  /// nil if it stops short: the curve solved for `distance`.
  static func decelerationTime(toTravel distance: CGFloat, velocity: CGFloat, rate: CGFloat) -> TimeInterval? {
    let power = 1 + distance * 1000 * log(rate) / velocity
    guard power > 0 else { return nil }
    return TimeInterval(log(power) / (1000 * log(rate)))
  }

  /// The natural frequency of the critically damped spring of mass 1 and stiffness 100: `√(k / m)`.
  static let springFrequency: CGFloat = (100 / 1 as CGFloat).squareRoot()

  /// The displacement past its target of a critically damped spring `t` seconds after it started `displacement`
  /// past it with `velocity`: the textbook solution `x(t) = (x₀ + (v₀ + ω·x₀)·t) · e^(−ωt)`.
  static func springDisplacement(from displacement: CGFloat, velocity: CGFloat, after t: TimeInterval) -> CGFloat {
    let omega = springFrequency
    let time = CGFloat(t)
    return (displacement + (velocity + omega * displacement) * time) * exp(-omega * time)
  }

  /// The spring's velocity, the derivative of ``springDisplacement(from:velocity:after:)``:
  /// `(v₀ − ω·(v₀ + ω·x₀)·t) · e^(−ωt)`.
  static func springVelocity(from displacement: CGFloat, velocity: CGFloat, after t: TimeInterval) -> CGFloat {
    let omega = springFrequency
    let time = CGFloat(t)
    return (velocity - omega * (velocity + omega * displacement) * time) * exp(-omega * time)
  }

  /// How far the content moves past an edge for `travel` points of finger travel past it, the viewport `dimension`
  /// long: `(1 − 1 / (x · 0.55 / d + 1)) · d`.
  static func rubberBand(travel: CGFloat, dimension: CGFloat) -> CGFloat {
    (1 - 1 / (travel * 0.55 / dimension + 1)) * dimension
  }
}

/// One scrolling axis of a phone-sized scroll view: a vertical list or a horizontal gallery, 375 × 667.
enum MotionAxis: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case vertical
  case horizontal

  var testDescription: String { rawValue }

  /// The viewport's length along the axis, the rubber band's dimension.
  var viewportLength: CGFloat { self == .vertical ? 667 : 375 }

  /// A list whose content is `length` points long along this axis and fits the viewport across it.
  @MainActor func makeList(length: CGFloat) -> ScrollModel {
    self == .vertical ? makePhoneList(contentHeight: length) : makePhoneList(contentHeight: 667, contentWidth: length)
  }

  /// A point `value` along this axis and 0 across it.
  func point(_ value: CGFloat) -> CGPoint {
    self == .vertical ? CGPoint(x: 0, y: value) : CGPoint(x: value, y: 0)
  }

  func along(_ point: CGPoint) -> CGFloat { self == .vertical ? point.y : point.x }
  func across(_ point: CGPoint) -> CGFloat { self == .vertical ? point.x : point.y }
}

/// Which edge of the axis: the lower (top or left) or the upper (bottom or right).
enum MotionEdge: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case lower
  case upper

  var testDescription: String { rawValue }

  /// +1 when moving out past this edge increases the offset, −1 when it decreases it.
  var outward: CGFloat { self == .upper ? 1 : -1 }

  /// The resting bound of `list` at this edge along `axis`.
  @MainActor func bound(of list: ScrollModel, along axis: MotionAxis) -> CGFloat {
    axis.along(self == .upper ? list.maximumContentOffset : list.minimumContentOffset)
  }
}

@Suite @MainActor struct MotionCurveTests {
  /// The instants at which a fling is compared with UIKit's curve, in seconds after the release.
  static let flingInstants: [TimeInterval] = [0.01, 0.05, 0.1, 0.25, 0.5]

  // MARK: - Deceleration

  @Test(
    arguments: MotionAxis.allCases,
    [(DecelerationRate.normal, CGFloat(0.998)), (DecelerationRate.fast, CGFloat(0.99))])
  func aFlingDeceleratesAlongUIKitsCurveAndRestsWhereItSays(
    _ axis: MotionAxis, _ rate: (setting: DecelerationRate, perMillisecond: CGFloat)
  ) {
    for edge in MotionEdge.allCases {
      let list = axis.makeList(length: 20_000)
      list.decelerationRate = rate.setting
      let origin: CGFloat = 10_000
      list.contentOffset = axis.point(origin)
      // Offset velocity towards the edge: the finger moves the other way.
      let velocity = 2000 * edge.outward
      list.beginDrag()
      list.endDrag(velocity: axis.point(-velocity))
      let release = list.now
      for instant in Self.flingInstants {
        list.advance(by: release + instant - list.now)
        let t = list.now - release
        let expected = origin + UIKitCurve.decelerationTravel(velocity: velocity, rate: rate.perMillisecond, after: t)
        expectClose(axis.along(list.contentOffset), expected, tolerance: 0.001, "\(edge) edge, \(t) s")
        #expect(axis.across(list.contentOffset) == 0, "the other axis stays")
        #expect(list.isDecelerating, "\(t) s: the fling still moves")
      }
      list.advance(by: 10)
      let rest = origin + UIKitCurve.decelerationRestTravel(velocity: velocity, rate: rate.perMillisecond)
      expectClose(axis.along(list.contentOffset), rest, tolerance: 0.001, "\(edge) edge at rest")
      #expect(!list.isDecelerating)
    }
  }

  @Test(
    arguments: MotionAxis.allCases,
    [(DecelerationRate.normal, CGFloat(0.998)), (DecelerationRate.fast, CGFloat(0.99))])
  func aFlingRestsOnUIKitsRestPointOnTheFirstFrameWithinHalfAPointOfIt(
    _ axis: MotionAxis, _ rate: (setting: DecelerationRate, perMillisecond: CGFloat)
  ) {
    let list = axis.makeList(length: 20_000)
    list.decelerationRate = rate.setting
    list.contentOffset = axis.point(5000)
    list.beginDrag()
    list.endDrag(velocity: axis.point(-1500))
    let released = list.now
    let rest = 5000 + UIKitCurve.decelerationRestTravel(velocity: 1500, rate: rate.perMillisecond)
    var frame = 0
    while list.isDecelerating, frame < 1200 {
      frame += 1
      list.advance(by: released + Double(frame) * ScrollModel.frameDuration - list.now)
      let t = list.now - released
      let onCurve = 5000 + UIKitCurve.decelerationTravel(velocity: 1500, rate: rate.perMillisecond, after: t)
      if rest - onCurve >= 0.5 {
        expectClose(axis.along(list.contentOffset), onCurve, tolerance: 0.001, "frame \(frame)")
        #expect(list.isDecelerating, "frame \(frame): \(rest - onCurve) pt from rest")
      } else {
        expectClose(axis.along(list.contentOffset), rest, tolerance: 1e-6, "frame \(frame): at rest")
        #expect(!list.isDecelerating, "frame \(frame): within half a point of rest")
      }
    }
    #expect(frame > 60)
  }

  @Test(arguments: MotionAxis.allCases)
  func aFlingFromAnEdgeOutwardsSpringsAtOnceWithItsWholeSpeed(_ axis: MotionAxis) {
    for edge in MotionEdge.allCases {
      let list = axis.makeList(length: 3000)
      let bound = edge.bound(of: list, along: axis)
      list.contentOffset = axis.point(bound)
      let velocity = 1200 * edge.outward
      list.beginDrag()
      list.endDrag(velocity: axis.point(-velocity))
      let released = list.now
      for instant in [0.02, 0.05, 0.1, 0.2, 0.3] {
        list.advance(by: released + instant - list.now)
        let t = list.now - released
        let expected = bound + UIKitCurve.springDisplacement(from: 0, velocity: velocity, after: t)
        expectClose(axis.along(list.contentOffset), expected, tolerance: 0.001, "\(edge) edge, \(t) s")
      }
      list.advance(by: 3)
      #expect(axis.along(list.contentOffset) == bound)
    }
  }

  // MARK: - Spring back

  /// A release `travel` points of finger travel past an edge, with `speed` points per second outwards (negative:
  /// back towards the content).
  struct Release: Sendable, CustomTestStringConvertible {
    var travel: CGFloat
    var speed: CGFloat

    var testDescription: String { "travel \(travel), speed \(speed)" }
  }

  @Test(
    arguments: MotionAxis.allCases,
    [Release(travel: 200, speed: 0), Release(travel: 120, speed: 400), Release(travel: 300, speed: -900)])
  func aReleasePastAnEdgeRubberBandsAndSpringsBackAsACriticallyDampedSpring(_ axis: MotionAxis, _ release: Release) {
    for edge in MotionEdge.allCases {
      let list = axis.makeList(length: 3000)
      list.contentOffset = axis.point(edge.bound(of: list, along: axis))
      let target = edge.bound(of: list, along: axis)
      list.beginDrag()
      // The finger moves against the offset: past the upper edge it moves up (or left), past the lower one down.
      list.drag(by: axis.point(-edge.outward * release.travel))
      let displacement = edge.outward * UIKitCurve.rubberBand(travel: release.travel, dimension: axis.viewportLength)
      expectClose(axis.along(list.contentOffset), target + displacement, tolerance: 0.001, "\(edge): rubber band")
      let velocity = edge.outward * release.speed
      list.endDrag(velocity: axis.point(-velocity))
      let start = list.now
      for instant in [0.01, 0.05, 0.1, 0.2, 0.35] {
        list.advance(by: start + instant - list.now)
        let t = list.now - start
        let expected = target + UIKitCurve.springDisplacement(from: displacement, velocity: velocity, after: t)
        expectClose(axis.along(list.contentOffset), expected, tolerance: 0.001, "\(edge) edge, \(t) s")
        #expect(axis.across(list.contentOffset) == 0)
        #expect(list.isDecelerating)
      }
      list.advance(by: 3)
      #expect(axis.along(list.contentOffset) == target, "\(edge): it settles exactly on the bound")
      #expect(!list.isDecelerating)
    }
  }

  /// A spring that starts `displacement` points past the top (or left) edge with `speed` towards the content.
  struct SpringStart: Sendable, CustomTestStringConvertible {
    var displacement: CGFloat
    /// The speed back towards the content; nil for exactly `ω · displacement`, with which the spring decays without
    /// ever turning.
    var speed: CGFloat?
    var note = ""

    var testDescription: String { "\(displacement) pt out, \(speed.map { "\($0)" } ?? "ω × that") pt/s back\(note)" }
  }

  @Test(
    arguments: MotionAxis.allCases,
    [
      SpringStart(displacement: 120, speed: 0), SpringStart(displacement: 50, speed: 900),
      SpringStart(
        displacement: 73, speed: 750, note: ": calm within 0.6 s, a last overshoot of a thousandth of a point at 4.7 s"),
      SpringStart(displacement: 100, speed: 1325, note: ": calm for a moment, then 0.55 pt past the bound"),
      SpringStart(displacement: 60, speed: nil, note: ": a pure exponential decay"),
    ])
  func theSpringRestsOnTheBoundOnTheFirstFrameFromWhichItStaysWithinHalfAPointAndTenPointsASecond(
    _ axis: MotionAxis, _ start: SpringStart
  ) {
    let list = axis.makeList(length: 3000)
    list.beginDrag()
    // The finger travel that rubber-bands the content `displacement` past the edge: the band's inverse.
    let length = axis.viewportLength
    let travel = start.displacement / (length - start.displacement) * length / 0.55
    list.drag(by: axis.point(travel))
    expectClose(
      axis.along(list.contentOffset), -UIKitCurve.rubberBand(travel: travel, dimension: length), tolerance: 0.001)
    let displacement = axis.along(list.contentOffset)
    let velocity = start.speed ?? -UIKitCurve.springFrequency * displacement
    list.endDrag(velocity: axis.point(-velocity))
    let released = list.now
    let frame = ScrollModel.frameDuration
    func isCalm(_ t: TimeInterval) -> Bool {
      abs(UIKitCurve.springDisplacement(from: displacement, velocity: velocity, after: t)) < 0.5
        && abs(UIKitCurve.springVelocity(from: displacement, velocity: velocity, after: t)) < 10
    }
    // The first frame from which the spring stays calm for good (checked over the next three seconds).
    let frames = Array(1...480)
    guard let settleFrame = frames.first(where: { k in (k...(k + 360)).allSatisfy { isCalm(Double($0) * frame) } })
    else {
      Issue.record("UIKit's spring never calms down within four seconds")
      return
    }
    for k in 1..<settleFrame {
      list.advance(by: released + Double(k) * frame - list.now)
      let expected = UIKitCurve.springDisplacement(from: displacement, velocity: velocity, after: list.now - released)
      expectClose(axis.along(list.contentOffset), expected, tolerance: 0.001, "frame \(k)")
      #expect(list.isDecelerating, "frame \(k): still springing")
    }
    list.advance(by: released + Double(settleFrame) * frame - list.now)
    #expect(axis.along(list.contentOffset) == 0, "frame \(settleFrame): on the bound")
    #expect(!list.isDecelerating)
  }

  @Test(arguments: MotionAxis.allCases)
  func aSpringWhoseBoundMovesGoesOnToTheNewBoundFromWhereItIsWithTheSpeedItHas(_ axis: MotionAxis) {
    let list = axis.makeList(length: 3000)
    list.beginDrag()
    list.drag(by: axis.point(300))
    let displacement = -UIKitCurve.rubberBand(travel: 300, dimension: axis.viewportLength)
    list.endDrag()
    let start = list.now
    list.advance(by: 0.05)
    let moved = list.now - start
    let offset = UIKitCurve.springDisplacement(from: displacement, velocity: 0, after: moved)
    let speed = UIKitCurve.springVelocity(from: displacement, velocity: 0, after: moved)
    expectClose(axis.along(list.contentOffset), offset, tolerance: 0.001)
    // A bar slides in at the leading edge: the content, still outside the new bound, springs to it from here.
    if axis == .vertical { list.contentInset.top = 20 } else { list.contentInset.left = 20 }
    #expect(offset < -20 - 10, "still outside the new bound")
    let turn = list.now
    for instant in [0.02, 0.05, 0.1, 0.2] {
      list.advance(by: turn + instant - list.now)
      let t = list.now - turn
      let expected = -20 + UIKitCurve.springDisplacement(from: offset + 20, velocity: speed, after: t)
      expectClose(axis.along(list.contentOffset), expected, tolerance: 0.001, "\(t) s after the bound moved")
    }
    list.advance(by: 3)
    #expect(axis.along(list.contentOffset) == -20)
  }

  // MARK: - A fling into an edge

  @Test(
    arguments: MotionAxis.allCases,
    [(DecelerationRate.normal, CGFloat(0.998), CGFloat(300)), (DecelerationRate.fast, CGFloat(0.99), CGFloat(200))])
  func aFlingIntoAnEdgeHandsItsSpeedToTheSpringWhereItCrossesTheBound(
    _ axis: MotionAxis, _ rate: (setting: DecelerationRate, perMillisecond: CGFloat, distance: CGFloat)
  ) throws {
    for edge in MotionEdge.allCases {
      let list = axis.makeList(length: 20_000)
      list.decelerationRate = rate.setting
      let bound = edge.bound(of: list, along: axis)
      let origin = bound - edge.outward * rate.distance
      list.contentOffset = axis.point(origin)
      let velocity = 3000 * edge.outward
      list.beginDrag()
      list.endDrag(velocity: axis.point(-velocity))
      let release = list.now
      let crossing = try #require(
        UIKitCurve.decelerationTime(
          toTravel: edge.outward * rate.distance, velocity: velocity, rate: rate.perMillisecond))
      let crossingSpeed = UIKitCurve.decelerationVelocity(
        velocity: velocity, rate: rate.perMillisecond, after: crossing)
      var overshoot: CGFloat = 0
      for instant in [0.02, 0.05, 0.09, 0.15, 0.2, 0.3, 0.5] {
        list.advance(by: release + instant - list.now)
        let t = list.now - release
        let expected =
          t < crossing
          ? origin + UIKitCurve.decelerationTravel(velocity: velocity, rate: rate.perMillisecond, after: t)
          : bound + UIKitCurve.springDisplacement(from: 0, velocity: crossingSpeed, after: t - crossing)
        expectClose(axis.along(list.contentOffset), expected, tolerance: 0.001, "\(edge) edge, \(t) s")
        overshoot = max(overshoot, edge.outward * (axis.along(list.contentOffset) - bound))
      }
      #expect(overshoot > 10, "\(edge): the content overshot the bound")
      list.advance(by: 3)
      #expect(axis.along(list.contentOffset) == bound, "\(edge): it settles exactly on the bound")
      #expect(!list.isDecelerating)
    }
  }

  // MARK: - A host that reports its scrolls

  /// A gallery's trailer or a list's back footer: the pull component at the upper edge of `axis`.
  static func upperEdgeComponent(_ axis: MotionAxis) -> RefreshComponent {
    axis == .vertical ? BackRefreshFooter() : RefreshTrailer()
  }

  @MainActor static func attachUpperEdgeComponent(_ component: RefreshComponent, to list: ScrollModel) {
    if let trailer = component as? RefreshTrailer { list.refreshTrailer = trailer }
    if let footer = component as? RefreshFooter { list.refreshFooter = footer }
  }

  @Test(arguments: MotionAxis.allCases)
  func aFlingRecordedOnTheSimulatedListReplaysOnAHostDrivenListAtUIKitsPositions(_ axis: MotionAxis) throws {
    let list = axis.makeList(length: 20_000)
    let recorder = ScrollTraceRecorder(recording: list)
    let bound = axis.along(list.maximumContentOffset)
    let origin = bound - 300
    list.contentOffset = axis.point(origin)
    list.beginDrag()
    list.endDrag(velocity: axis.point(-3000))
    advance(list, by: 1.5, inStepsOf: 1.0 / 60)
    recorder.stop()
    // Through the trace's text, as a file carries it.
    let trace = try ScrollTrace(jsonLines: recorder.trace.jsonLines())

    let host = ReplayHost()
    let component = Self.upperEdgeComponent(axis)
    let extent = axis == .vertical ? CGFloat(44) : 60
    let release = try #require(
      trace.records.first { if case .pan(.ended, _) = $0.event { true } else { false } }?.time)
    let crossing = try #require(UIKitCurve.decelerationTime(toTravel: 300, velocity: 3000, rate: 0.998))
    let crossingSpeed = UIKitCurve.decelerationVelocity(velocity: 3000, rate: 0.998, after: crossing)
    var ticks = 0
    for record in trace.records {
      host.model.replay(record)
      if component.scrollView == nil, host.model.contentSize.width > 0 {
        Self.attachUpperEdgeComponent(component, to: host.model)
      }
      // Up to 0.6 s, before the spring comes to rest on the bound.
      guard record.event == .tick, record.time > release, record.time - release <= 0.6 else { continue }
      ticks += 1
      let t = record.time - release
      let expected =
        t < crossing
        ? origin + UIKitCurve.decelerationTravel(velocity: 3000, rate: 0.998, after: t)
        : bound + UIKitCurve.springDisplacement(from: 0, velocity: crossingSpeed, after: t - crossing)
      expectClose(axis.along(host.model.contentOffset), expected, tolerance: 0.001, "\(t) s")
      #expect(axis.across(host.model.contentOffset) == 0)
      // What the component at that edge shows follows the host's offset: the pull past the edge over its extent.
      expectClose(component.showProgress, max(0, expected - bound) / extent, tolerance: 0.0001, "\(t) s")
    }
    #expect(ticks > 60, "every frame of the motion was recorded")
    #expect(axis.along(host.model.contentOffset) == bound)
    #expect(!host.model.isDecelerating)
    #expect(component.actionCount == 0, "a fling into the edge is no pull")
  }

  @Test(arguments: [ReentrantComponentKind.header, .backFooter, .trailer])
  func aProgrammaticBeginAsksTheHostToScrollTheComponentIntoViewAlongItsAxis(_ kind: ReentrantComponentKind) {
    let host = ReplayHost()
    let model = host.model
    model.contentSize = CGSize(width: 1000, height: 2000)
    model.safeAreaInsets = Insets(top: 88, left: 0, bottom: 34, right: 20)
    // Within a viewport of the component's edge (RevealTests: from afar a begin from code refreshes in place).
    let start: CGPoint =
      switch kind {
      case .header: CGPoint(x: 100, y: 300)
      case .backFooter: CGPoint(x: 100, y: 1200)
      default: CGPoint(x: 500, y: 300)
      }
    model.hostDidScroll(to: start, isTracking: false, isDecelerating: false)
    let component = kind.make()
    kind.attach(component, to: model)
    component.beginRefreshing()
    #expect(component.isRefreshing)
    // Revealed with its hold, the other coordinate kept: the top of the content under the bar, its end above the
    // home indicator, its right edge beside the right inset.
    let expected: CGPoint =
      switch kind {
      case .header: CGPoint(x: 100, y: -88 - 54)
      case .backFooter: CGPoint(x: 100, y: 2000 + 34 + 44 - 667)
      default: CGPoint(x: 1000 + 20 + 60 - 375, y: 300)
      }
    #expect(host.scrollRequests.map(\.offset) == [expected])
    #expect(host.scrollRequests.map(\.animated) == [true])
    #expect(model.contentOffset == start, "the host scrolls, not the model")
  }

  @Test(arguments: MotionAxis.allCases)
  func aHostReportingUIKitsRubberBandAndSpringMovesTheEdgeComponentWithIt(_ axis: MotionAxis) {
    let host = ReplayHost()
    let model = host.model
    model.contentSize = axis == .vertical ? CGSize(width: 375, height: 3000) : CGSize(width: 3000, height: 667)
    let component = Self.upperEdgeComponent(axis)
    Self.attachUpperEdgeComponent(component, to: model)
    let extent = axis == .vertical ? CGFloat(44) : 60
    let bound = axis.along(model.maximumContentOffset)
    model.hostDidScroll(to: axis.point(bound), isTracking: false, isDecelerating: false)

    // The user drags past the edge: the host reports UIKit's rubber band, frame by frame.
    func drag(to travel: CGFloat) -> CGFloat {
      let offset = bound + UIKitCurve.rubberBand(travel: travel, dimension: axis.viewportLength)
      model.hostPanStateDidChange(.changed, velocity: axis.point(-300))
      model.hostDidScroll(to: axis.point(offset), isTracking: true, isDecelerating: false)
      model.advance(by: 1.0 / 60)
      return offset
    }
    model.hostPanStateDidChange(.began, velocity: .zero)
    for travel: CGFloat in [20, 40, 60] {
      let offset = drag(to: travel)
      #expect(axis.along(model.contentOffset) == offset)
      expectClose(component.showProgress, (offset - bound) / extent, tolerance: 0.0001, "travel \(travel)")
      #expect(component.state == .idle, "short of the trigger")
    }
    // Released short of the trigger: the host's spring back brings the progress down with the content.
    let displacement = axis.along(model.contentOffset) - bound
    model.hostPanStateDidChange(.ended, velocity: .zero)
    for frame in 1...30 {
      let t = Double(frame) / 60
      let offset = bound + UIKitCurve.springDisplacement(from: displacement, velocity: 0, after: t)
      model.hostDidScroll(to: axis.point(offset), isTracking: false, isDecelerating: true)
      model.advance(by: 1.0 / 60)
      #expect(model.isDecelerating)
      expectClose(component.showProgress, (offset - bound) / extent, tolerance: 0.0001, "\(t) s after the release")
    }
    model.hostDidScroll(to: axis.point(bound), isTracking: false, isDecelerating: false)
    #expect(component.showProgress == 0)
    #expect(component.actionCount == 0)

    // Dragged past the trigger and released: one load, and the host is asked to hold it.
    model.hostPanStateDidChange(.began, velocity: .zero)
    for travel: CGFloat in [60, 120, 200] { _ = drag(to: travel) }
    #expect(component.state == .pulling)
    model.hostPanStateDidChange(.ended, velocity: .zero)
    #expect(component.state == .refreshing)
    #expect(component.actionCount == 1)
    let hold = axis == .vertical ? Insets(bottom: extent) : Insets(right: extent)
    #expect(host.insetCalls.last == hold)
    #expect(axis.along(model.maximumContentOffset) == bound + extent)
  }
}
