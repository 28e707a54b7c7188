#if canImport(UIKit)
  @_spi(Hosting) import RefreshKit
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
    /// It answers only at an edge where a component starts or already refreshes
    /// (``RefreshKit/ScrollModel/takesAccessibilityScroll(_:)``): at rest at the top a scroll up refreshes the header,
    /// at the bottom a scroll down loads an idle footer, at the right a scroll right loads the trailer, with the
    /// model's ``RefreshKit/ScrollModel/accessibilityScroll(_:)``; a component that already refreshes answers false,
    /// VoiceOver's boundary sound, and is not started twice. Every other scroll is left to UIKit: nil, so that the
    /// table or collection view pages by itself, by the part of the screen its bars leave, and announces its own
    /// position. So are `next` and `previous`, a footer with no more data, and a scroll view with no `refreshKit` yet.
    ///
    /// It is `nonisolated` because UIKit declares `accessibilityScroll(_:)` on `NSObject`, outside the main actor; UIKit
    /// calls it on the main thread. Called from another thread, it leaves the scroll to UIKit (nil) and reports the
    /// first such call through ``RefreshKit/RefreshDiagnostics`` as ``RefreshKit/RefreshDiagnostic/Kind/offMainThread``.
    ///
    /// - Parameters:
    ///   - direction: The direction VoiceOver asks for.
    ///   - scrollView: The scroll view VoiceOver scrolls: `self` in its override.
    /// - Returns: Whether the content moved or a component started, or nil for a scroll left to UIKit.
    public nonisolated static func accessibilityScroll(
      _ direction: UIAccessibilityScrollDirection, in scrollView: UIScrollView
    ) -> Bool? {
      let edge: AccessibilityScrollDirection
      switch direction {
      case .up: edge = .up
      case .down: edge = .down
      case .left: edge = .left
      case .right: edge = .right
      case .next, .previous: return nil
      @unknown default: return nil
      }
      // Off the main thread (UIKit calls it on the main thread) the scroll is left to UIKit, and reported once.
      guard HostThread.mayAnswer("ScrollViewRefreshKit.accessibilityScroll(_:in:)") else { return nil }
      // Two steps that answer a `Bool` each, as the layer's other `assumeIsolated` closures do: a `Bool?` was a copy of
      // `assumeIsolated` of its own in an app (issue 58). The result is typed `Bool` for the same reason.
      guard MainActor.assumeIsolated({ takesAccessibilityScroll(edge, in: scrollView) }) else { return nil }
      let scrolled: Bool = MainActor.assumeIsolated {
        scrollView.existingRefreshKit?.model.accessibilityScroll(edge) ?? false
      }
      return scrolled
    }

    /// Whether the model of `scrollView` takes VoiceOver's scroll to `edge`; false when it has no `refreshKit` yet.
    private static func takesAccessibilityScroll(_ edge: AccessibilityScrollDirection, in scrollView: UIScrollView)
      -> Bool
    {
      scrollView.existingRefreshKit?.model.takesAccessibilityScroll(edge) ?? false
    }

    /// Keeps the scroll view's named accessibility actions ("Refresh", "Load more") equal to the model's
    /// ``RefreshKit/ScrollModel/accessibilityActions``, next to the app's own.
    func updateAccessibilityActions() {
      guard let scrollView else { return }
      customActions.install(model.accessibilityActions, on: scrollView, model: model)
    }

    /// What the layer does with an event of a drawn component: the named actions follow its state, and a pull that
    /// arms plays the haptic (``RefreshKit/RefreshComponent/playsHaptic(for:)``).
    ///
    /// The link and the timer need no update here: what a state change starts is announced where it begins, the
    /// frame work of a refresh that starts or ends (its begin completion, the steps of its end, a deadline) by the
    /// adapter's `needsUpdateHandler`, a drawing that starts or stops following the model's time by its view's
    /// `needsFramesDidChange`, and an inset or a scroll by its report.
    func component(_ component: RefreshComponent, didSend event: RefreshEvent) {
      if case .stateChanged = event { updateAccessibilityActions() }
      if component.playsHaptic(for: event) { PullHaptic.play() }
    }

    /// Posts the model's announcements to VoiceOver, unless the app already set its handler (set
    /// ``RefreshKit/ScrollModel/accessibilityAnnouncementHandler`` on ``model`` to speak your own way, or nil to
    /// announce nothing), keeps ``RefreshKit/RefreshConfiguration/systemReducesMotion`` equal to the system's setting,
    /// and draws again when the texts or the system's region, clock or time zone change (`SystemSettingsFollower`).
    func wireAccessibility() {
      if model.accessibilityAnnouncementHandler == nil {
        model.accessibilityAnnouncementHandler = { announcement in announcement.post() }
      }
      SystemSettingsFollower.follow(self)
      followAssistiveFocus()
    }

    /// Hears VoiceOver and Switch Control move their focus (`elementFocusedNotification`, which UIKit posts on the
    /// main thread when an assistive technology focuses an element): a focus on an element inside this scroll view,
    /// once its scroll into view is done, tells the model (``RefreshKit/ScrollModel/assistiveTechnologyDidFocusContent()``),
    /// so that a user who moves row by row to the end loads more. Checked at once and on the main queue's next turn,
    /// as the order of the notification and the scroll that shows the element is not documented. The app's own
    /// scrolling posts no focus: it never loads.
    private func followAssistiveFocus() {
      focusObserver = NotificationObservation(UIAccessibility.elementFocusedNotification) { [weak self] notification in
        guard HostThread.isOnMainQueue else { return }
        // "The element": a view, or an element that is none (an app's own, a row UIKit or SwiftUI exposes).
        let element = notification.userInfo?[UIAccessibility.focusedElementUserInfoKey]
        let view = element as? UIView
        let other = element as? UIAccessibilityElement
        // `if let`, not `self?.`: the closure then returns nothing, not the chain's `()?`, a result type whose copy of
        // `assumeIsolated` an app linked for it alone (issue 58).
        MainActor.assumeIsolated { if let self { self.assistiveFocusDidMove(to: view ?? Self.view(holding: other)) } }
      }
    }

    /// The view that holds `element`, up its chain of `accessibilityContainer`s (an element may be held by another
    /// element); nil when the chain ends in no view.
    private static func view(holding element: UIAccessibilityElement?) -> UIView? {
      var container: Any? = element?.accessibilityContainer
      for _ in 0..<16 {
        if let view = container as? UIView { return view }
        guard let next = container as? UIAccessibilityElement else { return nil }
        container = next.accessibilityContainer
      }
      return nil
    }

    /// The assistive technology's focus moved to `view`.
    private func assistiveFocusDidMove(to view: UIView?) {
      guard let view, let scrollView, view.isDescendant(of: scrollView) else { return }
      model.assistiveTechnologyDidFocusContent()
      HostThread.enqueueOnMain { [weak self] in self?.model.assistiveTechnologyDidFocusContent() }
    }
  }

  /// The named accessibility actions the layer keeps on a scroll view: VoiceOver offers them in the rotor's Actions,
  /// so that a VoiceOver user refreshes or loads more from anywhere in the list, with no subclass in the app.
  ///
  /// `accessibilityCustomActions` is the app's property too: the layer adds its actions after the app's, and removes
  /// or replaces only its own.
  @MainActor final class AccessibilityCustomActions {
    /// The actions installed.
    private var installed: [RefreshAccessibilityAction] = []
    /// The UIKit objects made for them, in the same order: two arrays, where one of pairs would cost an app the
    /// specializations of its own element type.
    private var ours: [UIAccessibilityCustomAction] = []

    /// Puts `actions` on `scrollView` in place of those installed before, leaving the app's actions as they are.
    ///
    /// Plain loops over one list, where `allSatisfy`, `filter`, `map` and `+` were each a copy of their own for an
    /// app (issue 58).
    func install(_ actions: [RefreshAccessibilityAction], on scrollView: UIScrollView, model: ScrollModel) {
      let current = scrollView.accessibilityCustomActions
      // The app may have replaced the whole list meanwhile: then ours go back in, after the app's.
      var stillThere = true
      for action in ours where !Self.list(current, has: action) {
        stillThere = false
        break
      }
      guard actions != installed || !stillThere else { return }
      var all: [UIAccessibilityCustomAction] = []
      for action in current ?? [] where !Self.list(ours, has: action) { all.append(action) }  // the app's
      installed = actions
      ours = []
      for action in actions {
        // UIKit calls the handler on the main thread; the iOS 16 SDK declares it without the main actor.
        let made = UIAccessibilityCustomAction(name: action.name) { [weak model] _ in
          MainActor.assumeIsolated { model?.performAccessibilityAction(action) ?? false }
        }
        ours.append(made)
        all.append(made)
      }
      scrollView.accessibilityCustomActions = all.isEmpty && current == nil ? nil : all
    }

    /// Whether `list` holds `action` itself. Out of line: each of its two callers' loops held a copy, with the path
    /// for an array that is an `NSArray` (issue 58).
    @inline(never) private static func list(
      _ list: [UIAccessibilityCustomAction]?, has action: UIAccessibilityCustomAction
    ) -> Bool {
      for held in list ?? [] where held === action { return true }
      return false
    }
  }
#endif
