import Foundation
import Testing

@testable import RefreshKit

/// Lets main-actor tasks run until `condition` holds (bounded, so a broken condition fails instead of hanging).
@MainActor func yieldUntil(_ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async {
  for _ in 0..<1_000 where !condition() {
    await Task.yield()
  }
  #expect(condition(), "the awaited condition never held", sourceLocation: sourceLocation)
}

@Suite(.timeLimit(.minutes(1))) @MainActor struct AsyncActionTests {
  struct NetworkDown: Error, CustomStringConvertible {
    var description: String { "network down" }
  }

  @Test func anAsyncActionEndsTheRefreshWhenItReturnsNotBefore() async {
    let list = makePhoneList()
    let header = RefreshHeader { [weak list] in await list?.sleep(for: 1.2) }
    list.refreshHeader = header
    header.beginRefreshing()
    await yieldUntil { list.sleeperCount == 1 }
    list.advance(by: 1.1)
    for _ in 0..<20 { await Task.yield() }
    #expect(header.isRefreshing)
    #expect(list.refreshInset.top == 54)
    let task = header.actionTask
    list.advance(by: 0.1)
    await task?.value
    #expect(header.state == .idle)
    #expect(header.lastResult == .success)
    #expect(list.refreshInset == .zero)
    #expect(abs(list.now - 1.2) < 1e-9)
  }

  @Test func detachingMidActionCancelsTheTaskAndFreesTheInset() async {
    let list = makePhoneList()
    var sawCancellation = false
    let header = RefreshHeader { [weak list] in
      await list?.sleep(for: 5)
      sawCancellation = Task.isCancelled
    }
    list.refreshHeader = header
    header.beginRefreshing()
    await yieldUntil { list.sleeperCount == 1 }
    let task = header.actionTask
    list.refreshHeader = nil
    #expect(list.refreshInset == .zero)
    #expect(header.state == .idle)
    await task?.value
    #expect(sawCancellation)
    #expect(list.sleeperCount == 0)
  }

  @Test func aCancelledTaskNeverEndsALaterRefresh() async {
    let list = makePhoneList()
    let counter = ActionCounter()
    let header = RefreshHeader { [weak list] in
      counter.count += 1
      await list?.sleep(for: 1)
    }
    list.refreshHeader = header
    header.beginRefreshing()
    await yieldUntil { list.sleeperCount == 1 }
    let first = header.actionTask
    list.advance(by: 0.2)
    header.endRefreshing()
    header.beginRefreshing()  // a second refresh; its action sleeps until 1.2
    await first?.value
    await yieldUntil { list.sleeperCount == 1 }
    #expect(counter.count == 2)
    list.advance(by: 0.9)  // 1.1: past the first action's deadline, before the second's
    for _ in 0..<20 { await Task.yield() }
    #expect(header.isRefreshing, "the cancelled first task did not end the second refresh")
    let second = header.actionTask
    list.advance(by: 0.1)
    await second?.value
    #expect(header.state == .idle)
  }

  @Test func aThrowingActionEndsTheRefreshWithAFailure() async {
    let list = makePhoneList()
    var events: [RefreshEvent] = []
    let header = RefreshHeader { [weak list] in
      await list?.sleep(for: 0.5)
      throw NetworkDown()
    }
    header.onEvent = { events.append($0) }
    list.refreshHeader = header
    header.beginRefreshing()
    await yieldUntil { list.sleeperCount == 1 }
    let task = header.actionTask
    list.advance(by: 0.5)
    await task?.value
    #expect(header.state == .idle)
    // NetworkDown has a description for developers and no text for users: the failure carries none, and the leaves
    // show their localised "Refresh failed" (ErrorMessageTests).
    #expect(header.lastResult == .failure(""))
    #expect(events.contains(.actionFinished(.failure(""))))
  }

  @Test func theHostGoingAwayCancelsTheAction() async {
    var list: ScrollModel? = makePhoneList()
    // Declared, then set: `weak let` needs Swift 6.2, and the package builds from Swift 6.0.
    weak var weakList: ScrollModel?
    weakList = list
    // The action waits on another clock (a network, say), not on the host it refreshes.
    let network = makePhoneList()
    var sawCancellation = false
    let header = RefreshHeader {
      await network.sleep(for: 5)
      sawCancellation = Task.isCancelled
    }
    list?.refreshHeader = header
    header.beginRefreshing()
    await yieldUntil { network.sleeperCount == 1 }
    let task = header.actionTask
    list = nil
    #expect(weakList == nil, "nothing keeps the scroll view alive")
    await task?.value
    #expect(sawCancellation)
    #expect(header.state == .idle)
    #expect(header.scrollView == nil)
  }

  @Test func anAsyncActionThatWaitsNoTimeEndsTheRefreshWithoutTheClockMoving() async {
    let list = makePhoneList()
    let header = RefreshHeader { [weak list] in await list?.sleep(for: 0) }
    list.refreshHeader = header
    header.beginRefreshing()
    await yieldUntil { header.state == .idle }
    #expect(list.sleeperCount == 0, "nothing waits for the next frame")
    #expect(list.now == 0)
    #expect(header.lastResult == .success)
  }

  @Test func anAsyncActionsWaitEndsWhenTheClockIsARoundingStepShortOfItsDeadline() async {
    // A display link's timestamps add up a nanosecond short of the second the action waits for.
    let list = makePhoneList()
    let header = RefreshHeader { [weak list] in await list?.sleep(for: 1) }
    list.refreshHeader = header
    header.beginRefreshing()
    await yieldUntil { list.sleeperCount == 1 }
    list.advance(by: 1 - ScrollModel.timeTolerance)
    await yieldUntil { header.state == .idle }
    #expect(list.sleeperCount == 0)
    #expect(header.lastResult == .success)
  }
}
