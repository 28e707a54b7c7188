import Foundation

/// One-line attachment of the configured components: MJRefresh's `mj_header = [MJRefreshNormalHeader
/// headerWithRefreshingBlock:]` as `list.addRefreshHeader { … }`.
///
/// Each method makes the component of ``RefreshConfiguration/default`` (``RefreshConfiguration/makeHeader``,
/// ``RefreshConfiguration/makeFooter`` or ``RefreshConfiguration/makeTrailer``), gives it the action, attaches it
/// and returns it. A component already in the slot is replaced exactly as an assignment replaces it: it is detached,
/// ends its refresh as ``RefreshResult/cancelled`` and returns every inset it held, so ``ScrollModel/refreshInset``
/// holds only what the new component holds.
extension ScrollModel {
  // MARK: - Header

  /// Attaches a new header of the configured kind (a ``SimpleHeader`` unless the app changed
  /// ``RefreshConfiguration/makeHeader``) whose refresh calls `action`, replacing the header attached before.
  ///
  /// ```swift
  /// list.addRefreshHeader { feed.reload() }
  /// // when the reload finished:
  /// list.refreshHeader?.endRefreshing()
  /// ```
  ///
  /// - Parameter action: The work a refresh starts, called once per refresh; end it with
  ///   ``RefreshComponent/endRefreshing()``.
  /// - Returns: The header, attached.
  @discardableResult
  public func addRefreshHeader(action: @escaping @MainActor () -> Void) -> RefreshHeader {
    attachConfigured(RefreshConfiguration.default.makeHeader(), in: .header, action: .synchronous(action))
  }

  /// Attaches a new header of the configured kind whose refresh runs `action` and ends by itself when it returns,
  /// replacing the header attached before.
  ///
  /// ```swift
  /// list.addRefreshHeader { await feed.reload() }
  /// ```
  ///
  /// - Parameter action: The asynchronous work a refresh starts; detaching or replacing the header cancels it.
  /// - Returns: The header, attached.
  @discardableResult
  public func addRefreshHeader(action: @escaping @MainActor () async -> Void) -> RefreshHeader {
    attachConfigured(RefreshConfiguration.default.makeHeader(), in: .header, action: .asynchronous(action))
  }

  /// Attaches a new header of the configured kind whose refresh runs a throwing `action` and ends by itself when it
  /// returns (``RefreshResult/success``) or throws (``RefreshResult/failure(_:)``), replacing the header attached
  /// before.
  ///
  /// - Parameter action: The asynchronous work a refresh starts; detaching or replacing the header cancels it.
  /// - Returns: The header, attached.
  @discardableResult
  public func addRefreshHeader(action: @escaping @MainActor () async throws -> Void) -> RefreshHeader {
    attachConfigured(RefreshConfiguration.default.makeHeader(), in: .header, action: .asynchronous(action))
  }

  // MARK: - Footer

  /// Attaches a new footer of the configured kind (a ``SimpleAutoFooter`` unless the app changed
  /// ``RefreshConfiguration/makeFooter``) whose load calls `action`, replacing the footer attached before.
  ///
  /// ```swift
  /// list.addRefreshFooter { feed.loadMore() }
  /// ```
  ///
  /// - Parameter action: The work a load starts, called once per load; end it with
  ///   ``RefreshComponent/endRefreshing()`` or ``RefreshFooter/endRefreshingWithNoMoreData()``.
  /// - Returns: The footer, attached.
  @discardableResult
  public func addRefreshFooter(action: @escaping @MainActor () -> Void) -> RefreshFooter {
    attachConfigured(RefreshConfiguration.default.makeFooter(), in: .footer, action: .synchronous(action))
  }

  /// Attaches a new footer of the configured kind whose load runs `action` and ends by itself when it returns,
  /// replacing the footer attached before.
  ///
  /// - Parameter action: The asynchronous work a load starts; detaching or replacing the footer cancels it.
  /// - Returns: The footer, attached.
  @discardableResult
  public func addRefreshFooter(action: @escaping @MainActor () async -> Void) -> RefreshFooter {
    attachConfigured(RefreshConfiguration.default.makeFooter(), in: .footer, action: .asynchronous(action))
  }

  /// Attaches a new footer of the configured kind whose load runs a throwing `action` and ends by itself when it
  /// returns or throws (a failed load waits for a retry), replacing the footer attached before.
  ///
  /// - Parameter action: The asynchronous work a load starts; detaching or replacing the footer cancels it.
  /// - Returns: The footer, attached.
  @discardableResult
  public func addRefreshFooter(action: @escaping @MainActor () async throws -> Void) -> RefreshFooter {
    attachConfigured(RefreshConfiguration.default.makeFooter(), in: .footer, action: .asynchronous(action))
  }

  // MARK: - Trailer

  /// Attaches a new trailer of the configured kind (a ``SimpleTrailer`` unless the app changed
  /// ``RefreshConfiguration/makeTrailer``) whose load calls `action`, replacing the trailer attached before.
  ///
  /// ```swift
  /// carousel.addRefreshTrailer { gallery.loadMore() }
  /// ```
  ///
  /// - Parameter action: The work a load starts, called once per load; end it with
  ///   ``RefreshComponent/endRefreshing()``.
  /// - Returns: The trailer, attached.
  @discardableResult
  public func addRefreshTrailer(action: @escaping @MainActor () -> Void) -> RefreshTrailer {
    attachConfigured(RefreshConfiguration.default.makeTrailer(), in: .trailer, action: .synchronous(action))
  }

  /// Attaches a new trailer of the configured kind whose load runs `action` and ends by itself when it returns,
  /// replacing the trailer attached before.
  ///
  /// - Parameter action: The asynchronous work a load starts; detaching or replacing the trailer cancels it.
  /// - Returns: The trailer, attached.
  @discardableResult
  public func addRefreshTrailer(action: @escaping @MainActor () async -> Void) -> RefreshTrailer {
    attachConfigured(RefreshConfiguration.default.makeTrailer(), in: .trailer, action: .asynchronous(action))
  }

  /// Attaches a new trailer of the configured kind whose load runs a throwing `action` and ends by itself when it
  /// returns or throws, replacing the trailer attached before.
  ///
  /// - Parameter action: The asynchronous work a load starts; detaching or replacing the trailer cancels it.
  /// - Returns: The trailer, attached.
  @discardableResult
  public func addRefreshTrailer(action: @escaping @MainActor () async throws -> Void) -> RefreshTrailer {
    attachConfigured(RefreshConfiguration.default.makeTrailer(), in: .trailer, action: .asynchronous(action))
  }
}

extension ScrollModel {
  /// An action given to `addRefreshHeader(action:)` and its siblings.
  fileprivate enum ConfiguredAction {
    /// A synchronous action: the app ends the refresh.
    case synchronous(@MainActor () -> Void)
    /// An asynchronous action, throwing or not: the refresh ends when it returns or throws.
    case asynchronous(@MainActor () async throws -> Void)
  }

  /// Gives `component` the action and attaches it in `slot`, as assigning the slot's property does, replacing what
  /// was there.
  fileprivate func attachConfigured<Component: RefreshComponent>(
    _ component: Component, in slot: RefreshSlot, action: ConfiguredAction
  ) -> Component {
    switch action {
    case .synchronous(let action):
      component.refreshingAction = action
    case .asynchronous(let action):
      component.runner.setAsyncAction(action)
    }
    makeRefreshCoordinator().attach(component, in: slot)
    return component
  }
}
