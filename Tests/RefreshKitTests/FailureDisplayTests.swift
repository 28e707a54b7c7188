import Foundation
import Testing

@_spi(Testing) @testable import RefreshKit
@testable import RefreshKitTools

/// What a user sees after a failed refresh of a header, a back footer or a trailer (issue 44, item 3): the failure's
/// message, for `failureDisplayDuration` (2 s by default) with the hold kept, while a success still collapses at once
/// as in MJRefresh and a cancelled refresh shows nothing.
@Suite @MainActor struct FailureDisplayTests {
  /// A simple header in English on a phone list, refreshing for a second.
  private func refreshingHeader(
    _ configure: (SimpleHeader) -> Void = { _ in }
  ) -> (ScrollModel, SimpleHeader) {
    let list = makePhoneList()
    let header = SimpleHeader {}
    header.language = "en"
    isolate(header)
    configure(header)
    list.refreshHeader = header
    header.beginRefreshing()
    list.advance(by: 1)
    return (list, header)
  }

  // MARK: - Headers

  @Test func aFailedRefreshShowsItsMessageForTwoSecondsWithTheHeaderHeldOpen() {
    let (list, header) = refreshingHeader()
    #expect(header.failureDisplayDuration == 2)
    #expect(header.resultDisplayDuration == 0)
    header.endRefreshing(result: .failure("You're offline"))
    #expect(header.state == .idle, "the refresh is over: only the message and the hold wait")
    #expect(!header.isRefreshing)
    #expect(header.presentation.title == "You're offline")
    #expect(header.presentation.accessory == .result(.failure))
    #expect(header.textLines.first == "✗ You're offline")
    #expect(list.refreshInset.top == 54, "the header stays open while the failure shows")
    list.advance(by: 1.9)
    #expect(header.title == "You're offline")
    #expect(list.refreshInset.top == 54)
    list.advance(by: 0.1)
    #expect(header.displayedResult == nil)
    #expect(header.title == "Pull down to refresh")
    #expect(list.refreshInset == .zero)
    list.advance(by: 1)
    #expect(list.contentOffset.y == 0, "collapsed")
  }

  @Test func aSuccessfulRefreshStillCollapsesAtOnce() {
    let (list, header) = refreshingHeader()
    header.endRefreshing()
    #expect(header.displayedResult == nil)
    #expect(header.title == "Pull down to refresh")
    #expect(list.refreshInset == .zero)
  }

  @Test func aFailureWithNoMessageShowsTheLocalisedRefreshFailed() {
    let (list, header) = refreshingHeader { $0.language = "de" }
    header.endRefreshing(result: .failure(""))
    #expect(header.presentation.title == "Aktualisierung fehlgeschlagen")
    #expect(header.presentation.accessory == .result(.failure))
    #expect(list.refreshInset.top == 54)
  }

  @Test func aZeroFailureDisplayDurationCollapsesAFailureAtOnceAsBefore() {
    let (list, header) = refreshingHeader { $0.failureDisplayDuration = 0 }
    header.endRefreshing(result: .failure("You're offline"))
    #expect(header.displayedResult == nil)
    #expect(header.title == "Pull down to refresh")
    #expect(list.refreshInset == .zero)
    #expect(header.lastResult == .failure("You're offline"))
  }

  @Test func aFailureShowsForTheLongerOfTheResultsAndTheFailuresDurations() {
    let (list, header) = refreshingHeader { $0.resultDisplayDuration = 3 }
    header.endRefreshing(result: .failure("You're offline"))
    list.advance(by: 2.9)
    #expect(header.displayedResult == .failure("You're offline"), "the result's 3 s, longer than the failure's 2")
    list.advance(by: 0.1)
    #expect(header.displayedResult == nil)

    header.resultDisplayDuration = 0.5
    header.failureDisplayDuration = 1
    header.beginRefreshing()
    list.advance(by: 1)
    header.endRefreshing()
    list.advance(by: 0.4)
    #expect(header.displayedResult == .success, "a success shows for the result's 0.5 s")
    list.advance(by: 0.1)
    #expect(header.displayedResult == nil)
    header.beginRefreshing()
    list.advance(by: 1)
    header.endRefreshing(result: .failure("You're offline"))
    list.advance(by: 0.9)
    #expect(header.displayedResult == .failure("You're offline"), "a failure for its own 1 s")
    list.advance(by: 0.1)
    #expect(header.displayedResult == nil)
  }

  @Test func aCancelledRefreshShowsNothing() {
    let (list, header) = refreshingHeader()
    header.endRefreshing(result: .cancelled)
    #expect(header.displayedResult == nil)
    #expect(header.title == "Pull down to refresh")
    #expect(list.refreshInset == .zero)
  }

  @Test func aNewPullOrRefreshEndsTheFailureEarly() {
    do {
      let (list, header) = refreshingHeader()
      header.endRefreshing(result: .failure("You're offline"))
      list.advance(by: 0.5)
      Finger.pullDown(list, contentBy: 70)
      #expect(header.state == .pulling)
      #expect(header.displayedResult == nil)
      #expect(header.title == "Release to refresh")
      list.endDrag()
      #expect(header.state == .refreshing)
      #expect(header.actionCount == 2)
    }
    do {
      let (list, header) = refreshingHeader()
      header.endRefreshing(result: .failure("You're offline"))
      list.advance(by: 0.5)
      header.beginRefreshing()
      #expect(header.displayedResult == nil)
      #expect(header.title == "Loading…")
    }
  }

  @Test func hidingOrDetachingEndsTheFailureEarly() {
    do {
      let (list, header) = refreshingHeader()
      header.endRefreshing(result: .failure("You're offline"))
      header.isHidden = true
      #expect(header.displayedResult == nil)
      #expect(list.refreshInset == .zero)
    }
    do {
      let (list, header) = refreshingHeader()
      header.endRefreshing(result: .failure("You're offline"))
      list.refreshHeader = nil
      #expect(header.displayedResult == nil)
      #expect(list.refreshInset == .zero)
    }
  }

  @Test func withReducedMotionTheFailureShowsForItsDurationToo() {
    withConfiguration {
      RefreshConfiguration.default.reducesMotion = true
      let (list, header) = refreshingHeader()
      header.endRefreshing(result: .failure("You're offline"))
      #expect(header.presentation.title == "You're offline")
      list.advance(by: 1.9)
      #expect(list.refreshInset.top == 54, "words are not motion: the message stays to be read")
      list.advance(by: 0.1)
      #expect(list.refreshInset == .zero)
      #expect(header.title == "Pull down to refresh")
    }
  }

  @Test func theAppWideDurationReachesComponentsMadeAfterIt() {
    withConfiguration {
      RefreshConfiguration.default.failureDisplayDuration = 0
      let (list, header) = refreshingHeader()
      header.endRefreshing(result: .failure("You're offline"))
      #expect(header.displayedResult == nil, "failures collapse at once, app-wide")
      #expect(list.refreshInset == .zero)
    }
  }

  @Test func aCircleHeaderShowsTheFailuresMarkAndMessageInsteadOfItsRing() {
    let list = makePhoneList()
    let header = CircleLoadingHeader {}
    list.refreshHeader = header
    header.beginRefreshing()
    list.advance(by: 1)
    header.endRefreshing(result: .failure("You're offline"))
    #expect(header.presentation.title == "You're offline")
    #expect(header.presentation.accessory == .result(.failure))
    #expect(header.presentation.accessibilityLabel == "You're offline")
    #expect(header.textLines.first == "✗ You're offline")
    list.advance(by: 2)
    #expect(header.presentation.title == nil, "the ring alone again")
    guard case .ring = header.presentation.accessory else {
      Issue.record("the ring is back: \(header.presentation.accessory)")
      return
    }
  }

  // MARK: - Back footers and trailers

  @Test func aBackFooterShowsItsFailureForTwoSeconds() {
    withLanguage("en") {
      let list = makeLeafList()
      let footer = SimpleBackFooter {}
      list.refreshFooter = footer
      scrollToBottom(list)
      footer.beginRefreshing()
      list.advance(by: 1)
      footer.endRefreshing(result: .failure("Server busy"))
      #expect(footer.presentation.title == "Server busy")
      #expect(footer.presentation.accessory == .result(.failure))
      #expect(list.refreshInset.bottom == 44)
      list.advance(by: 2)
      #expect(footer.title == "Pull up to load more")
      #expect(list.refreshInset == .zero)
    }
  }

  @Test func aTrailerShowsItsFailureForTwoSeconds() {
    withLanguage("en") {
      let list = makeLeafList(contentWidth: 800)
      let trailer = SimpleTrailer {}
      list.refreshTrailer = trailer
      trailer.beginRefreshing()
      list.advance(by: 1)
      trailer.endRefreshing(result: .failure(""))
      #expect(trailer.presentation.title == "Load failed")
      #expect(list.refreshInset.right == 60)
      list.advance(by: 2)
      #expect(list.refreshInset == .zero)
    }
  }

  // MARK: - Auto footers

  @Test func anAutoFooterHoldsNoTimedDisplayItAsksForARetryUntilTheNextLoad() {
    withLanguage("en") {
      let list = makeLeafList()
      let footer = SimpleAutoFooter {}
      list.refreshFooter = footer
      footer.tap()
      footer.endRefreshing(result: .failure("Server busy"))
      #expect(footer.displayedResult == nil, "no result display: the prompt stays instead")
      list.advance(by: 10)
      #expect(footer.presentation.title == "Server busy — tap to retry")
      #expect(footer.isWaitingForRetry)
      footer.tap()
      #expect(footer.presentation.title == "Loading more…")
    }
  }
}
