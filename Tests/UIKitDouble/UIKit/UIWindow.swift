// Windows, view controllers and the frames of the main run loop. Part of the UIKit double.

// https://developer.apple.com/documentation/uikit/uiwindow
/// A window: the root of a view tree on screen. It is its own `window`; its safe area and traits are the device's,
/// set by a test (`safeAreaInsets`, ``traits``) as rotation, bars or the system's settings would set them. A window
/// made visible (`makeKeyAndVisible()`, `isHidden = false`) is laid out on each frame of ``FrameClock``.
@MainActor open class UIWindow: UIView {
  weak var firstResponder: UIResponder?
  private var storedWindowSafeArea = UIEdgeInsets.zero
  /// The device's traits in this window, as a test sets them: a style or a contrast left unspecified is the
  /// device's (light, normal: a view in a window never sees them unspecified).
  public var traits = UITraitCollection() {
    didSet { if traits != oldValue { updateTraitCollectionOfTree() } }
  }
  var windowTraits: UITraitCollection { traits.withDeviceDefaults }

  // https://developer.apple.com/documentation/uikit/uiwindow/windowscene
  open private(set) weak var windowScene: UIWindowScene?

  // https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
  public init(windowScene: UIWindowScene) {
    super.init(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    self.windowScene = windowScene
    windowScene.add(self)
    isHidden = true
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }

  public required init?(coder: NSCoder) { nil }

  open override var window: UIWindow? { self }
  open override var next: UIResponder? { windowScene ?? UIApplication.shared }

  /// The window's safe area: what the device's bars, notch and home indicator cover. Set by a test; the views under
  /// the window take their share of it at the next layout pass.
  open override var safeAreaInsets: UIEdgeInsets {
    get { storedWindowSafeArea }
    set {
      storedWindowSafeArea = newValue
      setNeedsLayout()
    }
  }

  // https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow
  open private(set) var isKeyWindow = false

  // https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
  open func makeKeyAndVisible() {
    for other in FrameClock.windows where other !== self { other.isKeyWindow = false }
    isKeyWindow = true
    isHidden = false
    FrameClock.show(self)
  }

  /// One layout pass of the window (the Core Animation commit at the end of the run loop's turn): the safe areas
  /// are brought up to date, then every view that needs it is laid out, parents first.
  public func layoutPass() {
    updateSafeArea()
    layoutIfNeeded()
  }

  // https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
  open var rootViewController: UIViewController? {
    didSet {
      oldValue?.view.removeFromSuperview()
      if let controller = rootViewController {
        controller.view.frame = bounds
        addSubview(controller.view)
      }
    }
  }
}

// https://developer.apple.com/documentation/uikit/uiviewcontroller
/// A view controller: its view, made on first read (`loadView()`, then `viewDidLoad()`), and
/// `viewDidLayoutSubviews()` after each layout of that view.
@MainActor open class UIViewController: UIResponder {
  private var loadedView: UIView?

  public override init() { super.init() }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  open var view: UIView! {
    get {
      if let loadedView { return loadedView }
      loadView()
      viewDidLoad()
      return loadedView
    }
    set {
      loadedView = newValue
      newValue?.viewController = self
    }
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
  open var viewIfLoaded: UIView? { loadedView }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
  open func loadView() { view = ControllerRootView(frame: .zero) }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
  open func viewDidLayoutSubviews() {}

  open override var next: UIResponder? { loadedView?.superview }
}

/// A controller's root view: it tells its controller after each layout (UIKit calls `viewDidLayoutSubviews()` once
/// the controller's view has laid out its subviews).
final class ControllerRootView: UIView {
  override func layoutSubviews() {
    super.layoutSubviews()
    viewController?.viewDidLayoutSubviews()
  }
}

/// The main run loop's frames, on a virtual clock: nothing in a test waits for real time.
///
/// One ``advance(frames:)`` frame, at 60 Hz, is one turn of the main run loop as UIKit runs it:
/// 1. the scroll views' own motion (a deceleration, a bounce, an animated `setContentOffset`) steps;
/// 2. every running `CADisplayLink` calls its target;
/// 3. the `UIView.animate` blocks whose duration has passed call their completions, in the order they began, then
///    the Core Animation animations whose duration has passed finish (their transactions' completion blocks run);
/// 4. the Core Animation commit: each visible window's layout pass, and the implicit transaction;
/// 5. gesture recognizers that ended or failed are reset to `.possible`.
///
/// Assumed, not documented: the order of 1 and 2 (UIKit's scroll animation and an app's display link run on the
/// same vsync), and that a completion runs on the frame its time is up.
@MainActor public enum FrameClock {
  /// The time of the last frame, in seconds from an arbitrary start.
  public static var now: TimeInterval { MediaClock.now }
  /// One frame's duration: 60 Hz unless a test sets ``framesPerSecond``.
  public static var frameDuration: TimeInterval { 1.0 / framesPerSecond }
  /// The display's refresh rate: 60, or 120 for a ProMotion display (a setting of the double; restore it at the end
  /// of a test).
  public static var framesPerSecond: Double = 60
  /// Every how many frames one is dropped (0: none): that frame's time passes with no display-link call and no
  /// layout, and the next frame's motion and link cover both (a device under load).
  public static var dropsEveryNthFrame = 0
  private static var framesRun = 0
  private static var droppedTime: TimeInterval = 0
  private struct WeakWindow { weak var window: UIWindow? }
  private static var shownWindows: [WeakWindow] = []
  private struct WeakScrollView { weak var view: UIScrollView? }
  private static var moving: [WeakScrollView] = []
  static var recognizersToReset: [UIGestureRecognizer] = []

  /// The visible windows.
  public static var windows: [UIWindow] { shownWindows.compactMap(\.window).filter { !$0.isHidden } }

  static func show(_ window: UIWindow) {
    shownWindows.removeAll { $0.window == nil || $0.window === window }
    shownWindows.append(WeakWindow(window: window))
  }

  private static var touched: [WeakScrollView] = []

  /// A finger touches `view`: the run loop may run in the tracking mode (``isTracking``).
  static func startTracking(_ view: UIScrollView) {
    touched.removeAll { $0.view == nil || $0.view === view }
    touched.append(WeakScrollView(view: view))
  }

  /// Whether the main run loop runs in its tracking mode (`UITrackingRunLoopMode`): a scroll view in a window is
  /// tracking a finger or decelerating (UIKit pushes the mode as tracking begins and pops it when the scrolling ends,
  /// `_popRunLoopMode:requester:reason:` in `UIScrollView.m`). A display link or a timer scheduled only in the default
  /// mode does not fire then; one in the common modes does.
  public static var isTracking: Bool {
    (touched + moving).contains { entry in
      guard let view = entry.view, view.window != nil else { return false }
      return view.isTracking || view.isDecelerating
    }
  }

  /// Whether something scheduled in `modes` runs in the run loop's current mode.
  static func runs(in modes: [RunLoop.Mode]) -> Bool {
    modes.isEmpty || modes.contains(.common)
      || modes.contains(isTracking ? RunLoop.Mode("UITrackingRunLoopMode") : .default)
  }

  static func startMoving(_ view: UIScrollView) {
    moving.removeAll { $0.view == nil || $0.view === view }
    moving.append(WeakScrollView(view: view))
  }

  /// Runs `frames` frames.
  public static func advance(frames: Int = 1) {
    for _ in 0..<max(0, frames) { runFrame() }
  }

  /// Runs frames until `seconds` have passed (rounded to whole frames).
  public static func advance(seconds: TimeInterval) {
    advance(frames: Int((seconds / frameDuration).rounded()))
  }

  /// Only the end of the run loop's turn: layout passes, with no time passing (what happens after an event that
  /// changed views, before the next frame).
  public static func commit() {
    for window in windows { window.layoutPass() }
    CATransaction.commitImplicitTransaction()
  }

  private static func runFrame() {
    framesRun += 1
    if dropsEveryNthFrame > 0, framesRun % dropsEveryNthFrame == 0 {
      droppedTime += frameDuration
      MediaClock.now += frameDuration
      return
    }
    let elapsed = frameDuration + droppedTime
    droppedTime = 0
    MediaClock.now += frameDuration
    for entry in moving { entry.view?.stepMotion(by: elapsed) }
    moving.removeAll { $0.view?.isMoving != true }
    CADisplayLink.fireFrame(at: now, duration: frameDuration, runs: runs(in:))
    Timer.fireDue(at: now)
    UIView.completeAnimations(at: now)
    CAAnimationLog.finishAnimations(at: now)
    commit()
    let reset = recognizersToReset
    recognizersToReset = []
    for recognizer in reset { recognizer.resetToPossible() }
  }
}
