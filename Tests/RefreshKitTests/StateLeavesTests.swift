import Foundation
// A plain import on purpose: the subclasses here use only the public API, as an app's would.
import RefreshKit
import RefreshKitTools
import Testing

/// A header as an app would write it on the state layer: its own titles, the stock last-updated line, no picture.
final class NewsStateHeader: StateHeader {
  override func prepare() {
    super.prepare()
    setTitle("Pull for the news", for: .idle)
  }
}

/// A leaf of its own on the state layer: a pulse that grows with the pull and beats while refreshing, drawn beside the
/// stock titles.
final class PulseHeader: StateHeader {
  static let pulses = ["·", "∘", "○", "◎", "●"]
  private(set) var pulse = PulseHeader.pulses[0]
  private(set) var beats = 0

  override func showProgressDidChange(_ progress: CGFloat) {
    super.showProgressDidChange(progress)
    let step = Int((min(progress, 1) * CGFloat(Self.pulses.count - 1)).rounded(.down))
    pulse = Self.pulses[step]
  }

  override func toRefreshingState() {
    super.toRefreshingState()
    beats += 1
    pulse = "♥"
  }

  override var textLines: [String] {
    super.textLines.enumerated().map { $0.offset == 0 ? pulse + " " + $0.element : $0.element }
  }
}

@Suite @MainActor struct StateLeavesTests {
  // MARK: - StateHeader

  @Test func aStateHeaderSubclassShowsItsOwnIdleTitleAndTheStockOnesElsewhere() {
    withLanguage("en") {
      let list = makeLeafList()
      let header = NewsStateHeader {}
      isolate(header)
      list.refreshHeader = header
      #expect(header.title == "Pull for the news")
      #expect(header.textLines == ["Pull for the news", "Last updated: No record"])
      pullDown(list, by: 200)
      #expect(header.state == .pulling)
      #expect(header.title == "Release to refresh")
      list.endDrag()
      #expect(header.title == "Loading…")
      header.setTitle("Fetching…", for: .refreshing)
      #expect(header.title == "Fetching…")
      #expect(header.title(for: .willRefresh) == "Fetching…")
      header.endRefreshing()
      #expect(header.textLines == ["Pull for the news", "Last updated: Today 16:00"])
      RefreshLocalization.language = "zh-Hant"
      #expect(header.textLines == ["Pull for the news", "最後更新：今天 16:00"], "the override stays; the rest switches")
      #expect(header.title(for: .pulling) == "鬆開立即刷新")
      header.setTitle(nil, for: .idle)
      #expect(header.title == "下拉可以刷新")
    }
  }

  @Test func aStateHeaderDrawsNoPictureOnlyItsTexts() {
    withLanguage("en") {
      let list = makeLeafList()
      let header = StateHeader {}
      isolate(header)
      header.resultDisplayDuration = 1
      list.refreshHeader = header
      pullDown(list, by: 200)
      #expect(header.textLines == ["Release to refresh", "Last updated: No record"])
      list.endDrag()
      header.endRefreshing(result: .failure(""))
      #expect(header.resultTitle == "Refresh failed")
      #expect(header.textLines == ["Refresh failed", "Last updated: No record"])
      header.isTitleHidden = true
      header.isLastUpdatedTimeHidden = true
      #expect(header.textLines == [""])
    }
  }

  @Test func oneHeaderSpeaksItsOwnLanguageWhileTheOthersFollowTheApp() {
    withLanguage("en") {
      let pinned = StateHeader()
      let following = SimpleHeader()
      isolate(pinned, lastUpdated: utcDate(2026, 11, 3, 14, 5))
      pinned.language = "ja_JP.UTF-8"
      #expect(pinned.language == "ja")
      #expect(pinned.title == "下に引いて更新")
      #expect(pinned.lastUpdatedText.hasSuffix("14:05"))
      #expect(!pinned.lastUpdatedText.hasPrefix("Last updated"))
      #expect(following.title == "Pull down to refresh")

      RefreshLocalization.language = "ru"
      #expect(pinned.title == "下に引いて更新", "a pinned header ignores the app's switch")
      #expect(following.title == "Потяните вниз, чтобы обновить")

      pinned.setTitle("ニュース", for: .idle)
      #expect(pinned.title == "ニュース")
      pinned.language = "zh_CN"
      #expect(pinned.language == "zh-Hans")
      #expect(pinned.title == "ニュース", "an override is the same in every language")
      #expect(pinned.title(for: .pulling) == "松开立即刷新")
      #expect(pinned.lastUpdatedText == "最后更新：今天 14:05")
      pinned.language = nil
      #expect(pinned.title(for: .pulling) == "Отпустите, чтобы обновить")
    }
  }

  @Test func aCustomLeafDrawsItsOwnAnimationAndKeepsTheStockTitles() {
    withLanguage("zh-Hans") {
      let list = makeLeafList()
      let header = PulseHeader {}
      isolate(header)
      list.refreshHeader = header
      #expect(header.textLines == ["· 下拉可以刷新", "最后更新：无记录"])
      list.beginDrag()
      var pulses: [String] = []
      for _ in 0..<12 {
        list.drag(by: CGPoint(x: 0, y: 15))
        if pulses.last != header.pulse { pulses.append(header.pulse) }
      }
      #expect(pulses == PulseHeader.pulses, "the pulse grows through every step as the pull reaches the trigger")
      #expect(header.textLines.first == "● 松开立即刷新")
      list.endDrag()
      #expect(header.beats == 1)
      #expect(header.textLines.first == "♥ 正在刷新数据中…")
      let drawn = TerminalRenderer(width: 30, height: 10).render(list)
      #expect(drawn.contains { $0.contains("♥ 正在刷新数据中…") })
    }
  }

  // MARK: - StateAutoFooter and StateBackFooter

  @Test func stateFootersShowTheStockTitlesInTheirLanguageWithNoPicture() {
    withLanguage("en") {
      let list = makeLeafList()
      let auto = StateAutoFooter {}
      list.refreshFooter = auto
      #expect(auto.textLines == ["Tap or pull up to load more"])
      auto.tap()
      #expect(auto.textLines == ["Loading more…"])
      auto.isRefreshingTitleHidden = true
      #expect(auto.textLines == [""])
      auto.endRefreshing(result: .failure("offline"))
      #expect(auto.title == "offline — tap to retry")
      auto.language = "ko"
      #expect(auto.title == "offline — 탭하여 다시 시도")
      #expect(auto.resultTitle == nil, "an auto footer shows no result title")

      let back = StateBackFooter {}
      back.language = "uk"
      back.resultDisplayDuration = 0.5
      list.refreshFooter = back
      #expect(back.textLines == ["Потягніть угору, щоб завантажити ще"])
      back.beginRefreshing()
      back.endRefreshing()
      #expect(back.textLines == ["Завантажено"])
      #expect(back.title(for: .noMoreData) == "Більше нічого немає")
    }
  }

  @Test func theTitleReadThroughTheProtocolIsTheLeafsOwn() {
    withLanguage("en") {
      let list = makeLeafList()
      let footer = SimpleAutoFooter {}
      list.refreshFooter = footer
      footer.tap()
      footer.endRefreshing(result: .failure("offline"))
      let titled: any StateTitled = footer
      #expect(titled.title == "offline — tap to retry", "the auto footer's retry title, not the default one")
      let leaves: [any StateTitled] = [
        SimpleHeader(), SimpleAutoFooter(), SimpleBackFooter(), SimpleTrailer(), CircleLoadingFooter(),
        ImageSequenceHeader(), ImageSequenceAutoFooter(), ImageSequenceBackFooter(),
      ]
      #expect(
        leaves.map(\.title) == [
          "Pull down to refresh", "Tap or pull up to load more", "Pull up to load more", "Pull left to load more", "",
          "Pull down to refresh", "Tap or pull up to load more", "Pull up to load more",
        ])
    }
  }

  // MARK: - StateTitles

  @Test func stateTitlesAreAValueWithTheStockDefaults() {
    withLanguage("en") {
      var titles = StateTitles.backFooter
      let copy = titles
      titles.setTitle("Keep pulling", for: .idle)
      titles.language = "zh_TW"
      #expect(titles.language == "zh-Hant")
      #expect(titles.title(for: .idle) == "Keep pulling")
      #expect(titles.title(for: .pulling) == "鬆開立即載入更多")
      #expect(titles.title(for: .willRefresh) == titles.title(for: .refreshing))
      #expect(copy.title(for: .idle) == "Pull up to load more", "a copy keeps its own overrides and language")
      #expect(titles.resultTitle(for: .failure("")) == "載入失敗")
      #expect(titles.resultTitle(for: .failure("離線")) == "離線")
      #expect(titles.resultTitle(for: .cancelled) == nil)
      #expect(titles.resultTitle(for: nil) == nil)
      #expect(StateTitles.autoFooter.resultTitle(for: .success) == nil)
      #expect(StateTitles.header.resultTitle(for: .success) == "Refreshed")
      #expect(StateTitles.trailer.title(for: .noMoreData) == "Pull left to load more")
    }
  }

  @Test func eachKindOfLeafShowsItsStockTitleInEveryState() {
    withLanguage("en") {
      let states: [RefreshState] = [.idle, .pulling, .willRefresh, .refreshing, .noMoreData]
      let kinds: [(name: String, titles: StateTitles, expected: [String])] = [
        (
          "header", .header,
          ["Pull down to refresh", "Release to refresh", "Loading…", "Loading…", "Pull down to refresh"]
        ),
        (
          "auto footer", .autoFooter,
          [
            "Tap or pull up to load more", "Tap or pull up to load more", "Loading more…", "Loading more…",
            "No more data",
          ]
        ),
        (
          "back footer", .backFooter,
          ["Pull up to load more", "Release to load more", "Loading more…", "Loading more…", "No more data"]
        ),
        (
          "trailer", .trailer,
          ["Pull left to load more", "Release to load more", "Loading…", "Loading…", "Pull left to load more"]
        ),
        ("circle footer", CircleLoadingFooter().stateTitles, ["", "", "", "", "No more data"]),
      ]
      for kind in kinds {
        #expect(states.map { kind.titles.title(for: $0) } == kind.expected, "\(kind.name)")
      }
      #expect(StateTitles.trailer.title(for: .noMoreData, layoutDirection: .rightToLeft) == "Pull right to load more")
      #expect(StateTitles.trailer.title(for: .pulling, layoutDirection: .rightToLeft) == "Release to load more")
      #expect(StateTitles.header.title(for: .idle, layoutDirection: .rightToLeft) == "Pull down to refresh")
      #expect(StateTitles.backFooter.resultTitle(for: .success) == "Loaded")
      #expect(StateTitles.trailer.resultTitle(for: .failure("")) == "Load failed")
      #expect(StateTitles.header.resultTitle(for: .failure("")) == "Refresh failed")
      #expect(CircleLoadingFooter().stateTitles.resultTitle(for: .success) == nil)
    }
  }

  @Test func aComponentOfItsOwnAdoptsTheStockTitles() {
    withLanguage("en") {
      let list = makeLeafList()
      let header = TitledRingHeader {}
      list.refreshHeader = header
      #expect(header.title == "Pull down to refresh")
      pullDown(list, by: 200)
      #expect(header.title == "Release to refresh")
      #expect(header.circleLoading.strokeEnd == 1)
      header.language = "ja"
      #expect(header.title == "指を離して更新")
    }
  }
}

/// A downstream header that is not a state leaf but shows the stock titles by conforming to `StateTitled`.
final class TitledRingHeader: CircleLoadingHeader, StateTitled {
  var stateTitles = StateTitles.header
  func title(for state: RefreshState) -> String { stateTitles.title(for: state) }
}
