import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import RefreshKit
@testable import RefreshKitSwiftUI

/// One list, one host, on SwiftUI's scroll-API path (iOS 18): a header and a footer given by two modifiers on one
/// `List` are one list's components, as on a `UIScrollView` (``ScrollHostMembership``), while a scroll view inside a
/// row keeps its own. The list is the fake that reports as SwiftUI documents (`FakeSwiftUIScrollView`), driving the
/// outer modifier's host; the inner modifier settles against it as the SwiftUI layer makes it settle.
@Suite @MainActor struct ScrollHostMembershipTests {
  /// A list under an 88-pt bar whose outermost modifier is an auto footer's: it owns the list's host.
  static func listOwnedByAFooter() -> (FakeSwiftUIScrollView, AutoRefreshFooter) {
    let footer = AutoRefreshFooter()
    let outer = ScrollHostMembership(component: footer)
    outer.settle(enclosing: nil)
    return (FakeSwiftUIScrollView(safeArea: Insets(top: 88), host: outer.ownHost), footer)
  }

  /// `List { … }.refreshKitHeader { … }.refreshKitFooter { … }` under an 88-pt bar: the footer's modifier is the
  /// outer one and owns the host; the header's is a candidate for it at its body's first update, hears the same
  /// geometry, and joins at the end of the update.
  static func listWithHeaderAndFooter() -> (FakeSwiftUIScrollView, SimpleHeader, AutoRefreshFooter) {
    let (list, footer) = Self.listOwnedByAFooter()
    let header = SimpleHeader()
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    let inner = ScrollHostMembership(component: header)
    inner.settle(enclosing: list.host)
    _ = inner.geometryDidChange(list.geometry)
    inner.resolve()
    #expect(inner.hasJoined)
    #expect(inner.geometryDidChange(list.geometry) == false, "the header's modifier forwards nothing: one driver")
    return (list, header, footer)
  }

  /// A modifier on a view the list shows (a row, a pushed screen): a candidate for the list's host, which hears
  /// `geometry` and settles at the end of the update.
  static func settled(
    _ component: RefreshComponent, hearing geometry: ScrollGeometryHost.Geometry, inside list: FakeSwiftUIScrollView
  ) -> ScrollHostMembership {
    let membership = ScrollHostMembership(component: component)
    membership.settle(enclosing: list.host)
    #expect(membership.place == .pending)
    #expect(membership.geometryDidChange(geometry), "a candidate keeps its own host up to date")
    membership.resolve()
    return membership
  }

  @Test func aHeaderAndAFooterOnOneListAreOneListsComponents() {
    let (list, header, footer) = Self.listWithHeaderAndFooter()
    #expect(list.model.refreshHeader === header)
    #expect(list.model.refreshFooter === footer)
    list.pullAndRelease(through: [-120, -160, -200])
    #expect(header.state == .refreshing)
    #expect(header.actionCount == 1)
    #expect(
      list.host.output.margins == Insets(top: 54, bottom: footer.height),
      "one host holds both: the header's hold and the auto footer's place below the rows")
    #expect(list.contentOffset == CGPoint(x: 0, y: -142), "the header shows below the bar")
  }

  @Test func withExclusionOnTheFooterWaitsWhileTheHeaderRefreshes() {
    let (list, header, footer) = Self.listWithHeaderAndFooter()
    list.model.isMutuallyExclusive = true
    list.pullAndRelease(through: [-120, -160, -200])
    #expect(header.state == .refreshing)
    list.pull(through: [0, 600, 1200, 1390])
    list.release()
    #expect(footer.state == .idle, "the list's one exclusion: no load while the header refreshes")
    #expect(footer.actionCount == 0)
    header.endRefreshing()
    list.frames(1)
    list.pull(through: [1300, 1390])
    list.release()
    #expect(footer.state == .refreshing, "the end of the refresh lets the footer load")
    #expect(footer.actionCount == 1)
  }

  @Test func aRefreshTheViewAskedForBeforeTheModifierSettledRunsOnTheSharedList() {
    let (list, _) = Self.listOwnedByAFooter()
    let header = SimpleHeader()
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    let refresh = DeclarativeRefresh(component: header)
    refresh.update(action: {}, isRefreshing: true, noMoreData: nil)
    let inner = Self.settled(header, hearing: list.geometry, inside: list)
    #expect(inner.hasJoined)
    list.frames(1)
    #expect(header.state == .refreshing, "`isRefreshing: true` from the first update begins on the list")
    #expect(header.actionCount == 1)
    #expect(list.host.output.margins.top == 54)
  }

  @Test func theInnerModifierHearingTheUpdateFirstStillJoins() {
    let (list, _, _) = Self.listWithHeaderAndFooter()
    let trailer = RefreshTrailer()
    let membership = ScrollHostMembership(component: trailer)
    membership.settle(enclosing: list.host)
    // New rows arrive: SwiftUI calls the inner modifier's action first, then the outer one's, then the turn ends.
    var next = list.geometry
    next.contentSize.height = 2600
    _ = membership.geometryDidChange(next)
    list.contentSize.height = 2600
    #expect(list.host.geometry == next)
    membership.resolve()
    #expect(membership.hasJoined, "compared once both heard the update")
    #expect(list.model.refreshTrailer === trailer)
  }

  @Test func aCandidateWaitsWhileTheListHasHeardNothing() {
    let footer = AutoRefreshFooter()
    let outer = ScrollHostMembership(component: footer)
    outer.settle(enclosing: nil)
    let header = SimpleHeader()
    let inner = ScrollHostMembership(component: header)
    inner.settle(enclosing: outer.ownHost)
    let geometry = ScrollGeometryHost.Geometry(
      contentOffset: .zero, contentSize: CGSize(width: 375, height: 2000), contentInsets: .zero,
      containerSize: CGSize(width: 375, height: 667))
    _ = inner.geometryDidChange(geometry)
    inner.resolve()
    #expect(inner.place == .pending, "nothing to compare with yet")
    #expect(header.scrollView == nil, "on no model meanwhile")
    let list = FakeSwiftUIScrollView(host: outer.ownHost)
    _ = inner.geometryDidChange(list.geometry)
    inner.resolve()
    #expect(inner.hasJoined)
    #expect(list.model.refreshHeader === header)
  }

  @Test func aCarouselInARowKeepsItsOwnTrailerAndTheListsBounce() {
    let (list, _, _) = Self.listWithHeaderAndFooter()
    let trailer = RefreshTrailer()
    var moves = 0
    let row = ScrollGeometryHost.Geometry(
      contentOffset: .zero, contentSize: CGSize(width: 1200, height: 120), contentInsets: .zero,
      containerSize: CGSize(width: 375, height: 120))
    let membership = ScrollHostMembership(component: trailer)
    membership.placeDidChange = { moves += 1 }
    membership.settle(enclosing: list.host)
    _ = membership.geometryDidChange(row)
    membership.resolve()
    #expect(membership.place == .own)
    #expect(moves == 1, "it landed once, on its own host: it never joined the list")
    #expect(list.model.refreshTrailer == nil, "the list has no trailer")
    #expect(!list.host.output.bouncesHorizontally, "the list never bounced sideways for the row's trailer")
    #expect(membership.ownHost.model.refreshTrailer === trailer)
    membership.ownHost.geometryDidChange(row)
    #expect(membership.ownHost.model.contentSize == CGSize(width: 1200, height: 120), "the row's scroll view drives it")
  }

  @Test func aPushedListOfTheSameSizeKeepsItsOwnHeader() {
    let footer = AutoRefreshFooter()
    let outer = ScrollHostMembership(component: footer)
    outer.settle(enclosing: nil)
    let root = FakeSwiftUIScrollView(safeArea: Insets(top: 88), host: outer.ownHost)
    let pushed = FakeSwiftUIScrollView(contentHeight: 900, safeArea: Insets(top: 88))
    let header = SimpleHeader()
    let membership = Self.settled(header, hearing: pushed.geometry, inside: root)
    #expect(membership.place == .own, "the same container, another scroll view")
    #expect(root.model.refreshHeader == nil)
  }

  @Test func aSecondHeaderOnTheSameListKeepsItsOwnHostAndTheFirstStays() {
    let (list, header, _) = Self.listWithHeaderAndFooter()
    let second = SimpleHeader()
    let membership = ScrollHostMembership(component: second)
    membership.settle(enclosing: list.host)
    _ = membership.geometryDidChange(list.geometry)
    for _ in 1..<ScrollHostMembership.patience { membership.resolve() }
    #expect(membership.place == .pending, "it waits a few turns for the slot")
    membership.resolve()
    #expect(membership.place == .own)
    #expect(list.model.refreshHeader === header, "a second header never replaces the first")
    #expect(membership.ownHost.model.refreshHeader === second)
  }

  @Test func aModifierAroundAViewThatIsNoScrollViewHoldsNoHeaderBack() {
    // `.refreshKitFooter { … }` around a `VStack` holding the `List`: its own geometry callback never comes.
    let footer = AutoRefreshFooter()
    let outer = ScrollHostMembership(component: footer)
    outer.settle(enclosing: nil)
    let list = FakeSwiftUIScrollView(safeArea: Insets(top: 88))
    let header = SimpleHeader()
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    let inner = ScrollHostMembership(component: header)
    inner.settle(enclosing: outer.ownHost)
    _ = inner.geometryDidChange(list.geometry)
    for _ in 0..<ScrollHostMembership.patience { inner.resolve() }
    #expect(inner.place == .own, "it stops waiting and keeps the list's reports for itself")
    #expect(inner.ownHost.model.refreshHeader === header)
  }

  @Test func aHeaderReplacedInOneUpdateJoinsOnceTheOldOneLeft() {
    let (list, _) = Self.listOwnedByAFooter()
    let first = SimpleHeader()
    let old = Self.settled(first, hearing: list.geometry, inside: list)
    let replacement = SimpleHeader()
    replacement.lastUpdatedStore = InMemoryLastUpdatedStore()
    let membership = ScrollHostMembership(component: replacement)
    // `.id(query)` on the header's modifier: the new one settles in the update that removes the old one.
    membership.settle(enclosing: list.host)
    _ = membership.geometryDidChange(list.geometry)
    membership.resolve()
    #expect(membership.place == .pending, "the old header still holds the slot")
    #expect(list.model.refreshHeader === first)
    old.leave()  // the old modifier's state is released: its component leaves on the next turn
    membership.resolve()
    #expect(membership.hasJoined, "one list, one model again")
    list.pullAndRelease(through: [-120, -160, -200])
    #expect(replacement.state == .refreshing)
  }

  @Test func aHeaderWhoseModifierGoesAwayLeavesTheListAndTheNextOneJoins() {
    let (list, _) = Self.listOwnedByAFooter()
    let first = SimpleHeader()
    let gone = Self.settled(first, hearing: list.geometry, inside: list)
    #expect(gone.hasJoined)
    // `.if(canRefresh) { $0.refreshKitHeader { … } }`: the flag flips and the modifier goes away.
    gone.leave()
    #expect(list.model.refreshHeader == nil, "the list keeps nothing of a modifier that left")
    #expect(list.model.accessibilityActions.map(\.name) == ["Load more"], "VoiceOver no longer offers Refresh")
    list.pull(through: [-120, -160, -200])
    list.release()
    #expect(first.state == .idle)
    let second = SimpleHeader()
    second.lastUpdatedStore = InMemoryLastUpdatedStore()
    #expect(Self.settled(second, hearing: list.geometry, inside: list).hasJoined, "the slot is free again")
    list.pullAndRelease(through: [-120, -160, -200])
    #expect(second.state == .refreshing)
  }

  @Test func theFirstPlaceIsKeptAtEveryLaterUpdate() {
    let (list, header, _) = Self.listWithHeaderAndFooter()
    let footer = BackRefreshFooter()
    let membership = ScrollHostMembership(component: footer)
    membership.settle(enclosing: nil)
    membership.settle(enclosing: list.host)
    #expect(membership.place == .own, "settled at the body's first update")
    #expect(membership.ownHost.model.refreshFooter === footer)
    #expect(list.model.refreshHeader === header)
    #expect(membership.geometryDidChange(list.geometry), "its own host: it drives it")
  }

  @Test func aJoinedMemberStaysWhenTheListRotates() {
    let (list, header, _) = Self.listWithHeaderAndFooter()
    let trailer = RefreshTrailer()
    let membership = Self.settled(trailer, hearing: list.geometry, inside: list)
    #expect(membership.hasJoined)
    list.containerSize = CGSize(width: 667, height: 375)
    #expect(!membership.geometryDidChange(list.geometry), "compared once: a later change is the list's own")
    membership.resolve()
    #expect(membership.hasJoined)
    #expect(list.model.refreshTrailer === trailer)
    #expect(list.model.refreshHeader === header)
  }
}

/// VoiceOver on SwiftUI's scroll-API path: the named actions the scroll view offers and the three-finger scroll, which
/// the SwiftUI layer hands to the shared model (`accessibilityActions`, `accessibilityScrollAction`), reach the list
/// through its one host, as on a `UIScrollView`.
@Suite @MainActor struct ScrollAPIVoiceOverTests {
  @Test func theListOffersRefreshAndLoadMoreOnceAndRefreshShowsTheHeader() {
    let (list, header, footer) = ScrollHostMembershipTests.listWithHeaderAndFooter()
    list.scroll(to: CGPoint(x: 0, y: 600))
    let actions = list.model.accessibilityActions
    #expect(actions.map(\.name) == ["Refresh", "Load more"], "one list, one set of actions")
    #expect(list.model.performAccessibilityAction(actions[0]))
    list.frames(1)
    #expect(header.state == .refreshing)
    #expect(header.actionCount == 1)
    #expect(list.contentOffset == CGPoint(x: 0, y: -142), "the scroll position reveals the header below the bar")
    #expect(footer.state == .idle)
  }

  @Test func aThreeFingerScrollUpAtTheTopRefreshesAndElsewherePagesThroughTheScrollPosition() {
    let (list, header, _) = ScrollHostMembershipTests.listWithHeaderAndFooter()
    var heard: [AccessibilityAnnouncement] = []
    list.model.accessibilityAnnouncementHandler = { heard.append($0) }
    #expect(list.model.accessibilityScroll(.down))
    list.frames(1)
    #expect(list.contentOffset.y > 400, "a page down, made by the scroll position")
    #expect(heard.contains { if case .pageScrolled = $0 { true } else { false } }, "VoiceOver hears the page")
    #expect(header.state == .idle)
    #expect(list.model.accessibilityScroll(.up))
    list.frames(1)
    #expect(list.contentOffset == CGPoint(x: 0, y: -88), "back at the top, under the bar")
    #expect(list.model.accessibilityScroll(.up))
    list.frames(1)
    #expect(header.state == .refreshing, "at the top a scroll up refreshes")
    #expect(list.contentOffset == CGPoint(x: 0, y: -142))
  }
}
