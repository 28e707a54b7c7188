#if canImport(UIKit)
  @_spi(Hosting) import RefreshKit
  import UIKit

  /// Keeps what every scroll view draws true to the system's settings and to the app's texts, from the first
  /// ``ScrollViewRefreshKit`` on, for the life of the app:
  ///
  /// - ``RefreshKit/RefreshConfiguration/systemReducesMotion`` stays equal to `UIAccessibility.isReduceMotionEnabled`
  ///   (`reduceMotionStatusDidChangeNotification`); what the app set in
  ///   ``RefreshKit/RefreshConfiguration/reducesMotion`` is never written over.
  /// - A change of the region or its formats, of the 24-hour clock (`NSLocale.currentLocaleDidChangeNotification`),
  ///   of the time zone (`.NSSystemTimeZoneDidChange`), or of the date (`UIApplication.significantTimeChangeNotification`:
  ///   midnight, the clock set by hand) tells the core (``RefreshKit/RefreshLocalization/systemSettingsDidChange()``),
  ///   which formats dates anew.
  /// - Each change of language or text (``RefreshKit/RefreshLocalization/didChangeNotification``) draws the components
  ///   of every scroll view again at once: a footer at rest under a short list would otherwise keep its old title until
  ///   the next scroll.
  @MainActor enum SystemSettingsFollower {
    /// A scroll view's layer, held weakly: the follower never keeps one alive.
    private struct Follower {
      weak var kit: ScrollViewRefreshKit?
    }

    /// The layers that draw again on a change.
    private static var followers: [Follower] = []

    /// Whether the follower observes the notifications: from the first call on, for the life of the app (nothing
    /// removes the observers but a test's stop).
    private static var isFollowing = false
    /// The observers' tokens, for a test's stop: kept in every build, so that what a test runs is what an app runs.
    private static var tokens: [any NSObjectProtocol] = []

    /// Draws `kit`'s components again on each change, and starts following the system on the first call.
    static func follow(_ kit: ScrollViewRefreshKit) {
      // A loop, not `removeAll(where:)`: its closure checks its executor, and its partition is specialized for this
      // array alone (issue 58).
      var kept: [Follower] = []
      for follower in followers where follower.kit != nil { kept.append(follower) }
      kept.append(Follower(kit: kit))
      followers = kept
      startFollowingSystem()
    }

    /// Starts following the system and the texts, with or without a scroll view's layer; later calls do nothing.
    static func startFollowingSystem() {
      guard !isFollowing else { return }
      isFollowing = true
      RefreshConfiguration.systemReducesMotion = UIAccessibility.isReduceMotionEnabled
      // One list made at once, not appended to: each append was the array's growth code specialized for the tokens'
      // type (issue 58).
      tokens = [
        observe(UIAccessibility.reduceMotionStatusDidChangeNotification, .reduceMotion),
        observe(NSLocale.currentLocaleDidChangeNotification, .formats),
        observe(.NSSystemTimeZoneDidChange, .formats),
        observe(UIApplication.significantTimeChangeNotification, .formats),
        observe(RefreshLocalization.didChangeNotification, .texts),
      ]
    }

    /// What a notification followed says changed.
    private enum Change {
      /// The Reduce Motion setting.
      case reduceMotion
      /// The region, its formats, the clock, the time zone or the date: the dates are formatted anew.
      case formats
      /// A language or a text of the app's: every component is drawn again.
      case texts
    }

    /// Observes `name`, which says `change`, for the life of the app (its token, returned, kept for a test's stop:
    /// nothing else removes it) with the one block of every notification followed, which hands `change` to
    /// ``settingDidChange(_:)``: one block in an app, where a block per notification was a copy each (issue 58). Out of
    /// line, as that function: it is called five times.
    ///
    /// The block runs at once when the notification is posted on the main queue (`HostThread.isOnMainQueue`: the
    /// core posts its language change there), and is queued onto it when posted elsewhere (the system's may be posted
    /// on any thread), never trapped. Not `queue: .main`: Foundation runs such a block at once only when the poster is
    /// on the main operation queue's thread, and otherwise adds it to that queue and waits for it. In a process whose
    /// main queue another thread drains (`dispatch_main()`: swift test on Linux), main-actor code is on the main queue
    /// but not the main thread, so a post from it (the core's language change, the system's Reduce Motion) waited for
    /// its own queue for ever.
    @inline(never) private static func observe(_ name: Notification.Name, _ change: Change) -> any NSObjectProtocol {
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
        if HostThread.isOnMainQueue {
          MainActor.assumeIsolated { settingDidChange(change) }
        } else {
          HostThread.enqueueOnMain { settingDidChange(change) }
        }
      }
    }

    /// A setting or the texts changed. Out of line: the block calls it from two places.
    @inline(never) private static func settingDidChange(_ change: Change) {
      switch change {
      case .reduceMotion: RefreshConfiguration.systemReducesMotion = UIAccessibility.isReduceMotionEnabled
      case .formats: RefreshLocalization.systemSettingsDidChange()
      case .texts: for follower in followers { follower.kit?.textsDidChange() }
      }
    }

    /// Stops following, as in a process where nothing started yet: for a test of what starts it (the layers it
    /// follows are kept). The tokens stay in the list, removed, until the next start replaces it whole.
    static func stopFollowingSystem() {
      for token in tokens { NotificationCenter.default.removeObserver(token) }
      isFollowing = false
    }
  }

  extension ScrollViewRefreshKit {
    /// Follows Reduce Motion (``RefreshKit/RefreshConfiguration/systemReducesMotion``) and the system's region,
    /// clock, time zone and date for the whole app, as the first scroll view's layer does: for the SwiftUI layer's
    /// scroll-API path (iOS 18), which makes no layer. Later calls, and the layers', do nothing more.
    @_spi(Hosting) public static func followSystemSettings() {
      SystemSettingsFollower.startFollowingSystem()
    }
  }
#endif
