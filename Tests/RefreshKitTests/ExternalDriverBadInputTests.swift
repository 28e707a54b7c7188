import Foundation
import RefreshKitTools
import Testing

@_spi(Testing) @testable import RefreshKit

/// Bad input to the host calls and to replay is refused through ``RefreshDiagnostics``, leaving everything as it was.
@Suite @MainActor struct ExternalDriverBadInputTests {
  /// An external list in a busy state: a header refreshing, a drag under way.
  func busyList() -> (host: ReplayHost, header: RefreshHeader) {
    let host = makeExternalList()
    let header = RefreshHeader()
    host.model.refreshHeader = header
    hostPulls(host.model, through: [-30, -60, -90])
    host.model.hostPanStateDidChange(.began, velocity: .zero)
    host.model.hostDidScroll(to: CGPoint(x: 0, y: -80), isTracking: true, isDecelerating: false)
    return (host, header)
  }

  /// Expects `change` to be refused once, naming `member`, and to change nothing observable.
  func expectRefused(
    _ member: String, in fixture: (host: ReplayHost, header: RefreshHeader), _ change: () -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let model = fixture.host.model
    let before = ScrollModelSnapshot(model)
    let state = (fixture.header.state, fixture.header.showProgress, fixture.header.actionCount)
    let log = EventLog(model)
    let (_, diagnostics) = RefreshDiagnostics.collect(change)
    #expect(diagnostics.map(\.member) == [member], sourceLocation: sourceLocation)
    #expect(ScrollModelSnapshot(model) == before, sourceLocation: sourceLocation)
    #expect(model.panVelocity == CGPoint(x: 0, y: 0), sourceLocation: sourceLocation)
    let header = fixture.header
    #expect(
      header.state == state.0 && header.showProgress == state.1 && header.actionCount == state.2,
      sourceLocation: sourceLocation)
    #expect(log.take().isEmpty, sourceLocation: sourceLocation)
  }

  @Test(arguments: BadInputValues.signed)
  func aNonFiniteOffsetFromTheHostIsRefused(bad: BadInputValue) {
    let fixture = busyList()
    expectRefused("ScrollModel.hostDidScroll(to:isTracking:isDecelerating:)", in: fixture) {
      fixture.host.model.hostDidScroll(to: CGPoint(x: 0, y: bad.value), isTracking: true, isDecelerating: false)
    }
    expectRefused("ScrollModel.hostDidScroll(to:isTracking:isDecelerating:)", in: fixture) {
      fixture.host.model.hostDidScroll(to: CGPoint(x: bad.value, y: 0), isTracking: false, isDecelerating: true)
    }
  }

  @Test(arguments: BadInputValues.signed)
  func aNonFiniteVelocityFromThePanGestureIsRefused(bad: BadInputValue) {
    let fixture = busyList()
    expectRefused("ScrollModel.hostPanStateDidChange(_:velocity:)", in: fixture) {
      fixture.host.model.hostPanStateDidChange(.ended, velocity: CGPoint(x: 0, y: bad.value))
    }
    #expect(fixture.host.model.isDragging, "the finger is still down")
  }

  @Test func panStatesNoGestureRecogniserSendsAreRefused() {
    let fixture = busyList()
    let model = fixture.host.model
    let member = "ScrollModel.hostPanStateDidChange(_:velocity:)"
    // Dragging: a second begin, or a reset, cannot come before the gesture ends.
    expectRefused(member, in: fixture) { model.hostPanStateDidChange(.began, velocity: .zero) }
    expectRefused(member, in: fixture) { model.hostPanStateDidChange(.possible, velocity: .zero) }
    model.hostPanStateDidChange(.ended, velocity: .zero)
    // Ended: nothing but a new gesture (or a reset) may follow.
    expectRefused(member, in: fixture) { model.hostPanStateDidChange(.changed, velocity: .zero) }
    expectRefused(member, in: fixture) { model.hostPanStateDidChange(.ended, velocity: .zero) }
    expectRefused(member, in: fixture) { model.hostPanStateDidChange(.cancelled, velocity: .zero) }
    #expect(fixture.header.state == .refreshing)
  }

  @Test func aChangedWithoutABeganNeverArmsTheHeader() {
    let host = makeExternalList()
    let header = RefreshHeader()
    host.model.refreshHeader = header
    let (_, diagnostics) = RefreshDiagnostics.collect {
      host.model.hostPanStateDidChange(.changed, velocity: .zero)
      host.model.hostDidScroll(to: CGPoint(x: 0, y: -150), isTracking: true, isDecelerating: false)
      host.model.hostPanStateDidChange(.ended, velocity: .zero)
    }
    #expect(diagnostics.count == 2, "the change and the end, without a gesture that began")
    #expect(header.state == .idle)
    #expect(header.actionCount == 0)
  }

  @Test func hostCallsAreRefusedWhileTheModelSimulates() {
    let list = makePhoneList()
    let before = ScrollModelSnapshot(list)
    let (_, diagnostics) = RefreshDiagnostics.collect {
      list.hostDidScroll(to: CGPoint(x: 0, y: 100), isTracking: true, isDecelerating: false)
      list.hostPanStateDidChange(.began, velocity: .zero)
    }
    #expect(
      diagnostics.map(\.member) == [
        "ScrollModel.hostDidScroll(to:isTracking:isDecelerating:)", "ScrollModel.hostPanStateDidChange(_:velocity:)",
      ])
    #expect(diagnostics.allSatisfy { $0.reason.contains("simulated") })
    #expect(ScrollModelSnapshot(list) == before)
  }

  @Test func aTraceReplayedIntoASimulatingListIsRefusedRecordByRecordAndChangesNothing() {
    let list = makePhoneList()
    let before = ScrollModelSnapshot(list)
    let events: [ScrollTraceEvent] = [
      .frame(CGRect(x: 0, y: 0, width: 320, height: 480)), .contentSize(CGSize(width: 320, height: 900)),
      .contentInset(Insets(top: 10)), .safeAreaInsets(Insets(top: 20)), .tick, .command("begin header"),
    ]
    var commands: [String] = []
    let (_, diagnostics) = RefreshDiagnostics.collect {
      list.replay(ScrollTrace(records: events.map { ScrollTraceRecord(time: 1, event: $0) })) { commands.append($0) }
    }
    #expect(diagnostics.count == events.count)
    #expect(diagnostics.allSatisfy { $0.member == "ScrollModel.replay(_:)" && $0.reason.contains("simulated") })
    #expect(commands.isEmpty, "the app is not asked to redo what the trace did")
    #expect(ScrollModelSnapshot(list) == before)
  }

  @Test func theSimulatedFingerIsRefusedWhileTheHostDrives() {
    let fixture = busyList()
    let model = fixture.host.model
    expectRefused("ScrollModel.beginDrag()", in: fixture) { model.beginDrag() }
    expectRefused("ScrollModel.drag(by:)", in: fixture) { model.drag(by: CGPoint(x: 0, y: 10)) }
    expectRefused("ScrollModel.endDrag(velocity:)", in: fixture) { model.endDrag() }
    expectRefused("ScrollModel.cancelDrag()", in: fixture) { model.cancelDrag() }
  }

  @Test func aScrollRequestWithANonFiniteOffsetNeverReachesTheHost() {
    let host = makeExternalList()
    let (_, diagnostics) = RefreshDiagnostics.collect {
      host.model.setContentOffset(CGPoint(x: 0, y: CGFloat.nan), animated: true)
      host.model.contentOffset = CGPoint(x: CGFloat.infinity, y: 0)
    }
    #expect(diagnostics.count == 2)
    #expect(host.scrollRequests.isEmpty)
  }

  // MARK: - Replay

  @Test func replayIsRefusedWhileTheModelSimulates() {
    let list = makePhoneList()
    let before = ScrollModelSnapshot(list)
    let record = ScrollTraceRecord(
      time: 1, event: .scroll(offset: CGPoint(x: 0, y: 50), isTracking: false, isDecelerating: false))
    let (_, diagnostics) = RefreshDiagnostics.collect { list.replay(record) }
    #expect(diagnostics.map(\.member) == ["ScrollModel.replay(_:)"])
    #expect(ScrollModelSnapshot(list) == before)
  }

  @Test func aRecordFromBeforeTheClockOrAtNoTimeIsRefused() {
    let host = makeExternalList()
    let model = host.model
    model.advance(by: 2)
    let before = ScrollModelSnapshot(model)
    let (_, diagnostics) = RefreshDiagnostics.collect {
      for time in [1, .nan, .infinity, -1] as [TimeInterval] {
        model.replay(
          ScrollTraceRecord(
            time: time, event: .scroll(offset: CGPoint(x: 0, y: 50), isTracking: false, isDecelerating: false)))
      }
    }
    #expect(diagnostics.count == 4)
    #expect(diagnostics.allSatisfy { $0.member == "ScrollModel.replay(_:)" })
    #expect(ScrollModelSnapshot(model) == before)
  }

  @Test func aRecordAtTheClockOrWithinItsRoundingBeforeItIsReplayed() {
    // Times summed frame by frame round: a record a rounding step before the clock is the clock's own time.
    let host = makeExternalList()
    let model = host.model
    model.advance(by: 2)
    let (_, diagnostics) = RefreshDiagnostics.collect {
      model.replay(
        ScrollTraceRecord(
          time: 2 - ScrollModel.timeTolerance,
          event: .scroll(offset: CGPoint(x: 0, y: 50), isTracking: false, isDecelerating: false)))
      model.replay(
        ScrollTraceRecord(
          time: 2, event: .scroll(offset: CGPoint(x: 0, y: 60), isTracking: false, isDecelerating: false)))
    }
    #expect(diagnostics.isEmpty)
    #expect(model.contentOffset == CGPoint(x: 0, y: 60))
    #expect(model.now == 2, "the clock never goes back")
  }

  @Test func aRecordWithBadValuesIsRefusedByTheCallItBecomes() {
    let host = makeExternalList()
    let model = host.model
    let before = ScrollModelSnapshot(model)
    let records: [ScrollTraceEvent] = [
      .scroll(offset: CGPoint(x: 0, y: CGFloat.nan), isTracking: true, isDecelerating: false),
      .pan(.changed, velocity: .zero),
      .contentSize(CGSize(width: -1, height: 10)),
      .contentInset(Insets(top: .infinity)),
    ]
    let (_, diagnostics) = RefreshDiagnostics.collect {
      for event in records { model.replay(ScrollTraceRecord(time: 0, event: event)) }
    }
    #expect(
      diagnostics.map(\.member) == [
        "ScrollModel.hostDidScroll(to:isTracking:isDecelerating:)", "ScrollModel.hostPanStateDidChange(_:velocity:)",
        "ScrollModel.contentSize", "ScrollModel.contentInset",
      ])
    #expect(ScrollModelSnapshot(model) == before)
  }

  @Test func aLineThatIsNotARecordNamesItsLine() {
    let cases: [(String, Int, String)] = [
      ("{\"event\":\"tick\",\"time\":0}\nnot json\n", 2, "not a trace record"),
      ("\n{\"event\":\"scroll\",\"time\":0,\"x\":0}\n", 2, "needs \"y\""),
      ("{\"event\":\"wiggle\",\"time\":0}", 1, "unknown event \"wiggle\""),
      ("{\"event\":\"pan\",\"time\":0,\"state\":\"failed\",\"vx\":0,\"vy\":0}", 1, "unknown pan state \"failed\""),
      ("{\"event\":\"tick\"}", 1, "not a trace record"),
    ]
    for (text, line, message) in cases {
      do {
        _ = try ScrollTrace(jsonLines: text)
        Issue.record("\(text) was read")
      } catch {
        #expect(error.line == line, "\(text)")
        #expect(error.message.contains(message), "\(error)")
      }
    }
  }
}
