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
    ///
    /// What the user asked for is a plain string, which interrupts the speech in progress (UIKit's default). A queued
    /// one is an attributed string that asks VoiceOver to say it after that speech: its
    /// `accessibilitySpeechQueueAnnouncement` is true (iOS 11; deprecated from iOS 17, where it still applies), and
    /// from iOS 17 its `accessibilitySpeechAnnouncementPriority` is `.low` ("queued and spoken when other speech
    /// utterances have completed", UIKit's `UIAccessibilityConstants.h`). UIKit has no API that tells whether
    /// VoiceOver reads continuously (Read All), so a queued announcement is never dropped, only said after what it reads.
    @MainActor func post() {
      switch self {
      case .announcement(let text): UIAccessibility.post(notification: .announcement, argument: text)
      case .queuedAnnouncement(let text): UIAccessibility.post(notification: .announcement, argument: Self.queued(text))
      case .pageScrolled(let text): UIAccessibility.post(notification: .pageScrolled, argument: text)
      }
    }

    /// `text` as an announcement that VoiceOver queues behind the speech in progress. Made with `addAttribute`, not an
    /// attributes dictionary: a Swift dictionary keyed by `NSAttributedString.Key` links its generic code into the app
    /// (some 4 KB, measured by `Benchmarks/check-linked-size.sh`).
    static func queued(_ text: String) -> NSAttributedString {
      let queued = NSMutableAttributedString(string: text)
      let whole = NSRange(location: 0, length: queued.length)
      queued.addAttribute(.accessibilitySpeechQueueAnnouncement, value: true, range: whole)
      // The priority is iOS 17 API, absent from older SDKs: UIKit is 6441 in the iOS 16.5 SDK, 8081 in 18.0. Its value
      // is the constant's string, as UIKit's typed string constant bridges.
      #if canImport(UIKit, _version: 7000)
        if #available(iOS 17.0, tvOS 17.0, *) {
          queued.addAttribute(
            .accessibilitySpeechAnnouncementPriority, value: UIAccessibilityPriority.low.rawValue, range: whole)
        }
      #endif
      return queued
    }
  }
#endif
