import Foundation

/// Creating a component with its action, and the action's accessors.
extension RefreshComponent {
  // MARK: - Creating a component

  /// Creates a component whose refresh calls `action` once, synchronously, when the state becomes refreshing.
  ///
  /// The app calls ``endRefreshing()`` when its work is done.
  ///
  /// - Parameter action: The work a refresh starts.
  public convenience init(action: @escaping @MainActor () -> Void) {
    self.init()
    refreshingAction = action
  }

  /// Creates a component whose refresh runs `action` in a task on the main actor and ends by itself when it returns.
  ///
  /// Ending the refresh by other means (``endRefreshing()``, detaching, replacing the component, the scroll view
  /// going away) cancels the task; a task that finishes after its refresh ended never ends a later one.
  ///
  /// - Parameter action: The asynchronous work a refresh starts.
  public convenience init(action: @escaping @MainActor () async -> Void) {
    self.init()
    runner.setAsyncAction(action)
  }

  /// Creates a component whose refresh runs a throwing `action` in a task on the main actor; the refresh ends by
  /// itself when it returns, with ``RefreshResult/success``, or when it throws, with ``RefreshResult/failure(_:)``
  /// and the error's description.
  ///
  /// - Parameter action: The asynchronous work a refresh starts.
  public convenience init(action: @escaping @MainActor () async throws -> Void) {
    self.init()
    runner.setAsyncAction(action)
  }

  // MARK: - Actions

  /// The work a refresh starts, called once each time the state becomes ``RefreshState/refreshing``.
  public var refreshingAction: (@MainActor () -> Void)? {
    get { runner.action }
    set { runner.action = newValue }
  }

  /// Sets the asynchronous work a refresh runs, replacing the one given before: as with
  /// the throwing `init(action:)`, the refresh ends by itself when it returns (``RefreshResult/success``)
  /// or throws (``RefreshResult/failure(_:)``). A synchronous ``refreshingAction`` still runs first.
  ///
  /// For a component made without an action, such as a leaf a SwiftUI modifier is given, or an app whose action
  /// changes over time. A refresh already running keeps the action it started with.
  ///
  /// - Parameter action: The asynchronous work each refresh starts.
  public final func setRefreshingAction(_ action: @escaping @MainActor () async throws -> Void) {
    runner.setAsyncAction(action)
  }

  /// The task running the async action of the current refresh, if any.
  public var actionTask: Task<Void, Never>? { runner.task }

  /// How many times the action ran since the component was created.
  public var actionCount: Int { runner.count }
}
