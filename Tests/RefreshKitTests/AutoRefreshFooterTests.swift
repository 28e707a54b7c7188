import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

@Suite @MainActor struct AutoRefreshFooterTests {
  /// Content 2000 tall in a 667 viewport: with the footer's 44 the bottom bound is 1377, where the footer is fully in
  /// view.
  func makeFooterList(contentHeight: CGFloat = 2000) -> (ScrollModel, AutoRefreshFooter, ActionCounter) {
    let list = makePhoneList(contentHeight: contentHeight)
    let calls = ActionCounter()
    let footer = AutoRefreshFooter { calls.count += 1 }
    list.refreshFooter = footer
    return (list, footer, calls)
  }

  // MARK: - Holding its place

  @Test func attachedFooterSitsAfterTheContentAndHoldsItsHeightInEveryState() {
    let (list, footer, calls) = makeFooterList()
    #expect(footer.height == 44)
    #expect(list.alwaysBounceVertical)
    #expect(footer.frame == CGRect(x: 0, y: 2000, width: 375, height: 44))
    #expect(list.refreshInset == Insets(bottom: 44))
    #expect(list.maximumContentOffset.y == 1377)

    footer.tap()
    #expect(footer.state == .refreshing)
    #expect(list.refreshInset == Insets(bottom: 44))
    footer.endRefreshing()
    #expect(footer.state == .idle)
    #expect(list.refreshInset == Insets(bottom: 44))
    footer.endRefreshingWithNoMoreData()
    #expect(footer.state == .noMoreData)
    #expect(list.refreshInset == Insets(bottom: 44))
    footer.resetNoMoreData()
    #expect(list.refreshInset == Insets(bottom: 44))
    #expect(calls.count == 1)

    list.contentSize = CGSize(width: 375, height: 2500)
    #expect(footer.frame == CGRect(x: 0, y: 2500, width: 375, height: 44))
    #expect(list.refreshInset == Insets(bottom: 44))
  }

  // MARK: - Loading while the user scrolls

  @Test func scrollingDownUntilTheFooterIsFullyInViewLoadsOnce() {
    let (list, footer, calls) = makeFooterList()
    list.contentOffset = CGPoint(x: 0, y: 1000)
    list.beginDrag()
    Finger.moveContent(list, toY: 1300)
    #expect(footer.state == .idle)
    #expect(footer.showProgress == 0)
    Finger.moveContent(list, toY: 1360)
    #expect(footer.state == .idle)
    expectNearly(footer.showProgress, 27.0 / 44)
    #expect(calls.count == 0)

    Finger.moveContent(list, toY: 1377)
    #expect(footer.state == .refreshing)
    #expect(calls.count == 1)
    Finger.moveContent(list, toY: 1395)
    list.endDrag()
    list.advance(by: 1)
    #expect(list.contentOffset.y == 1377)
    #expect(calls.count == 1)
    #expect(list.refreshInset == Insets(bottom: 44))
  }

  @Test func halfTriggerPercentLoadsWhenHalfTheFooterShows() {
    let (list, footer, calls) = makeFooterList()
    footer.triggerAutomaticallyRefreshPercent = 0.5
    list.contentOffset = CGPoint(x: 0, y: 1200)
    list.beginDrag()
    Finger.moveContent(list, toY: 1350)
    #expect(footer.state == .idle)
    Finger.moveContent(list, toY: 1356)
    #expect(footer.state == .refreshing)
    #expect(calls.count == 1)
  }

  @Test func preloadDistanceLoadsBeforeTheFooterShows() {
    let (list, footer, calls) = makeFooterList()
    footer.preloadDistance = 300
    list.contentOffset = CGPoint(x: 0, y: 800)
    list.beginDrag()
    Finger.moveContent(list, toY: 1020)
    #expect(footer.state == .idle)
    Finger.moveContent(list, toY: 1040)
    #expect(footer.state == .refreshing)
    #expect(calls.count == 1)
  }

  @Test func aListSettlingBackAfterTheAppRemovesAnInsetLoadsNothing() {
    // A page barely taller than the screen, set to load well before its end: the first motion the list ever makes
    // is the settle after the app takes away a banner's inset, and it ends where a user's scroll would load.
    let (list, footer, calls) = makeFooterList(contentHeight: 700)
    footer.preloadDistance = 200
    list.contentInset = Insets(top: 100)
    list.contentOffset = CGPoint(x: 0, y: -100)
    list.contentInset = .zero
    list.advance(by: 2)
    #expect(list.contentOffset.y == 0, "the list settled at its top")
    #expect(footer.state == .idle)
    #expect(calls.count == 0)
  }

  @Test func flingAfterTheReleaseLoadsWhenTheFooterComesIntoView() {
    let (list, footer, calls) = makeFooterList()
    list.contentOffset = CGPoint(x: 0, y: 600)
    list.beginDrag()
    Finger.moveContent(list, toY: 620)
    list.endDrag(velocity: CGPoint(x: 0, y: -2000))
    #expect(footer.state == .idle)
    var loadedAt: CGFloat?
    for _ in 0..<240 {
      list.advance(by: 1.0 / 120)
      if loadedAt == nil, footer.state == .refreshing { loadedAt = list.contentOffset.y }
    }
    #expect(calls.count == 1)
    #expect(footer.state == .refreshing)
    #expect((loadedAt ?? 0) >= 1377)
    #expect(list.contentOffset.y == 1377)
  }

  @Test func slowScrollThatStopsShortOfTheFooterDoesNotLoad() {
    let (list, footer, calls) = makeFooterList()
    list.contentOffset = CGPoint(x: 0, y: 1000)
    list.beginDrag()
    Finger.moveContent(list, toY: 1200)
    list.endDrag(velocity: CGPoint(x: 0, y: -100))
    list.advance(by: 3)
    #expect(list.contentOffset.y < 1377)
    #expect(footer.state == .idle)
    #expect(calls.count == 0)
  }

  @Test func aDragLoadsAtMostOnceByDefault() {
    let (list, footer, calls) = makeFooterList()
    list.contentOffset = CGPoint(x: 0, y: 1200)
    list.beginDrag()
    Finger.moveContent(list, toY: 1380)
    #expect(calls.count == 1)
    footer.endRefreshing()
    Finger.moveContent(list, toY: 1100)
    Finger.moveContent(list, toY: 1390)
    #expect(footer.state == .idle)
    list.endDrag()
    #expect(footer.state == .idle, "release at the bottom edge is within the same drag's budget")
    list.advance(by: 1)
    #expect(calls.count == 1)

    list.beginDrag()
    Finger.moveContent(list, toY: 1200)
    Finger.moveContent(list, toY: 1385)
    #expect(footer.state == .refreshing)
    #expect(calls.count == 2)
  }

  @Test func autoTriggerTimesAllowsThatManyLoadsPerDrag() {
    let (list, footer, calls) = makeFooterList()
    footer.autoTriggerTimes = 2
    list.contentOffset = CGPoint(x: 0, y: 1200)
    list.beginDrag()
    for _ in 0..<4 {
      Finger.moveContent(list, toY: 1390)
      footer.endRefreshing()
      Finger.moveContent(list, toY: 1200)
    }
    #expect(calls.count == 2)
  }

  @Test func autoTriggerTimesZeroLoadsEveryTimeTheFooterComesIntoView() {
    let (list, footer, calls) = makeFooterList()
    footer.autoTriggerTimes = 0
    list.contentOffset = CGPoint(x: 0, y: 1200)
    list.beginDrag()
    for _ in 0..<5 {
      Finger.moveContent(list, toY: 1390)
      footer.endRefreshing()
      Finger.moveContent(list, toY: 1200)
    }
    #expect(calls.count == 5)
  }

  @Test func releaseAtTheBottomEdgeLoads() {
    let (list, footer, calls) = makeFooterList()
    list.contentOffset = CGPoint(x: 0, y: 1377)
    #expect(footer.state == .idle)
    list.beginDrag()
    list.endDrag()
    #expect(footer.state == .refreshing)
    #expect(calls.count == 1)
  }

  @Test func appSettingOffsetToTheBottomNeverLoads() {
    let (list, footer, calls) = makeFooterList()
    list.contentOffset = CGPoint(x: 0, y: 1377)
    list.contentOffset = CGPoint(x: 0, y: 1600)
    list.advance(by: 1)
    #expect(list.contentOffset.y == 1377)
    list.contentOffset = .zero
    list.setContentOffset(CGPoint(x: 0, y: 1377), animated: true)
    list.advance(by: 1)
    #expect(list.contentOffset.y == 1377)
    #expect(footer.state == .idle)
    #expect(calls.count == 0)
  }

  // MARK: - Short content

  @Test func shortContentIsReportedAndTheFooterShowsInsideTheViewport() {
    let (list, footer, _) = makeFooterList(contentHeight: 300)
    #expect(footer.isContentShorterThanViewport)
    #expect(footer.frame == CGRect(x: 0, y: 300, width: 375, height: 44))
    #expect(footer.frame.maxY <= list.frame.height)

    let (longList, longFooter, _) = makeFooterList()
    #expect(!longFooter.isContentShorterThanViewport)
    #expect(longList.refreshInset == Insets(bottom: 44))

    list.refreshFooter = nil
    #expect(!footer.isContentShorterThanViewport, "a footer on no list has no content to compare")
  }

  @Test func contentThatOverflowsOnlyWithTheBottomBarAndFooterLoadsAtItsEndNotPartWay() {
    // 540 pt of rows under an 88-pt bar, above a 34-pt home indicator and the 44-pt footer: 706 pt in 667, so the
    // list scrolls 39 pt, and a release part way down is no release at the end.
    let list = makePhoneList(contentHeight: 540)
    list.safeAreaInsets = Insets(top: 88, bottom: 34)
    let calls = ActionCounter()
    let footer = AutoRefreshFooter { calls.count += 1 }
    list.refreshFooter = footer
    list.contentOffset = list.minimumContentOffset
    #expect(!footer.isContentShorterThanViewport)
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: -10))
    list.endDrag()
    list.advance(by: 1)
    #expect(calls.count == 0, "released 29 pt before the end")
    #expect(footer.state == .idle)
    #expect(list.contentOffset.y == -78)
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: -29))
    #expect(list.contentOffset.y == list.maximumContentOffset.y)
    list.endDrag()
    #expect(calls.count == 1, "released at the end")
  }

  @Test func shortContentDragUpAndReleaseLoadsExactlyOnce() {
    let (list, footer, calls) = makeFooterList(contentHeight: 300)
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: -40))
    list.drag(by: CGPoint(x: 0, y: -40))
    #expect(list.contentOffset.y > 0)
    #expect(footer.state == .idle)
    #expect(calls.count == 0)
    list.endDrag(velocity: CGPoint(x: 0, y: -500))
    #expect(footer.state == .refreshing)
    #expect(calls.count == 1)
    list.advance(by: 1)
    #expect(list.contentOffset.y == 0)
    #expect(calls.count == 1)
    footer.endRefreshing()
    list.advance(by: 1)
    #expect(calls.count == 1)
    #expect(footer.state == .idle)
  }

  @Test func shortContentPulledDownAndReleasedDoesNotLoad() {
    let (list, footer, calls) = makeFooterList(contentHeight: 300)
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: 120))
    list.endDrag(velocity: CGPoint(x: 0, y: 300))
    list.advance(by: 2)
    #expect(footer.state == .idle)
    #expect(calls.count == 0)
    list.beginDrag()
    list.endDrag()
    #expect(calls.count == 0, "a touch without a drag up is no request")
  }

  // MARK: - Never

  @Test func contentPulledIntoTheHeaderZoneNeverLoads() {
    for contentHeight: CGFloat in [2000, 700, 640] {
      let (list, footer, calls) = makeFooterList(contentHeight: contentHeight)
      list.beginDrag()
      Finger.moveContent(list, toY: -120)
      Finger.moveContent(list, toY: -30)
      list.endDrag(velocity: CGPoint(x: 0, y: -300))
      #expect(footer.state == .idle, "content \(contentHeight)")
      for _ in 0..<120 {
        list.advance(by: 1.0 / 60)
        #expect(footer.state == .idle, "content \(contentHeight)")
      }
      #expect(calls.count == 0, "content \(contentHeight)")
    }
  }

  @Test func noMoreDataNeverLoadsByDragFlingOrTap() {
    let (list, footer, calls) = makeFooterList()
    footer.endRefreshingWithNoMoreData()
    #expect(footer.state == .noMoreData)

    list.contentOffset = CGPoint(x: 0, y: 1000)
    list.beginDrag()
    Finger.moveContent(list, toY: 1400)
    list.endDrag()
    list.advance(by: 1)
    list.beginDrag()
    Finger.moveContent(list, toY: 1000)
    list.endDrag(velocity: CGPoint(x: 0, y: -3000))
    list.advance(by: 3)
    footer.tap()
    footer.beginRefreshing()
    #expect(footer.state == .noMoreData)
    #expect(calls.count == 0)
    #expect(list.refreshInset == Insets(bottom: 44))
  }

  @Test func tapInIdleLoadsEvenWithTheDragBudgetUsed() {
    let (list, footer, calls) = makeFooterList()
    list.contentOffset = CGPoint(x: 0, y: 1300)
    list.beginDrag()
    Finger.moveContent(list, toY: 1380)
    #expect(calls.count == 1)
    footer.endRefreshing()
    footer.tap()
    #expect(footer.state == .refreshing)
    #expect(calls.count == 2)
    footer.tap()
    #expect(calls.count == 2, "a tap while loading does nothing")
  }

  @Test func growingContentAfterALoadNeverLoadsAgainWithoutANewDrag() {
    let (list, footer, calls) = makeFooterList()
    list.contentOffset = CGPoint(x: 0, y: 1200)
    list.beginDrag()
    Finger.moveContent(list, toY: 1400)
    list.endDrag(velocity: CGPoint(x: 0, y: -800))
    #expect(calls.count == 1)
    list.advance(by: 0.05)
    footer.endRefreshing()
    for height: CGFloat in [2010, 2030, 2060, 2120, 2200, 2400] {
      list.contentSize = CGSize(width: 375, height: height)
      list.advance(by: 0.05)
      #expect(footer.state == .idle, "content \(height)")
    }
    list.advance(by: 2)
    for height: CGFloat in [2430, 2450, 2500] {
      list.contentSize = CGSize(width: 375, height: height)
      list.advance(by: 0.1)
    }
    #expect(calls.count == 1)

    list.beginDrag()
    Finger.moveContent(list, toY: list.maximumContentOffset.y + 5)
    #expect(calls.count == 2)
  }

  // MARK: - Commands

  @Test func endWithNoMoreDataThenEndRefreshingEndsIdle() {
    let (list, footer, calls) = makeFooterList()
    footer.tap()
    footer.endRefreshingWithNoMoreData()
    footer.endRefreshing()
    #expect(footer.state == .idle)
    #expect(list.refreshInset == Insets(bottom: 44))
    footer.tap()
    #expect(footer.state == .refreshing)
    #expect(calls.count == 2)
  }

  @Test func resetNoMoreDataThenBeginRefreshingLoadsOnce() {
    let (list, footer, calls) = makeFooterList()
    footer.endRefreshingWithNoMoreData()
    footer.resetNoMoreData()
    #expect(footer.state == .idle)
    footer.beginRefreshing()
    #expect(footer.state == .refreshing)
    #expect(calls.count == 1)
    footer.beginRefreshing()
    #expect(calls.count == 1)
    #expect(list.refreshInset == Insets(bottom: 44))
  }

  @Test func beginRefreshingInNoMoreDataDoesNothing() {
    let (list, footer, calls) = makeFooterList()
    footer.endRefreshingWithNoMoreData()
    footer.beginRefreshing()
    #expect(list.refreshFooter === footer)
    #expect(footer.state == .noMoreData)
    #expect(calls.count == 0)
  }
}

// MARK: - Regressions found in review

extension AutoRefreshFooterTests {
  @Test func anAppOffsetChangeDuringADragNeverLoads() {
    let list = makePhoneList()
    let calls = ActionCounter()
    let footer = AutoRefreshFooter { calls.count += 1 }
    list.refreshFooter = footer
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: -10))
    list.contentOffset = CGPoint(x: 0, y: list.maximumContentOffset.y)  // the app scrolls to the bottom mid-drag
    #expect(footer.state == .idle)
    #expect(calls.count == 0)
  }
}

// MARK: - Regressions found in the API audit

extension AutoRefreshFooterTests {
  @Test func aReleaseWhereTheAppMovedTheContentDuringTheDragDoesNotLoad() {
    let list = makePhoneList()
    let calls = ActionCounter()
    let footer = AutoRefreshFooter { calls.count += 1 }
    list.refreshFooter = footer
    Finger.moveContent(list, toY: 500)
    list.contentOffset = CGPoint(x: 0, y: list.maximumContentOffset.y)  // the app, while the finger is down
    list.endDrag()
    #expect(calls.count == 0)
    // The same release where the user brought the content loads.
    Finger.moveContent(list, toY: list.maximumContentOffset.y)
    list.endDrag()
    #expect(calls.count == 1)
  }

  @Test func aLoadEndedByHidingIsCancelledNotAFailureToRetry() {
    let list = makePhoneList()
    let footer = AutoRefreshFooter {}
    list.refreshFooter = footer
    footer.tap()
    footer.isHidden = true
    footer.isHidden = false
    #expect(footer.lastResult == .cancelled)
    #expect(!footer.isWaitingForRetry)
    list.refreshFooter = nil
    list.refreshFooter = footer
    footer.tap()
    list.refreshFooter = nil
    #expect(footer.lastResult == .cancelled)
    #expect(!footer.isWaitingForRetry)
  }
}
