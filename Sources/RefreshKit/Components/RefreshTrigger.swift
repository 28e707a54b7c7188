import Foundation

/// Who or what started a refresh: read ``RefreshComponent/refreshTrigger`` inside the action, or take it from the
/// ``RefreshEvent/actionStarted(_:)`` event.
///
/// ```swift
/// list.refreshHeader = SimpleHeader { [weak list] in
///   if list?.refreshHeader?.refreshTrigger == .pull { analytics.log("pull to refresh") }
///   feed.reload()
/// }
/// ```
public enum RefreshTrigger: Hashable, Sendable {
  /// The user pulled past the trigger distance and released (a header, a back footer, a trailer), or released a
  /// drag with an auto footer in view.
  case pull
  /// The user tapped a footer (``AutoRefreshFooter/tap()``).
  case tap
  /// An auto footer came into view while the user scrolled, or the content's end came within its preload distance.
  case scrolledToEnd
  /// The app called ``RefreshComponent/beginRefreshing()``.
  case beginRefreshing
  /// ``RefreshHeader/refreshIfExpired(after:)`` found the last refresh too old.
  case expired
  /// A VoiceOver user asked for it: a three-finger scroll at the component's edge
  /// (``ScrollModel/accessibilityScroll(_:)``), or ``BackRefreshFooter``'s and ``RefreshTrailer``'s
  /// `accessibilityActivate()`. The component scrolls itself into view, as for ``beginRefreshing``.
  case accessibility
  /// A keyboard user pressed ⌘R (the UIKit layer's key command, on iPad with a keyboard and on Mac Catalyst): the
  /// header of the list in view refreshes (``RefreshKeyCommand``) and scrolls itself into view, as for
  /// ``beginRefreshing``.
  case keyCommand

  /// Whether the user asked for this refresh at this moment: a released pull, a tap, VoiceOver's three-finger scroll,
  /// double tap or named action, or ⌘R. Its start is announced at once, interrupting VoiceOver; a refresh the app
  /// (``beginRefreshing``, ``expired``) or an automatic footer (``scrolledToEnd``) started is announced after the
  /// speech in progress (``AccessibilityAnnouncement/queuedAnnouncement(_:)``), so that it never cuts into what
  /// VoiceOver reads, Read All included.
  public var isRequestedByUser: Bool {
    switch self {
    case .pull, .tap, .accessibility, .keyCommand: true
    case .scrolledToEnd, .beginRefreshing, .expired: false
    }
  }

  /// Whether the app, not the user's finger, started it: the component then scrolls itself into view.
  var isProgrammatic: Bool {
    switch self {
    case .beginRefreshing, .expired, .accessibility, .keyCommand: true
    case .pull, .tap, .scrolledToEnd: false
    }
  }
}
