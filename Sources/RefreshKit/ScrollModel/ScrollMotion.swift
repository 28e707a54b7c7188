import Foundation

/// The simulated motion of a ``ScrollModel`` in ``ScrollDriver/simulated`` mode: deceleration after a release, the
/// spring back to a bound, animated moves. RefreshKitTools supplies it (`ScrollSimulation`) and gives it to a model
/// when a simulated finger touches it or a test asks for it; an app's model, driven by a real scroll view, has none and
/// links none of it (issue 58, direction 5). Without one, a simulated model moves only where it is told:
/// ``ScrollModel/setContentOffset(_:animated:)`` moves at once and nothing springs back.
///
/// The model calls it from the same places it ran its motion before: every frame of ``ScrollModel/advance(by:)``
/// that is not at rest, a bound that changed, an offset set by the app, a switch of driver.
@MainActor package protocol ScrollMotion: AnyObject {
  /// Whether neither axis moves.
  var isIdle: Bool { get }
  /// Whether an animated move runs on either axis.
  var isAnimating: Bool { get }
  /// Whether the vertical axis springs back to a bound.
  var isSpringingVertically: Bool { get }
  /// Where the content is heading from `offset`: an animated move's end on each axis that runs one, else `offset`.
  func destination(from offset: CGPoint) -> CGPoint
  /// Stops every motion.
  func stop()
  /// Starts a spring back on each idle axis that is out of bounds, and lets a spring follow a bound that moved.
  func settle(_ model: ScrollModel)
  /// Moves each axis to where its motion is at `time` (at most one frame after the model's clock), and the clock
  /// to `time`.
  func step(_ model: ScrollModel, to time: TimeInterval)
  /// Starts an animated move to `offset`.
  func animate(_ model: ScrollModel, to offset: CGPoint)
}

extension ScrollModel {
  // MARK: - Simulated motion (package)

  /// The simulated motion, once RefreshKitTools gave the model one.
  package var motion: (any ScrollMotion)? {
    get { cell.value.motion }
    set { cell.value.motion = newValue }
  }

  /// Whether the running motion was started by a user's release (a fling), not by the system settling the content.
  package var isMotionFromUser: Bool {
    get { cell.value.isMotionFromUser }
    set { cell.value.isMotionFromUser = newValue }
  }

  /// The resting range of the offset and the axes that scroll, for the simulated motion.
  package var restingBounds: ScrollBounds { bounds }

  /// Moves the offset to `offset` and reports it, as the user's when `fromUser`: the simulated motion's frames.
  package func moveOffset(to offset: CGPoint, fromUser: Bool) {
    setOffset(offset, fromUser: fromUser)
  }

  /// Moves the clock to `time`: the simulated motion's frames.
  package func moveClock(to time: TimeInterval) {
    now = time
  }

  /// Starts a spring back on each idle axis that is out of bounds, and lets a spring follow a bound that moved.
  func settleIfOutOfBounds() {
    guard cell.value.driverState.driver == .simulated, !isDragging, let motion = cell.value.motion else { return }
    motion.settle(self)
  }

  /// Stops any deceleration, spring or animated move.
  func stopMotion() {
    cell.value.motion?.stop()
    isMotionFromUser = false
  }

  /// Moves each axis to its position at `time` (at most one frame after ``now``) and sets ``now`` to `time`.
  func stepMotion(to time: TimeInterval) {
    guard cell.value.driverState.driver == .simulated, !isDragging, let motion = cell.value.motion else {
      now = time
      return
    }
    motion.step(self, to: time)
  }
}
