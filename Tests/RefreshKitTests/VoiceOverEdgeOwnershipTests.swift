import Foundation
import Testing

@_spi(Testing) @testable import RefreshKit
@testable import RefreshKitTools

/// Which VoiceOver three-finger scrolls RefreshKit answers (`takesAccessibilityScroll(_:)`): only at an edge whose
/// component starts or already refreshes; every other scroll is the scroll view's own paging, with UIKit's own page
/// length (translucent bars included) and announcements.
@Suite @MainActor struct VoiceOverEdgeOwnershipTests {
  @Test func aScrollAwayFromTheEdgesIsLeftToTheScrollViewsOwnPaging() {
    let list = makeVoiceOverList()
    attachHeader(to: list)
    list.refreshFooter = SimpleAutoFooter {}
    list.contentOffset = CGPoint(x: 0, y: 800)
    for direction in AccessibilityScrollDirection.allCases {
      #expect(!list.takesAccessibilityScroll(direction), "\(direction) in the middle pages as UIKit does")
    }
  }

  @Test func theTopTakesAScrollUpOnlyAndTheBottomAScrollDownOnly() {
    let list = makeVoiceOverList()
    attachHeader(to: list)
    list.refreshFooter = SimpleAutoFooter {}
    #expect(list.takesAccessibilityScroll(.up), "the header is started from the top")
    #expect(!list.takesAccessibilityScroll(.down), "a swipe up at the top pages down, as UIKit does")
    scrollToBottom(list)
    #expect(list.takesAccessibilityScroll(.down), "the footer loads from the bottom")
    #expect(!list.takesAccessibilityScroll(.up))
  }

  @Test func anEdgeWithNothingThatCanStartIsLeftToUIKit() {
    let list = makeVoiceOverList()
    list.alwaysBounceVertical = true
    #expect(!list.takesAccessibilityScroll(.up), "no header")
    let footer = SimpleAutoFooter {}
    list.refreshFooter = footer
    footer.endRefreshingWithNoMoreData()
    scrollToBottom(list)
    #expect(!list.takesAccessibilityScroll(.down), "a footer with no more data")
    footer.resetNoMoreData()
    #expect(list.takesAccessibilityScroll(.down), "the footer can load again")
    footer.isHidden = true
    #expect(!list.takesAccessibilityScroll(.down), "a hidden footer")
    #expect(!list.takesAccessibilityScroll(.left), "nothing loads at the left edge")
  }

  @Test func aRefreshingHeaderStillAnswersSoItIsNeverStartedTwice() {
    let list = makeVoiceOverList()
    let header = attachHeader(to: list)
    #expect(list.accessibilityScroll(.up))
    list.advance(by: ScrollModel.animationDuration)
    #expect(header.isRefreshing)
    #expect(list.takesAccessibilityScroll(.up), "the header answers while it refreshes")
    #expect(!list.accessibilityScroll(.up), "with VoiceOver's boundary sound")
    #expect(header.actionCount == 1)
  }

  @Test func theTopUnderATranslucentBarIsWhereTheContentRestsBelowIt() {
    let list = makeVoiceOverList()
    list.safeAreaInsets = Insets(top: 88, left: 0, bottom: 34, right: 0)
    attachHeader(to: list)
    list.contentOffset = CGPoint(x: 0, y: -88)
    #expect(list.takesAccessibilityScroll(.up))
    list.contentOffset = CGPoint(x: 0, y: 0)
    #expect(!list.takesAccessibilityScroll(.up), "88 points below the top, under the bar, UIKit pages")
  }

  @Test func theTrailingEdgeTakesAScrollRightForTheTrailer() {
    let list = makeVoiceOverList(contentHeight: 400, contentWidth: 1500)
    list.refreshTrailer = SimpleTrailer {}
    #expect(!list.takesAccessibilityScroll(.right))
    list.contentOffset = CGPoint(x: 1125, y: 0)
    #expect(list.takesAccessibilityScroll(.right))
  }

  @Test func aFingerOnTheListOrScrollingTurnedOffLeavesEverythingToUIKit() {
    let list = makeVoiceOverList()
    attachHeader(to: list)
    list.isScrollEnabled = false
    #expect(!list.takesAccessibilityScroll(.up))
    list.isScrollEnabled = true
    list.beginDrag()
    #expect(!list.takesAccessibilityScroll(.up))
    list.endDrag()
    #expect(list.takesAccessibilityScroll(.up))
  }

  @Test func askingChangesNothing() {
    let list = makeVoiceOverList()
    let header = attachHeader(to: list)
    let before = ScrollModelSnapshot(list)
    #expect(list.takesAccessibilityScroll(.up))
    #expect(ScrollModelSnapshot(list) == before)
    #expect(header.state == .idle)
    #expect(header.actionCount == 0)
  }
}

/// The named actions VoiceOver offers on a list ("Refresh", "Load more"), and what performing one does.
@Suite @MainActor struct AccessibilityActionTests {
  @Test func aListWithAHeaderAndAFooterOffersRefreshAndLoadMore() {
    withLanguage("en") {
      let list = makeVoiceOverList()
      #expect(list.accessibilityActions.isEmpty, "nothing attached, nothing offered")
      attachHeader(to: list)
      list.refreshFooter = SimpleAutoFooter {}
      #expect(list.accessibilityActions.map(\.name) == ["Refresh", "Load more"])
      #expect(list.accessibilityActions.map(\.kind) == [.refresh, .loadMore])
    }
  }

  @Test func refreshStartsTheHeaderFromAnywhereInTheListAndIsNotOfferedWhileItRefreshes() {
    withLanguage("en") {
      let list = makeVoiceOverList()
      let header = attachHeader(to: list)
      list.contentOffset = CGPoint(x: 0, y: 800)
      let refresh = list.accessibilityActions[0]
      #expect(list.performAccessibilityAction(refresh))
      #expect(header.isRefreshing)
      #expect(header.refreshTrigger == .accessibility)
      #expect(header.actionCount == 1)
      list.advance(by: ScrollModel.animationDuration)
      #expect(list.contentOffset.y == -54, "the header scrolled into view")
      #expect(list.accessibilityActions.isEmpty, "no Refresh while refreshing")
      #expect(!list.performAccessibilityAction(refresh), "an action kept from before does nothing")
      #expect(header.actionCount == 1)
      header.endRefreshing()
      #expect(list.accessibilityActions.map(\.name) == ["Refresh"])
    }
  }

  @Test func aFooterWithNoMoreDataOffersNothingUntilReset() {
    let list = makeVoiceOverList()
    let footer = SimpleAutoFooter {}
    list.refreshFooter = footer
    let loadMore = list.accessibilityActions[0]
    footer.endRefreshingWithNoMoreData()
    #expect(list.accessibilityActions.isEmpty)
    #expect(!list.performAccessibilityAction(loadMore))
    #expect(footer.actionCount == 0)
    footer.resetNoMoreData()
    #expect(list.accessibilityActions.map(\.kind) == [.loadMore])
    #expect(list.performAccessibilityAction(loadMore))
    #expect(footer.refreshTrigger == .accessibility)
    #expect(footer.actionCount == 1)
  }

  @Test func aHiddenOrExcludedComponentOffersNothing() {
    let list = makeVoiceOverList()
    let header = attachHeader(to: list)
    let footer = SimpleAutoFooter {}
    list.refreshFooter = footer
    header.isHidden = true
    #expect(list.accessibilityActions.map(\.kind) == [.loadMore])
    header.isHidden = false
    list.isMutuallyExclusive = true
    header.beginRefreshing()
    #expect(list.accessibilityActions.isEmpty, "the footer waits for the header")
    #expect(!list.performAccessibilityAction(RefreshAccessibilityAction(slot: .footer, language: nil)))
    #expect(footer.actionCount == 0)
  }

  @Test func anActionOfAReplacedComponentStartsNothing() {
    let list = makeVoiceOverList()
    let old = attachHeader(to: list)
    let refresh = list.accessibilityActions[0]
    list.refreshHeader = nil
    #expect(!list.performAccessibilityAction(refresh))
    #expect(old.actionCount == 0)
    let new = attachHeader(to: list)
    #expect(list.performAccessibilityAction(refresh), "the action is the header slot's, whichever header is there")
    #expect(new.actionCount == 1)
  }

  @Test func theTrailerOffersLoadMore() {
    let list = makeVoiceOverList(contentHeight: 400, contentWidth: 1500)
    let trailer = SimpleTrailer {}
    list.refreshTrailer = trailer
    #expect(list.accessibilityActions.map(\.kind) == [.loadMore])
    #expect(list.performAccessibilityAction(list.accessibilityActions[0]))
    #expect(trailer.isRefreshing)
  }

  @Test func namesAreInTheComponentsLanguage() {
    withLanguage("en") {
      let list = makeVoiceOverList()
      let header = SimpleHeader {}
      header.language = "zh-Hans"
      attachHeader(to: list, header)
      list.refreshFooter = SimpleAutoFooter {}
      #expect(list.accessibilityActions.map(\.name) == ["刷新", "Load more"])
    }
  }
}
