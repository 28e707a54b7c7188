import Foundation
@_spi(Testing) import RefreshKit
import RefreshKitTools
import Testing

// An end's hooks and completions all run before any hook of the next refresh, however soon that refresh starts: a
// leaf that resets its artwork in `didEndRefreshing()` (GTMRefresh's Taobao header) never shows its idle look while
// refreshing. Written as app code: only the public and open API is visible here.

/// A header that logs its hooks and spins its artwork from `toRefreshingState()` until `didEndRefreshing()`.
private final class ArtworkHeader: RefreshHeader {
  var log: [String] = []
  var artworkSpinning = false

  override func stateDidChange(from old: RefreshState, to new: RefreshState) {
    super.stateDidChange(from: old, to: new)
    log.append("\(old)→\(new)")
  }
  override func toPullingState() {
    super.toPullingState()
    log.append("toPullingState")
  }
  override func toRefreshingState() {
    super.toRefreshingState()
    artworkSpinning = true
    log.append("toRefreshingState")
  }
  override func didEndDisplayingResult(_ result: RefreshResult) {
    super.didEndDisplayingResult(result)
    log.append("didEndDisplayingResult")
  }
  override func didEndRefreshing() {
    super.didEndRefreshing()
    artworkSpinning = false
    log.append("didEndRefreshing")
  }
}

@Suite @MainActor struct EndBeforeNextRefreshTests {
  /// A list with an `ArtworkHeader` whose action, closing action and end completion log into the header's log.
  private func makeList() -> (ScrollModel, ArtworkHeader) {
    let list = makePhoneList()
    let header = ArtworkHeader()
    header.refreshingAction = { [unowned header] in header.log.append("action sees \(header.state)") }
    header.endRefreshingAnimationBeginAction = { [unowned header] in header.log.append("closing") }
    header.endRefreshingCompletion = { [unowned header] in header.log.append("endCompletion") }
    list.refreshHeader = header
    return (list, header)
  }

  @Test func endThenBeginAtOnceRunsTheOldEndsHooksBeforeTheNewRefreshs() {
    let (list, header) = makeList()
    header.beginRefreshing()
    list.advance(by: 1)
    header.log.removeAll()
    header.endRefreshing()
    header.beginRefreshing()
    #expect(
      header.log == [
        "refreshing→idle", "closing",
        "didEndRefreshing", "endCompletion",
        "idle→refreshing", "toRefreshingState", "action sees refreshing",
      ])
    #expect(header.artworkSpinning, "the new refresh shows its refreshing look")
    list.advance(by: 2)
    #expect(header.log.filter { $0 == "didEndRefreshing" }.count == 1, "the old end's hooks ran once, not again")
    #expect(header.artworkSpinning)
  }

  @Test func aNewPullWhileTheHeaderStillClosesRunsTheOldEndsHooksBeforeItArms() {
    let (list, header) = makeList()
    header.beginRefreshing()
    list.advance(by: 1)
    header.endRefreshing()
    list.advance(by: 0.1)
    #expect(list.contentOffset.y < 0, "the content still springs back")
    header.log.removeAll()
    Finger.pullDown(list, contentBy: 80)
    #expect(header.state == .pulling)
    #expect(header.log == ["didEndRefreshing", "endCompletion", "idle→pulling", "toPullingState"])
    list.endDrag()
    #expect(header.artworkSpinning, "refreshing again, with its refreshing look")
    list.advance(by: 2)
    #expect(header.log.filter { $0 == "endCompletion" }.count == 1)
  }

  @Test func aBeginDuringTheResultDisplayEndsTheDisplayAndTheOldEndFirst() {
    let (list, header) = makeList()
    header.resultDisplayDuration = 1
    header.beginRefreshing()
    list.advance(by: 1)
    header.endRefreshing()
    list.advance(by: 0.5)
    #expect(header.displayedResult == .success)
    header.log.removeAll()
    header.beginRefreshing()
    #expect(
      header.log == [
        "didEndDisplayingResult", "closing", "didEndRefreshing", "endCompletion",
        "idle→refreshing", "toRefreshingState", "action sees refreshing",
      ])
    #expect(header.displayedResult == nil)
    #expect(list.refreshInset.top == 54, "held again for the new refresh")
  }

  @Test func anEndCompletionThatBeginsTheNextRefreshStillRunsEveryStepOfItsEndFirst() {
    let (list, header) = makeList()
    header.endRefreshingCompletion = { [unowned header] in
      header.log.append("endCompletion")
      header.beginRefreshing()
    }
    header.beginRefreshing()
    list.advance(by: 1)
    header.log.removeAll()
    header.endRefreshing { [unowned header] in header.log.append("this end's completion") }
    list.advance(by: 1)
    #expect(
      header.log == [
        "refreshing→idle", "closing", "didEndRefreshing", "endCompletion", "this end's completion",
        "idle→refreshing", "toRefreshingState", "action sees refreshing",
      ])
    #expect(header.isRefreshing)
    #expect(header.actionCount == 2)
  }

  @Test func aBeginCompletionThatBeginsTheNextRefreshStillSeesTheOldEndCloseFirst() {
    // The refresh ends before the content settled: its begin completion runs at the end's closing, before the closing
    // action, and the app begins the next refresh from it. The old end's closing still runs before that refresh.
    let (list, header) = makeList()
    var begins = 0
    header.beginRefreshingCompletion = { [unowned header] in
      begins += 1
      header.log.append("beginCompletion")
      if begins == 1 { header.beginRefreshing() }
    }
    header.beginRefreshing()
    #expect(list.isAnimatingContentOffset, "the header still scrolls into view")
    header.log.removeAll()
    header.endRefreshing()
    #expect(
      header.log == [
        "refreshing→idle", "beginCompletion", "closing", "didEndRefreshing", "endCompletion",
        "idle→refreshing", "toRefreshingState", "action sees refreshing",
      ])
    #expect(header.isRefreshing)
    list.advance(by: 2)
    #expect(header.log.filter { $0 == "closing" }.count == 1, "the old end's closing ran once")
    #expect(begins == 2)
  }
}
