import Foundation
// A plain import on purpose: everything here, the downstream subclass included, uses only the public API.
import RefreshKit
import RefreshKitTools
import Testing

/// A header as an app outside RefreshKit would write it: one title changed, one hook added.
final class DownstreamNewsHeader: SimpleHeader {
  var refreshesSeen = 0
  var statesSeen: [RefreshState] = []

  override func prepare() {
    super.prepare()
    setTitle("Pull for news", for: .idle)
  }

  override func toRefreshingState() {
    super.toRefreshingState()
    refreshesSeen += 1
  }

  override func stateDidChange(from old: RefreshState, to new: RefreshState) {
    super.stateDidChange(from: old, to: new)
    statesSeen.append(new)
  }

  override func title(for state: RefreshState) -> String {
    state == .pulling ? "Let go for news" : super.title(for: state)
  }
}

@Suite @MainActor struct SimpleHeaderTests {
  // MARK: - Titles

  @Test func titlesFollowTheStateInEnglish() {
    withLanguage("en") {
      let list = makeLeafList()
      let header = SimpleHeader {}
      list.refreshHeader = header
      #expect(header.title == "Pull down to refresh")
      pullDown(list, by: 200)
      #expect(header.state == .pulling)
      #expect(header.title == "Release to refresh")
      list.endDrag()
      #expect(header.state == .refreshing)
      #expect(header.title == "Loading…")
      header.endRefreshing()
      #expect(header.title == "Pull down to refresh")
      #expect(header.title(for: .willRefresh) == "Loading…")
    }
  }

  @Test func titlesFollowTheStateInSimplifiedChinese() {
    withLanguage("zh-Hans") {
      let list = makeLeafList()
      let header = SimpleHeader {}
      list.refreshHeader = header
      #expect(header.title == "下拉可以刷新")
      pullDown(list, by: 200)
      #expect(header.title == "松开立即刷新")
      list.endDrag()
      #expect(header.title == "正在刷新数据中…")
      #expect(header.lastUpdatedText.hasPrefix("最后更新："))
    }
  }

  @Test func setTitleOverridesOneStateInEveryLanguageAndNilRestoresTheDefault() {
    withLanguage("en") {
      let header = SimpleHeader()
      header.setTitle("Fetching the news…", for: .refreshing)
      #expect(header.title(for: .refreshing) == "Fetching the news…")
      #expect(header.title(for: .willRefresh) == "Fetching the news…")
      #expect(header.title(for: .idle) == "Pull down to refresh")
      RefreshLocalization.language = "ja"
      #expect(header.title(for: .refreshing) == "Fetching the news…")
      #expect(header.title(for: .idle) == "下に引いて更新")
      header.setTitle(nil, for: .refreshing)
      #expect(header.title(for: .refreshing) == "更新中…")
    }
  }

  @Test func aLanguageSwitchWhileAttachedChangesWhatIsReadAndDrawnNext() {
    withLanguage("en") {
      let list = makeLeafList()
      let header = SimpleHeader {}
      isolate(header, lastUpdated: utcDate(2026, 11, 3, 14, 5))
      list.refreshHeader = header
      pullDown(list, by: 200)
      let renderer = TerminalRenderer(width: 30, height: 3)
      #expect(header.title == "Release to refresh")
      #expect(renderer.render(list).contains("  Last updated: Today 14:05"))

      RefreshLocalization.language = "zh-Hans"

      #expect(list.refreshHeader === header)
      #expect(header.title == "松开立即刷新")
      #expect(header.lastUpdatedText == "最后更新：今天 14:05")
      #expect(renderer.render(list).contains("           ↑ 松开立即刷新"))
      RefreshLocalization.setString("放手刷新", for: .headerPulling)
      #expect(header.title == "放手刷新")
    }
  }

  // MARK: - Arrow and activity indicator

  @Test func theArrowTurnsAtTheTriggerAndGivesWayToTheIndicator() {
    let list = makeLeafList()
    let header = SimpleHeader {}
    list.refreshHeader = header
    #expect(header.arrowRotation == 0)
    list.beginDrag()
    var turned = false
    for _ in 0..<40 {
      list.drag(by: CGPoint(x: 0, y: 5))
      let armed = header.showProgress >= 1
      #expect(header.arrowRotation == (armed ? .pi : 0), "progress \(header.showProgress)")
      #expect(header.state == (armed ? .pulling : .idle))
      #expect(!header.isArrowHidden)
      #expect(!header.isActivityIndicatorAnimating)
      turned = turned || armed
    }
    #expect(turned)
    list.drag(by: CGPoint(x: 0, y: -200))
    #expect(header.arrowRotation == 0)
    list.drag(by: CGPoint(x: 0, y: 200))
    #expect(header.arrowRotation == .pi)

    list.endDrag()
    #expect(header.isRefreshing)
    #expect(header.isArrowHidden)
    #expect(header.isActivityIndicatorAnimating)
    header.endRefreshing()
    #expect(!header.isArrowHidden)
    #expect(!header.isActivityIndicatorAnimating)
    #expect(header.arrowRotation == 0)
  }

  // MARK: - Last updated

  @Test func theLastUpdatedTextIsSavedWhenARefreshEnds() {
    withLanguage("en") {
      let list = makeLeafList()
      let header = SimpleHeader {}
      let clock = FixedClock(utcDate(2026, 11, 3, 9, 30))
      isolate(header)
      header.currentDate = { clock.now }
      list.refreshHeader = header
      #expect(header.lastUpdatedText == "Last updated: No record")
      pullToRefresh(list)
      #expect(header.lastUpdatedText == "Last updated: No record")
      header.endRefreshing()
      #expect(header.lastUpdatedText == "Last updated: Today 09:30")
      clock.now = utcDate(2026, 11, 4, 8, 0)
      #expect(header.lastUpdatedText == "Last updated: Yesterday 09:30")
      clock.now = utcDate(2026, 11, 10, 8, 0)
      #expect(header.lastUpdatedText == "Last updated: 2026-11-03 09:30")
    }
  }

  @Test func aProviderReplacesTheLastUpdatedTextAndHidingItDropsTheLine() {
    withLanguage("en") {
      let header = SimpleHeader()
      isolate(header, lastUpdated: utcDate(2026, 11, 3, 14, 5))
      header.lastUpdatedTextProvider = { date in date.map { "at \(Int($0.timeIntervalSince1970))" } ?? "never" }
      #expect(header.lastUpdatedText == "at \(Int(utcDate(2026, 11, 3, 14, 5).timeIntervalSince1970))")
      #expect(header.textLines == ["↓ Pull down to refresh", header.lastUpdatedText])
      header.isLastUpdatedTimeHidden = true
      #expect(header.textLines == ["↓ Pull down to refresh"])
    }
  }

  // MARK: - A downstream subclass

  @Test func aDownstreamSubclassChangesOneTitleAndAddsAHook() {
    withLanguage("en") {
      let list = makeLeafList()
      var actions = 0
      let header = DownstreamNewsHeader { actions += 1 }
      isolate(header)
      list.refreshHeader = header
      #expect(header.title == "Pull for news")
      pullDown(list, by: 200)
      #expect(header.title == "Let go for news")
      #expect(header.arrowRotation == .pi)
      list.endDrag()
      #expect(header.title == "Loading…")
      #expect(header.refreshesSeen == 1)
      #expect(actions == 1)
      #expect(header.isActivityIndicatorAnimating)
      header.endRefreshing()
      #expect(header.statesSeen == [.pulling, .refreshing, .idle])
      #expect(header.lastUpdatedText == "Last updated: Today 16:00")

      RefreshLocalization.language = "zh-Hans"
      #expect(header.title == "Pull for news")
      #expect(header.title(for: .refreshing) == "正在刷新数据中…")
      let lines = TerminalRenderer(width: 30, height: 10).render(list)
      #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "↓ Pull for news" })
    }
  }
}

// MARK: - Result display

extension SimpleHeaderTests {
  @Test func theHeaderSaysRefreshedWhileTheResultShowsThenCollapses() {
    withLanguage("en") {
      let list = makeLeafList()
      let header = SimpleHeader {}
      header.resultDisplayDuration = 0.5
      list.refreshHeader = header
      header.beginRefreshing()
      list.advance(by: 0.3)
      header.endRefreshing()
      #expect(header.state == .idle)
      #expect(header.title == "Refreshed")
      #expect(header.textLines.first == "✓ Refreshed")
      #expect(list.refreshInset.top == 54)
      list.advance(by: 0.5)
      #expect(header.title == "Pull down to refresh")
      #expect(list.refreshInset == .zero)
    }
  }

  @Test func aFailedRefreshShowsItsMessageOrALocalisedDefault() {
    withLanguage("zh-Hans") {
      let list = makeLeafList()
      let header = SimpleHeader {}
      header.resultDisplayDuration = 1
      list.refreshHeader = header
      header.beginRefreshing()
      header.endRefreshing(result: .failure("网络不可用"))
      #expect(header.title == "网络不可用")
      #expect(header.textLines.first == "✗ 网络不可用")
      header.beginRefreshing()
      header.endRefreshing(result: .failure(""))
      #expect(header.title == "刷新失败")
    }
  }
}

/// A clock a test moves by hand: the header reads it through its `currentDate` closure.
@MainActor final class FixedClock {
  var now: Date

  init(_ now: Date) {
    self.now = now
  }
}

extension SimpleHeaderTests {
  @Test func aCancelledRefreshShowsNoResult() {
    withLanguage("zh-Hans") {
      let list = makeLeafList()
      let header = SimpleHeader {}
      header.resultDisplayDuration = 1
      list.refreshHeader = header
      header.beginRefreshing()
      header.isHidden = true
      header.isHidden = false
      #expect(header.lastResult == .cancelled)
      #expect(header.displayedResult == nil)
      #expect(header.title == "下拉可以刷新")
      #expect(list.refreshInset == .zero)
    }
  }
}

/// A downstream header that draws itself its own way in text, on top of the leaf's drawing.
final class StarredHeader: SimpleHeader {
  override var textLines: [String] { super.textLines.map { "★ " + $0 } }
}

extension SimpleHeaderTests {
  @Test func aSubclassDrawsItselfItsOwnWayInText() {
    withLanguage("en") {
      let list = makeLeafList()
      let header = StarredHeader {}
      isolate(header)
      list.refreshHeader = header
      #expect(header.textLines == ["★ ↓ Pull down to refresh", "★ Last updated: No record"])
      pullDown(list, by: 200)
      let text = TerminalRenderer(width: 40, height: 10).render(list)
      #expect(text.contains { $0.contains("★ ↑ Release to refresh") })
    }
  }
}
