import Foundation
@_spi(Hosting) import RefreshKit

extension ScrollModel {
  // MARK: - The simulated finger

  /// Gives the model its simulated motion, if it has none yet: from then on ``advance(by:)`` runs deceleration,
  /// springs back to the bounds and animated ``setContentOffset(_:animated:)`` moves, and content set past a bound
  /// settles back as time advances.
  ///
  /// The finger calls (``beginDrag()``, ``drag(by:)``, ``endDrag(velocity:)``, ``cancelDrag()``) and
  /// ``decelerationRate`` do it themselves; call it for a model that moves without a finger (a test of a programmatic
  /// begin that reveals its header). A model driven by a real scroll view (``ScrollDriver/external``) needs none.
  public func simulateMotion() {
    _ = simulation
  }

  /// The model's simulated motion, given to it on first use.
  var simulation: ScrollSimulation {
    if let simulation = motion as? ScrollSimulation { return simulation }
    let simulation = ScrollSimulation()
    motion = simulation
    return simulation
  }

  /// A finger touches the view: stops any deceleration, bounce or animation and enters ``PanState/began``.
  ///
  /// With an ``ScrollDriver/external`` driver the simulated finger calls (this one, ``drag(by:)``,
  /// ``endDrag(velocity:)`` and ``cancelDrag()``) are refused: the host reports its gestures.
  public func beginDrag() {
    if driver == .simulated { simulateMotion() }
    simulatedBeginDrag()
  }

  /// The finger moves by `translation` since the last call, as a pan gesture reports it.
  ///
  /// Positive `y` moves the finger down, which pulls the content down (``contentOffset`` decreases). Past the
  /// resting bounds the content follows with a rubber band: for finger travel `x` past the edge and viewport
  /// dimension `d`, it moves `(1 − 1 / (x · 0.55 / d + 1)) · d`. With
  /// ``bounces`` false it stops at the edge. An axis whose content fits the viewport moves only when its
  /// `alwaysBounce…` flag is set. A drag that begins here begins as ``beginDrag()`` does; the motion its release
  /// starts is given to the model then.
  ///
  /// - Parameter translation: The finger's movement in points since the last call.
  public func drag(by translation: CGPoint) {
    // One call per event: the scroll path's instruction count (`Benchmarks/README.md`).
    simulatedDrag(by: translation)
  }

  /// The finger lifts with `velocity` (points per second, the pan gesture's signs) and the content decelerates.
  ///
  /// The release enters ``PanState/ended`` first, so that a component armed by the drag starts refreshing and holds
  /// its inset before the content moves. Then, per axis: inside the bounds the content decelerates as
  /// `x(t) = x0 + v0 · (r^(1000t) − 1) / (1000 · ln r)` with `r` the ``decelerationRate``; when that path crosses a
  /// bound, or the release is already past one, a critically damped spring brings it back to the bound.
  ///
  /// - Parameter velocity: The finger's velocity in points per second; positive `y` is the finger moving down.
  public func endDrag(velocity: CGPoint = .zero) {
    guard simulatedRelease(.ended, velocity: velocity, member: "ScrollModel.endDrag(velocity:)") else { return }
    simulation.startRelease(self, velocity: CGPoint(x: -velocity.x, y: -velocity.y))
  }

  /// The system cancels the drag: the content settles back without velocity, and nothing that a release would
  /// start happens.
  public func cancelDrag() {
    guard simulatedRelease(.cancelled, velocity: .zero, member: "ScrollModel.cancelDrag()") else { return }
    simulation.startRelease(self, velocity: .zero)
    isMotionFromUser = false
  }

  /// The duration of an animated ``setContentOffset(_:animated:)`` of a model that simulates its motion.
  public static let animationDuration: TimeInterval = 0.3

  /// Whether a release settles on a multiple of the viewport's size. False unless set.
  public var isPagingEnabled: Bool {
    get { (motion as? ScrollSimulation)?.isPagingEnabled ?? false }
    set { simulation.isPagingEnabled = newValue }
  }

  /// How fast a fling slows down: the fraction of velocity kept per millisecond. ``DecelerationRate/normal`` unless
  /// set; a value outside `0 < rate < 1` is refused through ``RefreshDiagnostics``.
  public var decelerationRate: DecelerationRate {
    get { (motion as? ScrollSimulation)?.decelerationRate ?? .normal }
    set {
      guard newValue.rawValue.isFinite, newValue.rawValue > 0, newValue.rawValue < 1 else {
        return RefreshDiagnostics.refuse("ScrollModel.decelerationRate", newValue.rawValue, "not in 0 < rate < 1")
      }
      simulation.decelerationRate = newValue
    }
  }
}
