import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

// Issue 16, item 2: an observation that is cancelled, or whose token is released, receives nothing more, and the
// model lets go of its handler (and of everything the handler captured) by the time it has delivered its next event
// at the latest, also when that happens from inside a delivery: in the observer's own handler or in another's.

/// Counts what one observer received; the test holds it, so it outlives the handler.
@MainActor private final class Deliveries {
  var count = 0
}

/// Something only an observer's handler holds: it is freed exactly when the model lets go of the handler.
@MainActor private final class CapturedByHandler {}

/// Holds an observation token, so that a handler can cancel or release it.
@MainActor private final class TokenBox {
  var token: ScrollObservation?
}

/// How an observation is stopped.
enum ObservationStop: String, CaseIterable, Sendable, CustomTestStringConvertible {
  /// ``ScrollObservation/cancel()``, the app keeping the token.
  case cancel
  /// The last reference to the token is dropped.
  case release

  var testDescription: String { rawValue }

  @MainActor fileprivate func stop(_ box: TokenBox) {
    switch self {
    case .cancel: box.token?.cancel()
    case .release: box.token = nil
    }
  }
}

/// Observes `list`, counting into `deliveries`, and keeps the token in `box` only; `reaction` runs after counting.
/// Returns a weak reference to an object only the handler holds.
@MainActor private func observe(
  _ list: ScrollModel, into box: TokenBox, counting deliveries: Deliveries,
  reaction: @escaping @MainActor (ScrollEvent) -> Void = { _ in }
) -> WeakReference {
  let captured = CapturedByHandler()
  box.token = list.observe { event in
    withExtendedLifetime(captured) {}
    deliveries.count += 1
    reaction(event)
  }
  return WeakReference(captured)
}

/// Moves the content by the app: one offset event.
@MainActor private func nudge(_ list: ScrollModel) {
  list.contentOffset.y += 10
}

/// A list observed into a token only a box keeps, after one offset event has reached the observer.
@MainActor private func observedAndNudged(
  sourceLocation: SourceLocation = #_sourceLocation
) -> (ScrollModel, Deliveries, TokenBox, WeakReference) {
  let list = makePhoneList()
  let deliveries = Deliveries()
  let box = TokenBox()
  let capture = observe(list, into: box, counting: deliveries)
  nudge(list)
  #expect(deliveries.count == 1, sourceLocation: sourceLocation)
  return (list, deliveries, box, capture)
}

/// Expects the handler behind `capture` to be freed, whether the token was cancelled (and is still kept by the app)
/// or released.
@MainActor private func expectHandlerFreed(
  _ capture: WeakReference, after stop: ObservationStop, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(capture.object == nil, "the \(stop) observation's handler is still held", sourceLocation: sourceLocation)
}

@Suite @MainActor struct ObservationReleaseTests {
  @Test(arguments: ObservationStop.allCases)
  func aStoppedObservationGetsNothingMoreAndItsHandlerIsFreed(_ stop: ObservationStop) {
    let (list, deliveries, box, capture) = observedAndNudged()
    stop.stop(box)
    if stop == .cancel { #expect(box.token?.isActive == false) }
    nudge(list)
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: -50))
    list.endDrag(velocity: CGPoint(x: 0, y: -300))
    list.advance(by: 1)
    #expect(deliveries.count == 1, "a stopped observation received events")
    expectHandlerFreed(capture, after: stop)
  }

  @Test func aCancelledObservationAtRestLetsGoOfItsHandlerAtOnce() {
    // A screen that cancels its observation while the list is still: no other event comes to find the entry, so the
    // cancel itself must free what the handler captured (the screen's view model, say).
    let (_, _, box, capture) = observedAndNudged()
    box.token?.cancel()
    expectHandlerFreed(capture, after: .cancel)
    #expect(box.token?.isActive == false)
  }

  @Test(arguments: ObservationStop.allCases)
  func anObserverStoppingItselfInItsOwnHandlerGetsNothingMoreAndItsHandlerIsFreed(_ stop: ObservationStop) {
    let list = makePhoneList()
    let deliveries = Deliveries()
    let box = TokenBox()
    let capture = observe(list, into: box, counting: deliveries) { [weak box] _ in
      if let box { stop.stop(box) }
    }
    let others = EventLog(list)

    nudge(list)
    #expect(deliveries.count == 1)
    #expect(others.events.count == 1, "the other observers still get the event it stopped in")
    nudge(list)
    list.contentSize.height = 3000
    #expect(deliveries.count == 1, "the observer received events after stopping itself")
    #expect(others.events.count == 3)
    expectHandlerFreed(capture, after: stop)
    others.token?.cancel()
  }

  @Test func anObserverCancellingItselfIsFreedWhenThatDeliveryEndsThoughNoOtherEventComes() {
    // A screen that cancels its observation in its handler and is then left at rest: nothing else scrolls, so the
    // end of the delivery it cancelled in must let go of what its handler captured. (A token released there needs no
    // deinitializer, and is found by the next delivery: the promise for it is weaker.)
    let list = makePhoneList()
    let deliveries = Deliveries()
    let box = TokenBox()
    let capture = observe(list, into: box, counting: deliveries) { [weak box] _ in
      box?.token?.cancel()
    }
    nudge(list)
    #expect(deliveries.count == 1)
    #expect(box.token?.isActive == false)
    expectHandlerFreed(capture, after: .cancel)
  }

  @Test(arguments: ObservationStop.allCases, [false, true])
  func anObserverStoppedByAnotherDuringADeliveryGetsNothingMoreAndItsHandlerIsFreed(
    _ stop: ObservationStop, stoppedObserverComesFirst: Bool
  ) {
    let list = makePhoneList()
    let target = TokenBox()
    let stopper = TokenBox()
    let deliveries = Deliveries()
    let stopperDeliveries = Deliveries()
    // The stopper stops the target on the first content-size change.
    let stopTarget: @MainActor (ScrollEvent) -> Void = { [weak target] event in
      guard case .contentSize = event, let target else { return }
      stop.stop(target)
    }
    let capture: WeakReference
    if stoppedObserverComesFirst {
      capture = observe(list, into: target, counting: deliveries)
      _ = observe(list, into: stopper, counting: stopperDeliveries, reaction: stopTarget)
    } else {
      _ = observe(list, into: stopper, counting: stopperDeliveries, reaction: stopTarget)
      capture = observe(list, into: target, counting: deliveries)
    }

    nudge(list)
    #expect(deliveries.count == 1)
    list.contentSize.height = 3000
    // Registered before the stopper, the target got that event before it was stopped; after it, not even that one.
    #expect(deliveries.count == (stoppedObserverComesFirst ? 2 : 1))
    let received = deliveries.count
    nudge(list)
    list.contentSize.height = 4000
    #expect(deliveries.count == received, "the stopped observer received events")
    #expect(stopperDeliveries.count == 4, "the stopper itself keeps observing")
    expectHandlerFreed(capture, after: stop)
    stopper.token?.cancel()
  }
}
