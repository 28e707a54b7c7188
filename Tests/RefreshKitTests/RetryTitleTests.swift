import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitSwiftUI

/// What an auto footer shows after a failed load (issue 44, item 3): the failure's readable message (the app's
/// mapping, else the error's text for users, else the stock "Load failed") followed by the way to retry, in the
/// footer's language, on the model, in text and in what the SwiftUI views draw.
@Suite @MainActor struct RetryTitleTests {
  /// An error whose text for users says what went wrong.
  struct Unauthorized: LocalizedError {
    var errorDescription: String? { "Sign in again to see more posts." }
  }

  /// An error with no text for users.
  struct FeedError: Error, CustomStringConvertible {
    var description: String { "FeedError(status: 503)" }
  }

  /// The list the footers of a test load on, kept for the whole test.
  let list = makeLeafList()

  /// Loads once with a footer whose action throws `error`, and returns the footer, waiting for a retry. The footer
  /// speaks `language` whatever the machine's (the global language is not set: async tests interleave).
  func footerFailing<Footer: AutoRefreshFooter & StateTitled>(
    _ make: (@escaping @MainActor () async throws -> Void) -> Footer, with error: any Error,
    language: String = "en", configure: (Footer) -> Void = { _ in }
  ) async -> Footer {
    let footer = make { throw error }
    footer.language = language
    configure(footer)
    list.refreshFooter = footer
    footer.tap()
    await footer.actionTask?.value
    #expect(footer.scrollView === list)
    return footer
  }

  @Test func aLoadThatThrowsShowsTheErrorsTextThenTapToRetry() async {
    let footer = await footerFailing({ SimpleAutoFooter(action: $0) }, with: Unauthorized())
    #expect(footer.isWaitingForRetry)
    #expect(footer.title == "Sign in again to see more posts. — tap to retry")
    #expect(footer.presentation.title == "Sign in again to see more posts. — tap to retry")
    #expect(footer.textLines.first?.hasSuffix("Sign in again to see more posts. — tap to retry") == true)
  }

  @Test func theAppsMappingWinsOverTheErrorsOwnText() async {
    let footer = await footerFailing({ SimpleAutoFooter(action: $0) }, with: Unauthorized()) { footer in
      footer.errorMessage = { _ in "Your session ended" }
    }
    #expect(footer.presentation.title == "Your session ended — tap to retry")
  }

  @Test func anErrorWithNoTextForUsersShowsTheStockLoadFailedPrompt() async {
    let footer = await footerFailing({ SimpleAutoFooter(action: $0) }, with: FeedError())
    #expect(footer.lastResult == .failure(""))
    #expect(footer.presentation.title == "Load failed — tap to retry")
    #expect(!(footer.presentation.title ?? "").contains("FeedError"))
    let japanese = await footerFailing({ SimpleAutoFooter(action: $0) }, with: FeedError(), language: "ja")
    #expect(japanese.presentation.title == "読み込みに失敗しました。タップして再試行")
  }

  @Test func theMessageAndThePromptAreInTheFootersLanguage() async {
    let offline = NSError(
      domain: NSURLErrorDomain, code: -1009,
      userInfo: [NSLocalizedDescriptionKey: "インターネット接続がオフラインのようです。"])
    let japanese = await footerFailing({ SimpleAutoFooter(action: $0) }, with: offline, language: "ja")
    #expect(japanese.presentation.title == "インターネット接続がオフラインのようです。（タップして再試行）")
    let arabic = await footerFailing({ SimpleAutoFooter(action: $0) }, with: offline, language: "ar") { footer in
      footer.errorMessage = { _ in "لا يوجد اتصال" }
    }
    #expect(arabic.presentation.title == "لا يوجد اتصال — اضغط لإعادة المحاولة")
  }

  @Test func everyStockAutoFooterShowsTheMessageWhereItDrawsItsTitle() async {
    let state = await footerFailing({ StateAutoFooter(action: $0) }, with: Unauthorized())
    #expect(state.textLines == ["Sign in again to see more posts. — tap to retry"])
    let images = await footerFailing({ ImageSequenceAutoFooter(action: $0) }, with: Unauthorized())
    #expect(images.presentation.title == "Sign in again to see more posts. — tap to retry")
    let circle = await footerFailing({ CircleLoadingFooter(action: $0) }, with: Unauthorized())
    #expect(circle.title == "Sign in again to see more posts. — tap to retry")
    #expect(circle.presentation.title == "Sign in again to see more posts. — tap to retry", "beside the ring")
    #expect(
      circle.presentation.accessibilityLabel == "Sign in again to see more posts.",
      "VoiceOver hears the message; the way to retry is the hint")
    #expect(circle.presentation.accessibilityHint == "Tries loading again")
    let silentCircle = await footerFailing({ CircleLoadingFooter(action: $0) }, with: FeedError())
    #expect(silentCircle.presentation.title == "Load failed — tap to retry", "the ring alone no longer hides it")
  }

  @Test func theMessageGoesWhenTheNextLoadStartsAndAfterItSucceeds() {
    withLanguage("en") {
      let footer = CircleLoadingFooter {}
      list.refreshFooter = footer
      footer.tap()
      footer.endRefreshing(result: .failure("Server busy"))
      #expect(footer.presentation.title == "Server busy — tap to retry")
      footer.tap()
      #expect(footer.presentation.title == nil, "the ring alone while loading")
      footer.endRefreshing()
      #expect(footer.presentation.title == nil)
      #expect(footer.accessibilityLabel == "Load more", "VoiceOver hears the state again, not the failure")
      #expect(footer.accessibilityHint == "Loads more items")
    }
  }

  @Test func anAppsFormatWinsAndTheMessageIsNeverReadAsAFormat() {
    withLanguage("en") {
      RefreshLocalization.setString("Couldn't load: %1$@ Pull up to try again.", for: .footerLoadFailedFormat)
      #expect(
        StateTitles.autoFooter.retryTitle(for: .failure("Timed out."))
          == "Couldn't load: Timed out. Pull up to try again.")
      RefreshLocalization.removeAllOverrides()
      #expect(StateTitles.autoFooter.retryTitle(for: .failure("100% %1$@ %d")) == "100% %1$@ %d — tap to retry")
      #expect(StateTitles.autoFooter.retryTitle(for: .failure("")) == "Load failed — tap to retry")
      #expect(StateTitles.autoFooter.retryTitle(for: .success) == nil)
      #expect(StateTitles.autoFooter.retryTitle(for: .cancelled) == nil)
      #expect(StateTitles.autoFooter.retryTitle(for: nil) == nil)
    }
  }

  @Test func everyLanguageKeepsTheMessageAndAddsItsOwnPrompt() {
    for language in RefreshLocalization.supportedLanguages {
      var titles = StateTitles.autoFooter
      titles.language = language
      let title = titles.retryTitle(for: .failure("MESSAGE")) ?? ""
      #expect(title.contains("MESSAGE"), "\(language): the message is shown")
      #expect(title.count > "MESSAGE".count + 3, "\(language): followed by the way to retry")
      #expect(!title.contains("%"), "\(language): no placeholder left")
    }
  }

  // MARK: - SwiftUI

  @Test func theSwiftUIViewsDrawTheMessageFromTheSnapshotOnBothPaths() async {
    let refresh = DeclarativeRefresh(component: SimpleAutoFooter())
    refresh.component.language = "en"
    list.refreshFooter = refresh.component
    refresh.update(action: { throw Unauthorized() }, isRefreshing: nil, noMoreData: nil)
    refresh.component.tap()
    await refresh.component.actionTask?.value
    let snapshot = RefreshSnapshot(of: refresh.component)
    #expect(snapshot.state == .idle)
    #expect(snapshot.presentation.title == "Sign in again to see more posts. — tap to retry")

    let header = DeclarativeRefresh(component: SimpleHeader())
    header.component.language = "en"
    list.refreshHeader = header.component
    header.update(action: { throw Unauthorized() }, isRefreshing: nil, noMoreData: nil)
    header.component.beginRefreshing()
    await header.component.actionTask?.value
    #expect(RefreshSnapshot(of: header.component).presentation.title == "Sign in again to see more posts.")
    list.advance(by: 2)
    #expect(RefreshSnapshot(of: header.component).presentation.title == "Pull down to refresh")
  }
}
