// VoiceOver, Reduce Motion and haptics, with switches a test flips. Part of the UIKit double.

// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
/// UIKit declares the traits as mutable globals (`static var` here as there, so that Swift 6 code reads them
/// through a `@preconcurrency import`).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  public static var button = UIAccessibilityTraits(rawValue: 1 << 0)
  public static var staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  public static var updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 10)
}

// https://developer.apple.com/documentation/uikit/uiaccessibilityscrolldirection
public enum UIAccessibilityScrollDirection: Int, Sendable {
  case right = 1, left, up, down, next, previous
}

// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction
/// A named action; the double keeps its handler so that a test performs it as VoiceOver's rotor does.
@MainActor open class UIAccessibilityCustomAction: NSObject {
  public let name: String
  public let actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

  // https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:)
  public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
    self.name = name
    self.actionHandler = actionHandler
  }

  /// VoiceOver performs the action.
  @discardableResult public func perform() -> Bool { actionHandler?(self) ?? false }
}

// https://developer.apple.com/documentation/uikit/uiaccessibility
public enum UIAccessibility {
  // https://developer.apple.com/documentation/uikit/uiaccessibility/notification
  public struct Notification: Hashable, RawRepresentable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static var layoutChanged = Notification(rawValue: 1001)
    public static var announcement = Notification(rawValue: 1008)
    public static var pageScrolled = Notification(rawValue: 1009)
  }

  /// What was posted to VoiceOver, in order: a test reads and clears it.
  @MainActor public static var posted: [(notification: Notification, argument: String?)] = []

  // https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
    posted.append((notification, argument as? String))
  }

  @MainActor private static var reduceMotion = false
  @MainActor private static var voiceOver = false

  // https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
  @MainActor public static var isReduceMotionEnabled: Bool { reduceMotion }
  // https://developer.apple.com/documentation/uikit/uiaccessibility/isvoiceoverrunning
  @MainActor public static var isVoiceOverRunning: Bool { voiceOver }

  // https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification
  public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
  // https://developer.apple.com/documentation/uikit/uiaccessibility/voiceoverstatusdidchangenotification
  public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")

  /// The user switches Reduce Motion in Settings: the value changes, then the notification is posted (on the main
  /// thread here; UIKit documents only that it is posted).
  @MainActor public static func setReduceMotionEnabled(_ enabled: Bool) {
    reduceMotion = enabled
    NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
  }

  /// The user turns VoiceOver on or off.
  @MainActor public static func setVoiceOverRunning(_ running: Bool) {
    voiceOver = running
    NotificationCenter.default.post(name: voiceOverStatusDidChangeNotification, object: nil)
  }
}

// https://developer.apple.com/documentation/uikit/uifeedbackgenerator
/// A feedback generator; every generator's calls go to one log (``events``) in the order they were made.
@MainActor open class UIFeedbackGenerator: NSObject {
  /// A call a test can expect.
  public enum Event: Equatable, Sendable {
    case prepare
    case impact(UIImpactFeedbackGenerator.FeedbackStyle)
  }
  /// Every generator's calls, in order: a test reads and clears it.
  public static var events: [Event] = []

  // https://developer.apple.com/documentation/uikit/uifeedbackgenerator/prepare()
  open func prepare() { Self.events.append(.prepare) }
}

// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator
@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackStyle: Int, Sendable {
    case light, medium, heavy, soft, rigid
  }
  public let style: FeedbackStyle

  // https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:)
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  // https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred()
  open func impactOccurred() { Self.events.append(.impact(style)) }
}
