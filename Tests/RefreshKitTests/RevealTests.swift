import Foundation
import Testing

@_spi(Testing) @testable import RefreshKit
@testable import RefreshKitTools

/// No jumps the user did not ask for (issue 43, item 5): a refresh begun from code reveals its component only when it
/// is near, and an expired header never scrolls a list the user has scrolled.
@Suite @MainActor struct RevealTests {
  /// A phone's list of 10,000 points of rows at `offset`, at rest, with a header.
  func list(at offset: CGFloat) -> (ScrollModel, RefreshHeader) {
    let list = makePhoneList(contentHeight: 10_000)
    let header = RefreshHeader {}
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    list.refreshHeader = header
    list.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
    return (list, header)
  }

  @Test func aBeginFromCodeAtTheTopRevealsTheHeader() {
    let (list, header) = list(at: 0)
    header.beginRefreshing()
    list.advance(by: 1)
    #expect(list.contentOffset.y == -54, "the header scrolls into view, as if pulled")
  }

  @Test func aBeginFromCodeWithinAScreenOfTheTopStillRevealsIt() {
    let (list, header) = list(at: 600)
    header.beginRefreshing()
    list.advance(by: 1)
    #expect(list.contentOffset.y == -54)
  }

  @Test func aBeginFromCodeDeepInTheListRefreshesInPlace() {
    let (list, header) = list(at: 3000)
    var completions = 0
    header.beginRefreshing { completions += 1 }
    list.advance(by: 1)
    #expect(header.state == .refreshing, "the refresh runs")
    #expect(list.contentOffset.y == 3000, "the rows the user reads stay where they are: no glide over blank rows")
    #expect(list.refreshInset.top == 0, "no hold above rows the header is a screenful away from (pinned sections)")
    #expect(completions == 1, "nothing to scroll: the begin's completion runs")
    list.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
    #expect(header.state == .refreshing, "scrolled to, the header is refreshing there")
    list.beginDrag()
    Finger.pullDown(list, contentBy: 80)
    list.endDrag()
    list.advance(by: 1)
    #expect(list.refreshInset.top == 54, "pulled into view, it holds again")
    #expect(list.contentOffset.y == -54)
    #expect(header.actionCount == 1)
  }

  @Test func theAppScrollingAScreenfulAwayWhileTheHeaderRefreshesTakesItsHoldAway() {
    let (list, header) = list(at: 0)
    header.beginRefreshing()
    list.advance(by: 1)
    #expect(list.refreshInset.top == 54)
    list.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    #expect(list.refreshInset.top == 54, "within a screen of the top the hold stays, for the header to come back to")
    list.setContentOffset(CGPoint(x: 0, y: 3000), animated: false)
    #expect(list.refreshInset.top == 0, "a screenful of rows over it: no hold hangs above them")
    #expect(header.state == .refreshing)
    list.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
    #expect(list.refreshInset.top == 0, "an offset the app sets never grows the hold")
  }

  @Test func anExpiredHeaderAtTheTopShowsItself() {
    let (list, header) = list(at: 0)
    #expect(header.refreshIfExpired(after: 600))
    list.advance(by: 1)
    #expect(list.contentOffset.y == -54)
  }

  @Test func anExpiredHeaderNeverScrollsAListTheUserHasScrolled() {
    let (list, header) = list(at: 120)
    #expect(header.refreshIfExpired(after: 600), "coming back to a stale list refreshes it")
    list.advance(by: 1)
    #expect(header.state == .refreshing)
    #expect(list.contentOffset.y == 120, "but the list stays where the user left it")
  }

  @Test func aBackFooterBegunFromCodeFarFromTheEndRefreshesInPlace() {
    let list = makePhoneList(contentHeight: 10_000)
    let footer = BackRefreshFooter {}
    list.refreshFooter = footer
    footer.beginRefreshing()
    list.advance(by: 1)
    #expect(footer.state == .refreshing)
    #expect(list.contentOffset.y == 0, "the top of a long list does not glide to its end")
  }
}
