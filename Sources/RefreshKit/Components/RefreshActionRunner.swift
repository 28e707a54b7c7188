import Foundation

/// Runs a component's action once per entry into ``RefreshState/refreshing``: the synchronous closure, then the
/// asynchronous one in a task that ends the refresh it was started for, and only that one.
@MainActor final class RefreshActionRunner {
  /// The synchronous action.
  var action: (@MainActor () -> Void)?
  /// The asynchronous action; the refresh ends with its result when it returns.
  var asyncAction: (@MainActor () async -> RefreshResult)?
  /// The task running the asynchronous action of the current refresh.
  private(set) var task: Task<Void, Never>?
  /// The id of the action whose task this is, in that task (and the tasks it makes); 0 elsewhere. An end called there
  /// is the action's own (``isInsideCurrentAction``). An `Int`, not a struct: the smallest code for an app to link.
  @TaskLocal static var runningAction = 0
  /// The id of the current refresh's async action (0: none): unique in the app, so that an action is told from
  /// another component's.
  private var runID = 0
  private static var lastRunID = 0
  /// How many times the action ran.
  private(set) var count = 0
  /// Whether the synchronous action is running (reentrancy guard).
  private(set) var isRunning = false
  /// Counts refreshes; an async action only ends the refresh it started.
  private(set) var generation = 0
  /// The app's text for an error the async action throws: ``RefreshConfiguration/errorMessage`` of the defaults
  /// when the component was made, unless changed.
  var errorMessage: (@MainActor (any Error) -> String?)? = RefreshConfiguration.defaultScope.configuration.errorMessage

  /// Sets the asynchronous action: the refresh ends with ``RefreshResult/success`` when it returns and with
  /// ``RefreshResult/failure(_:)`` when it throws, its message the app's text for the error, else the error's
  /// user-facing text, else empty (the leaf's own "Refresh failed"); never the error's debug description.
  @inline(never) func setAsyncAction(_ action: @escaping @MainActor () async throws -> Void) {
    asyncAction = { [weak self] in
      do {
        try await action()
        return .success
      } catch {
        return .failure(RefreshErrorText.message(for: error, mapping: self?.errorMessage))
      }
    }
  }

  /// A new refresh began.
  func refreshDidBegin() {
    generation += 1
  }

  /// Tasks let finish (``letTaskFinish()``) that may still run: cancelled when the component detaches.
  private var finishing: [Task<Void, Never>] = []

  /// Lets the task of the current refresh run to its end without cancelling it: the refresh it was started for ends
  /// now (the caller ends it), and the task's result, when it comes, ends nothing: the generation moves on, so even
  /// an end deferred by a minimum duration keeps what the caller asked for.
  func letTaskFinish() {
    guard let task else { return }
    finishing.append(task)
    self.task = nil
    generation += 1
  }

  /// The component detached: the tasks let finish are cancelled too (only detaching cancels them).
  func cancelFinishing() {
    for task in finishing { task.cancel() }
    finishing.removeAll()
  }

  /// Whether the caller runs inside the asynchronous action of the current refresh (an end it calls is its own, and
  /// lets it finish): read only while that action's task exists.
  var isInsideCurrentAction: Bool {
    task != nil && runID != 0 && Self.runningAction == runID
  }

  /// Cancels the task of the current refresh, if any.
  func cancel() {
    task?.cancel()
    task = nil
  }

  /// Runs the action for the refresh `component` just entered.
  func run(for component: RefreshComponent) {
    let generation = self.generation
    count += 1
    component.send(.actionStarted(component.refreshTrigger ?? .beginRefreshing))
    if let action {
      isRunning = true
      action()
      isRunning = false
    }
    // An async action is not started for a refresh that already ended (a hook or the action ended it).
    guard let asyncAction, component.state == .refreshing, generation == self.generation else { return }
    Self.lastRunID += 1
    let running = Self.lastRunID
    runID = running
    task = Task { @MainActor [weak component, weak self] in
      let result = await Self.$runningAction.withValue(running) { await asyncAction() }
      // Only the refresh this task was started for may end; a task cancelled from outside (not by an end) ends it
      // as cancelled rather than leaving it held forever.
      guard let component, let self, self.generation == generation, component.state == .refreshing else { return }
      self.task = nil
      component.endRefreshing(result: Task.isCancelled ? .cancelled : result)
    }
  }
}
