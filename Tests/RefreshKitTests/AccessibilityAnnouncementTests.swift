import Foundation
import Testing

@_spi(Testing) @testable import RefreshKit
@testable import RefreshKitTools

/// What a VoiceOver user hears: the announcements of the scroll model and its components, in order, once each.
@Suite @MainActor struct AccessibilityAnnouncementTests {
  // MARK: - The sequences, in English

  @Test func aPulledRefreshSaysRefreshingThenRefreshed() {
    withLanguage("en") {
      let list = makeVoiceOverList()
      let voiceOver = VoiceOver(list)
      let header = attachHeader(to: list, RefreshHeader {})
      var events: [RefreshEvent] = []
      header.onEvent = { events.append($0) }
      Finger.pullDown(list, contentBy: 70)
      #expect(voiceOver.heard.isEmpty, "nothing while the user pulls")
      list.endDrag()
      list.advance(by: 0.5)
      header.endRefreshing()
      #expect(
        voiceOver.spoken == [#".announcement("Refreshing")"#, #".queuedAnnouncement("Refreshed")"#],
        "the user's release is confirmed at once; the end waits for the speech in progress")
      #expect(
        events == [
          .stateChanged(from: .idle, to: .pulling), .thresholdCrossed(armed: true),
          .stateChanged(from: .pulling, to: .refreshing),
          .accessibilityAnnouncement(.announcement("Refreshing"), trigger: .pull), .actionStarted(.pull),
          .actionFinished(.success), .stateChanged(from: .refreshing, to: .idle),
          .accessibilityAnnouncement(.queuedAnnouncement("Refreshed"), trigger: .pull),
        ])
    }
  }

  @Test func aLoadSaysLoadingMoreThenLoadedAndTheLastSaysNoMoreData() {
    withLanguage("en") {
      let list = makeVoiceOverList()
      let voiceOver = VoiceOver(list)
      let footer = SimpleAutoFooter {}
      list.refreshFooter = footer
      footer.tap()
      footer.endRefreshing()
      footer.tap()
      footer.endRefreshingWithNoMoreData()
      #expect(
        voiceOver.spoken == [
          #".announcement("Loading more")"#, #".queuedAnnouncement("Loaded")"#, #".announcement("Loading more")"#,
          #".queuedAnnouncement("No more data")"#,
        ])
    }
  }

  @Test func aFailureSaysItsMessageOrTheStockFailure() {
    withLanguage("en") {
      let list = makeVoiceOverList()
      let voiceOver = VoiceOver(list)
      let footer = SimpleBackFooter {}
      let header = attachHeader(to: list)
      list.refreshFooter = footer
      footer.beginRefreshing()
      footer.endRefreshing(result: .failure("Network unreachable"))
      header.beginRefreshing()
      header.endRefreshing(result: .failure(""))
      #expect(
        voiceOver.spoken == [
          #".queuedAnnouncement("Loading more")"#, #".queuedAnnouncement("Network unreachable")"#,
          #".queuedAnnouncement("Refreshing")"#, #".queuedAnnouncement("Refresh failed")"#,
        ])
    }
  }

  @Test func aPageScrollSaysWhichPageOfHowMany() {
    withLanguage("en") {
      let list = makeVoiceOverList()
      let voiceOver = VoiceOver(list)
      list.accessibilityScroll(.down)
      list.advance(by: 1)
      list.accessibilityScroll(.down)
      list.contentOffset.y = 1550
      list.accessibilityScroll(.down)
      list.accessibilityScroll(.up)
      #expect(
        voiceOver.spoken == [
          #".pageScrolled("Page 2 of 5")"#, #".pageScrolled("Page 3 of 5")"#, #".pageScrolled("Page 5 of 5")"#,
          #".pageScrolled("Page 4 of 5")"#,
        ])
    }
  }

  @Test func aFooterThatRunsOutWithoutALoadSaysNoMoreDataWithNoTrigger() {
    let list = makeVoiceOverList()
    _ = VoiceOver(list)
    let footer = SimpleAutoFooter {}
    list.refreshFooter = footer
    let log = ComponentEventLog(footer)
    withLanguage("en") { footer.endRefreshingWithNoMoreData() }
    #expect(log.announcements.map(\.0) == [.queuedAnnouncement("No more data")])
    #expect(log.announcements.map(\.1) == [nil])
  }

  // MARK: - Two languages

  @Test func theSameStoryInSimplifiedChinese() {
    withLanguage("zh-Hans") {
      let list = makeVoiceOverList()
      let voiceOver = VoiceOver(list)
      let header = attachHeader(to: list)
      let footer = SimpleBackFooter {}
      list.refreshFooter = footer
      list.accessibilityScroll(.up)
      header.endRefreshing()
      list.advance(by: 2)
      list.accessibilityScroll(.down)
      list.advance(by: 1)
      footer.beginRefreshing()
      footer.endRefreshing(result: .failure(""))
      footer.beginRefreshing()
      footer.endRefreshing()
      #expect(
        voiceOver.spoken == [
          #".announcement("正在刷新")"#, #".queuedAnnouncement("刷新完成")"#, #".pageScrolled("第 2 页，共 5 页")"#,
          #".queuedAnnouncement("正在加载更多")"#, #".queuedAnnouncement("加载失败")"#,
          #".queuedAnnouncement("正在加载更多")"#, #".queuedAnnouncement("加载完成")"#,
        ])
    }
  }

  @Test func everyLanguageHasItsOwnWords() {
    for language in RefreshLocalization.supportedLanguages where language != "en" {
      withLanguage(language) {
        let list = makeVoiceOverList()
        let voiceOver = VoiceOver(list)
        let header = attachHeader(to: list)
        header.beginRefreshing()
        header.endRefreshing()
        list.advance(by: 2)
        list.accessibilityScroll(.down)
        let english = ["Refreshing", "Refreshed", "Page 2 of 5"]
        #expect(voiceOver.heard.count == 3, "\(language)")
        for (heard, english) in zip(voiceOver.heard, english) {
          #expect(heard.text != english, "\(language) says \(heard.text)")
        }
        #expect(voiceOver.heard.last?.text.contains("2") == true && voiceOver.heard.last?.text.contains("5") == true)
      }
    }
  }

  @Test func aLeafWithItsOwnLanguageAnnouncesInIt() {
    withLanguage("en") {
      let list = makeVoiceOverList()
      let voiceOver = VoiceOver(list)
      let header = SimpleHeader {}
      header.language = "ja"
      attachHeader(to: list, header).beginRefreshing()
      #expect(voiceOver.spoken == [#".queuedAnnouncement("更新中")"#])
    }
  }

  // MARK: - What is not said

  @Test func nothingIsSaidWhileTheUserPullsOrCancels() {
    let list = makeVoiceOverList()
    let voiceOver = VoiceOver(list)
    let header = attachHeader(to: list)
    Finger.pullDown(list, contentBy: 80)
    #expect(header.state == .pulling)
    Finger.pullDown(list, contentBy: 20)
    Finger.pullDown(list, contentBy: 80)
    list.cancelDrag()
    list.advance(by: 1)
    #expect(header.state == .idle)
    #expect(voiceOver.heard.isEmpty)
  }

  @Test func aCancelledRefreshSaysOnlyThatItStarted() {
    withLanguage("en") {
      let list = makeVoiceOverList()
      let voiceOver = VoiceOver(list)
      let header = attachHeader(to: list)
      header.beginRefreshing()
      list.refreshHeader = nil
      let footer = SimpleBackFooter {}
      list.refreshFooter = footer
      footer.beginRefreshing()
      footer.isHidden = true
      #expect(header.lastResult == .cancelled)
      #expect(footer.lastResult == .cancelled)
      #expect(voiceOver.spoken == [#".queuedAnnouncement("Refreshing")"#, #".queuedAnnouncement("Loading more")"#])
    }
  }

  @Test func withoutAHandlerNothingIsPostedAndNoEventSent() {
    let list = makeVoiceOverList()
    let header = attachHeader(to: list)
    let log = ComponentEventLog(header)
    header.beginRefreshing()
    header.endRefreshing()
    list.advance(by: 1)
    #expect(list.accessibilityScroll(.down))
    #expect(log.announcements.isEmpty)
    #expect(log.events.count == 4, "the four events of a refresh, as before: \(log.events)")
  }

  // MARK: - When and with what

  @Test func eventsCarryTheTriggerSoAnAppCanSilenceItsOwnRefreshes() {
    withLanguage("en") {
      let list = makeVoiceOverList()
      // The app speaks the page scrolls from the handler, and the refreshes from the events, except its own.
      var spoken: [String] = []
      list.accessibilityAnnouncementHandler = { announcement in
        if case .pageScrolled(let text) = announcement { spoken.append(text) }
      }
      let header = attachHeader(to: list)
      let token = header.observe { event in
        if case .accessibilityAnnouncement(let announcement, let trigger) = event, trigger != .beginRefreshing {
          spoken.append(announcement.text)
        }
      }
      header.beginRefreshing()
      header.endRefreshing()
      list.advance(by: 2)
      list.accessibilityScroll(.up)
      header.endRefreshing()
      #expect(spoken == ["Refreshing", "Refreshed"], "the app's own refresh was silent, the user's was not")
      token.cancel()
    }
  }

  @Test func theHandlerHearsOnceTheTransitionIsComplete() {
    let list = makeVoiceOverList()
    let header = attachHeader(to: list)
    var seen: [(RefreshState, Insets, Int)] = []
    _ = VoiceOver(list) { _ in seen.append((header.state, list.refreshInset, header.actionCount)) }
    header.beginRefreshing()
    header.endRefreshing()
    #expect(seen.count == 2)
    #expect(seen.first?.0 == .refreshing)
    #expect(seen.first?.1 == Insets(top: 54), "the hold is already in place")
    #expect(seen.last?.0 == .idle)
    #expect(seen.last?.1 == .zero, "and returned")
  }

  @Test func aDeferredEndIsAnnouncedWhenItTakesEffect() {
    withLanguage("en") {
      let list = makeVoiceOverList()
      let voiceOver = VoiceOver(list)
      let header = attachHeader(to: list)
      header.minimumRefreshingDuration = 1
      header.beginRefreshing()
      header.endRefreshing()
      #expect(voiceOver.spoken == [#".queuedAnnouncement("Refreshing")"#])
      list.advance(by: 1)
      #expect(voiceOver.spoken == [#".queuedAnnouncement("Refreshing")"#, #".queuedAnnouncement("Refreshed")"#])
    }
  }
}
