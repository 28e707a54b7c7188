import Foundation
import Testing

@_spi(Hosting) @testable import RefreshKit
@testable import RefreshKitSwiftUI

/// How a SwiftUI modifier's markers find the scroll view it was applied to, on trees shaped as SwiftUI builds them for
/// each kind of scrolling view, with fake views. The shapes follow what SwiftUI-Introspect documents and relies on:
/// a `.background` is a platform view behind the modified view and an `.overlay` one in front of it, under a common
/// ancestor; `List` and `Form` are a `UITableView` on iOS 13 to 15 and a `UICollectionView` from iOS 16, `ScrollView`
/// a `UIScrollView`, a paged `TabView` a horizontal `UICollectionView` from iOS 14. Only `scrolls` (the class check
/// `is UIScrollView`) and the structure are read, never a name.
@Suite struct ScrollViewLocatorTests {
  /// A view: a name, whether it scrolls, its subviews.
  final class View {
    let name: String
    let scrolls: Bool
    weak var superview: View?
    private(set) var subviews: [View] = []

    init(_ name: String, scrolls: Bool = false, _ subviews: [View] = []) {
      self.name = name
      self.scrolls = scrolls
      for subview in subviews { add(subview) }
    }

    func add(_ subview: View) {
      subview.superview = self
      subviews.append(subview)
    }

    func removeFromSuperview() {
      superview?.subviews.removeAll { $0 === self }
      superview = nil
    }
  }

  /// One modifier's two markers, each inside the host view SwiftUI makes for a representable.
  struct Markers {
    let back = View("back marker")
    let front = View("front marker")
    var backHost: View { View("background host", [back]) }
    var frontHost: View { View("overlay host", [front]) }

    /// The modified view's platform views between the modifier's background and overlay.
    func around(_ views: View...) -> [View] { [backHost] + views + [frontHost] }
  }

  let locator = ScrollViewLocator<View>(
    parent: { $0.superview }, children: { $0.subviews }, isScrollView: { $0.scrolls })

  /// The name of the scroll view found for `markers`, while `window` keeps the tree alive (a view holds its superview
  /// weakly, as UIKit does).
  func find(_ markers: Markers, in window: View) -> String? {
    withExtendedLifetime(window) { locator.locate(between: markers.back, and: markers.front)?.scrollView.name }
  }

  /// Whether what `find` found is the modified view itself rather than the fallback.
  func isReceiver(_ markers: Markers, in window: View) -> Bool? {
    withExtendedLifetime(window) { locator.locate(between: markers.back, and: markers.front)?.isReceiver }
  }

  /// Rows as SwiftUI hosts them in a table or collection view: a cell, its content view, a hosting view, the row.
  static func rows(_ count: Int, _ extra: [View] = []) -> [View] {
    (0..<count).map { index in
      View("cell \(index)", [View("content", [View("row host", [View("row \(index)")] + (index == 0 ? extra : []))])])
    }
  }

  // MARK: - Each kind of scrolling view

  @Test func aListOverATableViewGetsItsTableView() {
    // iOS 13 to 15: `List { … }.refreshKitHeader { … }`.
    let markers = Markers()
    let table = View("table view", scrolls: true, [View("wrapper")] + Self.rows(20))
    let window = View("window", [View("hosting", markers.around(View("list host", [table])))])
    #expect(find(markers, in: window) == "table view")
    #expect(isReceiver(markers, in: window) == true)
  }

  @Test func aListOverACollectionViewGetsItsCollectionView() {
    // iOS 16 to 26.
    let markers = Markers()
    let collection = View("collection view", scrolls: true, Self.rows(20))
    let window = View("window", [View("hosting", markers.around(collection))])
    #expect(find(markers, in: window) == "collection view")
  }

  @Test func aScrollViewWithALazyStackGetsItsScrollView() {
    let markers = Markers()
    let content = View("content host", [View("lazy stack", Self.rows(5))])
    let window = View("window", [View("hosting", markers.around(View("scroll view", scrolls: true, [content])))])
    #expect(find(markers, in: window) == "scroll view")
  }

  @Test func aFormGetsItsScrollViewNotATextFieldsOrAPickersInside() {
    // A form's rows hold controls; a wheel picker and a multi-line field scroll, but lie inside the form.
    let markers = Markers()
    let picker = View("wheel picker table", scrolls: true)
    let form = View("form collection view", scrolls: true, Self.rows(6, [picker]))
    let window = View("window", [View("hosting", markers.around(form))])
    #expect(find(markers, in: window) == "form collection view")
  }

  @Test func aHorizontalScrollViewInsideAVerticalOneAndTheVerticalOneEachGetTheirOwn() {
    // The gallery example: `.refreshKit(trailer:)` on the horizontal `ScrollView`, `.refreshKit(header:)` on the
    // vertical page around it.
    let page = Markers()
    let gallery = Markers()
    let horizontal = View("horizontal scroll view", scrolls: true, [View("cards", Self.rows(8))])
    let stack = View("stack", [View("title")] + gallery.around(horizontal) + [View("more")])
    let vertical = View("vertical scroll view", scrolls: true, [View("content host", [stack])])
    let window = View("window", [View("hosting", page.around(vertical))])
    #expect(find(gallery, in: window) == "horizontal scroll view", "not the page that holds it")
    #expect(find(page, in: window) == "vertical scroll view", "not the gallery inside it")
  }

  @Test func aListOnAPageOfAPagedTabViewGetsTheListNotThePager() {
    let first = Markers()
    let second = Markers()
    let pager = View(
      "pager collection view", scrolls: true,
      [
        View("page cell 0", [View("page host", first.around(View("list 0", scrolls: true, Self.rows(10))))]),
        View("page cell 1", [View("page host", second.around(View("list 1", scrolls: true, Self.rows(10))))]),
      ])
    let window = View("window", [View("hosting", [pager])])
    #expect(find(first, in: window) == "list 0")
    #expect(find(second, in: window) == "list 1")
  }

  @Test func aListPushedAndPoppedInANavigationStackGetsItsOwnList() throws {
    let root = Markers()
    let pushed = Markers()
    let rootScreen = View("root hosting", root.around(View("root list", scrolls: true, Self.rows(5))))
    let transition = View("transition view", [View("wrapper", [rootScreen])])
    let window = View("window", [View("navigation view", [transition, View("navigation bar")])])
    #expect(find(root, in: window) == "root list")
    // The push: during the transition both screens are in the window; then the root's leaves it.
    let pushedScreen = View("pushed hosting", pushed.around(View("pushed list", scrolls: true, Self.rows(5))))
    transition.add(View("wrapper", [pushedScreen]))
    #expect(find(pushed, in: window) == "pushed list")
    #expect(find(root, in: window) == "root list")
    let rootWrapper = try #require(rootScreen.superview)
    rootWrapper.removeFromSuperview()
    #expect(find(pushed, in: window) == "pushed list")
    // The pop: the pushed screen leaves, the root's comes back.
    pushedScreen.superview?.removeFromSuperview()
    transition.add(rootWrapper)
    #expect(find(root, in: window) == "root list")
  }

  @Test func aListInASheetGetsTheSheetsListNotTheOneBehindIt() {
    let behind = Markers()
    let sheet = Markers()
    let window = View(
      "window",
      [
        View("presenting hosting", behind.around(View("feed list", scrolls: true, Self.rows(5)))),
        View("transition view", [View("sheet hosting", sheet.around(View("sheet list", scrolls: true)))]),
      ])
    #expect(find(sheet, in: window) == "sheet list")
    #expect(find(behind, in: window) == "feed list")
  }

  @Test func aModifierOnARowGetsTheListAroundIt() {
    // `List { Row().refreshKitFooter { … } }`: nothing scrolls between the row's markers; the list is the nearest
    // scroll view around them, the fallback.
    let markers = Markers()
    let cell = View("cell", [View("content", [View("row host", markers.around(View("row")))])])
    let list = View("collection view", scrolls: true, [cell] + Self.rows(5))
    let window = View("window", [View("hosting", [View("background host"), list])])
    #expect(find(markers, in: window) == "collection view")
    #expect(isReceiver(markers, in: window) == false)
  }

  @Test func aListNotYetBuiltOnAPageIsWaitedForAndNeverTakenForThePager() {
    // `TabView { List { … }.refreshKitHeader { … } }.tabViewStyle(.page)`: the markers are in the page before SwiftUI
    // puts the list between them. The pager around them is not the list: the search waits for it.
    let markers = Markers()
    var hosts = markers.around()
    let page = View("page cell", [View("page host", hosts)])
    let pager = View("pager", scrolls: true, [page])
    let window = View("window", [pager])
    withExtendedLifetime(window) {
      var misses = 0
      for _ in 0..<(Locator.searchesBeforeAncestor - 1) {
        let found = locator.locate(
          between: markers.back, and: markers.front,
          fallingBackToAncestor: Locator.allowsAncestor(afterMisses: misses))
        #expect(found == nil, "no list yet: nothing, not the pager")
        misses += 1
      }
      // The list comes, between the markers.
      let front = hosts.removeLastForTest()
      let pageHost = page.subviews[0]
      pageHost.add(View("collection view", scrolls: true, Self.rows(3)))
      pageHost.add(front)
      hosts = []
      let found = locator.locate(
        between: markers.back, and: markers.front,
        fallingBackToAncestor: Locator.allowsAncestor(afterMisses: misses))
      #expect(found?.scrollView.name == "collection view")
      #expect(found?.isReceiver == true)
    }
  }

  @Test func aModifierOnARowGetsTheListOnlyAfterTheReceiverWasMissedAFewTimes() {
    let markers = Markers()
    let cell = View("cell", [View("content", [View("row host", markers.around(View("row")))])])
    let list = View("collection view", scrolls: true, [cell] + Self.rows(5))
    let window = View("window", [list])
    withExtendedLifetime(window) {
      #expect(Locator.allowsAncestor(afterMisses: 0) == false)
      #expect(Locator.allowsAncestor(afterMisses: Locator.searchesBeforeAncestor - 1) == false)
      #expect(Locator.allowsAncestor(afterMisses: Locator.searchesBeforeAncestor))
      #expect(locator.locate(between: markers.back, and: markers.front, fallingBackToAncestor: false) == nil)
      let found = locator.locate(between: markers.back, and: markers.front, fallingBackToAncestor: true)
      #expect(found?.scrollView.name == "collection view")
      #expect(found?.isReceiver == false)
    }
  }

  @Test func aModifierOnTheStackInsideAScrollViewGetsTheNearestScrollViewAroundIt() {
    let markers = Markers()
    let inner = View("scroll view", scrolls: true, [View("stack host", markers.around(View("stack")))])
    let window = View("window", [View("page", scrolls: true, [inner])])
    #expect(find(markers, in: window) == "scroll view")
  }

  // MARK: - The search's rules

  @Test func aCarouselInsideTheListIsNotTheList() {
    let markers = Markers()
    let carousel = View("carousel", scrolls: true)
    let list = View("list", scrolls: true, [View("cell", [carousel])])
    let window = View("window", markers.around(list))
    #expect(find(markers, in: window) == "list")
  }

  @Test func twoListsSideBySideEachGetTheirOwn() {
    // A split view.
    let left = Markers()
    let right = Markers()
    let window = View(
      "window",
      [
        View("left column", left.around(View("left list", scrolls: true))),
        View("right column", right.around(View("right list", scrolls: true))),
      ])
    #expect(find(left, in: window) == "left list")
    #expect(find(right, in: window) == "right list")
  }

  @Test func aScrollViewBeforeTheBackMarkerOrAfterTheFrontMarkerIsNotTheReceiver() {
    // A list above the modified view, and a backdrop that scrolls behind the page: neither is between the markers.
    let markers = Markers()
    let window = View(
      "window",
      [
        View("backdrop", scrolls: true),
        View("stack", [View("other list", scrolls: true)] + markers.around(View("list", scrolls: true))),
        View("after", scrolls: true),
      ])
    #expect(find(markers, in: window) == "list")
  }

  @Test func aContainerOfTwoScrollViewsGetsTheFirstBackToFront() {
    let markers = Markers()
    let window = View(
      "window", markers.around(View("stack", [View("top list", scrolls: true), View("bottom list", scrolls: true)])))
    #expect(find(markers, in: window) == "top list")
  }

  @Test func nothingIsFoundBeforeTheFrontMarkerIsInTheTreeEvenWithAPagerAround() {
    // SwiftUI inserted the background first: the pager around would be the fallback, and a wrong one.
    let markers = Markers()
    let window = View("window", [View("pager", scrolls: true, [View("page host", [markers.backHost])])])
    #expect(find(markers, in: window) == nil)
    #expect(withExtendedLifetime(window) { locator.locate(between: markers.back, and: nil) } == nil)
  }

  @Test func aModifierWithNothingScrollingAroundItFindsNothing() {
    let markers = Markers()
    let window = View("window", markers.around(View("text")))
    #expect(find(markers, in: window) == nil)
    let alone = View("alone")
    #expect(locator.locate(between: alone, and: View("elsewhere")) == nil, "markers in different trees")
  }

  @Test func aReplacedScrollViewIsFoundAgain() {
    // SwiftUI replaces the list's scroll view (a new identity): the next search finds the new one.
    let markers = Markers()
    let first = View("first list", scrolls: true)
    let hosting = View("hosting", markers.around(first))
    let window = View("window", [hosting])
    #expect(find(markers, in: window) == "first list")
    first.removeFromSuperview()
    let front = hosting.subviews.removeLastForTest()
    hosting.add(View("second list", scrolls: true))
    hosting.add(front)
    #expect(find(markers, in: window) == "second list")
  }

  @Test func theSearchStopsAtTheListWithoutWalkingItsRows() {
    // A search costs the views it visits: a list of a thousand rows is one of them.
    let markers = Markers()
    let list = View("list", scrolls: true, Self.rows(1000))
    let window = View("window", [View("hosting", [View("header")] + markers.around(list))])
    var visited = 0
    let counting = ScrollViewLocator<View>(
      parent: { $0.superview },
      children: {
        visited += 1
        return $0.subviews
      }, isScrollView: { $0.scrolls })
    let found = withExtendedLifetime(window) { counting.locate(between: markers.back, and: markers.front) }
    #expect(found?.scrollView === list)
    #expect(visited < 5, "visited \(visited) views' subviews")
  }

  // MARK: - When to search

  typealias Locator = ScrollViewLocator<View>

  @Test func aListWhoseRowsChangeIsNotSearchedAgain() {
    // Each change of the rows updates the modifier's view and lays it out: the scroll view it has stays.
    #expect(Locator.needsSearch(on: .updated, isInWindow: true, current: .receiver) == false)
    #expect(Locator.needsSearch(on: .laidOut, isInWindow: true, current: .receiver) == false)
    #expect(Locator.needsSearch(on: .updated, isInWindow: true, current: .ancestor) == false)
  }

  @Test func aMarkerSearchesWhenItMovesToAWindowOrHasNoScrollViewOfItsOwn() {
    for current in [Locator.Current.nothing, .receiver, .ancestor, .gone] {
      #expect(Locator.needsSearch(on: .movedToWindow, isInWindow: true, current: current))
    }
    for occasion in [Locator.Occasion.laidOut, .updated] {
      #expect(Locator.needsSearch(on: occasion, isInWindow: true, current: .nothing), "laid out without one")
      #expect(Locator.needsSearch(on: occasion, isInWindow: true, current: .gone), "it left the hierarchy")
    }
    #expect(
      Locator.needsSearch(on: .laidOut, isInWindow: true, current: .ancestor),
      "only the fallback: the list itself may have come since")
  }

  @Test func aMarkerInNoWindowNeverSearchesAndKeepsWhatItHas() {
    // Another screen was pushed over it.
    for occasion in [Locator.Occasion.movedToWindow, .laidOut, .updated] {
      for current in [Locator.Current.nothing, .receiver, .ancestor, .gone] {
        #expect(Locator.needsSearch(on: occasion, isInWindow: false, current: current) == false)
      }
    }
  }
}

extension Array where Element == ScrollViewLocatorTests.View {
  /// Detaches the last view (the overlay host) so that a view can be added before it.
  fileprivate func removeLastForTest() -> ScrollViewLocatorTests.View {
    let last = self[count - 1]
    last.removeFromSuperview()
    return last
  }
}
