/// A registration made by ``ScrollModel/observe(_:)``.
///
/// Delivery stops when ``cancel()`` is called or when the token is released, whichever comes first. An observer
/// cancelled while an event is being delivered receives no further events, not even the rest of that one. The token
/// owns the handler: cancelling or releasing it frees the handler (and what it captured) at once; the model only
/// keeps a weak entry, which it drops after its next delivery.
@MainActor public final class ScrollObservation {
  /// The handler, until the token is cancelled.
  private(set) var handler: (@MainActor (ScrollEvent) -> Void)?
  private weak var model: ScrollModel?

  init(handler: @escaping @MainActor (ScrollEvent) -> Void, model: ScrollModel) {
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

/// The model's entry for one observer: weak, so that releasing the token ends the registration without a
/// deinitializer.
struct ObserverEntry {
  weak var observation: ScrollObservation?
}
