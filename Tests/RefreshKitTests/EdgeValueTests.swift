import Foundation
import Testing

@_spi(Testing) @testable import RefreshKit
@testable import RefreshKitTools

/// A header whose app override of the trigger distance answers 0: "refresh at once", which no pull can mean.
@MainActor private final class ZeroTriggerHeader: RefreshHeader {
  override func willRefreshHeight() -> CGFloat { 0 }
}

// Values at their exact edges (seed 70529): a trigger distance of 0, a footer of no height, an expired header half a
// point from the top.
@Suite @MainActor struct EdgeValueTests {
  @Test func aHeaderWhoseTriggerDistanceIsZeroIsReportedAndArmsAtItsDefaultDistance() {
    let list = makePhoneList()
    let header = ZeroTriggerHeader()
    let (_, diagnostics) = RefreshDiagnostics.collect {
      list.refreshHeader = header
      list.beginDrag()
      Finger.pullDown(list, contentBy: 1)
      #expect(header.state == .idle, "a point of pull arms nothing")
      Finger.pullDown(list, contentBy: 53)
      #expect(header.state == .idle)
      Finger.pullDown(list, contentBy: 55)
      #expect(header.state == .pulling, "armed past the header's 54 points, as without the override")
      list.endDrag()
    }
    #expect(header.actionCount == 1)
    #expect(diagnostics.map(\.member) == ["ZeroTriggerHeader.willRefreshHeight()"])
  }

  @Test func aFooterOfNoHeightShowsNoProgressBeforeOrPastTheEnd() {
    let list = makePhoneList()
    let footer = AutoRefreshFooter {}
    footer.height = 0
    footer.isAutomaticallyRefresh = false  // loads on a tap only: the finger may go past the end
    list.refreshFooter = footer
    list.contentOffset = CGPoint(x: 0, y: 1000)
    list.beginDrag()
    for y: CGFloat in [1300, 1333, 1340] {  // before, at and past the end of the content
      Finger.moveContent(list, toY: y)
      #expect(footer.showProgress == 0, "at \(y): nothing of it to show")
    }
    #expect(footer.state == .idle)
  }

  @Test(arguments: [(0.5, true), (0.75, false)])
  func anExpiredHeaderHalfAPointFromTheTopShowsItself(_ offset: CGFloat, _ showsItself: Bool) {
    // Half a point is a rounding off the top: the list is at its top and the header glides into view; more is the
    // user's own scroll, which an expiry never moves.
    let list = makePhoneList()
    let header = RefreshHeader {}
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    list.refreshHeader = header
    list.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
    #expect(header.refreshIfExpired(after: 600))
    list.advance(by: 1)
    #expect(header.state == .refreshing)
    #expect(list.contentOffset.y == (showsItself ? -54 : offset))
  }

  @Test func aPreloadOfNoRowsIsTakenAndTheFooterLoadsAtTheEndAgain() {
    // The app preloaded 5 rows ahead, then learns the page is the last but one and asks for none.
    let list = makePhoneList()
    let footer = AutoRefreshFooter {}
    list.refreshFooter = footer
    footer.preload(itemCount: 5, rowHeight: 44)
    let (_, diagnostics) = RefreshDiagnostics.collect { footer.preload(itemCount: 0, rowHeight: 44) }
    #expect(diagnostics.isEmpty, "no rows ahead is a count like any other")
    list.contentOffset = CGPoint(x: 0, y: 1000)
    list.beginDrag()
    Finger.moveContent(list, toY: 1300)  // 5 rows from the footer: where the old preload loaded
    #expect(footer.actionCount == 0)
    Finger.moveContent(list, toY: 1377)  // the footer all in view
    #expect(footer.actionCount == 1)
    list.endDrag()
  }
}
