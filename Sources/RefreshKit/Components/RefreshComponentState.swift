import Foundation

/// What a ``RefreshComponent`` reads and writes on the scroll path, in one value held in a ``StateCell``, so that
/// a scroll event makes no dynamic exclusivity check per property (see `StateCell`).
///
/// The component forwards each field through a property of the name it always had. Plain data only: nothing here
/// calls out.
struct RefreshComponentState {
  // A change of any field that a quiet zone is computed from forgets the zone.
  var slot: RefreshSlot? { didSet { quietZone = nil } }
  var currentState: RefreshState = .idle { didSet { quietZone = nil } }
  var showProgress: CGFloat = 0 { didSet { quietZone = nil } }
  var needsLayout = false { didSet { quietZone = nil } }
  var isProgressResetAfterEnd = false { didSet { quietZone = nil } }
  /// The thickness the component has: the larger of ``requestedExtent`` and ``contentExtent``.
  var extent: CGFloat { didSet { quietZone = nil } }
  /// The thickness the app asked for (`height`, `width`), or the default.
  var requestedExtent: CGFloat
  /// The thickness the renderer measured its drawn content to need (see `RefreshComponent.contentExtent`).
  var contentExtent: CGFloat = 0
  var ignoredInset: CGFloat = 0 { didSet { quietZone = nil } }
  var isHidden = false { didSet { quietZone = nil } }
  var insetOfOtherSlots = Insets.zero { didSet { quietZone = nil } }
  /// Where an offset change cannot change the component, or nil (see `QuietZone`).
  var quietZone: QuietZone?

  var schedule = RefreshSchedule()
  /// The result of the deferred end (`schedule.deferredEnd`), and the result on display (`schedule.resultDisplayEnd`):
  /// kept beside the schedule, whose fields are then all plain values, copied with no code of their own (issue 58).
  var deferredEndResult = RefreshResult.cancelled
  var resultOnDisplay = RefreshResult.cancelled
  var frame: CGRect = .zero
  var alpha: CGFloat = 1
  var automaticallyChangeAlpha = false
  var isMutuallyExclusive: Bool?
  var playsHaptics: Bool?
  /// The scroll model, weakly: read by every frame's redraw (`isAccessibilityElement`), so kept here, where a read
  /// makes no exclusivity check.
  weak var scrollView: ScrollModel?
  /// Shared with the coordinator while it holds the component in a slot (see `CoordinatorLink`).
  var coordinatorLink: CoordinatorLink?
  /// Whether another component of the coordinator refreshes, kept by the coordinator (`refreshingDidChange()`): a
  /// frame's double-tap answer asks the coordinator about exclusion only then.
  var anotherComponentRefreshes = false
  /// Counts the changes of the stored inputs of a stock leaf's presentation (see `PresentationStamp`).
  var presentationInputs = 0
  /// Whether the presentation runs the app's code (a header's last-updated text provider): then it has no stamp.
  var presentationRunsAppCode = false
  /// Whether the next frame measures what the offset shows of a refreshing header (`holdWhatTheOffsetShows()`).
  var holdCheckIsDue = false

  /// A state whose component is `extent` thick.
  init(extent: CGFloat) {
    self.extent = extent
    requestedExtent = extent
  }
}

extension RefreshComponent {
  // MARK: - Stored state, forwarded

  /// The scroll model the component is attached to, or nil.
  public internal(set) var scrollView: ScrollModel? {
    get { cell.value.scrollView }
    set { cell.value.scrollView = newValue }
  }

  /// Whether the coordinator is there (it still shares the link), without loading it.
  final var hasCoordinator: Bool {
    cell.value.coordinatorLink != nil && !isKnownUniquelyReferenced(&cell.value.coordinatorLink)
  }

  /// Whether another component of the coordinator refreshes (see `RefreshCoordinator.refreshingDidChange()`).
  var anotherComponentRefreshes: Bool {
    get { cell.value.anotherComponentRefreshes }
    set { cell.value.anotherComponentRefreshes = newValue }
  }

  /// The coordinator of ``scrollView``'s components, which holds the slot and its inset; nil once the component
  /// left its slot or the scroll model is gone. Reached through the model, which owns it: the component keeps no
  /// reference of its own to the coordinator. A weak one would give the coordinator a side table, and the model
  /// retains its coordinator on every event (535 instructions per scroll event with a header and a footer this way,
  /// 665 with a weak reference; issue 43, item 8).
  final var coordinator: RefreshCoordinator? {
    @inline(never) get {
      guard hasCoordinator else { return nil }
      return cell.value.scrollView?.refreshCoordinator
    }
  }

  /// Shares `link` with the coordinator that is putting the component in a slot.
  ///
  /// The component keeps it after it leaves: the coordinator lets go of its side first, when the slot empties
  /// (`RefreshCoordinator.remove(_:from:)`), when another component takes the slot, or when it goes with its model,
  /// and ``hasCoordinator`` reads false from then on.
  final func linkCoordinator(_ link: CoordinatorLink) {
    cell.value.coordinatorLink = link
  }

  /// The slot the component occupies in ``scrollView``.
  var slot: RefreshSlot? {
    get { cell.value.slot }
    set { cell.value.slot = newValue }
  }

  /// The state as stored, without checking that the scroll model still exists: for the scroll path.
  var currentState: RefreshState {
    get { cell.value.currentState }
    set { cell.value.currentState = newValue }
  }

  /// Whether ``placeSubviews()`` is due at the next delivery or frame (``setNeedsLayout()``).
  var needsLayout: Bool {
    get { cell.value.needsLayout }
    set {
      cell.value.needsLayout = newValue
      if newValue { frameWorkDidBegin() }
    }
  }

  /// Whether the next frame measures what the offset shows of a refreshing header: an offset the app set moved rows
  /// over it (see `RefreshHeader.updateForScroll(in:from:)`).
  var holdCheckIsDue: Bool {
    get { cell.value.holdCheckIsDue }
    set {
      cell.value.holdCheckIsDue = newValue
      if newValue { frameWorkDidBegin() }
    }
  }

  /// Whether ``showProgress`` reads 0 after a refresh ended, until the user drags again.
  var isProgressResetAfterEnd: Bool {
    get { cell.value.isProgressResetAfterEnd }
    set { cell.value.isProgressResetAfterEnd = newValue }
  }

  /// What the other slots of the coordinator hold, kept current by the coordinator: the scroll path measures from it
  /// without loading the coordinator.
  var insetOfOtherSlots: Insets {
    get { cell.value.insetOfOtherSlots }
    set { cell.value.insetOfOtherSlots = newValue }
  }

  /// Tells the scroll model about frame work after a field of the schedule (the deferred end and the result display,
  /// on the scroll model's clock) was written. The schedule is read and written in place, `cell.value.schedule.x`: a
  /// computed `schedule` would copy it whole at each use (issue 58).
  @inline(never) func scheduleDidChange() {
    if hasFrameWork { frameWorkDidBegin() }
  }

  /// Tells the scroll model that this component may have frame work now (see `ScrollModel.hasFrameWork()`): a
  /// change of its schedule, a layout due, a completion queued.
  @inline(never) func frameWorkDidBegin() {
    cell.value.scrollView?.attachmentFrameWorkDidBegin()
  }
}
