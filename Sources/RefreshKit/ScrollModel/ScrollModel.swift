import Foundation

/// A deterministic model of `UIScrollView` that refresh components observe.
///
/// `ScrollModel` holds what a scroll view holds (a viewport ``frame``, a ``contentSize``, a ``contentOffset`` and
/// three sources of insets) and, with RefreshKitTools' simulated finger and motion (`import RefreshKitTools`),
/// what a finger and UIKit's physics do with them: a drag rubber-bands past the edges, a release hands its velocity
/// to deceleration, and a critically damped spring brings the content back to the nearest edge. Nothing moves by
/// itself: time passes only through ``advance(by:)``, so every session can be replayed, printed and tested exactly.
///
/// ```swift
/// import RefreshKitTools
///
/// let list = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
/// list.contentSize = CGSize(width: 375, height: 2000)
/// list.safeAreaInsets = Insets(top: 88, bottom: 34)
/// list.refreshHeader = SimpleHeader { feed.reload() }
/// list.beginDrag()
/// list.drag(by: CGPoint(x: 0, y: 150))  // the finger moves down: the content is pulled down
/// list.endDrag()
/// list.advance(by: 0.5)
/// ```
///
/// ## Bounds that move
///
/// When the resting bounds move under moving content (a page appended, an inset or a hold that comes or goes), the
/// motion never turns around: content now inside the range stops where it is; content still outside springs to the
/// nearest bound from where it is, with its velocity. See <doc:TheScrollModel>.
///
/// ## A real scroll view
///
/// With an ``ScrollDriver/external`` ``driver`` the model simulates nothing: a `UIScrollView` reports its offset and
/// its pan gesture, and the model asks it to scroll and to hold the refresh inset. See
/// <doc:UsingRefreshKitWithUIScrollView>.
///
/// ## Insets
///
/// ``contentInset`` belongs to the app and RefreshKit never writes it. ``safeAreaInsets`` stands for the system's
/// share (bars, notch, home indicator). ``refreshInset`` is the sum of what the attached components hold. The resting
/// bounds of the offset follow their sum, ``adjustedContentInset``.
///
/// ## Bad input
///
/// A NaN or infinite value, a negative size or a negative time step is ignored, leaving the model as it was, and
/// reported through ``RefreshDiagnostics``.
///
/// ## Attachments
///
/// The model knows nothing of refreshing. What follows it (the refresh components, through one coordinator) attaches
/// through one internal seam, `ScrollAttachment`: it is called directly on every change, asked for its next timer
/// and told when time advances, and it may hold a share of ``refreshInset``. See the "Architecture" section of
/// `CONTRIBUTING.md`.
@MainActor public final class ScrollModel {
  // MARK: - Stored state

  /// Everything the model stores, in one value reached without a dynamic exclusivity check per property: the scroll
  /// path reads and writes it on every event (`ScrollModelState.swift` forwards each field).
  let cell: StateCell<ScrollModelState>

  /// The state of the finger.
  public internal(set) var panState: PanState {
    get { cell.value.panState }
    set { cell.value.panState = newValue }
  }

  /// The model's clock, in seconds since the scroll model was created. Only ``advance(by:)`` moves it, and, for a
  /// host whose frames stop while nothing moves, ``ScrollHostAdapter/hostClock`` before a refresh reads it.
  public internal(set) var now: TimeInterval {
    get { cell.value.now }
    set { cell.value.now = newValue }
  }

  /// The tasks waiting in ``sleep(for:)``; outside ``cell``, so that the deinitializer can wake them. Whether there
  /// are any is kept in the cell, which a frame reads without an exclusivity check.
  var sleepers: [Sleeper] {
    didSet { cell.value.hasSleepers = !sleepers.isEmpty }
  }

  /// Brings the clock up to the host's before a decision reads it (set by ``ScrollHostAdapter/hostClock``): cold,
  /// called when a refresh begins or ends, never on the scroll path.
  var hostClockCatchUp: Optional<@MainActor () -> Void>

  /// Tells the host that work began that needs a frame or a deadline (a layout, a completion, a timer, a sleeper),
  /// which no report of the scroll view announces: set by ``ScrollHostAdapter/needsUpdateHandler``. Cold.
  var hostNeedsUpdate: Optional<@MainActor () -> Void>

  /// The most events one change may cause through observers that change the model in turn.
  static let maximumEventsPerChange = 10_000

  /// Creates a scroll model whose viewport is `frame.size`.
  ///
  /// - Parameter frame: The viewport. An invalid frame (non-finite or negative size) is refused and `.zero` used.
  public init(frame: CGRect) {
    // The first value here, not where declared: a declared value is a function that an app exports.
    (sleepers, hostClockCatchUp, hostNeedsUpdate) = ([], nil, nil)
    if frame.isValidFrame {
      cell = StateCell(ScrollModelState(frame: frame))
    } else {
      cell = StateCell(ScrollModelState(frame: .zero))
      RefreshDiagnostics.refuse("ScrollModel.init(frame:)", frame, Self.invalidSizeReason)
    }
  }

  deinit {
    // Nothing will advance this clock again: wake every sleeper rather than leak it.
    for sleeper in sleepers {
      sleeper.continuation.resume()
    }
    // Attachments go with the model (it owns them): each hears of it in its own deinitializer.
  }

  /// Sets a stored value that bounds the offset: refuses an invalid one, and after a real change reports it and lets
  /// a motion follow the moved bound.
  private func changeBound<Value: Equatable>(
    _ storage: ReferenceWritableKeyPath<ScrollModel, Value>, to newValue: Value, isValid: Bool, member: String,
    reason: String, event: (_ old: Value, _ new: Value) -> ScrollEvent
  ) {
    guard isValid else { return RefreshDiagnostics.refuse(member, newValue, reason) }
    let old = self[keyPath: storage]
    guard old != newValue else { return }
    self[keyPath: storage] = newValue
    emit(event(old, newValue))
    settleIfOutOfBounds()
  }

  static let notFiniteReason = "not a finite number within ±1e9"
  static let invalidSizeReason = "not a finite, non-negative size within 1e9"

  // MARK: - Geometry

  /// The viewport, as `UIView.frame`. Its size is what the user sees of the content.
  public var frame: CGRect {
    get { storedFrame }
    set {
      changeBound(
        \.storedFrame, to: newValue, isValid: newValue.isValidFrame, member: "ScrollModel.frame",
        reason: Self.invalidSizeReason
      ) { .frame(old: $0, new: $1) }
    }
  }

  /// The size of the scrollable content.
  public var contentSize: CGSize {
    get { storedContentSize }
    set {
      changeBound(
        \.storedContentSize, to: newValue, isValid: newValue.isValidSize, member: "ScrollModel.contentSize",
        reason: Self.invalidSizeReason
      ) { .contentSize(old: $0, new: $1) }
    }
  }

  /// The point of the content shown at the viewport's top-left corner.
  ///
  /// Setting it stops any deceleration, bounce or animated move; the offset is taken as given, even out of bounds,
  /// and the content settles back as time advances. An offset set by the app never starts a refresh. With an
  /// ``ScrollDriver/external`` driver the host owns the offset: setting it asks the host through
  /// ``scrollRequestHandler`` (not animated), and the offset changes when the host reports the scroll.
  public var contentOffset: CGPoint {
    get { storedContentOffset }
    set {
      guard newValue.isUsable else {
        return RefreshDiagnostics.refuse("ScrollModel.contentOffset", newValue, Self.notFiniteReason)
      }
      guard cell.value.driverState.driver == .simulated else { return requestHostScroll(to: newValue, animated: false) }
      stopMotion()
      setOffset(newValue, fromUser: false)
      settleIfOutOfBounds()
    }
  }

  /// The app's insets. RefreshKit never writes them.
  public var contentInset: Insets {
    get { storedContentInset }
    set {
      changeBound(
        \.storedContentInset, to: newValue, isValid: newValue.isUsable, member: "ScrollModel.contentInset",
        reason: Self.notFiniteReason
      ) { .inset(.content, old: $0, new: $1) }
    }
  }

  /// The system's insets: bars, notch, home indicator. The app or a test sets them.
  public var safeAreaInsets: Insets {
    get { storedSafeAreaInsets }
    set {
      changeBound(
        \.storedSafeAreaInsets, to: newValue, isValid: newValue.isUsable, member: "ScrollModel.safeAreaInsets",
        reason: Self.notFiniteReason
      ) { .inset(.safeArea, old: $0, new: $1) }
    }
  }

  /// The sum of the insets that the attached refresh components hold right now.
  ///
  /// A refreshing header holds its ``RefreshComponent/refreshingHoldHeight()`` at the top, an attached and visible
  /// auto footer its height at the bottom (it sits in the content), and so on. It is zero when nothing is attached.
  public var refreshInset: Insets { storedRefreshInset }

  /// The insets that bound the offset: `contentInset + safeAreaInsets + refreshInset`.
  public var adjustedContentInset: Insets { storedContentInset + storedSafeAreaInsets + storedRefreshInset }

  /// The smallest resting offset: the content's top-left corner just below the top and left insets.
  public var minimumContentOffset: CGPoint { bounds.minimum }

  /// The largest resting offset: the content's end just above the bottom and right insets, never below
  /// ``minimumContentOffset``.
  public var maximumContentOffset: CGPoint { bounds.maximum }

  // MARK: - Behaviour flags

  /// Whether the content rubber-bands past its edges. When false, drags and flings stop at the bounds.
  public var bounces: Bool {
    get { cell.value.bounces }
    set { cell.value.bounces = newValue }
  }
  /// Whether a vertical drag moves content that is not taller than the viewport. Attaching a header or a footer
  /// sets it to true.
  public var alwaysBounceVertical: Bool {
    get { cell.value.alwaysBounceVertical }
    set {
      guard newValue != cell.value.alwaysBounceVertical else { return }
      cell.value.alwaysBounceVertical = newValue
      alwaysBounceDidChange()
    }
  }
  /// Whether a horizontal drag moves content that is not wider than the viewport. Attaching a trailer sets it.
  public var alwaysBounceHorizontal: Bool {
    get { cell.value.alwaysBounceHorizontal }
    set {
      guard newValue != cell.value.alwaysBounceHorizontal else { return }
      cell.value.alwaysBounceHorizontal = newValue
      alwaysBounceDidChange()
    }
  }
  /// Whether drags move the content. When false, a simulated finger's `beginDrag()` and the calls after it do nothing,
  /// as do a host's reports of a finger.
  public var isScrollEnabled: Bool {
    get { cell.value.isScrollEnabled }
    set { cell.value.isScrollEnabled = newValue }
  }
}
