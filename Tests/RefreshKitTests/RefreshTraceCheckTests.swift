import Foundation
import RefreshKitTools
import Testing

@testable import RefreshKit

/// The invariant checker the RefreshKit Check app runs on device and the trace replay runs on Linux: a good session
/// passes it; a jump, a missing hold, a leak, completions out of order, two actions for one pull or a refused
/// command fail it, each under its own invariant.
@Suite @MainActor struct RefreshTraceCheckTests {
  /// The demo's story (a pull, three flings that load, a programmatic refresh), recorded with both components
  /// observed and every end noted with its completion.
  static func goodTrace() -> ScrollTrace {
    let story = StoryApp()
    story.recorder.observe(story.header, as: "header")
    story.recorder.observe(story.footer, as: "footer")
    story.play()
    return story.recorder.trace
  }

  /// A list resting half way down, a header attached, then `body` (times from 1 s on, one record a frame).
  static func restingTrace(_ body: (inout TraceBuilder) -> Void) -> ScrollTrace {
    var builder = TraceBuilder()
    builder.add(.frame(CGRect(x: 0, y: 0, width: 375, height: 667)))
    builder.add(.contentSize(CGSize(width: 375, height: 3000)))
    builder.add(.contentInset(.zero))
    builder.add(.safeAreaInsets(Insets(top: 59, bottom: 34)))
    builder.add(.scroll(offset: CGPoint(x: 0, y: 500), isTracking: false, isDecelerating: false))
    builder.add(.tick)
    builder.time = 1
    body(&builder)
    return builder.trace
  }

  @Test func aRecordedSessionThatRefreshesAndLoadsPassesEveryInvariant() {
    let trace = Self.goodTrace()
    #expect(trace.observations.contains { $0.outcome == .refreshInset(Insets(top: 54, bottom: 44)) })
    #expect(trace.observations.contains { $0.outcome == .state(component: "header", from: .pulling, to: .refreshing) })
    #expect(trace.observations.contains { $0.outcome == .action(component: "footer", trigger: "scrolledToEnd") })
    #expect(RefreshTraceCheck.violations(in: trace) == [])
  }

  @Test func aRefreshBegunBeforeTheRecorderStartedHoldsItsEdgeFromTheStart() {
    let list = makePhoneList()
    let header = SimpleHeader()
    list.refreshHeader = header
    header.beginRefreshing()
    list.advance(by: 1)
    let recorder = ScrollTraceRecorder(recording: list)
    #expect(recorder.observations.map(\.outcome) == [.refreshInset(list.refreshInset)])
    #expect(list.refreshInset.top > 0)
    recorder.observe(header, as: "header")
    recorder.note(.state(component: "header", from: .idle, to: .refreshing))
    header.endRefreshing()
    list.advance(by: 1)
    recorder.stop()
    #expect(RefreshTraceCheck.violations(in: recorder.trace) == [])
  }

  @Test func theObservationsReadBackAsTheyWereWritten() throws {
    var trace = Self.goodTrace()
    trace.observations.append(
      ScrollTraceObservation(
        time: 30, position: trace.records.count,
        outcome: .diagnostic(kind: "refused", member: "RefreshHeader.height", reason: "not finite")))
    trace.observations.append(contentsOf: [
      ScrollTraceObservation(time: 30, position: trace.records.count, outcome: .end(component: "header", order: 1)),
      ScrollTraceObservation(
        time: 30, position: trace.records.count, outcome: .completion(component: "header", order: 1)),
      ScrollTraceObservation(time: 30, position: trace.records.count, outcome: .leak("header view")),
    ])
    let text = trace.jsonLines()
    #expect(text.contains(#"{"component":"header","event":"state","from":"idle","time":"#))
    #expect(try ScrollTrace(jsonLines: text) == trace)
  }

  @Test func contentThatMovesWithNoFingerOnItIsAJump() {
    let trace = Self.restingTrace { builder in
      builder.add(.scroll(offset: CGPoint(x: 0, y: 446), isTracking: false, isDecelerating: false))
    }
    #expect(RefreshTraceCheck.violations(in: trace).map(\.invariant) == [.jump])
  }

  @Test func contentThatAFingerOrAFlingMovesOrThatFollowsABoundIsNoJump() {
    let trace = Self.restingTrace { builder in
      builder.add(.pan(.began, velocity: .zero))
      builder.add(.scroll(offset: CGPoint(x: 0, y: 400), isTracking: true, isDecelerating: false))
      builder.add(.pan(.ended, velocity: CGPoint(x: 0, y: -300)))
      builder.add(.scroll(offset: CGPoint(x: 0, y: 350), isTracking: false, isDecelerating: true))
      builder.add(.scroll(offset: CGPoint(x: 0, y: 350), isTracking: false, isDecelerating: false))
      // The content shrinks under the viewport: the content follows the bottom bound (900 + 34 − 667) up.
      builder.add(.contentSize(CGSize(width: 375, height: 900)))
      builder.add(.scroll(offset: CGPoint(x: 0, y: 267), isTracking: false, isDecelerating: false))
    }
    #expect(RefreshTraceCheck.violations(in: trace) == [])

    let past = Self.restingTrace { builder in
      builder.add(.contentSize(CGSize(width: 375, height: 600)))
      builder.add(.scroll(offset: CGPoint(x: 0, y: -200), isTracking: false, isDecelerating: false))
    }
    #expect(RefreshTraceCheck.violations(in: past).map(\.invariant) == [.jump], "past the top bound: a jump")
  }

  @Test func aRefreshThatHoldsNothingFailsTheHold() {
    let trace = Self.restingTrace { builder in
      builder.add(.command("offset 0 -59"))
      builder.add(.scroll(offset: CGPoint(x: 0, y: -59), isTracking: false, isDecelerating: false))
      builder.add(.tick)
      builder.note(.state(component: "header", from: .idle, to: .refreshing))
      builder.note(.action(component: "header", trigger: "beginRefreshing"))
      builder.add(.tick)
      builder.note(.state(component: "header", from: .refreshing, to: .idle))
    }
    let violations = RefreshTraceCheck.violations(in: trace)
    #expect(violations.map(\.invariant) == [.hold])
    #expect(violations.first?.message.contains("without holding its edge") == true)
  }

  @Test func aHeaderBegunInPlaceUnderTheRowsMayHoldNothing() {
    let trace = Self.restingTrace { builder in
      builder.note(.state(component: "header", from: .idle, to: .refreshing))
      builder.note(.action(component: "header", trigger: "beginRefreshing"))
      builder.add(.tick)
      builder.note(.state(component: "header", from: .refreshing, to: .idle))
    }
    #expect(RefreshTraceCheck.violations(in: trace) == [], "the rows cover its edge: a hold would be a gap above them")
  }

  @Test func aHoldLeftAfterTheRefreshFailsTheHold() {
    let trace = Self.restingTrace { builder in
      builder.note(.refreshInset(Insets(top: 54)))
      builder.note(.state(component: "header", from: .idle, to: .refreshing))
      builder.add(.tick)
      builder.note(.state(component: "header", from: .refreshing, to: .idle))
      builder.note(.refreshInset(Insets(top: 0.5)))
    }
    let violations = RefreshTraceCheck.violations(in: trace)
    #expect(violations.map(\.invariant) == [.hold])
    #expect(violations.first?.message.contains("still holds 0.5 pt") == true)

    let given = Self.restingTrace { builder in
      builder.note(.refreshInset(Insets(top: 54)))
      builder.note(.state(component: "header", from: .idle, to: .refreshing))
      builder.add(.tick)
      builder.note(.state(component: "header", from: .refreshing, to: .idle))
      builder.note(.refreshInset(.zero))
    }
    #expect(RefreshTraceCheck.violations(in: given) == [])
  }

  @Test func aLeakedObjectFailsTheLeakCheck() throws {
    let leaks = RefreshLeakCheck()
    var header: RefreshHeader? = RefreshHeader()
    let kept = RefreshHeader()
    leaks.watch(try #require(header), as: "header")
    leaks.watch(kept, as: "footer")
    header = nil
    #expect(leaks.survivors == ["footer"])

    let trace = Self.restingTrace { builder in
      for name in leaks.survivors { builder.note(.leak(name)) }
    }
    let violations = RefreshTraceCheck.violations(in: trace)
    #expect(violations.map(\.invariant) == [.leaks])
    #expect(violations.first?.message == "footer was still alive after its screen went away")
    withExtendedLifetime(kept) {}
  }

  @Test func completionsOutOfOrderOrMissingFailTheCompletions() {
    let outOfOrder = Self.restingTrace { builder in
      builder.note(.end(component: "header", order: 1))
      builder.note(.end(component: "header", order: 2))
      builder.note(.completion(component: "header", order: 2))
      builder.note(.completion(component: "header", order: 1))
    }
    #expect(RefreshTraceCheck.violations(in: outOfOrder).map(\.invariant) == [.completions])

    let missing = Self.restingTrace { builder in
      builder.note(.end(component: "footer", order: 1))
    }
    #expect(
      RefreshTraceCheck.violations(in: missing).map(\.message) == ["the completion of the footer's end 1 never ran"])

    let inOrder = Self.restingTrace { builder in
      builder.note(.end(component: "header", order: 1))
      builder.note(.end(component: "header", order: 2))
      builder.note(.completion(component: "header", order: 1))
      builder.note(.completion(component: "header", order: 2))
    }
    #expect(RefreshTraceCheck.violations(in: inOrder) == [])
  }

  @Test func twoActionsForOnePullFailTheActions() {
    let trace = Self.restingTrace { builder in
      builder.note(.refreshInset(Insets(top: 54)))
      builder.note(.state(component: "header", from: .pulling, to: .refreshing))
      builder.note(.action(component: "header", trigger: "pull"))
      builder.note(.action(component: "header", trigger: "pull"))
      builder.note(.refreshInset(.zero))
      builder.note(.state(component: "header", from: .refreshing, to: .idle))
    }
    #expect(RefreshTraceCheck.violations(in: trace).map(\.invariant) == [.actions])

    let outside = Self.restingTrace { builder in
      builder.note(.action(component: "footer", trigger: "tap"))
    }
    #expect(RefreshTraceCheck.violations(in: outside).map(\.invariant) == [.actions])
  }

  @Test func aRefusedCommandOrAConflictFailsTheDiagnostics() {
    let trace = Self.restingTrace { builder in
      builder.note(.diagnostic(kind: "refused", member: "RefreshHeader.height", reason: "not finite"))
      builder.note(.diagnostic(kind: "ambiguous", member: "UIScrollView.contentInset", reason: "read as ="))
      builder.note(.diagnostic(kind: "conflict", member: "UIRefreshControl", reason: "beside a header"))
    }
    #expect(RefreshTraceCheck.violations(in: trace).map(\.invariant) == [.diagnostics, .diagnostics])
  }
}

/// Builds a trace record by record, one frame of 1/60 s after another.
struct TraceBuilder {
  var trace = ScrollTrace()
  var time: TimeInterval = 0

  mutating func add(_ event: ScrollTraceEvent) {
    trace.records.append(ScrollTraceRecord(time: time, event: event))
    if event == .tick { time += 1.0 / 60 }
  }

  mutating func note(_ outcome: ScrollTraceOutcome) {
    trace.observations.append(ScrollTraceObservation(time: time, position: trace.records.count, outcome: outcome))
  }
}
