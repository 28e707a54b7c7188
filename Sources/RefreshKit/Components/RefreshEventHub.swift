import Foundation

/// Delivers a component's ``RefreshEvent``s to its observers and ``RefreshComponent/events`` streams, in order.
///
/// Events sent while a transition is under way wait until it is complete (hooks run, inset held or returned), and an
/// event sent from inside a delivery is delivered after the one being delivered: observers never see a component
/// between two steps of one change, and a transition that a handler starts is reported after the one that caused it.
@MainActor final class RefreshEventHub {
  /// The registered observers, weakly: releasing a token ends its registration.
  private var observers: [RefreshObserverEntry] = []
  /// The open ``RefreshComponent/events`` streams, in the order they opened, each with its number: an array, not a
  /// dictionary by number, whose code every app would link specialized for this one type (issue 58).
  private var continuations: [(id: Int, continuation: AsyncStream<RefreshEvent>.Continuation)] = []
  private var nextContinuationID = 0
  private var pending: [RefreshEvent] = []
  private var holdDepth = 0
  private var isDelivering = false

  /// The token of ``RefreshComponent/onEvent``.
  var onEventObservation: RefreshObservation?

  deinit {
    // The continuations are Sendable: finishing them needs no isolation. A stream ends when its component goes.
    for entry in continuations {
      entry.continuation.finish()
    }
  }

  /// Registers `handler` for every event from now on.
  /// Out of line, and the observers of the past dropped by a loop rather than `removeAll(where:)` with a closure:
  /// one short copy for `onEvent` and `observe(_:)` (issue 58).
  @inline(never) func observe(_ handler: @escaping @MainActor (RefreshEvent) -> Void) -> RefreshObservation {
    var live: [RefreshObserverEntry] = []
    for entry in observers where entry.observation?.isActive == true { live.append(entry) }
    observers = live
    let observation = RefreshObservation(handler: handler)
    observers.append(RefreshObserverEntry(observation: observation))
    return observation
  }

  /// How many ``RefreshComponent/events`` streams are open: a stream leaves once its loop ends or its task is cancelled.
  var streamCount: Int { continuations.count }

  /// A new stream of the events from now on.
  func makeStream() -> AsyncStream<RefreshEvent> {
    let (stream, continuation) = AsyncStream<RefreshEvent>.makeStream(bufferingPolicy: .unbounded)
    let id = nextContinuationID
    nextContinuationID += 1
    continuations.append((id, continuation))
    continuation.onTermination = { [weak self] _ in
      // Statements, not `self?.removeStream(id)` alone, whose `()?` would make the task a `Task<()?, Never>`: a
      // specialization of its own in an app (620 bytes).
      Task { @MainActor in
        guard let self else { return }
        self.removeStream(id)
      }
    }
    return stream
  }

  /// Lets go of the stream `id`, whose reader stopped: by a loop, not `removeAll(where:)` with a closure (issue 58).
  private func removeStream(_ id: Int) {
    for index in continuations.indices where continuations[index].id == id {
      continuations.remove(at: index)
      return
    }
  }

  /// Delivers `event` after the events sent before it, once no transition holds delivery back.
  func send(_ event: RefreshEvent) {
    pending.append(event)
    deliverPending()
  }

  /// Holds delivery back until the matching ``endHolding()``; calls nest.
  func beginHolding() {
    holdDepth += 1
  }

  /// Ends a ``beginHolding()`` and delivers what waits once no hold is left.
  func endHolding() {
    holdDepth -= 1
    deliverPending()
  }

  private func deliverPending() {
    guard holdDepth == 0, !isDelivering else { return }
    isDelivering = true
    var index = 0
    while index < pending.count {
      let event = pending[index]
      let count = observers.count
      var observer = 0
      while observer < count {
        observers[observer].observation?.handler?(event)
        observer += 1
      }
      for entry in continuations {
        entry.continuation.yield(event)
      }
      index += 1
    }
    pending.removeAll()
    isDelivering = false
  }
}

/// A registration made by ``RefreshComponent/observe(_:)``.
///
/// Delivery stops when ``cancel()`` is called or when the token is released, whichever comes first; either frees the
/// handler at once.
@MainActor public final class RefreshObservation {
  /// The handler, until the token is cancelled.
  fileprivate(set) var handler: (@MainActor (RefreshEvent) -> Void)?

  init(handler: @escaping @MainActor (RefreshEvent) -> Void) {
    self.handler = handler
  }

  /// Whether the observer still receives events.
  public var isActive: Bool { handler != nil }

  /// Stops delivery to the observer and frees its handler. Calling it again does nothing.
  public func cancel() {
    handler = nil
  }
}

/// The hub's entry for one observer: weak, so that releasing the token ends the registration.
private struct RefreshObserverEntry {
  weak var observation: RefreshObservation?
}
