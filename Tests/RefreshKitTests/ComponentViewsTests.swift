import Foundation
import Testing

@_spi(Hosting) @testable import RefreshKit

/// Every attached component is drawn, however it was attached, and a change makes or removes only the views of the
/// components that came or went: `observeRefreshComponents(_:)` and `RefreshComponentChanges`, as the UIKit layer
/// uses them.
@Suite @MainActor struct ComponentViewsTests {
  /// A renderer as the UIKit layer is: one view per attached component, made and removed by the changes.
  @MainActor final class Renderer {
    final class View {
      let component: RefreshComponent
      init(component: RefreshComponent) { self.component = component }
    }

    private(set) var views: [View] = []
    private(set) var made = 0
    private(set) var removed = 0
    private(set) var notifications = 0
    private var token: ScrollObservation?

    init(_ list: ScrollModel) {
      token = list.observeRefreshComponents { [unowned self] attached in
        notifications += 1
        let changes = RefreshComponentChanges(drawn: views.map(\.component), attached: attached)
        for component in changes.removed {
          views.removeAll { $0.component === component }
          removed += 1
        }
        for component in changes.added {
          views.append(View(component: component))
          made += 1
        }
      }
    }

    var drawn: [RefreshComponent] { views.map(\.component) }

    func stop() { token = nil }
  }

  @Test func aHeaderAddedThroughTheModelIsDrawn() {
    let list = makePhoneList()
    let renderer = Renderer(list)
    let header = list.addRefreshHeader {}
    #expect(renderer.drawn.count == 1)
    #expect(renderer.drawn.first === header)
    let footer = list.addRefreshFooter {}
    #expect(renderer.drawn.map(ObjectIdentifier.init) == [ObjectIdentifier(header), ObjectIdentifier(footer)])
    #expect(list.refreshComponents.map(ObjectIdentifier.init) == renderer.drawn.map(ObjectIdentifier.init))
  }

  @Test func replacingTheFooterRebuildsOnlyTheFootersView() {
    let list = makePhoneList()
    let renderer = Renderer(list)
    let header = SimpleHeader {}
    list.refreshHeader = header
    list.refreshFooter = SimpleAutoFooter {}
    header.beginRefreshing()
    let headerView = renderer.views[0]
    let newFooter = SimpleBackFooter {}
    list.refreshFooter = newFooter
    #expect(renderer.notifications == 3, "one notification for the replacement")
    #expect(renderer.made == 3)
    #expect(renderer.removed == 1, "only the old footer's view went")
    #expect(renderer.views[0] === headerView, "the refreshing header keeps its view, and its spinner")
    #expect(header.isRefreshing)
    #expect(renderer.drawn.last === newFooter)
  }

  @Test func assigningTheComponentAlreadyThereChangesNothing() {
    let list = makePhoneList()
    let renderer = Renderer(list)
    let header = SimpleHeader {}
    list.refreshHeader = header
    list.refreshHeader = header
    #expect(renderer.notifications == 1)
    #expect(renderer.made == 1)
  }

  @Test func detachingOrMovingAComponentToAnotherListRemovesItsView() {
    let list = makePhoneList()
    let other = makePhoneList()
    let renderer = Renderer(list)
    let otherRenderer = Renderer(other)
    let header = SimpleHeader {}
    list.refreshHeader = header
    other.refreshHeader = header
    #expect(renderer.drawn.isEmpty, "it left the first list")
    #expect(otherRenderer.drawn.first === header)
    other.refreshHeader = nil
    #expect(otherRenderer.drawn.isEmpty)
    #expect(otherRenderer.removed == 1)
  }

  @Test func aComponentAttachedFromInsideAHookIsDrawnAfterOneNotification() {
    final class FooterAddingHeader: RefreshHeader {
      override func didMove(to scrollView: ScrollModel?) {
        super.didMove(to: scrollView)
        if let scrollView, scrollView.refreshFooter == nil { scrollView.refreshFooter = SimpleAutoFooter {} }
      }
    }
    let list = makePhoneList()
    let renderer = Renderer(list)
    list.refreshHeader = FooterAddingHeader {}
    #expect(renderer.notifications == 1)
    #expect(renderer.drawn.count == 2)
  }

  @Test func aReleasedTokenHearsNothingMore() {
    let list = makePhoneList()
    let renderer = Renderer(list)
    list.addRefreshHeader {}
    renderer.stop()
    list.addRefreshFooter {}
    #expect(renderer.notifications == 1)
    #expect(renderer.drawn.count == 1)
  }

  @Test func theChangesAreByIdentityInSlotOrder() {
    let header = SimpleHeader()
    let footer = SimpleAutoFooter()
    let trailer = SimpleTrailer()
    let changes = RefreshComponentChanges(drawn: [header, footer], attached: [header, trailer])
    #expect(changes.removed.count == 1 && changes.removed[0] === footer)
    #expect(changes.added.count == 1 && changes.added[0] === trailer)
    #expect(RefreshComponentChanges(drawn: [header], attached: [header]).isEmpty)
    #expect(!changes.isEmpty)
  }
}
