import Foundation

/// The platform-free half of a real scroll view's bridge: it hears what the scroll view reports, drives a
/// ``ScrollModel`` in ``ScrollDriver/external`` mode, and answers with the ``HostCommand``s the scroll view must
/// perform.
///
/// A `UIScrollView` (or any scroll view that behaves as one) reports its geometry with
/// ``hostDidChangeGeometry(boundsSize:contentSize:contentInset:adjustedContentInset:)`` (from KVO of `bounds`,
/// `contentSize`, `contentInset`, `adjustedContentInset` and `contentInsetAdjustmentBehavior`), its scrolls with
/// ``hostDidScroll(to:isTracking:isDecelerating:)`` and ``hostDidEndDecelerating()``, its pan gesture with
/// ``hostPanStateDidChange(_:velocity:)`` and the frames of its display link with ``hostFrameDidTick(by:)``. It
/// performs what ``commandHandler`` receives.
///
/// The adapter owns the rules of the inset:
/// - The scroll view's `contentInset` is the app's inset plus the refresh part: the adapter writes only the refresh
///   part, as ``HostCommand/setContentInset(_:)`` with `appContentInset + model.refreshInset`.
/// - The app says what its own inset is through ``appContentInset`` (`refreshKit.contentInset` in the UIKit layer),
///   with `=` or `+=`: exact, whatever the components hold.
/// - A change the app writes to the scroll view's `contentInset` directly is never lost, before, during or after a
///   refresh. On an edge where nothing holds, the value written is the app's inset. Where a component holds (a
///   refreshing header, an auto footer), the write is the app's whole inset (`contentInset.bottom = 300`) or a change
///   of what it read, hold included (`contentInset.bottom += 300`). The adapter reads it as the whole inset, except
///   that a write that undoes the changes since the app's inset was last known (`+= k`, then `-= k`) brings the app
///   back to it, a write of the app's current inset re-applies it, and an edge where the app undid a change is read
///   as changes from then on. A write it cannot tell yet is taken as the whole inset and reported through
///   ``RefreshDiagnostics`` as ``RefreshDiagnostic/Kind/ambiguous``.
/// - The report of its own write (a KVO callback with the inset it just wrote) changes nothing, and one reply is
///   queued however often the scroll view reports the same change.
/// - When the app's write shrank an edge at rest and the scroll view clamped its offset to it, the adapter writes the
///   hold back and puts the offset back where it was: a header that showed shows again.
/// - The safe area is `adjustedContentInset − contentInset`.
///
/// ```swift
/// let adapter = ScrollHostAdapter()
/// adapter.commandHandler = { command in
///   switch command {
///   case .setContentInset(let insets): scrollView.contentInset = UIEdgeInsets(insets)
///   case .setContentOffset(let offset, let animated): scrollView.setContentOffset(offset, animated: animated)
///   case .animateContentInset(let insets, let duration):
///     UIView.animate(withDuration: duration) { scrollView.contentInset = UIEdgeInsets(insets) } completion: { _ in
///       adapter.hostDidFinishAnimating()
///     }
///   case .animateContentOffset(let offset, let duration):
///     UIView.animate(withDuration: duration) { scrollView.contentOffset = offset } completion: { _ in
///       adapter.hostDidFinishAnimating()
///     }
///   case .setAlwaysBounce(let vertical, let horizontal):
///     scrollView.alwaysBounceVertical = vertical
///     scrollView.alwaysBounceHorizontal = horizontal
///   }
/// }
/// adapter.model.refreshHeader = SimpleHeader { await feed.reload() }
/// ```
///
/// What the adapter does for the scroll view beyond the inset (see <doc:UsingRefreshKitWithUIScrollView>):
/// - A hold returned at rest (a refresh that ends) is written as ``HostCommand/animateContentInset(_:duration:)``
///   over ``RefreshConfiguration/slowAnimationDuration`` (MJRefresh's 0.4 s), and a programmatic begin's scroll into
///   view as ``HostCommand/animateContentOffset(_:duration:)`` over ``RefreshConfiguration/fastAnimationDuration``;
///   both at once while ``RefreshConfiguration/reducesMotion`` is on. The begin and end completions wait for
///   ``hostDidFinishAnimating()``.
/// - The model's `alwaysBounce…` flags go to the scroll view (``HostCommand/setAlwaysBounce(vertical:horizontal:)``).
/// - A begin waits until the scroll view is in a window (``hostDidMoveToWindow(_:)``).
/// - A write is sent only when it differs from what the scroll view has by half a pixel or more
///   (``displayScale``), and one report sends at most ``maximumCommandsPerReport`` commands.
///
/// When the scroll view goes away, call ``hostDidGoAway()``: the adapter sends nothing more and refuses reports.
@MainActor public final class ScrollHostAdapter {
  /// The model the scroll view drives; attach components to it (`adapter.model.refreshHeader = …`).
  public let model: ScrollModel

  /// Performs what the scroll view must do; called synchronously, never from inside itself (a command the scroll
  /// view's reports cause meanwhile waits for the call under way to return).
  public var commandHandler: Optional<@MainActor (HostCommand) -> Void>

  /// The app's own inset: the scroll view's `contentInset` without the refresh part.
  ///
  /// Set it to change the app's inset exactly, with `=` or `+=` (`adapter.appContentInset.bottom += keyboardHeight`):
  /// the adapter writes it plus the refresh part to the scroll view. A write to the scroll view's `contentInset` is
  /// read by the rules in the type's discussion instead.
  ///
  /// Refused through ``RefreshDiagnostics``, changing nothing: an inset that is not finite, and any change once the
  /// scroll view went away.
  public var appContentInset: Insets {
    get { model.contentInset }
    set { setAppContentInset(newValue) }
  }

  /// The refresh part of the scroll view's `contentInset`: what the adapter last added to the app's inset.
  public private(set) var refreshPart: Insets

  /// The `contentInset` the scroll view has as far as the adapter knows: the last one it reported, or the last one
  /// the adapter had it set.
  public private(set) var hostContentInset: Insets

  /// What every frame's reports read and write, in a cell: no exclusivity check per access (see `StateCell`).
  private let cell: StateCell<AdapterState>

  /// Whether the scroll view went away (``hostDidGoAway()``).
  public private(set) var isDetached: Bool {
    get { cell.value.isDetached }
    set { cell.value.isDetached = newValue }
  }

  /// The screen's scale, pixels per point (`traitCollection.displayScale`): two insets less than half a pixel apart
  /// are the same, and the adapter never writes one over the other. 3 unless set; a value that is not finite and
  /// positive is refused through ``RefreshDiagnostics``.
  ///
  /// The model's resting range lies on this grid, as UIKit's does: a footer that loads at the bottom of content
  /// 2000.1 pt high loads where the content rests, at 2000 pt on a 3× screen.
  public var displayScale: CGFloat {
    didSet {
      guard !displayScale.isFinite || displayScale <= 0 else { return model.pixelScale = displayScale }
      RefreshDiagnostics.refuse("ScrollHostAdapter.displayScale", displayScale, "not a finite, positive scale")
      displayScale = oldValue
    }
  }

  /// The most commands one report (or one change of the model) makes the adapter send: past it, the scroll view's
  /// own reports keep asking for new writes (an observer that writes `contentInset` back on every change), and the
  /// rest is dropped and reported through ``RefreshDiagnostics`` instead of looping inside UIKit's setters.
  public static let maximumCommandsPerReport = 16

  var pending: [HostCommand]
  private var isSending: Bool
  /// How many times another writer changed the inset from inside the commands of the send under way.
  private var answersInsideOwnWrites: Int
  var reader: AppInsetReader
  /// Whether the adapter still writes its hold over another writer's inset.
  var breaker: InsetConflictBreaker
  /// The last move the scroll view reported at rest since its last geometry report (UIKit clamps the offset into
  /// its new bounds when an inset shrinks, before it reports the inset).
  var restingMove: (from: CGPoint, to: CGPoint)? {
    get { cell.value.restingMove }
    set { cell.value.restingMove = newValue }
  }
  /// A refresh part that waits for the content to rest before it is written (see `returningHoldWouldSnap(to:)`).
  var waitingRefreshPart: Optional<Insets>
  /// How many animated commands the scroll view has not reported finished.
  var animationsInFlight: Int
  /// The host's clock and the time the model's clock last followed it (see ``hostClock``).
  var clockSync: HostClockSync

  /// An adapter over `model`, which it switches to the ``ScrollDriver/external`` driver.
  ///
  /// The model's ``ScrollModel/scrollRequestHandler`` and ``ScrollModel/refreshInsetHandler`` become the adapter's:
  /// do not set them yourself. A model whose driver cannot switch now (the content moves) is refused through
  /// ``RefreshDiagnostics`` by the model, and the adapter follows it once it can: create the adapter while the model
  /// rests.
  ///
  /// - Parameter model: The model to drive; a new one with an empty frame by default (the first geometry report
  ///   sizes it).
  public init(model: ScrollModel = ScrollModel(frame: .zero)) {
    // First values here, not where declared: a declared value is a function that an app exports (issue 58).
    (refreshPart, hostContentInset, pending, reader, breaker) = (.zero, .zero, [], .init(), .init())
    (isSending, answersInsideOwnWrites, animationsInFlight, clockSync, displayScale) = (false, 0, 0, .init(), 3)
    cell = StateCell(AdapterState())
    (commandHandler, waitingRefreshPart) = (nil, nil)
    self.model = model
    model.scrollRequestHandler = { [weak self] offset, animated in self?.scrollRequested(to: offset, animated: animated)
    }
    model.refreshInsetHandler = { [weak self] inset in self?.refreshInsetDidChange(inset) }
    model.alwaysBounceHandler = { [weak self] vertical, horizontal in
      self?.send(.setAlwaysBounce(vertical: vertical, horizontal: horizontal))
    }
    model.driver = .external
    model.pixelScale = displayScale
    hostContentInset = model.contentInset + model.refreshInset
    reader.settle(model.contentInset)
  }

  // MARK: - Reports from the scroll view

  /// The scroll view's geometry: call it once the view is set up and whenever `bounds`, `contentSize`,
  /// `contentInset` or `adjustedContentInset` change (rotation, `reloadData()`, the keyboard, a bar that appears).
  ///
  /// The model's ``ScrollModel/frame`` takes `boundsSize`, its ``ScrollModel/contentSize`` `contentSize`, its
  /// ``ScrollModel/contentInset`` the app's inset (see the rules in the type's discussion) and its
  /// ``ScrollModel/safeAreaInsets`` `adjustedContentInset − contentInset`. When the app changed an edge that holds a
  /// refresh part, the adapter writes the sum back.
  ///
  /// Refused through ``RefreshDiagnostics``, changing nothing: a size that is not finite or is negative, an inset
  /// that is not finite, and any report once the scroll view went away.
  ///
  /// - Parameters:
  ///   - boundsSize: `bounds.size`.
  ///   - contentSize: `contentSize`.
  ///   - contentInset: `contentInset`, as the scroll view has it now (the app's and the refresh part).
  ///   - adjustedContentInset: `adjustedContentInset`.
  public func hostDidChangeGeometry(
    boundsSize: CGSize, contentSize: CGSize, contentInset: Insets, adjustedContentInset: Insets
  ) {
    let member = "ScrollHostAdapter.hostDidChangeGeometry(boundsSize:contentSize:contentInset:adjustedContentInset:)"
    guard !refuseIfDetached(member) else { return }
    guard boundsSize.isValidSize, contentSize.isValidSize else {
      return RefreshDiagnostics.refuse(member, (boundsSize, contentSize), ScrollModel.invalidSizeReason)
    }
    guard contentInset.isUsable, adjustedContentInset.isUsable else {
      return RefreshDiagnostics.refuse(member, (contentInset, adjustedContentInset), ScrollModel.notFiniteReason)
    }
    // Half a pixel: the most a scroll view's rounding of the adapter's own write can move it.
    let reading = reader.read(
      reported: contentInset, shown: hostContentInset, app: model.contentInset, tolerance: 0.5 / displayScale)
    let isForeign = !contentInset.isSame(as: hostContentInset, scale: displayScale)
    hostContentInset = contentInset
    let move = restingMove
    restingMove = nil
    model.frame = CGRect(origin: .zero, size: boundsSize)
    model.contentSize = contentSize
    setSafeArea(adjustedContentInset - contentInset)
    model.contentInset = reading.app
    for guess in reading.guesses { reportAmbiguous(guess) }
    let wanted = model.contentInset + refreshPart
    if isForeign, !wanted.isSame(as: contentInset, scale: displayScale) {
      // Reported from inside the adapter's own writes: another writer answers them at once (UIKit reports the offset
      // from inside every inset write). Answered once, the hold is written back once; answered again within the same
      // report, it is a loop, whatever the value.
      if isSending { answersInsideOwnWrites += 1 }
      let yields =
        answersInsideOwnWrites > 1
        ? breaker.answeredOwnWrite(reported: contentInset, refreshPart: refreshPart)
        : breaker.foreignWrite(reported: contentInset, refreshPart: refreshPart, at: hostTime, scale: displayScale)
      if yields { reportConflict(over: contentInset) }
    }
    writeInsetIfNeeded()
    // Only a write that gives an edge back can undo a clamp; one that takes more makes the scroll view clamp again.
    // Yielded to another writer, there is no such write, and the clamp stands.
    let givesBack =
      (wanted.top > contentInset.top || wanted.left > contentInset.left || wanted.bottom > contentInset.bottom
        || wanted.right > contentInset.right)
      && !breaker.holdsBack(host: contentInset, refreshPart: refreshPart, scale: displayScale)
    if let move, givesBack {
      let restored = restoredOffset(
        after: move, boundsSize: boundsSize, contentSize: contentSize, reported: adjustedContentInset,
        written: wanted + adjustedContentInset - contentInset)
      if let restored { send(.setContentOffset(restored, animated: false)) }
    }
  }

  /// The scroll view scrolled: call it from `scrollViewDidScroll(_:)` (KVO of `contentOffset`, or of `bounds`, whose
  /// origin is the offset). See ``ScrollModel/hostDidScroll(to:isTracking:isDecelerating:)``.
  ///
  /// - Parameters:
  ///   - offset: `contentOffset`.
  ///   - isTracking: `isTracking`.
  ///   - isDecelerating: `isDecelerating`.
  public func hostDidScroll(to offset: CGPoint, isTracking: Bool, isDecelerating: Bool) {
    guard !refuseIfDetached("ScrollHostAdapter.hostDidScroll(to:isTracking:isDecelerating:)") else { return }
    let from = model.contentOffset
    model.hostDidScroll(to: offset, isTracking: isTracking, isDecelerating: isDecelerating)
    guard model.contentOffset == offset else { return }  // refused
    if !isTracking && !isDecelerating {
      if offset != from { restingMove = (from, offset) }
      if let waiting = waitingRefreshPart { refreshInsetDidChange(waiting) }
    } else {
      restingMove = nil
    }
  }

  /// The content came to rest: call it from `scrollViewDidEndDecelerating(_:)`, and from
  /// `scrollViewDidEndDragging(_:willDecelerate:)` when it will not decelerate. KVO reports no scroll when a
  /// deceleration ends where it was: this says it directly, at the offset last reported.
  ///
  /// The model's ``ScrollModel/isDecelerating`` reads false from then on, what waited for the content to rest (an
  /// end completion) runs on the next frame, and ``needsFrames`` lets the display link stop. Nothing changes when the
  /// model already rests. Refused once the scroll view went away.
  public func hostDidEndDecelerating() {
    guard !refuseIfDetached("ScrollHostAdapter.hostDidEndDecelerating()") else { return }
    let isTracking = model.hostIsTracking
    guard model.isDecelerating || (isTracking && !model.isDragging) else { return }
    model.hostDidScroll(to: model.contentOffset, isTracking: isTracking && model.isDragging, isDecelerating: false)
    if let waiting = waitingRefreshPart, !model.hostIsTracking { refreshInsetDidChange(waiting) }
  }

  /// The pan gesture changed state: call it from the pan gesture recogniser's target. See
  /// ``ScrollModel/hostPanStateDidChange(_:velocity:)``.
  ///
  /// - Parameters:
  ///   - state: The recogniser's new state.
  ///   - velocity: `velocity(in:)` of the recogniser, in points per second.
  public func hostPanStateDidChange(_ state: PanState, velocity: CGPoint) {
    guard !refuseIfDetached("ScrollHostAdapter.hostPanStateDidChange(_:velocity:)") else { return }
    model.hostPanStateDidChange(state, velocity: velocity)
  }

  /// A frame of the display link passed: the model's timers (a minimum refreshing duration, an expiry, an image
  /// sequence) run on it. See ``ScrollModel/advance(by:)``.
  ///
  /// - Parameter seconds: The time since the last frame (`targetTimestamp − timestamp` of the previous frame).
  public func hostFrameDidTick(by seconds: TimeInterval) {
    guard !refuseIfDetached("ScrollHostAdapter.hostFrameDidTick(by:)") else { return }
    model.advance(by: seconds)
  }

  /// Whether the display link must run: a finger is down or the content moves, or a component waits for a frame
  /// (a layout, a completion waiting for the content to rest). A refresh that only waits, and a deadline (a minimum
  /// duration, a result display, a sleeper), need no frames: with ``hostClock`` set, a one-shot timer for
  /// ``secondsUntilNextDeadline`` does. Read it after each report and each frame, and after a component's state
  /// changes. Without ``hostClock``, run frames also while ``secondsUntilNextDeadline`` is not nil.
  public var needsFrames: Bool {
    !isDetached && (model.isDragging || model.isDecelerating || model.refreshNeedsFrames)
  }

  /// The scroll view went away: the adapter sends no more commands and refuses later reports. A refresh under way
  /// ends (its action's task is cancelled) as the components detach.
  public func hostDidGoAway() {
    guard !isDetached else { return }
    isDetached = true
    pending.removeAll()
    commandHandler = nil
    while animationsInFlight > 0 { animationDidFinish() }
    model.refreshHeader = nil
    model.refreshFooter = nil
    model.refreshTrailer = nil
  }

  // MARK: - Commands

  private func setAppContentInset(_ inset: Insets) {
    let member = "ScrollHostAdapter.appContentInset"
    guard !refuseIfDetached(member, value: inset) else { return }
    guard inset.isUsable else { return RefreshDiagnostics.refuse(member, inset, ScrollModel.notFiniteReason) }
    reader.settle(inset)
    breaker.reset()
    model.contentInset = inset
    writeInsetIfNeeded()
  }

  func refreshInsetDidChange(_ inset: Insets) {
    // A trailing hold given back under a finger past that edge would snap the content (UIKit clamps there even
    // mid-drag): it waits for the content to rest.
    waitingRefreshPart = nil
    if returningHoldWouldSnap(to: inset) { return waitingRefreshPart = inset }
    let old = refreshPart
    refreshPart = inset
    if !inset.isSame(as: old, scale: displayScale) { breaker.reset() }
    // A hold returned at rest makes UIKit clamp the offset inside the setter: animated, the content glides back.
    let returnsAHold =
      inset.top < old.top || inset.left < old.left || inset.bottom < old.bottom || inset.right < old.right
    let atRest = !model.isDragging && !model.hostIsTracking && !model.isDecelerating
    writeInsetIfNeeded(animated: returnsAHold && atRest)
  }

  /// Has the scroll view get `app + refresh part`: one command, however often it is asked before the command runs,
  /// animated if any of those asks was; none when the scroll view already has it, to half a pixel.
  func writeInsetIfNeeded(animated: Bool = false) {
    let wanted = model.contentInset + refreshPart
    // Yielded to another writer: its inset stands (see InsetConflictBreaker).
    let same =
      wanted.isSame(as: hostContentInset, scale: displayScale)
      || breaker.holdsBack(host: hostContentInset, refreshPart: refreshPart, scale: displayScale)
    if let index = pendingInsetIndex() {
      let wasAnimated = pending[index].isAnimated
      if same {
        pending.remove(at: index)
        if wasAnimated { animationDidFinish() }
      } else {
        pending[index] = insetCommand(wanted, animated: animated || wasAnimated, counted: wasAnimated)
      }
    } else if !same {
      send(insetCommand(wanted, animated: animated, counted: false))
    }
  }

  /// The command that writes `inset`, animated over the slow duration unless motion is reduced; a new animation is
  /// counted as in flight (`counted`: it already is).
  private func insetCommand(_ inset: Insets, animated: Bool, counted: Bool) -> HostCommand {
    guard animated, let duration = Self.animationDuration(slow: true) else {
      if counted { animationDidFinish() }
      return .setContentInset(inset)
    }
    if !counted { animationDidBegin() }
    return .animateContentInset(inset, duration: duration)
  }

  /// The model asks to scroll: a programmatic begin revealing its component. Animated over the fast duration unless
  /// motion is reduced.
  private func scrollRequested(to offset: CGPoint, animated: Bool) {
    guard animated, !isDetached, let duration = Self.animationDuration(slow: false) else {
      return send(.setContentOffset(offset, animated: false))
    }
    animationDidBegin()
    send(.animateContentOffset(offset, duration: duration))
  }

  func send(_ command: HostCommand) {
    guard !isDetached else { return }
    pending.append(command)
    guard !isSending else { return }
    isSending = true
    answersInsideOwnWrites = 0
    defer { isSending = false }
    var sent = 0
    while !pending.isEmpty {
      if sent == Self.maximumCommandsPerReport {
        return dropLooping()
      }
      let next = pending.removeFirst()
      // Set as it is performed: the echo the scroll view reports from inside the command then matches, and a report
      // made before it (a command waiting its turn) still reads what the scroll view had.
      if let insets = next.contentInset { hostContentInset = insets }
      sent += 1
      commandHandler?(next)
    }
  }

  /// Where the offset goes back to after the adapter wrote `written` (adjusted) over an inset the app shrank to
  /// `reported` (adjusted), when the scroll view's last move at rest was its clamp into the shrunk bounds; nil if it
  /// was not, or the clamp stands.
  private func restoredOffset(
    after move: (from: CGPoint, to: CGPoint), boundsSize: CGSize, contentSize: CGSize, reported: Insets,
    written: Insets
  ) -> CGPoint? {
    func bounds(_ inset: Insets) -> ScrollBounds {
      ScrollBounds(
        frame: CGRect(origin: .zero, size: boundsSize), contentSize: contentSize, inset: inset,
        alwaysBounceHorizontal: false, alwaysBounceVertical: false, scale: displayScale)
    }
    let clamp = bounds(reported).clamped(move.from)
    // UIKit rounds the clamped offset to its pixels.
    guard abs(clamp.x - move.to.x) <= 0.5, abs(clamp.y - move.to.y) <= 0.5 else { return nil }
    let restored = bounds(written).clamped(move.from)
    return restored == move.to ? nil : restored
  }

  private func reportAmbiguous(_ guess: AppInsetReader.Guess) {
    RefreshDiagnostics.ambiguous(
      "scrollView.contentInset.\(guess.edge)",
      "\(guess.written.refreshKitFormatted) (it showed \(guess.shown.refreshKitFormatted))",
      "a component holds a part of this edge, so the write may be the app's whole inset (=) or a change of what it "
        + "read (+=); taken as the whole inset, \(guess.written.refreshKitFormatted) (as a change it would be "
        + "\(guess.asChange.refreshKitFormatted)); undoing a change (-=) corrects it; set refreshKit.contentInset "
        + "(ScrollHostAdapter.appContentInset) to say which")
  }

  /// Whether the scroll view went away (``hostDidGoAway()``): then `member`'s report is refused with a diagnostic.
  @_spi(Hosting) public func refuseIfDetached(_ member: String, value: Any = "report") -> Bool {
    guard isDetached else { return false }
    RefreshDiagnostics.refuse(member, value, "the scroll view went away (hostDidGoAway())")
    return true
  }
}

/// What a ``ScrollHostAdapter`` reads and writes on every report of a frame, in one value held in a `StateCell`.
/// Plain data: nothing here calls out.
private struct AdapterState {
  var isDetached = false
  var restingMove: (from: CGPoint, to: CGPoint)?
}
