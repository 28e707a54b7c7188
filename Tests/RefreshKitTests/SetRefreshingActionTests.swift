import Foundation
import Testing

@_spi(Testing) @testable import RefreshKit
@testable import RefreshKitTools

/// An action set after the component was made: how a SwiftUI modifier gives a leaf the app's latest action.
@Suite @MainActor struct SetRefreshingActionTests {
  /// An error with a text for users, which a failure shows.
  struct Offline: LocalizedError {
    var errorDescription: String? { "offline" }
  }

  @Test func aLeafMadeWithoutAnActionRunsTheOneSetLaterAndEndsWhenItReturns() async {
    let list = makePhoneList()
    let header = SimpleHeader()
    list.refreshHeader = header
    let calls = ActionCounter()
    header.setRefreshingAction { calls.count += 1 }
    Finger.pullDown(list, contentBy: 80)
    list.endDrag()
    #expect(header.isRefreshing)
    await header.actionTask?.value
    #expect(calls.count == 1)
    #expect(header.actionCount == 1)
    #expect(header.state == .idle, "the refresh ended when the action returned")
    #expect(header.lastResult == .success)
  }

  @Test func theActionSetLastIsTheOneTheNextRefreshRuns() async {
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    let first = ActionCounter()
    let second = ActionCounter()
    header.setRefreshingAction { first.count += 1 }
    header.setRefreshingAction { second.count += 1 }
    header.beginRefreshing()
    await header.actionTask?.value
    #expect(first.count == 0)
    #expect(second.count == 1)
  }

  @Test func aThrowingActionEndsTheRefreshWithItsFailure() async {
    let list = makePhoneList()
    let footer = AutoRefreshFooter()
    list.contentSize.height = 2000
    list.refreshFooter = footer
    footer.setRefreshingAction { throw Offline() }
    footer.beginRefreshing()
    await footer.actionTask?.value
    #expect(footer.state == .idle)
    #expect(footer.lastResult == .failure("offline"))
  }
}
