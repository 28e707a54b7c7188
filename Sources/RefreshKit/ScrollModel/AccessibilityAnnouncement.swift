/// What a screen reader should say: the value a ``ScrollModel`` passes to its
/// ``ScrollModel/accessibilityAnnouncementHandler``, one of UIKit's two accessibility notifications.
///
/// An announcement either interrupts what VoiceOver is saying or waits for it to finish. What the user asked for
/// right now (a pull they released, a tap or a double tap on a footer, a three-finger scroll, a named action, ⌘R) is
/// an ``announcement(_:)``, said at once: it confirms their own gesture. Everything else is a
/// ``queuedAnnouncement(_:)``, said after the speech in progress: the start of a load the app or an automatic footer
/// began (the content's end reached during a swipe or VoiceOver's Read All), the end of any refresh ("Refreshed",
/// "Loaded", a failure's message) and "No more data". UIKit offers no way to tell that VoiceOver is reading
/// continuously (Read All), so these are never dropped, only queued behind what it reads.
///
/// An app forwards each to `UIAccessibility.post(notification:argument:)` with the notification of the same name,
/// a queued one as an attributed string that asks VoiceOver to queue it:
///
/// ```swift
/// import UIKit
///
/// @MainActor func speak(_ announcement: AccessibilityAnnouncement) {
///   switch announcement {
///   case .announcement(let text): UIAccessibility.post(notification: .announcement, argument: text)
///   case .queuedAnnouncement(let text):
///     let queued = NSAttributedString(string: text, attributes: [.accessibilitySpeechQueueAnnouncement: true])
///     UIAccessibility.post(notification: .announcement, argument: queued)
///   case .pageScrolled(let text): UIAccessibility.post(notification: .pageScrolled, argument: text)
///   }
/// }
/// ```
///
/// The `RefreshKitUIKit` layer does this for you (with iOS 17's low announcement priority too), unless the app sets
/// its own handler.
public enum AccessibilityAnnouncement: Equatable, Sendable, CustomStringConvertible {
  /// Something the user just asked for, such as "Refreshing" after they released a pull, said at once, interrupting
  /// the speech in progress: `UIAccessibility.Notification.announcement` with a plain string.
  case announcement(String)
  /// Something the user should hear when VoiceOver has finished what it is saying, such as "Loading more" for a load
  /// an automatic footer started, "Loaded", or a failure's message: `UIAccessibility.Notification.announcement` with an
  /// attributed string whose `accessibilitySpeechQueueAnnouncement` is true (and, from iOS 17, whose
  /// `accessibilitySpeechAnnouncementPriority` is `UIAccessibilityPriority.low`).
  case queuedAnnouncement(String)
  /// A VoiceOver scroll moved the content to a new position, such as "Page 2 of 5":
  /// `UIAccessibility.Notification.pageScrolled`.
  case pageScrolled(String)

  /// The text to speak.
  public var text: String {
    switch self {
    case .announcement(let text), .queuedAnnouncement(let text), .pageScrolled(let text): text
    }
  }

  /// Whether the announcement waits for the speech in progress instead of interrupting it: true for a
  /// ``queuedAnnouncement(_:)`` only. A renderer that posts through another API (SwiftUI's
  /// `AccessibilityNotification.Announcement`) reads it to ask for the same.
  public var isQueued: Bool {
    if case .queuedAnnouncement = self { return true }
    return false
  }

  /// The announcement as it would be written in Swift, such as `.announcement("Refreshing")`.
  public var description: String {
    switch self {
    case .announcement(let text): ".announcement(\"\(text)\")"
    case .queuedAnnouncement(let text): ".queuedAnnouncement(\"\(text)\")"
    case .pageScrolled(let text): ".pageScrolled(\"\(text)\")"
    }
  }
}
