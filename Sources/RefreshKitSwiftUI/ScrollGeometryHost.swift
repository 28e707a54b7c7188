import Foundation
@_spi(Hosting) import RefreshKit

/// SwiftUI's own scroll API (iOS 18 and later) as a RefreshKit host: it hears what
/// `onScrollGeometryChange(for:of:action:)` and `onScrollPhaseChange(_:)` report, forwards it to a
/// ``ScrollHostAdapter``, which makes every decision, and answers with SwiftUI state, ``output``: the margins that hold
/// a refreshing component (`safeAreaPadding(_:_:)` on each held edge, which adds to what the scroll view has), the bounce (`scrollBounceBehavior(_:axes:)`)
/// and the scrolls to make (`ScrollPosition.scrollTo(point:)`), each in the animation ``outputDidChange`` names.
///
/// It only translates: thresholds, holds, the end's glide, a programmatic begin and its reveal, the quiet clock are
/// the adapter's, as on a `UIScrollView`. Attach components to ``model``; set ``outputDidChange`` first.
///
/// | SwiftUI | the adapter |
/// |---|---|
/// | `containerSize`, `contentSize` | `boundsSize`, `contentSize` of a geometry report |
/// | `contentInsets` | the adjusted inset; the content inset is ``Output/margins``, so the safe area is the rest |
/// | `contentOffset` | a scroll report, tracking or decelerating as the phase says |
/// | `.tracking` | a scroll report where the content is, tracking: a finger is down, no pan yet |
/// | `.interacting` | the pan begins; each move while interacting reports `.changed`, then the scroll |
/// | leaving `.interacting` | the pan ends, with the release's velocity (SwiftUI's, negated) |
/// | `.decelerating` | a scroll report where the content is, decelerating: the release moves the content |
/// | `.animating` | a scroll report where the content is, neither: a scroll of the app's or RefreshKit's |
/// | `.idle` | ``ScrollHostAdapter/hostDidEndDecelerating()`` |
/// | `onAppear` with a geometry, `onDisappear` | ``ScrollHostAdapter/hostDidMoveToWindow(_:)`` |
/// | the view gone for good | ``ScrollHostAdapter/hostDidGoAway()`` |
///
/// The adapter's commands, as ``output``:
/// - ``HostCommand/setContentInset(_:)``, ``HostCommand/animateContentInset(_:duration:)``: ``Output/margins``
///   becomes ``ScrollHostAdapter/refreshPart``, the hold alone (animated: in the command's duration).
/// - ``HostCommand/setContentOffset(_:animated:)``, ``HostCommand/animateContentOffset(_:duration:)``: a new
///   ``Output/scrollTarget`` (animated: with the command's duration).
/// - ``HostCommand/setAlwaysBounce(vertical:horizontal:)``: ``Output/bouncesVertically`` and
///   ``Output/bouncesHorizontally``; both go off with the last component and come back with the next.
///
/// **Why the hold is not reported inside the content inset.** SwiftUI reports one inset, its safe area and every
/// content margin summed, the hold included. Reported whole as a `UIScrollView`'s `contentInset` (with `.never`
/// adjustment), a change of the safe area or of the app's margins during a refresh would be a write over the hold,
/// which the adapter must read as the app's whole inset or a change of it, and guesses: the model would take the hold
/// for the app's. SwiftUI cannot drop the hold, and the app cannot write it: so the host tells the adapter that the
/// scroll view's content inset is the hold it asked for, and that everything else SwiftUI reports is the safe area. The
/// adapter then never sees another writer (its conflict breaker has nothing to break), and the thresholds follow the
/// safe area and the app's margins exactly. Leave ``ScrollHostAdapter/appContentInset`` at zero: SwiftUI owns the
/// app's insets (`contentMargins`, `safeAreaPadding`).
///
/// What SwiftUI documents, and what is assumed:
/// - `ScrollGeometry.contentOffset` may extend before zero into the content insets, as a `UIScrollView`'s does
///   (documented); ``ScrollTarget/offset`` is in that space, which `ScrollPosition.scrollTo(point:)` is assumed to
///   take.
/// - Assumed: a state change the glue makes in ``outputDidChange`` is in SwiftUI's next update, so the first
///   geometry reported after it includes the new margins; a margin change made in an animation is reported with its
///   final value at once, as UIKit reports a `contentInset` set inside `UIView.animate`. (Were the values in between
///   reported, the model would read them as changes of the safe area for the animation's time: changes the system
///   makes, which start nothing.)
/// - `withAnimation(_:completionCriteria:_:completion:)`'s completion runs exactly once, right after the change when
///   nothing animates (documented): each animated command gets one ``animationDidFinish()`` back.
/// - The phases are as documented (`tracking`: touched, not yet scrolling; `interacting`: dragging; `decelerating`:
///   moving after the user let go; `animating`: moving to a position set in code). SwiftUI does not say a
///   cancelled drag apart from a release: both end the pan.
/// - ``phaseDidChange(to:velocity:)``'s velocity is assumed to be the scroll's, the content offset's change per second
///   (SwiftUI documents neither its unit nor its sign); a pan gesture's velocity is the finger's, the opposite sign, and the
///   adapter hears that.
///
/// The clock: set ``ScrollHostAdapter/hostClock`` to the media time, call ``ScrollHostAdapter/hostClockDidTick()`` on
/// each frame while ``ScrollHostAdapter/needsFrames`` (the SwiftUI layer runs a `CADisplayLink`) and from a one-shot timer armed
/// for ``ScrollHostAdapter/secondsUntilNextDeadline``.
@MainActor final class ScrollGeometryHost {
  /// The adapter that makes every decision. The host is its ``ScrollHostAdapter/commandHandler``: do not replace it.
  let adapter: ScrollHostAdapter

  /// The model SwiftUI's scroll view drives (``ScrollHostAdapter/model``); attach components to it.
  var model: ScrollModel { adapter.model }

  /// SwiftUI's `ScrollGeometry`, as plain values.
  struct Geometry: Equatable, Sendable {
    /// `contentOffset`: where the scroll view shows its content; before zero inside the insets.
    var contentOffset: CGPoint
    /// `contentSize`: the size of the content, without the insets.
    var contentSize: CGSize
    /// `contentInsets`, as SwiftUI reports them: the safe area and every content margin, the hold included.
    var contentInsets: Insets
    /// `containerSize`: the size of the scroll view.
    var containerSize: CGSize

    /// A geometry from `ScrollGeometry`'s values.
    ///
    /// - Parameters:
    ///   - contentOffset: `contentOffset`.
    ///   - contentSize: `contentSize`.
    ///   - contentInsets: `contentInsets`, its leading and trailing edges as left and right on the axis the content
    ///     offset's `x` runs along (``Output/margins`` goes back the same way).
    ///   - containerSize: `containerSize`.
    init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: Insets, containerSize: CGSize) {
      self.contentOffset = contentOffset
      self.contentSize = contentSize
      self.contentInsets = contentInsets
      self.containerSize = containerSize
    }
  }

  /// SwiftUI's `ScrollPhase`.
  enum Phase: Sendable, Equatable {
    /// Not scrolling.
    case idle
    /// A finger touches the content and has not yet moved it.
    case tracking
    /// A finger drags the content.
    case interacting
    /// The content moves on after the finger let go.
    case decelerating
    /// The content moves to a position set in code.
    case animating
  }

  /// What the glue applies to SwiftUI's state.
  struct Output: Equatable, Sendable {
    /// What the refresh components hold, and nothing else: give it to `safeAreaPadding(_:_:)` on each edge
    /// (never the app's own margins or the safe area, which SwiftUI adds).
    var margins: Insets
    /// Whether short content must be movable vertically: `scrollBounceBehavior(.always, axes: .vertical)` when true,
    /// the app's own behaviour otherwise.
    var bouncesVertically: Bool
    /// Whether short content must be movable horizontally: `scrollBounceBehavior(.always, axes: .horizontal)` when
    /// true, the app's own behaviour otherwise.
    var bouncesHorizontally: Bool
    /// A scroll the glue must make, then call `ScrollGeometryHost.scrollTargetDidApply()`; nil when there is none.
    var scrollTarget: ScrollTarget?
  }

  /// A scroll the glue makes with `ScrollPosition.scrollTo(point:)`.
  struct ScrollTarget: Equatable, Sendable {
    /// Where to scroll: a content offset, as ``Geometry/contentOffset`` reports one.
    var offset: CGPoint
    /// The animation's duration (`withAnimation(.easeInOut(duration:))`), or nil for no animation.
    var animationDuration: TimeInterval?
    /// Increases with each new target: a target whose id the glue has already applied is not applied again.
    var id: Int
  }

  /// What the glue applies now.
  var output = Output(
    margins: .zero, bouncesVertically: false, bouncesHorizontally: false, scrollTarget: nil)

  /// Called after each change of ``output``, with the animation the change must be made in (nil: none).
  ///
  /// The glue sets its state from the output inside `withAnimation(.easeInOut(duration:))` when the duration is not
  /// nil, makes the ``Output/scrollTarget`` scroll in the same block if it has a new one (then calls
  /// ``scrollTargetDidApply()``), and calls ``animationDidFinish()`` from the animation's completion. It is also
  /// called for an animated command that changes nothing the glue shows, so that its completion still reports the
  /// command's end. Without a handler an animated change is finished at once. Set it before attaching components,
  /// and apply ``output`` as it is when you set it.
  var outputDidChange: (@MainActor (Output, _ animationDuration: TimeInterval?) -> Void)?

  /// The last geometry SwiftUI reported; nil before the first.
  private(set) var geometry: Geometry?

  /// The phase SwiftUI last reported.
  private(set) var phase = Phase.idle

  /// Whether the view appeared and has not disappeared since (``appearanceDidChange(isVisible:)``).
  private(set) var isVisible = false

  /// Starts the platform's followers of the system's settings: Reduce Motion
  /// (``RefreshKit/RefreshConfiguration/systemReducesMotion``), and the region, 24-hour clock, time zone and date
  /// (``RefreshKit/RefreshLocalization/systemSettingsDidChange()``). Called once, when the view first appears, so
  /// that an app whose only lists are SwiftUI's follows them as one with a UIKit scroll view does (there the first
  /// scroll view's layer starts them). The glue sets it to the UIKit layer's starter, which starts them once for the
  /// app; nil starts nothing.
  var startFollowingSystemSettings: (@MainActor () -> Void)?
  /// Whether ``startFollowingSystemSettings`` was called.
  private(set) var followsSystemSettings = false

  /// Notices SwiftUI's `.refreshable` on the scroll view of a header (``refreshable(_:seenBy:)``) and reports the
  /// meeting through ``RefreshKit/RefreshDiagnostics`` as a conflict, as the UIKit layer reports a
  /// `UIRefreshControl`.
  let systemRefreshCheck = SystemRefreshControlCheck()
  /// The modifiers whose environment has a refresh action (`EnvironmentValues.refresh`).
  private var refreshableSeenBy: Set<ObjectIdentifier> = []

  /// The content inset the adapter was last told: the margins SwiftUI had then. Only a change is reported.
  private var reportedHold = Insets.zero
  /// The finger's velocity, from SwiftUI's at the last phase change.
  private var fingerVelocity = CGPoint.zero
  private var componentsObservation: ScrollObservation?
  /// The id of the last scroll target.
  var lastTargetID = 0

  /// A host over a new adapter, whose view has not appeared yet: a begin waits for ``appearanceDidChange(isVisible:)``
  /// and a first geometry.
  init() {
    adapter = ScrollHostAdapter()
    adapter.commandHandler = { [weak self] command in self?.perform(command) }
    componentsObservation = adapter.model.observeRefreshComponents { [weak self] attached in
      self?.componentsDidChange(attached)
    }
  }

  // MARK: - Inputs

  /// SwiftUI's scroll geometry changed: call it from `onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 })`.
  ///
  /// The adapter hears a changed size or inset as a geometry report (its content inset ``Output/margins``, its
  /// adjusted inset `contentInsets`) and a changed offset as a scroll, tracking or decelerating as ``phase`` says;
  /// while ``Phase/interacting``, a move is also the pan's `.changed`. Refused through ``RefreshDiagnostics``,
  /// changing nothing: a geometry with a size that is negative or not finite, or an inset or offset that is not
  /// finite, and any report once the view went away (``goAway()``).
  ///
  /// - Parameter new: The geometry SwiftUI reports.
  func geometryDidChange(_ new: Geometry) {
    guard !adapter.refuseIfDetached("ScrollGeometryHost.geometryDidChange(_:)") else { return }
    guard new.contentOffset.isUsable, new.contentInsets.isUsable, new.containerSize.isValidSize,
      new.contentSize.isValidSize
    else {
      return RefreshDiagnostics.refuse(
        "ScrollGeometryHost.geometryDidChange(_:)", new, "a size that is negative or not finite, or a value not finite")
    }
    let old = geometry
    geometry = new
    let hold = output.margins
    if old?.containerSize != new.containerSize || old?.contentSize != new.contentSize
      || old?.contentInsets != new.contentInsets || hold != reportedHold
    {
      reportedHold = hold
      adapter.hostDidChangeGeometry(
        boundsSize: new.containerSize, contentSize: new.contentSize, contentInset: hold,
        adjustedContentInset: new.contentInsets)
    }
    if old?.contentOffset != new.contentOffset {
      if phase == .interacting { adapter.hostPanStateDidChange(.changed, velocity: fingerVelocity) }
      reportScroll(to: new.contentOffset)
    }
    updateWindow()
  }

  /// SwiftUI's scroll phase changed: call it from `onScrollPhaseChange(_:)` with the new phase and the context's
  /// velocity. See the type's table for what the adapter hears.
  ///
  /// - Parameters:
  ///   - new: The new phase.
  ///   - velocity: `ScrollPhaseChangeContext.velocity`, taken as the scroll's (points of content offset per second),
  ///     nil when SwiftUI gives none. One that is not finite is refused through ``RefreshDiagnostics`` and taken as
  ///     zero. A report once the view went away (``goAway()``) is refused.
  func phaseDidChange(to new: Phase, velocity: CGVector?) {
    guard !adapter.refuseIfDetached("ScrollGeometryHost.phaseDidChange(to:velocity:)") else { return }
    let old = phase
    guard new != old else { return }
    phase = new
    if let velocity {
      let finger = CGPoint(x: -velocity.dx, y: -velocity.dy)
      if finger.isUsable {
        fingerVelocity = finger
      } else {
        fingerVelocity = .zero
        RefreshDiagnostics.refuse("ScrollGeometryHost.phaseDidChange(to:velocity:)", velocity, "not finite")
      }
    } else {
      fingerVelocity = .zero
    }
    if old == .interacting { adapter.hostPanStateDidChange(.ended, velocity: fingerVelocity) }
    switch new {
    case .interacting:
      adapter.hostPanStateDidChange(.began, velocity: fingerVelocity)
    case .idle:
      adapter.hostDidEndDecelerating()
    case .tracking, .decelerating, .animating:
      reportScroll(to: model.contentOffset)
    }
  }

  /// The glue made ``Output/scrollTarget``'s scroll: the target is cleared, quietly (``outputDidChange`` is not
  /// called for it).
  func scrollTargetDidApply() {
    output.scrollTarget = nil
  }

  /// An animated change's completion ran: call it once for each ``outputDidChange`` call that named an animation.
  /// See ``ScrollHostAdapter/hostDidFinishAnimating()``.
  func animationDidFinish() {
    adapter.hostDidFinishAnimating()
  }

  /// The view appeared (`onAppear`) or disappeared (`onDisappear`). The first appearance starts following the
  /// system's settings (``startFollowingSystemSettings``).
  ///
  /// The adapter hears that the scroll view is in a window once the view appeared and SwiftUI reported a geometry
  /// (its safe area is then known): a ``RefreshComponent/beginRefreshing()`` made before waits until then. It hears
  /// that it left at once; a refresh under way goes on. See ``ScrollHostAdapter/hostDidMoveToWindow(_:)``.
  ///
  /// - Parameter isVisible: Whether the view is on screen now.
  func appearanceDidChange(isVisible: Bool) {
    self.isVisible = isVisible
    if isVisible, !followsSystemSettings, let start = startFollowingSystemSettings {
      followsSystemSettings = true
      start()
    }
    updateWindow()
  }

  /// The view went away for good: the adapter sends nothing more, and a refresh under way ends as its components
  /// detach. Later geometries and phases are refused through ``RefreshDiagnostics``; a late ``animationDidFinish()``
  /// or ``appearanceDidChange(isVisible:)`` is ignored. See ``ScrollHostAdapter/hostDidGoAway()``.
  func goAway() {
    componentsObservation = nil
    adapter.hostDidGoAway()
  }

  /// Whether the environment of the modifier `member` has a refresh action (`EnvironmentValues.refresh`, which
  /// `.refreshable` sets on the view and everything inside it): the scroll view then has SwiftUI's pull to refresh
  /// too. While one modifier of the scroll view sees one and a header is attached, the check reports a conflict
  /// (once per meeting).
  ///
  /// - Parameters:
  ///   - isPresent: Whether the modifier's environment has a refresh action.
  ///   - member: The modifier (its state object).
  func refreshable(_ isPresent: Bool, seenBy member: ObjectIdentifier) {
    if isPresent { refreshableSeenBy.insert(member) } else { refreshableSeenBy.remove(member) }
    systemRefreshCheck.hostDidChange(hasSystemRefreshControl: !refreshableSeenBy.isEmpty)
  }

  // MARK: - Reports

  private func reportScroll(to offset: CGPoint) {
    let isTracking = phase == .tracking || phase == .interacting
    let isDecelerating = phase == .decelerating
    // Only news: a phase change that leaves the flags as they were, where the content is, says nothing.
    guard offset != model.contentOffset || isTracking != model.hostIsTracking || isDecelerating != model.isDecelerating
    else { return }
    adapter.hostDidScroll(to: offset, isTracking: isTracking, isDecelerating: isDecelerating)
  }

  private func updateWindow() {
    let inWindow = isVisible && geometry != nil
    guard inWindow != adapter.isInWindow, !adapter.isDetached else { return }
    adapter.hostDidMoveToWindow(inWindow)
  }
}
