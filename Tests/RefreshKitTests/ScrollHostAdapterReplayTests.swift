import Foundation
import RefreshKitTools
import Testing

@_spi(Testing) @testable import RefreshKit

/// The peers' inset-drift reports and a recorded session, played through ``ScrollHostAdapter`` and a scroll view that
/// behaves as UIKit's: the app's inset is what it set, and the scroll view's is the app's plus the refresh part.
@Suite @MainActor struct ScrollHostAdapterReplayTests {
  /// The scroll view's inset is the app's plus what the components hold, and the app's is `app`.
  func expectConserved(_ view: FakeUIScrollView, app: Insets, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(view.adapter.appContentInset == app, sourceLocation: sourceLocation)
    #expect(view.contentInset == app + view.model.refreshInset, sourceLocation: sourceLocation)
  }

  @Test func theAppSettingItsTopInsetWhileTheHeaderRefreshesKeepsItAfterTheEnd() {
    // The drift peers report: the app moves its top inset under a running refresh; the end must not undo it.
    let view = FakeUIScrollView()
    view.safeAreaInsets = Insets(top: 88)
    let header = SimpleHeader()
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    view.model.refreshHeader = header
    view.userPulls(through: [-100, -130, -160, -190])
    expectConserved(view, app: .zero)
    #expect(header.state == .refreshing)
    view.contentInset.top = 64
    expectConserved(view, app: Insets(top: 64))
    view.frames(0.5)
    expectConserved(view, app: Insets(top: 64))
    view.contentInset.top = 20
    expectConserved(view, app: Insets(top: 20))
    header.endRefreshing()
    expectConserved(view, app: Insets(top: 20))
    #expect(view.contentInset == Insets(top: 20))
    view.frames(1)
    expectConserved(view, app: Insets(top: 20))
  }

  @Test func theAppResettingItsInsetsAfterTheEndGetsExactlyWhatItSet() {
    let view = FakeUIScrollView(contentHeight: 1200)
    view.contentInset = Insets(top: 30, bottom: 50)
    let header = RefreshHeader()
    let footer = AutoRefreshFooter()
    view.model.refreshHeader = header
    view.model.refreshFooter = footer
    expectConserved(view, app: Insets(top: 30, bottom: 50))
    header.beginRefreshing()
    view.frames(0.4)
    expectConserved(view, app: Insets(top: 30, bottom: 50))
    header.endRefreshing()
    expectConserved(view, app: Insets(top: 30, bottom: 50))
    view.contentInset = .zero
    expectConserved(view, app: .zero)
    view.frames(0.5)
    view.contentInset = Insets(top: 12)
    expectConserved(view, app: Insets(top: 12))
    view.model.refreshFooter = nil
    #expect(view.contentInset == Insets(top: 12))
  }

  @Test func theAppResettingItsInsetsWhileARefreshRunsKeepsTheHold() {
    let view = FakeUIScrollView()
    view.contentInset = Insets(top: 40)
    let header = RefreshHeader()
    view.model.refreshHeader = header
    header.beginRefreshing()
    view.contentInset = .zero
    expectConserved(view, app: .zero)
    #expect(view.contentInset == Insets(top: 54))
    header.endRefreshing()
    #expect(view.contentInset == .zero)
  }

  @Test func aRecordedSessionPlayedThroughTheAdapterBehavesAsTheSimulation() throws {
    let story = StoryApp()
    let simulated = BehaviourLog(story.list, components: [story.header, story.footer])
    story.play()
    let trace = ScrollTrace(records: story.recorder.records)

    let view = FakeUIScrollView()
    view.performsScrollCommands = false  // the trace carries the frames of every scroll
    view.clampsOffsetAtRest = false  // and every move of the offset when a bound moves
    let header = SimpleHeader()
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    let footer = SimpleAutoFooter()
    var appInset = Insets.zero
    var replayed: BehaviourLog?
    var steps = 0
    for (index, record) in trace.records.enumerated() {
      if index == StoryApp.initialRecords {
        replayed = BehaviourLog(view.model, components: [header, footer])
      }
      // The clock moves to the record's time first, as a replay moves it.
      view.model.replay(ScrollTraceRecord(time: record.time, event: .command("clock")))
      switch record.event {
      case .scroll(let offset, let isTracking, let isDecelerating):
        view.scroll(to: offset, isTracking: isTracking, isDecelerating: isDecelerating)
      case .pan(let state, let velocity): view.pan(state, velocity: velocity)
      case .contentSize(let size): view.contentSize = size
      case .frame(let rect): view.boundsSize = rect.size
      case .contentInset(let insets):
        appInset = insets
        view.contentInset = insets
      case .safeAreaInsets(let insets): view.safeAreaInsets = insets
      case .tick: view.model.replay(record)
      case .command(let text): StoryApp.perform(text, on: view.model, header: header, footer: footer)
      }
      expectConserved(view, app: appInset)
      #expect(view.adjustedContentInset == view.model.adjustedContentInset)
      steps += 1
    }
    let log = try #require(replayed)
    #expect(steps > 500)
    #expect(BehaviourLog.firstDifference(simulated.take(), log.take()) == nil)
    #expect(header.actionCount == 2)
    #expect(footer.actionCount == 3)
    #expect(view.model.refreshInset == story.list.refreshInset)
    #expect(view.contentInset == story.list.contentInset + story.list.refreshInset)
    #expect(view.contentOffset == story.list.contentOffset)
  }
}
