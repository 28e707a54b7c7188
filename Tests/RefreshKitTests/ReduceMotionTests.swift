import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

/// Reduce Motion: the leaves keep still while it is on, and move again once it is off; the scroll model's own motion
/// does not change.
@Suite @MainActor struct ReduceMotionTests {
  /// An image-sequence header with ten idle and ten refreshing frames, attached to a leaf list.
  func imageSequenceHeader(on list: ScrollModel) -> ImageSequenceHeader {
    let header = ImageSequenceHeader {}
    header.setImages(barFrames(), for: .idle)
    header.setImages(brailleFrames(), for: .refreshing)
    list.refreshHeader = header
    return header
  }

  @Test func theSystemsSettingKeepsTheArrowStillUntilTheAppDecidesOtherwise() {
    withConfiguration {
      let list = makeLeafList()
      let header = SimpleHeader()
      header.lastUpdatedStore = InMemoryLastUpdatedStore()
      list.refreshHeader = header
      Finger.pullDown(list, contentBy: 80)
      #expect(header.arrowRotation == .pi, "the system's setting is off: the arrow turns")
      RefreshConfiguration.systemReducesMotion = true
      #expect(RefreshConfiguration.default.reducesMotion)
      #expect(header.arrowRotation == 0, "the system's Reduce Motion keeps it still at once")
      RefreshConfiguration.default.reducesMotion = false
      #expect(header.arrowRotation == .pi, "the app's own choice wins over the system's")
      RefreshConfiguration.systemReducesMotion = false
      RefreshConfiguration.systemReducesMotion = true
      #expect(!RefreshConfiguration.default.reducesMotion, "and stays as the app set it, whatever the system says")
      RefreshConfiguration.default.reducesMotion = true
      RefreshConfiguration.systemReducesMotion = false
      #expect(RefreshConfiguration.default.reducesMotion, "an app that keeps still keeps still")
      #expect(!RefreshConfiguration().reducesMotion, "a new configuration follows the system, which is off again")
    }
  }

  @Test func imageSequencesShowTheFirstFrameOfTheirStatesSetAndKeepStill() {
    withConfiguration {
      RefreshConfiguration.default.reducesMotion = true
      let list = makeLeafList()
      let header = imageSequenceHeader(on: list)
      Finger.pullDown(list, contentBy: 27)
      #expect(header.currentImage?.name == "bar-0", "half way, the frame does not follow the pull")
      Finger.pullDown(list, contentBy: 80)
      #expect(header.currentImage?.name == "bar-0")
      list.endDrag()
      for _ in 0..<4 {
        list.advance(by: 0.35)
        #expect(header.currentImage?.name == "spin-0", "refreshing, the first refreshing frame stays")
      }
      #expect(withLanguage("en") { header.textLines.first } == "⠋ Loading…")
      let footer = ImageSequenceAutoFooter {}
      footer.setImages(brailleFrames("end-"), for: .noMoreData)
      list.refreshFooter = footer
      footer.endRefreshingWithNoMoreData()
      list.advance(by: 0.45)
      #expect(footer.currentImage?.name == "end-0")
    }
  }

  @Test func turningItOffWhileRefreshingResumesAtTheNextRead() {
    withConfiguration {
      let list = makeLeafList()
      let header = imageSequenceHeader(on: list)
      header.beginRefreshing()
      list.advance(by: 0.35)
      #expect(header.currentImage?.name == "spin-3")
      RefreshConfiguration.default.reducesMotion = true
      #expect(header.currentImage?.name == "spin-0", "at the next read, with no event in between")
      list.advance(by: 0.2)
      #expect(header.currentImage?.name == "spin-0")
      RefreshConfiguration.default.reducesMotion = false
      #expect(header.currentImage?.name == "spin-5", "the loop goes on with the model's time")
    }
  }

  @Test func aSpinningCircleIsFullAndStill() {
    withConfiguration {
      RefreshConfiguration.default.reducesMotion = true
      let list = makeLeafList()
      let header = CircleLoadingHeader {}
      list.refreshHeader = header
      Finger.pullDown(list, contentBy: 27)
      expectNearly(
        header.circleLoading.strokeEnd, 0.5, tolerance: 1e-9, "the pull is the user's own motion: the arc follows it")
      Finger.pullDown(list, contentBy: 80)
      list.endDrag()
      for _ in 0..<3 {
        list.advance(by: 0.3)
        #expect(header.circleLoading.isAnimating)
        #expect(header.circleLoading.strokeEnd == 1)
        #expect(header.circleLoading.rotation == 0)
      }
      #expect(header.textLines == ["●●●●", "●●●●"], "the whole ring, still")
      RefreshConfiguration.default.reducesMotion = false
      expectNearly(header.circleLoading.rotation, 2 * .pi * 0.9, tolerance: 1e-6)
      #expect(header.textLines.joined().filter { $0 == "●" }.count == 6, "spinning again: a turning arc")
    }
  }

  @Test func aCircleOfTheAppsOwnKeepsStillToo() {
    withConfiguration {
      let circle = CircleLoading(clock: { 10.5 })
      circle.progress = 0.3
      circle.startAnimating(at: 10)
      expectNearly(circle.rotation, .pi, tolerance: 1e-9)
      RefreshConfiguration.default.reducesMotion = true
      #expect(circle.strokeEnd == 1)
      #expect(circle.rotation == 0)
      #expect(circle.rotation(at: 10.25) == 0)
      circle.stopAnimating()
      #expect(circle.strokeEnd == 0.3, "stopped, it shows the progress again")
    }
  }

  @Test func arrowsDoNotTurnAndTheTitleTellsThatReleasingRefreshes() {
    withLanguage("en") {
      withConfiguration {
        RefreshConfiguration.default.reducesMotion = true
        let list = makeLeafList(contentWidth: 1000)
        let header = SimpleHeader {}
        isolate(header)
        header.isLastUpdatedTimeHidden = true
        list.refreshHeader = header
        Finger.pullDown(list, contentBy: 80)
        #expect(header.state == .pulling)
        #expect(header.arrowRotation == 0)
        #expect(header.title == "Release to refresh")
        #expect(header.textLines == ["↓ Release to refresh"])
        RefreshConfiguration.default.reducesMotion = false
        #expect(header.arrowRotation == .pi)
        list.cancelDrag()
        list.advance(by: 1)

        RefreshConfiguration.default.reducesMotion = true
        let footer = SimpleBackFooter {}
        list.refreshFooter = footer
        Finger.pullUp(list, contentBy: 60)
        #expect(footer.state == .pulling)
        #expect(footer.arrowRotation == 0)
        list.cancelDrag()
        list.advance(by: 1)
        let trailer = SimpleTrailer {}
        list.refreshTrailer = trailer
        Finger.pullLeft(list, contentBy: 80)
        #expect(trailer.state == .pulling)
        #expect(trailer.arrowRotation == 0)
      }
    }
  }

  @Test func theScrollModelMovesTheSameWithReduceMotion() {
    func session() -> [CGPoint] {
      let list = makePhoneList()
      list.refreshHeader = SimpleHeader {}
      var offsets: [CGPoint] = []
      Finger.pullDown(list, contentBy: 90)
      list.endDrag(velocity: CGPoint(x: 0, y: 500))
      for _ in 0..<20 {
        list.advance(by: 0.05)
        offsets.append(list.contentOffset)
      }
      list.refreshHeader?.endRefreshing()
      list.beginDrag()
      list.drag(by: CGPoint(x: 0, y: -300))
      list.endDrag(velocity: CGPoint(x: 0, y: -2500))
      for _ in 0..<40 {
        list.advance(by: 0.05)
        offsets.append(list.contentOffset)
      }
      return offsets
    }
    let normal = withConfiguration { session() }
    let reduced = withConfiguration {
      RefreshConfiguration.default.reducesMotion = true
      return session()
    }
    #expect(reduced == normal)
  }

  @Test func itIsOffByDefault() {
    #expect(!RefreshConfiguration().reducesMotion)
  }
}
