import Foundation

/// What a ``ScrollModel`` keeps for its ``ScrollModel/driver``: the host's last report, the handlers, and the calls to
/// the host waiting their turn.
struct HostState {
  var driver = ScrollDriver.simulated
  /// The finger's velocity as the pan gesture last reported it (the simulated release's, in simulated mode).
  var panVelocity = CGPoint.zero
  /// Whether the host's last scroll report said a finger moved the content (`UIScrollView.isTracking`).
  var isTracking = false
  /// Whether the host's last scroll report said the content moves without a finger (`isDecelerating`).
  var isDecelerating = false
  /// Whether the host's deceleration follows a user's release: set by a pan that ends, cleared by the next pan that
  /// begins or is cancelled, a report that neither tracks nor decelerates, and a scroll the model asks for.
  var releaseIsFromUser = false
  /// Whether the host's deceleration has been past a vertical bound since it began: the content springs back.
  var isSpringingVertically = false
  var scrollRequestHandler: (@MainActor (CGPoint, Bool) -> Void)?
  var refreshInsetHandler: (@MainActor (Insets) -> Void)?
  /// Tells the host the model's `alwaysBounceVertical` and `alwaysBounceHorizontal` (external mode).
  var alwaysBounceHandler: (@MainActor (_ vertical: Bool, _ horizontal: Bool) -> Void)?
  /// The refresh inset the host was last told to apply.
  var hostInset = Insets.zero
  /// How many animations the host performs for the model and has not reported finished (external mode).
  var hostAnimations = 0
  /// Whether the host's view is in a window, as it last reported (true until it says otherwise).
  var isHostInWindow = true
  /// Calls to the host waiting for the one under way to return.
  var outbox: [HostCall] = []
  var isCallingHost = false
  /// The recorders started with ``ScrollModel/startRecording(_:)``, in the order they started: the model reports to
  /// them what it emits and what the host reports.
  var traceRecorders: [any ScrollInputRecorder] = []
}

/// A call the model makes to the host in external mode.
enum HostCall {
  case scroll(to: CGPoint, animated: Bool)
  case refreshInset(Insets)
  case alwaysBounce(vertical: Bool, horizontal: Bool)
}

extension ScrollModel {
  // MARK: - Driver

  /// What moves the model: its own simulation (the default) or a real scroll view that reports to it.
  ///
  /// Switch while nothing moves: a switch while a finger is down or the content moves (a deceleration, a spring, an
  /// animated move, or what the host last reported) is refused through ``RefreshDiagnostics`` and the driver stays as
  /// it was. A refresh that runs carries over: its hold stays in ``refreshInset``, and the host hears of it through
  /// ``refreshInsetHandler``: switching to ``ScrollDriver/external`` tells it the current ``refreshInset`` (when not
  /// zero), switching back to ``ScrollDriver/simulated`` tells it `.zero` (when it was holding something), since the
  /// model then applies the inset itself. Set the handlers before switching.
  public var driver: ScrollDriver {
    get { cell.value.driverState.driver }
    set {
      guard newValue != cell.value.driverState.driver else { return }
      if let reason = driverSwitchRefusal {
        return RefreshDiagnostics.refuse("ScrollModel.driver", newValue, reason)
      }
      // The host's last report neither tracked nor decelerated (or the switch was refused), so it springs nothing;
      // a release it reported without a scroll after it would still count as the user's.
      cell.value.driverState.releaseIsFromUser = false
      stopMotion()
      cell.value.driverState.driver = newValue
      if newValue == .external {
        if storedRefreshInset != .zero { callHost(.refreshInset(storedRefreshInset)) }
        if alwaysBounceVertical || alwaysBounceHorizontal { alwaysBounceDidChange() }
      } else {
        if cell.value.driverState.hostInset != .zero { callHost(.refreshInset(.zero)) }
        // The model is its own host again: in view, performing no animation for anyone.
        cell.value.driverState.hostAnimations = 0
        hostDidMoveToWindow(true)
        settleIfOutOfBounds()
      }
    }
  }

  /// Why the driver cannot change now, or nil.
  private var driverSwitchRefusal: String? {
    if isDragging { return "a finger is on the scroll view; switch the driver once the content rests" }
    switch cell.value.driverState.driver {
    case .simulated:
      guard cell.value.motion?.isIdle ?? true else { return "the content moves; switch the driver once it rests" }
    case .external:
      guard !cell.value.driverState.isTracking, !cell.value.driverState.isDecelerating else {
        return "the host reported the content moving; switch the driver once it rests"
      }
    }
    return nil
  }

  /// Asks the host to scroll, in external mode: called with the target offset and whether to animate, once per
  /// scroll the model would have made itself.
  ///
  /// A component that scrolls itself into view (a ``RefreshComponent/beginRefreshing()`` that reveals the header)
  /// calls ``setContentOffset(_:animated:)``; so does the app setting ``contentOffset``. In external mode the model
  /// does not move: it calls this handler, and the host reports the scroll back through
  /// ``hostDidScroll(to:isTracking:isDecelerating:)``, from inside the handler or later. The handler is never called
  /// from inside itself or ``refreshInsetHandler``: a request made meanwhile waits for the call under way to return.
  /// It is never called in simulated mode. Without a handler the request is dropped.
  public var scrollRequestHandler: (@MainActor (CGPoint, Bool) -> Void)? {
    get { cell.value.driverState.scrollRequestHandler }
    set { cell.value.driverState.scrollRequestHandler = newValue }
  }

  /// Tells the host what the refresh components hold, in external mode: called with the new ``refreshInset`` once
  /// per change.
  ///
  /// The host adds it to the app's own inset: `scrollView.contentInset = model.contentInset + refreshInset`. The
  /// handler runs once the components have seen the change, before the model's observers, in the order of the
  /// model's events; it is
  /// never called from inside itself or ``scrollRequestHandler`` (a change made meanwhile waits its turn), and a
  /// scroll the host reports from inside it is delivered after it. It is not called in simulated mode, except once
  /// with `.zero` when the driver switches back to simulated while the host holds an inset.
  public var refreshInsetHandler: (@MainActor (Insets) -> Void)? {
    get { cell.value.driverState.refreshInsetHandler }
    set { cell.value.driverState.refreshInsetHandler = newValue }
  }

  /// Whether the host's last scroll report said a finger moves the content (`isTracking`), in external mode.
  @_spi(Hosting) public var hostIsTracking: Bool { cell.value.driverState.isTracking }

  /// The finger's velocity in points per second, with a pan gesture's signs: what the host last reported with
  /// ``hostPanStateDidChange(_:velocity:)``, or in simulated mode the velocity of the last release (zero from the
  /// next drag's start).
  public var panVelocity: CGPoint { cell.value.driverState.panVelocity }

  // MARK: - Host reports

  /// The host scrolled: call it from `scrollViewDidScroll(_:)` with the scroll view's state, in external mode.
  ///
  /// The offset is taken as given. The change counts as made by the user (it may arm a header or load a footer)
  /// when `isTracking`, or when `isDecelerating` and the deceleration follows a user's release (a pan that ended);
  /// offsets the app or the system set, and the settling that follows them, do not. A report that neither tracks
  /// nor decelerates ends the release's motion. A report with the same offset changes no offset and sends no event,
  /// but updates ``isDecelerating``: report `scrollViewDidEndDecelerating(_:)` this way.
  ///
  /// Refused, leaving the model as it was: a non-finite offset, and any call in simulated mode.
  ///
  /// - Parameters:
  ///   - offset: The scroll view's `contentOffset`.
  ///   - isTracking: Whether a finger moved the content (`isTracking`).
  ///   - isDecelerating: Whether the content moves without a finger (`isDecelerating`).
  public func hostDidScroll(to offset: CGPoint, isTracking: Bool, isDecelerating: Bool) {
    let member = "ScrollModel.hostDidScroll(to:isTracking:isDecelerating:)"
    guard cell.value.driverState.driver == .external else {
      return RefreshDiagnostics.refuse(member, offset, Self.simulatedReason)
    }
    guard offset.isUsable else { return RefreshDiagnostics.refuse(member, offset, Self.notFiniteReason) }
    if !cell.value.driverState.traceRecorders.isEmpty {
      recordHostScroll(to: offset, isTracking: isTracking, isDecelerating: isDecelerating)
    }
    cell.value.driverState.isTracking = isTracking
    cell.value.driverState.isDecelerating = isDecelerating
    if !isTracking && !isDecelerating { cell.value.driverState.releaseIsFromUser = false }
    if isTracking || !isDecelerating {
      cell.value.driverState.isSpringingVertically = false
    } else if isOutsideVerticalBounds(offset.y) || isOutsideVerticalBounds(storedContentOffset.y) {
      // Moving from or to past an edge: the content springs back (a spring that overshoots stays one).
      cell.value.driverState.isSpringingVertically = true
    }
    setOffset(offset, fromUser: isTracking || (isDecelerating && cell.value.driverState.releaseIsFromUser))
  }

  private func isOutsideVerticalBounds(_ y: CGFloat) -> Bool {
    !bounds.yRange.contains(y)
  }

  /// The host's pan gesture changed state: call it from the pan gesture recogniser's target, in external mode.
  ///
  /// ``panState`` and ``isDragging`` read the reported state. A pan that ends marks the deceleration the host
  /// reports next as the user's (see ``hostDidScroll(to:isTracking:isDecelerating:)``); a cancelled one does not.
  ///
  /// Refused, leaving the model as it was: a non-finite velocity, a sequence no gesture recogniser makes (only
  /// ``PanState/began`` or ``PanState/possible`` may follow a finished gesture; ``PanState/changed``,
  /// ``PanState/ended`` and ``PanState/cancelled`` only follow ``PanState/began`` or ``PanState/changed``), and any
  /// call in simulated mode.
  ///
  /// - Parameters:
  ///   - state: The recogniser's new state.
  ///   - velocity: `velocity(in:)` of the recogniser, in points per second (positive `y`: the finger moves down).
  public func hostPanStateDidChange(_ state: PanState, velocity: CGPoint) {
    let member = "ScrollModel.hostPanStateDidChange(_:velocity:)"
    guard cell.value.driverState.driver == .external else {
      return RefreshDiagnostics.refuse(member, state, Self.simulatedReason)
    }
    guard velocity.isUsable else { return RefreshDiagnostics.refuse(member, velocity, Self.notFiniteReason) }
    let allowed =
      switch state {
      case .possible: !panState.isDragging
      case .began: !panState.isDragging
      case .changed, .ended, .cancelled: panState.isDragging
      }
    guard allowed else {
      return RefreshDiagnostics.refuse(member, "\(panState) → \(state)", "not a sequence a pan gesture makes")
    }
    if !cell.value.driverState.traceRecorders.isEmpty { recordHostPan(state, velocity: velocity) }
    cell.value.driverState.panVelocity = velocity
    switch state {
    case .began, .cancelled:
      cell.value.driverState.releaseIsFromUser = false
      cell.value.driverState.isSpringingVertically = false
    case .possible where !cell.value.driverState.releaseIsFromUser:
      cell.value.driverState.isSpringingVertically = false
    case .possible, .changed, .ended:
      // The recognizer goes back to `.possible` at the end of the frame its gesture ended in, while the fling the
      // user gave goes on: still the user's (a rest, a new drag or a cancel ends that).
      break
    }
    setPanState(state)
    // As a simulated release does, once the release has been delivered and no observer began a new drag.
    if state == .ended, !isDragging { cell.value.driverState.releaseIsFromUser = true }
  }

  static let simulatedReason = "the driver is simulated; set driver = .external to follow a host"
  static let externalReason =
    "the driver is external: the host reports gestures through hostPanStateDidChange(_:velocity:) and "
    + "hostDidScroll(to:isTracking:isDecelerating:)"

  // MARK: - What the host performs for the model

  /// Tells the host the model's `alwaysBounce…` flags (external mode): attaching a component sets them, and a scroll
  /// view whose content fits its bounds moves under a finger only when they are set on it too.
  var alwaysBounceHandler: (@MainActor (_ vertical: Bool, _ horizontal: Bool) -> Void)? {
    get { cell.value.driverState.alwaysBounceHandler }
    set { cell.value.driverState.alwaysBounceHandler = newValue }
  }

  func alwaysBounceDidChange() {
    guard cell.value.driverState.driver == .external else { return }
    callHost(.alwaysBounce(vertical: alwaysBounceVertical, horizontal: alwaysBounceHorizontal))
  }

  /// Whether the host performs an animation for the model that it has not reported finished: the model's offset and
  /// insets already have their final values, and what waits for the content to settle waits for it.
  var isHostAnimating: Bool { cell.value.driverState.hostAnimations > 0 }

  /// The host starts an animation it will report finished with ``hostAnimationDidEnd()``.
  func hostAnimationDidBegin() {
    cell.value.driverState.hostAnimations += 1
  }

  /// An animation the host performed for the model finished: once none is left, what waited for the content to settle
  /// (a begin or an end completion) runs now.
  func hostAnimationDidEnd() {
    guard cell.value.driverState.hostAnimations > 0 else { return }
    cell.value.driverState.hostAnimations -= 1
    if cell.value.driverState.hostAnimations == 0 { timeDidAdvance(to: now) }
  }

  /// Whether the host's view is in a window: a begin waits until it is, as a refresh shown before then would be laid
  /// out without the bars and the safe area it gets there.
  var isHostInWindow: Bool { cell.value.driverState.isHostInWindow }

  /// Whether the model has a size and its host's view is in a window: where something can be shown.
  var isLaidOutInWindow: Bool { storedFrame.width > 0 && storedFrame.height > 0 && isHostInWindow }

  /// The host's view moved into or out of a window; the attachments hear of an arrival.
  func hostDidMoveToWindow(_ isInWindow: Bool) {
    guard isInWindow != cell.value.driverState.isHostInWindow else { return }
    cell.value.driverState.isHostInWindow = isInWindow
    guard isInWindow else { return }
    for attachment in attachments { attachment.scrollModelHostDidMoveToWindow(self) }
  }

  // MARK: - Calls to the host

  /// Asks the host to scroll to `offset` (external mode): what ``setContentOffset(_:animated:)`` and ``contentOffset``
  /// do instead of moving the model. Like the simulated move, it ends the user's claim on the motion.
  func requestHostScroll(to offset: CGPoint, animated: Bool) {
    // A spring the host reported is read only for the user's moves, and the next of those follows a new pan or a
    // report that tracks: both forget it.
    cell.value.driverState.releaseIsFromUser = false
    callHost(.scroll(to: offset, animated: animated))
  }

  /// Makes `call` now, or after the call to the host under way returns: handlers never run inside one another.
  func callHost(_ call: HostCall) {
    cell.value.driverState.outbox.append(call)
    guard !cell.value.driverState.isCallingHost else { return }
    cell.value.driverState.isCallingHost = true
    defer { cell.value.driverState.isCallingHost = false }
    var index = 0
    while index < cell.value.driverState.outbox.count {
      if index == Self.maximumEventsPerChange {
        RefreshDiagnostics.refuse(
          "ScrollModel.scrollRequestHandler", "\(cell.value.driverState.outbox.count - index) more calls",
          "the host kept changing the model from its handlers; the rest was dropped")
        break
      }
      switch cell.value.driverState.outbox[index] {
      case .scroll(let offset, let animated):
        cell.value.driverState.scrollRequestHandler?(offset, animated)
      case .refreshInset(let inset):
        cell.value.driverState.hostInset = inset
        cell.value.driverState.refreshInsetHandler?(inset)
      case .alwaysBounce(let vertical, let horizontal):
        cell.value.driverState.alwaysBounceHandler?(vertical, horizontal)
      }
      index += 1
    }
    cell.value.driverState.outbox.removeAll()
  }
}
