import Foundation
import RefreshKit
import RefreshKitTools
import Testing

// Subclasses written outside the module, as an app would: only the public and open API is visible here.

@MainActor private final class HookRecorder {
  var calls: [String] = []
}

private final class BrandHeader: RefreshHeader {
  var recorder: HookRecorder?
  var seenInsetWhenRefreshing: Insets?

  override func willRefreshHeight() -> CGFloat { 80 }
  override func refreshingHoldHeight() -> CGFloat { 40 }

  override func stateDidChange(from old: RefreshState, to new: RefreshState) {
    super.stateDidChange(from: old, to: new)
    #expect(state == new, "state already reads the new state")
    if new == .refreshing { seenInsetWhenRefreshing = scrollView?.refreshInset }
    recorder?.calls.append("stateDidChange \(old)→\(new)")
  }
  override func toNormalState() {
    super.toNormalState()
    recorder?.calls.append("toNormalState")
  }
  override func toPullingState() {
    super.toPullingState()
    recorder?.calls.append("toPullingState")
  }
  override func toWillRefreshState() {
    super.toWillRefreshState()
    recorder?.calls.append("toWillRefreshState")
  }
  override func toRefreshingState() {
    super.toRefreshingState()
    recorder?.calls.append("toRefreshingState")
  }
  override func toNoMoreDataState() {
    super.toNoMoreDataState()
    recorder?.calls.append("toNoMoreDataState")
  }
}

private final class BrandAutoFooter: AutoRefreshFooter {
  var recorder: HookRecorder?

  override func stateDidChange(from old: RefreshState, to new: RefreshState) {
    super.stateDidChange(from: old, to: new)
    recorder?.calls.append("stateDidChange \(old)→\(new)")
  }
  override func toNormalState() {
    super.toNormalState()
    recorder?.calls.append("toNormalState")
  }
  override func toRefreshingState() {
    super.toRefreshingState()
    recorder?.calls.append("toRefreshingState")
  }
  override func toNoMoreDataState() {
    super.toNoMoreDataState()
    recorder?.calls.append("toNoMoreDataState")
  }
}

private final class WideTrailer: RefreshTrailer {
  override func willRefreshHeight() -> CGFloat { 100 }
}

private final class ShallowBackFooter: BackRefreshFooter {
  override func refreshingHoldHeight() -> CGFloat { 20 }
}

private final class PreparedHeader: RefreshHeader {
  var prepared = 0
  var placed = 0
  var progress: [CGFloat] = []
  var offsets = 0

  override func prepare() {
    super.prepare()
    prepared += 1
  }
  override func placeSubviews() {
    super.placeSubviews()
    placed += 1
  }
  override func showProgressDidChange(_ progress: CGFloat) {
    super.showProgressDidChange(progress)
    self.progress.append(progress)
  }
  override func scrollViewContentOffsetDidChange(_ change: ScrollChange<CGPoint>) {
    super.scrollViewContentOffsetDidChange(change)
    offsets += 1
  }
}

@Suite @MainActor struct SubclassingTests {
  private func makeBrandList() -> (ScrollModel, BrandHeader, HookRecorder) {
    let list = makePhoneList()
    let recorder = HookRecorder()
    let header = BrandHeader { recorder.calls.append("action") }
    header.recorder = recorder
    list.refreshHeader = header
    return (list, header, recorder)
  }

  @Test func overriddenTriggerArmsAt80() {
    let (list, header, recorder) = makeBrandList()
    list.beginDrag()
    Finger.pullDown(list, contentBy: 79)
    #expect(header.state == .idle)
    #expect(abs(header.showProgress - 79.0 / 80) < 0.001)
    Finger.pullDown(list, contentBy: 81)
    #expect(header.state == .pulling)
    Finger.pullDown(list, contentBy: 60)
    #expect(header.state == .idle)
    list.endDrag()
    #expect(header.state == .idle)
    #expect(!recorder.calls.contains("action"))
  }

  @Test func overriddenHoldHolds40WhileRefreshing() {
    let (list, header, _) = makeBrandList()
    list.beginDrag()
    Finger.pullDown(list, contentBy: 100)
    list.endDrag()
    #expect(header.state == .refreshing)
    #expect(list.refreshInset == Insets(top: 40))
    #expect(header.seenInsetWhenRefreshing == Insets(top: 40), "the hold is in place when the hook runs")
    list.advance(by: 1)
    #expect(list.contentOffset.y == -40)
    header.endRefreshing()
    #expect(list.refreshInset == .zero)
    list.advance(by: 1)
    #expect(list.contentOffset.y == 0)
  }

  @Test func hooksRunInOrderForPullReleaseAndEnd() {
    let (list, header, recorder) = makeBrandList()
    list.beginDrag()
    Finger.pullDown(list, contentBy: 40)
    Finger.pullDown(list, contentBy: 100)
    Finger.pullDown(list, contentBy: 120)
    list.endDrag()
    list.advance(by: 1)
    header.endRefreshing()
    list.advance(by: 1)
    #expect(
      recorder.calls == [
        "stateDidChange idle→pulling", "toPullingState",
        "stateDidChange pulling→refreshing", "toRefreshingState", "action",
        "stateDidChange refreshing→idle", "toNormalState",
      ])
  }

  @Test func hooksRunOncePerRealChangeWhenDisarmingAndRepeatingCommands() {
    let (list, header, recorder) = makeBrandList()
    list.beginDrag()
    Finger.pullDown(list, contentBy: 100)
    Finger.pullDown(list, contentBy: 10)
    list.cancelDrag()
    header.endRefreshing()
    header.endRefreshing()
    #expect(
      recorder.calls == [
        "stateDidChange idle→pulling", "toPullingState",
        "stateDidChange pulling→idle", "toNormalState",
      ])
    recorder.calls.removeAll()
    header.beginRefreshing()
    header.beginRefreshing()
    header.endRefreshing()
    #expect(
      recorder.calls == [
        "stateDidChange idle→refreshing", "toRefreshingState", "action",
        "stateDidChange refreshing→idle", "toNormalState",
      ])
  }

  @Test func detachedBeginGoesThroughWillRefresh() {
    let recorder = HookRecorder()
    let header = BrandHeader { recorder.calls.append("action") }
    header.recorder = recorder
    header.beginRefreshing()
    let list = makePhoneList()
    list.refreshHeader = header
    #expect(
      recorder.calls == [
        "stateDidChange idle→willRefresh", "toWillRefreshState",
        "stateDidChange willRefresh→refreshing", "toRefreshingState", "action",
      ])
    #expect(list.refreshInset == Insets(top: 40))
  }

  @Test func footerSubclassSeesNoMoreDataAndReset() {
    let list = makePhoneList()
    let recorder = HookRecorder()
    let footer = BrandAutoFooter { recorder.calls.append("action") }
    footer.recorder = recorder
    list.refreshFooter = footer
    footer.tap()
    footer.endRefreshingWithNoMoreData()
    footer.resetNoMoreData()
    #expect(
      recorder.calls == [
        "stateDidChange idle→refreshing", "toRefreshingState", "action",
        "stateDidChange refreshing→noMoreData", "toNoMoreDataState",
        "stateDidChange noMoreData→idle", "toNormalState",
      ])
  }

  @Test func trailerAndBackFooterSubclassesUseTheirOverriddenDistances() {
    let carousel = makePhoneList(contentHeight: 667, contentWidth: 1000)
    let trailer = WideTrailer {}
    carousel.refreshTrailer = trailer
    carousel.contentOffset = CGPoint(x: 625, y: 0)
    carousel.beginDrag()
    Finger.pullLeft(carousel, contentBy: 90)
    #expect(trailer.state == .idle)
    Finger.pullLeft(carousel, contentBy: 110)
    #expect(trailer.state == .pulling)
    carousel.endDrag()
    #expect(carousel.refreshInset == Insets(right: 60))

    let list = makePhoneList()
    let footer = ShallowBackFooter {}
    list.refreshFooter = footer
    list.contentOffset = CGPoint(x: 0, y: 1333)
    list.beginDrag()
    Finger.pullUp(list, contentBy: 60)
    list.endDrag()
    #expect(footer.state == .refreshing)
    #expect(list.refreshInset == Insets(bottom: 20))
  }

  @Test func presentationHooksAreCalled() {
    let header = PreparedHeader()
    #expect(header.prepared == 1)
    let list = makePhoneList()
    list.refreshHeader = header
    #expect(header.placed >= 1)
    list.beginDrag()
    Finger.pullDown(list, contentBy: 27)
    Finger.pullDown(list, contentBy: 54)
    #expect(header.offsets == 2)
    #expect(header.progress.count == 2)
    #expect(abs((header.progress.last ?? 0) - 1) < 0.001)
    header.height = 70
    #expect(header.frame == CGRect(x: 0, y: -70, width: 375, height: 70))
  }
}
