#if canImport(SwiftUI) && canImport(UIKit) && canImport(Accessibility)
  // Used by the scroll-API path, which exists in the SDKs of Xcode 16 and later only (SwiftUI 6); the announcement
  // priority is iOS 17 API, absent from older SDKs.
  #if canImport(SwiftUI, _version: 6.0)
    // The iOS 18 SDK declares the priority attribute's value without `Sendable`.
    @preconcurrency import Accessibility
    import Foundation
    import RefreshKit

    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    extension AccessibilityAnnouncement {
      /// The announcement as SwiftUI posts it (`AccessibilityNotification.Announcement`): what the user asked for with
      /// the default priority, which interrupts the speech in progress, and a queued one
      /// (``RefreshKit/AccessibilityAnnouncement/isQueued``) with the low priority, which VoiceOver says once the
      /// speech in progress has completed, as the UIKit layer posts them.
      var swiftUINotification: AccessibilityNotification.Announcement {
        var speech = AttributedString(text)
        if isQueued { speech.accessibilitySpeechAnnouncementPriority = .low }
        return AccessibilityNotification.Announcement(speech)
      }
    }
  #endif
#endif
