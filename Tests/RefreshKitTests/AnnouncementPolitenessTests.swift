import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

/// Which announcements interrupt VoiceOver and which wait for it: what the user just asked for is said at once, what
/// the app or an automatic footer started, and every end, is queued behind the speech in progress (VoiceOver's Read All
/// included, which no UIKit API reveals).
@Suite @MainActor struct AnnouncementPolitenessTests {
  /// A list with a header at the top and an auto footer `footer`, and a VoiceOver listening.
  func makeFeed(
    _ footer: AutoRefreshFooter = SimpleAutoFooter {}
  ) -> (ScrollModel, RefreshHeader, AutoRefreshFooter, VoiceOver) {
    let list = makeVoiceOverList()
    let voiceOver = VoiceOver(list)
    let header = attachHeader(to: list)
    list.refreshFooter = footer
    return (list, header, footer, voiceOver)
  }

  // MARK: - What the app or the footer started: queued

  @Test func aLoadTheFooterStartsDuringASwipeWaitsForTheSpeechInProgress() {
    withLanguage("en") {
      let (list, _, footer, voiceOver) = makeFeed()
      list.beginDrag()
      list.drag(by: CGPoint(x: 0, y: -1700))
      #expect(footer.refreshTrigger == .scrolledToEnd, "the footer came into view under the finger")
      footer.endRefreshing()
      list.endDrag()
      #expect(voiceOver.heard == [.queuedAnnouncement("Loading more"), .queuedAnnouncement("Loaded")])
    }
  }

  @Test func aLoadTheFooterStartsAtTheEndOfAFlingWaitsToo() {
    withLanguage("en") {
      let (list, _, footer, voiceOver) = makeFeed()
      list.beginDrag()
      list.drag(by: CGPoint(x: 0, y: -1000))
      list.endDrag(velocity: CGPoint(x: 0, y: -4000))
      list.advance(by: 3)
      #expect(footer.state == .refreshing)
      #expect(footer.refreshTrigger == .scrolledToEnd)
      #expect(voiceOver.heard == [.queuedAnnouncement("Loading more")])
    }
  }

  @Test func theAppsOwnRefreshAndAnExpiredOneWaitForTheSpeechInProgress() {
    withLanguage("en") {
      let (list, header, _, voiceOver) = makeFeed()
      #expect(header.refreshIfExpired(after: 60), "last refreshed at 10:24, now 16:00")
      #expect(header.refreshTrigger == .expired)
      header.endRefreshing()
      list.advance(by: 1)
      header.beginRefreshing()
      #expect(
        voiceOver.heard == [
          .queuedAnnouncement("Refreshing"), .queuedAnnouncement("Refreshed"), .queuedAnnouncement("Refreshing"),
        ])
    }
  }

  @Test func noMoreDataAndAFailureWaitForTheSpeechInProgress() {
    withLanguage("en") {
      let (list, _, footer, voiceOver) = makeFeed()
      defer { withExtendedLifetime(list) {} }
      footer.tap()
      footer.endRefreshing(result: .failure("Offline"))
      footer.tap()
      footer.endRefreshingWithNoMoreData()
      #expect(
        voiceOver.heard == [
          .announcement("Loading more"), .queuedAnnouncement("Offline"), .announcement("Loading more"),
          .queuedAnnouncement("No more data"),
        ])
      #expect(voiceOver.heard.map(\.isQueued) == [false, true, false, true])
    }
  }

  // MARK: - What the user asked for: at once

  @Test func aPullTheUserReleasesIsConfirmedAtOnce() {
    withLanguage("en") {
      let (list, header, _, voiceOver) = makeFeed()
      Finger.pullDown(list, contentBy: 80)
      list.endDrag()
      #expect(header.refreshTrigger == .pull)
      header.endRefreshing()
      #expect(voiceOver.heard == [.announcement("Refreshing"), .queuedAnnouncement("Refreshed")])
    }
  }

  @Test func aReleaseWithAFooterThatWaitsForTheUserInViewIsConfirmedAtOnce() {
    withLanguage("en") {
      let footer = SimpleAutoFooter {}
      footer.isAutomaticallyRefresh = false
      let (list, _, _, voiceOver) = makeFeed(footer)
      list.beginDrag()
      list.drag(by: CGPoint(x: 0, y: -1700))
      #expect(footer.state == .idle, "it waits for the release")
      list.endDrag()
      #expect(footer.refreshTrigger == .pull)
      #expect(voiceOver.heard == [.announcement("Loading more")])
    }
  }

  @Test func aTapAndADoubleTapOnTheFooterAreConfirmedAtOnce() {
    withLanguage("en") {
      let (list, _, footer, voiceOver) = makeFeed()
      scrollToBottom(list)
      footer.tap()
      footer.endRefreshing()
      #expect(footer.accessibilityActivate())
      #expect(
        voiceOver.heard == [
          .announcement("Loading more"), .queuedAnnouncement("Loaded"), .announcement("Loading more"),
        ])
    }
  }

  @Test func aThreeFingerScrollAtAnEdgeIsConfirmedAtOnce() {
    withLanguage("en") {
      let list = makeVoiceOverList()
      let voiceOver = VoiceOver(list)
      let header = attachHeader(to: list)
      let footer = SimpleBackFooter {}
      list.refreshFooter = footer
      #expect(list.accessibilityScroll(.up))
      header.endRefreshing()
      list.advance(by: 1)
      scrollToBottom(list)
      #expect(list.accessibilityScroll(.down))
      #expect(footer.refreshTrigger == .accessibility)
      #expect(
        voiceOver.heard == [
          .announcement("Refreshing"), .queuedAnnouncement("Refreshed"), .announcement("Loading more"),
        ])
    }
  }

  @Test func aNamedActionAndTheKeyCommandAreConfirmedAtOnce() {
    withLanguage("en") {
      let (list, header, footer, voiceOver) = makeFeed()
      let loadMore = list.accessibilityActions.first { $0.kind == .loadMore }
      #expect(loadMore.map { list.performAccessibilityAction($0) } == true)
      footer.endRefreshing()
      #expect(RefreshKeyCommand.refresh(among: [list]))
      #expect(header.refreshTrigger == .keyCommand)
      #expect(
        voiceOver.heard == [
          .announcement("Loading more"), .queuedAnnouncement("Loaded"), .announcement("Refreshing"),
        ])
    }
  }

  // MARK: - The rule, trigger by trigger

  @Test func onlyTheTriggersOfAUsersRequestInterrupt() {
    let interrupting = [
      RefreshTrigger.pull, .tap, .scrolledToEnd, .beginRefreshing, .expired, .accessibility, .keyCommand,
    ]
    .filter(\.isRequestedByUser)
    #expect(interrupting == [.pull, .tap, .accessibility, .keyCommand])
  }

  @Test func aPageScrollIsSaidAsVoiceOverPagesNotQueued() {
    #expect(!AccessibilityAnnouncement.pageScrolled("Page 2 of 5").isQueued)
    #expect(AccessibilityAnnouncement.queuedAnnouncement("Loaded").text == "Loaded")
    #expect(AccessibilityAnnouncement.queuedAnnouncement("Loaded").description == #".queuedAnnouncement("Loaded")"#)
  }
}
