import RefreshKit
import Testing
// UIKit declares its accessibility traits and notifications as mutable globals: read, as an app in Swift 6 reads them,
// through a `@preconcurrency` import.
@preconcurrency import UIKit

@testable import RefreshKitUIKit

/// A table whose VoiceOver scroll goes through RefreshKit, as the layer's documentation tells an app to write it.
final class FeedTableView: UITableView {
  override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
    ScrollViewRefreshKit.accessibilityScroll(direction, in: self) ?? super.accessibilityScroll(direction)
  }
}

/// What a VoiceOver user hears and does: the components' labels, values and traits, the named actions in the
/// rotor, the three-finger scroll, the announcements; and the system's Reduce Motion and the app's language.
@Suite(.serialized) @MainActor struct VoiceOverTests {
  // MARK: - Elements

  @Test func theComponentsAreElementsWithTheirLabelValueAndTraitsWhileInView() throws {
    try onScreen(contentHeight: 300) { screen in
      screen.table.refreshKit.footer = SimpleAutoFooter {}
      let header = screen.attachHeader()
      let headerView = try #require(screen.table.refreshKit.headerView)
      let footerView = try #require(screen.table.refreshKit.footerView)
      #expect(!headerView.isAccessibilityElement, "above the content, out of view")
      #expect(footerView.isAccessibilityElement, "under a short list, in view")
      #expect(footerView.accessibilityLabel == "Load more", "the state, with no gesture words")
      #expect(footerView.accessibilityHint == "Loads more items", "what a double tap does")
      #expect(footerView.accessibilityTraits == .button, "a double tap loads")

      screen.pull(to: -30)
      #expect(headerView.isAccessibilityElement)
      #expect(headerView.accessibilityLabel == "Refresh, Last updated: No record")
      #expect(headerView.accessibilityHint == nil, "a header is never activated")
      #expect(headerView.accessibilityTraits == .staticText)
      screen.pull(to: -80)
      screen.release()
      #expect(header.isRefreshing)
      #expect(headerView.accessibilityLabel == "Loading…, Last updated: No record")
      #expect(headerView.accessibilityTraits.contains(.staticText))
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
      #expect(!headerView.isAccessibilityElement, "back out of view")
    }
  }

  @Test func anAccessibilityPropertySetOnTheViewIsRefusedAndSaysWhereItGoes() throws {
    try onScreen(contentHeight: 300) { screen in
      screen.table.refreshKit.footer = SimpleAutoFooter {}
      let view = try #require(screen.table.refreshKit.footerView)
      let (_, diagnostics) = RefreshDiagnostics.collect {
        view.accessibilityLabel = "Something else"
        view.accessibilityHint = "Does something else"
        view.accessibilityValue = "Half"
        view.accessibilityTraits = .updatesFrequently
        view.isAccessibilityElement = false
      }
      #expect(view.accessibilityLabel == "Load more")
      #expect(view.accessibilityHint == "Loads more items")
      #expect(view.accessibilityValue == nil)
      #expect(view.accessibilityTraits == .button)
      #expect(view.isAccessibilityElement)
      #expect(
        diagnostics.map(\.member) == [
          "RefreshComponentView.accessibilityLabel", "RefreshComponentView.accessibilityHint",
          "RefreshComponentView.accessibilityValue", "RefreshComponentView.accessibilityTraits",
          "RefreshComponentView.isAccessibilityElement",
        ], "each write reported, not dropped in silence")
      #expect(diagnostics.allSatisfy { $0.reason.contains("RefreshComponent") }, "and where the words go instead")
      #expect(
        diagnostics.map(\.value) == [
          String(describing: Optional("Something else")), String(describing: Optional("Does something else")),
          String(describing: Optional("Half")), String(describing: UIAccessibilityTraits.updatesFrequently), "false",
        ], "with what was written")
      let decides = "the component decides what VoiceOver reads: "
      #expect(
        diagnostics.map(\.reason) == [
          decides
            + "override RefreshComponent.accessibilityLabel in a subclass, or give a leaf's titles with setTitle(_:for:)",
          decides
            + "override RefreshComponent.accessibilityHint in a subclass, or give a leaf's titles with setTitle(_:for:)",
          decides + "override RefreshComponent.presentation in a subclass and set its accessibilityValue",
          decides + "override RefreshComponent.presentation in a subclass and set its accessibilityTraits",
          decides
            + "the component is an element while it is in view or refreshes (RefreshComponent.isAccessibilityElement)",
        ])
      let (_, same) = RefreshDiagnostics.collect {
        view.accessibilityLabel = "Load more"
        view.isAccessibilityElement = true
      }
      #expect(same.isEmpty, "writing what the view already says is no conflict")
      let (_, cleared) = RefreshDiagnostics.collect {
        view.accessibilityLabel = nil
        view.accessibilityValue = nil
      }
      #expect(
        cleared.map { [$0.member, $0.value] } == [["RefreshComponentView.accessibilityLabel", "nil"]],
        "a label taken away is refused too; no value, as the view says, is no conflict")
      #expect(view.accessibilityLabel == "Load more")
    }
  }

  /// Runs `body` with an auto footer's view in view on a short table, and the diagnostics heard meanwhile, given to
  /// `body` after the main queue's next turn (where reports made off the main thread arrive).
  func withFooterViewOnScreen(
    _ body:
      @MainActor (ViewScreen, RefreshComponentView, _ heardAfterATurn: () async -> [RefreshDiagnostic]) async -> Void
  ) async {
    let saved = RefreshDiagnostics.handler
    defer { RefreshDiagnostics.handler = saved }
    var heard: [RefreshDiagnostic] = []
    RefreshDiagnostics.handler = { heard.append($0) }
    await onScreenAsync { screen in
      screen.table.contentSize.height = 300
      screen.table.refreshKit.footer = SimpleAutoFooter {}
      guard let view = screen.table.refreshKit.footerView else {
        Issue.record("no footer view")
        return
      }
      await body(screen, view) {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
          DispatchQueue.main.async { done.resume() }
        }
        defer { heard = [] }
        return heard
      }
    }
  }

  @Test func aLabelWrittenFromAnotherThreadIsReportedOnTheMainQueueNotTrapped() async throws {
    await withFooterViewOnScreen { _, view, heardAfterATurn in
      await Task.detached { view.accessibilityLabel = "From a background queue" }.value
      let heard = await heardAfterATurn()
      #expect(view.accessibilityLabel == "Load more")
      #expect(
        heard.contains { $0.member == "RefreshComponentView.accessibilityLabel" && $0.value.contains("background") })
    }
  }

  @Test func accessibilityReadFromAnotherThreadAnswersNothingAndIsReportedNotTrapped() async throws {
    await withFooterViewOnScreen { screen, view, heardAfterATurn in
      #expect(view.accessibilityLabel == "Load more", "on the main thread, the footer's label")
      let read = await Task.detached {
        (view.accessibilityLabel, view.isAccessibilityElement, view.accessibilityTraits, view.accessibilityActivate())
      }.value
      #expect(read.0 == nil)
      #expect(read.1 == false)
      #expect(read.2 == [])
      #expect(read.3 == false, "no load started from another thread")
      let table = screen.table
      let scrolled = await Task.detached { ScrollViewRefreshKit.accessibilityScroll(.down, in: table) }.value
      #expect(scrolled == nil, "VoiceOver's scroll from another thread is left to UIKit")
      let heard = await heardAfterATurn()
      #expect(screen.table.refreshKit.footer?.state == .idle)
      #expect(view.accessibilityLabel == "Load more")
      #expect(
        heard.filter { $0.kind == .offMainThread }.map(\.member) == [
          "RefreshComponentView.accessibilityLabel", "RefreshComponentView.isAccessibilityElement",
          "RefreshComponentView.accessibilityTraits", "RefreshComponentView.accessibilityActivate()",
          "ScrollViewRefreshKit.accessibilityScroll(_:in:)",
        ])
      // A reader at a snapshot's rate (a session-replay SDK) is reported once, not at every read.
      let again = await Task.detached { (0..<20).map { _ in view.accessibilityLabel } }.value
      #expect(again.allSatisfy { $0 == nil })
      #expect(await heardAfterATurn().isEmpty)
    }
  }

  // MARK: - Named actions

  @Test func theNamedActionsComeAfterTheAppsOwnAndPerformingThemRefreshesAndLoads() throws {
    try onScreen { screen in
      var appActions = 0
      screen.table.accessibilityCustomActions = [
        UIAccessibilityCustomAction(name: "Compose") { _ in
          appActions += 1
          return true
        }
      ]
      var refreshes = 0
      var loads = 0
      let header = screen.attachHeader(SimpleHeader { refreshes += 1 })
      let footer = SimpleAutoFooter { loads += 1 }
      screen.table.refreshKit.footer = footer
      FrameClock.commit()
      let actions = try #require(screen.table.accessibilityCustomActions)
      #expect(actions.map(\.name) == ["Compose", "Refresh", "Load more"])

      #expect(actions[1].perform())
      #expect(header.isRefreshing)
      #expect(refreshes == 1)
      #expect(appActions == 0)
      header.endRefreshing()
      FrameClock.advance(seconds: 1)

      let now = try #require(screen.table.accessibilityCustomActions)
      let loadMore = try #require(now.first { $0.name == "Load more" })
      #expect(loadMore.perform())
      #expect(footer.isRefreshing)
      #expect(loads == 1)
      #expect(screen.table.accessibilityCustomActions?.map(\.name) == ["Compose", "Refresh"], "one load at a time")
      footer.endRefreshing()
      FrameClock.advance(seconds: 1)
      #expect(screen.table.accessibilityCustomActions?.map(\.name) == ["Compose", "Refresh", "Load more"])
      #expect(screen.table.accessibilityCustomActions?.first?.perform() == true)
      #expect(appActions == 1, "the app's own action is untouched")
    }
  }

  @Test func theNamedActionsStayTheSameObjectsWhileTheyDoNotChange() throws {
    try onScreen { screen in
      _ = screen.attachHeader()
      screen.table.refreshKit.footer = SimpleAutoFooter {}
      FrameClock.commit()
      let before = try #require(screen.table.accessibilityCustomActions)
      #expect(before.map(\.name) == ["Refresh", "Load more"])
      // The app changes a text the actions do not use: the layer draws the texts again and brings the actions up to
      // date, which are the same.
      RefreshLocalization.setString("Pull for news", for: .headerIdle, language: "en")
      #expect(RefreshLocalization.string(for: .headerIdle) == "Pull for news")
      let after = try #require(screen.table.accessibilityCustomActions)
      #expect(after.count == before.count)
      #expect(zip(after, before).allSatisfy { $0 === $1 }, "not made again: VoiceOver's rotor keeps its place")
    }
  }

  // MARK: - Three-finger scroll

  @Test func aThreeFingerScrollUpAtTheTopRefreshesAndElsewhereIsLeftToUIKit() {
    RefreshConfiguration.withDefault(RefreshConfiguration()) {
      inLanguage("en") {
        ViewScreen.clearLogs()
        let scene = UIWindowScene()
        let window = UIWindow(windowScene: scene)
        window.makeKeyAndVisible()
        let table = FeedTableView(frame: window.bounds, style: .plain)
        table.contentSize = CGSize(width: 390, height: 2000)
        window.addSubview(table)
        #expect(ScrollViewRefreshKit.accessibilityScroll(.up, in: table) == nil, "no RefreshKit yet")
        var refreshes = 0
        let header = SimpleHeader { refreshes += 1 }
        header.lastUpdatedStore = InMemoryLastUpdatedStore()
        table.refreshKit.header = header
        FrameClock.commit()

        #expect(ScrollViewRefreshKit.accessibilityScroll(.up, in: table) == true)
        #expect(header.isRefreshing)
        #expect(refreshes == 1)
        FrameClock.advance(seconds: 0.5)
        #expect(table.contentOffset.y == -54, "the header scrolled into view")
        #expect(ScrollViewRefreshKit.accessibilityScroll(.up, in: table) == false, "already refreshing: the boundary")
        #expect(refreshes == 1)
        #expect(ScrollViewRefreshKit.accessibilityScroll(.next, in: table) == nil)
        header.endRefreshing()
        FrameClock.advance(seconds: 1)

        table.contentOffset = CGPoint(x: 0, y: 800)
        FrameClock.advance()
        #expect(ScrollViewRefreshKit.accessibilityScroll(.up, in: table) == nil, "mid-list: UIKit pages")
        #expect(ScrollViewRefreshKit.accessibilityScroll(.down, in: table) == nil, "no footer to load")
        #expect(!table.accessibilityScroll(.up), "the app's override falls through to UIKit's")
        #expect(refreshes == 1)
        table.removeFromSuperview()
        window.isHidden = true
        scene.disconnect()
      }
    }
  }

  // MARK: - Announcements

  @Test func aRefreshIsAnnouncedWhenItStartsAndWhenItEnds() {
    onScreen { screen in
      let header = screen.attachHeader()
      UIAccessibility.posted = []
      screen.pull(to: -80)
      #expect(UIAccessibility.posted.isEmpty, "a pull says nothing")
      screen.release()
      #expect(UIAccessibility.posted.map(\.notification) == [.announcement])
      #expect(UIAccessibility.posted.map(\.argument) == ["Refreshing"])
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
      #expect(UIAccessibility.posted.map(\.argument) == ["Refreshing", "Refreshed"])
      #expect(
        UIAccessibility.posted.map(\.waitsForSpeech) == [false, true], "the user's release at once, the end after")
    }
  }

  @Test func aLoadIsAnnouncedAndTheAppsHandlerReplacesThePosts() {
    onScreen(contentHeight: 300) { screen in
      let footer = SimpleAutoFooter {}
      screen.table.refreshKit.footer = footer
      UIAccessibility.posted = []
      #expect(screen.table.refreshKit.footerView?.simulateTap() == true)
      #expect(UIAccessibility.posted.map(\.argument) == ["Loading more"])
      footer.endRefreshing()
      FrameClock.advance(seconds: 1)

      var spoken: [AccessibilityAnnouncement] = []
      screen.table.refreshKit.model.accessibilityAnnouncementHandler = { spoken.append($0) }
      UIAccessibility.posted = []
      #expect(screen.table.refreshKit.footerView?.simulateTap() == true)
      #expect(UIAccessibility.posted.isEmpty)
      #expect(spoken.count == 1)
      footer.endRefreshing()
      FrameClock.advance(seconds: 1)
    }
  }

  // MARK: - Reduce Motion

  @Test func switchingReduceMotionOnInSettingsReducesMotion() {
    onScreen { screen in
      _ = screen.attachHeader()
      UIAccessibility.setReduceMotionEnabled(false)
      #expect(!RefreshConfiguration.default.reducesMotion)
      UIAccessibility.setReduceMotionEnabled(true)
      #expect(RefreshConfiguration.default.reducesMotion)
      UIAccessibility.setReduceMotionEnabled(false)
      #expect(!RefreshConfiguration.default.reducesMotion)
    }
  }

  // MARK: - Language

  @Test func aLanguageChangeRedrawsTheTitlesInViewAtOnceAndRenamesTheActions() throws {
    try onScreen(contentHeight: 300) { screen in
      screen.table.refreshKit.footer = SimpleAutoFooter {}
      _ = screen.attachHeader()
      let view = try #require(screen.table.refreshKit.footerView)
      #expect(view.titleLabel.text == "Tap or pull up to load more")
      RefreshLocalization.language = "de"
      #expect(view.titleLabel.text == "Tippen oder nach oben ziehen, um mehr zu laden", "with no scroll or frame")
      #expect(view.accessibilityLabel == "Mehr laden")
      #expect(view.accessibilityHint == "Lädt weitere Einträge")
      #expect(screen.table.accessibilityCustomActions?.map(\.name) == ["Aktualisieren", "Mehr laden"])
      RefreshLocalization.setString("Mehr!", for: .autoFooterIdle)
      #expect(view.titleLabel.text == "Mehr!")
    }
  }
}
