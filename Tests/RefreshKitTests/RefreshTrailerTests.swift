import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

@Suite @MainActor struct RefreshTrailerTests {
  /// Content 1000 wide in a 375 viewport as tall as the content: the right bound is 625 until the trailer holds 60.
  func makeCarousel(contentWidth: CGFloat = 1000) -> (ScrollModel, RefreshTrailer, ActionCounter) {
    let list = makePhoneList(contentHeight: 667, contentWidth: contentWidth)
    let calls = ActionCounter()
    let trailer = RefreshTrailer { calls.count += 1 }
    list.refreshTrailer = trailer
    return (list, trailer, calls)
  }

  @Test func attachingSetsHorizontalBounceAndPlacesTheTrailerAfterTheContent() {
    let (list, trailer, _) = makeCarousel()
    #expect(list.alwaysBounceHorizontal)
    #expect(!list.alwaysBounceVertical)
    #expect(trailer.width == 60)
    #expect(trailer.frame == CGRect(x: 1000, y: 0, width: 60, height: 667))
    #expect(list.refreshInset == .zero)
    #expect(list.refreshTrailer === trailer)
  }

  @Test func pullingLeftPastTheTriggerAndReleasingRefreshesAndHoldsOnTheRight() {
    let (list, trailer, calls) = makeCarousel()
    list.contentOffset = CGPoint(x: 625, y: 0)
    list.beginDrag()
    Finger.pullLeft(list, contentBy: 45)
    #expect(trailer.state == .idle)
    expectNearly(trailer.showProgress, 0.75)
    Finger.pullLeft(list, contentBy: 70)
    #expect(trailer.state == .pulling)
    Finger.pullLeft(list, contentBy: 50)
    #expect(trailer.state == .idle)
    Finger.pullLeft(list, contentBy: 90)
    #expect(trailer.state == .pulling)
    list.endDrag(velocity: CGPoint(x: -400, y: 0))
    #expect(trailer.state == .refreshing)
    #expect(calls.count == 1)
    #expect(list.refreshInset == Insets(right: 60))
    list.advance(by: 1)
    #expect(list.contentOffset == CGPoint(x: 685, y: 0))

    trailer.endRefreshing()
    #expect(trailer.state == .idle)
    #expect(list.refreshInset == .zero)
    list.advance(by: 1)
    #expect(list.contentOffset == CGPoint(x: 625, y: 0))
    #expect(calls.count == 1)
  }

  @Test func aHeaderRefreshEndingWhileTheTrailerHoldsLeavesTheTrailersNextPullAsBefore() {
    let (list, trailer, calls) = makeCarousel()
    let header = RefreshHeader()
    list.refreshHeader = header
    list.contentOffset = CGPoint(x: 625, y: 0)
    trailer.beginRefreshing()
    header.beginRefreshing()
    list.advance(by: 1)
    #expect(list.refreshInset == Insets(top: 54, right: 60))
    header.endRefreshing()
    trailer.endRefreshing()
    list.advance(by: 1)
    #expect(list.refreshInset == .zero)
    #expect(list.contentOffset.x == 625)
    // The same pull as on a list that never held anything: armed just past its 60 pt.
    list.beginDrag()
    Finger.pullLeft(list, contentBy: 45)
    expectNearly(trailer.showProgress, 0.75)
    Finger.pullLeft(list, contentBy: 70)
    #expect(trailer.state == .pulling)
    list.endDrag()
    #expect(trailer.state == .refreshing)
    #expect(calls.count == 2)
  }

  @Test func fingerMovingLeftFromRestPullsTheTrailer() {
    let (list, trailer, calls) = makeCarousel()
    list.contentOffset = CGPoint(x: 625, y: 0)
    list.beginDrag()
    list.drag(by: CGPoint(x: -200, y: 0))
    #expect(list.contentOffset.x > 625 + 60)
    #expect(trailer.state == .pulling)
    list.endDrag()
    #expect(calls.count == 1)
  }

  @Test func narrowContentHoldsTheTrailerAtTheViewportsRightEdge() {
    let (list, trailer, calls) = makeCarousel(contentWidth: 200)
    #expect(trailer.frame.minX == 375)
    list.beginDrag()
    Finger.pullLeft(list, contentBy: 70)
    #expect(trailer.state == .pulling)
    list.endDrag()
    #expect(calls.count == 1)
    #expect(list.refreshInset == Insets(right: 60 + 175))
    list.advance(by: 1)
    #expect(list.contentOffset.x == 60)
    trailer.endRefreshing()
    list.advance(by: 1)
    #expect(list.contentOffset.x == 0)
  }

  @Test func cancelledDragsAppOffsetsAndVerticalDragsNeverRefresh() {
    let (list, trailer, calls) = makeCarousel()
    list.contentOffset = CGPoint(x: 625, y: 0)
    list.beginDrag()
    Finger.pullLeft(list, contentBy: 120)
    list.cancelDrag()
    #expect(trailer.state == .idle)
    list.advance(by: 1)
    list.contentOffset = CGPoint(x: 900, y: 0)
    list.advance(by: 1)
    #expect(list.contentOffset.x == 625)
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: -400))
    list.endDrag()
    #expect(trailer.state == .idle)
    #expect(calls.count == 0)
    #expect(list.refreshInset == .zero)
  }

  @Test func beginRefreshingHoldsAndScrollsTheTrailerIntoView() {
    let (list, trailer, calls) = makeCarousel()
    list.contentOffset = CGPoint(x: 500, y: 0)  // near the end (RevealTests: from afar it refreshes in place)
    trailer.beginRefreshing()
    #expect(trailer.state == .refreshing)
    #expect(calls.count == 1)
    #expect(list.refreshInset == Insets(right: 60))
    list.advance(by: 0.3)
    expectNearly(list.contentOffset.x, 685)
    trailer.beginRefreshing()
    #expect(calls.count == 1)
  }

  @Test func pullsWhileRefreshingNeverCallTheActionAgain() {
    let (list, trailer, calls) = makeCarousel()
    trailer.beginRefreshing()
    list.advance(by: 1)
    for _ in 0..<3 {
      list.beginDrag()
      Finger.pullLeft(list, contentBy: 150)
      list.endDrag()
      list.advance(by: 1)
    }
    #expect(trailer.state == .refreshing)
    #expect(calls.count == 1)
    #expect(list.refreshInset == Insets(right: 60))
  }
}
