import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

// A component at rest skips its update while the content moves where nothing can happen to it (its `QuietZone`), and
// still hears every move through `scrollViewContentOffsetDidChange(_:)`. ScrollPathTests checks that nothing a user
// sees changes; these check that the work is skipped, which is the point of the zone (issue 13).

/// A header that counts its full updates for offset changes (the work the quiet zone saves) and the offset hooks it
/// hears.
@MainActor private final class CountingHeader: RefreshHeader {
  var offsetUpdates = 0
  var offsetHooks = 0

  override func updateForScroll(in host: ScrollModel, from oldOffset: CGPoint?) {
    if oldOffset != nil { offsetUpdates += 1 }
    super.updateForScroll(in: host, from: oldOffset)
  }

  override func scrollViewContentOffsetDidChange(_ change: ScrollChange<CGPoint>) {
    super.scrollViewContentOffsetDidChange(change)
    offsetHooks += 1
  }
}

/// An auto footer that counts its full updates for offset changes and the offset hooks it hears.
@MainActor private final class CountingFooter: AutoRefreshFooter {
  var offsetUpdates = 0
  var offsetHooks = 0

  override func updateForScroll(in host: ScrollModel, from oldOffset: CGPoint?) {
    if oldOffset != nil { offsetUpdates += 1 }
    super.updateForScroll(in: host, from: oldOffset)
  }

  override func scrollViewContentOffsetDidChange(_ change: ScrollChange<CGPoint>) {
    super.scrollViewContentOffsetDidChange(change)
    offsetHooks += 1
  }
}

/// Something that follows a model and counts the frames the model runs for its attachments.
@MainActor private final class FrameCounter: ScrollAttachment {
  var frames = 0
  func scrollModel(_ model: ScrollModel, didChange event: ScrollEvent) {}
  var nextTimerDeadline: TimeInterval? { nil }
  func scrollModel(_ model: ScrollModel, didAdvanceTo time: TimeInterval) { frames += 1 }
  var hasFrameWork: Bool { false }
}

@Suite @MainActor struct QuietZoneTests {
  @Test func componentsAtRestDoNoWorkWhileTheContentMovesMidListButHearEveryMove() {
    let list = makePhoneList()
    let header = CountingHeader {}
    let footer = CountingFooter {}
    list.refreshHeader = header
    list.refreshFooter = footer
    list.contentOffset = CGPoint(x: 0, y: 600)
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: 3))
    let (headerUpdates, footerUpdates) = (header.offsetUpdates, footer.offsetUpdates)
    let (headerHooks, footerHooks) = (header.offsetHooks, footer.offsetHooks)
    for step in 1...20 {
      list.drag(by: CGPoint(x: 0, y: step.isMultiple(of: 2) ? 3 : -3))
    }
    #expect(header.offsetUpdates == headerUpdates, "the header updated for moves that could not change it")
    #expect(footer.offsetUpdates == footerUpdates, "the footer updated for moves that could not change it")
    #expect(header.offsetHooks == headerHooks + 20, "every move reaches the offset hook")
    #expect(footer.offsetHooks == footerHooks + 20)
    #expect(header.state == .idle && footer.state == .idle)
    #expect(header.showProgress == 0 && footer.showProgress == 0)
  }

  @Test func aComponentThatIsNotAtRestUpdatesOnEveryMove() {
    let list = makePhoneList()
    let header = CountingHeader {}
    list.refreshHeader = header
    list.beginDrag()
    Finger.moveContent(list, toY: -20)
    let before = header.offsetUpdates
    Finger.moveContent(list, toY: -25)
    Finger.moveContent(list, toY: -30)
    #expect(header.offsetUpdates == before + 2, "pulled, the header shows progress: every move counts")
    expectNearly(header.showProgress, 30.0 / 54)
  }

  @Test func aListAtRestAfterARefreshRunsNoFramesWhileItsClockAdvances() {
    // A display link calls `advance(by:)` every frame: a list whose refresh is over and content at rest has nothing
    // to run on them (the app's battery).
    let list = makePhoneList()
    let header = RefreshHeader {}
    let footer = AutoRefreshFooter {}
    list.refreshHeader = header
    list.refreshFooter = footer
    let counter = FrameCounter()
    list.addAttachment(counter)
    header.beginRefreshing()
    list.advance(by: 1)
    header.endRefreshing()
    list.advance(by: 1)
    #expect(header.state == .idle && list.contentOffset.y == 0)
    let before = counter.frames
    for _ in 1...60 { list.advance(by: 1.0 / 60) }
    #expect(counter.frames == before, "\(counter.frames - before) frames run at rest")
  }
}
