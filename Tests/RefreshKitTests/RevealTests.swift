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

  @Test func aBeginFromCodeExactlyAScreenFromWhereTheHeldHeaderRestsStillRevealsIt() {
    // 613 points of rows over the top: 667 from where the content rests with the header held, the screen's height
    // exactly. Only what lies further than a screen away refreshes in place.
    let (list, header) = list(at: 613)
    header.beginRefreshing()
    list.advance(by: 1)
    #expect(header.state == .refreshing)
    #expect(list.contentOffset.y == -54, "a screen away is near: the header glides into view")
  }

  @Test func aBeginFromCodeAScreenFromWhereTheHeldHeaderRestsRefreshesInPlace() {
    // 640 points of rows over the top, 694 from where the content rests with the header held: more than the 667-point
    // screen, as measured once the hold is in (the in-place choice is made before it is first written).
    let (list, header) = list(at: 640)
    header.beginRefreshing()
    list.advance(by: 1)
    #expect(header.state == .refreshing)
    #expect(list.contentOffset.y == 640, "no glide over a screenful of rows")
    #expect(list.refreshInset.top == 0)
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

  @Test func aBeginFromCodeDeepInAListItsActionEmptiesShowsTheHeaderHeldAtTheTop() {
    let (list, header) = list(at: 3000)
    header.refreshingAction = { list.contentSize = CGSize(width: 375, height: 0) }  // items.removeAll(); reloadData()
    header.beginRefreshing()
    list.advance(by: 3)  // the rows spring back to the top, then the header scrolls into view
    #expect(header.state == .refreshing)
    #expect(list.contentOffset.y == -54, "the empty list sits at its top with the refreshing header in view")
    #expect(list.refreshInset.top == 54, "held whole")
  }

  @Test func theAppScrollingAScreenfulAwayWhileTheHeaderRefreshesTakesItsHoldAway() {
    let (list, header) = list(at: 0)
    header.beginRefreshing()
    list.advance(by: 1)
    #expect(list.refreshInset.top == 54)
    list.setContentOffset(CGPoint(x: 0, y: 3000), animated: false)
    #expect(list.refreshInset.top == 0, "a screenful of rows over it: no hold hangs above them")
    #expect(header.state == .refreshing)
    list.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
    list.advance(by: 1.0 / 60)
    #expect(list.refreshInset.top == 0, "an offset the app sets short of the top never grows the hold")
  }

  @Test func theAppScrollingBackToTheTopWhileTheHeaderRefreshesShowsItHeldAgain() {
    let (list, header) = list(at: 0)
    header.beginRefreshing()
    list.advance(by: 1)
    list.setContentOffset(CGPoint(x: 0, y: 3000), animated: false)
    #expect(list.refreshInset.top == 0)
    list.setContentOffset(CGPoint(x: 0, y: 0), animated: true)  // a status-bar tap's scroll to the top
    list.advance(by: 1)
    #expect(header.state == .refreshing)
    #expect(list.contentOffset.y == -54, "at the top, the refreshing header shows again, as a pull there shows it")
    #expect(list.refreshInset.top == 54, "held whole")
    #expect(header.actionCount == 1, "no second refresh")
  }

  @Test func aBeginFromCodeDeepInTheListNeverHoldsAnInsetItTakesBack() {
    let (list, header) = list(at: 3000)
    var refreshInsets: [Insets] = []
    let observation = list.observe { event in
      if case .inset(.refresh, _, let new) = event { refreshInsets.append(new) }
    }
    header.beginRefreshing()
    list.advance(by: 1)
    #expect(header.state == .refreshing)
    #expect(refreshInsets.isEmpty, "the rows cover the header: no hold is written, none taken back")
    observation.cancel()
  }

  @Test func theAppScrollingLessThanAScreenWhileTheHeaderRefreshesKeepsOnlyWhatStillShows() {
    let (list, header) = list(at: 0)
    header.beginRefreshing()
    list.advance(by: 1)
    #expect(list.contentOffset.y == -54)
    list.setContentOffset(CGPoint(x: 0, y: -20), animated: false)
    list.advance(by: 1.0 / 60)
    #expect(list.refreshInset.top == 20, "the rows cover 34 points of the header: the hold is the 20 that show")
    #expect(list.contentOffset.y == -20, "the rows stay where the app put them")
    list.setContentOffset(CGPoint(x: 0, y: 300), animated: false)  // scrollToRow(at:at:animated:), a few rows down
    list.advance(by: 1.0 / 60)
    #expect(list.refreshInset.top == 0, "no gap above the pinned section headers")
    #expect(list.contentOffset.y == 300)
    #expect(header.state == .refreshing)
    list.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
    list.advance(by: 1)
    #expect(list.refreshInset.top == 54, "the app's scroll to the top shows the header again, held whole")
    #expect(list.contentOffset.y == -54)
  }

  @Test func aRefreshBegunAgainRightAfterTheAppScrolledRowsOverTheHeaderShowsItWhole() {
    let (list, header) = list(at: 0)
    header.beginRefreshing()
    list.advance(by: 1)
    list.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    header.endRefreshing()
    header.beginRefreshing()  // in the same turn: no frame measured the rows over the first refresh's header
    list.advance(by: 1)
    #expect(header.state == .refreshing)
    #expect(list.contentOffset.y == -54, "the new refresh scrolls its header into view")
    #expect(list.refreshInset.top == 54, "and holds it whole")
  }

  @Test func theAppGlidingAFewRowsDownWhileTheHeaderRefreshesEndsWithNoHoldAboveTheRows() {
    let (list, header) = list(at: 0)
    header.beginRefreshing()
    list.advance(by: 1)
    list.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
    list.advance(by: 1)
    #expect(list.contentOffset.y == 400)
    #expect(list.refreshInset.top == 0, "the glide's end leaves no hold above the rows")
    #expect(header.state == .refreshing)
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
