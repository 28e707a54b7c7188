import Foundation
import Testing

@_spi(Testing) @testable import RefreshKit

/// Announcement handlers that misbehave: they post, refresh or scroll from inside themselves, or remove themselves.
@Suite @MainActor struct AccessibilityBadInputTests {
  @Test func aPostFromInsideTheHandlerIsHeardAfterTheOneBeingHandled() {
    let list = makeVoiceOverList()
    let header = attachHeader(to: list, RefreshHeader {})
    var depth = 0
    var deepest = 0
    var heard: [String] = []
    list.accessibilityAnnouncementHandler = { announcement in
      depth += 1
      deepest = max(deepest, depth)
      heard.append(announcement.text)
      if announcement.text == "Refreshing" { list.postAccessibilityAnnouncement(.announcement("3 new posts")) }
      depth -= 1
    }
    withLanguage("en") { header.beginRefreshing() }
    #expect(heard == ["Refreshing", "3 new posts"])
    #expect(deepest == 1, "queued, not nested")
  }

  @Test func aHandlerThatKeepsPostingIsStoppedAndReported() {
    let list = makeVoiceOverList()
    var count = 0
    list.accessibilityAnnouncementHandler = { announcement in
      count += 1
      list.postAccessibilityAnnouncement(announcement)
    }
    let (_, diagnostics) = RefreshDiagnostics.collect {
      list.postAccessibilityAnnouncement(.announcement("echo"))
    }
    #expect(count == ScrollModel.maximumAnnouncementsPerPost)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.member == "ScrollModel.accessibilityAnnouncementHandler")
    count = 0
    list.accessibilityAnnouncementHandler = { _ in count += 1 }
    list.postAccessibilityAnnouncement(.announcement("again"))
    #expect(count == 1, "nothing was left waiting, and the next post is heard")
  }

  @Test func aHandlerThatRefreshesAgainFromInsideItselfIsStoppedWithTheStateIntact() {
    let list = makeVoiceOverList()
    let header = attachHeader(to: list)
    var heard = 0
    list.accessibilityAnnouncementHandler = { _ in
      heard += 1
      // Ends each refresh as it is announced, and starts one for each end: a loop with no end of its own.
      if header.isRefreshing { header.endRefreshing() } else { header.beginRefreshing() }
    }
    let (_, diagnostics) = RefreshDiagnostics.collect { header.beginRefreshing() }
    #expect(heard == ScrollModel.maximumAnnouncementsPerPost)
    #expect(diagnostics.map(\.member) == ["ScrollModel.accessibilityAnnouncementHandler"])
    // 50 refreshes and their ends were heard; the handler's last call started a 51st, whose announcement was dropped.
    #expect(header.actionCount == 51, "one action per refresh entered")
    #expect(header.isRefreshing)
    #expect(list.refreshInset == Insets(top: 54), "the refresh that goes on holds its inset")
  }

  @Test func aHandlerThatEndsTheRefreshItHearsOfLeavesNothingHeld() {
    withLanguage("en") {
      let list = makeVoiceOverList()
      let header = attachHeader(to: list)
      let voiceOver = VoiceOver(list) { announcement in
        if announcement.text == "Refreshing" { header.endRefreshing() }
      }
      #expect(list.accessibilityScroll(.up))
      #expect(header.state == .idle)
      #expect(header.actionCount == 1)
      #expect(list.refreshInset == .zero)
      #expect(voiceOver.spoken == [#".announcement("Refreshing")"#, #".queuedAnnouncement("Refreshed")"#])
    }
  }

  @Test func aHandlerThatScrollsAgainPagesToTheEndOnePageAtATime() {
    let list = makeVoiceOverList()
    var pages: [String] = []
    list.accessibilityAnnouncementHandler = { announcement in
      pages.append(announcement.text)
      list.accessibilityScroll(.down)
    }
    withLanguage("en") { _ = list.accessibilityScroll(.down) }
    #expect(pages == ["Page 2 of 5", "Page 3 of 5", "Page 4 of 5", "Page 5 of 5"])
    list.advance(by: 1)
    #expect(list.contentOffset.y == 1600)
  }

  @Test func aHandlerRemovedFromInsideItselfHearsNothingMore() {
    let list = makeVoiceOverList()
    var heard: [String] = []
    list.accessibilityAnnouncementHandler = { announcement in
      heard.append(announcement.text)
      list.postAccessibilityAnnouncement(.announcement("never heard"))
      list.accessibilityAnnouncementHandler = nil
    }
    list.postAccessibilityAnnouncement(.announcement("first"))
    #expect(heard == ["first"])
    list.postAccessibilityAnnouncement(.announcement("after"))
    #expect(heard == ["first"])
  }

  @Test func anEmptyAnnouncementIsRefused() {
    let list = makeVoiceOverList()
    let voiceOver = VoiceOver(list)
    let (_, diagnostics) = RefreshDiagnostics.collect {
      list.postAccessibilityAnnouncement(.pageScrolled(""))
    }
    #expect(voiceOver.heard.isEmpty)
    #expect(diagnostics.map(\.member) == ["ScrollModel.postAccessibilityAnnouncement(_:)"])
  }

  @Test func aFailureWithAnEmptyMessageSaysTheStockFailureNotNothing() {
    withLanguage("en") {
      let list = makeVoiceOverList()
      let voiceOver = VoiceOver(list)
      let footer = SimpleAutoFooter {}
      list.refreshFooter = footer
      footer.tap()
      footer.endRefreshing(result: .failure(""))
      #expect(voiceOver.heard.last == .queuedAnnouncement("Load failed"))
    }
  }
}
