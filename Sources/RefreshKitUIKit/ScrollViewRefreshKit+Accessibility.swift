#if canImport(UIKit)
  import RefreshKit
  import UIKit

  /// VoiceOver and Reduce Motion, wired by the layer: the app adds one line, in its scroll view's
  /// `accessibilityScroll(_:)`.
  extension ScrollViewRefreshKit {
    /// VoiceOver's three-finger scroll on `scrollView`, for the scroll view's own `accessibilityScroll(_:)` to call
    /// in one line:
    ///
    /// ```swift
    /// final class FeedTableView: UITableView {
    ///   override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
    ///     ScrollViewRefreshKit.accessibilityScroll(direction, in: self) ?? super.accessibilityScroll(direction)
    ///   }
    /// }
    /// ```
    ///
    /// Up, down, left and right go to the model's ``RefreshKit/ScrollModel/accessibilityScroll(_:)``: at rest at an
    /// edge, the component there starts (the header at the top, an idle footer at the bottom, the trailer at the
    /// right); elsewhere the content moves a page and VoiceOver hears "Page 2 of 5", also while a component refreshes.
    /// Its answer, false included (at an edge with nothing to start, or whose component already refreshes), is what
    /// VoiceOver gets: false plays its boundary sound. `next` and `previous`, and a scroll view with no `refreshKit` yet, are left to
    /// UIKit: nil, so that the scroll view's own handling runs.
    ///
    /// It is `nonisolated` because UIKit declares `accessibilityScroll(_:)` on `NSObject`, outside the main actor; UIKit
    /// calls it on the main thread, which this method asserts.
    ///
    /// - Parameters:
    ///   - direction: The direction VoiceOver asks for.
    ///   - scrollView: The scroll view VoiceOver scrolls: `self` in its override.
    /// - Returns: Whether the content moved or a component started, or nil for a scroll left to UIKit.
    public nonisolated static func accessibilityScroll(
      _ direction: UIAccessibilityScrollDirection, in scrollView: UIScrollView
    ) -> Bool? {
      MainActor.assumeIsolated {
        guard let model = scrollView.existingRefreshKit?.model else { return nil }
        switch direction {
        case .up: return model.accessibilityScroll(.up)
        case .down: return model.accessibilityScroll(.down)
        case .left: return model.accessibilityScroll(.left)
        case .right: return model.accessibilityScroll(.right)
        case .next, .previous: return nil
        @unknown default: return nil
        }
      }
    }

    /// Posts the model's announcements to VoiceOver, unless the app already set its handler (set
    /// ``RefreshKit/ScrollModel/accessibilityAnnouncementHandler`` on ``model`` to speak your own way, or nil to
    /// announce nothing), and keeps ``RefreshKit/RefreshConfiguration/reducesMotion`` equal to the system's setting.
    func wireAccessibility() {
      if model.accessibilityAnnouncementHandler == nil {
        model.accessibilityAnnouncementHandler = { announcement in announcement.post() }
      }
      ReduceMotionFollower.start()
    }
  }

  /// Keeps ``RefreshKit/RefreshConfiguration/reducesMotion`` equal to `UIAccessibility.isReduceMotionEnabled`, from
  /// the first ``ScrollViewRefreshKit`` on, for the life of the app: one observer for every scroll view.
  @MainActor enum ReduceMotionFollower {
    /// The observer of `reduceMotionStatusDidChangeNotification`, once started.
    private static var observer: (any NSObjectProtocol)?

    /// Reads the setting now and follows its changes; later calls do nothing.
    static func start() {
      guard observer == nil else { return }
      RefreshConfiguration.default.reducesMotion = UIAccessibility.isReduceMotionEnabled
      observer = NotificationCenter.default.addObserver(
        forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main
      ) { _ in
        // Delivered on the main queue, where the configuration lives.
        MainActor.assumeIsolated {
          RefreshConfiguration.default.reducesMotion = UIAccessibility.isReduceMotionEnabled
        }
      }
    }
  }
#endif
