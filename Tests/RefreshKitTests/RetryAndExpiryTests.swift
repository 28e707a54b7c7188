import Foundation
import Testing

@_spi(Testing) @testable import RefreshKit
@testable import RefreshKitTools

@Suite @MainActor struct RetryAndExpiryTests {
  /// A fling from the top of a 2000-pt list that reaches the bottom.
  func flingToTheBottom(_ list: ScrollModel) {
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: -100))
    list.endDrag(velocity: CGPoint(x: 0, y: -5000))
    list.advance(by: 3)
  }

  @Test func aFailedLoadDoesNotLoopWhileScrollingAndATapRetriesOnce() {
    let list = makePhoneList()
    let footer = AutoRefreshFooter()
    footer.autoTriggerTimes = 0  // no per-drag limit: only the failure rule stops a loop
    footer.refreshingAction = { footer.endRefreshing(result: .failure("offline")) }
    list.refreshFooter = footer
    flingToTheBottom(list)
    #expect(footer.actionCount == 1, "the failure stopped automatic loads for the rest of the fling")
    #expect(footer.isWaitingForRetry)
    #expect(footer.state == .idle)
    footer.refreshingAction = { footer.endRefreshing() }
    footer.tap()
    #expect(footer.actionCount == 2)
    #expect(!footer.isWaitingForRetry)
  }

  @Test func theNextDragToTheBottomRetriesOnce() {
    let list = makePhoneList()
    let footer = AutoRefreshFooter()
    footer.refreshingAction = { footer.endRefreshing(result: .failure("offline")) }
    list.refreshFooter = footer
    flingToTheBottom(list)
    #expect(footer.actionCount == 1)
    // The next drag that scrolls towards the bottom retries, once.
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: 30))
    list.drag(by: CGPoint(x: 0, y: -60))
    list.endDrag()
    list.advance(by: 1)
    #expect(footer.actionCount == 2)
  }

  /// A header that shows results for 0.5 s, failures included, just ended its refresh with the failure "offline".
  private func aHeaderShowingAFailure() -> (ScrollModel, RefreshHeader) {
    let list = makePhoneList()
    let header = RefreshHeader()
    header.resultDisplayDuration = 0.5
    header.failureDisplayDuration = 0  // the failure for the result's 0.5 s (its own 2 s: FailureDisplayTests)
    list.refreshHeader = header
    header.beginRefreshing()
    list.advance(by: 0.3)
    header.endRefreshing(result: .failure("offline"))
    return (list, header)
  }

  @Test func aResultIsShownForItsDurationBeforeTheHeaderCollapses() {
    let (list, header) = aHeaderShowingAFailure()
    #expect(!header.isRefreshing)
    #expect(header.displayedResult == .failure("offline"))
    #expect(list.refreshInset.top == 54, "the hold stays while the result shows")
    list.advance(by: 0.4)
    #expect(list.refreshInset.top == 54)
    list.advance(by: 0.1)
    #expect(header.displayedResult == nil)
    #expect(list.refreshInset == .zero)
    list.advance(by: 1)
    #expect(list.contentOffset.y == 0)
  }

  @Test func aHeaderRemovedWhileItShowsAResultShowsNothingAndHoldsNothingOnItsNextList() {
    let (list, header) = aHeaderShowingAFailure()
    #expect(header.displayedResult == .failure("offline"))
    list.refreshHeader = nil
    #expect(header.displayedResult == nil, "the result went with the list it was shown on")
    #expect(list.refreshInset == .zero)
    let next = makePhoneList()
    next.refreshHeader = header
    #expect(header.displayedResult == nil)
    #expect(next.refreshInset == .zero)
    #expect(header.state == .idle)
  }

  @Test func aNewRefreshDuringTheResultDisplayHoldsOnceAndCallsOnce() {
    let list = makePhoneList()
    let header = RefreshHeader()
    header.resultDisplayDuration = 0.5
    list.refreshHeader = header
    header.beginRefreshing()
    header.endRefreshing()
    header.beginRefreshing()
    #expect(header.actionCount == 2)
    #expect(header.displayedResult == nil)
    #expect(list.refreshInset.top == 54)
    list.advance(by: 1)
    #expect(header.isRefreshing)
    #expect(list.refreshInset.top == 54)
  }

  @Test func refreshIfExpiredRefreshesStaleOrMissingDatesOnly() {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let store = InMemoryLastUpdatedStore()
    let list = makePhoneList()
    let header = RefreshHeader {}
    header.lastUpdatedStore = store
    header.currentDate = { now }
    list.refreshHeader = header

    #expect(header.refreshIfExpired(after: 600), "never refreshed: expired")
    #expect(header.actionCount == 1)
    header.endRefreshing()
    #expect(store.date(forKey: header.lastUpdatedKey) == now)

    #expect(!header.refreshIfExpired(after: 600), "just refreshed: fresh")
    #expect(header.actionCount == 1)

    store.setDate(now.addingTimeInterval(-601), forKey: header.lastUpdatedKey)
    #expect(header.refreshIfExpired(after: 600), "601 s old: expired")
    #expect(header.actionCount == 2)
  }

  @Test func aStaleHeaderCheckedBeforeItIsShownRefreshesOnAttachAsExpired() {
    let header = RefreshHeader {}
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    var triggers: [RefreshTrigger?] = []
    header.refreshingAction = { [unowned header] in triggers.append(header.refreshTrigger) }
    #expect(header.refreshIfExpired(after: 600), "never refreshed: expired, to begin on attach")
    #expect(header.state == .willRefresh)

    let list = makePhoneList()
    list.refreshHeader = header
    #expect(header.state == .refreshing)
    #expect(triggers == [.expired], "the action hears that the content had expired, not that the app began it")
    #expect(list.refreshInset.top == 54)
  }

  @Test func refreshIfExpiredSaysNoWhenTheHeaderCannotStart() {
    let list = makePhoneList()
    let header = RefreshHeader {}
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    list.refreshHeader = header

    header.isHidden = true
    #expect(!header.refreshIfExpired(after: 600), "hidden: expired, but nothing starts")
    #expect(header.state == .idle)
    header.isHidden = false

    list.isMutuallyExclusive = true
    let footer = AutoRefreshFooter {}
    list.refreshFooter = footer
    footer.tap()
    #expect(!header.refreshIfExpired(after: 600), "the footer is loading and excludes the header")
    #expect(header.state == .idle)
    #expect(header.actionCount == 0)
    #expect(list.refreshInset == Insets(bottom: 44))
  }

  @Test func preloadByItemCountLoadsWhenThatManyRowsRemain() {
    let list = makePhoneList(contentHeight: 2000)
    let footer = AutoRefreshFooter {}
    footer.preload(itemCount: 5, rowHeight: 44)
    #expect(footer.preloadDistance == 220)
    list.refreshFooter = footer
    // The content's end is within 220 pt of the viewport's bottom at offset 2000 - 667 - 220 = 1113.
    Finger.moveContent(list, toY: 1100)
    #expect(footer.actionCount == 0)
    Finger.moveContent(list, toY: 1114)
    #expect(footer.actionCount == 1)
  }
}
