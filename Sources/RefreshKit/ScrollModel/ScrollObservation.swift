/// A registration made by ``ScrollModel/observe(_:)``.
///
/// Delivery stops when ``cancel()`` is called or when the token is released, whichever comes first. An observer
/// cancelled while an event is being delivered receives no further events, not even the rest of that one.
@MainActor public final class ScrollObservation {
  let box: ObserverBox
  weak var scrollView: ScrollModel?

  init(box: ObserverBox, scrollView: ScrollModel) {
    self.box = box
    self.scrollView = scrollView
  }

  /// Whether the observer still receives events.
  public var isActive: Bool { box.isActive }

  /// Stops delivery to the observer. Calling it again does nothing.
  public func cancel() {
    guard box.isActive else { return }
    box.isActive = false
    scrollView?.observerDidCancel()
  }

  isolated deinit {
    cancel()
  }
}

/// One observer's handler and whether it is still active.
@MainActor final class ObserverBox {
  let handler: @MainActor (ScrollEvent) -> Void
  var isActive = true

  init(handler: @escaping @MainActor (ScrollEvent) -> Void) {
    self.handler = handler
  }
}
