import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

@Suite @MainActor struct RefreshConfigurationTests {
  /// An error with a text for users, which a failure shows.
  struct Offline: LocalizedError {
    var errorDescription: String? { "offline" }
  }

  // MARK: - Defaults

  @Test func theDefaultsAreMJRefreshs() {
    let configuration = RefreshConfiguration()
    #expect(configuration.headerHeight == 54)
    #expect(configuration.footerHeight == 44)
    #expect(configuration.trailerWidth == 60)
    #expect(configuration.language == nil)
    #expect(configuration.lastUpdatedStore === FileLastUpdatedStore.shared)
    #expect(configuration.fastAnimationDuration == 0.25)
    #expect(configuration.slowAnimationDuration == 0.4)
    #expect(configuration.failureDisplayDuration == 2)
    #expect(type(of: configuration.makeHeader()) == SimpleHeader.self)
    #expect(type(of: configuration.makeFooter()) == SimpleAutoFooter.self)
    #expect(type(of: configuration.makeTrailer()) == SimpleTrailer.self)
    #expect(configuration.makeHeader() !== configuration.makeHeader(), "a new component each time")
  }

  @Test func componentsMadeAfterAChangeSeeTheNewDefaultsAndOlderOnesKeepTheirs() {
    withConfiguration {
      withLanguage("en") {
        let oldHeader = SimpleHeader()
        let oldFooter = SimpleBackFooter()
        let oldTrailer = SimpleTrailer()
        let store = InMemoryLastUpdatedStore()
        RefreshConfiguration.default.headerHeight = 80
        RefreshConfiguration.default.footerHeight = 30
        RefreshConfiguration.default.trailerWidth = 90
        RefreshConfiguration.default.lastUpdatedStore = store
        RefreshConfiguration.default.language = "ja-JP"
        RefreshConfiguration.default.failureDisplayDuration = 0.5
        let header = SimpleHeader()
        let footer = SimpleBackFooter()
        let trailer = SimpleTrailer()
        let circleFooter = CircleLoadingFooter()

        #expect([header.height, footer.height, trailer.width] == [80, 30, 90])
        #expect([oldHeader.height, oldFooter.height, oldTrailer.width] == [54, 44, 60])
        #expect(header.lastUpdatedStore === store)
        #expect(oldHeader.lastUpdatedStore === FileLastUpdatedStore.shared)
        let made: [RefreshComponent] = [header, footer, trailer]
        #expect(made.map(\.failureDisplayDuration) == [0.5, 0.5, 0.5])
        #expect(oldHeader.failureDisplayDuration == 2)
        #expect(RefreshConfiguration.default.language == "ja")
        #expect(header.language == "ja")
        #expect(oldHeader.language == nil)
        #expect(header.title == "下に引いて更新")
        #expect(footer.title == "上に引いてさらに読み込む")
        #expect(circleFooter.title(for: .noMoreData) == "これ以上データはありません")
        #expect(oldHeader.title == "Pull down to refresh")

        RefreshLocalization.language = "ko"
        #expect(oldHeader.title == "아래로 당겨서 새로고침", "an older leaf still follows the app's language")
        #expect(header.title == "下に引いて更新", "a leaf made in Japanese stays Japanese")
        #expect(oldTrailer.title == "왼쪽으로 당겨서 더 보기")
      }
    }
  }

  @Test func theNewHeightIsWhereAPullArms() {
    withConfiguration {
      RefreshConfiguration.default.headerHeight = 80
      let list = makeLeafList()
      let header = SimpleHeader {}
      list.refreshHeader = header
      Finger.pullDown(list, contentBy: 79)
      #expect(header.state == .idle)
      Finger.pullDown(list, contentBy: 81)
      #expect(header.state == .pulling)
      list.endDrag()
      #expect(list.refreshInset.top == 80)
    }
  }

  @Test func badDefaultsAreRefusedAndTheValuesBeforeKept() {
    withConfiguration {
      let (_, diagnostics) = RefreshDiagnostics.collect {
        RefreshConfiguration.default.headerHeight = -1
        RefreshConfiguration.default.headerHeight = .nan
        RefreshConfiguration.default.footerHeight = .infinity
        RefreshConfiguration.default.trailerWidth = -0.5
        RefreshConfiguration.default.fastAnimationDuration = -0.25
        RefreshConfiguration.default.slowAnimationDuration = .nan
        RefreshConfiguration.default.slowAnimationDuration = 1e12
        RefreshConfiguration.default.failureDisplayDuration = -2
      }
      let configuration = RefreshConfiguration.default
      #expect([configuration.headerHeight, configuration.footerHeight, configuration.trailerWidth] == [54, 44, 60])
      #expect(configuration.fastAnimationDuration == 0.25)
      #expect(configuration.slowAnimationDuration == 0.4)
      #expect(configuration.failureDisplayDuration == 2)
      #expect(
        diagnostics.map(\.member) == [
          "RefreshConfiguration.headerHeight", "RefreshConfiguration.headerHeight", "RefreshConfiguration.footerHeight",
          "RefreshConfiguration.trailerWidth", "RefreshConfiguration.fastAnimationDuration",
          "RefreshConfiguration.slowAnimationDuration", "RefreshConfiguration.slowAnimationDuration",
          "RefreshConfiguration.failureDisplayDuration",
        ])
      #expect(diagnostics.first?.value == "-1.0")

      let (_, none) = RefreshDiagnostics.collect {
        RefreshConfiguration.default.footerHeight = 0
        RefreshConfiguration.default.slowAnimationDuration = 0.3
      }
      #expect(none.isEmpty)
      #expect(SimpleAutoFooter().height == 0)
      #expect(RefreshConfiguration.default.slowAnimationDuration == 0.3)
    }
  }

  // MARK: - Scope

  @Test func aScopedConfigurationStaysInItsTaskWhileOtherTasksReadTheAppsDefaults() async {
    let appWideHeight = RefreshConfiguration.default.headerHeight
    // A task started outside the scope, as another test running meanwhile would be.
    let outside = Task { @MainActor in
      await Task.yield()
      return SimpleHeader().height
    }
    await RefreshConfiguration.withDefault {
      RefreshConfiguration.default.headerHeight = 70
      await Task.yield()
      #expect(SimpleHeader().height == 70, "the scope lasts across suspensions")
      let inside = Task { @MainActor in SimpleHeader().height }
      #expect(await inside.value == 70, "a task started in the scope inherits it")
      #expect(await outside.value == appWideHeight, "a task started outside never sees it")
      RefreshConfiguration.withDefault {
        #expect(SimpleHeader().height == 54, "an inner scope starts from its own configuration")
      }
      #expect(RefreshConfiguration.default.headerHeight == 70)
    }
    #expect(RefreshConfiguration.default.headerHeight == appWideHeight)
  }

  @Test func changingTheAppWideDefaultsReachesComponentsMadeAnywhereAfterwards() {
    // The app-wide path, outside any scope. The test is synchronous on the main actor, where every test that makes a
    // component runs, so no other test runs between the change and the restore.
    let saved = RefreshConfiguration.default
    defer { RefreshConfiguration.default = saved }
    RefreshConfiguration.default.trailerWidth = 72
    RefreshConfiguration.default.makeHeader = { CircleLoadingHeader() }
    #expect(SimpleTrailer().width == 72)
    let list = makeLeafList()
    #expect(list.addRefreshHeader {} is CircleLoadingHeader)
    RefreshConfiguration.default = RefreshConfiguration()
    #expect(SimpleTrailer().width == 60)
  }

  // MARK: - addRefresh…

  @Test func addRefreshHeaderReplacesTheHeaderThereAndConservesTheInsets() {
    withConfiguration {
      let list = makeLeafList()
      list.contentInset = Insets(top: 10, left: 0, bottom: 5, right: 0)
      list.safeAreaInsets = Insets(top: 20)
      let old = SimpleHeader {}
      list.refreshHeader = old
      old.beginRefreshing()
      #expect(list.refreshInset == Insets(top: 54))
      var reloads = 0
      let header = list.addRefreshHeader { reloads += 1 }
      #expect(type(of: header) == SimpleHeader.self)
      #expect(list.refreshHeader === header)
      #expect(old.scrollView == nil)
      #expect(old.lastResult == .cancelled)
      #expect(list.refreshInset == .zero, "the old header's hold was returned")
      #expect(list.contentInset == Insets(top: 10, left: 0, bottom: 5, right: 0))
      #expect(reloads == 0)
      header.beginRefreshing()
      #expect(reloads == 1)
      #expect(list.refreshInset == Insets(top: 54))
      header.endRefreshing()
      #expect(list.refreshInset == .zero)
      #expect(list.adjustedContentInset == Insets(top: 30, left: 0, bottom: 5, right: 0))
    }
  }

  @Test func addRefreshFooterMakesTheConfiguredFooterInPlaceOfTheOneThere() {
    withConfiguration {
      let list = makeLeafList()
      let auto = SimpleAutoFooter {}
      list.refreshFooter = auto
      #expect(list.refreshInset == Insets(bottom: 44), "an auto footer holds its height while attached")
      RefreshConfiguration.default.makeFooter = { SimpleBackFooter() }
      RefreshConfiguration.default.footerHeight = 50
      #expect(auto.height == 44)
      var loads = 0
      let footer = list.addRefreshFooter { loads += 1 }
      #expect(footer is SimpleBackFooter)
      #expect(footer.height == 50)
      #expect(auto.scrollView == nil)
      #expect(list.refreshInset == .zero)
      list.contentOffset = list.maximumContentOffset
      Finger.pullUp(list, contentBy: 60)
      list.endDrag()
      #expect(loads == 1)
      #expect(list.refreshInset == Insets(bottom: 50))
    }
  }

  @Test func addRefreshTrailerReplacesARefreshingTrailerAndReturnsItsHold() {
    withConfiguration {
      let list = makeLeafList(contentWidth: 800)
      let old = SimpleTrailer {}
      list.refreshTrailer = old
      old.beginRefreshing()
      #expect(list.refreshInset == Insets(right: 60))
      RefreshConfiguration.default.trailerWidth = 70
      var loads = 0
      let trailer = list.addRefreshTrailer { loads += 1 }
      #expect(list.refreshTrailer === trailer)
      #expect(list.refreshInset == .zero)
      trailer.beginRefreshing()
      #expect(loads == 1)
      #expect(list.refreshInset == Insets(right: 70))
    }
  }

  @Test func asyncActionsGivenToAddRefreshEndTheirRefreshByThemselves() async {
    let list = makeLeafList(contentWidth: 800)
    let header = list.addRefreshHeader { [weak list] in await list?.sleep(for: 1) }
    let footer = list.addRefreshFooter { throw Offline() }
    let trailer = list.addRefreshTrailer { [weak list] () async throws in await list?.sleep(for: 0.5) }
    header.beginRefreshing()
    footer.beginRefreshing()
    trailer.beginRefreshing()
    await footer.actionTask?.value
    #expect(footer.lastResult == .failure("offline"))
    await yieldUntil { list.sleeperCount == 2 }
    list.advance(by: 1)
    await header.actionTask?.value
    await trailer.actionTask?.value
    #expect(header.lastResult == .success)
    #expect(trailer.lastResult == .success)
    #expect(!header.isRefreshing && !trailer.isRefreshing)
    #expect(list.refreshInset == Insets(bottom: 44), "only the auto footer's own height is left")
  }
}
