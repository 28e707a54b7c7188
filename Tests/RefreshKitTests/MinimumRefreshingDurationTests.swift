import Foundation
import Testing

@testable import RefreshKit

/// An early end waits until the refresh has shown for `minimumRefreshingDuration`.
@Suite @MainActor struct MinimumRefreshingDurationTests {
  @Test func earlyEndIsDeferredUntilTheMinimumDurationHasPassed() {
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    header.minimumRefreshingDuration = 0.4
    list.advance(by: 1)
    header.beginRefreshing()
    list.advance(by: 0.1)
    header.endRefreshing()
    #expect(header.isRefreshing)
    #expect(list.refreshInset == Insets(top: 54))
    list.advance(by: 0.2)
    #expect(header.isRefreshing)
    list.advance(by: 0.05)
    #expect(header.isRefreshing)
    list.advance(by: 0.05)
    #expect(!header.isRefreshing)
    #expect(header.state == .idle)
    #expect(list.refreshInset == .zero)
  }

  @Test func withTheDefaultMinimumDurationEndIsImmediate() {
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    #expect(header.minimumRefreshingDuration == 0)
    header.beginRefreshing()
    header.endRefreshing()
    #expect(header.state == .idle)
    #expect(list.refreshInset == .zero)
  }

  @Test func endAfterTheMinimumDurationIsImmediate() {
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    header.minimumRefreshingDuration = 0.4
    header.beginRefreshing()
    list.advance(by: 0.5)
    header.endRefreshing()
    #expect(header.state == .idle)
  }

  @Test func beginDuringADeferredEndKeepsOneRefresh() {
    let list = makePhoneList()
    let calls = ActionCounter()
    let header = RefreshHeader { calls.count += 1 }
    list.refreshHeader = header
    header.minimumRefreshingDuration = 0.4
    header.beginRefreshing()
    list.advance(by: 0.1)
    header.endRefreshing()
    header.beginRefreshing()
    #expect(calls.count == 1)
    list.advance(by: 1)
    #expect(header.isRefreshing)
    #expect(calls.count == 1)
    header.endRefreshing()
    #expect(header.state == .idle)
  }

  @Test func detachingDuringADeferredEndEndsAtOnce() {
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    header.minimumRefreshingDuration = 0.4
    header.beginRefreshing()
    list.advance(by: 0.1)
    header.endRefreshing()
    #expect(header.isRefreshing)
    list.refreshHeader = nil
    #expect(header.state == .idle)
    #expect(list.refreshInset == .zero)
  }

  @Test func deferredNoMoreDataArrivesAfterTheMinimumDuration() {
    let list = makePhoneList()
    let footer = AutoRefreshFooter()
    list.refreshFooter = footer
    footer.minimumRefreshingDuration = 0.4
    footer.tap()
    list.advance(by: 0.1)
    footer.endRefreshingWithNoMoreData()
    #expect(footer.state == .refreshing)
    list.advance(by: 0.3)
    #expect(footer.state == .noMoreData)
  }
}
