import Foundation
import Testing

@testable import RefreshKit

/// A real scroll view bridged through ``ScrollHostAdapter``: what the user sees of a refresh, and the rules of the
/// inset the adapter keeps for the app.
@Suite @MainActor struct ScrollHostAdapterTests {
  @Test func aPullPastTheTriggerRefreshesOnceAndTheScrollViewHoldsTheHeader() {
    let view = FakeUIScrollView()
    let header = SimpleHeader()
    view.model.refreshHeader = header
    view.userPulls(through: [-20, -40, -60, -80, -100])
    #expect(header.state == .refreshing)
    #expect(header.actionCount == 1)
    #expect(view.contentInset == Insets(top: 54), "the scroll view holds the header")
    #expect(view.adapter.appContentInset == .zero)
    header.endRefreshing()
    #expect(view.contentInset == .zero)
    #expect(view.takeCommands() == [.setContentInset(Insets(top: 54)), .setContentInset(.zero)])
  }

  @Test func theEchoOfTheAdaptersOwnWriteChangesNothing() {
    let view = FakeUIScrollView()
    view.contentInset = Insets(top: 10)
    let header = RefreshHeader()
    view.model.refreshHeader = header
    let log = EventLog(view.model)
    view.performsScrollCommands = false
    header.beginRefreshing()
    // The write reported itself back synchronously; the app's inset did not move and nothing was written twice.
    #expect(view.takeCommands().filter { if case .setContentInset = $0 { true } else { false } }.count == 1)
    #expect(view.contentInset == Insets(top: 64))
    #expect(view.adapter.appContentInset == Insets(top: 10))
    #expect(!log.take().contains { if case .inset(.content, _, _) = $0 { true } else { false } })
    view.reportGeometry()
    #expect(view.takeCommands().isEmpty, "a repeated report is not a change")
  }

  @Test func theSafeAreaIsTheAdjustedInsetLessTheContentInset() {
    let view = FakeUIScrollView()
    view.safeAreaInsets = Insets(top: 88, bottom: 34)
    view.contentInset = Insets(top: 6)
    #expect(view.model.safeAreaInsets == Insets(top: 88, bottom: 34))
    #expect(view.model.contentInset == Insets(top: 6))
    let header = RefreshHeader()
    view.model.refreshHeader = header
    header.beginRefreshing()
    #expect(view.model.safeAreaInsets == Insets(top: 88, bottom: 34), "the refresh part is not the system's")
    #expect(view.model.adjustedContentInset == view.adjustedContentInset)
  }

  @Test func aProgrammaticRefreshRevealsTheHeaderThroughAnAnimatedScroll() {
    let view = FakeUIScrollView()
    let header = RefreshHeader()
    view.model.refreshHeader = header
    header.beginRefreshing()
    #expect(view.takeCommands().contains(.setContentOffset(CGPoint(x: 0, y: -54), animated: true)))
    view.frames(0.5)
    #expect(view.contentOffset == CGPoint(x: 0, y: -54))
    #expect(view.model.contentOffset == view.contentOffset)
    #expect(header.actionCount == 1, "a scroll the app asked for does not start a second refresh")
  }

  @Test func rotationResizesTheModelAndKeepsTheHold() {
    let view = FakeUIScrollView()
    let header = RefreshHeader()
    view.model.refreshHeader = header
    header.beginRefreshing()
    view.boundsSize = CGSize(width: 667, height: 375)
    #expect(view.model.frame.size == CGSize(width: 667, height: 375))
    #expect(view.contentInset == Insets(top: 54))
    #expect(header.state == .refreshing)
  }

  @Test func reloadDataThatShrinksTheContentKeepsAFooterLoadAndItsInset() {
    let view = FakeUIScrollView(contentHeight: 1000)
    let footer = AutoRefreshFooter()
    view.model.refreshFooter = footer
    #expect(view.contentInset == Insets(bottom: footer.height), "an auto footer sits in the content")
    footer.beginRefreshing()
    view.contentSize.height = 300
    #expect(view.model.contentSize.height == 300)
    footer.endRefreshing()
    view.contentSize.height = 3000
    #expect(view.model.contentSize.height == 3000)
    #expect(view.contentInset == Insets(bottom: footer.height))
    #expect(view.adapter.appContentInset == .zero)
  }

  @Test func theKeyboardsBottomInsetIsTheAppsAndSurvivesTheFootersHold() {
    let view = FakeUIScrollView()
    let footer = AutoRefreshFooter()
    view.model.refreshFooter = footer
    let hold = footer.height
    view.contentInset.bottom = 300  // the keyboard shows: the app sets its bottom inset
    #expect(view.adapter.appContentInset == Insets(bottom: 300))
    #expect(view.contentInset == Insets(bottom: 300 + hold))
    view.contentInset.bottom = 0  // the keyboard hides
    #expect(view.adapter.appContentInset == .zero)
    #expect(view.contentInset == Insets(bottom: hold))
    view.model.refreshFooter = nil
    #expect(view.contentInset == .zero)
  }

  @Test func aRefreshThatEndsWhileTheUserDragsGivesBackTheInsetAndLeavesTheFingerAlone() {
    let view = FakeUIScrollView()
    let header = RefreshHeader()
    view.model.refreshHeader = header
    view.userPulls(through: [-30, -60, -90])
    view.scroll(to: CGPoint(x: 0, y: -54), isTracking: false, isDecelerating: true)
    _ = view.takeCommands()
    view.userPulls(through: [-40, -20], lift: false)
    header.endRefreshing()
    #expect(view.contentInset == .zero)
    let commands = view.takeCommands()
    #expect(commands.last == .setContentInset(.zero))
    #expect(!commands.contains { if case .setContentOffset = $0 { true } else { false } }, "no scroll under the finger")
    #expect(view.model.isDragging)
    view.pan(.ended)
    #expect(header.actionCount == 1)
  }

  @Test func aScrollViewThatWentAwayGetsNoCommandsAndItsReportsAreRefused() {
    let view = FakeUIScrollView()
    let header = RefreshHeader()
    view.model.refreshHeader = header
    header.beginRefreshing()
    _ = view.takeCommands()
    view.adapter.hostDidGoAway()
    #expect(view.adapter.isDetached)
    #expect(!view.adapter.needsFrames)
    let (_, diagnostics) = RefreshDiagnostics.collect {
      view.scroll(to: CGPoint(x: 0, y: -10), isTracking: false, isDecelerating: false)
      view.pan(.began)
      view.frame()
    }
    #expect(diagnostics.count == 3)
    #expect(view.takeCommands().isEmpty)
    #expect(header.state == .idle, "the header detached with the scroll view")
  }

  @Test func badGeometryIsRefusedAndChangesNothing() {
    let view = FakeUIScrollView()
    let (_, diagnostics) = RefreshDiagnostics.collect {
      view.adapter.hostDidChangeGeometry(
        boundsSize: CGSize(width: -1, height: 10), contentSize: .zero, contentInset: .zero,
        adjustedContentInset: .zero)
      view.adapter.hostDidChangeGeometry(
        boundsSize: view.boundsSize, contentSize: view.contentSize, contentInset: Insets(top: .nan),
        adjustedContentInset: .zero)
    }
    #expect(diagnostics.count == 2)
    #expect(view.model.frame.size == CGSize(width: 375, height: 667))
    #expect(view.model.contentInset == .zero)
  }

  @Test func theDisplayLinkRunsOnlyWhileSomethingMovesOrATimerWaits() {
    let view = FakeUIScrollView()
    let header = RefreshHeader()
    header.minimumRefreshingDuration = 0.5
    view.model.refreshHeader = header
    #expect(!view.adapter.needsFrames, "at rest")
    view.pan(.began)
    #expect(view.adapter.needsFrames, "a finger is down")
    view.pan(.ended)
    view.scroll(to: CGPoint(x: 0, y: 0), isTracking: false, isDecelerating: false)
    #expect(!view.adapter.needsFrames)
    view.performsScrollCommands = false
    header.beginRefreshing()
    header.endRefreshing()
    #expect(view.adapter.needsFrames, "the minimum duration waits for the clock")
    view.frames(0.6)
    #expect(header.state == .idle)
    #expect(!view.adapter.needsFrames)
  }
}
