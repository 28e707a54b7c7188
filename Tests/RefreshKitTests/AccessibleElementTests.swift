import Foundation
import Testing

@testable import RefreshKit

/// Each component is one accessible element: what VoiceOver reads for it, when it is there, and its double tap.
@Suite @MainActor struct AccessibleElementTests {
  // MARK: - Labels

  @Test func theHeaderReadsItsTitleAndWhenItLastUpdated() {
    withLanguage("en") {
      let list = makeVoiceOverList()
      let header = attachHeader(to: list)
      #expect(header.accessibilityLabel == "Pull down to refresh, Last updated: Today 10:24")
      Finger.pullDown(list, contentBy: 80)
      #expect(header.accessibilityLabel == "Release to refresh, Last updated: Today 10:24")
      (header as? StateHeader)?.isLastUpdatedTimeHidden = true
      #expect(header.accessibilityLabel == "Release to refresh")
      (header as? StateHeader)?.isTitleHidden = true
      #expect(header.accessibilityLabel == "Release to refresh", "the state is said even when the title is hidden")
    }
  }

  @Test func labelsFollowALanguageSwitch() {
    withLanguage("en") {
      let list = makeVoiceOverList()
      let header = attachHeader(to: list)
      let footer = SimpleAutoFooter {}
      list.refreshFooter = footer
      #expect(footer.accessibilityLabel == "Tap or pull up to load more")
      RefreshLocalization.language = "zh-Hans"
      #expect(header.accessibilityLabel == "下拉可以刷新, 最后更新：今天 10:24")
      #expect(footer.accessibilityLabel == "点击或上拉加载更多")
      RefreshLocalization.language = "ru"
      footer.endRefreshingWithNoMoreData()
      #expect(footer.accessibilityLabel == "Больше ничего нет")
    }
  }

  @Test func everyLeafHasALabelAndTheBaseComponentsNone() {
    withLanguage("en") {
      let list = makeVoiceOverList(contentHeight: 2000, contentWidth: 1500)
      list.refreshTrailer = SimpleTrailer {}
      #expect(list.refreshTrailer?.accessibilityLabel == "Pull left to load more")
      list.refreshFooter = SimpleBackFooter {}
      #expect(list.refreshFooter?.accessibilityLabel == "Pull up to load more")
      list.refreshFooter = ImageSequenceAutoFooter {}
      #expect(list.refreshFooter?.accessibilityLabel == "Tap or pull up to load more")
      let circle = CircleLoadingFooter {}
      list.refreshFooter = circle
      #expect(circle.title.isEmpty, "the circle footer shows no title while idle")
      #expect(circle.accessibilityLabel == "Tap or pull up to load more", "but it says one")
      circle.tap()
      #expect(circle.accessibilityLabel == "Loading more…")
      let circleHeader = CircleLoadingHeader {}
      list.refreshHeader = circleHeader
      #expect(circleHeader.accessibilityLabel == "Pull down to refresh")
      circleHeader.resultDisplayDuration = 1
      circleHeader.beginRefreshing()
      #expect(circleHeader.accessibilityLabel == "Loading…")
      circleHeader.endRefreshing()
      #expect(circleHeader.accessibilityLabel == "Refreshed")
      #expect(RefreshHeader().accessibilityLabel == nil)
      #expect(AutoRefreshFooter().accessibilityLabel == nil)
    }
  }

  @Test func aSubclassSaysWhatItDraws() {
    final class LogoHeader: SimpleHeader {
      override var accessibilityLabel: String? { "Logo. " + (super.accessibilityLabel ?? "") }
    }
    withLanguage("en") {
      let header = LogoHeader()
      header.isLastUpdatedTimeHidden = true
      #expect(header.accessibilityLabel == "Logo. Pull down to refresh")
    }
  }

  // MARK: - In view or not

  @Test func theHeaderIsAnElementOnlyWhileInViewOrRefreshing() {
    let list = makeVoiceOverList()
    list.safeAreaInsets = Insets(top: 88)
    list.contentOffset = CGPoint(x: 0, y: -88)
    let header = attachHeader(to: list)
    #expect(!header.isAccessibilityElement, "at rest, above the content under the bar")
    Finger.pullDown(list, contentBy: 10)
    #expect(header.isAccessibilityElement, "pulled into view")
    list.cancelDrag()
    list.advance(by: 1)
    #expect(!header.isAccessibilityElement)
    header.beginRefreshing()
    #expect(header.isAccessibilityElement, "refreshing, even before it has scrolled into view")
    header.endRefreshing()
    list.advance(by: 1)
    header.isHidden = true
    list.contentOffset.y = -200
    #expect(!header.isAccessibilityElement, "hidden")
    list.refreshHeader = nil
    #expect(!header.isAccessibilityElement, "detached")
  }

  @Test func theFooterIsAnElementOnceScrolledIntoView() {
    let list = makeVoiceOverList()
    let footer = SimpleAutoFooter {}
    list.refreshFooter = footer
    #expect(!footer.isAccessibilityElement)
    list.contentOffset.y = 1600
    #expect(!footer.isAccessibilityElement, "the last row touches the viewport's bottom; the footer is just below")
    list.contentOffset.y = 1610
    #expect(footer.isAccessibilityElement)
    let short = makeVoiceOverList(contentHeight: 100)
    let shortFooter = SimpleAutoFooter {}
    short.refreshFooter = shortFooter
    #expect(shortFooter.isAccessibilityElement, "under short content the footer shows at rest")
  }

  @Test func aFooterUnderShortContentStaysAnElementAfterALoadBesideASidebarInset() {
    let list = makeVoiceOverList(contentHeight: 100)
    list.contentInset = Insets(left: 200)  // a sidebar covers the left part of the list
    let footer = SimpleAutoFooter {}
    list.refreshFooter = footer
    footer.tap()
    footer.endRefreshing()
    list.advance(by: 1)
    #expect(footer.state == .idle)
    #expect(footer.showProgress == 0, "its progress reads 0 after a load until the user drags again")
    #expect(footer.isAccessibilityElement, "but it shows below the short content, right of the sidebar")
  }

  @Test func theTrailerIsAnElementOnceItsColumnShows() {
    let list = makeVoiceOverList(contentHeight: 400, contentWidth: 1500)
    let trailer = SimpleTrailer {}
    list.refreshTrailer = trailer
    #expect(!trailer.isAccessibilityElement)
    Finger.pullLeft(list, contentBy: 5)
    #expect(trailer.isAccessibilityElement)
  }

  // MARK: - Double tap

  @Test func aDoubleTapOnAFailedFooterRetriesOnce() {
    withLanguage("en") {
      let list = makeVoiceOverList()
      let footer = SimpleAutoFooter {}
      list.refreshFooter = footer
      footer.tap()
      footer.endRefreshing(result: .failure("Offline"))
      #expect(footer.accessibilityLabel == "Offline — tap to retry", "the visible title, the failure's message first")
      #expect(footer.accessibilityActivate())
      #expect(footer.actionCount == 2)
      #expect(footer.refreshTrigger == .tap, "a double tap is a tap")
      #expect(!footer.accessibilityActivate(), "once: it is loading")
      #expect(footer.actionCount == 2)
      footer.endRefreshingWithNoMoreData()
      #expect(!footer.accessibilityActivate(), "nothing more to load")
      #expect(footer.actionCount == 2)
    }
  }

  @Test func aDoubleTapOnABackFooterOrATrailerLoadsAndShowsIt() {
    let list = makeVoiceOverList(contentHeight: 2000, contentWidth: 1500)
    let footer = SimpleBackFooter {}
    list.refreshFooter = footer
    scrollToBottom(list)
    #expect(footer.accessibilityActivate())
    #expect(footer.refreshTrigger == .accessibility)
    list.advance(by: 1)
    #expect(list.contentOffset.y == 1644)
    #expect(!footer.accessibilityActivate())
    footer.endRefreshing()
    let trailer = SimpleTrailer {}
    list.refreshTrailer = trailer
    #expect(trailer.accessibilityActivate())
    #expect(trailer.actionCount == 1)
    list.advance(by: 1)
    #expect(list.contentOffset.x == 1185)
    trailer.isHidden = true
    #expect(!trailer.accessibilityActivate())
  }

  @Test func aDetachedOrHiddenFooterIgnoresADoubleTap() {
    let footer = SimpleAutoFooter {}
    #expect(!footer.accessibilityActivate())
    let list = makeVoiceOverList()
    list.refreshFooter = footer
    footer.isHidden = true
    #expect(!footer.accessibilityActivate())
    #expect(footer.actionCount == 0)
  }
}
