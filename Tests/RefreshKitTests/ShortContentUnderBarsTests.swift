import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

// Found by mutation testing (issue 16): content shorter than the viewport rests under the top bar (or beside a left
// inset), so a back footer or a trailer measures its pull from there, and arms at its own height, bars or not.

@Suite @MainActor struct ShortContentUnderBarsTests {
  @Test func aBackFooterUnderANavigationBarOnShortContentArmsAtItsOwnHeight() {
    let list = makePhoneList(contentHeight: 300)
    list.safeAreaInsets = Insets(top: 88)
    let counter = ActionCounter()
    let footer = BackRefreshFooter { counter.count += 1 }
    list.refreshFooter = footer
    list.contentOffset = list.minimumContentOffset
    #expect(list.contentOffset.y == -88, "short content rests under the bar")
    #expect(footer.showProgress == 0)

    list.beginDrag()
    Finger.pullUp(list, contentBy: 22)
    expectNearly(list.contentOffset.y, -66)
    expectNearly(footer.showProgress, 0.5)
    #expect(footer.state == .idle)
    Finger.pullUp(list, contentBy: 50)
    #expect(footer.state == .pulling)
    list.endDrag()
    #expect(footer.state == .refreshing)
    #expect(counter.count == 1)
    // Held at the viewport's bottom: its height plus the gap between the short content and that bottom.
    #expect(list.refreshInset == Insets(bottom: 44 + (667 - 88 - 300)))
    footer.endRefreshing()
    list.advance(by: 1)
    #expect(list.contentOffset.y == -88)
  }

  @Test func aTrailerBesideALeftInsetOnNarrowContentArmsAtItsOwnWidth() {
    let list = makePhoneList(contentWidth: 200)
    list.contentInset = Insets(left: 40)
    let counter = ActionCounter()
    let trailer = RefreshTrailer { counter.count += 1 }
    list.refreshTrailer = trailer
    list.contentOffset = list.minimumContentOffset
    #expect(list.contentOffset.x == -40, "narrow content rests beside the inset")
    #expect(trailer.showProgress == 0)

    list.beginDrag()
    Finger.pullLeft(list, contentBy: 30)
    expectNearly(list.contentOffset.x, -10)
    expectNearly(trailer.showProgress, 0.5)
    #expect(trailer.state == .idle)
    Finger.pullLeft(list, contentBy: 70)
    #expect(trailer.state == .pulling)
    list.endDrag()
    #expect(trailer.state == .refreshing)
    #expect(counter.count == 1)
    #expect(list.refreshInset == Insets(right: 60 + (375 - 40 - 200)))
    trailer.endRefreshing()
    list.advance(by: 1)
    #expect(list.contentOffset.x == -40)
  }
}
