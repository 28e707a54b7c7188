import Foundation
import Testing

@testable import RefreshKit

/// What a header and a footer show, and VoiceOver says, when the app's throwing action fails: the error's text for
/// users, the app's own text for it, or the leaf's localised failure; never the error's debug description.
@Suite @MainActor struct ErrorMessageTests {
  /// An error with no text for users, whose description is what a developer reads.
  struct FeedError: Error, CustomStringConvertible {
    var description: String { "FeedError(status: 503, body: <html>…)" }
  }

  /// An error that says what went wrong in words for users.
  struct Unauthorized: LocalizedError {
    var errorDescription: String? { "Sign in again to see new posts." }
  }

  /// A `LocalizedError` that leaves the description out.
  struct Silent: LocalizedError {}

  /// What URLSession throws when the device is offline: an `NSURLErrorDomain` error whose user info carries the text.
  let offline = NSError(
    domain: NSURLErrorDomain, code: -1009,
    userInfo: [
      NSLocalizedDescriptionKey: "The Internet connection appears to be offline.",
      "NSErrorFailingURLStringKey": "https://example.com/feed",
    ])

  /// Refreshes a header whose action throws `error`, and returns what it shows while the failure displays (for
  /// `failureDisplayDuration`, 2 s by default) and what VoiceOver heard as the refresh ended.
  /// The header speaks `language` whatever the machine's (the global language is not set: async tests interleave).
  func refreshFailing(
    with error: any Error, language: String = "en", configure: (SimpleHeader) -> Void = { _ in }
  ) async -> (title: String, label: String, heard: String?) {
    let list = makeVoiceOverList()
    let voiceOver = VoiceOver(list)
    let header = SimpleHeader { throw error }
    header.language = language
    configure(header)
    _ = attachHeader(to: list, header)
    header.beginRefreshing()
    await header.actionTask?.value
    let presentation = header.presentation
    return (presentation.title ?? "", presentation.accessibilityLabel ?? "", voiceOver.spoken.last)
  }

  @Test func aSystemErrorShowsItsTextForUsersNotItsDomainCodeAndUserInfo() async {
    do {
      let shown = await refreshFailing(with: offline)
      #expect(shown.title == "The Internet connection appears to be offline.")
      #expect(shown.heard == #".queuedAnnouncement("The Internet connection appears to be offline.")"#)
      #expect(!shown.label.contains("Domain"))
      #expect(!shown.label.contains("UserInfo"))
      #expect(!shown.label.contains("-1009"))
    }
  }

  @Test func aLocalizedErrorShowsItsDescription() async {
    do {
      let shown = await refreshFailing(with: Unauthorized())
      #expect(shown.title == "Sign in again to see new posts.")
      #expect(shown.heard == #".queuedAnnouncement("Sign in again to see new posts.")"#)
    }
  }

  @Test func anErrorWithNoTextForUsersShowsTheLocalisedRefreshFailed() async {
    do {
      for error in [FeedError() as any Error, Silent(), NSError(domain: "FeedDomain", code: 7)] {
        let shown = await refreshFailing(with: error)
        #expect(shown.title == "Refresh failed")
        #expect(shown.heard == #".queuedAnnouncement("Refresh failed")"#)
      }
    }
    do {
      let shown = await refreshFailing(with: FeedError(), language: "ja")
      #expect(shown.title == RefreshLocalization.string(for: .headerRefreshFailed, language: "ja"))
      #expect(!shown.title.contains("FeedError"))
    }
  }

  @Test func theAppsTextForAnErrorWinsAndNilLeavesTheErrorToTheRules() async {
    do {
      let mapped = await refreshFailing(with: offline) { header in
        header.errorMessage = { error in (error as NSError).code == -1009 ? "You're offline" : nil }
      }
      #expect(mapped.title == "You're offline")
      #expect(mapped.heard == #".queuedAnnouncement("You're offline")"#)
      let unmapped = await refreshFailing(with: Unauthorized()) { header in
        header.errorMessage = { _ in nil }
      }
      #expect(unmapped.title == "Sign in again to see new posts.")
      let blank = await refreshFailing(with: Unauthorized()) { header in
        header.errorMessage = { _ in "" }
      }
      #expect(blank.title == "Refresh failed", "an empty text shows the leaf's own")
    }
  }

  @Test func theAppWideMappingReachesComponentsMadeAfterIt() async {
    do {
      await RefreshConfiguration.withDefault {
        RefreshConfiguration.default.errorMessage = { _ in "Couldn't reach the feed" }
        let shown = await refreshFailing(with: FeedError())
        #expect(shown.title == "Couldn't reach the feed")
      }
    }
  }

  @Test func aFooterThatFailsToLoadShowsTheLocalisedLoadFailed() async {
    do {
      let list = makeVoiceOverList()
      let voiceOver = VoiceOver(list)
      let footer = SimpleBackFooter { throw FeedError() }
      footer.language = "en"
      list.refreshFooter = footer
      footer.beginRefreshing()
      await footer.actionTask?.value
      #expect(footer.presentation.title == "Load failed")
      #expect(footer.lastResult == .failure(""))
      #expect(voiceOver.spoken.last == #".queuedAnnouncement("Load failed")"#)
    }
  }
}
