import Foundation
import RefreshKitTools
import Testing

@testable import RefreshKit

/// Random sessions recorded on a simulated model and replayed into a model with an external driver: the same
/// components make the same transitions, action calls, progress and insets, event for event.
@Suite @MainActor struct RandomReplayTests {
  /// How many sequences to run: `REFRESHKIT_REPLAY_SEQUENCES`, or 200.
  static var sequenceCount: Int {
    ProcessInfo.processInfo.environment["REFRESHKIT_REPLAY_SEQUENCES"].flatMap(Int.init) ?? 200
  }

  @Test func aRandomSessionReplayedFromItsTraceBehavesTheSameFrameForFrame() async {
    var failures = 0
    for index in 0..<Self.sequenceCount {
      // The main actor is shared by every suite: let the others' async steps run between sessions.
      if index % 10 == 0 { await Task.yield() }
      let seed = UInt64(index) &* 0x9E37_79B9_7F4A_7C15 &+ 5
      if let failure = RandomReplay.run(seed: seed, length: 300) {
        failures += 1
        Issue.record(Comment(rawValue: failure))
        if failures >= 3 { break }
      }
    }
    #expect(failures == 0)
  }

  @Test func aRandomSessionsTraceSurvivesJSONLinesExactly() throws {
    for seed in [3, 8, 21] as [UInt64] {
      let session = RandomSession(seed: seed)
      let recorder = ScrollTraceRecorder(recording: session.list)
      for _ in 0..<300 { session.step() }
      recorder.stop()
      let text = recorder.trace.jsonLines()
      let read = try ScrollTrace(jsonLines: text)
      #expect(read == recorder.trace, "seed \(seed): every number survives the round trip exactly")
      #expect(read.jsonLines() == text)
      // Only host input and the clock: the app's commands are the app's to note.
      #expect(!read.records.contains { if case .command = $0.event { true } else { false } })
    }
  }
}

/// One random session (``RandomSession``'s events) recorded and replayed step by step into a twin: a model with an
/// external driver and the same four components, given the session's app commands and the trace's host input.
@MainActor final class RandomReplay {
  let session: RandomSession
  let recorder: ScrollTraceRecorder
  let host = ReplayHost()
  let header = RefreshHeader()
  let autoFooter = AutoRefreshFooter()
  let backFooter = BackRefreshFooter()
  let trailer = RefreshTrailer()
  let simulatedLog: BehaviourLog
  let replayedLog: BehaviourLog
  var replayed = 0

  var components: [RefreshComponent] { [header, autoFooter, backFooter, trailer] }

  init(seed: UInt64) {
    let session = RandomSession(seed: seed)
    let twins: [RefreshComponent] = [header, autoFooter, backFooter, trailer]
    for (twin, original) in zip(twins, session.components) {
      twin.resultDisplayDuration = original.resultDisplayDuration
    }
    self.session = session
    // The session listens as VoiceOver does: components post announcements (and send them as events) only then.
    host.model.accessibilityAnnouncementHandler = { _ in }
    recorder = ScrollTraceRecorder(recording: session.list)
    simulatedLog = BehaviourLog(session.list, components: session.components)
    host.replay(recorder.records)
    replayedLog = BehaviourLog(host.model, components: twins)
    replayed = recorder.records.count
  }

  /// Runs `length` random events; returns a report of the first difference, or nil.
  static func run(seed: UInt64, length: Int) -> String? {
    let replay = RandomReplay(seed: seed)
    for step in 0..<length {
      let lines = replay.session.script.count
      replay.session.step()
      for line in replay.session.script[lines...] {
        if let problem = replay.follow(line) { return replay.report(seed: seed, step: step, problem) }
      }
      if let difference = replay.compare() ?? replay.compareHostState() {
        return replay.report(seed: seed, step: step, difference)
      }
    }
    replay.teardown()
    if let difference = replay.compare() { return replay.report(seed: seed, step: length, difference) }
    return nil
  }

  func report(seed: UInt64, step: Int, _ problem: String) -> String {
    "seed \(seed), step \(step) (\(session.script.last ?? "")): the replay differs:\n\(problem)\n"
      + "script:\n\(session.script.suffix(12).joined(separator: "\n"))"
  }

  /// Gives the twin what the session did for `line`: the trace's new records, or the same app command.
  func follow(_ line: String) -> String? {
    let fresh = recorder.records[replayed...]
    replayed = recorder.records.count
    let words = line.split(separator: " ").map(String.init)
    guard let verb = words.first else { return nil }
    switch verb {
    case "drag", "release", "cancel", "wait", "offset", "inset", "safe-area", "content-height", "frame":
      host.replay(fresh)
      return nil
    default:
      guard fresh.isEmpty else { return "the app command '\(line)' recorded host input: \(Array(fresh))" }
      perform(verb, words.dropFirst().first, words.dropFirst(2).first)
      return nil
    }
  }

  func component(_ name: String?) -> RefreshComponent {
    switch name {
    case "header": header
    case "trailer": trailer
    case "footer-back": backFooter
    default: autoFooter
    }
  }

  func perform(_ verb: String, _ target: String?, _ kind: String?) {
    let model = host.model
    switch verb {
    case "begin": component(target).beginRefreshing()
    case "end": component(target).endRefreshing()
    case "no-more-data": model.refreshFooter?.endRefreshingWithNoMoreData()
    case "reset-no-more-data": model.refreshFooter?.resetNoMoreData()
    case "tap": (model.refreshFooter as? AutoRefreshFooter)?.tap()
    case "hide": component(target).isHidden = true
    case "show": component(target).isHidden = false
    case "voiceover":
      let direction = AccessibilityScrollDirection.allCases.first { "\($0)" == target }
      if let direction { model.accessibilityScroll(direction) } else { Issue.record("no direction in '\(verb)'") }
    case "attach":
      switch (target, kind) {
      case ("header", _): model.refreshHeader = header
      case ("trailer", _): model.refreshTrailer = trailer
      case ("footer", "back"): model.refreshFooter = backFooter
      default: model.refreshFooter = autoFooter
      }
    case "detach":
      switch target {
      case "header": model.refreshHeader = nil
      case "trailer": model.refreshTrailer = nil
      default: model.refreshFooter = nil
      }
    default:
      Issue.record("no twin for the app command '\(verb)'")
    }
  }

  /// Nil if both logs agree since the last call, else where they first differ.
  func compare() -> String? {
    BehaviourLog.firstDifference(simulatedLog.take(), replayedLog.take())
  }

  /// Nil if the twin reads what the simulated model reads: the offset and the finger always, and after a `wait`
  /// that let time pass (it ends on a frame) whether the content decelerates.
  func compareHostState() -> String? {
    let list = session.list
    let twin = host.model
    guard list.contentOffset == twin.contentOffset, list.panState == twin.panState else {
      return "offset \(list.contentOffset) \(list.panState), replayed \(twin.contentOffset) \(twin.panState)"
    }
    let waited = session.script.last.map { $0.hasPrefix("wait") && $0 != "wait 0.0" } ?? false
    if waited, list.isDecelerating != twin.isDecelerating {
      return "isDecelerating \(list.isDecelerating), replayed \(twin.isDecelerating)"
    }
    return nil
  }

  /// Ends as ``RandomSession/teardown()`` does, one step at a time on both models.
  func teardown() {
    let list = session.list
    if list.isDragging { list.endDrag() }
    host.replay(recorder.records[replayed...])
    replayed = recorder.records.count
    list.refreshHeader = nil
    list.refreshFooter = nil
    list.refreshTrailer = nil
    host.model.refreshHeader = nil
    host.model.refreshFooter = nil
    host.model.refreshTrailer = nil
    list.advance(by: 10)
    host.replay(recorder.records[replayed...])
    replayed = recorder.records.count
  }
}
