import Foundation

/// Everything a ``ScrollModel`` stores, in one value held in a ``StateCell``, so that the scroll path reads and writes
/// it without a dynamic exclusivity check per property (see `StateCell`).
///
/// The model forwards each field through a property of the same name as before, so the code that reads
/// `storedContentOffset` or `panState` does not know where the value lives. Nothing here calls out: the handlers and
/// observers held in it are called by the model after reading them, never from inside an access.
struct ScrollModelState {
  // What bounds the offset: a change of any of these forgets the bounds computed from them.
  var frame: CGRect { didSet { cachedBounds = nil } }
  var contentSize: CGSize = .zero { didSet { cachedBounds = nil } }
  var contentInset: Insets = .zero { didSet { cachedBounds = nil } }
  var safeAreaInsets: Insets = .zero { didSet { cachedBounds = nil } }
  var refreshInset: Insets = .zero { didSet { cachedBounds = nil } }
  var alwaysBounceVertical = false { didSet { cachedBounds = nil } }
  var alwaysBounceHorizontal = false { didSet { cachedBounds = nil } }
  /// The host's pixels per point, whose grid the resting range lies on (UIKit rounds it); 0: no grid.
  var pixelScale: CGFloat = 0 { didSet { cachedBounds = nil } }
  /// The bounds computed from the values above since they last changed, or nil: every drag and frame reads them.
  var cachedBounds: ScrollBounds?

  var contentOffset: CGPoint = .zero

  var attachments: [any ScrollAttachment] = []
  var attachmentInsets: [Insets] = []
  /// False once a frame found no attachment with frame work, until one tells the model it has some again (see
  /// `ScrollModel.attachmentFrameWorkDidBegin()`): an idle frame then asks no attachment.
  var attachmentsMayHaveFrameWork = true

  var observers: [ObserverEntry] = []
  var pendingEvents: [(event: ScrollEvent, fromUser: Bool)] = []
  var isDeliveringEvents = false
  var eventHoldDepth = 0
  var observersNeedCompaction = false
  var offsetChangeIsFromUser = false

  /// The simulated motion RefreshKitTools gave the model, or nil (`ScrollMotion`).
  var motion: (any ScrollMotion)?
  var isMotionFromUser = false
  var driverState = HostState()

  var panState: PanState = .possible
  var now: TimeInterval = 0
  /// Whether a task waits in `sleep(for:)` (`ScrollModel.sleepers` is not empty).
  var hasSleepers = false
  var nextSleeperID = 0
  var accessibilityAnnouncements = AccessibilityAnnouncementQueue()

  var bounces = true
  var isScrollEnabled = true
}

extension ScrollModel {
  // MARK: - Stored state, forwarded

  var storedFrame: CGRect {
    get { cell.value.frame }
    set { cell.value.frame = newValue }
  }

  var storedContentSize: CGSize {
    get { cell.value.contentSize }
    set { cell.value.contentSize = newValue }
  }

  var storedContentOffset: CGPoint {
    get { cell.value.contentOffset }
    set { cell.value.contentOffset = newValue }
  }

  var storedContentInset: Insets {
    get { cell.value.contentInset }
    set { cell.value.contentInset = newValue }
  }

  var storedSafeAreaInsets: Insets {
    get { cell.value.safeAreaInsets }
    set { cell.value.safeAreaInsets = newValue }
  }

  /// The sum of ``attachmentInsets``.
  var storedRefreshInset: Insets {
    get { cell.value.refreshInset }
    set { cell.value.refreshInset = newValue }
  }

  /// What follows the model, called in order on every change.
  var attachments: [any ScrollAttachment] {
    _read { yield cell.value.attachments }
    _modify { yield &cell.value.attachments }
  }

  /// What each of ``attachments`` holds of ``refreshInset``.
  var attachmentInsets: [Insets] {
    _read { yield cell.value.attachmentInsets }
    _modify { yield &cell.value.attachmentInsets }
  }

  /// The registered observers; entries whose token was cancelled or released are dropped after a delivery.
  var observers: [ObserverEntry] {
    _read { yield cell.value.observers }
    _modify { yield &cell.value.observers }
  }

  /// Events waiting for delivery, each with whether it is an offset change made by the user.
  var pendingEvents: [(event: ScrollEvent, fromUser: Bool)] {
    _read { yield cell.value.pendingEvents }
    _modify { yield &cell.value.pendingEvents }
  }

  var isDeliveringEvents: Bool {
    get { cell.value.isDeliveringEvents }
    set { cell.value.isDeliveringEvents = newValue }
  }

  var eventHoldDepth: Int {
    get { cell.value.eventHoldDepth }
    set { cell.value.eventHoldDepth = newValue }
  }

  var observersNeedCompaction: Bool {
    get { cell.value.observersNeedCompaction }
    set { cell.value.observersNeedCompaction = newValue }
  }

  /// Whether the offset change being delivered was made by the user: a drag, or the fling and bounce that a release
  /// started. Offsets set by the app and the system's settling are not. Components arm and load only on these.
  var offsetChangeIsFromUser: Bool {
    get { cell.value.offsetChangeIsFromUser }
    set { cell.value.offsetChangeIsFromUser = newValue }
  }

  var nextSleeperID: Int {
    get { cell.value.nextSleeperID }
    set { cell.value.nextSleeperID = newValue }
  }

  /// The app's announcement handler and the announcements waiting for it (`ScrollModel+Accessibility.swift`).
  var accessibilityAnnouncements: AccessibilityAnnouncementQueue {
    _read { yield cell.value.accessibilityAnnouncements }
    _modify { yield &cell.value.accessibilityAnnouncements }
  }
}
