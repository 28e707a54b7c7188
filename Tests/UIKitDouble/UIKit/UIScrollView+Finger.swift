// A finger on the scroll view, its pan gesture, and the motion after it. Part of the UIKit double.

/// What the finger and the scroll view's own motion are doing.
struct TouchState {
  var isTouching = false
  var isDragging = false
  var isDecelerating = false
  var velocity = CGPoint.zero
  var animation: (from: CGPoint, to: CGPoint, elapsed: TimeInterval)?
}

extension UIScrollView {
  /// A finger touches the content: `isTracking` becomes true and a deceleration or an animated scroll stops where it
  /// is (UIScrollView, `isTracking`). Nothing is reported: the pan has not begun. A scroll view that hit-testing skips
  /// (`isUserInteractionEnabled` false, on it or above it) never hears the finger (see ``UIView/takesTouches``).
  public func touchDown() {
    guard takesTouches else { return }
    FrameClock.startTracking(self)
    touch.isTouching = true
    touch.isDecelerating = false
    touch.animation = nil
  }

  /// The finger moves the content to `offset` (the scroll view's own rubber band already applied: a test says where
  /// the content is). The first move begins the pan (`state` `.began`), later ones change it; each sets the pan's
  /// state first, then the offset, as the pan's action moves the content after the recognizer's state changed.
  /// An axis whose content does not scroll (see `alwaysBounce…`) keeps its offset; when neither axis scrolls, the
  /// pan fails instead of beginning (UIScrollView's `gestureRecognizerShouldBegin(_:)` refuses it).
  public func moveFinger(to offset: CGPoint, velocity: CGPoint = .zero) {
    if !touch.isTouching { touchDown() }
    guard touch.isTouching else { return }
    let inset = adjustedContentInset
    let vertical = scrolls(vertically: true, inset: inset)
    let horizontal = scrolls(vertically: false, inset: inset)
    let pan = panGestureRecognizer
    guard pan.state != .failed else { return }
    if !touch.isDragging {
      guard vertical || horizontal else { return pan.setState(.failed) }
      pan.currentVelocity = velocity
      // `isDragging` becomes true once the pan's action ran, after its `.began` report: a recognizer's state
      // changes before it calls its targets ("About the Gesture Recognizer State Machine"), and `-[UIScrollView
      // isDragging]` reads a flag of `_scrollViewFlags` that the pan's action (`handlePan:`, not read here) sets.
      pan.setState(.began)
      touch.isDragging = true
    } else {
      pan.currentVelocity = velocity
      pan.setState(.changed)
    }
    contentOffset = CGPoint(x: horizontal ? offset.x : contentOffset.x, y: vertical ? offset.y : contentOffset.y)
  }

  /// The finger pulls the content through `offsets`, one frame each (``FrameClock``), as a drag does.
  public func drag(through offsets: [CGPoint], velocity: CGPoint = .zero) {
    for offset in offsets {
      moveFinger(to: offset, velocity: velocity)
      FrameClock.advance()
    }
  }

  /// The finger lifts at `velocity` (the finger's, in points per second, as `UIPanGestureRecognizer.velocity(in:)`
  /// reports it: down is positive, and the offset then moves the other way). A pan that began ends
  /// (`state` `.ended`, heard while `isTracking` is still true), then the scroll view stops tracking and, when the
  /// content is outside its range or still moving, decelerates over the next frames: the offsets are reported, the
  /// last with `isDecelerating` still true, which then becomes false with no report of its own (as UIKit ends a
  /// deceleration). A touch that never began a pan is a tap: the pan fails (`.possible → .failed`, "About the
  /// Gesture Recognizer State Machine"). The recognizer goes back to `.possible` at the end of the frame.
  public func liftFinger(velocity: CGPoint = .zero) {
    guard touch.isTouching else { return }
    let pan = panGestureRecognizer
    let dragged = touch.isDragging
    if dragged {
      pan.currentVelocity = velocity
      pan.setState(.ended)
    } else if pan.state == .possible {
      pan.setState(.failed)
    }
    touch.isTouching = false
    touch.isDragging = false
    guard dragged else { return }
    touch.velocity = CGPoint(x: -velocity.x, y: -velocity.y)
    let range = restingRange()
    let outside =
      contentOffset.y < range.min.y || contentOffset.y > range.max.y || contentOffset.x < range.min.x
      || contentOffset.x > range.max.x
    if outside || abs(velocity.x) > 10 || abs(velocity.y) > 10 {
      touch.isDecelerating = true
      FrameClock.startMoving(self)
    }
  }

  /// The system cancels the touch (an alert, a call): the pan is cancelled and the content settles as after a lift.
  public func cancelTouch() {
    let dragged = touch.isDragging
    if dragged { panGestureRecognizer.setState(.cancelled) }
    touch.isTouching = false
    touch.isDragging = false
    let range = restingRange()
    if dragged, contentOffset.y < range.min.y || contentOffset.y > range.max.y {
      touch.isDecelerating = true
      FrameClock.startMoving(self)
    }
  }

  /// A tap on the content: down and up with no movement; the pan fails.
  public func tapContent() {
    touchDown()
    liftFinger()
  }

  /// Whether the scroll view moves by itself (a deceleration or an animated scroll).
  var isMoving: Bool { touch.isDecelerating || touch.animation != nil }

  /// One frame of the scroll view's own motion.
  func stepMotion(by seconds: TimeInterval) {
    if var running = touch.animation {
      running.elapsed = min(running.elapsed + seconds, 0.3)
      let t = running.elapsed / 0.3
      let eased = 1 - (1 - t) * (1 - t)
      touch.animation = running.elapsed >= 0.3 - 1e-9 ? nil : running
      contentOffset = CGPoint(
        x: running.from.x + (running.to.x - running.from.x) * eased,
        y: running.from.y + (running.to.y - running.from.y) * eased)
      return
    }
    guard touch.isDecelerating else { return }
    // Deceleration: the velocity decays by UIScrollView.DecelerationRate.normal (0.998) per millisecond; outside the
    // range the content springs back to the edge (a critically damped approach; the exact curve is UIKit's own).
    let range = restingRange()
    var offset = contentOffset
    var velocity = touch.velocity
    let decay = pow(0.998, seconds * 1000)
    for axis in [true, false] {
      let value = axis ? offset.y : offset.x
      let low = axis ? range.min.y : range.min.x
      let high = axis ? range.max.y : range.max.x
      var speed = axis ? velocity.y : velocity.x
      var next: CGFloat
      if value < low || value > high {
        let edge = value < low ? low : high
        next = edge + (value - edge) * exp(-seconds / 0.06)
        // On the pixel grid a step shorter than half a pixel rounds back to where it was: the spring ends there.
        if abs(next - edge) < 0.5 || roundedToPixel(next) == value { next = edge }
        speed = 0
      } else {
        next = value + speed * seconds
        speed *= decay
        if abs(speed) < 10 { speed = 0 }
      }
      if axis { (offset.y, velocity.y) = (next, speed) } else { (offset.x, velocity.x) = (next, speed) }
    }
    touch.velocity = velocity
    if offset != contentOffset { contentOffset = offset }
    let inside =
      offset.y >= range.min.y && offset.y <= range.max.y && offset.x >= range.min.x && offset.x <= range.max.x
    if inside, velocity == .zero { touch.isDecelerating = false }
  }
}

// https://developer.apple.com/documentation/uikit/uigesturerecognizer
/// A gesture recognizer: its `state` is observable and its targets hear each recognised change.
@MainActor open class UIGestureRecognizer: NSObject {
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
  public enum State: Int {
    case possible, began, changed, ended, cancelled, failed
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/recognized
    public static var recognized: State { .ended }
  }
  private var storedState = State.possible
  private var targets: [(target: AnyObject, action: Selector)] = []
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
  open internal(set) weak var view: UIView?
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
  open var isEnabled = true

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { targets.append((target as AnyObject, action)) }
  }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)
  open func addTarget(_ target: Any, action: Selector) { targets.append((target as AnyObject, action)) }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
  open var state: State { storedState }

  /// Sets the state as the recognizer's state machine does: observers hear it, then the targets (for began,
  /// changed, ended and cancelled); an ended, failed or cancelled recognizer resets to `.possible` at the end of
  /// the frame ("About the Gesture Recognizer State Machine").
  func setState(_ state: State) {
    let old = storedState
    storedState = state
    KeyValueObservers.didChange(self, "state", old: old, new: state)
    if state != .failed, state != .possible {
      for (target, action) in targets { action.send(to: target, from: self) }
    }
    if state == .ended || state == .failed || state == .cancelled {
      FrameClock.recognizersToReset.append(self)
    }
  }

  func resetToPossible() {
    guard storedState != .possible else { return }
    setState(.possible)
  }
}

// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
  var currentVelocity = CGPoint.zero
  // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
  open func velocity(in view: UIView?) -> CGPoint { currentVelocity }
}

// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
  /// The tap is recognised: a discrete gesture goes straight to `.ended` (`.recognized`).
  func recognize() { setState(.ended) }
}
