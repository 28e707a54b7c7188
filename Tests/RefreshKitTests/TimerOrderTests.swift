import Foundation
import Testing

@testable import RefreshKit

// Issue 16, item 1: one long `advance(by:)` over several pending timers (an action sleeping on the model's clock, a
// deferred end, a result display) runs each of them at its own time, the earliest first, not all of them at the
// latest deadline.

/// What the app saw, and when on the model's clock it saw it.
@MainActor private final class Timeline {
  var entries: [(what: String, at: TimeInterval)] = []

  func note(_ what: String, at time: TimeInterval) {
    entries.append((what, time))
  }

  /// The model times at which `what` was noted.
  func times(of what: String) -> [TimeInterval] {
    entries.filter { $0.what == what }.map(\.at)
  }
}

/// Notes on `timeline`, with the time `list` reads, each end of a refresh of `component` (its state leaving
/// ``RefreshState/refreshing``) as `"<name> ended"`.
@MainActor private func noteEnds(
  of component: RefreshComponent, as name: String, on list: ScrollModel, in timeline: Timeline
) {
  component.onEvent = { [weak list, weak timeline] event in
    guard let list, case .stateChanged(.refreshing, _) = event else { return }
    timeline?.note("\(name) ended", at: list.now)
  }
}

/// Notes on `timeline`, with the time `list` reads, each change of the top refresh inset as `"top hold <points>"`.
@MainActor private func noteTopHolds(on list: ScrollModel, in timeline: Timeline) -> ScrollObservation {
  list.observe { [weak list, weak timeline] event in
    guard let list, case .inset(.refresh, let old, let new) = event, old.top != new.top else { return }
    timeline?.note("top hold \(new.top.refreshKitFormatted)", at: list.now)
  }
}

/// Expects `times` to be exactly one time, within a microsecond of `expected`.
private func expectOnce(
  _ times: [TimeInterval], at expected: TimeInterval, _ what: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(times.count == 1, "\(what) happened \(times.count) times", sourceLocation: sourceLocation)
  if let time = times.first {
    #expect(abs(time - expected) < 1e-6, "\(what) at \(time), not at \(expected)", sourceLocation: sourceLocation)
  }
}

@Suite(.timeLimit(.minutes(1))) @MainActor struct TimerOrderTests {
  /// A list whose auto footer's load sleeps `seconds` on the list's clock, then notes when it resumed.
  private func listWithSleepingLoad(
    sleeping seconds: TimeInterval, timeline: Timeline
  ) -> (ScrollModel, AutoRefreshFooter) {
    let list = makePhoneList()
    let footer = AutoRefreshFooter { [weak list, weak timeline] in
      await list?.sleep(for: seconds)
      if let list { timeline?.note("load resumed", at: list.now) }
    }
    list.refreshFooter = footer
    return (list, footer)
  }

  @Test func aDeferredEndTakesEffectAtItsDeadlineWhileALoadSleepsPastItInOneLongAdvance() async {
    let timeline = Timeline()
    let (list, footer) = listWithSleepingLoad(sleeping: 1.5, timeline: timeline)
    let header = RefreshHeader()
    isolate(header)
    header.minimumRefreshingDuration = 1
    noteEnds(of: header, as: "header", on: list, in: timeline)
    noteEnds(of: footer, as: "footer", on: list, in: timeline)
    list.refreshHeader = header
    header.beginRefreshing()  // at 0: scrolls into view for 0.3 s, then rests
    footer.tap()  // at 0: the load sleeps until 1.5
    await yieldUntil { list.sleeperCount == 1 }
    header.endRefreshing()  // too early: deferred to 1.0
    #expect(header.isRefreshing)

    list.advance(by: 2)
    #expect(abs(list.now - 2) < 1e-9)
    expectOnce(timeline.times(of: "header ended"), at: 1, "the header's deferred end")
    #expect(header.state == .idle)
    #expect(timeline.times(of: "load resumed").isEmpty, "the load resumes once the advance has returned")

    let task = footer.actionTask
    await task?.value
    let resumed = timeline.times(of: "load resumed")
    #expect(resumed.count == 1)
    #expect(resumed.allSatisfy { $0 >= 1.5 }, "the load slept until its own deadline: \(resumed)")
    #expect(footer.state == .idle)
    #expect(footer.lastResult == .success)
    #expect(timeline.entries.map(\.what) == ["header ended", "load resumed", "footer ended"])
  }

  @Test func aResultDisplayEndsAtItsOwnTimeWhileALoadSleepsPastItInOneLongAdvance() async {
    let timeline = Timeline()
    let (list, footer) = listWithSleepingLoad(sleeping: 1.5, timeline: timeline)
    let header = RefreshHeader()
    isolate(header)
    header.resultDisplayDuration = 0.5
    list.refreshHeader = header
    let token = noteTopHolds(on: list, in: timeline)
    header.beginRefreshing()
    footer.tap()
    await yieldUntil { list.sleeperCount == 1 }
    list.advance(by: 0.4)
    header.endRefreshing()  // at 0.4: "Refreshed" shows, and the hold stays, until 0.9
    #expect(header.displayedResult == .success)
    #expect(list.refreshInset.top == 54)

    list.advance(by: 2)
    expectOnce(timeline.times(of: "top hold 0"), at: 0.9, "the hold's return at the display's end")
    #expect(header.displayedResult == nil)
    #expect(list.refreshInset.top == 0)
    let task = footer.actionTask
    await task?.value
    #expect(timeline.times(of: "load resumed").allSatisfy { $0 >= 1.5 })
    #expect(footer.state == .idle)
    token.cancel()
  }

  @Test func aDeferredEndThenItsResultDisplayEachRunAtTheirOwnTimeBeforeASleepingLoad() async {
    let timeline = Timeline()
    let (list, footer) = listWithSleepingLoad(sleeping: 2.5, timeline: timeline)
    let header = RefreshHeader()
    isolate(header)
    header.minimumRefreshingDuration = 1
    header.resultDisplayDuration = 0.5
    noteEnds(of: header, as: "header", on: list, in: timeline)
    list.refreshHeader = header
    let token = noteTopHolds(on: list, in: timeline)
    header.beginRefreshing()
    footer.tap()
    await yieldUntil { list.sleeperCount == 1 }
    list.advance(by: 0.5)
    header.endRefreshing()  // deferred to 1.0; then "Refreshed" shows until 1.5

    list.advance(by: 3)
    expectOnce(timeline.times(of: "header ended"), at: 1, "the deferred end")
    expectOnce(timeline.times(of: "top hold 0"), at: 1.5, "the hold's return after the result display")
    let task = footer.actionTask
    await task?.value
    #expect(timeline.times(of: "load resumed").allSatisfy { $0 >= 2.5 })
    #expect(footer.state == .idle)
    token.cancel()
  }

  @Test func twoComponentsTimersInOneLongAdvanceEachRunAtTheirOwnTime() {
    let timeline = Timeline()
    let list = makePhoneList(contentWidth: 1000)
    let header = RefreshHeader()
    isolate(header)
    header.minimumRefreshingDuration = 1.2
    let trailer = RefreshTrailer()
    trailer.minimumRefreshingDuration = 0.7
    noteEnds(of: header, as: "header", on: list, in: timeline)
    noteEnds(of: trailer, as: "trailer", on: list, in: timeline)
    list.refreshHeader = header
    list.refreshTrailer = trailer
    header.beginRefreshing()
    trailer.beginRefreshing()
    list.advance(by: 0.5)  // both have scrolled into view and rest
    header.endRefreshing()  // deferred to 1.2
    trailer.endRefreshing()  // deferred to 0.7

    list.advance(by: 2)
    expectOnce(timeline.times(of: "trailer ended"), at: 0.7, "the trailer's deferred end")
    expectOnce(timeline.times(of: "header ended"), at: 1.2, "the header's deferred end")
    #expect(timeline.entries.map(\.what) == ["trailer ended", "header ended"])
    #expect(header.state == .idle)
    #expect(trailer.state == .idle)
  }
}
