import Foundation

/// The abstract base of every refresh component: attachment, observation, state, progress and the inset it holds.
///
/// A component attaches to a ``ScrollModel`` by assignment (``ScrollModel/refreshHeader``, ``ScrollModel/refreshFooter``
/// or ``ScrollModel/refreshTrailer``), observes it, computes ``showProgress`` from the pull, moves through the
/// ``RefreshState`` machine and holds its share of ``ScrollModel/refreshInset`` while the rules say it should. Do not
/// use it directly: attach a ``RefreshHeader``, a footer or a ``RefreshTrailer``, or one of their leaves.
///
/// The entry points (``beginRefreshing()``, ``endRefreshing()``) are final: they validate, change the state, hold or
/// return the inset and run the action. The hooks are open: they are told what happened and draw it.
///
/// ## Subclassing
///
/// Subclass ``RefreshHeader``, ``AutoRefreshFooter``, ``BackRefreshFooter`` or ``RefreshTrailer`` (or a leaf), not
/// this class. Override the hooks under "Hooks" to present the component; every state change calls
/// ``stateDidChange(from:to:)`` and then exactly one of ``toNormalState()``, ``toPullingState()``,
/// ``toWillRefreshState()``, ``toRefreshingState()`` or ``toNoMoreDataState()``. Override ``willRefreshHeight()``
/// and ``refreshingHoldHeight()`` to change the trigger distance and the inset held while refreshing. The base
/// implementations of the hooks do nothing: the component keeps its alpha, layout, state and insets itself, so
/// calling `super` is safe and recommended (leaves do work there) but never required for correctness.
///
/// ```swift
/// final class BrandHeader: RefreshHeader {
///   override func willRefreshHeight() -> CGFloat { 80 }
///   override func refreshingHoldHeight() -> CGFloat { 40 }
///   override func toPullingState() {
///     super.toPullingState()
///     logo.flip()
///   }
/// }
/// list.refreshHeader = BrandHeader { feed.reload() }
/// ```
@MainActor open class RefreshComponent {
  // MARK: - Creating a component

  /// Creates a component with no action. Set ``refreshingAction`` later, or observe ``state``.
  public init() {
    extent = Self.defaultExtent
    prepare()
  }

  /// Creates a component whose refresh calls `action` once, synchronously, when the state becomes refreshing.
  ///
  /// The app calls ``endRefreshing()`` when its work is done.
  ///
  /// - Parameter action: The work a refresh starts.
  public convenience init(action: @escaping @MainActor () -> Void) {
    self.init()
    refreshingAction = action
  }

  /// Creates a component whose refresh runs `action` in a task on the main actor and ends by itself when it returns.
  ///
  /// Ending the refresh by other means (``endRefreshing()``, detaching, replacing the component, the scroll view
  /// going away) cancels the task; a task that finishes after its refresh ended never ends a later one.
  ///
  /// - Parameter action: The asynchronous work a refresh starts.
  public convenience init(action: @escaping @MainActor () async -> Void) {
    self.init()
    asyncAction = {
      await action()
      return .success
    }
  }

  /// Creates a component whose refresh runs a throwing `action` in a task on the main actor; the refresh ends by
  /// itself when it returns, with ``RefreshResult/success``, or when it throws, with ``RefreshResult/failure(_:)``
  /// and the error's description.
  ///
  /// - Parameter action: The asynchronous work a refresh starts.
  public convenience init(action: @escaping @MainActor () async throws -> Void) {
    self.init()
    asyncAction = {
      do {
        try await action()
        return .success
      } catch {
        return .failure("\(error)")
      }
    }
  }

  /// The component's default thickness along its scroll axis: 54 for headers, 44 for footers, 60 for trailers.
  class var defaultExtent: CGFloat { 54 }

  // MARK: - Actions

  /// The work a refresh starts, called once each time the state becomes ``RefreshState/refreshing``.
  public var refreshingAction: (@MainActor () -> Void)?

  /// The asynchronous work a refresh starts; the refresh ends with its result when it returns.
  var asyncAction: (@MainActor () async -> RefreshResult)?

  /// How the last refresh ended, or nil before the first one ended.
  public private(set) var lastResult: RefreshResult?

  /// The task running the async action of the current refresh, if any.
  public private(set) var actionTask: Task<Void, Never>?

  /// How many times the action ran since the component was created.
  public private(set) var actionCount = 0

  // MARK: - Events

  /// Called with every ``RefreshEvent`` of the component, synchronously, after the hooks.
  public var onEvent: (@MainActor (RefreshEvent) -> Void)?

  private var eventContinuations: [Int: AsyncStream<RefreshEvent>.Continuation] = [:]
  private var nextEventContinuationID = 0

  /// A new stream of the component's events from now on. Each access makes a new stream; it ends when the
  /// component is freed or the consumer stops iterating.
  public var events: AsyncStream<RefreshEvent> {
    let (stream, continuation) = AsyncStream<RefreshEvent>.makeStream(bufferingPolicy: .unbounded)
    let id = nextEventContinuationID
    nextEventContinuationID += 1
    eventContinuations[id] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.eventContinuations[id] = nil }
    }
    return stream
  }

  /// Events waiting for the current transition to finish, or for the delivery under way.
  private var pendingEvents: [RefreshEvent] = []
  private var transitionDepth = 0
  private var isDeliveringEvents = false

  /// Delivers `event` to ``onEvent`` and every ``events`` stream, after the events sent before it: a transition
  /// started by a hook or an event handler is reported after the one that caused it.
  final func send(_ event: RefreshEvent) {
    pendingEvents.append(event)
    deliverPendingEvents()
  }

  private func deliverPendingEvents() {
    guard transitionDepth == 0, !isDeliveringEvents else { return }
    isDeliveringEvents = true
    var index = 0
    while index < pendingEvents.count {
      let event = pendingEvents[index]
      onEvent?(event)
      for continuation in eventContinuations.values {
        continuation.yield(event)
      }
      index += 1
    }
    pendingEvents.removeAll(keepingCapacity: true)
    isDeliveringEvents = false
  }

  deinit {
    // The streams' continuations are Sendable: finishing them needs no isolation.
    for continuation in eventContinuations.values {
      continuation.finish()
    }
  }

  // MARK: - Attachment

  /// The scroll model the component is attached to, or nil.
  public private(set) weak var scrollView: ScrollModel?

  /// The coordinator of ``scrollView``'s components, which holds the slot and its inset.
  private(set) weak var coordinator: RefreshCoordinator?

  /// The slot the component occupies in ``scrollView``.
  var slot: RefreshSlot?

  // MARK: - State

  /// The component's state. Only the component changes it, through checked transitions.
  ///
  /// A component whose scroll model was released ends its refresh (as ``RefreshResult/cancelled``) at the latest
  /// when this is read.
  public var state: RefreshState {
    if slot != nil, scrollView == nil { hostDidGoAway() }
    return currentState
  }

  /// The state as stored, without checking that the scroll model still exists: for the scroll path.
  private(set) var currentState: RefreshState = .idle

  /// Whether the component is refreshing.
  ///
  /// True from the moment the state becomes ``RefreshState/refreshing`` until ``endRefreshing()`` returns (or, with
  /// a ``minimumRefreshingDuration``, until the deferred end takes effect).
  public var isRefreshing: Bool { state == .refreshing }

  /// How far the user has pulled: 0 at rest, 1 at the trigger distance, above 1 when pulled further.
  public private(set) var showProgress: CGFloat = 0

  /// When the current refresh began, on the scroll view's clock.
  public private(set) var refreshingStartTime: TimeInterval?

  /// The shortest time a refresh stays visible, in seconds of the scroll view's clock. Default 0.
  ///
  /// With a positive value, an ``endRefreshing()`` that comes earlier is deferred until the refresh has shown that
  /// long, and ``isRefreshing`` stays true until then. A ``beginRefreshing()`` meanwhile cancels the deferred end and
  /// keeps the refresh (no second action).
  public var minimumRefreshingDuration: TimeInterval {
    get { storedMinimumRefreshingDuration }
    set {
      if accepts(duration: newValue, for: "minimumRefreshingDuration") { storedMinimumRefreshingDuration = newValue }
    }
  }
  private var storedMinimumRefreshingDuration: TimeInterval = 0

  /// How long a pull component keeps its refresh inset after a refresh ended, showing the result ("Refreshed", or
  /// the failure) before it collapses, in seconds of the scroll view's clock. Default 0: it collapses at once.
  ///
  /// The state is ``RefreshState/idle`` and ``isRefreshing`` false from the end on; only the presentation and the
  /// inset wait. A new refresh, hiding or detaching ends the display early. Non-finite and negative values are
  /// refused.
  public var resultDisplayDuration: TimeInterval {
    get { storedResultDisplayDuration }
    set { if accepts(duration: newValue, for: "resultDisplayDuration") { storedResultDisplayDuration = newValue } }
  }

  /// Whether `duration` is usable for `member`; reports it when it is not.
  private func accepts(duration: TimeInterval, for member: String) -> Bool {
    guard duration.isUsableDuration else {
      RefreshDiagnostics.refuse("\(Self.self).\(member)", duration, "not a finite, non-negative duration")
      return false
    }
    return true
  }
  private var storedResultDisplayDuration: TimeInterval = 0

  /// The result being shown after a refresh ended, while ``resultDisplayDuration`` runs; nil otherwise.
  public var displayedResult: RefreshResult? { resultDisplay?.result }

  /// The result being shown and when its display ends.
  private var resultDisplay: (result: RefreshResult, end: TimeInterval)?

  /// Whether the component holds its refresh inset: while refreshing, and while it shows a result.
  final var holdsRefreshInset: Bool { state == .refreshing || displayedResult != nil }

  /// The state a deferred end moves to, when, and with which result.
  var deferredEnd: (state: RefreshState, time: TimeInterval, result: RefreshResult)?

  /// Whether the component's own action is running (reentrancy guard).
  private(set) var isRunningAction = false

  /// Counts refreshes; an async action only ends the refresh it started.
  private var refreshGeneration = 0

  // MARK: - Geometry and appearance

  /// The component's thickness along its scroll axis (height for headers and footers, width for trailers).
  var extent: CGFloat {
    didSet { componentGeometryDidChange() }
  }

  /// Sets ``extent`` from the public `height` or `width`, refusing what is not a usable, non-negative size.
  final func setExtent(_ value: CGFloat, member: String) {
    guard value.isUsableNonNegative else {
      return RefreshDiagnostics.refuse("\(Self.self).\(member)", value, "not a finite, non-negative \(member)")
    }
    extent = value
  }

  /// The component's frame in the scroll view's content coordinates, laid out as MJRefresh lays out its views.
  public private(set) var frame: CGRect = .zero

  /// Whether the component is hidden. A hidden component holds no inset and starts nothing; hiding it while it
  /// refreshes ends the refresh as ``RefreshResult/cancelled`` (or with the result of an end deferred by
  /// ``minimumRefreshingDuration``).
  public var isHidden = false {
    didSet {
      guard isHidden != oldValue else { return }
      if isHidden, state == .refreshing || state == .pulling || state == .willRefresh {
        finishRefresh(to: .idle, result: deferredEnd?.result ?? .cancelled)
      }
      if isHidden {
        resultDisplay = nil
      }
      syncHeldInset()
      if !isHidden { updateForScroll() }
    }
  }

  /// The component's opacity, from 0 to 1.
  public var alpha: CGFloat = 1 {
    didSet {
      if !alpha.isUsable {
        RefreshDiagnostics.refuse("\(Self.self).alpha", alpha, ScrollModel.notFiniteReason)
        alpha = oldValue
      } else if alpha != alpha.clamped(to: 0...1) {
        alpha = alpha.clamped(to: 0...1)
      }
    }
  }

  /// Whether ``alpha`` follows ``showProgress`` while the component is not refreshing, fading it in as it is pulled.
  public var automaticallyChangeAlpha = false {
    didSet { updateAlpha() }
  }

  /// Whether this component stays idle while another component of its scroll view refreshes, and the other way
  /// round. Nil (the default) follows ``ScrollModel/isMutuallyExclusive``.
  public var isMutuallyExclusive: Bool?

  // MARK: - Entry points

  /// Starts a refresh, as if the user had pulled and released.
  ///
  /// From ``RefreshState/idle`` the state becomes ``RefreshState/refreshing``, the inset is held, the action runs once
  /// and a header scrolls into view. While refreshing it does nothing (one action per refresh). Detached or not yet
  /// laid out, the state becomes ``RefreshState/willRefresh`` and the refresh starts once on attach. A hidden
  /// component, a footer with no more data, or a component excluded by ``isMutuallyExclusive`` ignores it. Called
  /// from inside the component's own action after that action ended the refresh, it is refused and reported; while
  /// the refresh is still on, it does nothing, as usual.
  public final func beginRefreshing() {
    if isRunningAction && state != .refreshing {
      return RefreshDiagnostics.refuse(
        "\(Self.self).beginRefreshing()", "reentrant call", "called from inside the component's own action")
    }
    guard !isHidden else { return }
    switch state {
    case .refreshing:
      // A deferred end is cancelled: the refresh goes on, with no second action.
      deferredEnd = nil
      return
    case .willRefresh, .noMoreData:
      return
    case .idle, .pulling:
      break
    }
    guard let scrollView, scrollView.frame.width > 0, scrollView.frame.height > 0 else {
      transition(to: .willRefresh)
      return
    }
    guard !isExcludedByAnotherRefresh else { return }
    startRefreshing(programmatic: true)
  }

  /// Ends the refresh: the state becomes ``RefreshState/idle`` at once and the inset is returned.
  ///
  /// It also cancels a pending ``RefreshState/willRefresh`` and, on a footer, leaves ``RefreshState/noMoreData``.
  /// With a ``minimumRefreshingDuration`` the end may be deferred. It cancels the task of an async action.
  public final func endRefreshing() {
    end(to: .idle, result: .success)
  }

  /// Ends the refresh with `result`, as ``endRefreshing()`` does; ``lastResult`` and the
  /// ``RefreshEvent/actionFinished(_:)`` event carry the result. A footer whose load failed does not load again by
  /// itself during the same drag; a tap or the next drag retries.
  ///
  /// - Parameter result: How the refresh's work ended.
  public final func endRefreshing(result: RefreshResult) {
    end(to: .idle, result: result)
  }

  /// Ends the refresh in `target` (`.idle` or `.noMoreData`), deferring it when the minimum duration asks.
  final func end(to target: RefreshState, result: RefreshResult) {
    switch state {
    case .refreshing:
      if let start = refreshingStartTime, let now = scrollView?.now, minimumRefreshingDuration > 0,
        now - start < minimumRefreshingDuration
      {
        deferredEnd = (target, start + minimumRefreshingDuration, result)
        return
      }
      finishRefresh(to: target, result: result)
    case .willRefresh, .pulling, .idle, .noMoreData:
      finishRefresh(to: target, result: result)
    }
  }

  /// Moves to `target` now, dropping any deferred end and cancelling the action's task.
  final func finishRefresh(to target: RefreshState, result: RefreshResult = .success) {
    deferredEnd = nil
    actionTask?.cancel()
    actionTask = nil
    let wasRefreshing = state == .refreshing
    if wasRefreshing, state.canTransition(to: target) {
      lastResult = result
      if resultDisplayDuration > 0, result != .cancelled, let now = scrollView?.now, !isHidden {
        resultDisplay = (result, now + resultDisplayDuration)
      }
      refreshWillEnd(with: result)
      send(.actionFinished(result))
    }
    transition(to: target)
  }

  // MARK: - Hooks

  /// Called once from `init`, before the component is attached: set up subviews, titles and defaults here.
  ///
  /// ## Subclassing
  /// Call `super.prepare()` first. Stored properties of the subclass are already initialised.
  open func prepare() {}

  /// Called when the component's ``frame`` changes: lay out what it draws here.
  ///
  /// ## Subclassing
  /// Call `super.placeSubviews()`.
  open func placeSubviews() {}

  /// Called after the scroll view's offset changed and the component updated its state and progress.
  ///
  /// ## Subclassing
  /// Call `super`. The state machine has already run; use this to draw, not to change the state.
  ///
  /// - Parameter change: The offset before and after.
  open func scrollViewContentOffsetDidChange(_ change: ScrollChange<CGPoint>) {}

  /// Called after the scroll view's content size changed and the component laid itself out again.
  ///
  /// ## Subclassing
  /// Call `super`.
  ///
  /// - Parameter change: The content size before and after.
  open func scrollViewContentSizeDidChange(_ change: ScrollChange<CGSize>) {}

  /// Called after the scroll view's pan state changed and the component handled it (a release may have started a
  /// refresh).
  ///
  /// ## Subclassing
  /// Call `super`.
  ///
  /// - Parameter change: The pan state before and after.
  open func scrollViewPanStateDidChange(_ change: ScrollChange<PanState>) {}

  /// Called on every state change, before the matching `to…State()` hook.
  ///
  /// ## Subclassing
  /// Call `super`. ``state`` already reads `new`, and the inset is already held or returned.
  ///
  /// - Parameters:
  ///   - old: The state before.
  ///   - new: The state after.
  open func stateDidChange(from old: RefreshState, to new: RefreshState) {}

  /// Called when the state becomes ``RefreshState/idle``.
  ///
  /// ## Subclassing
  /// Call `super`.
  open func toNormalState() {}

  /// Called when the state becomes ``RefreshState/pulling``: releasing now refreshes.
  ///
  /// ## Subclassing
  /// Call `super`.
  open func toPullingState() {}

  /// Called when the state becomes ``RefreshState/willRefresh``.
  ///
  /// ## Subclassing
  /// Call `super`.
  open func toWillRefreshState() {}

  /// Called when the state becomes ``RefreshState/refreshing``, just before the action runs.
  ///
  /// ## Subclassing
  /// Call `super`.
  open func toRefreshingState() {}

  /// Called when a footer's state becomes ``RefreshState/noMoreData``.
  ///
  /// ## Subclassing
  /// Call `super`.
  open func toNoMoreDataState() {}

  /// Called when ``showProgress`` changes, after ``alpha`` followed it (when ``automaticallyChangeAlpha`` is set).
  ///
  /// ## Subclassing
  /// Call `super`.
  ///
  /// - Parameter progress: The new progress.
  open func showProgressDidChange(_ progress: CGFloat) {}

  /// The pull distance that arms a refresh, measured from the resting edge. Default: the component's height (width
  /// for a trailer).
  ///
  /// ## Subclassing
  /// Return a positive, finite distance; the component reads it at each event. An invalid value is reported and the
  /// default used.
  ///
  /// - Returns: The trigger distance in points.
  open func willRefreshHeight() -> CGFloat { extent }

  /// The inset held while refreshing. Default: the component's height (width for a trailer).
  ///
  /// ## Subclassing
  /// Return a finite distance, not negative; an invalid value is reported and the default used.
  ///
  /// - Returns: The held inset in points.
  open func refreshingHoldHeight() -> CGFloat { extent }

  // MARK: - Validated hook values

  /// ``willRefreshHeight()``, or the default when the override returns an invalid value.
  final var triggerDistance: CGFloat {
    let value = willRefreshHeight()
    guard value.isUsable, value > 0 else {
      reportInvalidHook("willRefreshHeight()", value)
      return max(extent, 1)
    }
    return value
  }

  /// ``refreshingHoldHeight()``, or the default when the override returns an invalid value.
  final var holdDistance: CGFloat {
    let value = refreshingHoldHeight()
    guard value.isUsableNonNegative else {
      reportInvalidHook("refreshingHoldHeight()", value)
      return extent
    }
    return value
  }

  /// The invalid hook results already reported, so that each is reported once, not at every event.
  private var reportedInvalidHooks: Set<String> = []

  private func reportInvalidHook(_ hook: String, _ value: CGFloat) {
    guard reportedInvalidHooks.insert("\(hook)=\(value)").inserted else { return }
    RefreshDiagnostics.refuse("\(Self.self).\(hook)", value, "a hook must return a finite, non-negative distance")
  }

  // MARK: - Attaching

  /// Attaches to `scrollView` in `slot` of `coordinator`, which has already detached whatever was there.
  final func attach(to scrollView: ScrollModel, coordinator: RefreshCoordinator, slot: RefreshSlot) {
    self.scrollView = scrollView
    self.coordinator = coordinator
    self.slot = slot
    switch slot {
    case .header, .footer: scrollView.alwaysBounceVertical = true
    case .trailer: scrollView.alwaysBounceHorizontal = true
    }
    layout()
    syncHeldInset()
    if state == .willRefresh {
      resumeWillRefresh()
    } else {
      updateForScroll()
    }
  }

  /// Detaches from the scroll view: stops observing, ends any refresh and returns every inset held.
  final func detach() {
    resultDisplay = nil
    if state == .refreshing || state == .pulling {
      finishRefresh(to: .idle, result: deferredEnd?.result ?? .cancelled)
    }
    if let coordinator, let slot {
      // Leave the slot first, so that the inset event that follows no longer reaches this component.
      self.scrollView = nil
      self.coordinator = nil
      self.slot = nil
      coordinator.remove(self, from: slot)
    }
    scrollView = nil
    coordinator = nil
    slot = nil
  }

  /// The scroll model was released: the component ends its refresh and forgets its slot, as a detach does.
  final func hostDidGoAway() {
    guard slot != nil, scrollView == nil else { return }
    slot = nil
    coordinator = nil
    detach()
  }

  /// Starts a pending begin if nothing excludes it any more (called when another component stopped refreshing).
  final func retryWillRefresh() {
    if state == .willRefresh { resumeWillRefresh() }
  }

  private func resumeWillRefresh() {
    guard let scrollView, scrollView.frame.width > 0, scrollView.frame.height > 0, !isHidden else { return }
    guard !isExcludedByAnotherRefresh else { return }
    startRefreshing(programmatic: true)
  }

  // MARK: - Observation

  /// Handles a change of the scroll view the component is attached to. The scroll view calls it directly, before
  /// its other observers, passing itself so that the hot path reads no weak reference.
  final func scrollModel(_ host: ScrollModel, didChange event: ScrollEvent) {
    switch event {
    case .contentOffset(let old, let new):
      updateForScroll(in: host, from: old)
      scrollViewContentOffsetDidChange(ScrollChange(old: old, new: new))
    case .contentSize(let old, let new):
      layout()
      syncHeldInset()
      updateForScroll(in: host, from: nil)
      scrollViewContentSizeDidChange(ScrollChange(old: old, new: new))
    case .frame:
      layout()
      syncHeldInset()
      if state == .willRefresh { resumeWillRefresh() } else { updateForScroll(in: host, from: nil) }
    case .inset:
      layout()
      syncHeldInset()
      updateForScroll(in: host, from: nil)
    case .panState(let old, let new):
      if !isHidden { panStateDidChange(to: new, in: host) }
      scrollViewPanStateDidChange(ScrollChange(old: old, new: new))
    }
  }

  /// Called after each frame of ``ScrollModel/advance(by:)``: runs a deferred end that is due.
  func modelTimeDidAdvance(to time: TimeInterval) {
    if let deferredEnd, time >= deferredEnd.time - ScrollModel.timeTolerance {
      finishRefresh(to: deferredEnd.state, result: deferredEnd.result)
    }
    if let resultDisplay, time >= resultDisplay.end - ScrollModel.timeTolerance {
      clearDisplayedResult()
    }
  }

  /// Stops showing the result of the last refresh and returns the inset held for it.
  final func clearDisplayedResult() {
    guard resultDisplay != nil else { return }
    resultDisplay = nil
    syncHeldInset()
  }

  // MARK: - Behaviour (internal, overridden by the concrete components of the library)

  /// The edge a pull-and-release component watches, or nil for a component that is not pulled (the auto footer).
  /// The defaults below implement the pull, release and hold at that edge.
  var pullEdge: PullEdge? { nil }

  /// Updates progress and state for the current geometry of `host`. `oldOffset` is the offset before an offset
  /// change.
  func updateForScroll(in host: ScrollModel, from oldOffset: CGPoint?) {
    guard let pullEdge else { return }
    updatePull(pullEdge, in: host, from: oldOffset)
  }

  /// Handles a change of the finger's state.
  func panStateDidChange(to panState: PanState, in host: ScrollModel) {
    guard let pullEdge else { return }
    releasePull(pullEdge, panState: panState, in: host)
  }

  /// ``updateForScroll(in:from:)`` on the attached scroll view, if any.
  final func updateForScroll() {
    guard let scrollView else { return }
    updateForScroll(in: scrollView, from: nil)
  }

  /// The inset this component holds now, were it attached and visible: a pull component its hold while refreshing
  /// (and while it shows a result).
  func heldInset() -> Insets {
    guard let pullEdge, holdsRefreshInset, let geometry = pullGeometry(pullEdge) else { return .zero }
    return geometry.heldInset(hold: holdDistance)
  }

  /// Lays the component out for the current scroll view geometry.
  func layoutFrame(in scrollView: ScrollModel) -> CGRect {
    guard let pullEdge else { return .zero }
    return pullGeometry(pullEdge)?.frame(extent: extent) ?? .zero
  }

  /// Called before the state changes from `old` to `new`, before the inset is synced.
  func stateWillChange(from old: RefreshState, to new: RefreshState) {}

  /// Called when a refresh starts, after the action ran: a pull component that the app began scrolls itself into
  /// view, as if it had been pulled.
  func refreshDidStart(programmatic: Bool) {
    guard programmatic, let pullEdge, let scrollView else { return }
    var target = scrollView.contentOffset
    switch pullEdge {
    case .top: target.y = scrollView.minimumContentOffset.y
    case .bottom: target.y = scrollView.maximumContentOffset.y
    case .right: target.x = scrollView.maximumContentOffset.x
    }
    scrollView.setContentOffset(target, animated: true)
  }

  /// The next time on the scroll view's clock at which this component has something to do (a deferred end, the end
  /// of a result display), or nil.
  final var nextTimerDeadline: TimeInterval? {
    [deferredEnd?.time, resultDisplay?.end].compactMap { $0 }.min()
  }

  /// Called when a refresh is about to end with `result`, before the state changes.
  func refreshWillEnd(with result: RefreshResult) {}

  // MARK: - Shared machinery

  /// Sets the component's share of ``ScrollModel/refreshInset`` to what it holds now.
  final func syncHeldInset() {
    guard let coordinator, let slot else { return }
    coordinator.setInset(isHidden ? .zero : heldInset(), for: slot)
  }

  /// The inset this component currently has in its slot.
  final var currentHeldInset: Insets {
    guard let coordinator, let slot else { return .zero }
    return coordinator.inset(for: slot)
  }

  final func layout() {
    guard let scrollView else { return }
    let newFrame = layoutFrame(in: scrollView)
    guard newFrame != frame else { return }
    frame = newFrame
    placeSubviews()
  }

  final func componentGeometryDidChange() {
    layout()
    syncHeldInset()
    updateForScroll()
  }

  final func setShowProgress(_ progress: CGFloat) {
    let value = progress.isFinite ? max(0, progress) : 0
    guard value != showProgress else { return }
    showProgress = value
    updateAlpha()
    showProgressDidChange(value)
  }

  private func updateAlpha() {
    guard automaticallyChangeAlpha else { return }
    alpha = state == .refreshing || state == .noMoreData ? 1 : min(1, showProgress)
  }

  /// Whether another component of the scroll view refreshes and exclusion applies: either component asks for it
  /// (its own ``isMutuallyExclusive``, or the scroll view's when that is nil).
  final var isExcludedByAnotherRefresh: Bool {
    coordinator?.excludes(self) ?? false
  }

  /// The scroll model's adjusted inset without what this component holds: where its pull distances are measured
  /// from.
  final func baseInset(in host: ScrollModel) -> Insets {
    guard let coordinator, let slot else { return host.adjustedContentInset }
    return coordinator.adjustedContentInset(of: host, excluding: slot)
  }

  /// Enters ``RefreshState/refreshing``, holds the inset and runs the action once.
  final func startRefreshing(programmatic: Bool) {
    // A new refresh ends the display of the last result; the transition holds the inset again.
    resultDisplay = nil
    guard transition(to: .refreshing) else { return }
    guard state == .refreshing else { return }
    refreshDidStart(programmatic: programmatic)
  }

  /// Moves to `new` if ``RefreshState/canTransition(to:)`` allows it, then holds or returns the inset and calls the
  /// hooks. Returns whether the state changed.
  @discardableResult
  final func transition(to new: RefreshState) -> Bool {
    let old = currentState
    guard old.canTransition(to: new) else { return false }
    // The scroll view's events wait until this change is complete and reported, so that no observer (this component
    // included) sees the new state before the hooks and events of this transition have run.
    let host = scrollView
    host?.beginHoldingEvents()
    stateWillChange(from: old, to: new)
    currentState = new
    if new == .refreshing {
      refreshGeneration += 1
      refreshingStartTime = host?.now
    } else if old == .refreshing {
      refreshingStartTime = nil
    }
    transitionDepth += 1
    pendingEvents.append(.stateChanged(from: old, to: new))
    if new == .pulling || old == .pulling, new != .refreshing {
      pendingEvents.append(.thresholdCrossed(armed: new == .pulling))
    }
    syncHeldInset()
    updateAlpha()
    // A hook may change the state again; the hooks of a transition that was overtaken are not called.
    if state == new { stateDidChange(from: old, to: new) }
    if state == new {
      switch new {
      case .idle: toNormalState()
      case .pulling: toPullingState()
      case .willRefresh: toWillRefreshState()
      case .refreshing: toRefreshingState()
      case .noMoreData: toNoMoreDataState()
      }
    }
    transitionDepth -= 1
    deliverPendingEvents()
    host?.endHoldingEvents()
    if old == .refreshing {
      // Another component may have been waiting for this one to finish (exclusion).
      coordinator?.componentStoppedRefreshing()
    }
    if new == .refreshing {
      // Once per entry into refreshing, even when a hook or an observer already ended this refresh: action calls
      // always equal entries. (An async action is not started for a refresh that already ended.)
      runAction()
    }
    return true
  }

  private func runAction() {
    let generation = refreshGeneration
    actionCount += 1
    send(.actionStarted)
    if let refreshingAction {
      isRunningAction = true
      refreshingAction()
      isRunningAction = false
    }
    if let asyncAction, state == .refreshing, generation == refreshGeneration {
      actionTask = Task { @MainActor [weak self] in
        let result = await asyncAction()
        // Only the refresh this task was started for may end; a task cancelled from outside (not by an end) ends it
        // as a failure rather than leaving it held forever.
        guard let self, self.refreshGeneration == generation, self.state == .refreshing else { return }
        self.actionTask = nil
        self.endRefreshing(result: Task.isCancelled ? .cancelled : result)
      }
    }
  }
}
