import Foundation

extension ScrollModel {
  // MARK: - Time

  /// The length of one frame: motion is evaluated, and observers notified, at least this often while time advances.
  public static let frameDuration: TimeInterval = 1.0 / 120

  /// Durations closer than this, in seconds, count as equal: it absorbs the rounding of summed time steps.
  static let timeTolerance: TimeInterval = 1e-9

  /// Advances the model's clock by `seconds`, running deceleration, bounce and animations.
  ///
  /// With an ``ScrollDriver/external`` driver nothing moves: the clock runs the timers only (sleepers, minimum
  /// durations, result displays). Call it from one place, such as a display link.
  ///
  /// Motion is evaluated on a grid of 120 frames per second of model time (and at the end of the step), each frame
  /// from the closed form of its segment, so one step of a second and 120 steps of 1/120 s give the same path.
  ///
  /// - Parameter seconds: The time to advance, not negative and finite.
  public func advance(by seconds: TimeInterval) {
    guard seconds.isUsableDuration else {
      return RefreshDiagnostics.refuse("ScrollModel.advance(by:)", seconds, "not a finite, non-negative duration")
    }
    let end = now + seconds
    // Most frames of a display link have nothing to run: no motion, no timer, nothing waiting for a frame, no recorder
    // to hear of it. The clock moves to the end at once, as the loop below would with nothing to call (at rest no
    // motion runs, so none is the user's).
    if isAtRest, !hasFrameWork() {
      now = end
      isMotionFromUser = false
      return
    }
    while now < end {
      if isAtRest {
        // Nothing moves: jump to the frame of the next timer (a sleeper, a component's deferred end), or the end.
        // The frames skipped would change nothing, so the result is the same as stepping through them.
        let jump = min(end, nextTimerFrame() ?? end)
        if jump > now {
          now = jump
          isMotionFromUser = false
          timeDidAdvance(to: jump)
          continue
        }
      }
      var nextFrame = ((now / Self.frameDuration).rounded(.down) + 1) * Self.frameDuration
      if nextFrame - now < Self.frameDuration * 1e-6 { nextFrame += Self.frameDuration }
      let stepEnd = end - nextFrame < Self.frameDuration * 1e-6 ? end : nextFrame
      stepMotion(to: stepEnd)
      timeDidAdvance(to: stepEnd)
    }
  }

  /// Whether no motion runs or would start: the offset rests within its bounds (a finger holding it past a bound
  /// steps frame by frame, as motion does; without a simulated motion, `ScrollMotion`, nothing else moves it).
  private var isAtRest: Bool {
    guard cell.value.driverState.driver == .simulated else { return true }
    if let motion = cell.value.motion, !motion.isIdle { return false }
    return bounds.contains(storedContentOffset)
  }

  /// Whether a frame has anything to run besides motion: a sleeper, a trace recorder, an attachment's timer or work.
  /// The attachments are asked only while one may have some: a frame that finds none notes it, and an attachment
  /// whose work begins says so (`attachmentFrameWorkDidBegin()`), so that idle frames ask no one.
  private func hasFrameWork() -> Bool {
    if cell.value.hasSleepers || !cell.value.driverState.traceRecorders.isEmpty { return true }
    guard cell.value.attachmentsMayHaveFrameWork else { return false }
    var index = 0
    while index < cell.value.attachments.count {
      if cell.value.attachments[index].hasFrameWork { return true }
      index += 1
    }
    cell.value.attachmentsMayHaveFrameWork = false
    return false
  }

  /// Called when an attachment may have gained frame work (a timer, a layout due, a completion waiting; see
  /// ``ScrollAttachment/hasFrameWork``): the next frame asks the attachments again.
  func attachmentFrameWorkDidBegin() {
    cell.value.attachmentsMayHaveFrameWork = true
    hostNeedsUpdate?()
  }

  /// Lets the host bring the clock up to its own time before a refresh reads it (``ScrollHostAdapter/hostClock``).
  func catchUpWithHostClock() {
    hostClockCatchUp?()
  }

  /// Moves the clock to `time` at once, calling no one, when nothing would run on the way: the content rests and no
  /// timer falls due before it. Returns whether it moved. A host whose frames stopped while nothing moved brings the
  /// clock up to its own this way before a decision reads it.
  func jumpClockIfIdle(to time: TimeInterval) -> Bool {
    guard time > now, time.isFinite, isAtRest, (nextTimerFrame() ?? .infinity) > time else { return false }
    now = time
    isMotionFromUser = false
    return true
  }

  /// The first frame boundary at or after the earliest timer of a sleeper or a component, or nil if none is set.
  func nextTimerFrame() -> TimeInterval? {
    // The sleepers' earliest in one pass: `map` and `min()` were each a copy of their own for an app.
    var deadline: TimeInterval? = nil
    if cell.value.hasSleepers {
      for sleeper in sleepers { deadline = min(deadline ?? sleeper.deadline, sleeper.deadline) }
    }
    // By index, as the scroll path does: the array is not retained for the loop.
    var index = 0
    while index < cell.value.attachments.count {
      if let next = cell.value.attachments[index].nextTimerDeadline { deadline = min(deadline ?? next, next) }
      index += 1
    }
    guard let deadline else { return nil }
    // The same tolerance as the timers' own checks, so that a deadline on a frame boundary fires on that frame.
    // An overdue timer's frame is in the past: advance(by:) does not jump to it, and its next frame runs the timer.
    return ((deadline - Self.timeTolerance) / Self.frameDuration).rounded(.up) * Self.frameDuration
  }

  /// Called after each frame of ``advance(by:)``; the clock reads `time`. Out of line: with the coordinator's timers
  /// inlined into it, each of the two copies ``advance(by:)`` had cost an app about 2 KB.
  @inline(never) func timeDidAdvance(to time: TimeInterval) {
    // Recorders hear of each frame before the attachments run its timers.
    if !cell.value.driverState.traceRecorders.isEmpty {
      for recorder in cell.value.driverState.traceRecorders { recorder.scrollModel(self, willRunTimersAt: time) }
    }
    // By index: the array is not retained for the loop (an attachment may add or remove one meanwhile).
    var index = 0
    while index < cell.value.attachments.count {
      cell.value.attachments[index].scrollModel(self, didAdvanceTo: time)
      index += 1
    }
    if cell.value.hasSleepers { wakeSleepers() }
  }

  /// A task waiting in ``sleep(for:)`` until the clock reads `deadline`.
  struct Sleeper {
    var deadline: TimeInterval
    var id: Int
    var continuation: CheckedContinuation<Void, Never>
  }

  /// Suspends the calling task until the model's clock has advanced by `seconds`, or the task is cancelled.
  ///
  /// This is how an async action waits on the model's time, so that a test or the demo decides when it resumes:
  ///
  /// ```swift
  /// list.refreshHeader = SimpleHeader { [weak list] in
  ///   await list?.sleep(for: 1.2)
  /// }
  /// ```
  ///
  /// The ``advance(by:)`` that passes the deadline wakes the task, and the task goes on once the main actor is free:
  /// after that `advance` returns, when the caller awaits (`await Task.yield()`, or the action's task). Advance in
  /// steps and yield between them to see the action end at its deadline. Capture the scroll view weakly: an action
  /// that holds it strongly keeps it alive.
  ///
  /// - Parameter seconds: How long to wait, in seconds of model time. Non-finite or negative values are refused and
  ///   return at once.
  public func sleep(for seconds: TimeInterval) async {
    guard seconds.isUsableDuration else {
      return RefreshDiagnostics.refuse("ScrollModel.sleep(for:)", seconds, "not a finite, non-negative duration")
    }
    guard seconds > 0, !Task.isCancelled else { return }
    let id = nextSleeperID
    nextSleeperID += 1
    let deadline = now + seconds
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        sleepers.append(Sleeper(deadline: deadline, id: id, continuation: continuation))
        hostNeedsUpdate?()
      }
    } onCancel: {
      // Statements, not `self?.wakeSleeper(id: id)` alone: a `Task<()?, Never>` is a specialization of its own.
      Task { @MainActor [weak self] in
        guard let self else { return }
        self.wakeSleeper(id: id)
      }
    }
  }

  /// How many tasks wait in ``sleep(for:)``.
  var sleeperCount: Int { sleepers.count }

  private func wakeSleeper(id: Int) {
    // A loop, not `firstIndex(where:)`, whose main-actor closure would check its executor on each call.
    var index = 0
    while index < sleepers.count, sleepers[index].id != id { index += 1 }
    guard index < sleepers.count else { return }
    sleepers.remove(at: index).continuation.resume()
  }

  /// Wakes each sleeper whose deadline has come, in the order they went to sleep, in one pass: `filter` and
  /// `removeAll(where:)` would each be specialized for `Sleeper` into the app (about 1 KB). A woken task runs only
  /// once the main actor is free, after this returns.
  private func wakeSleepers() {
    let deadline = now + Self.timeTolerance
    var index = 0
    while index < sleepers.count {
      if sleepers[index].deadline <= deadline {
        sleepers.remove(at: index).continuation.resume()
      } else {
        index += 1
      }
    }
  }
}
