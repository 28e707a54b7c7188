import Foundation

/// The component's events: one convenience handler, any number of observers, and async streams.
extension RefreshComponent {
  /// Called with every ``RefreshEvent`` of the component, synchronously, after the hooks: a convenience for one
  /// observer. Use ``observe(_:)`` for more than one.
  public var onEvent: (@MainActor (RefreshEvent) -> Void)? {
    get { eventHub.onEventObservation?.handler }
    set {
      eventHub.onEventObservation?.cancel()
      eventHub.onEventObservation = nil
      if let newValue { eventHub.onEventObservation = eventHub.observe(newValue) }
    }
  }

  /// Registers `handler` to receive every ``RefreshEvent`` of the component from now on, synchronously, after the
  /// hooks, in the order the events happen. Any number of observers may be registered.
  ///
  /// ```swift
  /// let analytics = header.observe { event in
  ///   if case .actionStarted = event { log("refresh") }
  /// }
  /// ```
  ///
  /// - Parameter handler: Called with each event.
  /// - Returns: The token that keeps the registration alive: delivery stops when it is cancelled or released.
  public final func observe(_ handler: @escaping @MainActor (RefreshEvent) -> Void) -> RefreshObservation {
    eventHub.observe(handler)
  }

  /// A new stream of the component's events from now on. Each access makes a new stream; it ends when the
  /// component is freed or the consumer stops iterating.
  public var events: AsyncStream<RefreshEvent> { eventHub.makeStream() }

  /// Delivers `event` to the observers and every ``events`` stream, after the events sent before it: a transition
  /// started by a hook or an event handler is reported after the one that caused it.
  @inline(never) final func send(_ event: RefreshEvent) {
    eventHub.send(event)
  }
}
