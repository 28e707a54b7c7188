import Foundation
@_spi(Hosting) import RefreshKit
import RefreshKitTools
@testable import RefreshKitSwiftUI

/// A SwiftUI `ScrollView` (iOS 18) as its scroll API reports it, wired to a ``ScrollGeometryHost`` as the SwiftUI glue
/// wires a real one: `onScrollGeometryChange` and `onScrollPhaseChange` call the host, and `outputDidChange` sets the
/// state that `contentMargins(for: .scrollContent)`, `scrollBounceBehavior` and a `ScrollPosition` read.
///
/// What SwiftUI documents, and how the fake follows it:
/// - `onScrollGeometryChange(for:of:action:)` calls its action when the transformed value changes: the fake reports
///   the whole geometry after an update, and only when it differs from the last one it reported.
/// - `ScrollGeometry.contentInsets` are the safe area and every content margin: here ``safeArea`` (the bars),
///   ``appMargins`` (the app's own `contentMargins` or `safeAreaPadding`) and the host's margins as applied.
///   `contentOffset` may go before zero into those insets, and past the content's end by the bottom insets.
/// - `ScrollPhase`: a drag goes `tracking` (touched, not yet moving) → `interacting` → `decelerating` (moving on after
///   the release: a fling, or the spring back from past an edge) → `idle`, or straight to `idle` when released at
///   rest; a scroll to a position set in code in an animation goes `animating` → `idle`. The velocity SwiftUI gives
///   with a phase is taken as the scroll's (the content offset's change per second; SwiftUI says only "points per
///   second"): a fling towards the end of a list has a positive `dy`.
/// - `scrollBounceBehavior(.always, axes:)` makes content that fits the container movable; `.basedOnSize` does not
///   ("bounces only if its content is larger than the view", taken with the insets, as UIKit's `alwaysBounce…`).
/// - `withAnimation(_:completionCriteria:_:completion:)` calls its completion once the animation is over, exactly
///   once, right after the change when nothing animates.
///
/// Assumed where SwiftUI says nothing (the bridge assumes the same, and says so):
/// - State set in `outputDidChange` reaches the scroll view in the next update: the margins are in the next geometry
///   reported (one update later), with their final values at once even in an animation (unless
///   ``reportsAnimatedMarginsFrameByFrame``), and a target's scroll starts
///   in that update, after the margins (so a reveal into a new hold is not clamped).
/// - A margin or inset change keeps the content offset; at rest (idle, no scroll animating) an offset out of the new
///   range is clamped into it, in the same update, with no phase change.
/// - `ScrollPosition.scrollTo(point:)` takes a content offset as `ScrollGeometry` reports it; unanimated it moves in
///   the next update with no phase change; in an animation it goes `animating`, eases in and out over the duration,
///   reporting each frame, then `idle`.
@MainActor final class FakeSwiftUIScrollView {
  let host: ScrollGeometryHost
  var adapter: ScrollHostAdapter { host.adapter }
  var model: ScrollModel { host.model }

  /// The container's size (the scroll view's frame): a rotation changes it.
  var containerSize: CGSize { didSet { update() } }
  /// The content's size.
  var contentSize: CGSize { didSet { update() } }
  /// The system's safe area the scroll view reports in its insets: the navigation bar, the home indicator.
  var safeArea: Insets { didSet { update() } }
  /// The app's own content margins.
  var appMargins = Insets.zero { didSet { update() } }

  /// The host's margins as SwiftUI applied them (`contentMargins(for: .scrollContent)`).
  private(set) var appliedMargins = Insets.zero
  /// Whether `scrollBounceBehavior(.always, axes: .vertical)` is applied.
  private(set) var bouncesVertically = false
  /// Whether `scrollBounceBehavior(.always, axes: .horizontal)` is applied.
  private(set) var bouncesHorizontally = false
  private(set) var contentOffset = CGPoint.zero
  private(set) var phase = ScrollGeometryHost.Phase.idle
  /// Every call of `outputDidChange`: the output and the animation's duration.
  private(set) var outputChanges: [(output: ScrollGeometryHost.Output, animation: TimeInterval?)] = []
  /// How many geometries the fake reported.
  private(set) var geometryReports = 0
  /// The `withAnimation` completions waiting: the time each has left.
  private(set) var animations: [TimeInterval] = []

  /// Whether a margin change made in an animation is reported frame by frame, its values in between eased, instead of
  /// at once: what the fake assumes not, for a test that the host copes if SwiftUI does.
  var reportsAnimatedMarginsFrameByFrame = false

  /// The state the glue set, and the animation it set it in, applied in the next update.
  private var stagedOutput: ScrollGeometryHost.Output?
  private var stagedAnimation: TimeInterval?
  private var marginAnimation: (from: Insets, to: Insets, duration: TimeInterval, elapsed: TimeInterval)?
  private var appliedTargetID = 0
  /// A target's scroll to start in the next update.
  private var pendingTarget: ScrollGeometryHost.ScrollTarget?
  private var scrollAnimation: (from: CGPoint, to: CGPoint, duration: TimeInterval, elapsed: TimeInterval)?
  private var lastReported: ScrollGeometryHost.Geometry?

  /// The media clock the glue gives the adapter (`CACurrentMediaTime()`).
  var hostTime: TimeInterval = 100
  /// How many times the glue advanced the model's clock from a frame (`TimelineView`) and from its deadline timer.
  private(set) var frameTicks = 0
  private(set) var timerTicks = 0
  /// The host time the glue's one-shot timer fires at.
  private var timerDeadline: TimeInterval?

  /// A phone's list (375 × 667, the content `contentHeight` tall) under `safeArea`, shown (`onAppear`) unless
  /// `appears` is false, reporting to `host` (a modifier's own host, by default a new one).
  init(
    containerSize: CGSize = CGSize(width: 375, height: 667), contentHeight: CGFloat = 2000,
    safeArea: Insets = .zero, appears: Bool = true, host: ScrollGeometryHost = ScrollGeometryHost()
  ) {
    TestLastUpdatedStore.install()
    self.host = host
    self.containerSize = containerSize
    contentSize = CGSize(width: containerSize.width, height: contentHeight)
    self.safeArea = safeArea
    contentOffset = CGPoint(x: -safeArea.left, y: -safeArea.top)
    host.outputDidChange = { [unowned self] output, animation in glueApply(output, animation: animation) }
    adapter.hostClock = { [unowned self] in hostTime }
    update()
    if appears { host.appearanceDidChange(isVisible: true) }
  }

  /// The insets SwiftUI reports: the safe area, the app's margins and the host's.
  var contentInsets: Insets { safeArea + appMargins + appliedMargins }

  /// The geometry as `ScrollGeometry` has it now.
  var geometry: ScrollGeometryHost.Geometry {
    ScrollGeometryHost.Geometry(
      contentOffset: contentOffset, contentSize: contentSize, contentInsets: contentInsets,
      containerSize: containerSize)
  }

  /// How many output changes were made in an animation.
  var animatedOutputChanges: Int { outputChanges.filter { $0.animation != nil }.count }

  // MARK: - The glue

  /// What the SwiftUI glue does in `outputDidChange`: sets its state (SwiftUI applies it in the next update), makes a
  /// new target's scroll with `ScrollPosition` in the same animation, and has the animation's completion report.
  private func glueApply(_ output: ScrollGeometryHost.Output, animation: TimeInterval?) {
    outputChanges.append((output, animation))
    stagedOutput = output
    stagedAnimation = animation
    if let target = output.scrollTarget, target.id > appliedTargetID {
      appliedTargetID = target.id
      pendingTarget = target
      host.scrollTargetDidApply()
    }
    if let animation { animations.append(animation) }
  }

  // MARK: - SwiftUI's updates

  /// One update of SwiftUI's: the glue's state applied, a target's scroll started, the offset clamped at rest, and
  /// the geometry reported if it changed.
  func update() {
    applyState()
    report()
  }

  private func applyState() {
    if let output = stagedOutput {
      stagedOutput = nil
      if reportsAnimatedMarginsFrameByFrame, let duration = stagedAnimation, output.margins != appliedMargins {
        marginAnimation = (appliedMargins, output.margins, duration, 0)
      } else {
        marginAnimation = nil
        appliedMargins = output.margins
      }
      bouncesVertically = output.bouncesVertically
      bouncesHorizontally = output.bouncesHorizontally
    }
    if let target = pendingTarget {
      pendingTarget = nil
      if let duration = target.animationDuration, duration > 0 {
        scrollAnimation = (contentOffset, target.offset, duration, 0)
        setPhase(.animating)
      } else {
        contentOffset = target.offset
      }
    }
    if phase == .idle, scrollAnimation == nil { contentOffset = clamped(contentOffset) }
  }

  private func report() {
    let now = geometry
    guard now != lastReported else { return }
    lastReported = now
    geometryReports += 1
    host.geometryDidChange(now)
  }

  /// The resting range's nearest offset to `offset`.
  func clamped(_ offset: CGPoint) -> CGPoint {
    let inset = contentInsets
    let minimum = CGPoint(x: -inset.left, y: -inset.top)
    let maximum = CGPoint(
      x: max(minimum.x, contentSize.width + inset.right - containerSize.width),
      y: max(minimum.y, contentSize.height + inset.bottom - containerSize.height))
    return CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
  }

  private func setPhase(_ new: ScrollGeometryHost.Phase, velocity: CGVector? = nil) {
    guard new != phase else { return }
    phase = new
    host.phaseDidChange(to: new, velocity: velocity)
  }

  /// One frame of 1/60 s: an update applies the glue's state, a scroll animation steps, the geometry is reported,
  /// the completions whose time is up run, then the glue advances the model's clock if its `TimelineView` runs
  /// (``ScrollHostAdapter/needsFrames``) or its timer is due, and arms the timer for the next deadline.
  func frame(_ seconds: TimeInterval = 1.0 / 60) {
    hostTime += seconds
    applyState()
    if var running = scrollAnimation {
      running.elapsed = min(running.elapsed + seconds, running.duration)
      let eased = Self.eased(running.elapsed / running.duration)
      contentOffset = CGPoint(
        x: running.from.x + (running.to.x - running.from.x) * eased,
        y: running.from.y + (running.to.y - running.from.y) * eased)
      scrollAnimation = running.elapsed >= running.duration ? nil : running
    }
    if var running = marginAnimation {
      running.elapsed = min(running.elapsed + seconds, running.duration)
      let t = Self.eased(running.elapsed / running.duration)
      let from = running.from
      let to = running.to
      appliedMargins = Insets(
        top: from.top + (to.top - from.top) * t, left: from.left + (to.left - from.left) * t,
        bottom: from.bottom + (to.bottom - from.bottom) * t, right: from.right + (to.right - from.right) * t)
      marginAnimation = running.elapsed >= running.duration ? nil : running
      if phase == .idle, scrollAnimation == nil { contentOffset = clamped(contentOffset) }
    }
    report()
    if scrollAnimation == nil, phase == .animating { setPhase(.idle) }
    if !animations.isEmpty {
      animations = animations.map { $0 - seconds }
      while let index = animations.firstIndex(where: { $0 <= 1e-9 }) {
        animations.remove(at: index)
        host.animationDidFinish()
      }
    }
    if adapter.needsFrames {
      frameTicks += 1
      adapter.hostClockDidTick()
    } else if let deadline = timerDeadline, hostTime >= deadline - 1e-9 {
      timerTicks += 1
      adapter.hostClockDidTick()
    }
    timerDeadline = adapter.secondsUntilNextDeadline.map { hostTime + $0 }
  }

  /// `.easeInOut` at `t` of an animation's time.
  private static func eased(_ t: Double) -> Double {
    t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t)
  }

  /// Frames until `seconds` passed.
  func frames(_ seconds: TimeInterval) {
    for _ in 0..<Int((seconds * 60).rounded()) { frame() }
  }

  // MARK: - The user's finger

  /// A finger touches the content, drags it to each of `offsets`, one frame each, and stays down. An axis whose
  /// content fits the container (with its insets) does not move unless its bounce is `.always`.
  func drag(through offsets: [CGPoint]) {
    setPhase(.tracking)
    setPhase(.interacting)
    for offset in offsets {
      let inset = contentInsets
      var next = offset
      if !bouncesVertically, contentSize.height + inset.top + inset.bottom <= containerSize.height {
        next.y = contentOffset.y
      }
      if !bouncesHorizontally, contentSize.width + inset.left + inset.right <= containerSize.width {
        next.x = contentOffset.x
      }
      contentOffset = next
      frame()
    }
  }

  /// ``drag(through:)`` along the vertical axis.
  func pull(through offsets: [CGFloat]) {
    drag(through: offsets.map { CGPoint(x: contentOffset.x, y: $0) })
  }

  /// The finger lifts with `velocity` (the scroll's, as SwiftUI gives it). Moving on (a velocity, or past an edge),
  /// the content decelerates through `coast`, one offset a frame, springs back into the resting range and rests;
  /// otherwise it rests at once. The spring goes a sixth of the way to the range's nearest edge each frame, the edge
  /// taken again at each frame (assumed, as `UIScrollView`'s bounce, which a SwiftUI `ScrollView` is on iOS): a hold
  /// that arrives one update after the release stops it there.
  func release(velocity: CGVector = .zero, coast: [CGPoint] = []) {
    let moving = velocity != .zero || !coast.isEmpty || clamped(contentOffset) != contentOffset
    setPhase(moving ? .decelerating : .idle, velocity: velocity)
    guard moving else { return frame() }
    for offset in coast {
      contentOffset = offset
      frame()
    }
    var springFrames = 0
    while clamped(contentOffset) != contentOffset, springFrames < 240 {
      let target = clamped(contentOffset)
      let step = CGPoint(x: (target.x - contentOffset.x) * 0.15, y: (target.y - contentOffset.y) * 0.15)
      contentOffset =
        abs(step.x) < 0.2 && abs(step.y) < 0.2
        ? target : CGPoint(x: contentOffset.x + step.x, y: contentOffset.y + step.y)
      frame()
      springFrames += 1
    }
    setPhase(.idle)
    frame()
  }

  /// A finger touches the content and holds still: `tracking`. A deceleration under way stops.
  func touchDown() {
    setPhase(.tracking)
  }

  /// A finger that touched without moving the content lifts: `idle`.
  func liftWithoutMoving() {
    setPhase(.idle)
    frame()
  }

  /// A touch that does not move the content: `tracking`, then `idle`.
  func tap() {
    touchDown()
    liftWithoutMoving()
  }

  /// A pull through `offsets` and a release at rest.
  func pullAndRelease(through offsets: [CGFloat]) {
    pull(through: offsets)
    release()
  }

  /// The finger scrolls the content to `offset` and lifts there, at rest.
  func scroll(to offset: CGPoint) {
    drag(through: [offset])
    release()
  }
}
