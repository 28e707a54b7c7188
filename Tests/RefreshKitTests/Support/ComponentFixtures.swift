import Foundation
import Testing

@testable import RefreshKit

// Fixtures shared by the component suites.

/// A header whose hooks return NaN, as a buggy subclass might.
final class NaNDistanceHeader: RefreshHeader {
  var badTrigger = true
  var badHold = true

  override func willRefreshHeight() -> CGFloat { badTrigger ? .nan : super.willRefreshHeight() }
  override func refreshingHoldHeight() -> CGFloat { badHold ? .nan : super.refreshingHoldHeight() }
}

/// A deterministic source of choices for the many-orders test.
struct SeededChoices {
  var state: UInt64

  mutating func next(_ count: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(count))
  }
}

/// Holds async actions until the test lets them return.
@MainActor final class ActionGate {
  var waiters: [CheckedContinuation<Void, Never>] = []

  func wait() async {
    await withCheckedContinuation { waiters.append($0) }
  }

  func waitForWaiters(_ count: Int) async {
    for _ in 0..<1000 where waiters.count < count { await Task.yield() }
  }

  func release() {
    if !waiters.isEmpty { waiters.removeFirst().resume() }
  }
}
