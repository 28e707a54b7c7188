/// A registration made by ``ScrollModel/observe(_:)``.
///
/// Delivery stops when ``cancel()`` is called or when the token is released, whichever comes first. An observer
/// cancelled or released while an event is being delivered receives no further events, not even the rest of that
/// one. Cancelling frees the handler (and what it captured) at once, or once the delivery under way ends; releasing
/// the token frees it by the end of the model's next delivery at the latest.
@MainActor public final class ScrollObservation {
  /// The handler, shared with the model's entry until the token is cancelled or released.
  private(set) var handler: ObserverHandler?
  private weak var model: ScrollModel?

  init(handler: ObserverHandler, model: ScrollModel) {
    self.handler = handler
    self.model = model
  }

  /// Whether the observer still receives events.
  public var isActive: Bool { handler != nil }

  /// Stops delivery to the observer and frees its handler. Calling it again does nothing.
  public func cancel() {
    guard handler != nil else { return }
    handler = nil
    model?.observerDidCancel()
  }
}

/// An observer's handler, held by the model's entry and by the token.
///
/// The model holds it strongly and tells a live registration from a finished one by whether the token still shares
/// it (`isKnownUniquelyReferenced`): no weak reference is loaded on the scroll path, and a released token needs no
/// deinitializer to end its registration.
final class ObserverHandler {
  let call: @MainActor (ScrollEvent) -> Void

  init(_ call: @escaping @MainActor (ScrollEvent) -> Void) {
    self.call = call
  }
}

/// The model's entry for one observer; nil once the model has let go of the handler.
struct ObserverEntry {
  var handler: ObserverHandler?

  /// Whether the token still holds the handler: false once it was cancelled or released. Mutating only because the
  /// check needs an `inout`; it changes nothing.
  mutating func isLive() -> Bool {
    guard handler != nil else { return false }
    return !isKnownUniquelyReferenced(&handler)
  }
}
