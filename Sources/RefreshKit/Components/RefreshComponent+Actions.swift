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
  /// Ending the refresh by other means (``endRefreshing()`` called from elsewhere, detaching, replacing the component,
  /// the scroll view going away) cancels the task; a task that finishes after its refresh ended never ends a later
  /// one. An end the action calls itself (``endRefreshing()``, ``RefreshFooter/endRefreshingWithNoMoreData()``) ends
  /// the refresh at once and lets the action run on, uncancelled: a cache write after it completes.
  ///
  /// - Parameter action: The asynchronous work a refresh starts.
  public convenience init(action: @escaping @MainActor () async -> Void) {
    self.init()
    runner.setAsyncAction(action)
  }

  /// Creates a component whose refresh runs a throwing `action` in a task on the main actor; the refresh ends by
  /// itself when it returns, with ``RefreshResult/success``, or when it throws, with ``RefreshResult/failure(_:)``
  /// and the text ``errorMessage`` gives for the error (see there: never the error's debug description).
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

  /// The app's text for an error the asynchronous action throws, shown while the result displays and said by
  /// VoiceOver: ``RefreshConfiguration/errorMessage`` of the defaults when the component was made (nil unless the
  /// app set it).
  ///
  /// A failure's message is the text this returns, else the error's own user-facing text
  /// (`LocalizedError.errorDescription`, or the `NSLocalizedDescriptionKey` an `NSError` or a system error such as
  /// `URLError` carries), else empty, which the leaves show as their localised "Refresh failed" or "Load failed".
  /// An error's debug description (`Error Domain=… UserInfo=…`) is never shown. Return nil to leave an error to
  /// those rules, an empty text to show the leaf's own.
  ///
  /// ```swift
  /// header.errorMessage = { error in
  ///   (error as? URLError)?.code == .notConnectedToInternet ? String(localized: "You're offline") : nil
  /// }
  /// ```
  public var errorMessage: (@MainActor (any Error) -> String?)? {
    get { runner.errorMessage }
    set { runner.errorMessage = newValue }
  }

  /// The task running the async action of the current refresh, if any.
  public var actionTask: Task<Void, Never>? { runner.task }

  /// How many times the action ran since the component was created: for tests and benchmarks
  /// (`@_spi(Testing) import RefreshKit`); an app counts in its own action.
  @_spi(Testing) public var actionCount: Int { runner.count }

  /// Lets the task of the current refresh run to its end without cancelling it: the refresh ends now (the caller
  /// ends it right after), and the task's result, when it comes, ends nothing. For the SwiftUI layer, whose view
  /// values end a refresh that its action may still be finishing (a Cancel button, "no more data" before a cache
  /// write).
  @_spi(Hosting) public final func letActionTaskFinish() {
    runner.letTaskFinish()
  }
}
