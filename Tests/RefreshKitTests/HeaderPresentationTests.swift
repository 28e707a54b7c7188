import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

/// What each stock header shows and says in every state, as one ``RefreshPresentation``: the value both renderers
/// draw.
@Suite @MainActor struct HeaderPresentationTests {
  /// The last-updated line of a header isolated at ``leafNow`` that never refreshed, and after one that succeeded.
  let noRecord = "Last updated: No record"
  let today = "Last updated: Today 16:00"

  /// A header of the leaf list, isolated, that shows a result for half a second.
  func attach<Header: RefreshHeader>(_ header: Header, to list: ScrollModel) -> Header {
    isolate(header)
    header.resultDisplayDuration = 0.5
    list.refreshHeader = header
    return header
  }

  /// A header's presentation: its title, its last-updated line and an accessory; its label says both, the title as
  /// the state it tells without its gesture words (``spoken``), and it has no hint (a header is never activated).
  nonisolated func shown(
    _ title: String, _ subtitle: String, _ accessory: RefreshPresentation.Accessory = .none, frames: Bool = false
  ) -> RefreshPresentation {
    RefreshPresentation(
      title: title, subtitle: subtitle, accessory: accessory, needsFrames: frames,
      accessibilityLabel: (Self.spoken[title] ?? title) + ", " + subtitle, accessibilityTraits: .staticText)
  }

  /// What VoiceOver says for a header title that tells a gesture.
  nonisolated static let spoken = ["Pull down to refresh": "Refresh", "Release to refresh": "Ready to refresh"]

  @Test func simpleHeaderInEveryState() {
    withLanguage("en") {
      let list = makeLeafList()
      let header = attach(SimpleHeader {}, to: list)
      #expect(header.presentation == shown("Pull down to refresh", noRecord, .arrow(.down, rotation: 0)))
      Finger.pullDown(list, contentBy: 27)
      #expect(header.presentation == shown("Pull down to refresh", noRecord, .arrow(.down, rotation: 0)))
      Finger.pullDown(list, contentBy: 80)
      #expect(header.presentation == shown("Release to refresh", noRecord, .arrow(.down, rotation: .pi)))
      #expect(header.textLines == ["↑ Release to refresh", noRecord])
      list.endDrag()
      #expect(header.presentation == shown("Loading…", noRecord, .activityIndicator(elapsed: 0)))
      list.advance(by: 0.25)
      guard case .activityIndicator(let elapsed) = header.presentation.accessory else {
        Issue.record("refreshing shows the activity indicator")
        return
      }
      expectNearly(elapsed, 0.25, tolerance: 1e-9, "it has spun for the model's quarter second")
      #expect(header.textLines == ["⠹ Loading…", noRecord])
      header.endRefreshing()
      #expect(header.presentation == shown("Refreshed", today, .result(.success)))
      #expect(header.textLines == ["✓ Refreshed", today])
      list.advance(by: 1)
      #expect(header.presentation == shown("Pull down to refresh", today, .arrow(.down, rotation: 0)))
      header.beginRefreshing()
      header.endRefreshing(result: .failure("Offline"))
      #expect(header.presentation == shown("Offline", today, .result(.failure)))
      #expect(header.textLines == ["✗ Offline", today])
    }
  }

  @Test func aDetachedBeginShowsTheRefreshingTitleWithTheArrowUntilItStarts() {
    withLanguage("en") {
      let header = SimpleHeader {}
      isolate(header)
      header.beginRefreshing()
      #expect(header.state == .willRefresh)
      #expect(header.presentation == shown("Loading…", noRecord, .arrow(.down, rotation: 0)))
    }
  }

  @Test func stateHeaderShowsTextsAndNoAccessoryAndHidesWhatItHides() {
    withLanguage("en") {
      let list = makeLeafList()
      let header = attach(StateHeader {}, to: list)
      #expect(header.presentation == shown("Pull down to refresh", noRecord))
      header.beginRefreshing()
      #expect(header.presentation == shown("Loading…", noRecord), "no spinner: the state leaf draws no picture")
      header.endRefreshing()
      #expect(header.presentation == shown("Refreshed", today), "nor a mark")
      header.isLastUpdatedTimeHidden = true
      header.isTitleHidden = true
      let hidden = header.presentation
      #expect(hidden.title == nil)
      #expect(hidden.subtitle == nil)
      #expect(hidden.accessibilityLabel == "Refreshed", "VoiceOver still hears the state")
      #expect(header.textLines == [""])
    }
  }

  @Test func imageSequenceHeaderShowsTheFrameForThePullThenLoopsAndNeedsFrames() {
    withLanguage("en") {
      let list = makeLeafList()
      let header = attach(ImageSequenceHeader {}, to: list)
      #expect(header.presentation == shown("Pull down to refresh", noRecord), "no frames set: no image")
      header.setImages(barFrames(), for: .idle)
      header.setImages(Array(brailleFrames().prefix(4)), duration: 0.6, for: .refreshing)
      #expect(header.presentation == shown("Pull down to refresh", noRecord, .image(barFrames()[0])))
      Finger.pullDown(list, contentBy: 27)
      #expect(header.presentation == shown("Pull down to refresh", noRecord, .image(barFrames()[5])))
      Finger.pullDown(list, contentBy: 80)
      #expect(header.presentation == shown("Release to refresh", noRecord, .image(barFrames()[9])))
      list.endDrag()
      let spin = brailleFrames()
      #expect(header.presentation == shown("Loading…", noRecord, .image(spin[0]), frames: true))
      // Four frames in 0.6 s: each shows for 0.15 s of the model's time.
      for (step, frame) in [(0.14, 0), (0.02, 1), (0.15, 2), (0.15, 3), (0.15, 0)] as [(TimeInterval, Int)] {
        list.advance(by: step)
        #expect(header.presentation.accessory == .image(spin[frame]), "\(list.now) s")
      }
      header.endRefreshing()
      #expect(header.presentation == shown("Refreshed", today, .result(.success)))
      list.advance(by: 1)
      #expect(header.presentation == shown("Pull down to refresh", today, .image(barFrames()[0])))
    }
  }

  @Test func aSingleRefreshingFrameNeedsNoFrames() {
    let list = makeLeafList()
    let header = attach(ImageSequenceHeader {}, to: list)
    header.setImages([RefreshImage("still")], for: .refreshing)
    header.beginRefreshing()
    #expect(header.presentation.accessory == .image(RefreshImage("still")))
    #expect(!header.presentation.needsFrames, "one frame never changes")
  }

  @Test func circleLoadingHeaderShowsARingThatFillsThenTurnsThreeQuartersFull() {
    withLanguage("en") {
      let list = makeLeafList()
      let header = attach(CircleLoadingHeader {}, to: list)
      func ring(_ end: CGFloat, _ turn: CGFloat, frames: Bool = false, _ label: String) -> RefreshPresentation {
        let accessory = RefreshPresentation.Accessory.ring(strokeEnd: end, rotation: turn)
        return RefreshPresentation(accessory: accessory, needsFrames: frames, accessibilityLabel: label)
      }
      #expect(header.presentation == ring(0, 0, "Refresh"))
      Finger.pullDown(list, contentBy: 27)
      if case .ring(let strokeEnd, let rotation) = header.presentation.accessory {
        expectNearly(strokeEnd, 0.5, tolerance: 1e-9, "half way to the trigger, half the circle")
        #expect(rotation == 0)
      } else {
        Issue.record("the pull shows the ring")
      }
      #expect(header.textLines == ["●●●●", "····"])
      Finger.pullDown(list, contentBy: 80)
      #expect(header.presentation == ring(1, 0, "Ready to refresh"))
      list.endDrag()
      #expect(header.presentation == ring(0.75, 0, frames: true, "Loading…"))
      list.advance(by: 0.25)
      guard case .ring(let strokeEnd, let rotation) = header.presentation.accessory else {
        Issue.record("refreshing shows the ring")
        return
      }
      #expect(strokeEnd == 0.75)
      expectNearly(rotation, .pi / 2, tolerance: 1e-9, "a quarter turn in a quarter second")
      #expect(header.textLines == ["··●●", "●●●●"], "six cells from the right of the top")
      header.endRefreshing()
      #expect(header.presentation == ring(0, 0, "Refreshed"), "the ring empties; VoiceOver hears the result")
    }
  }
}
