import Foundation
import Testing

@_spi(Testing) @testable import RefreshKit

/// Async actions end the refresh they started, and only that one.
@Suite @MainActor struct ComponentAsyncActionTests {
  @Test func asyncActionEndsTheRefreshWhenItReturns() async {
    let list = makePhoneList()
    let calls = ActionCounter()
    let header = RefreshHeader { @MainActor () async in calls.count += 1 }
    list.refreshHeader = header
    header.beginRefreshing()
    #expect(header.isRefreshing)
    await header.actionTask?.value
    #expect(calls.count == 1)
    #expect(header.state == .idle)
    #expect(list.refreshInset == .zero)
  }

  @Test func staleAsyncActionNeverEndsALaterRefresh() async {
    let list = makePhoneList()
    let gate = ActionGate()
    let header = RefreshHeader { @MainActor () async in await gate.wait() }
    list.refreshHeader = header
    header.beginRefreshing()
    let first = header.actionTask
    await gate.waitForWaiters(1)
    header.endRefreshing()
    #expect(header.state == .idle)
    #expect(header.actionTask == nil)
    header.beginRefreshing()
    let second = header.actionTask
    await gate.waitForWaiters(2)
    #expect(gate.waiters.count == 2)

    gate.release()
    await first?.value
    #expect(header.isRefreshing, "the first refresh's task returned after that refresh ended")
    #expect(list.refreshInset == Insets(top: 54))

    gate.release()
    await second?.value
    #expect(header.state == .idle)
    #expect(list.refreshInset == .zero)
    #expect(header.actionCount == 2)
  }

  @Test func detachingCancelsTheAsyncAction() async {
    let list = makePhoneList()
    let gate = ActionGate()
    let header = RefreshHeader { @MainActor () async in await gate.wait() }
    list.refreshHeader = header
    header.beginRefreshing()
    let task = header.actionTask
    await gate.waitForWaiters(1)
    list.refreshHeader = nil
    #expect(task?.isCancelled == true)
    #expect(header.state == .idle)
    gate.release()
    await task?.value
    #expect(header.state == .idle)
    #expect(list.refreshInset == .zero)
  }
}
