// The responder chain, the application and its scenes, and key commands. Part of the UIKit double.

// https://developer.apple.com/documentation/uikit/uiresponder
/// A responder. The accessibility members are declared on `NSObject` in the SDK (UIAccessibility.h), outside the
/// main actor; an extension of `NSObject` could not be overridden here, so they live on the first UIKit class,
/// `nonisolated` as there, and keep their values on the main actor (UIKit asks them on the main thread).
@MainActor open class UIResponder: NSObject {
  private var storedAccessibilityElement = false
  private var storedAccessibilityLabel: String?
  private var storedAccessibilityValue: String?
  private var storedAccessibilityHint: String?
  private var storedAccessibilityTraits = UIAccessibilityTraits()
  private var storedCustomActions: [UIAccessibilityCustomAction]?

  public override init() { super.init() }

  // https://developer.apple.com/documentation/uikit/uiresponder/next
  /// The next responder: a view's view controller or superview, a controller's view's superview, a window's scene,
  /// a scene's application.
  open var next: UIResponder? { nil }

  // https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
  @discardableResult open func becomeFirstResponder() -> Bool {
    guard let window = (self as? UIView)?.window else { return false }
    window.firstResponder = self
    return true
  }

  // https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder
  open var isFirstResponder: Bool { (self as? UIView)?.window?.firstResponder === self }

  // https://developer.apple.com/documentation/objectivec/nsobject/1615141-isaccessibilityelement
  nonisolated open var isAccessibilityElement: Bool {
    get { MainActor.assumeIsolated { storedAccessibilityElement } }
    set { MainActor.assumeIsolated { storedAccessibilityElement = newValue } }
  }
  // https://developer.apple.com/documentation/objectivec/nsobject/1615181-accessibilitylabel
  nonisolated open var accessibilityLabel: String? {
    get { MainActor.assumeIsolated { storedAccessibilityLabel } }
    set { MainActor.assumeIsolated { storedAccessibilityLabel = newValue } }
  }
  // https://developer.apple.com/documentation/objectivec/nsobject/1615117-accessibilityvalue
  nonisolated open var accessibilityValue: String? {
    get { MainActor.assumeIsolated { storedAccessibilityValue } }
    set { MainActor.assumeIsolated { storedAccessibilityValue = newValue } }
  }
  // https://developer.apple.com/documentation/objectivec/nsobject/1615093-accessibilityhint
  nonisolated open var accessibilityHint: String? {
    get { MainActor.assumeIsolated { storedAccessibilityHint } }
    set { MainActor.assumeIsolated { storedAccessibilityHint = newValue } }
  }
  // https://developer.apple.com/documentation/objectivec/nsobject/1615202-accessibilitytraits
  nonisolated open var accessibilityTraits: UIAccessibilityTraits {
    get { MainActor.assumeIsolated { storedAccessibilityTraits } }
    set { MainActor.assumeIsolated { storedAccessibilityTraits = newValue } }
  }
  // https://developer.apple.com/documentation/objectivec/nsobject/1615165-accessibilityactivate
  nonisolated open func accessibilityActivate() -> Bool { false }
  // https://developer.apple.com/documentation/objectivec/nsobject/1615094-accessibilityscroll
  nonisolated open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
  // https://developer.apple.com/documentation/objectivec/nsobject/1615150-accessibilitycustomactions
  nonisolated open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { MainActor.assumeIsolated { storedCustomActions } }
    set { MainActor.assumeIsolated { storedCustomActions = newValue } }
  }
}

// https://developer.apple.com/documentation/uikit/uiscene
@MainActor open class UIScene: UIResponder {
  open override var next: UIResponder? { UIApplication.shared }
}

// https://developer.apple.com/documentation/uikit/uiwindowscene
@MainActor open class UIWindowScene: UIScene {
  private var weakWindows: [WeakWindow] = []
  private struct WeakWindow { weak var window: UIWindow? }

  /// A scene connected to the application (`UIApplication.connectedScenes`), as UIKit makes one at launch.
  public override init() {
    super.init()
    UIApplication.shared.connect(self)
  }

  // https://developer.apple.com/documentation/uikit/uiwindowscene/windows
  open var windows: [UIWindow] { weakWindows.compactMap(\.window) }

  func add(_ window: UIWindow) {
    weakWindows.removeAll { $0.window == nil || $0.window === window }
    weakWindows.append(WeakWindow(window: window))
  }

  /// Disconnects the scene (the user closed it).
  public func disconnect() { UIApplication.shared.disconnect(self) }
}

// https://developer.apple.com/documentation/uikit/uiapplication
@MainActor open class UIApplication: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiapplication/shared
  public static let shared = UIApplication()
  private var scenes: [UIScene] = []

  // https://developer.apple.com/documentation/uikit/uiapplication/significanttimechangenotification
  public static let significantTimeChangeNotification = NSNotification.Name(
    "UIApplicationSignificantTimeChangeNotification")

  // https://developer.apple.com/documentation/uikit/uiapplication/didenterbackgroundnotification
  public static let didEnterBackgroundNotification = NSNotification.Name(
    "UIApplicationDidEnterBackgroundNotification")

  /// The app goes to the background: every `UIView.animate` under way ends early, its completion called with `false`
  /// on the next frame (assumed, for a device to confirm: Core Animation drops a suspended app's animations, and
  /// Apple's pages do not say when the completions run), then `didEnterBackgroundNotification` is posted.
  public func simulateEnterBackground() {
    for animation in UIView.runningAnimations { UIView.interrupt(animation) }
    NotificationCenter.default.post(name: Self.didEnterBackgroundNotification, object: self)
  }

  // https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes
  open var connectedScenes: Set<UIScene> { Set(scenes) }

  func connect(_ scene: UIScene) { scenes.append(scene) }
  func disconnect(_ scene: UIScene) { scenes.removeAll { $0 === scene } }

  // https://developer.apple.com/documentation/uikit/uiapplication/sendaction(_:to:from:for:)
  /// Sends `action` to `target`, or with no target along the responder chain from the key window's first responder
  /// (the window itself when none): the first responder that implements it handles it ("Using responders and the
  /// responder chain to handle events").
  @discardableResult open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: Any?)
    -> Bool
  {
    if let target { return action.send(to: target as AnyObject, from: sender) }
    let key = scenes.lazy.compactMap { $0 as? UIWindowScene }.flatMap(\.windows).first(where: \.isKeyWindow)
    var responder: UIResponder? = key?.firstResponder ?? key
    while let current = responder {
      if action.send(to: current, from: sender) { return true }
      responder = current.next
    }
    return false
  }
}

// https://developer.apple.com/documentation/uikit/uikeymodifierflags
public struct UIKeyModifierFlags: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
}

// https://developer.apple.com/documentation/uikit/uikeycommand
@MainActor open class UIKeyCommand: NSObject {
  open var title: String
  open var action: Selector?
  open var input: String?
  open var modifierFlags: UIKeyModifierFlags
  open var discoverabilityTitle: String?

  // https://developer.apple.com/documentation/uikit/uikeycommand/init(title:image:action:input:modifierflags:propertylist:alternates:discoverabilitytitle:attributes:state:)
  public init(
    title: String = "", action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
    discoverabilityTitle: String? = nil
  ) {
    self.title = title
    self.action = action
    self.input = input
    self.modifierFlags = modifierFlags
    self.discoverabilityTitle = discoverabilityTitle
  }

  // https://developer.apple.com/documentation/uikit/uikeycommand/init(input:modifierflags:action:)
  /// A command with no title (`title` is "" and `discoverabilityTitle` nil until set: assumed, from the initializer
  /// above, whose parameters default so).
  public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
    self.init(action: action, input: input, modifierFlags: modifierFlags)
  }

  /// The user presses the command's keys: UIKit sends its action along the responder chain from the first
  /// responder, with the command as sender. Returns whether a responder handled it.
  @discardableResult public func press() -> Bool {
    guard let action else { return false }
    return UIApplication.shared.sendAction(action, to: nil, from: self, for: nil)
  }
}
