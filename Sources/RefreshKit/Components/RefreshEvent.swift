import Foundation

/// How a refresh ended.
public enum RefreshResult: Equatable, Sendable {
  /// The work succeeded.
  case success
  /// The work failed, with the message shown to the user and said by VoiceOver while the result displays; an
  /// empty message shows the leaf's own localised text ("Refresh failed", "Load failed").
  case failure(String)
  /// The refresh was abandoned rather than finished: the component was hidden or detached, or its action's task was
  /// cancelled from outside. It is neither a success (no last-updated date) nor a failure (no retry prompt), and no
  /// result is displayed for it.
  case cancelled
}

/// Something that happened to a component, for apps (a haptic when the pull arms, analytics) and tests.
///
/// Receive them through ``RefreshComponent/onEvent`` or ``RefreshComponent/events``.
public enum RefreshEvent: Equatable, Sendable {
  /// The state changed.
  case stateChanged(from: RefreshState, to: RefreshState)
  /// While dragging, the pull crossed the trigger distance: `armed` is true when releasing now would refresh.
  case thresholdCrossed(armed: Bool)
  /// The action was called for a new refresh, started by `trigger` (also in ``RefreshComponent/refreshTrigger``).
  case actionStarted(RefreshTrigger)
  /// The refresh ended with `result`.
  case actionFinished(RefreshResult)
  /// The display of `result` ended (``RefreshComponent/resultDisplayDuration`` ran out, or a new refresh, hiding or
  /// detaching cut it short) and the component returns the hold it kept for it: CRRefresh's `refreshEnd(view:finish:
  /// true)`. Sent once per result shown, after ``RefreshComponent/didEndDisplayingResult(_:)``; never when no result
  /// showed.
  case resultDisplayEnded(RefreshResult)
  /// The component posted `announcement` to its scroll model's ``ScrollModel/accessibilityAnnouncementHandler``
  /// (sent only while a handler is set): "Refreshing" or "Loading more" as a refresh starts, "Refreshed", "Loaded"
  /// or the failure's message as it ends, "No more data". `trigger` is the trigger of the refresh that started or
  /// ended, nil for a footer that ran out of data without a refresh, so that an app can tell the refreshes it
  /// started itself (``RefreshTrigger/beginRefreshing``) from the user's.
  case accessibilityAnnouncement(AccessibilityAnnouncement, trigger: RefreshTrigger?)
}
