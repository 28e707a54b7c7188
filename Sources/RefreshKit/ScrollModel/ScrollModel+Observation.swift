import Foundation

extension ScrollModel {
  // MARK: - Observation

  /// Registers `handler` to receive every change of the model.
  ///
  /// Events arrive synchronously, in the order the changes happen. A handler may change the model: the events that
  /// causes are delivered after the current one has reached every observer, so delivery never recurses and stays
  /// in order. Delivery stops when the returned token is cancelled or released.
  ///
  /// - Parameter handler: Called with each event.
  /// - Returns: The token that keeps the registration alive.
  public func observe(_ handler: @escaping @MainActor (ScrollEvent) -> Void) -> ScrollObservation {
    compactObservers()
    let link = ObservationLink()
    observers.append(ObserverEntry(handler: handler, link: link))
    return ScrollObservation(link: link, model: self)
  }

  /// Called when a token is cancelled: its entry leaves the list now, or after the delivery under way.
  func observerDidCancel() {
    if isDeliveringEvents {
      observersNeedCompaction = true
    } else {
      compactObservers()
    }
  }

  /// Drops the entries of tokens that were cancelled or released, and with them their handlers.
  private func compactObservers() {
    var entries: [ObserverEntry] = []
    swap(&entries, &observers)
    var live: [ObserverEntry] = []
    for index in entries.indices where entries[index].isLive() {
      live.append(entries[index])
    }
    observers = live
    // The finished handlers are freed here, when `entries` goes, with the model's state whole again: a deinitializer
    // of something they captured may use the model.
  }

  /// Holds back delivery while a component finishes a state change, so that observers (the component included) never
  /// see the model between two steps of one transition. Calls nest; the last ``endHoldingEvents()`` delivers.
  func beginHoldingEvents() {
    eventHoldDepth += 1
  }

  /// Ends a ``beginHoldingEvents()`` and delivers what was held once no hold is left.
  func endHoldingEvents() {
    eventHoldDepth -= 1
    guard eventHoldDepth == 0, !isDeliveringEvents, !pendingEvents.isEmpty else {
      return deliverAccessibilityAnnouncements()
    }
    isDeliveringEvents = true
    deliverPending()
  }

  /// Delivers `event` now, or after the events before it; `fromUser` travels with it, so that an offset the app sets
  /// while a drag's event is being delivered is still the app's when its own turn comes.
  func emit(_ event: ScrollEvent, fromUser: Bool = false) {
    if !cell.value.driverState.traceRecorders.isEmpty { recordTrace(event, fromUser: fromUser) }
    if isDeliveringEvents || eventHoldDepth > 0 {
      pendingEvents.append((event, fromUser))
      return
    }
    isDeliveringEvents = true
    deliver(event, fromUser: fromUser)
    deliverPending()
  }

  /// Delivers the queued events in order, then ends the delivery.
  @inline(__always) private func deliverPending() {
    var index = 0
    while index < pendingEvents.count {
      if index == Self.maximumEventsPerChange {
        RefreshDiagnostics.refuse(
          "ScrollModel.observe(_:)", "\(pendingEvents.count - index) more events",
          "observers kept changing the model; the rest of this change was dropped")
        break
      }
      deliver(pendingEvents[index].event, fromUser: pendingEvents[index].fromUser)
      index += 1
    }
    // On the scroll path nothing was queued meanwhile: skip the array's write.
    if !pendingEvents.isEmpty { pendingEvents.removeAll() }
    isDeliveringEvents = false
    if observersNeedCompaction {
      observersNeedCompaction = false
      compactObservers()
    }
    // What the change posted for a screen reader is said once it is complete.
    if !accessibilityAnnouncements.pending.isEmpty { deliverAccessibilityAnnouncements() }
  }

  @inline(__always) private func deliver(_ event: ScrollEvent, fromUser: Bool) {
    offsetChangeIsFromUser = fromUser
    defer { offsetChangeIsFromUser = false }
    // Attachments first, called directly: no closure on the scroll path.
    // By index: the array itself is not retained for the loop (an attachment may add or remove one meanwhile).
    var attachment = 0
    while attachment < attachments.count {
      attachments[attachment].scrollModel(self, didChange: event)
      attachment += 1
    }
    // The host applies the refresh inset once the components have seen it change (external driver only).
    if cell.value.driverState.driver == .external, case .inset(.refresh, _, let new) = event {
      callHost(.refreshInset(new))
    }
    let count = observers.count
    var index = 0
    while index < count {
      // A token cancelled or released since the last delivery no longer shares the handler; its entry is dropped
      // once this delivery ends.
      if observers[index].isLive() {
        observers[index].handler(event)
      } else {
        observersNeedCompaction = true
      }
      index += 1
    }
  }

  // MARK: - Internal updates

  func setOffset(_ offset: CGPoint, fromUser: Bool) {
    let old = storedContentOffset
    guard old != offset else { return }
    storedContentOffset = offset
    emit(.contentOffset(old: old, new: offset), fromUser: fromUser)
  }

  /// Whether the vertical axis is springing back to a bound (after a release past it, or a fling that crossed it).
  var isSpringingVertically: Bool {
    cell.value.driverState.driver == .simulated
      ? cell.value.motion?.isSpringingVertically ?? false : cell.value.driverState.isSpringingVertically
  }

  @inline(__always) func setPanState(_ state: PanState) {
    let old = panState
    guard old != state else { return }
    panState = state
    emit(.panState(old: old, new: state))
  }
}
