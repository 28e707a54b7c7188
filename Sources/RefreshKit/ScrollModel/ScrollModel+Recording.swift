import Foundation

/// Hears a ``ScrollModel``'s input as it arrives: what its host reports, what the model emits, and each frame's end.
///
/// The seam for a session recorder, such as the demo's trace recorder (`refreshkit-demo --record-trace`): an app
/// never needs it, so it is SPI (`@_spi(Recording) import RefreshKit`) and the recorder itself lives outside the
/// library, in what links it. A model without recorders pays one empty check per event.
@_spi(Recording) @MainActor public protocol ScrollInputRecorder: AnyObject {
  /// The host reported a scroll (``ScrollModel/hostDidScroll(to:isTracking:isDecelerating:)``, ``ScrollDriver/external``
  /// driver only), before it takes effect.
  func scrollModel(_ model: ScrollModel, hostDidScrollTo offset: CGPoint, isTracking: Bool, isDecelerating: Bool)

  /// The host reported a change of its pan gesture (``ScrollModel/hostPanStateDidChange(_:velocity:)``,
  /// ``ScrollDriver/external`` driver only), before it takes effect.
  func scrollModel(_ model: ScrollModel, hostPanStateDidChange state: PanState, velocity: CGPoint)

  /// The model is about to deliver `event`; `fromUser` says whether a finger caused it.
  func scrollModel(_ model: ScrollModel, willEmit event: ScrollEvent, fromUser: Bool)

  /// A frame of the clock ended at `time`: called before the model's attachments run the frame's timers.
  func scrollModel(_ model: ScrollModel, willRunTimersAt time: TimeInterval)
}

extension ScrollModel {
  // MARK: - Recording (SPI)

  /// Starts reporting this model's input to `recorder`, after the recorders already started; the model keeps it
  /// until ``stopRecording(_:)``. Starting one twice does nothing.
  @_spi(Recording) public func startRecording(_ recorder: any ScrollInputRecorder) {
    guard !isRecording(with: recorder) else { return }
    cell.value.driverState.traceRecorders.append(recorder)
  }

  /// Stops reporting to `recorder`; a recorder that was not started is ignored.
  @_spi(Recording) public func stopRecording(_ recorder: any ScrollInputRecorder) {
    guard let index = recorderIndex(of: recorder) else { return }
    cell.value.driverState.traceRecorders.remove(at: index)
  }

  /// Whether the model reports to `recorder`.
  @_spi(Recording) public func isRecording(with recorder: any ScrollInputRecorder) -> Bool {
    recorderIndex(of: recorder) != nil
  }

  /// Where `recorder` is among the started recorders (each is there once). A loop, not `firstIndex(where:)` or
  /// `removeAll(where:)`: a closure made on the main actor checks its executor on each call, and each is specialized.
  private func recorderIndex(of recorder: any ScrollInputRecorder) -> Int? {
    let recorders = cell.value.driverState.traceRecorders
    var index = 0
    while index < recorders.count {
      if recorders[index] === recorder { return index }
      index += 1
    }
    return nil
  }

  /// Moves the clock to `time` for a replayed record without running timers, as the simulated model moves it
  /// before each frame's motion. Refused (false, reported as `member`) in simulated mode, and for a time that is not
  /// finite or is earlier than ``now``.
  @_spi(Recording) public func moveClockForReplay(to time: TimeInterval, member: String) -> Bool {
    guard cell.value.driverState.driver == .external else {
      RefreshDiagnostics.refuse(member, time, Self.simulatedReason)
      return false
    }
    guard time.isUsableDuration, time >= now - Self.timeTolerance else {
      RefreshDiagnostics.refuse(member, time, "not a finite time at or after the model's clock (\(now))")
      return false
    }
    now = max(now, time)
    return true
  }

  /// Runs the timers due at ``now``, as each frame of ``advance(by:)`` does after its motion: a replayed `tick`.
  @_spi(Recording) public func runTimersForReplay() {
    timeDidAdvance(to: now)
  }

  /// Reports an emitted event to the recorders.
  func recordTrace(_ event: ScrollEvent, fromUser: Bool) {
    for recorder in cell.value.driverState.traceRecorders {
      recorder.scrollModel(self, willEmit: event, fromUser: fromUser)
    }
  }

  /// Reports a host's scroll to the recorders.
  func recordHostScroll(to offset: CGPoint, isTracking: Bool, isDecelerating: Bool) {
    for recorder in cell.value.driverState.traceRecorders {
      recorder.scrollModel(self, hostDidScrollTo: offset, isTracking: isTracking, isDecelerating: isDecelerating)
    }
  }

  /// Reports a host's pan gesture to the recorders.
  func recordHostPan(_ state: PanState, velocity: CGPoint) {
    for recorder in cell.value.driverState.traceRecorders {
      recorder.scrollModel(self, hostPanStateDidChange: state, velocity: velocity)
    }
  }
}
