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
/// and ``refreshingHoldHeight()`` to change the trigger distance and the inset held while refreshing.
///
/// One rule for `super`: a hook that returns nothing calls `super` first; a hook that returns a value returns its own
/// and calls `super` only to read the default. (The base implementations do nothing and the component keeps its
/// state, insets and alpha itself; the library's leaves do their drawing there, so a subclass of a leaf that skips
/// `super` loses the leaf's look, never its behaviour.)
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
  ///
  /// It calls ``prepare()``, then ``toNormalState()`` once, so the component has its idle look from creation on, as
  /// MJRefresh's components set it in their initialiser.
  public init() {
    // The first values are set here, not where declared: each declared value (and a `T?` variable's implicit nil,
    // which `Optional<T>` does not get) is a function of its own that an app links and exports (issue 58).
    let defaults = RefreshConfiguration.defaultScope  // read in place, not copied whole
    (runner, eventHub, storedAppearance) = (RefreshActionRunner(), RefreshEventHub(), defaults.configuration.appearance)
    (lastResult, refreshingStartTime, stateStartTime, refreshTrigger) = (nil, nil, nil, nil)
    (beginRefreshingCompletion, endRefreshingAnimationBeginAction, endRefreshingCompletion) = (nil, nil, nil)
    (beginCompletions, endCompletions, reportedInvalidHooks) = ([], [], [])
    (storedMinimumRefreshingDuration, storedResultDisplayDuration) = (0, 0)
    storedFailureDisplayDuration = defaults.configuration.failureDisplayDuration
    cell = StateCell(RefreshComponentState(extent: Self.defaultExtent))
    presentationInputsDidChange()  // a count no other component has had
    prepare()
    toNormalState()
  }

  /// The component's default thickness along its scroll axis: 54 for headers, 44 for footers, 60 for trailers.
  class var defaultExtent: CGFloat { 54 }

  // MARK: - Actions

  /// Runs the action once per refresh.
  let runner: RefreshActionRunner

  /// How the last refresh ended, or nil before the first one ended.
  public internal(set) final var lastResult: Optional<RefreshResult> {
    didSet { presentationInputsDidChange() }
  }

  /// How the component looks in a view (see ``appearance``); cold state, read when a renderer draws.
  final var storedAppearance: RefreshAppearance

  // MARK: - Events

  /// Delivers the component's events in order.
  let eventHub: RefreshEventHub

  // MARK: - State

  /// The component's state. Only the component changes it, through checked transitions.
  ///
  /// A component whose scroll model was released ends its refresh (as ``RefreshResult/cancelled``) at the latest
  /// when this is read.
  public final var state: RefreshState {
    // Out of line: one copy, not one in each of some 20 callers (issue 58); the scroll path reads `currentState`.
    @inline(never) get {
      if slot != nil, scrollView == nil { hostDidGoAway() }
      return currentState
    }
  }

  /// Whether the component is refreshing.
  ///
  /// True from the moment the state becomes ``RefreshState/refreshing`` until ``endRefreshing()`` returns (or, with
  /// a ``minimumRefreshingDuration``, until the deferred end takes effect).
  public final var isRefreshing: Bool { state == .refreshing }

  /// How far the user has pulled: 0 at rest, 1 at the trigger distance, above 1 when pulled further.
  public internal(set) final var showProgress: CGFloat {
    get { cell.value.showProgress }
    set { cell.value.showProgress = newValue }
  }

  /// When the current refresh began, on the scroll view's clock.
  public internal(set) final var refreshingStartTime: Optional<TimeInterval>

  /// When the component entered its current state, on the scroll model's clock; nil when it entered it detached. The
  /// image-sequence leaves loop a state's frames from here.
  final var stateStartTime: Optional<TimeInterval>

  /// Who or what started the current refresh, or the last one; nil before the first. Set before the action runs, so
  /// the action can read it, and carried on the ``RefreshEvent/actionStarted(_:)`` event.
  public internal(set) final var refreshTrigger: Optional<RefreshTrigger>

  /// Runs once per refresh, once the component is refreshing, its hold is in place and any animated scroll into view
  /// has settled (MJRefresh's `beginRefreshingCompletionBlock`). A refresh that ends before that runs it at its end,
  /// before ``endRefreshingCompletion``; a begin that was refused runs nothing. It stays set for every refresh; for
  /// one refresh only, pass a completion to ``beginRefreshing(completion:)``.
  public final var beginRefreshingCompletion: Optional<@MainActor () -> Void>

  /// Runs once per end of a refresh, when the closing begins: the component has left ``RefreshState/refreshing``
  /// and returns its hold now (at the end, or when the result display ends), so the content starts to settle back
  /// (MJRefresh's `endRefreshingAnimationBeginAction`, run as its closing animation begins). After the end's
  /// hooks and events, and after ``didEndDisplayingResult(_:)`` when a result showed.
  public final var endRefreshingAnimationBeginAction: Optional<@MainActor () -> Void>

  /// Runs once per end of a refresh, once the component has left ``RefreshState/refreshing``, returned its hold (after
  /// any result display) and the content has settled (MJRefresh's `endRefreshingCompletionBlock`), right after
  /// ``didEndRefreshing()``. If the next refresh starts first (a pull arms, a begin), it runs then, before that
  /// refresh's first hook. It stays set for every end; for one end only, pass a completion to
  /// ``endRefreshing(completion:)``.
  public final var endRefreshingCompletion: Optional<@MainActor () -> Void>

  /// The completions given to ``beginRefreshing(completion:)`` for the current or the pending refresh, in call order.
  final var beginCompletions: [@MainActor () -> Void]

  /// The completions given to ``endRefreshing(completion:)`` for the current refresh's end or the last end still
  /// settling, in call order.
  final var endCompletions: [@MainActor () -> Void] {
    didSet {
      // No frame work of its own: a completion is queued just before its end, which schedules the frames it waits
      // for (or, with nothing ended or settling, runs it at once).
      cell.value.schedule.hasEndCompletions = !endCompletions.isEmpty
    }
  }

  /// What the component reads and writes on the scroll path, reached without a dynamic exclusivity check per
  /// property (`RefreshComponentState.swift` forwards each field).
  let cell: StateCell<RefreshComponentState>

  final var storedMinimumRefreshingDuration: TimeInterval

  final var storedResultDisplayDuration: TimeInterval

  final var storedFailureDisplayDuration: TimeInterval

  // MARK: - Entry points

  /// Starts a refresh, as if the user had pulled and released.
  ///
  /// From ``RefreshState/idle`` the state becomes ``RefreshState/refreshing``, the inset is held, the action runs once
  /// and the component scrolls into view when it is within one viewport of the content shown; from further away it
  /// refreshes in place, so that the rows the user reads do not jump (it shows its refresh once scrolled to, and
  /// VoiceOver hears it begin). While refreshing it does nothing (one action per refresh). Detached or not yet
  /// laid out, the state becomes ``RefreshState/willRefresh`` and the refresh starts once on attach. A hidden
  /// component, a footer with no more data, or a component excluded by ``isMutuallyExclusive`` ignores it. Called
  /// from inside the component's own action after that action ended the refresh, it is refused and reported; while
  /// the refresh is still on, it does nothing, as usual.
  public final func beginRefreshing() {
    begin(trigger: .beginRefreshing)
  }

  /// Ends the refresh: the state becomes ``RefreshState/idle`` at once and the inset is returned.
  ///
  /// It also cancels a pending ``RefreshState/willRefresh`` and, on a footer, leaves ``RefreshState/noMoreData``.
  /// With a ``minimumRefreshingDuration`` the end may be deferred. It cancels the task of an async action, unless
  /// called from inside that action, which then runs on, uncancelled, and its result ends nothing.
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

  // MARK: - Hooks
  //
  // The rule for `super`: a hook that returns nothing calls `super` first; a hook that returns a value returns its
  // own and calls `super` only to read the default. The base implementations do nothing, and the component keeps its
  // state, insets and alpha itself, but the library's leaves do their drawing there.

  /// Called once from `init`, before the component is attached: set up subviews, titles and defaults here.
  /// ``toNormalState()`` follows at once.
  ///
  /// ## Subclassing
  /// Call `super.prepare()` first. Stored properties of the subclass are already initialised.
  open func prepare() {}

  /// Called when the component's ``frame`` changes, and once after ``setNeedsLayout()``: lay out what it draws here.
  ///
  /// ## Subclassing
  /// Call `super.placeSubviews()` first.
  open func placeSubviews() {}

  /// Called before the component is attached to `scrollView`, or detached from its scroll model (`nil`): by an
  /// assignment, a replacement, a move to another scroll model, or the scroll model going away. Once per move, before
  /// ``didMove(to:)``. Start or stop animations that follow the host here.
  ///
  /// ## Subclassing
  /// Call `super` first.
  ///
  /// - Parameter scrollView: The scroll model the component is about to join, or nil.
  open func willMove(to scrollView: ScrollModel?) {}

  /// Called after the component was attached to `scrollView` or detached from its scroll model (`nil`), once per
  /// move, after ``willMove(to:)``.
  ///
  /// On an attach it is laid out (``frame`` set, ``placeSubviews()`` run) and holds what it holds (an auto footer its
  /// height); the scroll model's events caused by the attach reach the component after this hook. A component begun
  /// before it was attached is still ``RefreshState/willRefresh`` here: its refresh starts right after.
  ///
  /// ## Subclassing
  /// Call `super` first.
  ///
  /// - Parameter scrollView: The scroll model the component joined, or nil.
  open func didMove(to scrollView: ScrollModel?) {}

  /// Called once per end of a refresh, when the hold is returned and the content has settled, right before
  /// ``endRefreshingCompletion``: reset artwork here.
  ///
  /// Every hook of an end runs before any hook of the next refresh: when the next refresh starts before this end
  /// settled (a pull arms while the content still springs back, or ``beginRefreshing()`` right after
  /// ``endRefreshing()``), this hook and the end's completions run at that moment, before its first hook.
  ///
  /// ## Subclassing
  /// Call `super` first.
  open func didEndRefreshing() {}

  /// Called when the display of a refresh's result ends (``resultDisplayDuration``, or a failure's
  /// ``failureDisplayDuration``, ran out, or a new refresh, hiding or detaching cut it short), as the component
  /// returns the hold it kept for it: CRRefresh's `refreshEnd(view:finish: true)` after its end delay. Once per result
  /// shown; never when nothing was shown (no duration, a cancelled refresh). ``RefreshEvent/resultDisplayEnded(_:)``
  /// follows, then ``endRefreshingAnimationBeginAction``.
  ///
  /// ## Subclassing
  /// Call `super` first. ``displayedResult`` already reads nil.
  ///
  /// - Parameter result: The result that was shown.
  open func didEndDisplayingResult(_ result: RefreshResult) {}

  /// Called after the scroll view's offset changed and the component updated its state and progress.
  ///
  /// ## Subclassing
  /// Call `super` first. The state machine has already run; use this to draw, not to change the state.
  ///
  /// - Parameter change: The offset before and after.
  open func scrollViewContentOffsetDidChange(_ change: ScrollChange<CGPoint>) {}

  /// Called after the scroll view's content size changed and the component laid itself out again.
  ///
  /// ## Subclassing
  /// Call `super` first.
  ///
  /// - Parameter change: The content size before and after.
  open func scrollViewContentSizeDidChange(_ change: ScrollChange<CGSize>) {}

  /// Called after the scroll view's pan state changed and the component handled it (a release may have started a
  /// refresh).
  ///
  /// ## Subclassing
  /// Call `super` first.
  ///
  /// - Parameter change: The pan state before and after.
  open func scrollViewPanStateDidChange(_ change: ScrollChange<PanState>) {}

  /// Called on every state change, before the matching `to…State()` hook.
  ///
  /// ## Subclassing
  /// Call `super` first. ``state`` already reads `new`, and the inset is already held or returned.
  ///
  /// - Parameters:
  ///   - old: The state before.
  ///   - new: The state after.
  open func stateDidChange(from old: RefreshState, to new: RefreshState) {}

  /// Called when the state becomes ``RefreshState/idle``, and once at creation, right after ``prepare()`` (the
  /// component is not attached yet, so ``scrollView`` is nil): set the idle look here, in one place, and it is there
  /// before the component is attached, as in MJRefresh.
  ///
  /// ## Subclassing
  /// Call `super` first.
  open func toNormalState() {}

  /// Called when the state becomes ``RefreshState/pulling``: releasing now refreshes.
  ///
  /// ## Subclassing
  /// Call `super` first.
  open func toPullingState() {}

  /// Called when the state becomes ``RefreshState/willRefresh``.
  ///
  /// ## Subclassing
  /// Call `super` first.
  open func toWillRefreshState() {}

  /// Called when the state becomes ``RefreshState/refreshing``, just before the action runs.
  ///
  /// ## Subclassing
  /// Call `super` first.
  open func toRefreshingState() {}

  /// Called when a footer's state becomes ``RefreshState/noMoreData``.
  ///
  /// ## Subclassing
  /// Call `super` first.
  open func toNoMoreDataState() {}

  /// Called when ``showProgress`` changes, after ``alpha`` followed it (when ``automaticallyChangeAlpha`` is set).
  ///
  /// ## Subclassing
  /// Call `super` first.
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

  /// What VoiceOver says for the component, its one accessible element: the leaves return the state they show,
  /// without the gesture words of their titles ("Refresh, Last updated: Today 10:24", "Load more", "Loading more…",
  /// or a failed load's message); one of the app's own that draws no text says the stock words of its kind ("Refresh",
  /// "Load more"). Read it with ``isAccessibilityElement`` for the element the app's view exposes.
  ///
  /// ## Subclassing
  /// Return the text your drawing shows, in the component's language, and put what the user can do in
  /// ``accessibilityHint``; `super` gives the leaf's, or the stock words of the component's kind.
  open var accessibilityLabel: String? { stockAccessibilityLabel }

  /// What VoiceOver says after a pause: the result of activating the component, a verb that names no gesture, as
  /// Apple asks of a hint. A footer or the trailer says "Loads more items" while a double tap loads, "Tries loading
  /// again" after an auto footer's failed load; otherwise, and for a header, nil (<doc:Accessibility>).
  ///
  /// ## Subclassing
  /// Return a short phrase in the component's language, or nil for none; `super` gives the stock hint.
  open var accessibilityHint: String? { loadHint }

  /// What a renderer draws for the component now, and what VoiceOver says for it: ``RefreshPresentation``,
  /// computed from the state, the progress and the model's time when read. `TerminalRenderer` and the UIKit layer
  /// draw only this. The base gives no title, no accessory, the ``accessibilityLabel`` and the traits (a footer or a
  /// trailer that a double tap loads is a button); the leaves add what they show.
  ///
  /// ## Subclassing
  /// Override to draw your own way: start from `super.presentation` and change what differs. A renderer reads an
  /// override every frame the component is in view (`RefreshRedraw`), so it may read anything: nothing to invalidate.
  open var presentation: RefreshPresentation { basePresentation }

  /// What the presentation is made from, for a stock leaf; nil for any other class (see `PresentationStamp`).
  var presentationStamp: PresentationStamp? { nil }

  /// The invalid hook results already reported, so that each is reported once, not at every event.
  final var reportedInvalidHooks: [String]

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

  /// Where offset changes cannot change this component now, or nil: computed after each full update while the
  /// component ``isAtRest`` (see `QuietZone`). The default is the pull machine's: idle, at rest and pulled nowhere
  /// past its edge.
  func quietZone(in host: ScrollModel) -> QuietZone? {
    guard isAtRest, let pullEdge else { return nil }
    let geometry = PullGeometry(edge: pullEdge, scrollView: host, base: baseInset(in: host))
    return geometry.quietZone
  }

  /// Handles a change of the finger's state.
  func panStateDidChange(to panState: PanState, in host: ScrollModel) {
    guard let pullEdge else { return }
    releasePull(pullEdge, panState: panState, in: host)
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
    return pullGeometry(pullEdge)?.frame(extent: extent, ignoredInset: ignoredInset) ?? .zero
  }

  /// Called before the state changes from `old` to `new`, before the inset is synced.
  func stateWillChange(from old: RefreshState, to new: RefreshState) {}

  /// Called when a refresh is about to end with `result`, before the state changes; `ignoresDate` asks a header to
  /// leave its last-updated date alone.
  func refreshWillEnd(with result: RefreshResult, ignoresDate: Bool) {}

  /// The language of the component's own texts, or nil to follow ``RefreshLocalization/language``: a leaf's
  /// ``StateTitled/language``. Its announcements are spoken in it.
  var textLanguage: String? { nil }
}
