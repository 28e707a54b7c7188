import Foundation
import Testing

@testable import RefreshKitSwiftUI

/// The UIKit path's hosted SwiftUI view (below iOS 18) keeps its hosting controller as a child of the nearest view
/// controller, as Apple documents: it joins when the list is on screen, moves with the list to another screen, and
/// leaves when the list leaves the window.
@Suite @MainActor struct HostingContainmentTests {
  /// A responder: a view (with a superview) or a view controller (with the view it is shown in).
  final class Responder {
    let name: String
    let isController: Bool
    var next: Responder?
    init(_ name: String, controller: Bool = false, next: Responder? = nil) {
      (self.name, isController, self.next) = (name, controller, next)
    }
  }

  static func nearest(from view: Responder, excluding excluded: Responder? = nil) -> Responder? {
    HostingContainment.nearest(
      from: view, next: { $0.next }, as: { $0.isController ? $0 : nil }, excluding: excluded)
  }

  @Test func theHostedViewJoinsTheNearestControllerAboveTheListNotAFartherOne() {
    // window ← navigation controller ← its view ← feed controller ← its view ← list ← component view ← hosted view
    let window = Responder("window")
    let navigation = Responder("navigation", controller: true, next: window)
    let navigationView = Responder("navigation view", next: navigation)
    let feed = Responder("feed", controller: true, next: navigationView)
    let feedView = Responder("feed view", next: feed)
    let list = Responder("list", next: feedView)
    let componentView = Responder("component view", next: list)
    #expect(Self.nearest(from: componentView) === feed)
    var containment = HostingContainment<Responder>()
    let steps = containment.update(nearest: Self.nearest(from: componentView))
    #expect(steps.map(Self.describe) == ["join feed"])
    #expect(containment.update(nearest: feed).isEmpty, "a second layout changes nothing")
  }

  @Test func itMovesWithTheListToAnotherScreenAndLeavesWithTheWindow() {
    let first = Responder("first", controller: true)
    let second = Responder("second", controller: true)
    var containment = HostingContainment<Responder>()
    _ = containment.update(nearest: first)
    #expect(containment.update(nearest: second).map(Self.describe) == ["leave first", "join second"])
    #expect(containment.update(nearest: nil).map(Self.describe) == ["leave second"], "out of the window")
    #expect(containment.parent == nil)
    #expect(containment.update(nearest: nil).isEmpty)
  }

  @Test func theHostingControllerItselfIsNeverItsOwnParent() {
    let screen = Responder("screen", controller: true)
    let hosting = Responder("hosting", controller: true, next: Responder("component view", next: screen))
    let hostedRoot = Responder("hosted root", next: hosting)
    #expect(Self.nearest(from: hostedRoot, excluding: hosting) === screen)
    #expect(Self.nearest(from: Responder("loose view")) == nil, "in no window: no controller")
  }

  static func describe(_ step: HostingContainment<Responder>.Step) -> String {
    switch step {
    case .leave(let controller): "leave \(controller.name)"
    case .join(let controller): "join \(controller.name)"
    }
  }
}
