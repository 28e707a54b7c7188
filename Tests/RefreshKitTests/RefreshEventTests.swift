import Foundation
import Testing

@_spi(Testing) @testable import RefreshKit
@testable import RefreshKitTools

@Suite(.timeLimit(.minutes(1))) @MainActor struct RefreshEventTests {
  static let pullReleaseLoadEnd: [RefreshEvent] = [
    .stateChanged(from: .idle, to: .pulling), .thresholdCrossed(armed: true),
    .stateChanged(from: .pulling, to: .refreshing), .actionStarted(.pull), .actionFinished(.success),
    .stateChanged(from: .refreshing, to: .idle),
  ]

  /// Pulls past the trigger, releases, and ends the refresh.
  func pullReleaseAndEnd(_ list: ScrollModel, _ header: RefreshHeader) {
    Finger.pullDown(list, contentBy: 70)
    list.endDrag()
    list.advance(by: 0.5)
    header.endRefreshing()
  }

  @Test func aCancelledObservationSaysItIsInactiveAndHearsNothingMore() {
    let list = makePhoneList()
    let header = RefreshHeader {}
    list.refreshHeader = header
    var events: [RefreshEvent] = []
    let token = header.observe { events.append($0) }
    #expect(token.isActive)
    token.cancel()
    #expect(!token.isActive)
    pullReleaseAndEnd(list, header)
    #expect(events.isEmpty)
  }

  @Test func onEventReportsAPullReleaseLoadAndEndInOrder() {
    let list = makePhoneList()
    let header = RefreshHeader {}
    var events: [RefreshEvent] = []
    header.onEvent = { events.append($0) }
    list.refreshHeader = header
    pullReleaseAndEnd(list, header)
    #expect(events == Self.pullReleaseLoadEnd)
  }

  @Test func theEventStreamYieldsTheSameSequence() async {
    let list = makePhoneList()
    let header = RefreshHeader {}
    list.refreshHeader = header
    let stream = header.events
    pullReleaseAndEnd(list, header)
    var received: [RefreshEvent] = []
    for await event in stream {
      received.append(event)
      if received.count == Self.pullReleaseLoadEnd.count { break }
    }
    #expect(received == Self.pullReleaseLoadEnd)
  }

  @Test func twoEventStreamsOfOneComponentEachYieldTheWholeSequence() async {
    // A screen and its analytics each read the header's events.
    let list = makePhoneList()
    let header = RefreshHeader {}
    list.refreshHeader = header
    let first = header.events
    let second = header.events
    pullReleaseAndEnd(list, header)
    for stream in [first, second] {
      var received: [RefreshEvent] = []
      for await event in stream {
        received.append(event)
        if received.count == Self.pullReleaseLoadEnd.count { break }
      }
      #expect(received == Self.pullReleaseLoadEnd)
    }
  }

  @Test func theEventStreamEndsWhenItsComponentGoesAway() async {
    final class Reading { var events = 0, ended = false }
    let list = makePhoneList()
    var header: RefreshHeader? = RefreshHeader {}
    list.refreshHeader = header
    guard let stream = header?.events else { return }
    let reading = Reading()
    let reader = Task { @MainActor in
      for await _ in stream { reading.events += 1 }
      reading.ended = true
    }
    header?.beginRefreshing()
    list.refreshHeader = nil
    header = nil
    for _ in 0..<1000 where !reading.ended { await Task.yield() }
    #expect(reading.ended, "a loop over the events of a released component finishes")
    #expect(reading.events > 0)
    reader.cancel()
  }

  @Test func pullingBackUnderTheTriggerDisarms() {
    let list = makePhoneList()
    let header = RefreshHeader {}
    var crossings: [Bool] = []
    header.onEvent = { event in
      if case .thresholdCrossed(let armed) = event { crossings.append(armed) }
    }
    list.refreshHeader = header
    Finger.pullDown(list, contentBy: 70)
    Finger.pullDown(list, contentBy: 30)
    Finger.pullDown(list, contentBy: 60)
    list.cancelDrag()
    #expect(crossings == [true, false, true, false])
    #expect(header.actionCount == 0)
  }

  @Test func aTransitionStartedByAnEventHandlerIsReportedAfterTheOneThatCausedIt() {
    let list = makePhoneList()
    let header = RefreshHeader()
    var events: [RefreshEvent] = []
    header.onEvent = { event in
      events.append(event)
      if event == .actionStarted(.beginRefreshing) { header.endRefreshing() }
    }
    list.refreshHeader = header
    header.beginRefreshing()
    #expect(
      events == [
        .stateChanged(from: .idle, to: .refreshing), .actionStarted(.beginRefreshing), .actionFinished(.success),
        .stateChanged(from: .refreshing, to: .idle),
      ])
    #expect(list.refreshInset == .zero)
  }

  /// Yields to the main actor until the header has `count` streams, at most 1,000 times; returns the count.
  private func streams(of header: RefreshHeader, reaching count: Int) async -> Int {
    for _ in 0..<1000 where header.eventHub.streamCount != count { await Task.yield() }
    return header.eventHub.streamCount
  }

  @Test func aViewsTaskReadingTheEventsLeavesNothingBehindOnceItIsCancelled() async {
    // A list screen reads the header's events in a view's task, which is cancelled each time the view goes away.
    let list = makePhoneList()
    let header = RefreshHeader {}
    list.refreshHeader = header
    for appearance in 1...3 {
      let reader = Task { @MainActor in
        for await _ in header.events {}
      }
      #expect(await streams(of: header, reaching: 1) == 1, "appearance \(appearance): one stream read")
      reader.cancel()
      await reader.value
      #expect(await streams(of: header, reaching: 0) == 0, "appearance \(appearance): its stream released")
    }
    pullReleaseAndEnd(list, header)
    #expect(header.eventHub.streamCount == 0)
  }

  @Test func aLoopThatStopsReadingTheEventsLeavesNothingBehind() async {
    let list = makePhoneList()
    let header = RefreshHeader {}
    list.refreshHeader = header
    let reader = Task { @MainActor in
      for await event in header.events where event == .stateChanged(from: .idle, to: .refreshing) { break }
    }
    #expect(await streams(of: header, reaching: 1) == 1)
    header.beginRefreshing()
    await reader.value
    #expect(await streams(of: header, reaching: 0) == 0, "the loop ended and dropped its stream")
  }

  @Test func aViewsTaskCancelledLeavesTheOtherReaderOfTheEventsReceivingThem() async {
    // A screen reads the header's events in a view's task, and its analytics in another; the screen goes away.
    final class Reading { var events: [RefreshEvent] = [] }
    let list = makePhoneList()
    let header = RefreshHeader {}
    list.refreshHeader = header
    let analytics = Reading()
    let screen = Task { @MainActor in
      for await _ in header.events {}
    }
    let stream = header.events
    let reader = Task { @MainActor in
      for await event in stream { analytics.events.append(event) }
    }
    #expect(await streams(of: header, reaching: 2) == 2)
    screen.cancel()
    await screen.value
    #expect(await streams(of: header, reaching: 1) == 1, "the analytics' stream stays open")
    pullReleaseAndEnd(list, header)
    for _ in 0..<1000 where analytics.events.count < Self.pullReleaseLoadEnd.count { await Task.yield() }
    #expect(analytics.events == Self.pullReleaseLoadEnd)
    reader.cancel()
  }
}
