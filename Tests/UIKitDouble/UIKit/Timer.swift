// Foundation's Timer on the double's frame clock. Part of the UIKit double.
//
// Code that imports UIKit sees this `Timer` in place of Foundation's (this module imports Foundation, and a module's
// own declaration shadows one of a module it imports), so that a timer the UIKit layer arms fires on the virtual
// clock (`FrameClock`) and a test decides when.

// https://developer.apple.com/documentation/foundation/timer
/// A one-shot or repeating timer on the main run loop.
///
/// - `init(timeInterval:target:selector:userInfo:repeats:)` makes a timer that is not scheduled yet; "the timer
///   maintains a strong reference to target until it (the timer) is invalidated". `RunLoop.add(_:forMode:)` schedules
///   it ("the run loop maintains a strong reference to the timer").
/// - It fires on the first run-loop turn at or after its fire date, never before ("a timer is not a real-time
///   mechanism"); the double runs due timers once per frame, after the display links (assumed: Apple does not order
///   a timer against a display link within one turn). A non-repeating timer "invalidates itself after it fires",
///   after its callout.
/// - `invalidate()` "stops the timer from ever firing again" and releases the target.
/// - Its lateness, unkindly: "the timer may fire at any time between its scheduled fire date and the scheduled fire
///   date plus the tolerance" (`tolerance`), so the double fires it on the first frame at or after the latest moment
///   allowed, its date plus its tolerance. Run-loop modes are modelled too: a timer only in the default mode waits
///   while a scroll view tracks or decelerates (`FrameClock.isTracking`).
@MainActor open class Timer {
  /// The timers added to a run loop and not invalidated.
  public private(set) static var scheduled: [Timer] = []
  /// How many times any timer fired: a test counts a layer's wake-ups with it.
  public private(set) static var firedCount = 0

  private var target: AnyObject?
  private let selector: Selector
  private let repeats: Bool
  // https://developer.apple.com/documentation/foundation/timer/timeinterval
  /// "If the receiver is a non-repeating timer, returns 0 (even if a time interval was set)."
  public var timeInterval: TimeInterval { repeats ? interval : 0 }
  private let interval: TimeInterval
  /// The run-loop modes the timer was added in (`RunLoop.add(_:forMode:)`): the double fires it on every frame
  /// whatever they are, and a test checks them (a timer in `.default` alone would wait while a finger tracks).
  public private(set) var modes: [RunLoop.Mode] = []
  // https://developer.apple.com/documentation/foundation/timer/firedate
  open private(set) var fireDate: TimeInterval
  // https://developer.apple.com/documentation/foundation/timer/tolerance
  /// "The default value is zero, which means no additional tolerance is applied"; the double fires this late.
  open var tolerance: TimeInterval = 0
  // https://developer.apple.com/documentation/foundation/timer/isvalid
  open private(set) var isValid = true

  // https://developer.apple.com/documentation/foundation/timer/init(timeinterval:target:selector:userinfo:repeats:)
  public init(timeInterval ti: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
    self.target = target as AnyObject
    self.selector = selector
    self.repeats = repeats
    // "If seconds is less than or equal to 0.0, this method chooses the nonnegative value of 0.1 milliseconds."
    interval = ti > 0 ? ti : 0.0001
    fireDate = MediaClock.now + interval
  }

  // https://developer.apple.com/documentation/foundation/timer/invalidate()
  open func invalidate() {
    isValid = false
    target = nil
    Self.scheduled.removeAll { $0 === self }
  }

  func schedule(in mode: RunLoop.Mode) {
    if !modes.contains(mode) { modes.append(mode) }
    guard isValid, !Self.scheduled.contains(where: { $0 === self }) else { return }
    Self.scheduled.append(self)
  }

  /// Fires every valid timer whose fire date plus its tolerance is at or before `now` (the latest a device may fire
  /// it), in the order of their fire dates.
  static func fireDue(at now: TimeInterval) {
    // A timer whose modes do not run now (the default mode during a drag) fires on the first frame after.
    let due = scheduled.filter { $0.fireDate + $0.tolerance <= now + 1e-9 && FrameClock.runs(in: $0.modes) }.sorted {
      $0.fireDate < $1.fireDate
    }
    for timer in due where timer.isValid {
      guard let target = timer.target else { continue }
      firedCount += 1
      if timer.repeats { timer.fireDate = now + timer.interval }
      timer.selector.send(to: target, from: timer)
      // "A nonrepeating timer fires once and then invalidates itself automatically": after its callout, in which it
      // still reads as valid (assumed from that order, as in CoreFoundation's open-source run loop).
      if !timer.repeats { timer.invalidate() }
    }
  }
}

extension RunLoop {
  // https://developer.apple.com/documentation/foundation/runloop/add(_:formode:)
  /// Schedules the double's `timer` on the run loop: it fires on the frames of `FrameClock`.
  @MainActor public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
    timer.schedule(in: mode)
  }
}
