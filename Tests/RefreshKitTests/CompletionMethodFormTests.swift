import Foundation
@_spi(Testing) import RefreshKit
import RefreshKitTools
import Testing

// MJRefresh's method forms, as a port writes them: `beginRefreshingWithCompletionBlock:`,
// `endRefreshingWithCompletionBlock:` and `endRefreshingAnimationBeginAction`. Only the public API is visible here.

@Suite @MainActor struct CompletionMethodFormTests {
  // MARK: - beginRefreshing(completion:)

  @Test func aBeginsCompletionRunsOnceTheHeaderIsInViewAfterTheStandingOne() {
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    var calls: [String] = []
    header.beginRefreshingCompletion = { calls.append("every refresh") }
    header.beginRefreshing { calls.append("this begin at \(list.contentOffset.y)") }
    #expect(header.isRefreshing)
    #expect(calls.isEmpty, "the header still scrolls into view")
    list.advance(by: 1)
    #expect(calls == ["every refresh", "this begin at -54.0"])
    header.endRefreshing()
    list.advance(by: 1)
    list.beginDrag()
    Finger.pullDown(list, contentBy: 80)
    list.endDrag()
    list.advance(by: 2)
    #expect(calls == ["every refresh", "this begin at -54.0", "every refresh"], "it belonged to that begin only")
  }

  @Test func aRefusedBeginDropsItsCompletion() {
    let list = makePhoneList()
    let footer = AutoRefreshFooter()
    list.refreshFooter = footer
    footer.endRefreshingWithNoMoreData()
    var calls = 0
    footer.beginRefreshing { calls += 1 }
    footer.resetNoMoreData()
    footer.beginRefreshing()
    footer.endRefreshing()
    list.advance(by: 2)
    #expect(footer.actionCount == 1)
    #expect(calls == 0, "the refused begin's completion never runs, not even for a later refresh")
  }

  @Test func aBeginBeforeAttachingRunsItsCompletionOnceTheRefreshIsInViewAndAnEndCancelsIt() {
    let header = RefreshHeader()
    var calls = 0
    header.beginRefreshing { calls += 1 }
    #expect(header.state == .willRefresh)
    let list = makePhoneList()
    list.refreshHeader = header
    #expect(header.isRefreshing)
    list.advance(by: 1)
    #expect(calls == 1)

    let cancelled = RefreshHeader()
    var cancelledCalls = 0
    cancelled.beginRefreshing { cancelledCalls += 1 }
    cancelled.endRefreshing()
    let other = makePhoneList()
    other.refreshHeader = cancelled
    cancelled.beginRefreshing()
    other.advance(by: 1)
    #expect(cancelled.isRefreshing)
    #expect(cancelledCalls == 0, "the begin it was given to was cancelled")
  }

  @Test func aBeginWhileAlreadyInViewRunsItsCompletionAtOnceWithNoSecondAction() {
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    header.beginRefreshing()
    list.advance(by: 1)
    var calls = 0
    header.beginRefreshing { calls += 1 }
    #expect(calls == 1)
    #expect(header.actionCount == 1)
  }

  @Test func aFooterLoadInPlaceAtOnceRunsEachBeginCompletionOnce() {
    let list = makePhoneList()
    let footer = AutoRefreshFooter()
    list.refreshFooter = footer
    var calls: [String] = []
    footer.beginRefreshingCompletion = { calls.append("every load") }
    footer.beginRefreshing { calls.append("this load") }
    #expect(footer.isRefreshing)
    #expect(calls == ["every load", "this load"], "nothing scrolls: both ran at once, each once")
    list.advance(by: 1)
    #expect(calls.count == 2)
  }

  // MARK: - endRefreshing(completion:)

  @Test func anEndsCompletionRunsOnceTheContentHasSettledAfterTheStandingOne() {
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    var calls: [String] = []
    header.endRefreshingCompletion = { calls.append("every end") }
    header.beginRefreshing()
    list.advance(by: 1)
    header.endRefreshing { calls.append("this end at \(list.contentOffset.y)") }
    #expect(header.state == .idle)
    #expect(calls.isEmpty, "the content still springs back")
    list.advance(by: 2)
    #expect(calls == ["every end", "this end at 0.0"])
    header.beginRefreshing()
    list.advance(by: 1)
    header.endRefreshing(result: .failure("offline")) { calls.append("a failed end") }
    list.advance(by: 1)
    #expect(calls == ["every end", "this end at 0.0"], "the failure shows for 2 s (failureDisplayDuration)")
    list.advance(by: 2)
    #expect(calls == ["every end", "this end at 0.0", "every end", "a failed end"])
    #expect(header.lastResult == .failure("offline"))
  }

  @Test func anEndWithNothingToEndRunsItsCompletionAtOnce() {
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    var calls = 0
    header.endRefreshing { calls += 1 }
    #expect(calls == 1)
  }

  @Test func aDeferredEndRunsItsCompletionWhenTheRefreshReallyEndedAndSettled() {
    let list = makePhoneList()
    let header = RefreshHeader()
    header.minimumRefreshingDuration = 2
    list.refreshHeader = header
    header.beginRefreshing()
    list.advance(by: 0.5)
    var calls = 0
    header.endRefreshing { calls += 1 }
    #expect(header.isRefreshing, "deferred")
    list.advance(by: 1)
    #expect(calls == 0)
    list.advance(by: 2)
    #expect(header.state == .idle)
    #expect(calls == 1)
  }

  // MARK: - endRefreshingAnimationBeginAction

  @Test func theClosingActionRunsAsTheHoldIsReturnedOncePerEnd() {
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    var closings: [String] = []
    header.endRefreshingAnimationBeginAction = {
      closings.append("\(header.state), hold \(list.refreshInset.top), at \(list.contentOffset.y)")
    }
    header.beginRefreshing()
    list.advance(by: 1)
    #expect(closings.isEmpty)
    header.endRefreshing()
    #expect(closings == ["idle, hold 0.0, at -54.0"], "the hold is gone and the content starts back")
    list.advance(by: 2)
    #expect(closings.count == 1)
  }

  @Test func withAResultShownTheClosingActionWaitsForTheDisplayToEnd() {
    let list = makePhoneList()
    let header = RefreshHeader()
    header.resultDisplayDuration = 0.5
    list.refreshHeader = header
    var closings: [TimeInterval] = []
    header.endRefreshingAnimationBeginAction = { closings.append(list.now) }
    header.beginRefreshing()
    list.advance(by: 1)
    header.endRefreshing()
    list.advance(by: 0.4)
    #expect(closings.isEmpty, "the result still shows, held")
    list.advance(by: 0.2)
    #expect(closings == [1.5])
    #expect(list.refreshInset == .zero)
  }

  @Test func aHeaderRemovedWhileRefreshingRunsItsClosingActionOnce() {
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    var closings = 0
    header.endRefreshingAnimationBeginAction = { closings += 1 }
    header.beginRefreshing()
    list.refreshHeader = nil
    #expect(closings == 1)
    #expect(header.lastResult == .cancelled)
  }
}
