import Foundation
import Testing

@testable import RefreshKit

/// Regressions found in review.
@Suite @MainActor struct ReviewRegressionTests {
  @Test func aBeginHeldBackByExclusionOnAttachRefreshesOnceTheOtherEnds() {
    let list = makePhoneList()
    list.isMutuallyExclusive = true
    let headerCalls = ActionCounter()
    let header = RefreshHeader { headerCalls.count += 1 }
    let footer = AutoRefreshFooter {}
    list.refreshFooter = footer
    footer.beginRefreshing()
    header.beginRefreshing()  // detached
    list.refreshHeader = header  // attached while the footer refreshes: it waits
    #expect(header.state == .willRefresh)
    #expect(headerCalls.count == 0)
    footer.endRefreshing()
    #expect(header.state == .refreshing)
    #expect(headerCalls.count == 1)
    #expect(list.refreshInset.top == 54)
  }

  @Test func cancellingTheActionTaskFromOutsideEndsTheRefreshAsCancelled() async {
    let list = makePhoneList()
    let header = RefreshHeader { [weak list] in await list?.sleep(for: 5) }
    list.refreshHeader = header
    header.beginRefreshing()
    await yieldUntil { list.sleeperCount == 1 }
    let task = header.actionTask
    task?.cancel()
    await task?.value
    #expect(header.state == .idle)
    #expect(header.lastResult == .cancelled)
    #expect(list.refreshInset == .zero)
  }
}
