import Foundation

/// What a component has to do later on the scroll model's clock: an end deferred by
/// ``RefreshComponent/minimumRefreshingDuration``, and the end of a result display.
struct RefreshSchedule {
  /// The state a deferred end moves to, when, and with which result.
  var deferredEnd: (state: RefreshState, time: TimeInterval, result: RefreshResult)?
  /// The result being shown after a refresh ended, and when its display ends.
  var resultDisplay: (result: RefreshResult, end: TimeInterval)?
  /// Whether the current refresh's ``RefreshComponent/beginRefreshingCompletion`` has yet to run.
  var pendingBeginCompletion = false
  /// Whether the last end's ``RefreshComponent/endRefreshingCompletion`` has yet to run.
  var pendingEndCompletion = false

  /// The earlier of the two deadlines, or nil.
  var nextDeadline: TimeInterval? {
    guard let deferred = deferredEnd?.time else { return resultDisplay?.end }
    guard let display = resultDisplay?.end else { return deferred }
    return min(deferred, display)
  }
}
