import Foundation
@_spi(Recording) import RefreshKit

extension ScrollModel {
  // MARK: - Replay

  /// Plays `trace` into this model, which must have an ``ScrollDriver/external`` driver, record by record.
  ///
  /// See ``replay(_:)`` for what each record does. `command` records go to `command`, at their place in the trace,
  /// for the app to do what it did then (end a refresh, attach a footer).
  ///
  /// - Parameters:
  ///   - trace: The trace to play.
  ///   - command: Called with the text of each `command` record.
  public func replay(_ trace: ScrollTrace, command: (String) -> Void = { _ in }) {
    for record in trace.records {
      if case .command(let text) = record.event {
        if moveClockForReplay(to: record.time, member: "ScrollModel.replay(_:)") { command(text) }
      } else {
        replay(record)
      }
    }
  }

  /// Plays one record of a ``ScrollTrace`` into this model, which must have an ``ScrollDriver/external`` driver.
  ///
  /// The clock first moves to the record's time without running timers, as the simulated model moves it before each
  /// frame's motion; a `tick` then runs the timers due, as each frame of ``advance(by:)`` does after its motion. Host
  /// records become the host calls (``hostDidScroll(to:isTracking:isDecelerating:)``,
  /// ``hostPanStateDidChange(_:velocity:)``) and geometry records set the property; a `command` record does nothing
  /// here (see ``replay(_:command:)``). The host calls check their input as usual.
  ///
  /// Refused, changing nothing: any record in simulated mode, and a record whose time is not finite or is earlier
  /// than ``now``.
  ///
  /// - Parameter record: The record to play.
  public func replay(_ record: ScrollTraceRecord) {
    guard moveClockForReplay(to: record.time, member: "ScrollModel.replay(_:)") else { return }
    switch record.event {
    case .scroll(let offset, let isTracking, let isDecelerating):
      hostDidScroll(to: offset, isTracking: isTracking, isDecelerating: isDecelerating)
    case .pan(let state, let velocity):
      hostPanStateDidChange(state, velocity: velocity)
    case .contentSize(let size):
      contentSize = size
    case .frame(let rect):
      frame = rect
    case .contentInset(let insets):
      contentInset = insets
    case .safeAreaInsets(let insets):
      safeAreaInsets = insets
    case .tick:
      runTimersForReplay()
    case .command:
      break
    }
  }
}
