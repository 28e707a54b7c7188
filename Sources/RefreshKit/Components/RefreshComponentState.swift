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
  var extent: CGFloat { didSet { quietZone = nil } }
  var ignoredInset: CGFloat = 0 { didSet { quietZone = nil } }
  var isHidden = false { didSet { quietZone = nil } }
  var insetOfOtherSlots = Insets.zero { didSet { quietZone = nil } }
  /// Where an offset change cannot change the component, or nil (see `QuietZone`).
  var quietZone: QuietZone?

  var schedule = RefreshSchedule()
  var frame: CGRect = .zero
  var alpha: CGFloat = 1
  var automaticallyChangeAlpha = false
  var isMutuallyExclusive: Bool?
  var playsHaptics: Bool?
  /// The scroll model, weakly: read by every frame's redraw (`isAccessibilityElement`), so kept here, where a read
  /// makes no exclusivity check.
  weak var scrollView: ScrollModel?
  /// The coordinator, unowned rather than weak: a weakly referenced object keeps its reference count in a side
  /// table, which makes every retain of it slow, and the model retains its coordinator on every event. Read only
  /// through `RefreshComponent.coordinator`, which checks that the model (the coordinator's owner) is still there.
  unowned var coordinator: RefreshCoordinator?
  /// Shared with the coordinator while it holds the component in a slot (see `CoordinatorLink`).
  var coordinatorLink: CoordinatorLink?
  /// Whether another component of the coordinator refreshes, kept by the coordinator (`refreshingDidChange()`): a
  /// frame's double-tap answer asks the coordinator about exclusion only then.
  var anotherComponentRefreshes = false
  /// Counts the changes of the stored inputs of a stock leaf's presentation (see `PresentationStamp`).
  var presentationInputs = 0
  /// Whether the presentation runs the app's code (a header's last-updated text provider): then it has no stamp.
  var presentationRunsAppCode = false
}

extension RefreshComponent {
  // MARK: - Stored state, forwarded

  /// The scroll model the component is attached to, or nil.
  public internal(set) var scrollView: ScrollModel? {
    get { cell.value.scrollView }
    set { cell.value.scrollView = newValue }
  }

  /// The coordinator of ``scrollView``'s components, which holds the slot and its inset; nil once the scroll model
  /// is gone. Known to be there from the link it shares with the component (see `CoordinatorLink`), without a weak
  /// load of the model.
  /// Whether the coordinator is there (it still shares the link), without loading it.
  final var hasCoordinator: Bool {
    cell.value.coordinatorLink != nil && !isKnownUniquelyReferenced(&cell.value.coordinatorLink)
  }

  /// Whether another component of the coordinator refreshes (see `RefreshCoordinator.refreshingDidChange()`).
  var anotherComponentRefreshes: Bool {
    get { cell.value.anotherComponentRefreshes }
    set { cell.value.anotherComponentRefreshes = newValue }
  }

  final var coordinator: RefreshCoordinator? {
    get {
      guard hasCoordinator else { return nil }
      return cell.value.coordinator
    }
    set {
      cell.value.coordinator = newValue
      if newValue == nil { cell.value.coordinatorLink = nil }
    }
  }

  /// Shares `link` with the coordinator that is putting the component in a slot.
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

  /// The deferred end and the result display, on the scroll model's clock.
  var schedule: RefreshSchedule {
    get { cell.value.schedule }
    set {
      cell.value.schedule = newValue
      if hasFrameWork { frameWorkDidBegin() }
    }
  }

  /// Tells the scroll model that this component may have frame work now (see `ScrollModel.hasFrameWork()`): a
  /// change of its schedule, a layout due, a completion queued.
  func frameWorkDidBegin() {
    cell.value.scrollView?.attachmentFrameWorkDidBegin()
  }
}
