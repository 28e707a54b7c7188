import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

@Suite @MainActor struct RefreshHeaderTests {
  func makeHeaderList(contentHeight: CGFloat = 2000) -> (ScrollModel, RefreshHeader, ActionCounter) {
    let list = makePhoneList(contentHeight: contentHeight)
    let calls = ActionCounter()
    let header = RefreshHeader { calls.count += 1 }
    list.refreshHeader = header
    return (list, header, calls)
  }

  // MARK: - Pull and release

  @Test func defaultHeaderIs54TallAndTriggersAndHolds54() {
    let (list, header, _) = makeHeaderList()
    #expect(header.height == 54)
    #expect(header.willRefreshHeight() == 54)
    #expect(header.refreshingHoldHeight() == 54)
    #expect(header.frame == CGRect(x: 0, y: -54, width: 375, height: 54))
    #expect(list.refreshInset == .zero)
    #expect(list.alwaysBounceVertical)
  }

  @Test func pullingPastTheTriggerArmsAndPullingBackDisarms() {
    let (list, header, calls) = makeHeaderList()
    list.beginDrag()
    Finger.pullDown(list, contentBy: 27)
    #expect(header.state == .idle)
    expectNearly(header.showProgress, 0.5)

    Finger.pullDown(list, contentBy: 60)
    #expect(header.state == .pulling)
    expectNearly(header.showProgress, 60.0 / 54)

    Finger.pullDown(list, contentBy: 40)
    #expect(header.state == .idle)
    expectNearly(header.showProgress, 40.0 / 54)

    Finger.pullDown(list, contentBy: 120)
    #expect(header.state == .pulling)
    Finger.moveContent(list, toY: 300)
    #expect(header.state == .idle)
    #expect(header.showProgress == 0)
    #expect(calls.count == 0)
    #expect(list.refreshInset == .zero)
  }

  @Test func releasingWhileArmedRefreshesOnceAndSpringsToShowTheHeader() {
    let (list, header, calls) = makeHeaderList()
    list.beginDrag()
    Finger.pullDown(list, contentBy: 100)
    #expect(header.state == .pulling)

    list.endDrag()
    #expect(header.state == .refreshing)
    #expect(header.isRefreshing)
    #expect(calls.count == 1)
    #expect(list.refreshInset == Insets(top: 54))
    #expect(list.adjustedContentInset == Insets(top: 54))
    expectNearly(list.contentOffset.y, -100)

    list.advance(by: 1)
    #expect(list.contentOffset.y == -54)
    #expect(header.state == .refreshing)
    #expect(calls.count == 1)
    #expect(list.refreshInset == Insets(top: 54))
  }

  @Test func endRefreshingReturnsTheHoldAndTheContentSettlesBack() {
    let (list, header, calls) = makeHeaderList()
    list.contentInset = Insets(top: 10)
    list.safeAreaInsets = Insets(top: 20)
    list.contentOffset = CGPoint(x: 0, y: -30)
    list.beginDrag()
    Finger.pullDown(list, contentBy: 90)
    list.endDrag()
    list.advance(by: 1)
    #expect(list.contentOffset.y == -84)

    header.endRefreshing()
    #expect(header.state == .idle)
    #expect(!header.isRefreshing)
    #expect(list.refreshInset == .zero)
    #expect(list.adjustedContentInset == Insets(top: 30))
    #expect(list.contentOffset.y == -84)

    list.advance(by: 1)
    #expect(list.contentOffset.y == -30)
    #expect(header.state == .idle)
    #expect(calls.count == 1)
  }

  @Test func releasingShortOfTheTriggerDoesNotRefresh() {
    let (list, header, calls) = makeHeaderList()
    list.beginDrag()
    Finger.pullDown(list, contentBy: 50)
    list.endDrag()
    #expect(header.state == .idle)
    #expect(calls.count == 0)
    #expect(list.refreshInset == .zero)
    list.advance(by: 1)
    #expect(list.contentOffset.y == 0)
    #expect(calls.count == 0)
  }

  @Test func cancelledDragNeverRefreshes() {
    let (list, header, calls) = makeHeaderList()
    list.beginDrag()
    Finger.pullDown(list, contentBy: 150)
    #expect(header.state == .pulling)
    list.cancelDrag()
    #expect(header.state == .idle)
    #expect(calls.count == 0)
    #expect(list.refreshInset == .zero)
    list.advance(by: 1)
    #expect(list.contentOffset.y == 0)
    #expect(header.state == .idle)
    #expect(calls.count == 0)
  }

  @Test func furtherPullsAndReleasesWhileRefreshingNeverCallTheActionAgain() {
    let (list, header, calls) = makeHeaderList()
    list.beginDrag()
    Finger.pullDown(list, contentBy: 100)
    list.endDrag()
    list.advance(by: 1)
    for _ in 0..<3 {
      list.beginDrag()
      Finger.pullDown(list, contentBy: 200)
      Finger.pullDown(list, contentBy: 10)
      Finger.pullDown(list, contentBy: 150)
      list.endDrag()
      list.contentSize = CGSize(width: 375, height: list.contentSize.height + 100)
      list.advance(by: 1)
    }
    #expect(header.state == .refreshing)
    #expect(calls.count == 1)
    #expect(list.refreshInset == Insets(top: 54))
  }

  // MARK: - Only a user starts a refresh

  @Test func appSettingOffsetFarPastTriggerNeverRefreshes() {
    let (list, header, calls) = makeHeaderList()
    list.contentOffset = CGPoint(x: 0, y: -500)
    #expect(header.state == .idle)
    expectNearly(header.showProgress, 500.0 / 54)
    list.setContentOffset(CGPoint(x: 0, y: -300), animated: true)
    list.advance(by: 0.3)
    #expect(list.contentOffset.y == -300)
    list.advance(by: 2)
    #expect(list.contentOffset.y == 0)
    #expect(header.state == .idle)
    #expect(calls.count == 0)
    #expect(list.refreshInset == .zero)
  }

  @Test func safeAreaAndContentInsetChangesNeverRefresh() {
    let (list, header, calls) = makeHeaderList()
    list.contentOffset = CGPoint(x: 0, y: -88)
    list.safeAreaInsets = Insets(top: 88, bottom: 34)
    list.safeAreaInsets = Insets(top: 20)
    list.contentInset = Insets(top: 200)
    list.contentInset = .zero
    list.safeAreaInsets = .zero
    list.advance(by: 2)
    #expect(header.state == .idle)
    #expect(calls.count == 0)
    #expect(list.refreshInset == .zero)
    #expect(list.contentOffset.y == 0)
  }

  @Test func contentSizeChangesWhilePulledByTheAppNeverRefresh() {
    let (list, header, calls) = makeHeaderList()
    list.contentOffset = CGPoint(x: 0, y: -200)
    list.contentSize = CGSize(width: 375, height: 100)
    list.contentSize = CGSize(width: 375, height: 0)
    list.contentSize = CGSize(width: 375, height: 4000)
    list.advance(by: 2)
    #expect(header.state == .idle)
    #expect(calls.count == 0)
    #expect(list.contentOffset.y == 0)
  }

  @Test func flingIntoTheTopEdgeOvershootsPastTheTriggerWithoutRefreshing() {
    let (list, header, calls) = makeHeaderList()
    list.contentOffset = CGPoint(x: 0, y: 300)
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: 10))
    list.endDrag(velocity: CGPoint(x: 0, y: 8000))
    var deepest: CGFloat = 0
    for _ in 0..<240 {
      list.advance(by: 1.0 / 120)
      deepest = min(deepest, list.contentOffset.y)
      #expect(header.state == .idle)
    }
    #expect(deepest < -54, "the bounce overshoots past the trigger")
    #expect(list.contentOffset.y == 0)
    #expect(calls.count == 0)
    #expect(list.refreshInset == .zero)
  }

  @Test func bounceBackAfterACancelledRefreshNeverRefreshes() {
    let (list, header, calls) = makeHeaderList()
    list.beginDrag()
    Finger.pullDown(list, contentBy: 300)
    list.cancelDrag()
    for _ in 0..<120 {
      list.advance(by: 1.0 / 60)
      #expect(header.state == .idle)
    }
    #expect(calls.count == 0)
    #expect(list.contentOffset.y == 0)
  }

  // MARK: - Programmatic refresh

  @Test func beginRefreshingHoldsAtOnceAndAnimatesTheHeaderIntoView() {
    let (list, header, calls) = makeHeaderList()
    list.safeAreaInsets = Insets(top: 88)
    list.contentOffset = CGPoint(x: 0, y: -88)
    header.beginRefreshing()
    #expect(header.state == .refreshing)
    #expect(calls.count == 1)
    #expect(list.refreshInset == Insets(top: 54))
    #expect(list.adjustedContentInset.top == 142)
    #expect(list.contentOffset.y == -88)

    list.advance(by: 0.15)
    #expect(list.contentOffset.y < -88)
    #expect(list.contentOffset.y > -142)

    list.advance(by: 0.15)
    expectNearly(list.contentOffset.y, -142)
    list.advance(by: 1)
    expectNearly(list.contentOffset.y, -142)
    #expect(header.state == .refreshing)
    #expect(calls.count == 1)
  }

  @Test func beginWhileRefreshingCallsNoSecondActionAndHoldsOnce() {
    let (list, header, calls) = makeHeaderList()
    header.beginRefreshing()
    header.beginRefreshing()
    list.advance(by: 0.1)
    header.beginRefreshing()
    list.advance(by: 1)
    header.beginRefreshing()
    #expect(header.state == .refreshing)
    #expect(calls.count == 1)
    #expect(list.refreshInset == Insets(top: 54))
    expectNearly(list.contentOffset.y, -54)
  }

  @Test func endThenBeginInOneTurnStartsExactlyOneNewRefresh() {
    let (list, header, calls) = makeHeaderList()
    header.beginRefreshing()
    list.advance(by: 1)
    header.endRefreshing()
    header.beginRefreshing()
    #expect(header.state == .refreshing)
    #expect(calls.count == 2)
    #expect(list.refreshInset == Insets(top: 54))
    list.advance(by: 1)
    expectNearly(list.contentOffset.y, -54)
    #expect(calls.count == 2)
  }

  @Test func endBeforeTheBeginAnimationFinishesLeavesNoHold() {
    let (list, header, calls) = makeHeaderList()
    header.beginRefreshing()
    list.advance(by: 0.1)
    header.endRefreshing()
    #expect(header.state == .idle)
    #expect(!header.isRefreshing)
    #expect(list.refreshInset == .zero)
    list.advance(by: 2)
    #expect(list.refreshInset == .zero)
    #expect(list.contentOffset.y == 0)
    #expect(header.state == .idle)
    #expect(calls.count == 1)
  }

  @Test func beginAndEndWithoutTimeInBetweenLeavesTheListAtRest() {
    let (list, header, calls) = makeHeaderList()
    header.beginRefreshing()
    header.endRefreshing()
    #expect(header.state == .idle)
    #expect(list.refreshInset == .zero)
    list.advance(by: 2)
    #expect(list.contentOffset.y == 0)
    #expect(calls.count == 1)
  }

  // MARK: - Sticky hold

  @Test func scrollingTheContentUpWhileRefreshingShrinksTheHoldLikeAStickyHeader() {
    let (list, header, calls) = makeHeaderList()
    list.safeAreaInsets = Insets(top: 88)
    list.contentOffset = CGPoint(x: 0, y: -88)
    list.beginDrag()
    Finger.pullDown(list, contentBy: 100)
    list.endDrag()
    list.advance(by: 1)
    #expect(list.contentOffset.y == -142)
    #expect(list.refreshInset.top == 54)

    func expectHoldFollowsTheContent(_ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) {
      let expected = min(max(-list.contentOffset.y - 88, 0), 54)
      expectNearly(list.refreshInset.top, expected, comment, sourceLocation: sourceLocation)
      #expect(header.state == .refreshing, sourceLocation: sourceLocation)
    }

    list.beginDrag()
    Finger.moveContent(list, toY: -118)
    expectNearly(list.refreshInset.top, 30)
    expectHoldFollowsTheContent("scrolled up 24")
    Finger.moveContent(list, toY: -95)
    expectNearly(list.refreshInset.top, 7)
    Finger.moveContent(list, toY: 200)
    #expect(list.refreshInset.top == 0)
    expectHoldFollowsTheContent("scrolled past the header")
    for step in 0..<12 {
      list.drag(by: CGPoint(x: 0, y: 30))
      expectHoldFollowsTheContent("pulled back down, step \(step)")
    }
    #expect(list.refreshInset.top > 0)
    for target: CGFloat in [-100, -120, -141, -160, -250] {
      Finger.moveContent(list, toY: target)
      expectHoldFollowsTheContent("pulled down to \(target)")
    }
    #expect(list.refreshInset.top == 54, "the hold is clamped to the hold height")
    list.drag(by: CGPoint(x: 0, y: 100))
    #expect(list.refreshInset.top == 54)
    for step in 0..<10 {
      list.drag(by: CGPoint(x: 0, y: -40))
      expectHoldFollowsTheContent("scrolled up again, step \(step)")
    }
    list.endDrag()
    #expect(calls.count == 1)
    #expect(header.state == .refreshing)

    header.endRefreshing()
    #expect(list.refreshInset == .zero)
    #expect(list.adjustedContentInset.top == 88)
  }

  @Test func stickyHoldFollowsTheFlingAfterTheDrag() {
    let (list, header, _) = makeHeaderList()
    header.beginRefreshing()
    list.advance(by: 1)
    list.beginDrag()
    Finger.moveContent(list, toY: -40)
    list.endDrag(velocity: CGPoint(x: 0, y: -1500))
    for _ in 0..<60 {
      list.advance(by: 1.0 / 120)
      expectNearly(list.refreshInset.top, min(max(-list.contentOffset.y, 0), 54))
    }
    #expect(list.refreshInset.top == 0)
    #expect(list.contentOffset.y > 0)
    #expect(header.state == .refreshing)
  }

  @Test func endingAfterTheHoldScrolledAwayLeavesTheContentWhereItIs() {
    let (list, header, _) = makeHeaderList()
    header.beginRefreshing()
    list.advance(by: 1)
    list.beginDrag()
    Finger.moveContent(list, toY: 200)
    list.endDrag()
    list.advance(by: 1)
    #expect(list.refreshInset.top == 0)
    #expect(list.contentOffset.y == 200)
    header.endRefreshing()
    #expect(header.state == .idle)
    list.advance(by: 1)
    #expect(list.contentOffset.y == 200)
    #expect(list.refreshInset == .zero)
  }

  @Test func contentInsetChangedDuringRefreshIsTheAppsAfterTheEnd() {
    let (list, header, _) = makeHeaderList()
    list.contentInset = Insets(top: 64)
    list.contentOffset = CGPoint(x: 0, y: -64)
    list.beginDrag()
    Finger.pullDown(list, contentBy: 80)
    list.endDrag()
    list.advance(by: 1)
    #expect(list.contentOffset.y == -118)

    list.contentInset = Insets(top: 100)
    #expect(list.refreshInset == Insets(top: 54))
    #expect(list.adjustedContentInset.top == 154)
    header.endRefreshing()
    #expect(list.contentInset == Insets(top: 100))
    #expect(list.refreshInset == .zero)
    #expect(list.adjustedContentInset.top == 100)
    list.advance(by: 2)
    #expect(list.contentOffset.y == -100)
  }

  // MARK: - Thresholds follow the insets

  @Test func safeAreaTopArmsAtTheSameOffsetsAsContentInsetTop() {
    for pull: CGFloat in [10, 50, 53, 55, 60, 100, 200] {
      let (bySafeArea, safeAreaHeader, _) = makeHeaderList()
      bySafeArea.safeAreaInsets = Insets(top: 88)
      bySafeArea.contentOffset = CGPoint(x: 0, y: -88)
      let (byContentInset, contentInsetHeader, _) = makeHeaderList()
      byContentInset.contentInset = Insets(top: 88)
      byContentInset.contentOffset = CGPoint(x: 0, y: -88)

      bySafeArea.beginDrag()
      bySafeArea.drag(by: CGPoint(x: 0, y: pull))
      byContentInset.beginDrag()
      byContentInset.drag(by: CGPoint(x: 0, y: pull))
      #expect(bySafeArea.contentOffset == byContentInset.contentOffset, "finger \(pull)")
      #expect(safeAreaHeader.state == contentInsetHeader.state, "finger \(pull)")
      #expect(safeAreaHeader.showProgress == contentInsetHeader.showProgress, "finger \(pull)")
      let pulled = -bySafeArea.contentOffset.y - 88
      #expect(safeAreaHeader.state == (pulled >= 54 ? .pulling : .idle), "finger \(pull)")

      bySafeArea.endDrag()
      byContentInset.endDrag()
      #expect(safeAreaHeader.state == contentInsetHeader.state, "finger \(pull)")
      #expect(bySafeArea.refreshInset == byContentInset.refreshInset, "finger \(pull)")
    }
  }

  @Test func pullIsMeasuredFromTheTopInsetsWithoutTheHeadersOwnHold() {
    let (list, header, _) = makeHeaderList()
    list.safeAreaInsets = Insets(top: 88)
    list.contentInset = Insets(top: 12)
    list.contentOffset = CGPoint(x: 0, y: -100)
    list.beginDrag()
    Finger.pullDown(list, contentBy: 53)
    #expect(header.state == .idle)
    expectNearly(header.showProgress, 53.0 / 54)
    Finger.pullDown(list, contentBy: 55)
    #expect(header.state == .pulling)
    expectNearly(list.contentOffset.y, -155)
  }

  @Test func growingLargeTitleDuringThePullDisarmsTheHeader() {
    let (list, header, calls) = makeHeaderList()
    list.safeAreaInsets = Insets(top: 88)
    list.contentOffset = CGPoint(x: 0, y: -88)
    list.beginDrag()
    Finger.pullDown(list, contentBy: 60)
    #expect(header.state == .pulling)
    list.safeAreaInsets = Insets(top: 140)
    #expect(header.state == .idle)
    expectNearly(header.showProgress, 8.0 / 54)
    list.endDrag()
    #expect(header.state == .idle)
    #expect(calls.count == 0)
  }

  // MARK: - Last updated

  @Test func lastUpdatedTimeIsSetWhenARefreshEnds() {
    let (list, header, _) = makeHeaderList()
    let fixedDate = Date(timeIntervalSince1970: 1_700_000_000)
    header.currentDate = { fixedDate }
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    #expect(header.lastUpdatedTime == nil)

    list.beginDrag()
    Finger.pullDown(list, contentBy: 80)
    list.endDrag()
    #expect(header.isRefreshing)
    #expect(header.lastUpdatedTime == nil)

    header.endRefreshing()
    #expect(header.lastUpdatedTime == fixedDate)
  }

  @Test func cancelledPullLeavesTheLastUpdatedTimeAlone() {
    let (list, header, _) = makeHeaderList()
    header.currentDate = { Date(timeIntervalSince1970: 0) }
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    list.beginDrag()
    Finger.pullDown(list, contentBy: 80)
    list.cancelDrag()
    list.advance(by: 1)
    #expect(header.lastUpdatedTime == nil)
  }
}

// MARK: - Regressions found in review

extension RefreshHeaderTests {
  @Test(arguments: [0, -500, -1000, -2500] as [CGFloat])
  func aReleaseWithAnUpwardFlickStillHoldsTheWholeHeader(fingerVelocity: CGFloat) {
    let (list, header, calls) = makeHeaderList()
    list.safeAreaInsets.top = 88
    list.contentOffset.y = -88
    Finger.pullDown(list, contentBy: 100)
    list.endDrag(velocity: CGPoint(x: 0, y: fingerVelocity))
    list.advance(by: 2)
    #expect(header.isRefreshing)
    #expect(calls.count == 1)
    #expect(list.refreshInset.top == 54, "the spring back to the header does not shrink its own hold")
    expectNearly(list.contentOffset.y, -142)
  }

  @Test func anAppOffsetChangeDuringADragDoesNotArmTheHeader() {
    let (list, header, calls) = makeHeaderList()
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: -10))
    list.contentOffset = CGPoint(x: 0, y: -100)  // the app, mid-drag
    #expect(header.state == .idle)
    list.endDrag()
    #expect(header.state == .idle)
    #expect(calls.count == 0)
  }

  @Test func endingARefreshThatNeverRanDoesNotStampTheLastUpdatedTime() {
    let (list, header, _) = makeHeaderList()
    let store = InMemoryLastUpdatedStore()
    header.lastUpdatedStore = store
    list.refreshHeader = nil
    header.beginRefreshing()  // detached: willRefresh
    header.endRefreshing()  // cancelled before it ran
    #expect(header.lastUpdatedTime == nil)
    list.refreshHeader = header
    Finger.pullDown(list, contentBy: 70)
    #expect(header.state == .pulling)
    header.endRefreshing()  // while armed, not refreshing
    #expect(header.lastUpdatedTime == nil)
    #expect(header.refreshIfExpired(after: 60), "nothing refreshed yet: still expired")
  }
}

extension RefreshHeaderTests {
  @Test func theEndOfARefreshAlreadyReadsTheNewLastUpdatedDate() {
    let (list, header, _) = makeHeaderList()
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    header.currentDate = { now }
    var seenAtEnd: Date??
    header.onEvent = { event in
      if event == .stateChanged(from: .refreshing, to: .idle) { seenAtEnd = header.lastUpdatedTime }
    }
    header.beginRefreshing()
    list.advance(by: 0.5)
    header.endRefreshing()
    #expect(seenAtEnd == .some(now))
  }

  @Test func aFailedRefreshLeavesTheLastUpdatedDateAlone() {
    let (_, header, _) = makeHeaderList()
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    header.beginRefreshing()
    header.endRefreshing(result: .failure("offline"))
    #expect(header.lastUpdatedTime == nil)
  }
}

// MARK: - Regressions found in the second review

extension RefreshHeaderTests {
  @Test func anOffsetTheAppSetsWhileADragIsDeliveredDoesNotArm() {
    let (list, header, calls) = makeHeaderList()
    var moved = false
    let token = list.observe { event in
      guard case .contentOffset = event, !moved else { return }
      moved = true
      list.contentOffset.y = -150  // the app, from inside the drag's delivery
    }
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: 1))
    #expect(header.state == .idle)
    list.endDrag()
    #expect(header.state == .idle)
    #expect(calls.count == 0)
    token.cancel()
  }

  @Test func aFlingThatOvershootsTheTopWhileRefreshingShowsTheHeaderAgain() {
    let (list, header, _) = makeHeaderList()
    header.beginRefreshing()
    list.advance(by: 1)
    #expect(list.refreshInset.top == 54)
    Finger.moveContent(list, toY: 200)
    #expect(list.refreshInset.top == 0, "scrolled into the content: the hold is gone")
    list.drag(by: CGPoint(x: 0, y: 20))
    list.endDrag(velocity: CGPoint(x: 0, y: 3000))
    list.advance(by: 2)
    #expect(header.isRefreshing)
    #expect(list.refreshInset.top == 54)
    expectNearly(list.contentOffset.y, -54)
  }

  @Test func hidingOrDetachingARefreshEndsItAsCancelledWithoutStampingTheDate() {
    let (list, header, _) = makeHeaderList()
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    header.beginRefreshing()
    header.isHidden = true
    #expect(header.lastResult == .cancelled)
    #expect(header.lastUpdatedTime == nil)
    header.isHidden = false
    header.minimumRefreshingDuration = 1
    header.beginRefreshing()
    list.advance(by: 0.1)
    header.endRefreshing(result: .failure("offline"))  // deferred by the minimum duration
    list.refreshHeader = nil
    #expect(header.lastResult == .failure("offline"), "the app's result survives the detach")
    #expect(header.lastUpdatedTime == nil)
  }
}

extension AutoRefreshFooterTests {
  @Test func aFlingFrameTheAppMovesToTheBottomNeverLoads() {
    let list = makePhoneList()
    let calls = ActionCounter()
    let footer = AutoRefreshFooter { calls.count += 1 }
    list.refreshFooter = footer
    var moved = false
    let token = list.observe { event in
      guard case .contentOffset = event, list.isDecelerating, !moved else { return }
      moved = true
      list.contentOffset.y = 1400  // the app, from inside a fling frame's delivery
    }
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: -10))
    list.endDrag(velocity: CGPoint(x: 0, y: -300))
    list.advance(by: 0.1)
    #expect(moved)
    #expect(calls.count == 0)
    token.cancel()
  }

  @Test func onShortContentAHeaderReleaseDoesNotAlsoLoadTheFooter() {
    final class EarlyHeader: RefreshHeader {
      override func willRefreshHeight() -> CGFloat { 40 }
    }
    let list = makePhoneList(contentHeight: 300)
    let headerCalls = ActionCounter()
    let footerCalls = ActionCounter()
    list.refreshHeader = EarlyHeader { headerCalls.count += 1 }
    list.refreshFooter = AutoRefreshFooter { footerCalls.count += 1 }
    Finger.pullDown(list, contentBy: 45)
    list.endDrag()
    #expect(headerCalls.count == 1)
    #expect(footerCalls.count == 0)
  }
}
