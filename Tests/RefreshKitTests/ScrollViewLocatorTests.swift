import Foundation
import Testing

@testable import RefreshKit

/// How a SwiftUI modifier's probe finds the scroll view behind a `List` or a `ScrollView`, on trees shaped as SwiftUI
/// builds them, with fake views.
@Suite struct ScrollViewLocatorTests {
  /// A view: a name, a frame in window coordinates, whether it scrolls, its subviews.
  final class View {
    let name: String
    let frame: CGRect
    let scrolls: Bool
    weak var superview: View?
    private(set) var subviews: [View] = []

    init(_ name: String, _ frame: CGRect, scrolls: Bool = false, _ subviews: [View] = []) {
      self.name = name
      self.frame = frame
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

  static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
  let locator = ScrollViewLocator<View>(
    parent: { $0.superview }, children: { $0.subviews }, isScrollView: { $0.scrolls }, frame: { $0.frame })

  /// The name of the scroll view found for `probe`, while `window` keeps the tree alive (a view holds its superview
  /// weakly, as UIKit does).
  func find(_ probe: View, in window: View) -> String? {
    withExtendedLifetime(window) { locator.scrollView(for: probe)?.name }
  }

  @Test func aProbeBehindAListFindsTheListsScrollViewBesideIt() {
    // `List { … }.refreshKitHeader { … }`: the probe is the list's background, a sibling of its collection view.
    let probe = View("probe", Self.screen)
    let list = View("list", Self.screen, scrolls: true, [View("row", CGRect(x: 0, y: 0, width: 390, height: 44))])
    let window = View(
      "window", Self.screen, [View("hosting", Self.screen, [View("background", Self.screen, [probe]), list])])
    #expect(find(probe, in: window) == "list")
  }

  @Test func aProbeInsideScrollingContentFindsTheNearestScrollingAncestor() {
    // The modifier on the stack inside a `ScrollView`, itself inside a page that scrolls.
    let probe = View("probe", CGRect(x: 0, y: 0, width: 390, height: 2000))
    let inner = View("scroll view", Self.screen, scrolls: true, [View("stack", probe.frame, [probe])])
    let window = View("window", Self.screen, [View("page", Self.screen, scrolls: true, [inner])])
    #expect(find(probe, in: window) == "scroll view")
  }

  @Test func aCarouselInsideTheListIsNotTheList() {
    // A full-page carousel inside a list that extends under the bars matches the probe's frame better than the list
    // does, but it lies inside the list.
    let carousel = View("carousel", Self.screen, scrolls: true)
    let list = View("list", CGRect(x: 0, y: -100, width: 390, height: 1044), scrolls: true, [carousel])
    let probe = View("probe", Self.screen)
    let window = View("window", Self.screen, [View("background", Self.screen, [probe]), list])
    #expect(find(probe, in: window) == "list", "the search does not enter a scroll view")
  }

  @Test func theScrollViewBesideTheProbeMustCoverItsCentre() {
    // Two lists side by side (a split view): each probe finds its own.
    let leftFrame = CGRect(x: 0, y: 0, width: 320, height: 844)
    let rightFrame = CGRect(x: 320, y: 0, width: 700, height: 844)
    let leftProbe = View("left probe", leftFrame)
    let rightProbe = View("right probe", rightFrame)
    let left = View("left list", leftFrame, scrolls: true)
    let right = View("right list", rightFrame, scrolls: true)
    let window = View(
      "window", CGRect(x: 0, y: 0, width: 1020, height: 844),
      [View("left column", leftFrame, [leftProbe, left]), View("right column", rightFrame, [rightProbe, right])])
    #expect(find(leftProbe, in: window) == "left list")
    #expect(find(rightProbe, in: window) == "right list")
  }

  @Test func theNearestCommonAncestorDecidesBeforeAFartherOne() {
    // The list's scroll view is beside the probe two levels up; a full-screen scroll view further up also covers
    // the probe's centre but is not the list's.
    let probe = View("probe", CGRect(x: 0, y: 100, width: 390, height: 600))
    let list = View("list", probe.frame, scrolls: true)
    let card = View("card", probe.frame, [View("wrapper", probe.frame, [probe]), list])
    let window = View(
      "window", Self.screen, [View("backdrop", Self.screen, scrolls: true), View("content", Self.screen, [card])])
    #expect(find(probe, in: window) == "list")
  }

  @Test func amongScrollViewsCoveringTheCentreTheOneOverlappingTheProbeMostWins() {
    let probe = View("probe", CGRect(x: 0, y: 100, width: 390, height: 600))
    let narrow = View("narrow", CGRect(x: 150, y: 300, width: 90, height: 200), scrolls: true)
    let list = View("list", CGRect(x: 0, y: 90, width: 390, height: 620), scrolls: true)
    let window = View("window", Self.screen, [View("background", probe.frame, [probe]), narrow, list])
    #expect(find(probe, in: window) == "list")
  }

  @Test func aProbeWithNothingScrollingAroundItFindsNothing() {
    let probe = View("probe", Self.screen)
    let window = View("window", Self.screen, [View("background", Self.screen, [probe]), View("text", Self.screen)])
    #expect(find(probe, in: window) == nil)
    let alone = View("alone", Self.screen)
    #expect(find(alone, in: alone) == nil, "a probe not in a window yet")
  }

  @Test func aReplacedScrollViewIsFoundAgain() {
    // SwiftUI replaces the list's scroll view (a new identity, a navigation back): the next search finds the new one.
    let probe = View("probe", Self.screen)
    let first = View("first list", Self.screen, scrolls: true)
    let hosting = View("hosting", Self.screen, [View("background", Self.screen, [probe]), first])
    let window = View("window", Self.screen, [hosting])
    #expect(find(probe, in: window) == "first list")
    first.removeFromSuperview()
    hosting.add(View("second list", Self.screen, scrolls: true))
    #expect(find(probe, in: window) == "second list")
  }
}
