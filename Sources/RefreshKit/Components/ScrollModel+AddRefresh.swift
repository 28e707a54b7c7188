import Foundation

/// One-line attachment of the configured components: MJRefresh's `mj_header = [MJRefreshNormalHeader
/// headerWithRefreshingBlock:]` as `list.addRefreshHeader { … }`.
///
/// Each method makes the component of ``RefreshConfiguration/default`` (``RefreshConfiguration/makeHeader``,
/// ``RefreshConfiguration/makeFooter`` or ``RefreshConfiguration/makeTrailer``), gives it the action, attaches it
/// and returns it. A component already in the slot is replaced exactly as an assignment replaces it: it is detached,
/// ends its refresh as ``RefreshResult/cancelled`` and returns every inset it held, so ``ScrollModel/refreshInset``
/// holds only what the new component holds.
///
/// Each has a form with a `configure` closure that takes the kind of component the factory makes (an
/// ``ImageSequenceHeader``, say): it sets the component up before it is attached and returns it as that kind, so no
/// cast is needed. A factory that makes another kind makes the call refuse and attach nothing.
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
    let header = RefreshConfiguration.makeDefaultHeader()
    attachConfigured(header, in: .header, action: .synchronous(action))
    return header
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
    let header = RefreshConfiguration.makeDefaultHeader()
    attachConfigured(header, in: .header, action: .asynchronous(action))
    return header
  }

  /// Attaches a new header of the configured kind whose refresh runs a throwing `action` and ends by itself when it
  /// returns (``RefreshResult/success``) or throws (``RefreshResult/failure(_:)``), replacing the header attached
  /// before.
  ///
  /// - Parameter action: The asynchronous work a refresh starts; detaching or replacing the header cancels it.
  /// - Returns: The header, attached.
  @discardableResult
  public func addRefreshHeader(action: @escaping @MainActor () async throws -> Void) -> RefreshHeader {
    let header = RefreshConfiguration.makeDefaultHeader()
    attachConfigured(header, in: .header, action: .asynchronous(action))
    return header
  }

  /// Attaches a new header of the configured kind, as `addRefreshHeader(action:)` does, once `configure` has set it up
  /// as the kind it names, and returns it as that kind: no cast for the leaf that ``RefreshConfiguration/makeHeader``
  /// makes.
  ///
  /// ```swift
  /// RefreshConfiguration.default.makeHeader = { ImageSequenceHeader() }
  /// let header = list.addRefreshHeader { feed.reload() } configure: { (header: ImageSequenceHeader) in
  ///   header.setImages(spinner, for: .refreshing)
  /// }
  /// // header: ImageSequenceHeader?
  /// ```
  ///
  /// `configure` runs once, after the action is set and before the header is attached, so the layout and
  /// ``RefreshComponent/didMove(to:)`` of the attach already see what it set. When the configured factory makes
  /// another kind of header than `configure` takes, the call is refused and reported through ``RefreshDiagnostics``:
  /// nothing is attached (the header there stays) and it returns nil.
  ///
  /// - Parameters:
  ///   - action: The work a refresh starts, called once per refresh; end it with
  ///     ``RefreshComponent/endRefreshing()``.
  ///   - configure: Sets up the new header, typed as the kind the factory makes.
  /// - Returns: The header, attached, as the kind `configure` takes; nil when the factory made another kind.
  @discardableResult
  public func addRefreshHeader<Header: RefreshHeader>(
    action: @escaping @MainActor () -> Void, configure: (Header) -> Void
  ) -> Header? {
    attachConfigured(
      RefreshConfiguration.makeDefaultHeader(), in: .header, action: .synchronous(action), configure: configure,
      member: "ScrollModel.addRefreshHeader(action:configure:)")
  }

  /// Attaches a new header of the configured kind whose refresh runs `action` and ends by itself when it returns or
  /// throws, once `configure` has set it up as the kind it names, as the synchronous
  /// `addRefreshHeader(action:configure:)` does.
  ///
  /// - Parameters:
  ///   - action: The asynchronous work a refresh starts; detaching or replacing the header cancels it.
  ///   - configure: Sets up the new header, typed as the kind the factory makes.
  /// - Returns: The header, attached, as the kind `configure` takes; nil when the factory made another kind.
  @discardableResult
  public func addRefreshHeader<Header: RefreshHeader>(
    action: @escaping @MainActor () async throws -> Void, configure: (Header) -> Void
  ) -> Header? {
    attachConfigured(
      RefreshConfiguration.makeDefaultHeader(), in: .header, action: .asynchronous(action), configure: configure,
      member: "ScrollModel.addRefreshHeader(action:configure:)")
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
    let footer = RefreshConfiguration.makeDefaultFooter()
    attachConfigured(footer, in: .footer, action: .synchronous(action))
    return footer
  }

  /// Attaches a new footer of the configured kind whose load runs `action` and ends by itself when it returns,
  /// replacing the footer attached before.
  ///
  /// - Parameter action: The asynchronous work a load starts; detaching or replacing the footer cancels it.
  /// - Returns: The footer, attached.
  @discardableResult
  public func addRefreshFooter(action: @escaping @MainActor () async -> Void) -> RefreshFooter {
    let footer = RefreshConfiguration.makeDefaultFooter()
    attachConfigured(footer, in: .footer, action: .asynchronous(action))
    return footer
  }

  /// Attaches a new footer of the configured kind whose load runs a throwing `action` and ends by itself when it
  /// returns or throws (a failed load waits for a retry), replacing the footer attached before.
  ///
  /// - Parameter action: The asynchronous work a load starts; detaching or replacing the footer cancels it.
  /// - Returns: The footer, attached.
  @discardableResult
  public func addRefreshFooter(action: @escaping @MainActor () async throws -> Void) -> RefreshFooter {
    let footer = RefreshConfiguration.makeDefaultFooter()
    attachConfigured(footer, in: .footer, action: .asynchronous(action))
    return footer
  }

  /// Attaches a new footer of the configured kind, as `addRefreshFooter(action:)` does, once `configure` has set it up
  /// as the kind it names, and returns it as that kind (see `addRefreshHeader(action:configure:)`).
  ///
  /// ```swift
  /// list.addRefreshFooter { feed.loadMore() } configure: { (footer: SimpleAutoFooter) in
  ///   footer.autoTriggerTimes = -1
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - action: The work a load starts, called once per load.
  ///   - configure: Sets up the new footer, typed as the kind the factory makes; when the factory makes another kind,
  ///     the call is refused and reported, and nothing is attached.
  /// - Returns: The footer, attached, as the kind `configure` takes; nil when the factory made another kind.
  @discardableResult
  public func addRefreshFooter<Footer: RefreshFooter>(
    action: @escaping @MainActor () -> Void, configure: (Footer) -> Void
  ) -> Footer? {
    attachConfigured(
      RefreshConfiguration.makeDefaultFooter(), in: .footer, action: .synchronous(action), configure: configure,
      member: "ScrollModel.addRefreshFooter(action:configure:)")
  }

  /// Attaches a new footer of the configured kind whose load runs `action` and ends by itself when it returns or
  /// throws, once `configure` has set it up as the kind it names.
  ///
  /// - Parameters:
  ///   - action: The asynchronous work a load starts; detaching or replacing the footer cancels it.
  ///   - configure: Sets up the new footer, typed as the kind the factory makes.
  /// - Returns: The footer, attached, as the kind `configure` takes; nil when the factory made another kind.
  @discardableResult
  public func addRefreshFooter<Footer: RefreshFooter>(
    action: @escaping @MainActor () async throws -> Void, configure: (Footer) -> Void
  ) -> Footer? {
    attachConfigured(
      RefreshConfiguration.makeDefaultFooter(), in: .footer, action: .asynchronous(action), configure: configure,
      member: "ScrollModel.addRefreshFooter(action:configure:)")
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
    let trailer = RefreshConfiguration.makeDefaultTrailer()
    attachConfigured(trailer, in: .trailer, action: .synchronous(action))
    return trailer
  }

  /// Attaches a new trailer of the configured kind whose load runs `action` and ends by itself when it returns,
  /// replacing the trailer attached before.
  ///
  /// - Parameter action: The asynchronous work a load starts; detaching or replacing the trailer cancels it.
  /// - Returns: The trailer, attached.
  @discardableResult
  public func addRefreshTrailer(action: @escaping @MainActor () async -> Void) -> RefreshTrailer {
    let trailer = RefreshConfiguration.makeDefaultTrailer()
    attachConfigured(trailer, in: .trailer, action: .asynchronous(action))
    return trailer
  }

  /// Attaches a new trailer of the configured kind whose load runs a throwing `action` and ends by itself when it
  /// returns or throws, replacing the trailer attached before.
  ///
  /// - Parameter action: The asynchronous work a load starts; detaching or replacing the trailer cancels it.
  /// - Returns: The trailer, attached.
  @discardableResult
  public func addRefreshTrailer(action: @escaping @MainActor () async throws -> Void) -> RefreshTrailer {
    let trailer = RefreshConfiguration.makeDefaultTrailer()
    attachConfigured(trailer, in: .trailer, action: .asynchronous(action))
    return trailer
  }

  /// Attaches a new trailer of the configured kind, as `addRefreshTrailer(action:)` does, once `configure` has set it
  /// up as the kind it names, and returns it as that kind (see `addRefreshHeader(action:configure:)`).
  ///
  /// - Parameters:
  ///   - action: The work a load starts, called once per load.
  ///   - configure: Sets up the new trailer, typed as the kind the factory makes; when the factory makes another kind,
  ///     the call is refused and reported, and nothing is attached.
  /// - Returns: The trailer, attached, as the kind `configure` takes; nil when the factory made another kind.
  @discardableResult
  public func addRefreshTrailer<Trailer: RefreshTrailer>(
    action: @escaping @MainActor () -> Void, configure: (Trailer) -> Void
  ) -> Trailer? {
    attachConfigured(
      RefreshConfiguration.makeDefaultTrailer(), in: .trailer, action: .synchronous(action), configure: configure,
      member: "ScrollModel.addRefreshTrailer(action:configure:)")
  }

  /// Attaches a new trailer of the configured kind whose load runs `action` and ends by itself when it returns or
  /// throws, once `configure` has set it up as the kind it names.
  ///
  /// - Parameters:
  ///   - action: The asynchronous work a load starts; detaching or replacing the trailer cancels it.
  ///   - configure: Sets up the new trailer, typed as the kind the factory makes.
  /// - Returns: The trailer, attached, as the kind `configure` takes; nil when the factory made another kind.
  @discardableResult
  public func addRefreshTrailer<Trailer: RefreshTrailer>(
    action: @escaping @MainActor () async throws -> Void, configure: (Trailer) -> Void
  ) -> Trailer? {
    attachConfigured(
      RefreshConfiguration.makeDefaultTrailer(), in: .trailer, action: .asynchronous(action), configure: configure,
      member: "ScrollModel.addRefreshTrailer(action:configure:)")
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
  /// was there. Out of line and not generic: one copy for the nine `add…` methods, not one inlined in each (issue 58).
  @inline(never) fileprivate func attachConfigured(
    _ component: RefreshComponent, in slot: RefreshSlot, action: ConfiguredAction
  ) {
    give(action, to: component)
    makeRefreshCoordinator().attach(component, in: slot)
  }

  /// Gives `component` the action, lets `configure` set it up as the kind it takes, and attaches it in `slot`; refuses
  /// (under `member`) and attaches nothing when `component` is of another kind.
  fileprivate func attachConfigured<Wanted: RefreshComponent>(
    _ component: RefreshComponent, in slot: RefreshSlot, action: ConfiguredAction, configure: (Wanted) -> Void,
    member: String
  ) -> Wanted? {
    guard let wanted = component as? Wanted else {
      RefreshDiagnostics.refuse(
        member, type(of: component),
        "the configured factory made a \(type(of: component)), not a \(Wanted.self); nothing was attached")
      return nil
    }
    give(action, to: wanted)
    configure(wanted)
    makeRefreshCoordinator().attach(wanted, in: slot)
    return wanted
  }

  /// Sets `action` as the component's synchronous or asynchronous action.
  private func give(_ action: ConfiguredAction, to component: RefreshComponent) {
    switch action {
    case .synchronous(let action):
      component.refreshingAction = action
    case .asynchronous(let action):
      component.runner.setAsyncAction(action)
    }
  }
}
