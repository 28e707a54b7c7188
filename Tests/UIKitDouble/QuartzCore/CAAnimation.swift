// Core Animation's explicit animations and the media clock. Part of the UIKit double.

/// The media clock: the time of the last frame shown. `FrameClock` (UIKit) moves it one frame at a time.
public enum MediaClock {
  /// Seconds from an arbitrary start.
  @MainActor public static var now: CFTimeInterval = 1000
}

// https://developer.apple.com/documentation/quartzcore/1395996-cacurrentmediatime
@MainActor public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.now }

// https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname
public struct CAMediaTimingFunctionName: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
}

// https://developer.apple.com/documentation/quartzcore/camediatimingfunction
open class CAMediaTimingFunction {
  public let name: CAMediaTimingFunctionName
  public init(name: CAMediaTimingFunctionName) { self.name = name }
}

// https://developer.apple.com/documentation/quartzcore/caanimation
/// An explicit animation. It changes only what is drawn (the presentation layer), never the layer's own values,
/// which UIKit and an app read ("Core Animation Programming Guide": the model layer keeps the target values).
open class CAAnimation {
  open var duration: CFTimeInterval = 0.25
  open var timingFunction: CAMediaTimingFunction?
  open var isRemovedOnCompletion = true
  public init() {}
}

// https://developer.apple.com/documentation/quartzcore/capropertyanimation
open class CAPropertyAnimation: CAAnimation {
  open var keyPath: String?
  open var isAdditive = false
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}

// https://developer.apple.com/documentation/quartzcore/cabasicanimation
open class CABasicAnimation: CAPropertyAnimation {
  open var fromValue: Any?
  open var toValue: Any?
  open var byValue: Any?
}

/// An animation added to a layer and not yet finished.
public struct RunningAnimation {
  public let layer: CALayer
  public let key: String?
  public let animation: CAAnimation
  public let start: CFTimeInterval
  let transaction: CATransaction.Group?
}

extension CALayer {
  // https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:)
  /// Adds `anim` under `key` (replacing an animation under the same key, which then finishes at once); it runs
  /// from now for its duration, in the current transaction's group.
  @MainActor public func add(_ anim: CAAnimation, forKey key: String?) {
    if let key { removeAnimation(forKey: key) }
    let group = CATransaction.currentGroup()
    group?.pending += 1
    CAAnimationLog.running.append(
      RunningAnimation(layer: self, key: key, animation: anim, start: MediaClock.now, transaction: group))
    CAAnimationLog.added.append((self, key, anim))
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/animation(forkey:)
  @MainActor public func animation(forKey key: String) -> CAAnimation? {
    CAAnimationLog.running.first { $0.layer === self && $0.key == key }?.animation
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/animationkeys()
  @MainActor public func animationKeys() -> [String]? {
    let keys = CAAnimationLog.running.filter { $0.layer === self }.compactMap(\.key)
    return keys.isEmpty ? nil : keys
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/removeanimation(forkey:)
  /// Removes the animation: it counts as finished for its transaction's completion block.
  @MainActor public func removeAnimation(forKey key: String) {
    let removed = CAAnimationLog.running.filter { $0.layer === self && $0.key == key }
    CAAnimationLog.running.removeAll { $0.layer === self && $0.key == key }
    for animation in removed { animation.transaction?.animationDidFinish() }
  }
}

/// The explicit animations: under way, and every one added (a test reads and clears ``added``).
public enum CAAnimationLog {
  @MainActor public static var running: [RunningAnimation] = []
  @MainActor public static var added: [(layer: CALayer, key: String?, animation: CAAnimation)] = []

  /// The animations whose duration has passed at `now` finish, in the order they were added; each transaction
  /// whose last animation finished runs its completion block.
  @MainActor public static func finishAnimations(at now: CFTimeInterval) {
    let finished = running.filter { $0.start + $0.animation.duration <= now + 1e-9 }
    running.removeAll { entry in finished.contains { $0.layer === entry.layer && $0.animation === entry.animation } }
    for animation in finished { animation.transaction?.animationDidFinish() }
  }
}
