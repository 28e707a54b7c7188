import Foundation
import Testing

@_spi(Testing) @testable import RefreshKit
@testable import RefreshKitTools

// Issue 16, item 3: a component attached to a list that is already pulled or scrolled shows its progress at once,
// from the geometry it finds, before the list sends any new event. Attaching never arms it: only the user's next
// movement does.

@Suite @MainActor struct AttachProgressTests {
  @Test func aHeaderAttachedWhileTheUserPullsShowsItsProgressAtOnceButIsNotArmed() {
    let list = makePhoneList()
    Finger.pullDown(list, contentBy: 27)
    let header = RefreshHeader()
    isolate(header)
    list.refreshHeader = header
    expectNearly(header.showProgress, 0.5)
    #expect(header.state == .idle)

    Finger.pullDown(list, contentBy: 81)  // the user's own movement past the trigger arms it
    expectNearly(header.showProgress, 1.5)
    #expect(header.state == .pulling)
  }

  @Test func aHeaderAttachedPastItsTriggerShowsMoreThanFullProgressAndStaysIdle() {
    let list = makePhoneList()
    Finger.pullDown(list, contentBy: 81)
    let header = RefreshHeader()
    isolate(header)
    list.refreshHeader = header
    expectNearly(header.showProgress, 1.5)
    #expect(header.state == .idle, "attaching is not a pull: releasing now does not refresh")
    list.endDrag()
    #expect(header.actionCount == 0)
  }

  @Test func aHeaderAttachedToContentTheAppMovedDownShowsItsProgressAtOnce() {
    let list = makePhoneList()
    list.contentOffset = CGPoint(x: 0, y: -27)
    let header = RefreshHeader()
    isolate(header)
    list.refreshHeader = header
    expectNearly(header.showProgress, 0.5)
    #expect(header.state == .idle)
  }

  @Test func aHeaderMovedFromAPulledListToAScrolledOneShowsNoProgressAtOnce() {
    let pulled = makePhoneList()
    Finger.pullDown(pulled, contentBy: 27)
    let header = RefreshHeader()
    isolate(header)
    pulled.refreshHeader = header
    expectNearly(header.showProgress, 0.5)
    let scrolled = makePhoneList()
    scrolled.contentOffset = CGPoint(x: 0, y: 500)
    scrolled.refreshHeader = header
    #expect(header.showProgress == 0)
  }

  @Test func aBackFooterAttachedWhileTheUserPullsUpAtTheEndShowsItsProgressAtOnce() {
    let list = makePhoneList()
    list.contentOffset = list.maximumContentOffset
    Finger.pullUp(list, contentBy: 22)
    let footer = BackRefreshFooter()
    list.refreshFooter = footer
    expectNearly(footer.showProgress, 0.5)
    #expect(footer.state == .idle)
  }

  @Test func anAutoFooterAttachedToAListScrolledPastItsEndShowsHowMuchOfItIsInView() {
    let list = makePhoneList()
    list.contentOffset = CGPoint(x: 0, y: list.maximumContentOffset.y + 33)  // 33 of the footer's 44 points
    let footer = AutoRefreshFooter()
    list.refreshFooter = footer
    expectNearly(footer.showProgress, 0.75)
    #expect(footer.state == .idle, "the app moved the content: nothing loads")
    #expect(footer.actionCount == 0)
  }

  @Test func aTrailerAttachedWhileTheUserPullsLeftShowsItsProgressAtOnce() {
    let list = makePhoneList(contentWidth: 1000)
    list.contentOffset = list.maximumContentOffset
    Finger.pullLeft(list, contentBy: 30)
    let trailer = RefreshTrailer()
    list.refreshTrailer = trailer
    expectNearly(trailer.showProgress, 0.5)
    #expect(trailer.state == .idle)
  }

  @Test func aCircleHeaderAttachedWhileTheUserPullsIsDrawnFilledToItsProgress() {
    let list = makePhoneList()
    Finger.pullDown(list, contentBy: 27)
    let header = CircleLoadingHeader()
    list.refreshHeader = header
    expectNearly(header.circleLoading.strokeEnd, 0.5)
  }

  @Test func aHeaderThatFadesWithItsProgressIsHalfVisibleWhenAttachedHalfPulled() {
    let list = makePhoneList()
    Finger.pullDown(list, contentBy: 27)
    let header = RefreshHeader()
    isolate(header)
    header.automaticallyChangeAlpha = true
    #expect(header.alpha == 0, "detached, it shows nothing")
    list.refreshHeader = header
    expectNearly(header.alpha, 0.5)
  }
}
