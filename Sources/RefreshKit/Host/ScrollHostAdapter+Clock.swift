import Foundation

/// The host's clock, as a ``ScrollHostAdapter`` follows it (see ``ScrollHostAdapter/hostClock``).
struct HostClockSync {
  /// Reads the host's clock, in seconds.
  var read: (@MainActor () -> TimeInterval)?
  /// The host's time the model's clock last followed.
  var last: TimeInterval?
  /// Whether the model's clock is being advanced now: a decision inside that advance reads the frame's time.
  var isTicking = false
}

extension ScrollHostAdapter {
  // MARK: - The host's clock

  /// The host's clock, in seconds (`CACurrentMediaTime()` on a device), for a host whose frames stop while nothing
  /// moves. Set, the model's clock follows it: ``hostClockDidTick()`` advances it by the host's time since it last
  /// followed, and a refresh that begins or ends while the content rests brings it up to the host's time first, so
  /// that a minimum duration or a result display counts from the moment it really began. Nil (the default): the
  /// model's time moves only through ``hostFrameDidTick(by:)``; use one or the other.
  public var hostClock: (@MainActor () -> TimeInterval)? {
    get { clockSync.read }
    set {
      clockSync.read = newValue
      clockSync.last = newValue?()
      if newValue == nil {
        model.hostClockCatchUp = nil
      } else {
        model.hostClockCatchUp = { [weak self] in self?.catchUpWithHostClock() }
      }
    }
  }

  /// Called when the model gains work that needs frames or a deadline with no report of the scroll view to announce
  /// it: a component's layout asked for (``RefreshComponent/setNeedsLayout()``), a completion or a timer set by the
  /// app's call, a task waiting in ``ScrollModel/sleep(for:)``. A host whose frames stopped reads ``needsFrames`` and
  /// ``secondsUntilNextDeadline`` again. It may come in the middle of the model's work: only read, never change the
  /// model from it.
  public var needsUpdateHandler: (@MainActor () -> Void)? {
    get { model.hostNeedsUpdate }
    set { model.hostNeedsUpdate = newValue }
  }

  /// The host's time when it has a clock (``hostClock``), the model's otherwise: what tells two reports of one frame
  /// from reports of frames in a row while the model's clock rests (a refresh that only waits runs no frames).
  var hostTime: TimeInterval {
    clockSync.read?() ?? model.now
  }

  /// The host's clock moved (a display-link frame, a timer armed for ``secondsUntilNextDeadline``): the model's clock
  /// advances by the host's time since it last followed, running what fell due. See ``hostClock``; does nothing
  /// without one. Refused once the scroll view went away.
  public func hostClockDidTick() {
    guard !refuseIfDetached("ScrollHostAdapter.hostClockDidTick()"), let read = clockSync.read else { return }
    let time = read()
    let elapsed = time - (clockSync.last ?? time)
    clockSync.last = time
    guard elapsed > 0 else { return }
    clockSync.isTicking = true
    model.advance(by: elapsed)
    clockSync.isTicking = false
  }

  /// Seconds of the host's clock until the model must next see time pass: a deferred end, the end of a result
  /// display, a sleeper, or the moment a refreshing component's minimum duration is met; nil when nothing waits. A
  /// host whose frames stopped arms a one-shot timer for it and calls ``hostClockDidTick()`` when it fires (0 means
  /// at once). Needs ``hostClock``.
  public var secondsUntilNextDeadline: TimeInterval? {
    guard !isDetached else { return nil }
    let timer = model.nextTimerFrame()
    let minimum = model.nextMinimumDurationEnd
    // The earlier of the two that are set (no array: its `compactMap` and `min` were specialized for this alone; no
    // `Optional.map`, whose main-actor closure checks its executor).
    guard var deadline = timer ?? minimum else { return nil }
    if let minimum { deadline = min(deadline, minimum) }
    var sinceFollowed: TimeInterval = 0
    if let read = clockSync.read, let last = clockSync.last { sinceFollowed = max(0, read() - last) }
    return max(0, deadline - model.now - sinceFollowed)
  }

  /// Brings a resting model's clock up to the host's, calling no one (see ``hostClock``): not inside a frame, and
  /// not past a timer that is due (the frame or timer armed for it runs it).
  func catchUpWithHostClock() {
    guard !isDetached, !clockSync.isTicking, let read = clockSync.read, let last = clockSync.last else { return }
    let time = read()
    guard time > last, model.jumpClockIfIdle(to: model.now + (time - last)) else { return }
    clockSync.last = time
  }
}
