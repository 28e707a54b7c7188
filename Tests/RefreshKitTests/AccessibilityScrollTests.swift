import Foundation
import Testing

@_spi(Testing) @testable import RefreshKit
@testable import RefreshKitTools

/// VoiceOver's three-finger scroll: at an edge it starts the component there, elsewhere it pages.
@Suite @MainActor struct AccessibilityScrollTests {
  // MARK: - At an edge, the component there starts

  @Test func aScrollUpAtTheTopRefreshesTheHeaderAndScrollsItIntoView() {
    let list = makeVoiceOverList()
    let header = attachHeader(to: list)
    #expect(list.accessibilityScroll(.up))
    #expect(header.isRefreshing)
    #expect(header.refreshTrigger == .accessibility)
    #expect(header.actionCount == 1)
    #expect(list.refreshInset.top == 54)
    list.advance(by: ScrollModel.animationDuration)
    #expect(list.contentOffset.y == -54, "the header scrolled into view, as for beginRefreshing()")
    #expect(!list.accessibilityScroll(.up), "a second swipe while it refreshes does nothing")
    #expect(header.actionCount == 1)
  }

  @Test func aListNotLaidOutYetTakesNoVoiceOverScroll() {
    // The list has no height yet (its screen is being built): nothing is on screen to refresh or to page through.
    let list = makeList(width: 375, height: 0, contentWidth: 375, contentHeight: 2000)
    let header = attachHeader(to: list)
    #expect(!list.takesAccessibilityScroll(.up))
    #expect(!list.accessibilityScroll(.up))
    #expect(header.state == .idle)
    #expect(!list.accessibilityScroll(.down), "no page to scroll by")
    #expect(list.contentOffset == .zero)
  }

  @Test func aScrollDownAtTheBottomLoadsAnAutoFooter() {
    let list = makeVoiceOverList()
    let footer = SimpleAutoFooter {}
    list.refreshFooter = footer
    scrollToBottom(list)
    #expect(list.accessibilityScroll(.down))
    #expect(footer.isRefreshing)
    #expect(footer.refreshTrigger == .accessibility)
    #expect(footer.actionCount == 1)
  }

  @Test func aScrollDownAtTheBottomLoadsABackFooterAndShowsIt() {
    let list = makeVoiceOverList()
    let footer = SimpleBackFooter {}
    list.refreshFooter = footer
    scrollToBottom(list)
    #expect(list.contentOffset.y == 1600)
    #expect(list.accessibilityScroll(.down))
    #expect(footer.isRefreshing)
    list.advance(by: ScrollModel.animationDuration)
    #expect(list.contentOffset.y == 1644, "the footer scrolled into view")
  }

  @Test func aScrollRightAtTheTrailingEdgeLoadsTheTrailer() {
    let list = makeVoiceOverList(contentHeight: 400, contentWidth: 1500)
    let trailer = SimpleTrailer {}
    list.refreshTrailer = trailer
    list.contentOffset = CGPoint(x: 1125, y: 0)
    #expect(list.accessibilityScroll(.right))
    #expect(trailer.isRefreshing)
    list.advance(by: ScrollModel.animationDuration)
    #expect(list.contentOffset.x == 1185, "the trailer scrolled into view")
  }

  @Test func aFooterWithNoMoreDataIsNotStartedAndNothingMoves() {
    let list = makeVoiceOverList()
    let footer = SimpleAutoFooter {}
    list.refreshFooter = footer
    footer.endRefreshingWithNoMoreData()
    scrollToBottom(list)
    let before = ScrollModelSnapshot(list)
    #expect(!list.accessibilityScroll(.down))
    #expect(ScrollModelSnapshot(list) == before)
    #expect(footer.state == .noMoreData)
    #expect(footer.actionCount == 0)
  }

  @Test func anEdgeWithNothingAttachedReturnsFalseAndMovesNothing() {
    let list = makeVoiceOverList()
    list.alwaysBounceVertical = true
    let before = ScrollModelSnapshot(list)
    #expect(!list.accessibilityScroll(.up), "the top, with no header")
    #expect(ScrollModelSnapshot(list) == before)
    scrollToBottom(list)
    let bottom = ScrollModelSnapshot(list)
    #expect(!list.accessibilityScroll(.down), "the bottom, with no footer")
    #expect(ScrollModelSnapshot(list) == bottom)
  }

  @Test func theLeadingEdgeNeverStartsAnything() {
    let list = makeVoiceOverList(contentHeight: 400, contentWidth: 1500)
    list.refreshTrailer = SimpleTrailer {}
    list.refreshHeader = SimpleHeader {}
    let before = ScrollModelSnapshot(list)
    #expect(!list.accessibilityScroll(.left))
    #expect(ScrollModelSnapshot(list) == before)
    #expect(list.refreshHeader?.isRefreshing == false)
  }

  @Test func aHiddenHeaderIsNotStarted() {
    let list = makeVoiceOverList()
    let header = attachHeader(to: list)
    header.isHidden = true
    #expect(!list.accessibilityScroll(.up))
    #expect(header.state == .idle)
    #expect(list.contentOffset == .zero)
  }

  @Test func underATranslucentBarTheHeaderShowsBelowTheBar() {
    let list = makeVoiceOverList()
    list.safeAreaInsets = Insets(top: 88)
    list.contentOffset = CGPoint(x: 0, y: -88)
    let header = attachHeader(to: list)
    #expect(list.accessibilityScroll(.up))
    list.advance(by: ScrollModel.animationDuration)
    #expect(header.isRefreshing)
    #expect(list.contentOffset.y == -142, "the header shows under the bar")
  }

  // MARK: - Elsewhere, a page

  @Test func inTheMiddleEachDirectionPagesByTheViewportsLength() {
    let list = makeVoiceOverList(contentHeight: 2000, contentWidth: 1500)
    list.contentOffset = CGPoint(x: 400, y: 800)
    for (direction, expected) in [
      (.down, CGPoint(x: 400, y: 1200)), (.up, CGPoint(x: 400, y: 800)), (.right, CGPoint(x: 775, y: 800)),
      (.left, CGPoint(x: 400, y: 800)),
    ] as [(AccessibilityScrollDirection, CGPoint)] {
      #expect(list.accessibilityScroll(direction), "\(direction)")
      #expect(list.isAnimatingContentOffset, "an animated move, as UIScrollView's")
      list.advance(by: ScrollModel.animationDuration)
      #expect(list.contentOffset == expected, "\(direction)")
    }
  }

  @Test func aPageStopsAtTheRestingBounds() {
    let list = makeVoiceOverList()
    list.contentOffset = CGPoint(x: 0, y: 1500)
    #expect(list.accessibilityScroll(.down))
    list.advance(by: 1)
    #expect(list.contentOffset.y == 1600)
    list.contentOffset = CGPoint(x: 0, y: 100)
    #expect(list.accessibilityScroll(.up))
    list.advance(by: 1)
    #expect(list.contentOffset.y == 0)
  }

  @Test func quickSwipesPageFromWhereTheMoveIsHeading() {
    let list = makeVoiceOverList()
    #expect(list.accessibilityScroll(.down))
    list.advance(by: 0.1)
    #expect(list.accessibilityScroll(.down))
    list.advance(by: 1)
    #expect(list.contentOffset.y == 800, "two pages, not one and a bit")
  }

  @Test func pagingWithAHeaderAttachedStopsAtTheTopThenRefreshes() {
    let list = makeVoiceOverList()
    let header = attachHeader(to: list)
    list.contentOffset = CGPoint(x: 0, y: 400)
    #expect(list.accessibilityScroll(.up))
    #expect(!header.isRefreshing, "a page first")
    list.advance(by: 1)
    #expect(list.contentOffset.y == 0)
    #expect(list.accessibilityScroll(.up))
    #expect(header.isRefreshing, "then, at the top, the header")
  }

  @Test func pagingToTheBottomNeverLoadsAnAutoFooterByItself() {
    let list = makeVoiceOverList()
    let footer = SimpleAutoFooter {}
    list.refreshFooter = footer
    var pages = 0
    while footer.actionCount == 0, pages < 10, list.accessibilityScroll(.down) {
      pages += 1
      if footer.actionCount == 0 { #expect(list.isAnimatingContentOffset, "page \(pages) moved the content") }
      list.advance(by: 1)
    }
    #expect(pages == 6, "five pages to the bottom (the footer's 44 points make a sixth), then a load")
    #expect(footer.isRefreshing)
    #expect(footer.refreshTrigger == .accessibility, "not .scrolledToEnd: the pages were not the user's drag")
  }

  // MARK: - Every direction at every edge

  @Test(arguments: [true, false])
  func everyDirectionAtEveryEdgeStartsThatEdgesComponentOrPages(withComponents: Bool) {
    // A list that scrolls both ways: x in 0...1125, y in 0...1600; pages of 375 and 400 points.
    let places: [(name: String, offset: CGPoint)] = [
      ("top", CGPoint(x: 400, y: 0)), ("bottom", CGPoint(x: 400, y: 1600)), ("leading", CGPoint(x: 0, y: 800)),
      ("trailing", CGPoint(x: 1125, y: 800)), ("middle", CGPoint(x: 400, y: 800)),
    ]
    let edgeOf: [AccessibilityScrollDirection: String] = [
      .up: "top", .down: "bottom", .left: "leading", .right: "trailing",
    ]
    for (place, offset) in places {
      for direction in AccessibilityScrollDirection.allCases {
        let list = makeVoiceOverList(contentHeight: 2000, contentWidth: 1500)
        let components: [AccessibilityScrollDirection: RefreshComponent] = [
          .up: SimpleHeader {}, .down: SimpleBackFooter {}, .right: SimpleTrailer {},
        ]
        if withComponents {
          list.refreshHeader = components[.up] as? RefreshHeader
          list.refreshFooter = components[.down] as? RefreshFooter
          list.refreshTrailer = components[.right] as? RefreshTrailer
        }
        list.contentOffset = offset
        let result = list.accessibilityScroll(direction)
        let started = components.filter { $0.value.isRefreshing }.map(\.key)
        let what = "\(direction) at the \(place), \(withComponents ? "with" : "without") components"
        if edgeOf[direction] == place {
          let starts = withComponents && direction != .left
          #expect(result == starts, "\(what)")
          #expect(started == (starts ? [direction] : []), "\(what)")
          if !starts { #expect(!list.isAnimatingContentOffset && list.contentOffset == offset, "\(what)") }
        } else {
          #expect(result, "\(what): a page")
          #expect(started.isEmpty, "\(what)")
          list.advance(by: 1)
          let moved = CGPoint(x: list.contentOffset.x - offset.x, y: list.contentOffset.y - offset.y)
          let expected: CGPoint =
            switch direction {
            case .up: CGPoint(x: 0, y: -min(400, offset.y))
            case .down: CGPoint(x: 0, y: min(400, 1600 - offset.y))
            case .left: CGPoint(x: -min(375, offset.x), y: 0)
            case .right: CGPoint(x: min(375, 1125 - offset.x), y: 0)
            }
          #expect(moved == expected, "\(what)")
        }
      }
    }
  }

  // MARK: - When it does nothing

  @Test func duringALoadVoiceOverPagesInEveryDirection() {
    let list = makeVoiceOverList(contentHeight: 2000, contentWidth: 1500)
    let footer = SimpleBackFooter {}
    list.refreshFooter = footer
    list.contentOffset = CGPoint(x: 400, y: 800)
    footer.beginRefreshing()
    list.advance(by: 1)
    list.contentOffset = CGPoint(x: 400, y: 800)
    let voiceOver = VoiceOver(list)
    for (direction, expected) in [
      (.down, CGPoint(x: 400, y: 1200)), (.up, CGPoint(x: 400, y: 800)), (.right, CGPoint(x: 775, y: 800)),
      (.left, CGPoint(x: 400, y: 800)),
    ] as [(AccessibilityScrollDirection, CGPoint)] {
      #expect(list.accessibilityScroll(direction), "\(direction), while the footer loads")
      list.advance(by: ScrollModel.animationDuration)
      #expect(list.contentOffset == expected, "\(direction)")
    }
    #expect(voiceOver.take().count == 4, "each page is announced")
    #expect(footer.isRefreshing, "the load goes on")
    #expect(footer.actionCount == 1)
  }

  @Test func duringARefreshVoiceOverReadsDownAndBackUpButNeverRefreshesTwice() {
    let list = makeVoiceOverList()
    let header = attachHeader(to: list)
    #expect(list.accessibilityScroll(.up))
    list.advance(by: ScrollModel.animationDuration)
    #expect(list.contentOffset.y == -54)
    #expect(list.accessibilityScroll(.down), "a page down while the header refreshes")
    list.advance(by: ScrollModel.animationDuration)
    #expect(list.contentOffset.y == 346)
    #expect(list.refreshInset.top == 0, "rows over the header: no hold hangs pinned section headers below the bar")
    #expect(list.accessibilityScroll(.up), "and back up")
    list.advance(by: 1)
    #expect(list.contentOffset.y == -54, "to the top, where the refreshing header shows again")
    #expect(list.refreshInset.top == 54, "held whole, in reach of VoiceOver")
    #expect(header.state == .refreshing)
    let before = ScrollModelSnapshot(list)
    #expect(!list.accessibilityScroll(.up), "a second refresh is refused")
    #expect(ScrollModelSnapshot(list) == before)
    #expect(header.actionCount == 1)
  }

  @Test func whileTheHeaderRefreshesTheFooterAtTheBottomStillLoadsUnlessTheyExcludeEachOther() {
    for exclusive in [false, true] {
      let list = makeVoiceOverList()
      list.isMutuallyExclusive = exclusive
      let header = attachHeader(to: list)
      let footer = SimpleBackFooter {}
      list.refreshFooter = footer
      header.beginRefreshing()
      list.advance(by: 1)
      scrollToBottom(list)
      #expect(list.accessibilityScroll(.down) == !exclusive, "exclusive: \(exclusive)")
      #expect(footer.isRefreshing == !exclusive)
      #expect(footer.actionCount == (exclusive ? 0 : 1))
      #expect(header.actionCount == 1)
    }
  }

  @Test func whileTheUserDragsNothingHappens() {
    let list = makeVoiceOverList()
    let header = attachHeader(to: list)
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: -200))
    let before = ScrollModelSnapshot(list)
    #expect(!list.accessibilityScroll(.down))
    #expect(!list.accessibilityScroll(.up))
    #expect(ScrollModelSnapshot(list) == before)
    list.endDrag()
    #expect(header.state == .idle)
  }

  @Test func aDirectionTheModelCannotScrollReturnsFalseWithoutADiagnostic() {
    let list = makeVoiceOverList()
    list.contentOffset = CGPoint(x: 0, y: 800)
    let before = ScrollModelSnapshot(list)
    let (results, diagnostics) = RefreshDiagnostics.collect {
      [list.accessibilityScroll(.left), list.accessibilityScroll(.right)]
    }
    #expect(results == [false, false], "the content is as wide as the viewport")
    #expect(diagnostics.isEmpty, "VoiceOver sends such swipes all the time: a refusal, not bad input")
    #expect(ScrollModelSnapshot(list) == before)
  }

  @Test func contentThatFitsWithoutBounceOrScrollingDisabledDoesNothing() {
    let short = makeVoiceOverList(contentHeight: 300)
    #expect(!short.accessibilityScroll(.down))
    #expect(!short.accessibilityScroll(.up))
    let list = makeVoiceOverList()
    list.isScrollEnabled = false
    #expect(!list.accessibilityScroll(.down))
    #expect(list.contentOffset == .zero)
    #expect(!list.isAnimatingContentOffset)
  }

  @Test func shortContentWithAHeaderStillRefreshes() {
    let list = makeVoiceOverList(contentHeight: 300)
    let header = attachHeader(to: list)
    #expect(list.accessibilityScroll(.up), "attaching the header set alwaysBounceVertical")
    #expect(header.isRefreshing)
  }

  // MARK: - The edge's tolerance

  @Test func halfAPointFromTheTopIsTheTopForAScrollUpAndAnyFurtherIsNot() {
    let list = makeVoiceOverList()
    let header = attachHeader(to: list)
    list.contentOffset.y = 0.5 + 1e-9
    #expect(!list.takesAccessibilityScroll(.up), "more than half a point down: a page, not the header")
    list.contentOffset.y = ScrollModel.edgeTolerance
    #expect(list.takesAccessibilityScroll(.up))
    #expect(list.accessibilityScroll(.up), "half a point down still counts as the top")
    #expect(header.isRefreshing)
    #expect(header.refreshTrigger == .accessibility)
  }

  @Test func halfAPointFromTheBottomIsTheBottomForAScrollDownAndAnyFurtherIsNot() {
    let list = makeVoiceOverList()
    let footer = SimpleAutoFooter {}
    list.refreshFooter = footer
    list.contentOffset.y = list.maximumContentOffset.y - 0.5 - 1e-9
    #expect(!list.takesAccessibilityScroll(.down), "more than half a point up: a page, not the footer")
    list.contentOffset.y = list.maximumContentOffset.y - ScrollModel.edgeTolerance
    #expect(list.accessibilityScroll(.down), "half a point up still counts as the bottom")
    #expect(footer.isRefreshing)
  }
}
