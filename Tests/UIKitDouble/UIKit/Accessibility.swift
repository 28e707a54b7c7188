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

// https://developer.apple.com/documentation/uikit/uiaccessibilitypriority
/// An announcement's priority (iOS 17): UIKit's `NS_TYPED_ENUM` of strings, whose comments in
/// `UIAccessibilityConstants.h` say that a high one interrupts and cannot be interrupted, a default one interrupts and
/// can be, and a low one is queued until other speech has completed.
public struct UIAccessibilityPriority: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let high = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityHigh")
  public static let `default` = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityDefault")
  public static let low = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityLow")
}

extension NSAttributedString.Key {
  // https://developer.apple.com/documentation/foundation/nsattributedstring/key/accessibilityspeechqueueannouncement
  /// A Boolean: true queues the announcement behind the speech in progress; false or absent interrupts it (iOS 11).
  public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key(
    "UIAccessibilitySpeechAttributeQueueAnnouncement")
  // https://developer.apple.com/documentation/foundation/nsattributedstring/key/accessibilityspeechannouncementpriority
  /// A ``UIAccessibilityPriority`` (iOS 17).
  public static let accessibilitySpeechAnnouncementPriority = NSAttributedString.Key(
    "UIAccessibilitySpeechAttributeAnnouncementPriority")
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

  /// One post to VoiceOver: the notification, the text of its argument (a string's, or an attributed string's), and
  /// the speech attributes of an attributed argument that decide whether it waits for the speech in progress.
  public struct Post: Sendable {
    public let notification: Notification
    /// The text, whether posted as a `String` or an `NSAttributedString`; nil for any other argument.
    public let argument: String?
    /// The argument's `accessibilitySpeechQueueAnnouncement` (nil: absent, so VoiceOver interrupts).
    public let queuesAnnouncement: Bool?
    /// The argument's `accessibilitySpeechAnnouncementPriority` (nil: absent).
    public let priority: UIAccessibilityPriority?

    /// Whether VoiceOver says it after the speech in progress rather than interrupting it: UIKit documents that an
    /// announcement interrupts unless its queue attribute is true (iOS 11) or, from iOS 17, its priority is low
    /// ("queued and spoken when other speech utterances have completed"); the priority decides when both are there.
    public var waitsForSpeech: Bool {
      if let priority { return priority == .low }
      return queuesAnnouncement ?? false
    }
  }

  /// What was posted to VoiceOver, in order: a test reads and clears it.
  @MainActor public static var posted: [Post] = []

  // https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
  /// The argument of `.announcement` may be a string or an attributed string carrying speech attributes
  /// (https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement); the double reads
  /// them from its first character, as one post carries one set.
  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
    guard let attributed = argument as? NSAttributedString, attributed.length > 0 else {
      return posted.append(
        Post(notification: notification, argument: argument as? String, queuesAnnouncement: nil, priority: nil))
    }
    let attributes = attributed.attributes(at: 0, effectiveRange: nil)
    let queue = attributes[.accessibilitySpeechQueueAnnouncement]
    posted.append(
      Post(
        notification: notification, argument: attributed.string,
        queuesAnnouncement: (queue as? Bool) ?? (queue as? NSNumber)?.boolValue,
        priority: priority(attributes[.accessibilitySpeechAnnouncementPriority])))
  }

  /// A priority attribute's value: UIKit's constant, which Objective-C sees as its string.
  private static func priority(_ value: Any?) -> UIAccessibilityPriority? {
    if let priority = value as? UIAccessibilityPriority { return priority }
    return (value as? String).map(UIAccessibilityPriority.init(rawValue:))
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
