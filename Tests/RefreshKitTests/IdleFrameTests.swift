import Foundation
import Testing

@testable import RefreshKit

/// A header that counts its layout passes.
private final class LayoutCountingHeader: RefreshHeader {
  var layouts = 0
  override func placeSubviews() {
    super.placeSubviews()
    layouts += 1
  }
}

/// The display link's frames while nothing moves and nothing waits for the clock run nothing (issue 36): what does
/// wait for a frame (a minimum refreshing duration, an animated end, a layout asked for, a sleeping action) still
/// runs on its frame after any number of such frames.
@Suite(.timeLimit(.minutes(1))) @MainActor struct IdleFrameTests {
  @Test func theClockKeepsTimeThroughFramesWithNothingToRun() {
    let view = FakeUIScrollView()
    view.model.refreshHeader = SimpleHeader()
    view.model.refreshFooter = SimpleAutoFooter()
    for _ in 0..<120 { view.frame(1.0 / 120) }
    #expect(abs(view.model.now - 1) < 1e-9)
    #expect(view.model.refreshHeader?.state == .idle)
    #expect(!view.adapter.needsFrames, "nothing waits for a frame")
  }

  @Test func aMinimumRefreshingDurationEndsOnItsFrameAfterIdleFrames() {
    let view = FakeUIScrollView()
    let header = RefreshHeader()
    header.minimumRefreshingDuration = 0.5
    view.model.refreshHeader = header
    view.performsScrollCommands = false
    view.frames(1)
    header.beginRefreshing()
    header.endRefreshing()
    var frames = 0
    while header.state == .refreshing, frames < 100 {
      view.frame()
      frames += 1
    }
    #expect(frames == 30, "the end waits 0.5 s, 30 frames of 1/60 s, and no more")
    #expect(header.state == .idle)
  }

  @Test func anAnimatedEndStillFinishesAndRunsItsCompletionAfterIdleFrames() {
    let (view, header) = DeviceScrollViewTests.refreshingList()
    view.frames(1)  // refreshing, with nothing waiting for the clock
    var ended = 0
    header.endRefreshing { ended += 1 }
    #expect(view.takeCommands() == [.animateContentInset(.zero, duration: 0.4)])
    view.frames(0.3)
    #expect(ended == 0, "the content is still gliding back")
    view.frames(0.1)
    #expect(ended == 1, "the completion runs when the animation ends")
    #expect(view.model.refreshInset == .zero)
    view.frames(1)
    #expect(ended == 1)
    #expect(!view.adapter.needsFrames)
  }

  @Test func aLayoutAskedForBetweenFramesIsPlacedOnTheNextFrame() {
    let view = FakeUIScrollView()
    let header = LayoutCountingHeader()
    view.model.refreshHeader = header
    view.frames(0.5)
    header.layouts = 0
    header.setNeedsLayout()
    view.frame()
    #expect(header.layouts == 1)
    view.frames(0.5)
    #expect(header.layouts == 1, "one pass")
  }

  @Test func aFootersMinimumRefreshingDurationEndsOnItsFrameAfterIdleFramesOfBothComponents() {
    let view = FakeUIScrollView()
    view.model.refreshHeader = SimpleHeader()
    let footer = AutoRefreshFooter()
    footer.minimumRefreshingDuration = 0.25
    view.model.refreshFooter = footer
    view.performsScrollCommands = false
    view.frames(1)  // neither component has anything for a frame
    footer.beginRefreshing()
    footer.endRefreshing()
    var frames = 0
    while footer.state == .refreshing, frames < 100 {
      view.frame()
      frames += 1
    }
    #expect(frames == 15, "the end waits 0.25 s, 15 frames of 1/60 s, and no more")
  }

  @Test func aResultShownAfterIdleFramesGoesAwayOnItsFrame() {
    let view = FakeUIScrollView()
    let header = SimpleHeader()
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    view.model.refreshHeader = header
    view.performsScrollCommands = false
    header.beginRefreshing()
    view.frames(1)  // refreshing, with nothing waiting for the clock
    header.endRefreshing(result: .failure("offline"))
    view.frames(1.95)
    #expect(header.displayedResult == .failure("offline"), "shown for 2 s, failureDisplayDuration's default")
    view.frames(0.1)
    #expect(header.displayedResult == nil)
  }

  @Test func aComponentAddedAfterIdleFramesRunsItsTimersOnItsFrames() {
    let view = FakeUIScrollView()
    view.model.refreshFooter = SimpleAutoFooter()
    view.performsScrollCommands = false
    view.frames(1)
    let header = RefreshHeader()
    header.minimumRefreshingDuration = 0.5
    view.model.refreshHeader = header
    header.beginRefreshing()
    header.endRefreshing()
    view.frames(0.45)
    #expect(header.state == .refreshing, "the end waits 0.5 s")
    view.frames(0.1)
    #expect(header.state == .idle)
  }

  @Test func aSleepingActionWakesOnTheFrameOfItsDeadlineAfterIdleFrames() async {
    let view = FakeUIScrollView()
    let model = view.model
    view.frames(1)
    let task = Task { await model.sleep(for: 0.25) }
    await yieldUntil { model.sleeperCount == 1 }
    for _ in 0..<14 { view.frame() }
    #expect(model.sleeperCount == 1, "14 frames are 0.233 s")
    view.frame()
    #expect(model.sleeperCount == 0, "woken on the 15th frame, at 0.25 s")
    await task.value
  }
}
