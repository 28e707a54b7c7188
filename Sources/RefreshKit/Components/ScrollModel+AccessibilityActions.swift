import Foundation

/// The named actions a VoiceOver user finds on the list: what ``RefreshAccessibilityAction``s it offers, and
/// performing one.
extension ScrollModel {
  // MARK: - Named accessibility actions

  /// The named actions the list offers VoiceOver now, in slot order: "Refresh" while the header can start, "Load
  /// more" while the footer can, and "Load more" while the trailer can.
  ///
  /// A component offers its action while it is attached, visible and idle, and no other refresh excludes it
  /// (``isMutuallyExclusive``): none while it refreshes (VoiceOver hears "Refreshing" instead), none for a footer with
  /// no more data, none for a hidden component. The list changes with the components' states; the UIKit layer follows
  /// it on the scroll view's `accessibilityCustomActions`, next to the app's own actions.
  public var accessibilityActions: [RefreshAccessibilityAction] {
    guard let refreshCoordinator else { return [] }
    var actions: [RefreshAccessibilityAction] = []
    for slot in RefreshSlot.allCases {
      guard let component = refreshCoordinator.component(in: slot), component.offersAccessibilityAction else {
        continue
      }
      actions.append(RefreshAccessibilityAction(slot: slot, language: component.textLanguage))
    }
    return actions
  }

  /// Performs `action` as a VoiceOver user asked: the component starts exactly as for the app's
  /// ``RefreshComponent/beginRefreshing()``, with the trigger ``RefreshTrigger/accessibility``, and scrolls itself into
  /// view (an auto footer loads where it is). VoiceOver hears "Refreshing" or "Loading more" through
  /// ``accessibilityAnnouncementHandler``.
  ///
  /// An action the list no longer offers (its component refreshes, was replaced or has no more data) does nothing.
  ///
  /// - Parameter action: One of ``accessibilityActions``.
  /// - Returns: Whether a refresh started; false tells VoiceOver the action failed.
  @discardableResult
  public func performAccessibilityAction(_ action: RefreshAccessibilityAction) -> Bool {
    guard let component = refreshCoordinator?.component(in: action.slot), component.offersAccessibilityAction else {
      return false
    }
    return component.beginForAccessibility()
  }
}

extension RefreshComponent {
  /// Whether the component offers its named accessibility action: attached, visible, idle and not excluded by
  /// another refresh.
  var offersAccessibilityAction: Bool {
    @inline(never) get {
      scrollView != nil && !isHidden && state == .idle && !isExcludedByAnotherRefresh
    }
  }
}

extension ScrollModel {
  // MARK: - Assistive focus

  /// An assistive technology (VoiceOver, Switch Control) moved its focus to an element of this scroll view's content:
  /// an idle auto footer whose end the focus brought into view loads, as for a user who scrolled there. The UIKit
  /// layer calls it for `UIAccessibility.elementFocusedNotification` when the focused element is inside the scroll
  /// view; the app's own scrolling posts no focus and loads nothing.
  @_spi(Hosting) public func assistiveTechnologyDidFocusContent() {
    (refreshFooter as? AutoRefreshFooter)?.assistiveFocusDidMove()
  }
}
