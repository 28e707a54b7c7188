import Foundation
import Testing

@testable import RefreshKit

/// No fight with another writer, ever (issue 43, item 1): code that re-applies its own `contentInset` on every layout
/// pass, or from inside the scroll view's report, makes the adapter stop holding against it after a few rounds; the
/// refresh goes on, the conflict is reported once, and only a few commands are ever sent.
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

  @Test func aLayoutPassThatReappliesTheAppsInsetEveryFrameMakesTheAdapterYieldAfterAFewFrames() {
    let (view, header) = refreshingUnderTheAppsBar()
    #expect(view.contentInset.top == 142, "88 and the 54-pt hold")
    let (_, diagnostics) = RefreshDiagnostics.collect {
      for _ in 0..<10_000 {
        view.contentInset = Insets(top: 88)  // a UITableViewController's viewDidLayoutSubviews, every frame
        view.frame()
      }
    }
    let commands = view.takeCommands()
    #expect(commands.count <= 4, "a few write-backs, then none: \(commands.count) in 10,000 frames")
    #expect(header.state == .refreshing, "the refresh goes on")
    #expect(view.contentInset.top == 88, "the other writer's inset stands")
    #expect(diagnostics.filter { $0.kind == .conflict }.count == 1, "reported once")
    #expect(diagnostics.first { $0.kind == .conflict }?.member == "scrollView.contentInset")
    header.endRefreshing()
    view.frames(1)
    #expect(view.adapter.appContentInset == Insets(top: 88))
    #expect(view.contentInset.top == 88, "the end changes nothing the other writer did not")
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
      for _ in 0..<10 {
        view.contentInset = Insets(top: 88)
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
