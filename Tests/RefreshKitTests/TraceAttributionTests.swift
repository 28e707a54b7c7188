import Foundation
import RefreshKitTools
import Testing

@_spi(Testing) @testable import RefreshKit

// Trace recording: which of the model's moves a recorded trace gives to the user. A simulated model knows whether each
// offset change is the user's (a drag, or the motion after a release); a trace carries only what a scroll view
// reports (`isTracking`, `isDecelerating`, the pan gesture), and a replay decides from those. For every combination of
// tracking, decelerating and a release (one that ended, was cancelled, was overtaken by the app or by a new drag, or
// never happened) the replay must give the user exactly the moves the simulation gave them, frame for frame, so that
// components arm, load and hold the same.

/// The offset changes of one model, each with whether the model delivered it as the user's.
@MainActor final class AttributionLog {
  struct Move: Equatable, CustomStringConvertible {
    var time: TimeInterval
    var offset: CGPoint
    var isUsers: Bool
    /// What the session was doing (simulated side only; empty in a replay).
    var phase: String
    /// Whether the model was still moving by itself after the move (simulated side only).
    var stillMoving = false

    var description: String { "\(phase) \(time) \(offset) \(isUsers ? "user" : "not the user's")" }

    /// The move without its phase, as a replay sees it.
    var seen: Move { Move(time: time, offset: offset, isUsers: isUsers, phase: "", stillMoving: false) }
  }

  private(set) var moves: [Move] = []
  /// The name of what the session does now, and whether the moves it makes are the user's.
  var phase = ""
  private(set) var userPhases: Set<String> = []
  private(set) var releasePhases: Set<String> = []
  private var token: ScrollObservation?

  init(_ model: ScrollModel) {
    token = model.observe { [unowned self, unowned model] event in
      guard case .contentOffset(_, let new) = event else { return }
      moves.append(
        Move(
          time: model.now, offset: new, isUsers: model.offsetChangeIsFromUser, phase: phase,
          stillMoving: model.isDecelerating))
    }
  }

  /// Names what the session does from now on, and whether its moves are the user's; a `release` phase is the motion
  /// after a release, whose frame that brings the content to rest this log does not judge.
  func enter(_ phase: String, user: Bool, release: Bool = false) {
    self.phase = phase
    if user { userPhases.insert(phase) }
    if release { releasePhases.insert(phase) }
  }

  /// The moves whose attribution is not what their phase says, as text.
  var misattributed: [String] {
    moves.filter { move in
      if releasePhases.contains(move.phase), !move.stillMoving { return false }
      return move.isUsers != userPhases.contains(move.phase)
    }.map(\.description)
  }
}

/// One session on a simulated list with a header and an auto footer, named by what the user and the app do.
struct AttributionScenario: Sendable, CustomTestStringConvertible {
  var name: String
  /// Runs before the recorder starts.
  var prelude: @MainActor @Sendable (ScrollModel, AttributionLog) -> Void = { _, _ in }
  var session: @MainActor @Sendable (ScrollModel, AttributionLog) -> Void

  var testDescription: String { name }

  /// Frames of 1/60 s, as a display link gives them.
  @MainActor static func wait(_ list: ScrollModel, _ seconds: TimeInterval) {
    advance(list, by: seconds, inStepsOf: 1.0 / 60)
  }

  /// The finger moves the content by `dy` (positive: towards the end) in `steps` frames.
  @MainActor static func drag(_ list: ScrollModel, by dy: CGFloat, steps: Int = 4) {
    if !list.isDragging { list.beginDrag() }
    for _ in 0..<steps {
      list.drag(by: CGPoint(x: 0, y: -dy / CGFloat(steps)))
      wait(list, 1.0 / 60)
    }
  }

  static let all: [AttributionScenario] = [
    AttributionScenario(name: "a drag and the fling after it") { list, log in
      log.enter("drag", user: true)
      drag(list, by: 200)
      log.enter("fling", user: true, release: true)
      list.endDrag(velocity: CGPoint(x: 0, y: -1500))
      wait(list, 2)
    },
    AttributionScenario(name: "a fling caught by a new drag, released without speed") { list, log in
      log.enter("first drag", user: true)
      drag(list, by: 100)
      log.enter("fling", user: true, release: true)
      list.endDrag(velocity: CGPoint(x: 0, y: -2500))
      wait(list, 0.2)
      log.enter("second drag", user: true)
      drag(list, by: -50)
      list.endDrag()
      wait(list, 1)
    },
    AttributionScenario(name: "a release past the top springs back as the user's") { list, log in
      log.enter("pull", user: true)
      drag(list, by: -30)
      log.enter("spring back", user: true, release: true)
      list.endDrag()
      wait(list, 1)
    },
    AttributionScenario(name: "a cancelled drag past the top settles as the system's") { list, log in
      log.enter("pull", user: true)
      drag(list, by: -90)
      log.enter("settle", user: false)
      list.cancelDrag()
      wait(list, 1)
    },
    AttributionScenario(name: "the app scrolls after a release that started no motion") { list, log in
      log.enter("drag", user: true)
      drag(list, by: 300)
      list.endDrag()
      wait(list, 0.1)
      log.enter("app", user: false)
      list.contentOffset = CGPoint(x: 0, y: 500)
      wait(list, 0.2)
      list.contentOffset = CGPoint(x: 0, y: -40)
      wait(list, 1)
    },
    AttributionScenario(name: "the app sets an offset past the top during the user's fling") { list, log in
      log.enter("drag", user: true)
      drag(list, by: 100)
      log.enter("fling", user: true, release: true)
      list.endDrag(velocity: CGPoint(x: 0, y: -2000))
      wait(list, 0.2)
      log.enter("app and its settle", user: false)
      list.contentOffset = CGPoint(x: 0, y: -40)
      wait(list, 1)
    },
    AttributionScenario(name: "the app stops the user's fling where it is and the content shrinks under it") {
      list, log in
      log.enter("drag", user: true)
      drag(list, by: 100)
      log.enter("fling", user: true, release: true)
      list.endDrag(velocity: CGPoint(x: 0, y: -2000))
      wait(list, 0.2)
      log.enter("system's settle", user: false)
      // No offset change says that the fling stopped: the settle's first frame must say it.
      list.contentOffset = list.contentOffset
      list.contentSize.height = 900
      wait(list, 1)
    },
    AttributionScenario(name: "the app scrolls with animation during the user's fling") { list, log in
      log.enter("drag", user: true)
      drag(list, by: 100)
      log.enter("fling", user: true, release: true)
      list.endDrag(velocity: CGPoint(x: 0, y: -2000))
      wait(list, 0.1)
      log.enter("app", user: false)
      list.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
      wait(list, 1)
    },
    AttributionScenario(name: "the app sets an offset while the finger is down") { list, log in
      log.enter("drag", user: true)
      drag(list, by: 200)
      log.enter("app", user: false)
      list.contentOffset = CGPoint(x: 0, y: 100)
      wait(list, 1.0 / 60)
      log.enter("more drag", user: true)
      drag(list, by: 100)
      log.enter("fling", user: true, release: true)
      list.endDrag(velocity: CGPoint(x: 0, y: -800))
      wait(list, 1.5)
    },
    AttributionScenario(name: "the content shrinks under a list the user left at rest") { list, log in
      log.enter("drag", user: true)
      drag(list, by: 1300)
      list.endDrag()
      wait(list, 0.1)
      log.enter("settle", user: false)
      list.contentSize.height = 1000
      wait(list, 1)
    },
    AttributionScenario(name: "the app sets an offset past the top of a list nobody touched") { list, log in
      log.enter("settle", user: false)
      list.contentOffset = CGPoint(x: 0, y: -60)
      wait(list, 1)
      log.enter("drag", user: true)
      drag(list, by: 50)
      log.enter("fling", user: true, release: true)
      list.endDrag(velocity: CGPoint(x: 0, y: -600))
      wait(list, 1)
    },
    AttributionScenario(
      name: "the recorder starts while a finger is down",
      prelude: { list, log in
        log.enter("drag before recording", user: true)
        drag(list, by: 40)
      },
      session: { list, log in
        log.enter("drag", user: true)
        drag(list, by: 200)
        log.enter("fling", user: true, release: true)
        list.endDrag(velocity: CGPoint(x: 0, y: -1200))
        wait(list, 1.5)
      }),
  ]
}

@Suite @MainActor struct TraceAttributionTests {
  /// The list of the scenarios: 2000 points of content with a header and an auto footer that load and never end.
  static func makeComponents() -> (RefreshHeader, AutoRefreshFooter) {
    let header = RefreshHeader()
    isolate(header)
    return (header, AutoRefreshFooter())
  }

  @Test(arguments: AttributionScenario.all)
  func aReplayGivesTheUserExactlyTheMovesTheSimulationGaveThem(_ scenario: AttributionScenario) throws {
    let list = makePhoneList()
    let (header, footer) = Self.makeComponents()
    list.refreshHeader = header
    list.refreshFooter = footer
    let log = AttributionLog(list)
    scenario.prelude(list, log)
    let recorder = ScrollTraceRecorder(recording: list)
    let initialRecords = recorder.records.count
    let behaviour = BehaviourLog(list, components: [header, footer])
    let movesBefore = log.moves.count
    scenario.session(list, log)
    recorder.stop()
    #expect(log.misattributed.isEmpty, "the simulation itself: \(log.misattributed)")
    let simulated = Array(log.moves.dropFirst(movesBefore))
    #expect(simulated.contains { $0.isUsers }, "the session has moves of the user's")

    let trace = try ScrollTrace(jsonLines: recorder.trace.jsonLines())
    let host = ReplayHost()
    host.replay(trace.records.prefix(initialRecords))
    let (twinHeader, twinFooter) = Self.makeComponents()
    host.model.refreshHeader = twinHeader
    host.model.refreshFooter = twinFooter
    let replayedBehaviour = BehaviourLog(host.model, components: [twinHeader, twinFooter])
    let replayed = AttributionLog(host.model)
    host.replay(trace.records.dropFirst(initialRecords))

    let seen = replayed.moves.map(\.seen)
    #expect(seen.count == simulated.count, "the replay delivers as many moves")
    if let first = zip(simulated, seen).first(where: { $0.0.seen != $0.1 }) {
      Issue.record("first difference: simulated \(first.0), replayed \(first.1)")
    }
    #expect(BehaviourLog.firstDifference(behaviour.take(), replayedBehaviour.take()) == nil)
    #expect(twinHeader.actionCount == header.actionCount)
    #expect(twinFooter.actionCount == footer.actionCount)
  }

  @Test func theSystemsSettleAfterTheAppMovedAFlingIsRecordedOneReportAFrameAsAScrollViewMakesThem() {
    let list = makePhoneList()
    let recorder = ScrollTraceRecorder(recording: list)
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: -100))
    list.endDrag(velocity: CGPoint(x: 0, y: -2000))
    advance(list, by: 0.2, inStepsOf: 1.0 / 60)
    list.contentOffset = CGPoint(x: 0, y: -40)
    let appMoved = recorder.records.count
    #expect(
      recorder.records.last?.event == .scroll(offset: CGPoint(x: 0, y: -40), isTracking: false, isDecelerating: false),
      "the app's offset ends the fling")
    advance(list, by: 1, inStepsOf: 1.0 / 60)
    recorder.stop()
    #expect(list.contentOffset.y == 0)
    var frames = 0
    var reports = 0
    for record in recorder.records.dropFirst(appMoved) {
      switch record.event {
      case .tick:
        frames += 1
        reports = 0
      case .scroll(let offset, let isTracking, let isDecelerating):
        reports += 1
        #expect(reports == 1, "one report in the frame ending at \(record.time)")
        #expect(!isTracking)
        #expect(isDecelerating || offset.y == 0, "the settle decelerates until it rests at \(offset)")
      default:
        Issue.record("nothing but the settle's frames: \(record)")
      }
    }
    #expect(frames > 30)
  }

  // MARK: - What the user sees of it

  @Test func aFlingTheUserReleasedIntoTheEndLoadsTheFooterInTheReplayOnTheSameFrame() throws {
    let list = makePhoneList()
    let footer = AutoRefreshFooter()
    list.refreshFooter = footer
    let recorder = ScrollTraceRecorder(recording: list)
    list.contentOffset = CGPoint(x: 0, y: 1000)
    list.beginDrag()
    list.endDrag(velocity: CGPoint(x: 0, y: -3000))
    var loadedAt: TimeInterval?
    footer.refreshingAction = { loadedAt = list.now }
    advance(list, by: 1, inStepsOf: 1.0 / 60)
    recorder.stop()
    let simulatedLoad = try #require(loadedAt, "the fling loaded the footer")

    let host = ReplayHost()
    let twin = AutoRefreshFooter()
    var replayedLoad: TimeInterval?
    twin.refreshingAction = { replayedLoad = host.model.now }
    host.model.refreshFooter = twin
    host.replay(recorder.records)
    #expect(replayedLoad == simulatedLoad)
    #expect(twin.actionCount == 1)
    #expect(twin.refreshTrigger == .scrolledToEnd)
  }

  @Test func theSystemsSettleAfterTheAppStoppedAFlingNeverGrowsARefreshingHeadersHoldInTheReplay() throws {
    // The header refreshes and the user scrolls its hold away; the app then puts the content 40 points past the
    // top in the middle of the user's fling. The settle back is the system's: the hold stays at 0.
    let list = makePhoneList()
    let header = RefreshHeader()
    isolate(header)
    list.refreshHeader = header
    header.beginRefreshing()
    list.advance(by: 1)
    #expect(list.refreshInset.top == 54)
    let recorder = ScrollTraceRecorder(recording: list)
    let initialRecords = recorder.records.count
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: -200))
    list.endDrag(velocity: CGPoint(x: 0, y: -1000))
    list.advance(by: 0.1)
    #expect(list.refreshInset.top == 0, "the user scrolled the hold away")
    list.contentOffset = CGPoint(x: 0, y: -40)
    list.advance(by: 1)
    recorder.stop()
    #expect(list.refreshInset.top == 0)
    #expect(list.contentOffset.y == 0)

    let host = ReplayHost()
    let twin = RefreshHeader()
    isolate(twin)
    host.replay(recorder.records.prefix(initialRecords))
    host.model.refreshHeader = twin
    twin.beginRefreshing()
    #expect(host.model.refreshInset.top == 54)
    var holds: [CGFloat] = []
    let token = host.model.observe { _ in holds.append(host.model.refreshInset.top) }
    host.replay(recorder.records.dropFirst(initialRecords))
    #expect(host.model.refreshInset.top == 0)
    #expect(holds.max() == 54, "the hold only shrank")
    #expect(holds.suffix(from: holds.firstIndex(of: 0) ?? 0).allSatisfy { $0 == 0 }, "and never came back")
    token.cancel()
  }
}
