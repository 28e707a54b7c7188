import Foundation
import Testing

@testable import RefreshKit

/// A begin while detached or not laid out waits in `.willRefresh` and refreshes once on attach.
@Suite @MainActor struct WillRefreshTests {
  @Test func beginWhileDetachedRefreshesOnceOnAttach() {
    let calls = ActionCounter()
    let header = RefreshHeader { calls.count += 1 }
    header.beginRefreshing()
    header.beginRefreshing()
    #expect(header.state == .willRefresh)
    #expect(calls.count == 0)

    let list = makePhoneList()
    list.refreshHeader = header
    #expect(header.state == .refreshing)
    #expect(calls.count == 1)
    #expect(list.refreshInset == Insets(top: 54))
    list.advance(by: 1)
    expectNearly(list.contentOffset.y, -54)
    #expect(calls.count == 1)
  }

  @Test func endRefreshingBeforeAttachCancelsTheWillRefresh() {
    let calls = ActionCounter()
    let footer = AutoRefreshFooter { calls.count += 1 }
    footer.beginRefreshing()
    #expect(footer.state == .willRefresh)
    footer.endRefreshing()
    #expect(footer.state == .idle)
    let list = makePhoneList()
    list.refreshFooter = footer
    #expect(footer.state == .idle)
    #expect(calls.count == 0)
    #expect(list.refreshInset == Insets(bottom: 44))
  }

  @Test func zeroFrameScrollViewDefersTheRefreshUntilItsFrameIsSet() {
    let list = ScrollModel(frame: .zero)
    list.contentSize = CGSize(width: 375, height: 2000)
    let calls = ActionCounter()
    let header = RefreshHeader { calls.count += 1 }
    list.refreshHeader = header
    header.beginRefreshing()
    #expect(header.state == .willRefresh)
    #expect(calls.count == 0)
    #expect(list.refreshInset == .zero)

    list.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    #expect(header.state == .refreshing)
    #expect(calls.count == 1)
    #expect(list.refreshInset == Insets(top: 54))
    list.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    #expect(calls.count == 1)
  }

  @Test func aListLaidOutInOnlyOneDimensionKeepsTheBeginWaitingUntilItHasBoth() {
    for (wide, tall) in [(CGFloat(375), CGFloat(0)), (0, 667)] {
      // Begun on a list with no frame yet, which then gets only its width (or only its height).
      let list = ScrollModel(frame: .zero)
      list.contentSize = CGSize(width: 375, height: 2000)
      let calls = ActionCounter()
      let header = RefreshHeader { calls.count += 1 }
      list.refreshHeader = header
      header.beginRefreshing()
      list.frame = CGRect(x: 0, y: 0, width: wide, height: tall)
      #expect(header.state == .willRefresh, "\(wide) × \(tall)")
      #expect(calls.count == 0)
      #expect(list.refreshInset == .zero)

      // Begun while detached, then attached to a list with only one dimension.
      let other = ScrollModel(frame: CGRect(x: 0, y: 0, width: wide, height: tall))
      other.contentSize = CGSize(width: 375, height: 2000)
      let detached = RefreshHeader { calls.count += 1 }
      detached.beginRefreshing()
      other.refreshHeader = detached
      #expect(detached.state == .willRefresh, "\(wide) × \(tall)")
      #expect(calls.count == 0)

      list.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
      other.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
      #expect(header.state == .refreshing)
      #expect(detached.state == .refreshing)
      #expect(calls.count == 2)
      #expect(list.refreshInset == Insets(top: 54))
    }
  }

  @Test func hidingAWillRefreshComponentCancelsIt() {
    let calls = ActionCounter()
    let header = RefreshHeader { calls.count += 1 }
    header.beginRefreshing()
    header.isHidden = true
    #expect(header.state == .idle)
    header.isHidden = false
    let list = makePhoneList()
    list.refreshHeader = header
    #expect(header.state == .idle)
    #expect(calls.count == 0)
    #expect(list.refreshInset == .zero)
  }
}
