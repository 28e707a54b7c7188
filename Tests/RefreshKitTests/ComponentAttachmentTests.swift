import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

/// Attaching, replacing and detaching components, and a scroll model going away.
@Suite @MainActor struct ComponentAttachmentTests {
  @Test func attachingAHeaderOrAFooterLetsShortContentBounceVertically() {
    let headerList = makePhoneList(contentHeight: 100)
    #expect(!headerList.alwaysBounceVertical)
    headerList.refreshHeader = RefreshHeader()
    #expect(headerList.alwaysBounceVertical)
    #expect(!headerList.alwaysBounceHorizontal)

    let footerList = makePhoneList(contentHeight: 100)
    footerList.refreshFooter = BackRefreshFooter()
    #expect(footerList.alwaysBounceVertical)

    let trailerList = makePhoneList(contentHeight: 100)
    trailerList.refreshTrailer = RefreshTrailer()
    #expect(trailerList.alwaysBounceHorizontal)
  }

  @Test func replacingARefreshingHeaderEndsItAndReturnsItsHold() {
    let list = makePhoneList()
    let oldCalls = ActionCounter()
    let old = RefreshHeader { oldCalls.count += 1 }
    list.refreshHeader = old
    old.beginRefreshing()
    #expect(list.refreshInset == Insets(top: 54))

    let new = RefreshHeader()
    list.refreshHeader = new
    #expect(old.state == .idle)
    #expect(old.scrollView == nil)
    #expect(new.scrollView === list)
    #expect(list.refreshHeader === new)
    #expect(new.state == .idle)
    #expect(list.refreshInset == .zero)

    old.endRefreshing()
    old.beginRefreshing()
    #expect(list.refreshInset == .zero)
    #expect(new.state == .idle)
    #expect(oldCalls.count == 1)
  }

  @Test func settingNilDetachesAndReturnsExactlyWhatWasHeld() {
    let list = makePhoneList()
    list.contentInset = Insets(top: 64, bottom: 20)
    let header = RefreshHeader()
    let footer = AutoRefreshFooter()
    list.refreshHeader = header
    list.refreshFooter = footer
    header.beginRefreshing()
    #expect(list.refreshInset == Insets(top: 54, bottom: 44))
    list.refreshHeader = nil
    #expect(header.scrollView == nil)
    #expect(header.state == .idle)
    #expect(list.refreshInset == Insets(bottom: 44))
    list.refreshFooter = nil
    #expect(list.refreshInset == .zero)
    #expect(list.contentInset == Insets(top: 64, bottom: 20))
    #expect(list.adjustedContentInset == Insets(top: 64, bottom: 20))
  }

  @Test func replacingAnAutoFooterWithABackFooterReturnsTheAutoFootersHeight() {
    let list = makePhoneList()
    list.refreshFooter = AutoRefreshFooter()
    #expect(list.refreshInset == Insets(bottom: 44))
    let back = BackRefreshFooter()
    list.refreshFooter = back
    #expect(list.refreshInset == .zero)
    back.beginRefreshing()
    #expect(list.refreshInset == Insets(bottom: 44))
    list.refreshFooter = AutoRefreshFooter()
    #expect(back.state == .idle)
    #expect(list.refreshInset == Insets(bottom: 44))
  }

  @Test func attachingToAnotherScrollViewMovesTheComponentAndTheFirstGetsItsInsetBack() {
    let first = makePhoneList()
    let second = makePhoneList()
    let calls = ActionCounter()
    let header = RefreshHeader { calls.count += 1 }
    let footer = AutoRefreshFooter()
    first.refreshHeader = header
    first.refreshFooter = footer
    header.beginRefreshing()
    #expect(first.refreshInset == Insets(top: 54, bottom: 44))

    second.refreshHeader = header
    second.refreshFooter = footer
    #expect(first.refreshHeader == nil)
    #expect(first.refreshFooter == nil)
    #expect(first.refreshInset == .zero)
    #expect(header.scrollView === second)
    #expect(header.state == .idle)
    #expect(second.refreshInset == Insets(bottom: 44))

    first.beginDrag()
    Finger.pullDown(first, contentBy: 100)
    first.endDrag()
    #expect(header.state == .idle, "the first scroll view no longer drives the header")
    second.beginDrag()
    Finger.pullDown(second, contentBy: 100)
    second.endDrag()
    #expect(header.state == .refreshing)
    #expect(calls.count == 2)
    #expect(second.refreshInset == Insets(top: 54, bottom: 44))
    #expect(first.refreshInset == .zero)
  }

  @Test func reattachingTheSameComponentChangesNothing() {
    let list = makePhoneList()
    let calls = ActionCounter()
    let header = RefreshHeader { calls.count += 1 }
    list.refreshHeader = header
    header.beginRefreshing()
    list.refreshHeader = header
    #expect(header.state == .refreshing)
    #expect(list.refreshInset == Insets(top: 54))
    #expect(calls.count == 1)
  }

  @Test func releasedScrollViewDetachesItsComponents() {
    let header = RefreshHeader()
    do {
      let list = makePhoneList()
      list.refreshHeader = header
      header.beginRefreshing()
      #expect(header.isRefreshing)
    }
    #expect(header.scrollView == nil)
    #expect(header.state == .idle)
  }
}
