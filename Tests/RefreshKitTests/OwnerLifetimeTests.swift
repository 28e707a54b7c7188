import Foundation
import Testing

@_spi(Testing) @testable import RefreshKit
@testable import RefreshKitTools

/// RefreshKit holds nothing that keeps a list's owner alive: with the capture the README shows (`[weak self]`, or the
/// feed alone), a view controller that owns a list with components goes away with its list, its components and its
/// adapter once the app lets go of it, after refreshes and loads.
@Suite @MainActor struct OwnerLifetimeTests {
  /// The app's data source.
  @MainActor final class Feed {
    private(set) var reloads = 0
    private(set) var loads = 0
    func reload() async throws { reloads += 1 }
    func loadMore() async throws { loads += 1 }
  }

  /// A view controller's stand-in: it owns the list and the feed, as `FeedViewController` owns its table view.
  @MainActor final class FeedScreen {
    let list = makePhoneList()
    let feed = Feed()

    func viewDidLoad() {
      list.refreshHeader = SimpleHeader { [weak self] in try await self?.feed.reload() }
      list.refreshFooter = SimpleAutoFooter { [feed] in try await feed.loadMore() }
    }
  }

  @Test func aScreenGoesAwayWithItsListAndComponentsAfterARefreshAndALoad() async {
    weak var weakScreen: FeedScreen?
    weak var weakList: ScrollModel?
    weak var weakHeader: RefreshComponent?
    weak var weakFooter: RefreshComponent?
    weak var weakFeed: Feed?
    do {
      let screen = FeedScreen()
      screen.viewDidLoad()
      let header = screen.list.refreshHeader
      let footer = screen.list.refreshFooter
      Finger.pullDown(screen.list, contentBy: 80)
      screen.list.endDrag()
      #expect(header?.isRefreshing == true)
      await header?.actionTask?.value
      #expect(header?.state == .idle)
      (footer as? AutoRefreshFooter)?.tap()
      await footer?.actionTask?.value
      #expect(screen.feed.reloads == 1)
      #expect(screen.feed.loads == 1)
      weakScreen = screen
      weakList = screen.list
      weakHeader = header
      weakFooter = footer
      weakFeed = screen.feed
    }
    #expect(weakScreen == nil, "the screen leaked")
    #expect(weakList == nil, "the list leaked")
    #expect(weakHeader == nil, "the header leaked")
    #expect(weakFooter == nil, "the footer leaked")
    #expect(weakFeed == nil, "the feed leaked")
  }

  @Test func componentsAddedThroughTheModelAndTheirObserversHoldNothingEither() {
    weak var weakScreen: FeedScreen?
    weak var weakList: ScrollModel?
    weak var weakHeader: RefreshComponent?
    do {
      let screen = FeedScreen()
      let header = screen.list.addRefreshHeader { [weak screen] in screen?.list.refreshHeader?.endRefreshing() }
      let token = header.observe { [weak screen] _ in _ = screen?.feed }
      let slots = screen.list.observeRefreshComponents { [weak screen] _ in _ = screen?.feed }
      header.beginRefreshing()
      #expect(header.actionCount == 1)
      #expect(header.state == .idle)
      #expect(!screen.list.accessibilityActions.isEmpty)
      #expect(screen.list.performAccessibilityAction(screen.list.accessibilityActions[0]))
      #expect(RefreshKeyCommand.refresh(among: [screen.list]))
      #expect(header.actionCount == 3, "a begin, a VoiceOver action and ⌘R, each ended by the action")
      _ = (token, slots)
      weakScreen = screen
      weakList = screen.list
      weakHeader = header
    }
    #expect(weakScreen == nil, "the screen leaked")
    #expect(weakList == nil, "the list leaked")
    #expect(weakHeader == nil, "the header leaked")
  }

  @Test func anAdapterWithTheAppsCommandHandlerGoesAwayWithItsScrollView() {
    weak var weakScrollView: FakeUIScrollView?
    weak var weakAdapter: ScrollHostAdapter?
    weak var weakModel: ScrollModel?
    weak var weakHeader: RefreshComponent?
    do {
      let scrollView = FakeUIScrollView()
      let header = scrollView.model.addRefreshHeader { [weak scrollView] in
        scrollView?.model.refreshHeader?.endRefreshing()
      }
      scrollView.userPulls(through: [-20, -60, -90])
      scrollView.frames(1)
      #expect(header.actionCount == 1)
      #expect(header.state == .idle)
      weakScrollView = scrollView
      weakAdapter = scrollView.adapter
      weakModel = scrollView.model
      weakHeader = header
    }
    #expect(weakScrollView == nil, "the scroll view leaked")
    #expect(weakAdapter == nil, "the adapter leaked")
    #expect(weakModel == nil, "the model leaked")
    #expect(weakHeader == nil, "the header leaked")
  }
}
