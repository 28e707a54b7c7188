import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import RefreshKit
@testable import RefreshKitSwiftUI

/// SwiftUI's insets, sizes, lifetime and clock through ``ScrollGeometryHost``: the hold stays exact whatever SwiftUI
/// re-applies of its own insets (no fight), sizes follow, a view that goes away ends its refresh, and a refresh that
/// only waits costs no frame. The UIKit path's scenarios (`ScrollHostAdapterTests`, `InsetConflictTests`,
/// `DeviceScrollViewTests`), with the same numbers.
@Suite @MainActor struct ScrollGeometryHostInsetTests {
  // MARK: - SwiftUI's own insets during a refresh

  @Test func theAppsMarginsAndTheSafeAreaChangingDuringARefreshKeepTheHoldExact() {
    let (list, header) = ScrollGeometryHostTests.refreshingUnderABar()
    let before = list.outputChanges.count
    list.appMargins = Insets(top: 20)  // the app's own contentMargins grow: SwiftUI sums them with the hold
    #expect(list.contentInsets == Insets(top: 162))
    #expect(list.model.safeAreaInsets == Insets(top: 108), "the app's margins are SwiftUI's, not the hold")
    #expect(list.model.refreshInset == Insets(top: 54))
    #expect(list.model.adjustedContentInset == list.contentInsets)
    list.safeArea = Insets(top: 140)  // a large title shows
    #expect(list.model.refreshInset == Insets(top: 54))
    #expect(list.model.adjustedContentInset == Insets(top: 214))
    list.safeArea = Insets(top: 88)  // and collapses
    list.appMargins = .zero
    #expect(list.model.adjustedContentInset == Insets(top: 142))
    #expect(list.outputChanges.count == before, "nothing written back: SwiftUI keeps the hold in its sum")
    #expect(list.host.output.margins == Insets(top: 54))
    #expect(header.state == .refreshing)
    #expect(header.actionCount == 1)
    #expect(list.adapter.appContentInset == .zero, "the app's insets live in SwiftUI")
    list.appMargins = Insets(top: 20)
    header.endRefreshing()
    list.frames(0.5)
    #expect(list.host.output.margins == .zero)
    #expect(list.contentOffset == CGPoint(x: 0, y: -108), "at rest below the bar and the app's margin")
    #expect(list.model.adjustedContentInset == list.contentInsets)
    list.pullAndRelease(through: [-140, -170, -200])
    #expect(header.state == .refreshing, "a pull of 92 pt from the new top")
    #expect(header.actionCount == 2)
    #expect(list.contentOffset == CGPoint(x: 0, y: -162))
  }

  /// SwiftUI sums its insets again on every update: a fractional bar re-summed in another order, and an app margin
  /// that a layout feedback loop switches on and off each update. Neither is a write over the hold.
  @Test func insetsSwiftUIReAppliesOnEveryUpdateNeverMakeTheHostWrite() {
    let bar = 97.809374999999989  // iPhone 14 Pro's bar (KafkaRefresh#76)
    let reSummed = bar + 1e-9  // summed another way: a hair off, far under half a pixel
    #expect(reSummed + 74 != bar + 74, "the two sums differ, with the margins too: every update is reported")
    let list = FakeSwiftUIScrollView(safeArea: Insets(top: bar))
    let header = SimpleHeader()
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    list.model.refreshHeader = header
    list.pullAndRelease(through: [-130, -170, -210])
    #expect(header.state == .refreshing)
    let before = list.outputChanges.count
    let reports = list.geometryReports
    let (_, diagnostics) = RefreshDiagnostics.collect {
      for update in 0..<10_000 {
        list.safeArea = Insets(top: update.isMultiple(of: 2) ? reSummed : bar)
        list.appMargins = Insets(top: update % 4 < 2 ? 20 : 0)
        list.frame()
        if update.isMultiple(of: 1000) {
          #expect(list.model.adjustedContentInset == list.contentInsets, "update \(update)")
        }
      }
    }
    #expect(list.geometryReports - reports >= 10_000, "SwiftUI reported every update")
    let changes = list.outputChanges.count - before
    #expect(changes <= 2, "a few output changes at most, then none: \(changes) in 10,000 updates")
    #expect(list.host.output.margins == Insets(top: 54))
    #expect(abs(list.model.adjustedContentInset.top - (bar + 54)) < 1e-9)
    #expect(header.state == .refreshing)
    #expect(header.actionCount == 1)
    #expect(diagnostics.isEmpty, "no conflict, no ambiguity: \(diagnostics)")
  }

  // MARK: - Sizes

  @Test func newRowsDuringALoadKeepTheFootersMarginAndLoadNoMore() {
    let list = FakeSwiftUIScrollView(contentHeight: 1000)
    let footer = AutoRefreshFooter()
    list.model.refreshFooter = footer
    list.frame()
    list.pull(through: [100, 250, 377])
    list.release()
    #expect(footer.state == .refreshing)
    list.contentSize.height = 3000  // the page arrives before the load ends
    #expect(list.model.contentSize.height == 3000)
    #expect(footer.state == .refreshing)
    footer.endRefreshing()
    list.frames(1)
    #expect(footer.state == .idle)
    #expect(list.host.output.margins == Insets(bottom: footer.height))
    #expect(list.appliedMargins == Insets(bottom: footer.height))
    #expect(list.contentOffset.y == 377, "the rows the user reads stay where they are")
    #expect(footer.actionCount == 1)
    list.contentSize.height = 300  // a reload that shrinks the content
    #expect(list.model.contentSize.height == 300)
    #expect(list.contentOffset.y == 0, "SwiftUI clamps the offset at rest")
    #expect(list.model.contentOffset.y == 0)
    #expect(footer.actionCount == 1, "content the app changed loads nothing")
    #expect(list.adapter.appContentInset == .zero)
  }

  @Test func rotationResizesTheModelAndKeepsTheHold() {
    let (list, header) = ScrollGeometryHostTests.refreshingUnderABar()
    let before = list.outputChanges.count
    list.containerSize = CGSize(width: 667, height: 375)
    list.contentSize = CGSize(width: 667, height: 2000)
    list.safeArea = Insets(top: 32, left: 59, right: 59)  // the bar and the sensor housing, in landscape
    #expect(list.model.frame.size == CGSize(width: 667, height: 375))
    #expect(list.model.contentSize == CGSize(width: 667, height: 2000))
    #expect(list.model.adjustedContentInset == Insets(top: 86, left: 59, right: 59))
    #expect(list.host.output.margins == Insets(top: 54))
    #expect(list.outputChanges.count == before)
    #expect(header.state == .refreshing)
    header.endRefreshing()
    list.frames(0.5)
    #expect(list.contentOffset.y == -32, "at rest below the landscape bar")
    #expect(list.model.contentOffset == list.contentOffset)
  }

  // MARK: - Lifetime

  @Test func aViewThatLeavesTheScreenKeepsItsRefreshAndOneThatGoesAwayEndsIt() {
    let (list, header) = ScrollGeometryHostTests.refreshingUnderABar()
    list.host.appearanceDidChange(isVisible: false)
    #expect(header.state == .refreshing, "a refresh under way goes on off screen")
    header.endRefreshing()
    list.frames(0.5)
    header.beginRefreshing()
    #expect(header.state == .willRefresh, "a new begin waits for the screen")
    list.host.appearanceDidChange(isVisible: true)
    #expect(header.state == .refreshing)
    #expect(header.actionCount == 2)
    list.frames(0.5)
    let before = list.outputChanges.count
    list.host.goAway()
    #expect(header.state == .idle, "the header detached with the view")
    #expect(list.adapter.isDetached)
    #expect(!list.adapter.needsFrames)
    #expect(list.adapter.secondsUntilNextDeadline == nil)
    let (_, diagnostics) = RefreshDiagnostics.collect {
      list.host.phaseDidChange(to: .interacting, velocity: nil)
      list.host.geometryDidChange(
        ScrollGeometryHost.Geometry(
          contentOffset: CGPoint(x: 0, y: -10), contentSize: list.contentSize, contentInsets: list.contentInsets,
          containerSize: CGSize(width: 667, height: 375)))
    }
    #expect(diagnostics.count == 2, "reports after the view went away are refused, once each")
    #expect(list.outputChanges.count == before, "nothing more to apply")
  }

  @Test func badGeometryAndVelocityAreRefusedAndChangeNothing() {
    let list = FakeSwiftUIScrollView(safeArea: Insets(top: 88))
    let header = RefreshHeader()
    list.model.refreshHeader = header
    let (_, diagnostics) = RefreshDiagnostics.collect {
      list.host.geometryDidChange(
        ScrollGeometryHost.Geometry(
          contentOffset: .zero, contentSize: CGSize(width: -1, height: 10), contentInsets: .zero,
          containerSize: list.containerSize))
      list.host.geometryDidChange(
        ScrollGeometryHost.Geometry(
          contentOffset: CGPoint(x: 0, y: CGFloat.nan), contentSize: list.contentSize,
          contentInsets: list.contentInsets, containerSize: list.containerSize))
      list.pull(through: [-120, -160, -200])
      list.host.phaseDidChange(to: .decelerating, velocity: CGVector(dx: 0, dy: .infinity))
    }
    #expect(diagnostics.count == 3)
    #expect(list.model.frame.size == CGSize(width: 375, height: 667))
    #expect(list.model.contentSize.height == 2000)
    #expect(list.host.geometry?.contentSize.height == 2000)
    #expect(list.model.panVelocity == .zero, "taken as zero")
    #expect(!list.model.isDragging, "the release still ends the pan")
    #expect(header.state == .refreshing)
  }

  // MARK: - The clock

  /// A refresh that only waits needs no frames: the glue's `TimelineView` stops, a one-shot timer wakes the model at
  /// each deadline, and the model's clock follows the media clock, so that a wait with no frame counts.
  @Test func aMinimumDurationAndAResultDisplayRunOnTheHostClockWithNoFramesWhileTheRefreshWaits() {
    let list = FakeSwiftUIScrollView()
    let header = RefreshHeader()
    header.minimumRefreshingDuration = 1
    header.resultDisplayDuration = 1
    list.model.refreshHeader = header
    list.hostTime += 30  // the list rested for half a minute, with no frame
    header.beginRefreshing()
    #expect(header.state == .refreshing)
    #expect(list.model.now == 30, "the clock caught up with the host's before the refresh began")
    #expect(list.adapter.secondsUntilNextDeadline == 1, "wake when the minimum duration is met")
    list.frames(0.5)  // the reveal
    #expect(!list.adapter.needsFrames, "a refresh that only waits: no frames")
    let frameTicks = list.frameTicks
    list.frames(0.2)
    #expect(list.frameTicks == frameTicks, "the TimelineView stopped")
    header.endRefreshing()
    #expect(header.state == .refreshing, "the minimum duration is not over")
    #expect(abs((list.adapter.secondsUntilNextDeadline ?? -1) - 0.3) < 1.0 / 60)
    list.frames(0.25)
    #expect(header.state == .refreshing)
    list.frames(0.1)
    #expect(header.state == .idle, "the timer fired at the deadline")
    #expect(list.timerTicks >= 1)
    #expect(header.displayedResult == .success)
    list.frames(0.9)
    #expect(header.displayedResult == .success)
    list.frames(0.2)
    #expect(header.displayedResult == nil)
    list.frames(0.5)  // the margin glides back
    #expect(list.host.output.margins == .zero)
    #expect(list.adapter.secondsUntilNextDeadline == nil, "nothing left to wake for")
    #expect(!list.adapter.needsFrames)
  }
}
