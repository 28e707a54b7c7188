import Foundation

/// A circular progress indicator as a model: an arc that fills as the user pulls, then spins while loading.
///
/// The owner feeds ``progress`` (a component's ``RefreshComponent/showProgress``) and starts and stops the
/// animation; the circle of ``CircleLoadingHeader`` and ``CircleLoadingFooter`` follows its component by itself,
/// taking up the component's progress and refresh whenever it is read. A renderer reads ``strokeEnd`` (how much of the circle is drawn, 0…1) and ``rotation`` (the angle of
/// the arc, in radians). The rotation follows a clock, not the wall: ``CircleLoadingHeader`` and
/// ``CircleLoadingFooter`` give it their scroll view's model time (``ScrollModel/now``), so it advances only when the
/// model's time does, one turn per ``secondsPerTurn``.
///
/// ```swift
/// let circle = CircleLoading()
/// circle.progress = 0.5                // strokeEnd 0.5
/// circle.startAnimating(at: 10)
/// circle.rotation(at: 10.25)           // .pi / 2
/// ```
@MainActor public final class CircleLoading {
  /// Creates an indicator at rest.
  ///
  /// - Parameter clock: The time ``rotation`` is read at, in seconds, or nil while there is none (the rotation is
  ///   then 0). Components pass their scroll view's ``ScrollModel/now``.
  public init(clock: @escaping @MainActor () -> TimeInterval? = { nil }) {
    // The first values are set here, not where declared: a declared first value (or a `T?` variable's implicit nil,
    // which `Optional<T>` does not get) is a function of its own that an app links and exports (issue 58).
    (storedProgress, storedStartTime, secondsPerTurn) = (0, nil, 1)
    (component, followed) = (nil, (0, nil))
    self.clock = clock
  }

  /// The time ``rotation`` is read at.
  public var clock: @MainActor () -> TimeInterval?

  /// The owner's progress: 0 at rest, 1 at the trigger, above 1 when pulled further. Non-finite values are refused.
  public var progress: CGFloat {
    get {
      followComponent()
      return storedProgress
    }
    set {
      guard newValue.isUsable else {
        return RefreshDiagnostics.refuse("CircleLoading.progress", newValue, ScrollModel.notFiniteReason)
      }
      storedProgress = newValue
    }
  }
  private var storedProgress: CGFloat

  /// How much of the circle is drawn: ``progress`` clamped to 0…1; the whole circle, 1, while it is animating and
  /// ``RefreshConfiguration/reducesMotion`` is on.
  public var strokeEnd: CGFloat {
    if isAnimating, RefreshConfiguration.leavesReduceMotion { return 1 }
    return progress.clamped(to: 0...1)
  }

  /// Whether the circle is animating: started and not stopped. While ``RefreshConfiguration/reducesMotion`` is on, an
  /// animating circle keeps still, full (``strokeEnd`` 1) and unrotated (``rotation`` 0), and turns again from where
  /// its clock has got to once it is off.
  public var isAnimating: Bool { animationStartTime != nil }

  /// Whether the circle visibly turns: animating, with ``RefreshConfiguration/reducesMotion`` off.
  var isSpinning: Bool { isAnimating && !RefreshConfiguration.leavesReduceMotion }

  /// When the current spin started on the ``clock``, or nil when the circle does not spin.
  public var animationStartTime: TimeInterval? {
    followComponent()
    return storedStartTime
  }
  private var storedStartTime: Optional<TimeInterval>

  /// How long one full turn takes, in seconds: 1 by default. Values that are not finite and positive are refused.
  public var secondsPerTurn: TimeInterval {
    didSet {
      guard !(secondsPerTurn.isUsableDuration && secondsPerTurn > 0) else { return }
      RefreshDiagnostics.refuse("CircleLoading.secondsPerTurn", secondsPerTurn, "not a finite, positive duration")
      secondsPerTurn = oldValue
    }
  }

  /// Starts spinning from angle 0 at `time`; while already spinning it does nothing.
  ///
  /// - Parameter time: The ``clock``'s time now.
  public func startAnimating(at time: TimeInterval) {
    guard time.isUsableDuration else {
      return RefreshDiagnostics.refuse("CircleLoading.startAnimating(at:)", time, "not a finite, non-negative time")
    }
    guard animationStartTime == nil else { return }
    storedStartTime = time
  }

  /// Stops spinning; ``rotation`` returns to 0.
  public func stopAnimating() {
    followComponent()
    storedStartTime = nil
  }

  /// The arc's angle at `time`, in radians within `0..<2π`: `2π · (time − start) / secondsPerTurn`, modulo a turn,
  /// while spinning, and 0 otherwise (also while ``RefreshConfiguration/reducesMotion`` is on).
  ///
  /// - Parameter time: A time on the ``clock``.
  /// - Returns: The angle.
  public func rotation(at time: TimeInterval) -> CGFloat {
    guard isSpinning, let start = animationStartTime, time.isFinite, time > start else { return 0 }
    let turns = (time - start) / secondsPerTurn
    return 2 * .pi * CGFloat(turns - turns.rounded(.down))
  }

  /// The arc's angle now, on the ``clock``: see ``rotation(at:)``.
  public var rotation: CGFloat {
    guard let now = clock() else { return 0 }
    return rotation(at: now)
  }

  // MARK: - Following a component

  /// The component whose progress and refresh the circle takes up, if any.
  private weak var component: Optional<RefreshComponent>

  /// What the circle last took up from ``component``: its progress, and the start of its refresh (nil when it was
  /// not refreshing).
  private var followed: (progress: CGFloat, refreshStart: TimeInterval?)

  /// Makes the circle show `component`: its clock becomes the model time of the component's scroll view, and
  /// whenever it is read it first takes up what changed in the component since the last read, as if the component's
  /// hooks fed it. A leaf calls it from its initializer, once it exists.
  func follow(_ component: RefreshComponent) {
    clock = { [weak component] in component?.scrollView?.now }
    self.component = component
  }

  /// Takes up a change of the component's ``RefreshComponent/showProgress`` as the new ``progress``, and a refresh
  /// that started or ended since the last read as a start at the refresh's start time, or a stop. Values that did not
  /// change leave the circle as the app may have set it.
  private func followComponent() {
    guard let component else { return }
    let progress = component.showProgress
    if progress != followed.progress {
      followed.progress = progress
      storedProgress = progress
    }
    let start: TimeInterval? =
      component.state == .refreshing
      ? component.refreshingStartTime ?? followed.refreshStart ?? component.scrollView?.now ?? 0 : nil
    if start != followed.refreshStart {
      followed.refreshStart = start
      storedStartTime = start
    }
  }
}
