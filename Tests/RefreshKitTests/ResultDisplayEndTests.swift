import Foundation
import RefreshKit
import Testing

// CRRefresh's `refreshEnd(view:finish: true)` after its end delay, and ESPullToRefresh's `ignoreDate`, as a port
// writes them. Only the public API is visible here.

/// A header that logs the end of each result display, with what it sees then.
private final class ResultHeader: SimpleHeader {
  var ended: [String] = []

  override func didEndDisplayingResult(_ result: RefreshResult) {
    super.didEndDisplayingResult(result)
    ended.append(
      "\(result), shown \(displayedResult == nil ? "no more" : "still"), hold \(scrollView?.refreshInset.top ?? -1)")
  }
}

@Suite @MainActor struct ResultDisplayEndTests {
  private func makeList(display: TimeInterval) -> (ScrollModel, ResultHeader) {
    let list = makePhoneList()
    let header = ResultHeader()
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    header.resultDisplayDuration = display
    header.failureDisplayDuration = 0  // a failure shows for `display` too (its own default: FailureDisplayTests)
    list.refreshHeader = header
    return (list, header)
  }

  @Test func whenTheResultDisplayRunsOutTheHeaderIsToldOnceAndObserversHearIt() {
    let (list, header) = makeList(display: 0.5)
    var events: [RefreshEvent] = []
    let token = header.observe { events.append($0) }
    header.beginRefreshing()
    list.advance(by: 1)
    header.endRefreshing(result: .failure("offline"))
    #expect(header.title == "offline")
    list.advance(by: 0.4)
    #expect(header.ended.isEmpty)
    list.advance(by: 0.2)
    #expect(header.ended == ["failure(\"offline\"), shown no more, hold 0.0"])
    #expect(events.last == .resultDisplayEnded(.failure("offline")))
    list.advance(by: 2)
    #expect(header.ended.count == 1)
    #expect(events.filter { $0 == .resultDisplayEnded(.failure("offline")) }.count == 1)
    token.cancel()
  }

  @Test func withNoResultShownNothingIsToldAndHidingCutsADisplayShort() {
    let (list, header) = makeList(display: 0)
    header.beginRefreshing()
    header.endRefreshing()
    list.advance(by: 2)
    #expect(header.ended.isEmpty, "no duration: no result showed")
    header.resultDisplayDuration = 5
    header.beginRefreshing()
    header.endRefreshing()
    #expect(header.displayedResult == .success)
    header.isHidden = true
    #expect(header.ended == ["success, shown no more, hold 0.0"])
    list.advance(by: 10)
    #expect(header.ended.count == 1)
  }

  @Test func anEndThatIgnoresTheDateLeavesLastUpdatedButStillShowsTheResult() {
    let (list, header) = makeList(display: 0.5)
    let first = Date(timeIntervalSince1970: 1_000_000)
    header.currentDate = { first }
    header.beginRefreshing()
    header.endRefreshing()
    #expect(header.lastUpdatedTime == first)
    list.advance(by: 2)
    header.currentDate = { first.addingTimeInterval(3600) }
    header.beginRefreshing()
    var completions = 0
    header.endRefreshing(ignoreDate: true) { completions += 1 }
    #expect(header.lastUpdatedTime == first, "nothing new: the date stays")
    #expect(header.lastResult == .success)
    #expect(header.displayedResult == .success, "the result still shows")
    list.advance(by: 2)
    #expect(completions == 1)
    header.beginRefreshing()
    header.endRefreshing(ignoreDate: false)
    #expect(header.lastUpdatedTime == first.addingTimeInterval(3600))
  }

  @Test func aDeferredEndKeepsIgnoringTheDate() {
    let (list, header) = makeList(display: 0)
    header.minimumRefreshingDuration = 1
    header.currentDate = { Date(timeIntervalSince1970: 5) }
    header.beginRefreshing()
    header.endRefreshing(result: .success, ignoreDate: true)
    #expect(header.isRefreshing, "deferred")
    list.advance(by: 2)
    #expect(header.state == .idle)
    #expect(header.lastUpdatedTime == nil, "never stamped")
  }
}
