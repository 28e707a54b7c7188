import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

/// Header and footer exclusion.
@Suite @MainActor struct ExclusionTests {
  @Test func exclusionOnTheScrollViewKeepsTheFooterIdleWhileTheHeaderRefreshesAndViceVersa() {
    let list = makePhoneList()
    list.isMutuallyExclusive = true
    let headerCalls = ActionCounter()
    let footerCalls = ActionCounter()
    let header = RefreshHeader { headerCalls.count += 1 }
    let footer = AutoRefreshFooter { footerCalls.count += 1 }
    list.refreshHeader = header
    list.refreshFooter = footer

    header.beginRefreshing()
    list.advance(by: 1)
    list.beginDrag()
    Finger.moveContent(list, toY: 1430)
    list.endDrag()
    list.advance(by: 1)
    footer.beginRefreshing()
    footer.tap()
    #expect(footer.state == .idle)
    #expect(footerCalls.count == 0)

    header.endRefreshing()
    footer.tap()
    #expect(footer.state == .refreshing)
    list.contentOffset = .zero
    list.beginDrag()
    Finger.pullDown(list, contentBy: 120)
    #expect(header.state == .idle)
    list.endDrag()
    header.beginRefreshing()
    #expect(header.state == .idle)
    #expect(headerCalls.count == 1)
    #expect(footerCalls.count == 1)
    #expect(list.refreshInset == Insets(bottom: 44))
  }

  @Test func exclusionOnOneComponentWorksBothWays() {
    for excludingHeader in [true, false] {
      let list = makePhoneList()
      let header = RefreshHeader()
      let footer = BackRefreshFooter()
      list.refreshHeader = header
      list.refreshFooter = footer
      if excludingHeader { header.isMutuallyExclusive = true } else { footer.isMutuallyExclusive = true }

      header.beginRefreshing()
      footer.beginRefreshing()
      #expect(footer.state == .idle, "exclusion set on the \(excludingHeader ? "header" : "footer")")
      header.endRefreshing()
      list.advance(by: 1)

      footer.beginRefreshing()
      header.beginRefreshing()
      #expect(header.state == .idle, "exclusion set on the \(excludingHeader ? "header" : "footer")")
    }
  }

  @Test func withoutExclusionHeaderAndFooterRefreshAtOnce() {
    let list = makePhoneList()
    #expect(!list.isMutuallyExclusive)
    let header = RefreshHeader()
    let footer = AutoRefreshFooter()
    list.refreshHeader = header
    list.refreshFooter = footer
    #expect(header.isMutuallyExclusive == nil)
    list.beginDrag()
    Finger.pullDown(list, contentBy: 100)
    list.endDrag()
    footer.tap()
    #expect(header.state == .refreshing)
    #expect(footer.state == .refreshing)
    #expect(list.refreshInset == Insets(top: 54, bottom: 44))
  }

  @Test func aFooterThatStartsWhileTheHeaderIsArmedDisarmsItTheMomentTheFingerLifts() {
    let list = makePhoneList()
    list.isMutuallyExclusive = true
    let headerCalls = ActionCounter()
    let header = RefreshHeader { headerCalls.count += 1 }
    let footer = AutoRefreshFooter()
    list.refreshHeader = header
    list.refreshFooter = footer
    var headerStates: [RefreshState] = []
    header.onEvent = { event in
      if case .stateChanged(_, let to) = event { headerStates.append(to) }
    }

    list.beginDrag()
    Finger.pullDown(list, contentBy: 100)
    #expect(header.state == .pulling)
    // An auto footer's inset is there all along: its start changes no geometry the header would hear.
    footer.beginRefreshing()
    #expect(footer.state == .refreshing)
    #expect(header.state == .pulling)
    list.endDrag()

    // Still at the pulled offset, before any frame: the header already reads "pull down", not "release".
    #expect(list.contentOffset.y < 0)
    #expect(header.state == .idle)
    #expect(headerStates == [.pulling, .idle])
    list.advance(by: 1)
    #expect(header.state == .idle)
    #expect(headerCalls.count == 0)
    #expect(list.refreshInset == Insets(bottom: 44), "the auto footer's inset, there all along")
  }
}
