import Foundation
import RefreshKitTools
import Testing

@testable import RefreshKit

/// Ten frames named `prefix0` … `prefix9`, drawn as a braille spinner.
func brailleFrames(_ prefix: String = "spin-") -> [RefreshImage] {
  RefreshImage.frames(named: prefix, glyphs: "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
}

/// Ten frames named `prefix0` … `prefix9`, drawn as a rising bar.
func barFrames(_ prefix: String = "bar-") -> [RefreshImage] {
  RefreshImage.frames(named: prefix, glyphs: "▁▂▃▄▅▆▇█▉▊")
}

@Suite @MainActor struct ImageSequenceTests {
  // MARK: - Idle and pulling: the frame follows the pull

  @Test func theIdleFrameFollowsThePullAndStaysOnTheLastPastTheTrigger() {
    let list = makeLeafList()
    let header = ImageSequenceHeader {}
    header.setImages(barFrames(), for: .idle)
    list.refreshHeader = header
    #expect(header.currentFrameIndex == 0)
    #expect(header.currentImage == RefreshImage("bar-0", glyph: "▁"))
    // The header is 54 points tall: a pull of 27 points is half way to the trigger.
    for (points, frame) in [(5.4, 1), (13.5, 2), (27, 5), (40.5, 7), (53, 9), (54, 9), (90, 9)] as [(CGFloat, Int)] {
      Finger.pullDown(list, contentBy: points)
      #expect(header.currentFrameIndex == frame, "pulled \(points) points, progress \(header.showProgress)")
      #expect(header.currentImage?.name == "bar-\(frame)")
    }
    #expect(header.state == .pulling, "armed, with no pulling frames: the last idle frame")
    Finger.pullDown(list, contentBy: 10.8)
    #expect(header.state == .idle)
    #expect(header.currentFrameIndex == 2, "pulling back goes back through the frames")
  }

  @Test func anAppsNumberedAssetsPlayAsTheFramesWithNoGlyphsToMakeUp() {
    let list = makeLeafList()
    let header = ImageSequenceHeader {}
    // An MJRefresh app's arrays of "pull-1" … "pull-60" images.
    header.setImages(RefreshImage.frames(named: "pull-", count: 60, startingAt: 1), for: .idle)
    list.refreshHeader = header
    #expect(header.currentImage == RefreshImage("pull-1"))
    Finger.pullDown(list, contentBy: 27)
    #expect(header.currentImage?.name == "pull-31", "half way to the trigger: frame 30 of 0…59, as with ten frames")
    Finger.pullDown(list, contentBy: 80)
    #expect(header.currentImage?.name == "pull-60")
    #expect(RefreshImage.frames(named: "spin-", count: 3).map(\.name) == ["spin-0", "spin-1", "spin-2"])
    #expect(RefreshImage.frames(named: "spin-", count: 0).isEmpty)
  }

  @Test func aNegativeFrameCountMakesNoFramesAndSaysWhy() {
    let (frames, diagnostics) = RefreshDiagnostics.collect { RefreshImage.frames(named: "pull-", count: -3) }
    #expect(frames.isEmpty)
    #expect(diagnostics.map(\.member) == ["RefreshImage.frames(named:count:startingAt:)"])
    let (overflowing, more) = RefreshDiagnostics.collect {
      RefreshImage.frames(named: "pull-", count: 2, startingAt: .max)
    }
    #expect(overflowing.isEmpty)
    #expect(more.count == 1)
  }

  @Test func whileRefreshingTheFramesLoopWithModelTimeFromTheRefreshsStart() {
    let list = makeLeafList()
    let header = ImageSequenceHeader {}
    header.setImages(barFrames(), for: .idle)
    header.setImages(brailleFrames(), for: .refreshing)
    list.refreshHeader = header
    list.advance(by: 2)  // the refresh starts at a model time other than zero
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: 200))
    list.endDrag()
    #expect(header.isRefreshing)
    #expect(header.refreshingStartTime == 2)
    #expect(header.currentImage?.name == "spin-0")
    // Ten frames and no duration: 0.1 s a frame, the whole set in a second.
    for (step, frame) in [(0.05, 0), (0.3, 3), (0.35, 7), (0.25, 9), (0.15, 1)] as [(TimeInterval, Int)] {
      list.advance(by: step)
      #expect(header.currentFrameIndex == frame, "at \(list.now - 2) s into the refresh")
    }
    #expect(withLanguage("en") { header.textLines.first } == "⠙ Loading…")
    header.endRefreshing()
    #expect(header.currentImage?.name.hasPrefix("bar-") == true, "idle again: the idle frames")
  }

  @Test func aGivenDurationIsForTheWholeSet() {
    let list = makeLeafList()
    let header = ImageSequenceHeader {}
    let five = Array(brailleFrames().prefix(5))
    header.setImages(five, duration: 2, for: .refreshing)  // 0.4 s a frame
    #expect(header.imageSequence.duration(for: .refreshing) == 2)
    list.refreshHeader = header
    header.beginRefreshing()
    list.advance(by: 0.39)
    #expect(header.currentFrameIndex == 0)
    list.advance(by: 0.02)
    #expect(header.currentFrameIndex == 1)
    list.advance(by: 1.6)
    #expect(header.currentFrameIndex == 0, "2.01 s: the set started again")
    header.setImages(five, for: .refreshing)
    #expect(header.imageSequence.duration(for: .refreshing) == 0.5, "no duration: five frames of 0.1 s")
  }

  // MARK: - Fallback to the idle frames

  @Test func aStateWithoutFramesShowsTheIdleFrames() {
    let list = makeLeafList()
    let header = ImageSequenceHeader {}
    #expect(header.currentFrameIndex == nil, "no frames at all: no image")
    #expect(header.currentImage == nil)
    header.setImages(barFrames(), for: .idle)
    list.refreshHeader = header
    pullDown(list, by: 200)
    #expect(header.state == .pulling)
    #expect(header.currentImage?.name == "bar-9")
    list.endDrag()
    #expect(header.currentImage?.name == "bar-0", "refreshing without its own frames loops the idle ones")
    list.advance(by: 0.45)
    #expect(header.currentImage?.name == "bar-4")
    #expect(header.imageSequence.images(for: .refreshing).isEmpty, "borrowed frames are not the state's own")
  }

  @Test func pullingFramesOfTheirOwnLoopWithTheModelsClockFromTheArming() {
    let list = makeLeafList()
    let header = ImageSequenceHeader {}
    header.setImages(barFrames(), for: .idle)
    header.setImages(Array(brailleFrames().prefix(4)), for: .pulling)  // 0.4 s for the set
    list.refreshHeader = header
    list.advance(by: 1.25)
    pullDown(list, by: 60)
    #expect(header.state == .idle)
    #expect(header.currentImage?.name.hasPrefix("bar-") == true)
    list.drag(by: CGPoint(x: 0, y: 140))
    #expect(header.state == .pulling)
    #expect(header.currentFrameIndex == 0, "armed just now: the first frame")
    list.advance(by: 0.1)
    #expect(header.currentFrameIndex == 1)
    #expect(header.currentImage?.name == "spin-1")
  }

  @Test func aPullArmedBetweenFramesShowsTheFirstPullingFrameAndPlaysInOrder() {
    let list = makeLeafList()
    let header = ImageSequenceHeader {}
    header.setImages(barFrames(), for: .idle)
    header.setImages(Array(brailleFrames().prefix(4)), for: .pulling)  // 0.1 s a frame
    list.refreshHeader = header
    list.advance(by: 0.25)  // the clock is between frames 2 and 3 of the set
    pullDown(list, by: 200)
    #expect(header.state == .pulling)
    var shown = [header.currentFrameIndex]
    for _ in 0..<4 {
      list.advance(by: 0.1)
      shown.append(header.currentFrameIndex)
    }
    #expect(shown == [0, 1, 2, 3, 0], "as UIImageView.startAnimating() plays them: from the first")
    list.drag(by: CGPoint(x: 0, y: -150))
    #expect(header.state == .idle)
    list.advance(by: 0.05)
    list.drag(by: CGPoint(x: 0, y: 150))
    #expect(header.state == .pulling)
    #expect(header.currentImage?.name == "spin-0", "each arming starts again from the first frame")
  }

  // MARK: - Bad input

  @Test func emptyFramesAndBadDurationsAreRefusedAndChangeNothing() {
    let header = ImageSequenceHeader()
    header.setImages(barFrames(), duration: 3, for: .idle)
    let before = header.imageSequence
    let (_, diagnostics) = RefreshDiagnostics.collect {
      header.setImages([], for: .refreshing)
      header.setImages(brailleFrames(), duration: .nan, for: .idle)
      header.setImages(brailleFrames(), duration: .infinity, for: .refreshing)
      header.setImages(brailleFrames(), duration: -1, for: .refreshing)
      header.setImages(brailleFrames(), duration: 0, for: .refreshing)
    }
    #expect(header.imageSequence == before)
    #expect(header.imageSequence.duration(for: .idle) == 3)
    #expect(header.imageSequence.images(for: .refreshing).isEmpty)
    #expect(diagnostics.count == 5)
    #expect(diagnostics.allSatisfy { $0.member == "ImageSequenceHeader.setImages(_:duration:for:)" })
    #expect(diagnostics.map(\.value) == ["[] for refreshing", "nan", "inf", "-1.0", "0.0"])

    var sequence = RefreshImageSequence()
    let (_, refused) = RefreshDiagnostics.collect { sequence.setImages([], for: .idle) }
    #expect(refused.map(\.member) == ["RefreshImageSequence.setImages(_:duration:for:)"])
    #expect(sequence == RefreshImageSequence())
  }

  // MARK: - Footers

  @Test func theAutoFootersFramesFillAsItComesIntoViewAndLoopWhileLoading() {
    withLanguage("en") {
      let list = makeLeafList()
      let footer = ImageSequenceAutoFooter {}
      footer.setImages(barFrames(), for: .idle)
      footer.setImages(brailleFrames(), for: .refreshing)
      list.refreshFooter = footer
      list.contentOffset = CGPoint(x: 0, y: 2000 - 220 + 22)  // half of the 44-point footer in view
      #expect(footer.showProgress == 0.5)
      #expect(footer.currentFrameIndex == 5)
      #expect(footer.textLines == ["▆ Tap or pull up to load more"])
      footer.tap()
      list.advance(by: 0.25)
      #expect(footer.currentImage?.name == "spin-2")
      footer.isRefreshingTitleHidden = true
      #expect(footer.textLines == ["⠹"])
      footer.endRefreshingWithNoMoreData()
      #expect(footer.currentImage == nil, "no more data shows no image unless given its own")
      #expect(footer.textLines == ["No more data"])
      footer.setImages([RefreshImage("done", glyph: "✔")], for: .noMoreData)
      #expect(footer.textLines == ["✔ No more data"])
    }
  }

  @Test func theBackFootersFramesFollowAPullUpThenLoopAndGiveWayToTheResult() {
    withLanguage("en") {
      let list = makeLeafList()
      let footer = ImageSequenceBackFooter {}
      footer.setImages(barFrames(), for: .idle)
      footer.resultDisplayDuration = 0.5
      list.refreshFooter = footer
      list.contentOffset = list.maximumContentOffset
      Finger.pullUp(list, contentBy: 22)  // half of the 44-point trigger
      #expect(footer.currentFrameIndex == 5)
      Finger.pullUp(list, contentBy: 60)
      #expect(footer.state == .pulling)
      #expect(footer.currentFrameIndex == 9)
      list.endDrag()
      #expect(footer.isRefreshing)
      list.advance(by: 0.3)
      #expect(footer.currentFrameIndex == 3)
      #expect(footer.textLines == ["▄ Loading more…"])
      footer.endRefreshing()
      #expect(footer.textLines == ["✓ Loaded"])
    }
  }

  // MARK: - Drawing

  @Test func theRendererDrawsTheCurrentFramesGlyph() {
    withLanguage("en") {
      let list = makeLeafList()
      let header = ImageSequenceHeader {}
      isolate(header)
      header.isLastUpdatedTimeHidden = true
      header.setImages(brailleFrames(), for: .refreshing)
      list.refreshHeader = header
      header.beginRefreshing()
      list.advance(by: 1.45)  // the content has settled into the hold; frame 4 of the loop
      let lines = TerminalRenderer(width: 30, height: 4).render(list)
      #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "⠼ Loading…" }, "\(lines)")
    }
  }
}
