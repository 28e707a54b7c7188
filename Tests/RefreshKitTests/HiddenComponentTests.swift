import Foundation
import Testing

@_spi(Testing) @testable import RefreshKit
@testable import RefreshKitTools

/// A hidden component holds no inset and starts nothing.
@Suite @MainActor struct HiddenComponentTests {
  @Test func hiddenComponentsHoldNoInsetAndStartNothing() {
    let list = makePhoneList()
    let headerCalls = ActionCounter()
    let footerCalls = ActionCounter()
    let header = RefreshHeader { headerCalls.count += 1 }
    let footer = AutoRefreshFooter { footerCalls.count += 1 }
    list.refreshHeader = header
    list.refreshFooter = footer
    header.isHidden = true
    footer.isHidden = true
    #expect(list.refreshInset == .zero)
    #expect(list.maximumContentOffset.y == 1333)

    list.beginDrag()
    Finger.pullDown(list, contentBy: 150)
    #expect(header.state == .idle)
    list.endDrag()
    list.advance(by: 1)
    header.beginRefreshing()
    list.beginDrag()
    Finger.moveContent(list, toY: 1400)
    list.endDrag()
    list.advance(by: 1)
    footer.tap()
    footer.beginRefreshing()
    #expect(header.state == .idle)
    #expect(footer.state == .idle)
    #expect(headerCalls.count == 0)
    #expect(footerCalls.count == 0)
    #expect(list.refreshInset == .zero)

    footer.isHidden = false
    #expect(list.refreshInset == Insets(bottom: 44))
    header.isHidden = false
    list.advance(by: 1)
    list.contentOffset = .zero
    list.beginDrag()
    Finger.pullDown(list, contentBy: 100)
    list.endDrag()
    #expect(header.state == .refreshing)
    #expect(headerCalls.count == 1)
  }

  @Test func hidingARefreshingComponentEndsTheRefresh() {
    let list = makePhoneList()
    let header = RefreshHeader()
    let footer = BackRefreshFooter()
    list.refreshHeader = header
    list.refreshFooter = footer
    header.beginRefreshing()
    footer.beginRefreshing()
    #expect(list.refreshInset == Insets(top: 54, bottom: 44))
    header.isHidden = true
    #expect(header.state == .idle)
    #expect(list.refreshInset == Insets(bottom: 44))
    footer.isHidden = true
    #expect(footer.state == .idle)
    #expect(list.refreshInset == .zero)
    header.isHidden = false
    footer.isHidden = false
    #expect(header.state == .idle)
    #expect(footer.state == .idle)
    #expect(list.refreshInset == .zero)
    #expect(header.actionCount == 1)
  }

  @Test func aHeaderShownAgainWhileTheListIsPulledShowsItsProgressAtOnceButIsNotArmed() {
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    header.isHidden = true
    list.beginDrag()
    Finger.pullDown(list, contentBy: 27)
    #expect(header.showProgress == 0, "hidden, it follows nothing")
    header.isHidden = false
    expectNearly(header.showProgress, 0.5)
    #expect(header.state == .idle)
    list.endDrag()
    #expect(header.actionCount == 0)
  }

  @Test func hidingAPulledHeaderDisarmsIt() {
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    list.beginDrag()
    Finger.pullDown(list, contentBy: 100)
    #expect(header.state == .pulling)
    header.isHidden = true
    #expect(header.state == .idle)
    list.endDrag()
    #expect(header.state == .idle)
    #expect(header.actionCount == 0)
  }
}
