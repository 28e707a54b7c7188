/// A registration made by ``ScrollModel/observe(_:)``.
///
/// Delivery stops when ``cancel()`` is called or when the token is released, whichever comes first. An observer
/// cancelled or released while an event is being delivered receives no further events, not even the rest of that
/// one. The model lets go of the handler (and of what it captured) once it sees the registration ended: at once when
/// it is cancelled outside a delivery, when the delivery ends when it is cancelled during one, and by the end of the
/// model's next delivery at the latest when the token is released.
@MainActor public final class ScrollObservation {
  /// The link shared with the model's entry until the token is cancelled or released.
  private var link: Optional<ObservationLink>
  private weak var model: Optional<ScrollModel>

  init(link: ObservationLink, model: ScrollModel) {
    self.link = link
    self.model = model
  }

  /// Whether the observer still receives events.
  public var isActive: Bool { link != nil }

  /// Stops delivery to the observer. Calling it again does nothing.
  public func cancel() {
    guard link != nil else { return }
    link = nil
    model?.observerDidCancel()
  }
}

/// What a token and the model's entry for it share: the model tells a live registration from a finished one by
/// whether the token still holds the link (`isKnownUniquelyReferenced`), so that the scroll path loads no weak
/// reference and a released token needs no deinitializer to end its registration.
final class ObservationLink {}

/// The model's entry for one observer.
struct ObserverEntry {
  let handler: @MainActor (ScrollEvent) -> Void
  var link: ObservationLink?

  /// Whether the token still holds the link: false once it was cancelled or released. Mutating only because the
  /// check needs an `inout`; it changes nothing.
  mutating func isLive() -> Bool {
    guard link != nil else { return false }
    return !isKnownUniquelyReferenced(&link)
  }
}
