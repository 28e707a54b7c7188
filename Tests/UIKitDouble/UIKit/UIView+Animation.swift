// Block-based animations. Part of the UIKit double.

/// One `UIView.animate` call, as a test reads it back.
@MainActor public final class UIViewAnimation {
  public let duration: TimeInterval
  public let delay: TimeInterval
  public let options: UIView.AnimationOptions
  /// When it began, on ``FrameClock``'s clock.
  public let start: TimeInterval
  /// Whether its completion has run (or, with none, its time is up).
  public internal(set) var isComplete = false
  /// The observable properties its block changed, by key ("contentInset", "contentOffset", …), in order.
  public internal(set) var changedKeys: [String] = []
  /// The objects whose property of the same index in ``changedKeys`` changed.
  var changedObjects: [ObjectIdentifier] = []
  /// Whether it ended early, its completion called with `false`.
  public internal(set) var wasInterrupted = false
  /// Whether its block changed nothing animatable: it completes on the next frame.
  public internal(set) var completesAtOnce = false
  let completion: ((Bool) -> Void)?

  init(
    duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, start: TimeInterval,
    completion: ((Bool) -> Void)?
  ) {
    (self.duration, self.delay, self.options, self.start) = (duration, delay, options, start)
    self.completion = completion
  }
}

extension UIView {
  // https://developer.apple.com/documentation/uikit/uiview/animationoptions
  public struct AnimationOptions: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var layoutSubviews: UIView.AnimationOptions { .init(rawValue: 1 << 0) }
    public static var allowUserInteraction: UIView.AnimationOptions { .init(rawValue: 1 << 1) }
    public static var beginFromCurrentState: UIView.AnimationOptions { .init(rawValue: 1 << 2) }
    public static var curveEaseInOut: UIView.AnimationOptions { .init(rawValue: 0 << 16) }
    public static var curveEaseIn: UIView.AnimationOptions { .init(rawValue: 1 << 16) }
    public static var curveEaseOut: UIView.AnimationOptions { .init(rawValue: 2 << 16) }
    public static var curveLinear: UIView.AnimationOptions { .init(rawValue: 3 << 16) }
  }

  /// Every animation begun, in order: a test reads and clears it.
  public static var animationLog: [UIViewAnimation] = []
  /// The animations whose block is running: a change made inside one is recorded in it.
  static var animationsInProgress: [UIViewAnimation] = []

  // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
  /// Runs `animations` at once: the properties it sets take their final values before this returns, and their
  /// observers hear them then; only the drawing moves ("Animating views with block objects"). `completion` runs
  /// with `true` once `delay + duration` has passed on ``FrameClock``, on the first frame at or after it (a zero
  /// duration: the next frame). A later animation of the same property of the same object ends an earlier one early:
  /// its completion runs with `false` at the end of the turn (the next frame), and so does one whose object leaves its
  /// window. Assumed, for a device to confirm (the UIKit article's checklist): Apple's pages say neither, and the
  /// UIScrollView decompile shows only the scroll view's own scroll animation stopped as it leaves the window
  /// (`_stopScrollingNotify:pin:` from `removeFromSuperview` and `_didMoveFromWindow:toWindow:`), not how a block
  /// animation ends.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    // Inside `performWithoutAnimation(_:)` the changes "take effect immediately": no animation, the completion on the
    // next frame.
    let suppressed = animationsDisabledDepth > 0
    let animation = UIViewAnimation(
      duration: suppressed ? 0 : duration, delay: suppressed ? 0 : delay, options: options, start: FrameClock.now,
      completion: completion)
    animationLog.append(animation)
    guard !suppressed else { return animations() }
    animationsInProgress.append(animation)
    animations()
    animationsInProgress.removeAll { $0 === animation }
    // A block that changed nothing animatable adds no animation: its completion runs at the end of the turn (the
    // next frame), finished (assumed, for a device to confirm: Apple's pages do not say).
    if animation.changedKeys.isEmpty { animation.completesAtOnce = true }
  }

  // https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let running = animationsInProgress
    animationsInProgress = []
    animationsDisabledDepth += 1
    actionsWithoutAnimation()
    animationsDisabledDepth -= 1
    animationsInProgress = running
  }

  /// How many `performWithoutAnimation(_:)` bodies are running.
  static var animationsDisabledDepth = 0

  /// Records that the property `key` of `object` changed, in each animation whose block is running; an earlier
  /// animation of that property of that object, still under way, is interrupted.
  static func recordAnimatedChange(_ key: String, of object: AnyObject) {
    guard !animationsInProgress.isEmpty else { return }
    let id = ObjectIdentifier(object)
    for animation in animationLog
    where !animation.isComplete && !animationsInProgress.contains(where: { $0 === animation }) {
      if zip(animation.changedKeys, animation.changedObjects).contains(where: { $0 == key && $1 == id }) {
        interrupt(animation)
      }
    }
    for animation in animationsInProgress {
      animation.changedKeys.append(key)
      animation.changedObjects.append(id)
    }
  }

  /// Ends `animation` early: its completion runs with `false` on the next frame.
  static func interrupt(_ animation: UIViewAnimation) {
    guard !animation.isComplete, !animation.wasInterrupted else { return }
    animation.wasInterrupted = true
  }

  /// The animations under way that change a property of `object` end early (it left its window).
  static func interruptAnimations(of object: AnyObject) {
    let id = ObjectIdentifier(object)
    for animation in animationLog where animation.changedObjects.contains(id) { interrupt(animation) }
  }

  /// The animations under way (begun, completion not yet run).
  public static var runningAnimations: [UIViewAnimation] { animationLog.filter { !$0.isComplete } }

  /// Runs the completions of the animations whose time is up at `now`, in the order they began.
  static func completeAnimations(at now: TimeInterval) {
    for animation in animationLog where !animation.isComplete {
      let end = animation.start + animation.delay + animation.duration
      guard end <= now + 1e-9 || animation.wasInterrupted || animation.completesAtOnce else { continue }
      animation.isComplete = true
      animation.completion?(!animation.wasInterrupted)
    }
  }
}
