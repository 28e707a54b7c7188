/// What a screen reader should say: the value a ``ScrollModel`` passes to its
/// ``ScrollModel/accessibilityAnnouncementHandler``, one of UIKit's two accessibility notifications.
///
/// An app forwards each to `UIAccessibility.post(notification:argument:)` with the notification of the same name:
///
/// ```swift
/// list.accessibilityAnnouncementHandler = { announcement in
///   switch announcement {
///   case .announcement(let text): UIAccessibility.post(notification: .announcement, argument: text)
///   case .pageScrolled(let text): UIAccessibility.post(notification: .pageScrolled, argument: text)
///   }
/// }
/// ```
public enum AccessibilityAnnouncement: Hashable, Sendable, CustomStringConvertible {
  /// Something happened that the user should hear, such as "Refreshing", "Loaded" or a failure's message:
  /// `UIAccessibility.Notification.announcement`.
  case announcement(String)
  /// A VoiceOver scroll moved the content to a new position, such as "Page 2 of 5":
  /// `UIAccessibility.Notification.pageScrolled`.
  case pageScrolled(String)

  /// The text to speak.
  public var text: String {
    switch self {
    case .announcement(let text), .pageScrolled(let text): text
    }
  }

  /// The announcement as it would be written in Swift, such as `.announcement("Refreshing")`.
  public var description: String {
    switch self {
    case .announcement(let text): ".announcement(\"\(text)\")"
    case .pageScrolled(let text): ".pageScrolled(\"\(text)\")"
    }
  }
}
