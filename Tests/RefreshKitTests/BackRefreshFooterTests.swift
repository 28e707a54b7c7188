import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

@Suite @MainActor struct BackRefreshFooterTests {
  /// Content 2000 tall in a 667 viewport: the bottom bound is 1333 until the footer holds its 44.
  func makeBackFooterList(contentHeight: CGFloat = 2000) -> (ScrollModel, BackRefreshFooter, ActionCounter) {
    let list = makePhoneList(contentHeight: contentHeight)
    let calls = ActionCounter()
    let footer = BackRefreshFooter { calls.count += 1 }
    list.refreshFooter = footer
    return (list, footer, calls)
  }

  func refreshByPullingUp(_ list: ScrollModel) {
    list.contentOffset = list.maximumContentOffset
    list.beginDrag()
    Finger.pullUp(list, contentBy: 80)
    list.endDrag()
  }

  @Test func backFooterSitsBelowTheContentAndHoldsNothingAtRest() {
    let (list, footer, _) = makeBackFooterList()
    #expect(footer.height == 44)
    #expect(footer.frame == CGRect(x: 0, y: 2000, width: 375, height: 44))
    #expect(list.refreshInset == .zero)
    #expect(list.maximumContentOffset.y == 1333)
    #expect(list.alwaysBounceVertical)
  }

  @Test func pullingUpPastTheTriggerArmsAndReleaseRefreshesAndHolds() {
    let (list, footer, calls) = makeBackFooterList()
    list.contentOffset = CGPoint(x: 0, y: 1333)
    list.beginDrag()
    Finger.pullUp(list, contentBy: 30)
    #expect(footer.state == .idle)
    expectNearly(footer.showProgress, 30.0 / 44)
    Finger.pullUp(list, contentBy: 50)
    #expect(footer.state == .pulling)
    Finger.pullUp(list, contentBy: 20)
    #expect(footer.state == .idle)
    Finger.pullUp(list, contentBy: 70)
    #expect(footer.state == .pulling)
    #expect(calls.count == 0)

    list.endDrag()
    #expect(footer.state == .refreshing)
    #expect(calls.count == 1)
    #expect(list.refreshInset == Insets(bottom: 44))
    list.advance(by: 1)
    #expect(list.contentOffset.y == 1377)
    #expect(calls.count == 1)
  }

  @Test func endRefreshingWithNothingAddedSettlesBackToTheBottom() {
    let (list, footer, calls) = makeBackFooterList()
    refreshByPullingUp(list)
    list.advance(by: 1)
    footer.endRefreshing()
    #expect(footer.state == .idle)
    #expect(list.refreshInset == .zero)
    list.advance(by: 1)
    #expect(list.contentOffset.y == 1333)
    #expect(calls.count == 1)
  }

  @Test func contentThatGrewByTheHoldOrMoreStaysWhereItWasAfterTheEnd() {
    for growth: CGFloat in [44, 100, 600] {
      let (list, footer, _) = makeBackFooterList()
      refreshByPullingUp(list)
      list.advance(by: 1)
      #expect(list.contentOffset.y == 1377)
      list.contentSize = CGSize(width: 375, height: 2000 + growth)
      footer.endRefreshing()
      #expect(list.refreshInset == .zero)
      list.advance(by: 1)
      #expect(list.contentOffset.y == 1377, "grew by \(growth)")
      #expect(footer.frame.minY == 2000 + growth)
    }
  }

  @Test func contentThatGrewByLessThanTheHoldSettlesBackToTheNewBottom() {
    let (list, footer, _) = makeBackFooterList()
    refreshByPullingUp(list)
    list.advance(by: 1)
    list.contentSize = CGSize(width: 375, height: 2020)
    footer.endRefreshing()
    list.advance(by: 1)
    #expect(list.contentOffset.y == 1353)
  }

  @Test func shortContentHoldsTheFooterAtTheViewportsBottom() {
    let (list, footer, calls) = makeBackFooterList(contentHeight: 300)
    #expect(footer.frame == CGRect(x: 0, y: 667, width: 375, height: 44))
    list.beginDrag()
    Finger.pullUp(list, contentBy: 30)
    #expect(footer.state == .idle)
    Finger.pullUp(list, contentBy: 60)
    #expect(footer.state == .pulling)
    list.endDrag()
    #expect(footer.state == .refreshing)
    #expect(calls.count == 1)
    #expect(list.refreshInset == Insets(bottom: 44 + 367))
    list.advance(by: 1)
    #expect(list.contentOffset.y == 44)
    #expect(footer.frame.minY == 667)

    footer.endRefreshing()
    #expect(list.refreshInset == .zero)
    list.advance(by: 1)
    #expect(list.contentOffset.y == 0)
  }

  @Test func bottomSafeAreaMovesTheTrigger() {
    let (list, footer, _) = makeBackFooterList()
    list.safeAreaInsets = Insets(top: 0, bottom: 34)
    list.contentOffset = CGPoint(x: 0, y: 1367)
    list.beginDrag()
    Finger.pullUp(list, contentBy: 40)
    expectNearly(list.contentOffset.y, 1407)
    #expect(footer.state == .idle)
    Finger.pullUp(list, contentBy: 46)
    #expect(footer.state == .pulling)
    list.endDrag()
    list.advance(by: 1)
    #expect(list.contentOffset.y == 1411)
    #expect(list.refreshInset == Insets(bottom: 44))
  }

  @Test func cancelledOrShortPullsNeverRefresh() {
    let (list, footer, calls) = makeBackFooterList()
    list.contentOffset = CGPoint(x: 0, y: 1333)
    list.beginDrag()
    Finger.pullUp(list, contentBy: 100)
    list.cancelDrag()
    #expect(footer.state == .idle)
    list.advance(by: 1)
    list.beginDrag()
    Finger.pullUp(list, contentBy: 40)
    list.endDrag()
    list.advance(by: 1)
    #expect(footer.state == .idle)
    #expect(calls.count == 0)
    #expect(list.contentOffset.y == 1333)
  }

  @Test func appSettingOffsetFarPastTheBottomNeverRefreshes() {
    let (list, footer, calls) = makeBackFooterList()
    list.contentOffset = CGPoint(x: 0, y: 1800)
    list.contentSize = CGSize(width: 375, height: 1900)
    list.advance(by: 2)
    #expect(list.contentOffset.y == 1233)
    #expect(footer.state == .idle)
    #expect(calls.count == 0)
  }

  @Test func flingIntoTheBottomEdgeNeverRefreshes() {
    let (list, footer, calls) = makeBackFooterList()
    list.contentOffset = CGPoint(x: 0, y: 1000)
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: -10))
    list.endDrag(velocity: CGPoint(x: 0, y: -8000))
    var farthest: CGFloat = 0
    for _ in 0..<240 {
      list.advance(by: 1.0 / 120)
      farthest = max(farthest, list.contentOffset.y)
    }
    #expect(farthest > 1333 + 44)
    #expect(footer.state == .idle)
    #expect(calls.count == 0)
  }

  @Test func beginRefreshingHoldsAndScrollsTheFooterIntoView() {
    let (list, footer, calls) = makeBackFooterList()
    list.contentOffset = CGPoint(x: 0, y: 1000)  // near the end (RevealTests: from afar it refreshes in place)
    footer.beginRefreshing()
    #expect(footer.state == .refreshing)
    #expect(calls.count == 1)
    #expect(list.refreshInset == Insets(bottom: 44))
    list.advance(by: 0.3)
    expectNearly(list.contentOffset.y, 1377)
    footer.beginRefreshing()
    #expect(calls.count == 1)
  }

  @Test func noMoreDataNeverRefreshesAndHoldsNothing() {
    let (list, footer, calls) = makeBackFooterList()
    refreshByPullingUp(list)
    footer.endRefreshingWithNoMoreData()
    #expect(footer.state == .noMoreData)
    #expect(list.refreshInset == .zero)
    list.advance(by: 1)
    refreshByPullingUp(list)
    #expect(footer.state == .noMoreData)
    #expect(calls.count == 1)
    footer.resetNoMoreData()
    list.advance(by: 1)
    refreshByPullingUp(list)
    #expect(footer.state == .refreshing)
    #expect(calls.count == 2)
  }
}
