import Foundation
import RefreshKitTools
import Testing

@_spi(Testing) @testable import RefreshKit

/// The demo's story as an app plays it: a feed whose header reloads in 1.2 s (5 rows on top) and whose auto footer
/// loads a page of 10 rows in 0.8 s, twice, then reports no more data. What the app does is noted in the trace as
/// commands, so that a replay can do it at the same point.
@MainActor final class StoryApp {
  let list = makePhoneList(contentHeight: 30 * 44)
  let header = SimpleHeader()
  let footer = SimpleAutoFooter()
  let recorder: ScrollTraceRecorder
  private var scheduled: [(time: TimeInterval, work: () -> Void)] = []
  private var loads = 0

  /// The number of records a recorder writes first: the model's geometry and offset when it starts.
  static let initialRecords = 5

  init() {
    recorder = ScrollTraceRecorder(recording: list)
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    header.refreshingAction = { [unowned self] in
      after(1.2) {
        self.list.contentSize.height += 5 * 44
        self.command("end header")
      }
    }
    footer.refreshingAction = { [unowned self] in
      loads += 1
      let load = loads
      after(0.8) {
        if load > 2 {
          self.command("no-more-data")
        } else {
          self.list.contentSize.height += 10 * 44
          self.command("end footer")
        }
      }
    }
  }

  func after(_ delay: TimeInterval, _ work: @escaping () -> Void) {
    scheduled.append((list.now + delay, work))
  }

  /// Does what `text` says to `header`, `footer` on `model`, as the app did: the same words drive the replay.
  static func perform(_ text: String, on model: ScrollModel, header: RefreshHeader, footer: RefreshFooter) {
    switch text {
    case "attach header": model.refreshHeader = header
    case "attach footer": model.refreshFooter = footer
    case "begin header": header.beginRefreshing()
    case "end header": header.endRefreshing()
    case "end footer": footer.endRefreshing()
    case "no-more-data": footer.endRefreshingWithNoMoreData()
    default: Issue.record("unknown command \(text)")
    }
  }

  private func command(_ text: String) {
    recorder.recordCommand(text)
    Self.perform(text, on: list, header: header, footer: footer)
  }

  /// Lets `seconds` pass in frames of 1/60 s, running the app's work when it is due.
  func wait(_ seconds: TimeInterval) {
    let end = list.now + seconds
    while list.now < end - 1e-9 {
      list.advance(by: min(1.0 / 60, end - list.now))
      while let index = scheduled.firstIndex(where: { $0.time <= list.now + 1e-9 }) {
        scheduled.remove(at: index).work()
      }
    }
  }

  func drag(dy: CGFloat, steps: Int) {
    list.beginDrag()
    for _ in 0..<steps {
      list.drag(by: CGPoint(x: 0, y: dy / CGFloat(steps)))
      wait(1.0 / 60)
    }
  }

  /// The story: a list under a translucent bar, a pull to refresh, three flings to the bottom, a programmatic
  /// refresh.
  func play() {
    list.safeAreaInsets = Insets(top: 88)
    list.contentOffset = CGPoint(x: 0, y: -88)
    command("attach header")
    command("attach footer")
    drag(dy: 240, steps: 12)
    list.endDrag()
    wait(3)
    for _ in 1...3 {
      drag(dy: -120, steps: 4)
      list.endDrag(velocity: CGPoint(x: 0, y: -4000))
      wait(4)
    }
    command("begin header")
    wait(3)
    recorder.stop()
  }
}

/// Sessions recorded on a simulated model replay into a model with an external driver with the same behaviour.
@Suite @MainActor struct TraceReplayTests {
  @Test func theStoryReplayedFromItsTraceRefreshesLoadsAndHoldsTheSameFrameForFrame() throws {
    let story = StoryApp()
    let simulated = BehaviourLog(story.list, components: [story.header, story.footer])
    story.play()
    let trace = try ScrollTrace(jsonLines: story.recorder.trace.jsonLines())
    #expect(trace == story.recorder.trace)

    let host = ReplayHost()
    let header = SimpleHeader()
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    let footer = SimpleAutoFooter()
    // The first records give the replaying model the geometry the simulated one had before the story began.
    host.replay(trace.records.prefix(StoryApp.initialRecords))
    let replayed = BehaviourLog(host.model, components: [header, footer])
    let rest = ScrollTrace(records: Array(trace.records.dropFirst(StoryApp.initialRecords)))
    host.model.replay(rest) { StoryApp.perform($0, on: host.model, header: header, footer: footer) }

    let expected = simulated.take()
    #expect(expected.count > 500)
    #expect(BehaviourLog.firstDifference(expected, replayed.take()) == nil)
    #expect(header.actionCount == 2)
    #expect(footer.actionCount == 3)
    #expect(footer.state == .noMoreData)
    #expect(host.model.refreshInset == story.list.refreshInset)
    #expect(host.model.contentOffset == story.list.contentOffset)
    #expect(
      host.scrollRequests.isEmpty,
      "the programmatic begin, at the bottom of the list, refreshed in place: the host was not asked to scroll")
    #expect(host.insetCalls.contains(Insets(top: 54, bottom: 44)))
  }

  @Test func theRecorderStartsWithTheGeometryAndEndsWhenStopped() {
    let list = makePhoneList()
    list.safeAreaInsets = Insets(top: 88)
    list.contentOffset = CGPoint(x: 0, y: -88)
    let recorder = ScrollTraceRecorder(recording: list)
    #expect(recorder.isRecording)
    #expect(
      recorder.records.map(\.event) == [
        .frame(list.frame), .contentSize(list.contentSize), .contentInset(.zero), .safeAreaInsets(Insets(top: 88)),
        .scroll(offset: CGPoint(x: 0, y: -88), isTracking: false, isDecelerating: false),
      ])
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: 30))
    let dragged = list.contentOffset
    list.endDrag(velocity: CGPoint(x: 0, y: 200))
    list.advance(by: 1.0 / 120)
    let events = Array(recorder.records.dropFirst(5).map(\.event))
    #expect(events.count == 6)
    #expect(events.prefix(2) == [.pan(.began, velocity: .zero), .pan(.changed, velocity: .zero)])
    #expect(events[2] == .scroll(offset: dragged, isTracking: true, isDecelerating: false))
    #expect(events[3] == .pan(.ended, velocity: CGPoint(x: 0, y: 200)))
    if case .scroll(_, false, true) = events[4] {} else { Issue.record("the spring back's frame: \(events[4])") }
    #expect(events[5] == .tick)
    recorder.stop()
    #expect(!recorder.isRecording)
    let count = recorder.records.count
    list.advance(by: 1)
    recorder.recordCommand("end header")
    #expect(recorder.records.count == count)
  }

  @Test func aStoppedRecorderIsReleasedWhileItsListLivesOnAndASecondOneStillRecords() {
    let list = makePhoneList()
    var first: ScrollTraceRecorder? = ScrollTraceRecorder(recording: list)
    let second = ScrollTraceRecorder(recording: list)
    weak var stopped: ScrollTraceRecorder?
    stopped = first
    first?.stop()
    first = nil
    #expect(stopped == nil, "the list keeps no recorder that stopped")
    let count = second.records.count
    list.contentOffset = CGPoint(x: 0, y: 100)
    #expect(second.records.count == count + 1, "the other recorder goes on")
    second.stop()
    list.contentOffset = CGPoint(x: 0, y: 200)
    #expect(second.records.count == count + 1)
  }

  @Test func aRecorderOnAnExternalModelWritesTheHostsCallsAsTheyCame() {
    let host = makeExternalList()
    let model = host.model
    let recorder = ScrollTraceRecorder(recording: model)
    model.hostPanStateDidChange(.began, velocity: .zero)
    model.hostDidScroll(to: CGPoint(x: 0, y: -20), isTracking: true, isDecelerating: false)
    model.hostPanStateDidChange(.ended, velocity: CGPoint(x: 0, y: 100))
    model.advance(by: 1.0 / 60)
    model.hostDidScroll(to: CGPoint(x: 0, y: -10), isTracking: false, isDecelerating: true)
    model.hostDidScroll(to: CGPoint(x: 0, y: -10), isTracking: false, isDecelerating: false)
    model.contentInset = Insets(top: 20)
    recorder.recordCommand("note")
    #expect(
      Array(recorder.records.dropFirst(5)) == [
        ScrollTraceRecord(time: 0, event: .pan(.began, velocity: .zero)),
        ScrollTraceRecord(
          time: 0, event: .scroll(offset: CGPoint(x: 0, y: -20), isTracking: true, isDecelerating: false)),
        ScrollTraceRecord(time: 0, event: .pan(.ended, velocity: CGPoint(x: 0, y: 100))),
        ScrollTraceRecord(time: 1.0 / 60, event: .tick),
        ScrollTraceRecord(
          time: 1.0 / 60, event: .scroll(offset: CGPoint(x: 0, y: -10), isTracking: false, isDecelerating: true)),
        ScrollTraceRecord(
          time: 1.0 / 60, event: .scroll(offset: CGPoint(x: 0, y: -10), isTracking: false, isDecelerating: false)),
        ScrollTraceRecord(time: 1.0 / 60, event: .contentInset(Insets(top: 20))),
        ScrollTraceRecord(time: 1.0 / 60, event: .command("note")),
      ])
    // Replayed into a second external model, the trace leaves it where the first one is.
    let second = makeExternalList()
    var commands: [String] = []
    second.model.replay(recorder.trace) { commands.append($0) }
    #expect(commands == ["note"])
    #expect(ScrollModelSnapshot(second.model) == ScrollModelSnapshot(model))
  }

  @Test func anOffsetSetWhereTheContentAlreadyIsStopsTheMotionInTheReplayToo() {
    let list = makePhoneList()
    let recorder = ScrollTraceRecorder(recording: list)
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: -50))
    list.endDrag(velocity: CGPoint(x: 0, y: -1500))
    list.advance(by: 0.1)
    #expect(list.isDecelerating)
    list.contentOffset = list.contentOffset  // stops the fling without moving the content: no offset event
    list.advance(by: 0.1)
    #expect(!list.isDecelerating)
    let host = ReplayHost()
    host.replay(recorder.records)
    #expect(!host.model.isDecelerating, "the frame after the stop says so")
    #expect(host.model.contentOffset == list.contentOffset)
  }

  @Test func aTimerDueOnAFrameOfMotionRunsAfterThatFramesScrollAsInTheSimulation() {
    // The app ends the refresh at once; the minimum duration defers the end to a frame of the spring back.
    let list = makePhoneList()
    let header = RefreshHeader()
    header.minimumRefreshingDuration = 0.1
    list.refreshHeader = header
    let recorder = ScrollTraceRecorder(recording: list)
    let simulated = BehaviourLog(list, components: [header])
    list.beginDrag()
    Finger.pullDown(list, contentBy: 200)
    list.endDrag()
    recorder.recordCommand("end header")
    header.endRefreshing()
    list.advance(by: 1)
    let expected = simulated.take()
    guard let end = expected.firstIndex(where: { $0.what == .component(0, .actionFinished(.success)) })
    else {
      Issue.record("the refresh never ended")
      return
    }
    #expect(expected[end - 1].time == expected[end].time)
    #expect(
      { if case .model(.contentOffset) = expected[end - 1].what { true } else { false } }(),
      "the end comes right after the scroll of its frame")

    let host = ReplayHost()
    let twin = RefreshHeader()
    twin.minimumRefreshingDuration = 0.1
    host.model.refreshHeader = twin
    host.replay(recorder.records.prefix(StoryApp.initialRecords))
    let replayed = BehaviourLog(host.model, components: [twin])
    host.model.replay(ScrollTrace(records: Array(recorder.records.dropFirst(StoryApp.initialRecords)))) { _ in
      twin.endRefreshing()
    }
    #expect(BehaviourLog.firstDifference(expected, replayed.take()) == nil)
  }
}
