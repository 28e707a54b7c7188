import Foundation
import RefreshKit

/// Checks a recorded ``ScrollTrace`` against what a user of RefreshKit must see, on any platform.
///
/// The RefreshKit Check app runs it on device as each scenario records; `refreshkit-demo --replay-trace` and the
/// test that replays `Tests/RefreshKitTests/Traces/` run it on Linux. Each ``Invariant`` reads the host's records
/// and RefreshKit's ``ScrollTrace/observations``:
///
/// ```swift
/// let violations = RefreshTraceCheck.violations(in: recorder.trace)
/// ```
public enum RefreshTraceCheck {
  /// What a trace is checked for.
  public enum Invariant: String, CaseIterable, Hashable, Sendable {
    /// Each refresh of a `header`, `footer` or `trailer` holds its edge's ``ScrollModel/refreshInset`` while it
    /// refreshes (a header begun with its edge under the rows, in place, may hold none); a header and a trailer give it back exactly (to what the edge held before) before their next
    /// refresh or the trace's end (an end gives it back once the content rests).
    case hold
    /// The content never moves when no finger or fling moves it, unless it rested outside its range (as the model
    /// computes it: the content inset, the safe area and the hold) and comes nearer to it, a bound it rested on moved
    /// and it moved along, the frame changed, or the app asked (`begin`, `offset`, `voiceover` commands, for a
    /// second).
    case jump
    /// Every `end` noted gets its `completion`, once, in the order of the ends.
    case completions
    /// One action per refresh: each refresh a component's actions were seen for starts exactly one.
    case actions
    /// No `refused` or `conflict` diagnostic.
    case diagnostics
    /// No object watched by a ``RefreshLeakCheck`` survived.
    case leaks
  }

  /// One way a trace breaks an invariant.
  public struct Violation: Hashable, Sendable, CustomStringConvertible {
    /// The invariant broken.
    public var invariant: Invariant
    /// The model's clock when it was seen.
    public var time: TimeInterval
    /// What a user saw, in words.
    public var message: String

    /// Creates a violation.
    ///
    /// - Parameters:
    ///   - invariant: The invariant broken.
    ///   - time: When, on the model's clock.
    ///   - message: What a user saw.
    public init(invariant: Invariant, time: TimeInterval, message: String) {
      self.invariant = invariant
      self.time = time
      self.message = message
    }

    /// `invariant at time: message`.
    public var description: String {
      "\(invariant.rawValue) at \(String(format: "%.3f", time)) s: \(message)"
    }
  }

  /// How far (in points) the content may move on its own without being a jump: rounding.
  public static let jumpTolerance: CGFloat = 0.5
  /// How long after the app's `begin`, `offset` or `voiceover` command its scroll may move the content.
  public static let requestedScrollWindow: TimeInterval = 1

  /// Every violation of the ``Invariant``s in `trace`, in the order they were seen.
  ///
  /// - Parameter trace: A recorded trace, with RefreshKit's observations where it has them.
  /// - Returns: Nothing for a good trace.
  public static func violations(in trace: ScrollTrace) -> [Violation] {
    var walk = TraceWalk()
    var next = trace.observations.startIndex
    for (index, record) in trace.records.enumerated() {
      while next < trace.observations.endIndex, trace.observations[next].position <= index {
        walk.observe(trace.observations[next])
        next += 1
      }
      walk.play(record)
    }
    while next < trace.observations.endIndex {
      walk.observe(trace.observations[next])
      next += 1
    }
    walk.finish()
    return walk.violations
  }
}

/// The state ``RefreshTraceCheck`` keeps while it walks a trace.
private struct TraceWalk {
  var violations: [RefreshTraceCheck.Violation] = []
  private var time: TimeInterval = 0
  private var frame = CGRect.zero
  private var contentSize = CGSize.zero
  private var contentInset = Insets.zero
  private var safeArea = Insets.zero
  private var refreshInset = Insets.zero
  private var offset: CGPoint?
  private var frameChanged = false
  /// The resting ranges (vertical, horizontal) at the last scroll record.
  private var restingRanges: (ClosedRange<CGFloat>, ClosedRange<CGFloat>)?
  private var requestedScrollTime: TimeInterval?
  private var refreshes: [String: Refresh] = [:]
  /// The refresh inset before its last change, when that was, and the number of observations before it.
  private var lastInsetChange: (old: Insets, time: TimeInterval, count: Int)?
  /// The number of observations before each component's last state change.
  private var lastStateChange: [String: Int] = [:]
  private var observationCount = 0
  private var pendingEnds: [String: [Int]] = [:]
  private var actionSeen: Set<String> = []

  /// One refresh of a component: from entering `.refreshing` to leaving it.
  private struct Refresh {
    var start: TimeInterval
    var before: CGFloat
    var held = false
    /// Whether it began with its edge under the rows (a begin in place): it then holds nothing until pulled.
    var beganUnderRows = false
    var actions = 0
    var ended: TimeInterval?
  }

  private mutating func fail(_ invariant: RefreshTraceCheck.Invariant, _ message: String) {
    violations.append(RefreshTraceCheck.Violation(invariant: invariant, time: time, message: message))
  }

  /// What the edge of `component` holds of `insets` (the refresh inset now by default).
  private func held(by component: String, in insets: Insets? = nil) -> CGFloat? {
    let insets = insets ?? refreshInset
    switch component {
    case "header": return insets.top
    case "footer": return insets.bottom
    case "trailer": return insets.left + insets.right
    default: return nil
    }
  }

  // MARK: - Records

  mutating func play(_ record: ScrollTraceRecord) {
    time = record.time
    switch record.event {
    case .scroll(let new, let isTracking, let isDecelerating):
      let ranges = restingRangesNow()
      if let old = offset, !isTracking, !isDecelerating { checkQuietMove(from: old, to: new, within: ranges) }
      offset = new
      frameChanged = false
      restingRanges = ranges
    case .frame(let rect):
      frameChanged = frameChanged || rect.size != frame.size
      frame = rect
    case .contentSize(let size): contentSize = size
    case .contentInset(let insets): contentInset = insets
    case .safeAreaInsets(let insets): safeArea = insets
    case .command(let text):
      let words = text.split(separator: " ")
      let verb = words.first ?? ""
      if ["begin", "offset", "voiceover"].contains(verb) { requestedScrollTime = time }
      // A component attached or detached (the record comes before it happens): its edge starts again, unchecked.
      if verb == "attach" || verb == "detach", words.count > 1,
        let name = words[1].split(separator: "-").first.map(String.init), refreshes[name]?.ended != nil
      {
        refreshes[name] = nil
      }
    case .pan, .tick: break
    }
  }

  /// The resting ranges (vertical, horizontal) as the model computes them: the content's inset, the safe area (the
  /// host reports the system's adjustment as one) and the hold.
  private func restingRangesNow() -> (ClosedRange<CGFloat>, ClosedRange<CGFloat>) {
    let insets = contentInset + safeArea + refreshInset
    return (
      Self.range(from: -insets.top, to: contentSize.height + insets.bottom - frame.height),
      Self.range(from: -insets.left, to: contentSize.width + insets.right - frame.width)
    )
  }

  /// A move no finger or fling made: allowed while it follows a bound, after a frame change or an app's request.
  private mutating func checkQuietMove(
    from old: CGPoint, to new: CGPoint, within ranges: (ClosedRange<CGFloat>, ClosedRange<CGFloat>)
  ) {
    let dx = new.x - old.x
    let dy = new.y - old.y
    guard abs(dx) > RefreshTraceCheck.jumpTolerance || abs(dy) > RefreshTraceCheck.jumpTolerance else { return }
    guard !frameChanged else { return }
    if let requested = requestedScrollTime, time - requested <= RefreshTraceCheck.requestedScrollWindow { return }
    let (yRange, xRange) = ranges
    // A bound that moved (a bar that appears, a hold given back) takes the content resting on it along.
    if let (oldY, oldX) = restingRanges, Self.followsBound(old.y, new.y, from: oldY, to: yRange),
      Self.followsBound(old.x, new.x, from: oldX, to: xRange)
    {
      return
    }
    if Self.isJump(from: old.y, by: dy, within: yRange) || Self.isJump(from: old.x, by: dx, within: xRange) {
      fail(.jump, "the content moved from (\(old.x), \(old.y)) to (\(new.x), \(new.y)) with no finger on it")
    }
  }

  /// Whether a move from `old` to `new` keeps the content on the same bound of a range that moved (or stays put).
  private static func followsBound(
    _ old: CGFloat, _ new: CGFloat, from before: ClosedRange<CGFloat>, to after: ClosedRange<CGFloat>
  ) -> Bool {
    let tolerance = RefreshTraceCheck.jumpTolerance
    if abs(new - old) <= tolerance { return true }
    return (abs(old - before.lowerBound) <= tolerance && abs(new - after.lowerBound) <= tolerance)
      || (abs(old - before.upperBound) <= tolerance && abs(new - after.upperBound) <= tolerance)
  }

  /// The resting offsets on one axis: from the start bound to the end bound, never before the start.
  private static func range(from start: CGFloat, to end: CGFloat) -> ClosedRange<CGFloat> {
    start...max(start, end)
  }

  /// A move of `delta` from `old` is a jump when `old` rested in the range (on a bound too), or when it ends outside the range
  /// no nearer to it than it was: a content that springs back to an edge, or follows a bound that moved, comes
  /// nearer with every move and ends inside.
  private static func isJump(from old: CGFloat, by delta: CGFloat, within range: ClosedRange<CGFloat>) -> Bool {
    let tolerance = RefreshTraceCheck.jumpTolerance
    guard abs(delta) > tolerance else { return false }
    if old >= range.lowerBound - tolerance && old <= range.upperBound + tolerance { return true }
    func distance(_ offset: CGFloat) -> CGFloat {
      max(range.lowerBound - offset, offset - range.upperBound, 0)
    }
    let new = old + delta
    // Past the range to its other side: a jump, however near.
    if (old < range.lowerBound && new > range.upperBound + tolerance)
      || (old > range.upperBound && new < range.lowerBound - tolerance)
    {
      return true
    }
    let outside = distance(new)
    return outside > tolerance && outside >= distance(old) - tolerance
  }

  // MARK: - Observations

  mutating func observe(_ observation: ScrollTraceObservation) {
    time = observation.time
    defer { observationCount += 1 }
    switch observation.outcome {
    case .refreshInset(let insets):
      lastInsetChange = (refreshInset, time, observationCount)
      refreshInset = insets
      for (name, refresh) in refreshes where refresh.ended == nil && (held(by: name) ?? 0) > 0 {
        refreshes[name]?.held = true
      }
    case .state(let component, let from, let to):
      changeState(of: component, from: from, to: to)
    case .action(let component, _):
      actionSeen.insert(component)
      if refreshes[component]?.ended == nil, refreshes[component] != nil {
        refreshes[component]?.actions += 1
      } else {
        fail(.actions, "the \(component)'s action started outside a refresh")
      }
    case .end(let component, let order):
      pendingEnds[component, default: []].append(order)
    case .completion(let component, let order):
      guard let first = pendingEnds[component]?.first else {
        fail(.completions, "a completion of the \(component)'s end \(order) ran with no end waiting for it")
        return
      }
      if first == order {
        pendingEnds[component]?.removeFirst()
      } else {
        fail(.completions, "the completion of the \(component)'s end \(order) ran before that of end \(first)")
        pendingEnds[component]?.removeAll { $0 == order }
      }
    case .diagnostic(let kind, let member, let reason):
      if kind == "refused" || kind == "conflict" { fail(.diagnostics, "\(kind): \(member): \(reason)") }
    case .leak(let name):
      fail(.leaks, "\(name) was still alive after its screen went away")
    }
  }

  private mutating func changeState(of component: String, from: RefreshState, to: RefreshState) {
    defer { lastStateChange[component] = observationCount }
    if to == .refreshing {
      // What the edge held before this transition: before a change of the inset that the transition made (at the
      // same time, after the component's previous state change).
      var insetsBefore = refreshInset
      if let change = lastInsetChange, change.time == time, change.count >= lastStateChange[component] ?? 0 {
        insetsBefore = change.old
      }
      let before = held(by: component, in: insetsBefore) ?? 0
      closeRefresh(of: component, holding: before)
      var refresh = Refresh(start: time, before: before, held: (held(by: component) ?? 0) > 0)
      if component == "header", let offset {
        refresh.beganUnderRows = offset.y > -(contentInset.top + safeArea.top) + 0.5
      }
      refreshes[component] = refresh
    } else if from == .refreshing {
      refreshes[component]?.ended = time
      if let refresh = refreshes[component], !refresh.held, !refresh.beganUnderRows, held(by: component) != nil {
        fail(.hold, "the \(component) refreshed from \(refresh.start) s without holding its edge")
      }
      if let refresh = refreshes[component], actionSeen.contains(component), refresh.actions != 1 {
        fail(.actions, "one refresh of the \(component) started \(refresh.actions) actions")
      }
    } else {
      closeRefresh(of: component)
    }
  }

  /// Checks that the edge of `component`'s last refresh holds again what it held before it.
  private mutating func closeRefresh(of component: String, holding held: CGFloat? = nil) {
    // A footer's idle hold varies (an auto footer holds its height while shown and idle, nothing while hidden or
    // with no more data): only a header's and a trailer's, nothing when idle, are checked to come back exactly.
    guard let refresh = refreshes.removeValue(forKey: component), refresh.ended != nil, component != "footer",
      let now = held ?? self.held(by: component)
    else { return }
    if now != refresh.before {
      fail(.hold, "the \(component)'s edge still holds \(now) pt after its refresh, not \(refresh.before) pt")
    }
  }

  mutating func finish() {
    for component in refreshes.keys.sorted() { closeRefresh(of: component) }
    for (component, orders) in pendingEnds.sorted(by: { $0.key < $1.key }) where !orders.isEmpty {
      fail(.completions, "the completion of the \(component)'s end \(orders[0]) never ran")
    }
  }
}
