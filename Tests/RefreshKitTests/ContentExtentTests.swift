import Foundation
import Testing

@_spi(Hosting) @testable import RefreshKit
@testable import RefreshKitTools

/// A component grows to fit what it draws at large text sizes (issue 44, item 5): the rule of the thickness its parts
/// need (`RefreshLayout.fittingExtent`), and a header, a footer and their holds following `contentExtent`.
@Suite @MainActor struct ContentExtentTests {
  // MARK: - The rule

  @Test func textAtTheDefaultSizeFitsTheStockHeights() {
    // The stock header's title (14-point bold, 16.8 tall) and last-updated line (13-point, 15.6 tall).
    let header = RefreshLayout.fittingExtent(
      axis: .horizontal, titleSize: CGSize(width: 150, height: 16.8), subtitleSize: CGSize(width: 190, height: 15.6))
    #expect(header == 50)
    #expect(header <= 54, "a 54-point header does not grow at the default text size")
    let footer = RefreshLayout.fittingExtent(axis: .horizontal, titleSize: CGSize(width: 150, height: 16.8))
    #expect(footer == 33)
    #expect(footer <= 44, "a 44-point footer does not grow at the default text size")
  }

  @Test func twoLinesNeedTwiceTheTallerAndAMarginAboveAndBelow() {
    let both = RefreshLayout.fittingExtent(
      axis: .horizontal, titleSize: CGSize(width: 300, height: 40), subtitleSize: CGSize(width: 280, height: 35))
    #expect(both == 96)
    let title = RefreshLayout.fittingExtent(axis: .horizontal, titleSize: CGSize(width: 300, height: 40))
    #expect(title == 56)
    let subtitle = RefreshLayout.fittingExtent(
      axis: .horizontal, titleSize: nil, subtitleSize: CGSize(width: 300, height: 35))
    #expect(subtitle == 51)
    #expect(RefreshLayout.fittingExtent(axis: .horizontal, titleSize: nil) == 0, "no text needs nothing")
  }

  @Test func aFractionRoundsUpAndBadSizesCountAsNothing() {
    let fraction = RefreshLayout.fittingExtent(axis: .horizontal, titleSize: CGSize(width: 100, height: 40.2))
    #expect(fraction == 57)
    let bad = RefreshLayout.fittingExtent(
      axis: .horizontal, titleSize: CGSize(width: 100, height: CGFloat.nan),
      subtitleSize: CGSize(width: 100, height: -30))
    #expect(bad == 0)
    let infinite = RefreshLayout.fittingExtent(
      axis: .horizontal, titleSize: CGSize(width: 100, height: CGFloat.infinity))
    #expect(infinite == 0)
  }

  @Test func aTrailerKeepsItsWidth() {
    let trailer = RefreshLayout.fittingExtent(axis: .vertical, titleSize: CGSize(width: 20, height: 300))
    #expect(trailer == 0)
  }

  // MARK: - The component

  @Test func aHeaderWhoseTextNeedsMoreGrowsAndItsTriggerAndHoldWithIt() {
    let list = makePhoneList()
    let calls = ActionCounter()
    let header = RefreshHeader { calls.count += 1 }
    list.refreshHeader = header
    header.setContentExtent(96)
    #expect(header.height == 54, "the app's height stays what it set")
    #expect(header.frame == CGRect(x: 0, y: -96, width: 375, height: 96))
    #expect(header.willRefreshHeight() == 96)
    #expect(header.refreshingHoldHeight() == 96)
    pullDown(list, by: 90)
    #expect(header.state == .idle, "a pull short of the grown header's height does not arm")
    list.drag(by: CGPoint(x: 0, y: 140))
    #expect(header.state == .pulling)
    list.endDrag()
    list.advance(by: 1)
    #expect(header.state == .refreshing)
    #expect(calls.count == 1)
    #expect(list.refreshInset.top == 96)
    #expect(list.contentOffset.y == -96, "the whole grown header shows while it refreshes")
  }

  @Test func theHoldGrowsDuringARefreshButShrinksOnlyOnceIdle() {
    let list = makePhoneList()
    let header = RefreshHeader {}
    list.refreshHeader = header
    pullToRefresh(list)
    #expect(list.refreshInset.top == 54)
    header.setContentExtent(80)
    #expect(list.refreshInset.top == 80, "a larger text size grows the hold at once")
    header.setContentExtent(60)
    #expect(header.contentExtent == 80, "a shorter title does not pull the content up mid-refresh")
    #expect(list.refreshInset.top == 80)
    header.endRefreshing()
    list.advance(by: 1)
    #expect(list.refreshInset == .zero)
    header.setContentExtent(30)
    #expect(header.contentExtent == 30, "idle, it takes what is measured")
    #expect(header.frame.height == 54, "never thinner than its height")
  }

  @Test func underTheFingerItOnlyGrows() {
    let list = makePhoneList()
    let header = RefreshHeader {}
    list.refreshHeader = header
    header.setContentExtent(70)
    pullDown(list, by: 200)
    #expect(header.state == .pulling)
    header.setContentExtent(50)
    #expect(header.frame.height == 70)
    Finger.moveContent(list, toY: 0)
    list.endDrag()
    list.advance(by: 1)
    #expect(header.state == .idle)
    header.setContentExtent(50)
    #expect(header.frame.height == 54)
  }

  @Test func theAppsHeightStillWinsWhenItIsTheLarger() {
    let list = makePhoneList()
    let header = RefreshHeader {}
    list.refreshHeader = header
    header.setContentExtent(70)
    header.height = 100
    #expect(header.frame.height == 100)
    header.height = 40
    #expect(header.frame.height == 70)
    #expect(header.height == 40)
  }

  @Test func anAutoFooterGrowsAndHoldsItsGrownHeight() {
    let list = makePhoneList()
    let footer = AutoRefreshFooter {}
    list.refreshFooter = footer
    #expect(list.refreshInset.bottom == 44)
    footer.setContentExtent(60)
    #expect(footer.height == 44)
    #expect(footer.frame.height == 60)
    #expect(list.refreshInset.bottom == 60)
  }

  @Test func heightReadsWhatTheAppSetAndEffectiveHeightTheHeightShown() {
    let list = makePhoneList()
    let header = RefreshHeader {}
    let footer = AutoRefreshFooter {}
    let trailer = RefreshTrailer {}
    list.refreshHeader = header
    list.refreshFooter = footer
    #expect(header.effectiveHeight == 54, "at the default text size the two agree")
    header.setContentExtent(96)
    footer.setContentExtent(60)
    trailer.setContentExtent(80)
    #expect(header.height == 54)
    #expect(header.effectiveHeight == 96)
    #expect(header.effectiveHeight == header.frame.height, "MJRefresh's mj_h: the height drawn")
    #expect(footer.height == 44)
    #expect(footer.effectiveHeight == 60)
    #expect(footer.effectiveHeight == footer.frame.height)
    #expect(trailer.width == 60)
    #expect(trailer.effectiveWidth == 80)
    header.height = 120
    #expect(header.effectiveHeight == 120, "a height set above the content's need is the height")
    header.setContentExtent(0)
    header.height = 54
    #expect(header.effectiveHeight == 54, "back to the app's height once the text fits")
  }

  @Test func aBadContentExtentIsRefusedAndReported() {
    let header = RefreshHeader()
    let (_, diagnostics) = RefreshDiagnostics.collect {
      header.setContentExtent(.nan)
      header.setContentExtent(-5)
      header.setContentExtent(.infinity)
    }
    #expect(diagnostics.map(\.member) == Array(repeating: "RefreshHeader.contentExtent", count: 3))
    #expect(header.contentExtent == 0)
    #expect(header.extent == 54)
  }
}
