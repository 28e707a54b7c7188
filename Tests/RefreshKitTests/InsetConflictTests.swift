import Foundation
import Testing

@testable import RefreshKit

/// No fight with another writer, ever (issue 43, item 1; issue 53, item 10): code that re-applies the same
/// `contentInset` on every layout pass gets the hold back in the same turn, once per re-application; code whose
/// value keeps changing, or that answers the adapter's write from inside its report, makes the adapter stop holding
/// against it after a few rounds; the refresh goes on, the conflict is reported once.
@Suite @MainActor struct InsetConflictTests {
  /// A list under an 88-pt bar the app sets itself, its header refreshing and held.
  func refreshingUnderTheAppsBar() -> (FakeUIScrollView, SimpleHeader) {
    let view = FakeUIScrollView()
    view.contentInset.top = 88
    let header = SimpleHeader()
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    view.model.refreshHeader = header
    view.userPulls(through: [-150, -200, -250])
    view.frames(0.5)
    _ = view.takeCommands()
    return (view, header)
  }

  @Test func aLayoutPassThatReappliesTheAppsInsetEveryFrameGetsTheHoldBackInTheSameTurnEveryFrame() {
    // Issue 53, item 10: a steady writer is no fight (MJRefresh's header restores its inset on every offset change).
    // This test expected the adapter to yield after three frames, leaving the header under the bar; it now counts
    // the commands of 10,000 frames instead.
    let (view, header) = refreshingUnderTheAppsBar()
    #expect(view.contentInset.top == 142, "88 and the 54-pt hold")
    var hidden = 0
    let (_, diagnostics) = RefreshDiagnostics.collect {
      for _ in 0..<10_000 {
        view.contentInset = Insets(top: 88)  // a UITableViewController's viewDidLayoutSubviews, every frame
        if view.contentInset.top != 142 { hidden += 1 }  // before the frame is drawn
        view.frame()
      }
    }
    let commands = view.takeCommands()
    #expect(hidden == 0, "the hold is back in the same turn: \(hidden) frames drawn without it")
    #expect(commands.filter { $0.contentInset != nil }.count == 10_000, "one write-back per re-application")
    #expect(
      commands.filter { $0.contentInset == nil }.allSatisfy {
        $0 == .setContentOffset(CGPoint(x: 0, y: -142), animated: false)
      },
      "and nothing else but the offset the scroll view's clamp moved, put back")
    #expect(commands.count <= 20_000, "\(commands.count) commands in 10,000 frames")
    #expect(!view.insetWritesOverflowed)
    #expect(header.state == .refreshing, "the refresh goes on")
    #expect(diagnostics.allSatisfy { $0.kind != .conflict }, "a steady writer is no conflict")
    header.endRefreshing()
    view.frames(1)
    #expect(view.adapter.appContentInset == Insets(top: 88))
    #expect(view.contentInset.top == 88, "the end leaves the app's inset")
  }

  @Test func aLayoutPassWhoseInsetChangesEveryFrameMakesTheAdapterYieldAfterAFewFrames() {
    let (view, header) = refreshingUnderTheAppsBar()
    let (_, diagnostics) = RefreshDiagnostics.collect {
      for frame in 0..<10_000 {
        view.contentInset = Insets(top: 88 + CGFloat(frame % 5))  // a value that keeps changing
        view.frame()
      }
    }
    let commands = view.takeCommands()
    #expect(commands.count <= 8, "a few write-backs, then none: \(commands.count) in 10,000 frames")
    #expect(header.state == .refreshing, "the refresh goes on")
    #expect(diagnostics.filter { $0.kind == .conflict }.count == 1, "reported once")
    #expect(diagnostics.first { $0.kind == .conflict }?.member == "scrollView.contentInset")
  }

  @Test func anObserverThatWritesTheInsetBackFromInsideTheReportStopsLoopingAtOnce() {
    let (view, header) = refreshingUnderTheAppsBar()
    view.appInsetObserver = { view in
      if view.contentInset.top != 88 { view.contentInset.top = 88 }  // KVO that insists on its value
    }
    let (_, diagnostics) = RefreshDiagnostics.collect {
      header.endRefreshing()
      view.frames(1)
      header.beginRefreshing()
      view.frames(1)
    }
    #expect(!view.insetWritesOverflowed, "no loop inside UIKit's setters")
    #expect(view.insetWrites < 40, "\(view.insetWrites) writes")
    #expect(header.state == .refreshing)
    #expect(diagnostics.filter { $0.kind == .conflict }.count <= 1)
  }

  @Test func aBarThatReappearsNowAndThenIsNoConflict() {
    let (view, header) = refreshingUnderTheAppsBar()
    let (_, diagnostics) = RefreshDiagnostics.collect {
      for _ in 0..<5 {
        view.contentInset.top = 88  // the app re-applies its bar once a second: each write is answered
        #expect(view.contentInset.top == 142, "the hold is written back")
        view.frames(1)
      }
    }
    #expect(diagnostics.allSatisfy { $0.kind != .conflict })
    #expect(header.state == .refreshing)
  }

  @Test func afterTheRefreshTheNextHoldIsWrittenAgain() {
    let (view, header) = refreshingUnderTheAppsBar()
    _ = RefreshDiagnostics.collect {
      for round in 0..<10 {
        view.contentInset = Insets(top: 88 + CGFloat(round % 3))  // a value that keeps changing: yielded to
        view.frame()
      }
    }
    header.endRefreshing()
    view.frames(1)
    view.userPulls(through: [-150, -200, -250])
    view.frames(0.5)
    #expect(header.state == .refreshing)
    #expect(view.contentInset.top == 142, "a new refresh holds again")
  }
}
