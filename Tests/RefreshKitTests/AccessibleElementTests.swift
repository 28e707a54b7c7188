import Foundation
import Testing

@_spi(Testing) @testable import RefreshKit
@testable import RefreshKitTools

/// Each component is one accessible element: what VoiceOver reads for it, when it is there, and its double tap.
@Suite @MainActor struct AccessibleElementTests {
  // MARK: - Labels

  @Test func theHeaderReadsItsStateWithoutGestureWordsAndWhenItLastUpdated() {
    withLanguage("en") {
      let list = makeVoiceOverList()
      let header = attachHeader(to: list)
      #expect(header.accessibilityLabel == "Refresh, Last updated: Today 10:24")
      #expect(header.accessibilityHint == nil, "a header is never activated: no hint")
      Finger.pullDown(list, contentBy: 80)
      #expect(header.accessibilityLabel == "Ready to refresh, Last updated: Today 10:24")
      (header as? StateHeader)?.isLastUpdatedTimeHidden = true
      #expect(header.accessibilityLabel == "Ready to refresh")
      (header as? StateHeader)?.isTitleHidden = true
      #expect(header.accessibilityLabel == "Ready to refresh", "the state is said even when the title is hidden")
      list.endDrag()
      #expect(header.accessibilityLabel == "Loading…")
    }
  }

  @Test func aHeaderOfTheAppsOwnWithNoTextIsReadAsItsStateInTheListsLanguage() {
    withLanguage("en") {
      let list = makeVoiceOverList()
      let header = RefreshHeader {}
      header.resultDisplayDuration = 1
      list.refreshHeader = header
      #expect(header.presentation.accessibilityLabel == "Refresh", "what VoiceOver reads of a drawing of its own")
      Finger.pullDown(list, contentBy: 80)
      #expect(header.presentation.accessibilityLabel == "Ready to refresh")
      list.endDrag()
      #expect(header.isRefreshing)
      #expect(header.presentation.accessibilityLabel == "Loading…")
      header.endRefreshing()
      #expect(header.presentation.accessibilityLabel == "Refreshed", "the result while it shows")
      RefreshLocalization.language = "fr"
      list.advance(by: 2)
      #expect(header.state == .idle)
      #expect(header.presentation.accessibilityLabel == "Actualiser")
    }
  }

  @Test func aFooterOrTrailerOfTheAppsOwnIsReadAsItsStateAndSaysWhatADoubleTapDoes() {
    withLanguage("en") {
      let list = makeVoiceOverList(contentHeight: 2000)
      let footer = AutoRefreshFooter {}
      list.refreshFooter = footer
      #expect(footer.presentation.accessibilityLabel == "Load more")
      #expect(footer.presentation.accessibilityHint == "Loads more items")
      footer.beginRefreshing()
      #expect(footer.presentation.accessibilityLabel == "Loading more…")
      footer.endRefreshingWithNoMoreData()
      #expect(footer.presentation.accessibilityLabel == "No more data")
      let back = BackRefreshFooter {}
      list.refreshFooter = back
      #expect(back.presentation.accessibilityLabel == "Load more")
      let trailer = RefreshTrailer {}
      let row = makeVoiceOverList(contentWidth: 1200)
      row.refreshTrailer = trailer
      #expect(trailer.presentation.accessibilityLabel == "Load more")
    }
  }

  @Test func aTitleTheAppSetIsSaidAsSet() {
    withLanguage("en") {
      let list = makeVoiceOverList()
      let header = attachHeader(to: list) as? StateHeader
      header?.isLastUpdatedTimeHidden = true
      header?.setTitle("Pull for news", for: .idle)
      #expect(header?.accessibilityLabel == "Pull for news", "the app chose its words")
      Finger.pullDown(list, contentBy: 80)
      #expect(header?.accessibilityLabel == "Ready to refresh", "the states it left alone lose their gesture words")
      let footer = SimpleAutoFooter {}
      footer.setTitle("More stories", for: .idle)
      list.refreshFooter = footer
      #expect(footer.accessibilityLabel == "More stories")
      #expect(footer.accessibilityHint == "Loads more items")
    }
  }

  @Test func labelsFollowALanguageSwitch() {
    withLanguage("en") {
      let list = makeVoiceOverList()
      let header = attachHeader(to: list)
      let footer = SimpleAutoFooter {}
      list.refreshFooter = footer
      #expect(footer.accessibilityLabel == "Load more")
      #expect(footer.accessibilityHint == "Loads more items")
      RefreshLocalization.language = "zh-Hans"
      #expect(header.accessibilityLabel == "刷新, 最后更新：今天 10:24")
      #expect(footer.accessibilityLabel == "加载更多")
      #expect(footer.accessibilityHint == "加载更多内容")
      RefreshLocalization.language = "ru"
      footer.endRefreshingWithNoMoreData()
      #expect(footer.accessibilityLabel == "Больше ничего нет")
    }
  }

  @Test func everyLeafHasALabelAndTheBaseComponentsNone() {
    withLanguage("en") {
      let list = makeVoiceOverList(contentHeight: 2000, contentWidth: 1500)
      list.refreshTrailer = SimpleTrailer {}
      #expect(list.refreshTrailer?.accessibilityLabel == "Load more")
      list.refreshFooter = SimpleBackFooter {}
      #expect(list.refreshFooter?.accessibilityLabel == "Load more")
      list.refreshFooter = ImageSequenceAutoFooter {}
      #expect(list.refreshFooter?.accessibilityLabel == "Load more")
      let circle = CircleLoadingFooter {}
      list.refreshFooter = circle
      #expect(circle.title.isEmpty, "the circle footer shows no title while idle")
      #expect(circle.accessibilityLabel == "Load more", "but it says one")
      circle.tap()
      #expect(circle.accessibilityLabel == "Loading more…")
      #expect(circle.accessibilityHint == nil, "nothing to activate while it loads")
      let circleHeader = CircleLoadingHeader {}
      list.refreshHeader = circleHeader
      #expect(circleHeader.accessibilityLabel == "Refresh")
      circleHeader.resultDisplayDuration = 1
      circleHeader.beginRefreshing()
      #expect(circleHeader.accessibilityLabel == "Loading…")
      circleHeader.endRefreshing()
      #expect(circleHeader.accessibilityLabel == "Refreshed")
      #expect(RefreshHeader().accessibilityLabel == "Refresh", "a bare header says its stock state")
      #expect(AutoRefreshFooter().accessibilityLabel == "Load more")
      #expect(AutoRefreshFooter().accessibilityHint == nil, "detached: a double tap loads nothing")
      let own = AutoRefreshFooter {}
      list.refreshFooter = own
      #expect(own.accessibilityHint == "Loads more items", "an app's own footer that a double tap loads says so")
      #expect(circleHeader.accessibilityHint == nil, "a header is never activated")
    }
  }

  @Test func aSubclassSaysWhatItDraws() {
    final class LogoHeader: SimpleHeader {
      override var accessibilityLabel: String? { "Logo. " + (super.accessibilityLabel ?? "") }
    }
    withLanguage("en") {
      let header = LogoHeader()
      header.isLastUpdatedTimeHidden = true
      #expect(header.accessibilityLabel == "Logo. Refresh")
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
      #expect(footer.title == "Offline — tap to retry", "the title shows the failure's message and the way to retry")
      #expect(footer.accessibilityLabel == "Offline", "VoiceOver hears the failure's message")
      #expect(footer.accessibilityHint == "Tries loading again", "and, after a pause, what a double tap does")
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
