// The display link and the selectors its target is called through. Part of the UIKit double.

/// What `#selector(…)` names on Apple platforms: a method of a target, called with a sender. Linux has no
/// Objective-C runtime, so the double's selector carries the call itself; the UIKit layer builds one with this
/// initialiser where it builds a `#selector` on Apple platforms (in an `#else` of `canImport(ObjectiveC)`).
public struct Selector: @unchecked Sendable {
  /// A selector's name, for a test's messages.
  public let name: String
  private let perform: @MainActor (AnyObject, Any?) -> Bool

  /// A selector that calls `method` on a target of type `Target` with the sender.
  public init<Target: AnyObject>(_ name: String, _ method: @escaping @MainActor (Target, Any?) -> Void) {
    self.name = name
    perform = { target, sender in
      guard let target = target as? Target else { return false }
      method(target, sender)
      return true
    }
  }

  /// Sends the message to `target`: false when the target does not respond to it (Objective-C would raise
  /// "unrecognized selector"; the double answers false, and a test can expect it).
  @MainActor @discardableResult public func send(to target: AnyObject, from sender: Any?) -> Bool {
    perform(target, sender)
  }
}

// https://developer.apple.com/documentation/quartzcore/caframerraterange
public struct CAFrameRateRange: Equatable, Sendable {
  public var minimum: Float
  public var maximum: Float
  public var preferred: Float?
  public init(minimum: Float, maximum: Float, preferred: Float?) {
    (self.minimum, self.maximum, self.preferred) = (minimum, maximum, preferred)
  }
  // https://developer.apple.com/documentation/quartzcore/caframeraterange/default
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
}

// https://developer.apple.com/documentation/quartzcore/cadisplaylink
/// A display link: its target is called once a frame, on the run loop it was added to, while it is scheduled there
/// and not paused.
///
/// - "The newly constructed display link retains the target" (`init(target:selector:)`), and the run loop retains
///   the link once it is added (`add(to:forMode:)`), until `invalidate()`, which "removes the display link from all
///   run loop modes" and releases the target.
/// - `timestamp` is the time of the last frame shown, `targetTimestamp` that of the next, `duration` the interval
///   between frames; all three are read inside the target's call.
/// - A paused link is not called (`isPaused`: "the display link does not send notifications to the target").
/// - The frames come from ``fireFrame(at:duration:)``, which the double's frame clock calls (`FrameClock` in UIKit).
@MainActor open class CADisplayLink {
  private var target: AnyObject?
  private let selector: Selector
  /// The links added to a run loop and not invalidated, in the order they were added.
  public private(set) static var scheduled: [CADisplayLink] = []
  /// Whether `invalidate()` was called.
  public private(set) var isInvalidated = false
  /// How many times the target was called.
  public private(set) var callCount = 0
  /// How many calls all links made, since the process began: a test counts the frames a layer asked for with it.
  public private(set) static var framesDelivered = 0

  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
  public init(target: Any, selector sel: Selector) {
    self.target = target as AnyObject
    selector = sel
  }

  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
  /// Fires only in the run-loop modes it was added in (the frame clock's `runs(in:)`, in UIKit): one in the default mode waits while
  /// a scroll view tracks or decelerates.
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    if !modes.contains(mode) { modes.append(mode) }
    guard !isInvalidated, !Self.scheduled.contains(where: { $0 === self }) else { return }
    Self.scheduled.append(self)
  }

  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
  open func invalidate() {
    isInvalidated = true
    Self.scheduled.removeAll { $0 === self }
    target = nil
  }

  /// The run-loop modes it was added in.
  public private(set) var modes: [RunLoop.Mode] = []
  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/ispaused
  open var isPaused = false
  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframeraterange
  open var preferredFrameRateRange = CAFrameRateRange.default
  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframespersecond
  /// Recorded only: the double's frames come at 60 Hz whatever a link asks for (a link at a 30-frame pace is called
  /// twice as often as on a device).
  open var preferredFramesPerSecond = 0
  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/timestamp
  open private(set) var timestamp: CFTimeInterval = 0
  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp
  open private(set) var targetTimestamp: CFTimeInterval = 0
  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/duration
  open private(set) var duration: CFTimeInterval = 0

  /// The links that call their target on a frame: scheduled and not paused.
  public static var running: [CADisplayLink] { scheduled.filter { !$0.isPaused } }

  /// A frame shown at `timestamp`: every scheduled, unpaused link calls its target, in the order they were added
  /// (assumed: Apple does not document the order of two links' calls). A link added during the frame waits for the
  /// next one.
  /// `runs` says whether a link added in those modes runs in the run loop's current mode.
  public static func fireFrame(
    at timestamp: CFTimeInterval, duration: CFTimeInterval, runs: ([RunLoop.Mode]) -> Bool = { _ in true }
  ) {
    for link in scheduled where !link.isPaused && !link.isInvalidated && runs(link.modes) {
      guard let target = link.target else { continue }
      link.timestamp = timestamp
      link.duration = duration
      link.targetTimestamp = timestamp + duration
      link.callCount += 1
      framesDelivered += 1
      link.selector.send(to: target, from: link)
    }
  }
}
