import Foundation
import Testing

@_spi(Testing) @testable import RefreshKit

/// An end called from inside the component's own async action ends the refresh at once and lets the action finish:
/// a load that says "no more data" and then writes its cache completes the write.
@Suite @MainActor struct EndInsideActionTests {
  /// What the action did after it ended its own refresh.
  @MainActor final class Work {
    var finished = false
    var sawCancellation = false
  }

  @Test func noMoreDataInsideTheLoadLetsTheCacheWriteFinish() async {
    let list = makePhoneList(contentHeight: 300)
    let gate = ActionGate()
    let work = Work()
    let footer = RefreshFooter()
    footer.setRefreshingAction { [weak footer] in
      footer?.endRefreshingWithNoMoreData()
      await gate.wait()  // the cache write
      work.sawCancellation = Task.isCancelled
      try Task.checkCancellation()
      work.finished = true
    }
    list.refreshFooter = footer
    footer.beginRefreshing()
    let task = footer.actionTask
    await gate.waitForWaiters(1)
    #expect(footer.state == .noMoreData, "the footer shows No more data at once")
    #expect(task?.isCancelled == false)
    gate.release()
    await task?.value
    #expect(work.finished, "the cache write after the end ran to its end")
    #expect(!work.sawCancellation)
    #expect(footer.state == .noMoreData)
    #expect(footer.lastResult == .success)
    #expect(list.refreshInset == .zero)
  }

  @Test func endRefreshingInsideTheActionEndsNowAndTheRestRuns() async {
    let list = makePhoneList()
    let gate = ActionGate()
    let work = Work()
    let header = RefreshHeader()
    let runs = ActionCounter()
    header.setRefreshingAction { [weak header] in
      runs.count += 1
      guard runs.count == 1 else { return await gate.wait() }  // the second refresh waits
      header?.endRefreshing()
      await gate.wait()
      work.sawCancellation = Task.isCancelled
      work.finished = true
      throw CancellationError()  // a later failure ends nothing: its refresh is over
    }
    list.refreshHeader = header
    header.beginRefreshing()
    let task = header.actionTask
    await gate.waitForWaiters(1)
    #expect(header.state == .idle)
    #expect(list.refreshInset == .zero)
    // A new refresh is not ended by the first action's late result.
    header.beginRefreshing()
    #expect(header.isRefreshing)
    gate.release()
    await task?.value
    #expect(work.finished)
    #expect(!work.sawCancellation)
    #expect(header.isRefreshing, "the first action's end belonged to the first refresh")
    #expect(header.actionCount == 2)
  }

  @Test func anEndDeferredByTheMinimumDurationStillLetsTheActionFinish() async {
    let list = makePhoneList(contentHeight: 300)
    let gate = ActionGate()
    let work = Work()
    let footer = RefreshFooter()
    footer.minimumRefreshingDuration = 1
    footer.setRefreshingAction { [weak footer] in
      footer?.endRefreshingWithNoMoreData()
      await gate.wait()
      work.sawCancellation = Task.isCancelled
      work.finished = true
    }
    list.refreshFooter = footer
    footer.beginRefreshing()
    let task = footer.actionTask
    await gate.waitForWaiters(1)
    #expect(footer.isRefreshing, "shown for the minimum duration")
    list.advance(by: 1.1)
    #expect(footer.state == .noMoreData)
    #expect(task?.isCancelled == false)
    gate.release()
    await task?.value
    #expect(work.finished)
    #expect(!work.sawCancellation)
    #expect(footer.state == .noMoreData)
  }

  @Test func anEndFromOutsideTheActionStillCancelsIt() async {
    let list = makePhoneList()
    let gate = ActionGate()
    let work = Work()
    let header = RefreshHeader()
    header.setRefreshingAction {
      await gate.wait()
      work.sawCancellation = Task.isCancelled
    }
    list.refreshHeader = header
    header.beginRefreshing()
    let task = header.actionTask
    await gate.waitForWaiters(1)
    header.endRefreshing()
    #expect(task?.isCancelled == true)
    gate.release()
    await task?.value
    #expect(work.sawCancellation)
  }

  @Test func detachingCancelsAnActionThatEndedItsOwnRefresh() async {
    let list = makePhoneList(contentHeight: 300)
    let gate = ActionGate()
    let work = Work()
    let footer = RefreshFooter()
    footer.setRefreshingAction { [weak footer] in
      footer?.endRefreshingWithNoMoreData()
      await gate.wait()
      work.sawCancellation = Task.isCancelled
    }
    list.refreshFooter = footer
    footer.beginRefreshing()
    let task = footer.actionTask
    await gate.waitForWaiters(1)
    list.refreshFooter = nil
    #expect(task?.isCancelled == true)
    gate.release()
    await task?.value
    #expect(work.sawCancellation)
  }
}
