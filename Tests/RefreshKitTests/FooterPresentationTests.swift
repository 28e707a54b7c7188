import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

/// What each stock footer and the trailer show and say in every state, as one ``RefreshPresentation``.
@Suite @MainActor struct FooterPresentationTests {
  /// A footer or trailer's presentation: its title and an accessory, its label the state the title tells without
  /// its gesture words (``spoken``); a button while a double tap loads, whose hint says what the double tap does.
  nonisolated func shown(
    _ title: String?, _ accessory: RefreshPresentation.Accessory = .none, label: String? = nil, button: Bool,
    axis: RefreshPresentation.Axis = .horizontal, frames: Bool = false, retries: Bool = false
  ) -> RefreshPresentation {
    let label = label ?? title.map { Self.spoken[$0] ?? $0 }
    return RefreshPresentation(
      title: title, accessory: accessory, axis: axis, needsFrames: frames, accessibilityLabel: label,
      accessibilityTraits: button ? .button : .staticText,
      accessibilityHint: button ? (retries ? "Tries loading again" : "Loads more items") : nil)
  }

  /// What VoiceOver says for a title that tells a gesture: the state alone (the hint says what to do).
  nonisolated static let spoken = [
    "Tap or pull up to load more": "Load more", "Pull up to load more": "Load more",
    "Pull left to load more": "Load more", "Release to load more": "Ready to load more",
    "Load failed — tap to retry": "Load failed",
  ]

  /// `footer` attached to a leaf list scrolled to the bottom, so that it is in view.
  func attach<Footer: RefreshFooter>(_ footer: Footer) -> (ScrollModel, Footer) {
    let list = makeLeafList()
    footer.resultDisplayDuration = 0.5
    list.refreshFooter = footer
    scrollToBottom(list)
    return (list, footer)
  }

  // MARK: - Auto footers

  @Test func simpleAutoFooterInEveryState() {
    withLanguage("en") {
      let (list, footer) = attach(SimpleAutoFooter {})
      #expect(footer.presentation == shown("Tap or pull up to load more", button: true))
      footer.tap()
      #expect(footer.presentation == shown("Loading more…", .activityIndicator(elapsed: 0), button: false))
      #expect(footer.textLines == ["⠋ Loading more…"])
      list.advance(by: 0.1)
      footer.endRefreshing(result: .failure(""))
      #expect(
        footer.presentation == shown("Load failed — tap to retry", button: true, retries: true),
        "no result mark: it retries")
      footer.tap()
      footer.endRefreshingWithNoMoreData()
      #expect(footer.presentation == shown("No more data", button: false))
      footer.resetNoMoreData()
      footer.isRefreshingTitleHidden = true
      footer.tap()
      #expect(
        footer.presentation
          == shown(nil, .activityIndicator(elapsed: 0), label: "Loading more…", button: false),
        "the indicator alone; VoiceOver still hears the title")
      #expect(footer.textLines == ["⠋"])
    }
  }

  @Test func stateAutoFooterShowsItsTitleOnly() {
    withLanguage("en") {
      let (list, footer) = attach(StateAutoFooter {})
      defer { withExtendedLifetime(list) {} }
      #expect(footer.presentation == shown("Tap or pull up to load more", button: true))
      footer.tap()
      #expect(footer.presentation == shown("Loading more…", button: false))
      footer.isTitleHidden = true
      #expect(footer.presentation == shown(nil, label: "Loading more…", button: false))
    }
  }

  @Test func imageSequenceAutoFooterShowsItsFramesAndNoResult() {
    withLanguage("en") {
      let (list, footer) = attach(ImageSequenceAutoFooter {})
      footer.setImages(barFrames(), for: .idle)
      footer.setImages(brailleFrames(), for: .refreshing)
      footer.setImages([RefreshImage("end", glyph: "✔")], for: .noMoreData)
      #expect(footer.presentation == shown("Tap or pull up to load more", .image(barFrames()[9]), button: true))
      footer.tap()
      #expect(footer.presentation == shown("Loading more…", .image(brailleFrames()[0]), button: false, frames: true))
      list.advance(by: 0.35)
      #expect(footer.presentation.accessory == .image(brailleFrames()[3]))
      footer.endRefreshing()
      #expect(footer.presentation.accessory == .image(barFrames()[0]), "an auto footer shows no result's mark")
      footer.endRefreshingWithNoMoreData()
      #expect(footer.presentation == shown("No more data", .image(RefreshImage("end", glyph: "✔")), button: false))
      #expect(footer.textLines == ["✔ No more data"])
    }
  }

  @Test func circleLoadingFooterShowsTheRingAloneThenNoMoreData() {
    withLanguage("en") {
      let (list, footer) = attach(CircleLoadingFooter {})
      let idle = footer.presentation
      #expect(idle.title == nil, "the circle alone")
      #expect(idle.accessibilityLabel == "Load more", "but VoiceOver hears the state")
      #expect(idle.accessibilityHint == "Loads more items", "and, after a pause, what a double tap does")
      #expect(idle.accessibilityTraits == .button)
      footer.tap()
      #expect(
        footer.presentation
          == shown(nil, .ring(strokeEnd: 0.75, rotation: 0), label: "Loading more…", button: false, frames: true))
      list.advance(by: 0.5)
      #expect(footer.presentation.accessory == .ring(strokeEnd: 0.75, rotation: .pi))
      footer.endRefreshingWithNoMoreData()
      #expect(footer.presentation == shown("No more data", button: false))
      #expect(footer.textLines == ["No more data"])
      footer.setTitle("Fetching", for: .refreshing)
      footer.resetNoMoreData()
      footer.tap()
      #expect(footer.presentation.title == "Fetching", "a title of its own shows beside the ring")
      #expect(footer.textLines.count == 3, "in text, under the ring's two lines")
    }
  }

  // MARK: - Back footers

  @Test func simpleBackFooterInEveryState() {
    withLanguage("en") {
      let (list, footer) = attach(SimpleBackFooter {})
      #expect(footer.presentation == shown("Pull up to load more", .arrow(.up, rotation: 0), button: true))
      Finger.pullUp(list, contentBy: 60)
      #expect(footer.presentation == shown("Release to load more", .arrow(.up, rotation: .pi), button: false))
      #expect(footer.textLines == ["↓ Release to load more"])
      list.endDrag()
      #expect(footer.presentation == shown("Loading more…", .activityIndicator(elapsed: 0), button: false))
      footer.endRefreshing()
      #expect(footer.presentation == shown("Loaded", .result(.success), button: true))
      list.advance(by: 1)
      footer.beginRefreshing()
      footer.endRefreshing(result: .failure(""))
      #expect(footer.presentation == shown("Load failed", .result(.failure), button: true))
      list.advance(by: 2)  // a failure shows for 2 s (failureDisplayDuration), longer than the result's 0.5 s
      footer.endRefreshingWithNoMoreData()
      #expect(footer.presentation == shown("No more data", button: false), "the arrow hides")
    }
  }

  @Test func stateAndImageSequenceBackFooters() {
    withLanguage("en") {
      let (plainList, plain) = attach(StateBackFooter {})
      defer { withExtendedLifetime(plainList) {} }
      #expect(plain.presentation == shown("Pull up to load more", button: true))
      plain.isTitleHidden = true
      #expect(plain.presentation == shown(nil, label: "Load more", button: true))
      let (list, footer) = attach(ImageSequenceBackFooter {})
      footer.setImages(barFrames(), for: .idle)
      footer.setImages(brailleFrames(), for: .refreshing)
      #expect(footer.presentation == shown("Pull up to load more", .image(barFrames()[0]), button: true))
      Finger.pullUp(list, contentBy: 22)
      #expect(footer.presentation == shown("Pull up to load more", .image(barFrames()[5]), button: true))
      footer.beginRefreshing()
      #expect(footer.presentation == shown("Loading more…", .image(brailleFrames()[0]), button: false, frames: true))
      footer.endRefreshing()
      #expect(footer.presentation == shown("Loaded", .result(.success), button: true))
    }
  }

  // MARK: - Trailer

  @Test func simpleTrailerRunsDownInEveryState() {
    withLanguage("en") {
      let list = makeLeafList(contentWidth: 1000)
      let trailer = SimpleTrailer {}
      trailer.resultDisplayDuration = 0.5
      list.refreshTrailer = trailer
      func shownDown(_ title: String, _ accessory: RefreshPresentation.Accessory, button: Bool) -> RefreshPresentation {
        shown(title, accessory, button: button, axis: .vertical)
      }
      #expect(trailer.presentation == shownDown("Pull left to load more", .arrow(.left, rotation: 0), button: true))
      Finger.pullLeft(list, contentBy: 80)
      #expect(trailer.presentation == shownDown("Release to load more", .arrow(.left, rotation: .pi), button: false))
      #expect(trailer.textLines.prefix(3) == ["→", "R", "e"])
      list.endDrag()
      #expect(trailer.presentation == shownDown("Loading…", .activityIndicator(elapsed: 0), button: false))
      trailer.endRefreshing()
      #expect(trailer.presentation == shownDown("Loaded", .result(.success), button: true))
      trailer.isTitleHidden = true
      #expect(trailer.presentation.title == nil)
      #expect(trailer.presentation.accessibilityLabel == "Loaded")
      #expect(trailer.textLines == ["✓"])
    }
  }

  @Test func aFooterIsAButtonToVoiceOverOnlyWhileAListHoldsIt() {
    let footer = SimpleAutoFooter()
    var list: ScrollModel? = makePhoneList()
    list?.refreshFooter = footer
    #expect(footer.presentation.accessibilityTraits == .button)
    list?.refreshFooter = nil
    #expect(footer.presentation.accessibilityTraits == .staticText, "removed from the list")
    list?.refreshFooter = footer
    #expect(footer.presentation.accessibilityTraits == .button, "attached again")
    list = nil
    #expect(footer.presentation.accessibilityTraits == .staticText, "its list went away")
  }

  @Test func aFooterMovedToAnotherListIsThatListsButton() {
    let footer = SimpleAutoFooter()
    let first = makePhoneList()
    let second = makePhoneList()
    first.refreshFooter = footer
    second.refreshFooter = footer
    #expect(first.refreshFooter == nil)
    #expect(footer.presentation.accessibilityTraits == .button)
    second.refreshFooter = nil
    #expect(footer.presentation.accessibilityTraits == .staticText)
  }
}
