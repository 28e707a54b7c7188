import Foundation

/// What a component has to do later: an end deferred by ``RefreshComponent/minimumRefreshingDuration``, the end of a
/// result display on the scroll model's clock, and the steps of a refresh's begin and end still to run.
///
/// The steps of an end run in one order (see `RefreshComponent+Completions.swift`); each is marked done here before it
/// runs, so that a step whose code starts the next refresh (which first finishes what is left of this end) never runs
/// twice, nor after a hook of that refresh.
struct RefreshSchedule {
  /// The state a deferred end moves to, when, and whether it leaves the last-updated date alone (its result is the
  /// component state's `deferredEndResult`).
  var deferredEnd: (state: RefreshState, time: TimeInterval, ignoresDate: Bool)?
  /// When the display of the result shown after a refresh ended (`resultOnDisplay`) ends; nil while none shows.
  var resultDisplayEnd: TimeInterval?
  /// Whether the current refresh's ``RefreshComponent/beginRefreshingCompletion`` has yet to run.
  var pendingBeginCompletion = false
  /// Whether the last end's ``RefreshComponent/endRefreshingAnimationBeginAction`` has yet to run: the hold is not
  /// returned yet (a result shows).
  var pendingClosingAction = false
  /// Whether the last end's ``RefreshComponent/didEndRefreshing()`` has yet to run, and the end completion after it.
  var pendingEndCompletion = false
  /// Whether ``RefreshComponent/didEndRefreshing()`` ran and the last end's
  /// ``RefreshComponent/endRefreshingCompletion`` has yet to run.
  var pendingEndCompletionBlock = false
  /// Whether ``RefreshComponent/endRefreshing(completion:)`` left a completion waiting (the component's queue is not
  /// empty; its `didSet` keeps this), so that a frame knows it has none without reading the queue (a stored property
  /// of the component, with its exclusivity check).
  var hasEndCompletions = false

  /// The earlier of the two deadlines, or nil.
  /// Whether an end step waits for the content to settle: the end completion, the app's completion block, or the
  /// queue of completions given to ``RefreshComponent/endRefreshing(completion:)``.
  var hasWaitingEndSteps: Bool {
    pendingEndCompletion || pendingEndCompletionBlock || hasEndCompletions
  }

  /// Whether a begin or an end step waits for the content to settle (what `runDueCompletions()` runs).
  var hasWaitingSteps: Bool {
    pendingBeginCompletion || hasWaitingEndSteps
  }

  var nextDeadline: TimeInterval? {
    guard let deferred = deferredEnd?.time else { return resultDisplayEnd }
    guard let display = resultDisplayEnd else { return deferred }
    return min(deferred, display)
  }
}
