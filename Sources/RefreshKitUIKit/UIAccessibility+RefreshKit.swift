#if canImport(UIKit)
  import RefreshKit
  // UIKit declares its accessibility traits and notifications as mutable globals, which Swift 6 refuses to read
  // unless the import is `@preconcurrency`; UIKit itself reads them on the main thread only, as this file does.
  @preconcurrency import UIKit

  extension UIAccessibilityTraits {
    /// UIKit's traits for a presentation's platform-free ones.
    ///
    /// - Parameter traits: A ``RefreshKit/RefreshPresentation/AccessibilityTraits`` value.
    init(_ traits: RefreshPresentation.AccessibilityTraits) {
      self = []
      if traits.contains(.button) { insert(.button) }
      if traits.contains(.staticText) { insert(.staticText) }
    }
  }

  extension AccessibilityAnnouncement {
    /// Says the announcement through VoiceOver: `UIAccessibility.Notification.announcement`, or `.pageScrolled` for a
    /// page of a three-finger scroll.
    @MainActor func post() {
      switch self {
      case .announcement(let text): UIAccessibility.post(notification: .announcement, argument: text)
      case .pageScrolled(let text): UIAccessibility.post(notification: .pageScrolled, argument: text)
      }
    }
  }
#endif
