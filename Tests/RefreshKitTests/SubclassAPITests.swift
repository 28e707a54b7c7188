import Foundation
import RefreshKit
import RefreshKitTools
import Testing

// The hooks and options that downstream customisations (MJRefresh, GTMRefresh, Infinity, CRRefresh users) reach for,
// used as app code would: only the public and open API is visible here.

/// A custom header in GTMRefresh's style: it logs its hooks and resets its artwork when a refresh has ended.
private final class LoggingHeader: RefreshHeader {
  var log: [String] = []
  var artworkSpinning = false

  override func prepare() {
    super.prepare()
    log.append("prepare")
  }
  override func willMove(to scrollView: ScrollModel?) {
    super.willMove(to: scrollView)
    log.append(scrollView == nil ? "willMove(nil)" : "willMove(list)")
  }
  override func didMove(to scrollView: ScrollModel?) {
    super.didMove(to: scrollView)
    log.append(scrollView == nil ? "didMove(nil)" : "didMove(list)")
  }
  override func toNormalState() {
    super.toNormalState()
    log.append("toNormalState")
  }
  override func toRefreshingState() {
    super.toRefreshingState()
    artworkSpinning = true
  }
  override func placeSubviews() {
    super.placeSubviews()
    log.append("placeSubviews")
  }
  override func didEndRefreshing() {
    super.didEndRefreshing()
    artworkSpinning = false
    log.append("didEndRefreshing")
  }
}

@Suite @MainActor struct SubclassAPITests {
  // MARK: - Completions

  @Test func beginCompletionRunsOnceTheHeaderHasScrolledIntoViewAndEndCompletionOnceItHasGone() {
    let list = makePhoneList()
    let header = LoggingHeader()
    list.refreshHeader = header
    var calls: [String] = []
    header.beginRefreshingCompletion = {
      calls.append("begin at \(list.contentOffset.y), hold \(list.refreshInset.top)")
    }
    header.endRefreshingCompletion = { calls.append("end at \(list.contentOffset.y), hold \(list.refreshInset.top)") }
    header.beginRefreshing()
    #expect(calls.isEmpty, "the header is still scrolling into view")
    list.advance(by: 0.29)
    #expect(calls.isEmpty)
    list.advance(by: 0.02)
    #expect(calls == ["begin at -54.0, hold 54.0"])
    header.endRefreshing()
    #expect(calls.count == 1, "the content still springs back")
    #expect(header.artworkSpinning)
    list.advance(by: 2)
    #expect(calls == ["begin at -54.0, hold 54.0", "end at 0.0, hold 0.0"])
    #expect(!header.artworkSpinning, "didEndRefreshing reset the artwork")
    #expect(header.log.suffix(1) == ["didEndRefreshing"])
    list.advance(by: 2)
    #expect(calls.count == 2, "each runs once")
  }

  @Test func aPulledRefreshRunsItsBeginCompletionOnceTheContentRestsOnTheHold() {
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    var begins = 0
    header.beginRefreshingCompletion = { begins += 1 }
    list.beginDrag()
    Finger.pullDown(list, contentBy: 120)
    list.endDrag()
    #expect(header.isRefreshing)
    #expect(begins == 0)
    list.advance(by: 2)
    #expect(begins == 1)
    #expect(list.contentOffset.y == -54)
  }

  @Test func aRefusedBeginRunsNoCompletion() {
    let list = makePhoneList()
    let footer = AutoRefreshFooter()
    list.refreshFooter = footer
    footer.endRefreshingWithNoMoreData()
    var calls = 0
    footer.beginRefreshingCompletion = { calls += 1 }
    footer.endRefreshingCompletion = { calls += 1 }
    footer.beginRefreshing()
    list.advance(by: 1)
    #expect(footer.state == .noMoreData)
    #expect(calls == 0)
  }

  @Test func aRefreshEndedBeforeItSettledRunsBothCompletionsInOrder() {
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    var calls: [String] = []
    header.beginRefreshingCompletion = { calls.append("begin") }
    header.endRefreshingCompletion = { calls.append("end") }
    header.beginRefreshing()
    header.endRefreshing()
    #expect(calls == ["begin"])
    list.advance(by: 1)
    #expect(calls == ["begin", "end"])
  }

  @Test func aHeaderRemovedWhileItScrollsIntoViewRunsItsEndCompletionAtOnce() {
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    var calls: [String] = []
    header.beginRefreshingCompletion = { calls.append("begin") }
    header.endRefreshingCompletion = { calls.append("end") }
    header.beginRefreshing()
    list.advance(by: 0.1)
    #expect(list.isAnimatingContentOffset, "the header is still scrolling into view")
    list.refreshHeader = nil
    #expect(header.state == .idle)
    #expect(calls == ["begin", "end"], "nothing is left to wait for once the header is gone")
    list.advance(by: 2)
    #expect(calls.count == 2)
  }

  @Test func theEndCompletionWaitsForTheResultDisplay() {
    let list = makePhoneList()
    let header = RefreshHeader()
    header.resultDisplayDuration = 0.5
    list.refreshHeader = header
    var ends: [TimeInterval] = []
    header.endRefreshingCompletion = { ends.append(list.now) }
    header.beginRefreshing()
    list.advance(by: 1)
    header.endRefreshing()
    list.advance(by: 0.4)
    #expect(ends.isEmpty, "the result is still shown, with its hold")
    list.advance(by: 2)
    #expect(ends.count == 1)
    #expect(list.refreshInset == .zero)
  }

  // MARK: - Trigger

  @Test func theActionKnowsWhoStartedIt() {
    let list = makePhoneList()
    let header = RefreshHeader()
    let footer = AutoRefreshFooter()
    var seen: [RefreshTrigger?] = []
    header.refreshingAction = { seen.append(header.refreshTrigger) }
    footer.refreshingAction = { seen.append(footer.refreshTrigger) }
    var events: [RefreshEvent] = []
    let token = footer.observe { events.append($0) }
    list.refreshHeader = header
    list.refreshFooter = footer
    header.beginRefreshing()
    header.endRefreshing()
    list.advance(by: 1)
    list.beginDrag()
    Finger.pullDown(list, contentBy: 80)
    list.endDrag()
    header.endRefreshing()
    list.advance(by: 1)
    footer.tap()
    footer.endRefreshing()
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: -1500))
    footer.endRefreshing()
    list.endDrag()
    #expect(seen == [.beginRefreshing, .pull, .tap, .scrolledToEnd])
    #expect(
      events.filter { if case .actionStarted = $0 { true } else { false } } == [
        .actionStarted(.tap), .actionStarted(.scrolledToEnd),
      ])
    #expect(footer.refreshTrigger == .scrolledToEnd, "the last refresh's trigger stays readable")
    token.cancel()
  }

  @Test func anExpiredRefreshSaysSo() {
    let list = makePhoneList()
    let header = RefreshHeader()
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    list.refreshHeader = header
    #expect(header.refreshIfExpired(after: 60))
    #expect(header.refreshTrigger == .expired)
  }

  // MARK: - Footer options

  @Test func aTapOnlyFooterScrolledToTheEndNeverLoadsByItself() {
    let list = makePhoneList()
    let footer = AutoRefreshFooter()
    footer.isAutomaticallyRefresh = false
    list.refreshFooter = footer
    var states: [RefreshState] = []
    footer.onEvent = { if case .stateChanged(_, let to) = $0 { states.append(to) } }
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: -1200))
    list.endDrag(velocity: CGPoint(x: 0, y: -3000))
    list.advance(by: 3)
    #expect(states.isEmpty, "never entered refreshing, not even briefly")
    #expect(list.contentOffset.y == list.maximumContentOffset.y)
    footer.tap()
    #expect(footer.isRefreshing)
    #expect(footer.refreshTrigger == .tap)
    footer.endRefreshing()
    // A drag released with the footer in view is the other way to ask.
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: -30))
    list.endDrag()
    #expect(footer.isRefreshing)
    #expect(footer.refreshTrigger == .pull)
  }

  @Test func aFooterThatHoldsNoInsetWhenIdleTakesItOnlyWhileLoading() {
    let list = makePhoneList()
    let footer = AutoRefreshFooter()
    footer.holdsInsetWhenIdle = false
    list.refreshFooter = footer
    #expect(list.refreshInset == .zero)
    #expect(list.maximumContentOffset.y == 1333)
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: -1320))
    #expect(!footer.isRefreshing, "the content's end is not at the bottom yet")
    list.drag(by: CGPoint(x: 0, y: -20))
    #expect(footer.isRefreshing, "the content's end reached the viewport's bottom")
    #expect(list.refreshInset == Insets(bottom: 44))
    list.endDrag()
    footer.endRefreshing()
    #expect(list.refreshInset == .zero)
    footer.holdsInsetWhenIdle = true
    #expect(list.refreshInset == Insets(bottom: 44))
  }

  @Test func autoTriggerTimesOfMinusOneLoadsAsOftenAsTheUserReachesTheEnd() {
    let list = makePhoneList()
    var loads = 0
    let footer = AutoRefreshFooter { loads += 1 }
    footer.autoTriggerTimes = -1
    list.refreshFooter = footer
    list.beginDrag()
    for page in 1...3 {
      list.drag(by: CGPoint(x: 0, y: -2000))
      #expect(footer.isRefreshing)
      #expect(loads == page)
      footer.endRefreshing()
      list.contentSize.height += 400
    }
    let (_, diagnostics) = RefreshDiagnostics.collect { footer.autoTriggerTimes = -2 }
    #expect(diagnostics.map(\.member) == ["AutoRefreshFooter.autoTriggerTimes"])
    #expect(footer.autoTriggerTimes == -1)
  }

  // MARK: - Ignored insets

  @Test func aHeaderAboveABannerInTheInsetSitsAboveItAndArmsOnceRevealed() {
    let list = makePhoneList()
    list.contentInset.top = 100  // the app's banner above the rows
    let header = RefreshHeader()
    header.ignoredScrollViewContentInsetTop = 100
    list.refreshHeader = header
    #expect(header.frame == CGRect(x: 0, y: -154, width: 375, height: 54))
    list.beginDrag()
    Finger.pullDown(list, contentBy: 53)
    #expect(header.state == .idle)
    Finger.pullDown(list, contentBy: 55)
    #expect(header.state == .pulling)
    list.endDrag()
    list.advance(by: 1)
    #expect(list.contentOffset.y == -154, "the hold shows the header above the banner")
    let (_, diagnostics) = RefreshDiagnostics.collect {
      header.ignoredScrollViewContentInsetTop = -1
      header.ignoredScrollViewContentInsetTop = .nan
    }
    #expect(diagnostics.count == 2)
    #expect(header.ignoredScrollViewContentInsetTop == 100)
  }

  @Test func aBannerAddedAboveAnAttachedHeaderMovesItAtOnce() {
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    #expect(header.frame.minY == -54)
    list.contentInset.top = 100
    header.ignoredScrollViewContentInsetTop = 100
    #expect(header.frame == CGRect(x: 0, y: -154, width: 375, height: 54), "before the next scroll")
    let auto = AutoRefreshFooter()
    list.refreshFooter = auto
    auto.ignoredScrollViewContentInsetBottom = 60
    #expect(auto.frame.minY == 2060)
  }

  @Test func aFooterBelowABannerInTheInsetSitsBelowIt() {
    let list = makePhoneList()
    list.contentInset.bottom = 60
    let back = BackRefreshFooter()
    back.ignoredScrollViewContentInsetBottom = 60
    list.refreshFooter = back
    #expect(back.frame.minY == 2060)
    let auto = AutoRefreshFooter()
    auto.ignoredScrollViewContentInsetBottom = 60
    list.refreshFooter = auto
    #expect(auto.frame.minY == 2060)
    let (_, diagnostics) = RefreshDiagnostics.collect { auto.ignoredScrollViewContentInsetBottom = -.infinity }
    #expect(diagnostics.map(\.member) == ["AutoRefreshFooter.ignoredScrollViewContentInsetBottom"])
  }

  // MARK: - Attaching

  @Test func attachReplaceAndDetachCallTheMoveHooksOnceEachInOrder() {
    let first = makePhoneList()
    let second = makePhoneList()
    let header = LoggingHeader()
    #expect(header.log == ["prepare", "toNormalState"], "the idle look is set at creation, as in MJRefresh")
    first.refreshHeader = header
    #expect(
      header.log == ["prepare", "toNormalState", "willMove(list)", "placeSubviews", "didMove(list)"],
      "didMove(to:) comes once the header is laid out")
    header.log.removeAll()
    second.refreshHeader = header  // a move: one willMove, one didMove
    #expect(header.log == ["willMove(list)", "didMove(list)"])
    #expect(first.refreshHeader == nil)
    header.log.removeAll()
    second.refreshHeader = LoggingHeader()  // replaced
    #expect(header.log == ["willMove(nil)", "didMove(nil)"])
    header.log.removeAll()
    first.refreshHeader = header
    first.refreshHeader = nil
    #expect(header.log == ["willMove(list)", "didMove(list)", "willMove(nil)", "didMove(nil)"])
    #expect(!header.log.contains("toNormalState"), "attaching never runs it")
  }

  @Test func setNeedsLayoutRunsOnePlaceSubviewsPassBeforeTheNextChange() {
    let list = makePhoneList()
    let header = LoggingHeader()
    list.refreshHeader = header
    header.log.removeAll()
    header.setNeedsLayout()
    header.setNeedsLayout()
    header.setNeedsLayout()
    #expect(header.log.isEmpty)
    list.contentOffset.y = 10
    #expect(header.log == ["placeSubviews"])
    list.contentOffset.y = 20
    #expect(header.log == ["placeSubviews"])
    header.setNeedsLayout()
    list.advance(by: 0.1)
    #expect(header.log == ["placeSubviews", "placeSubviews"])
  }

  // MARK: - Progress

  @Test func progressStaysAtOneWhileRefreshingAndGoesBackToZeroAfter() {
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    var progress: [CGFloat] = []
    let token = list.observe { _ in progress.append(header.showProgress) }
    header.beginRefreshing()
    list.advance(by: 1)
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: -30))  // the sticky hold shrinks
    list.drag(by: CGPoint(x: 0, y: 80))
    list.endDrag()
    list.advance(by: 1)
    #expect(header.isRefreshing)
    #expect(progress.allSatisfy { $0 == 1 }, "no jitter while refreshing: \(Set(progress))")
    header.endRefreshing()
    #expect(header.showProgress == 0)
    list.advance(by: 1)
    #expect(header.showProgress == 0)
    list.beginDrag()
    Finger.pullDown(list, contentBy: 27)
    expectNearly(header.showProgress, 0.5, "a new drag shows the pull again")
    token.cancel()
  }

  // MARK: - Observers and the last-updated date

  @Test func twoObserversBothHearEveryEventAndEachStopsOnItsOwn() {
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    var indicator: [RefreshEvent] = []
    var analytics: [RefreshEvent] = []
    let first = header.observe { indicator.append($0) }
    var second: RefreshObservation? = header.observe { analytics.append($0) }
    header.beginRefreshing()
    #expect(indicator == analytics)
    #expect(indicator.count == 2)
    second = nil
    header.endRefreshing()
    #expect(indicator.count == 4)
    #expect(analytics.count == 2)
    first.cancel()
    header.beginRefreshing()
    #expect(indicator.count == 4)
    #expect(second == nil)
  }

  @Test func removingTheLastUpdatedDateShowsNoRecordAgain() throws {
    let store = InMemoryLastUpdatedStore()
    let header = SimpleHeader()
    header.lastUpdatedStore = store
    header.currentDate = { Date(timeIntervalSince1970: 1_800_000_000) }
    let list = makePhoneList()
    list.refreshHeader = header
    let never = header.lastUpdatedText
    header.beginRefreshing()
    header.endRefreshing()
    #expect(header.lastUpdatedTime != nil)
    #expect(header.lastUpdatedText != never)
    store.removeDate(forKey: header.lastUpdatedKey)
    #expect(header.lastUpdatedTime == nil)
    #expect(header.lastUpdatedText == never)

    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("refreshkit-\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = FileLastUpdatedStore(directory: directory)
    file.setDate(Date(timeIntervalSince1970: 1_800_000_000), forKey: "feed")
    file.removeDate(forKey: "feed")
    #expect(FileLastUpdatedStore(directory: directory).date(forKey: "feed") == nil, "the file forgot it too")
  }
}
