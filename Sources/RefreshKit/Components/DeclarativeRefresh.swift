import Foundation

/// A component driven by the values a declarative view owns: what a SwiftUI modifier keeps for as long as its view
/// lives, with no SwiftUI in it, so that its rules are tested on any platform.
///
/// The view hands it, at each update of its body, the action, whether it wants a refresh (an `isRefreshing`
/// binding), whether a footer has no more data, and the ``RefreshOptions``. Only a *change* of a value acts, so that
/// an update that repeats what the view said before never undoes what the user or the app did since:
///
/// - `isRefreshing` turning true begins a refresh (from idle); turning false ends it. The component writes the
///   binding back through ``setIsRefreshing`` as its state changes: true while any refresh runs or waits to begin,
///   whoever started it, false when it ends.
/// - `noMoreData` turning true ends a footer's load with no more data (from idle too); turning false makes it load
///   again.
/// - The action is replaced at each update; a refresh calls whichever is current.
/// - The options are set when they change.
///
/// ```swift
/// let refresh = DeclarativeRefresh(component: SimpleAutoFooter())
/// refresh.update(action: { try await feed.loadMore() }, isRefreshing: nil, noMoreData: feed.isComplete)
/// ```
@MainActor public final class DeclarativeRefresh<Component: RefreshComponent> {
  /// The component, made once.
  public let component: Component
  /// Writes the view's `isRefreshing` (a binding's setter); called only with a value that differs from the last one
  /// the view gave or was given.
  public var setIsRefreshing: (@MainActor (Bool) -> Void)?
  /// The view's action, replaced at each update.
  private var action: @MainActor () async throws -> Void = {}
  /// The view's `isRefreshing` as last given or written.
  private var lastIsRefreshing: Bool?
  /// The view's `noMoreData` as last given.
  private var lastNoMoreData: Bool?
  /// The options as last set.
  private var appliedOptions: RefreshOptions?
  private var observation: RefreshObservation?

  /// Drives `component`, which runs the action of the latest ``update(action:isRefreshing:noMoreData:options:)``.
  ///
  /// - Parameter component: The component the view shows.
  public init(component: Component) {
    self.component = component
    component.setRefreshingAction { [weak self] in try await self?.action() }
    observation = component.observe { [weak self] event in
      if case .stateChanged(_, let state) = event { self?.componentDidChange(to: state) }
    }
  }

  /// Takes what the view's body gave this time, acting on what changed since the last update.
  ///
  /// - Parameters:
  ///   - action: The work a refresh does; it ends the refresh when it returns or throws.
  ///   - isRefreshing: The view's wish (a binding's value), or nil when the view has none.
  ///   - noMoreData: For a footer, whether there is no more to load, or nil when the view does not say.
  ///   - options: The component's timing.
  public func update(
    action: @escaping @MainActor () async throws -> Void, isRefreshing: Bool?, noMoreData: Bool?,
    options: RefreshOptions = RefreshOptions()
  ) {
    self.action = action
    if options != appliedOptions {
      options.apply(to: component)
      appliedOptions = options
    }
    if let isRefreshing, isRefreshing != lastIsRefreshing {
      lastIsRefreshing = isRefreshing
      if isRefreshing, component.state == .idle {
        component.beginRefreshing()
      } else if !isRefreshing, component.state == .refreshing {
        component.endRefreshing()
      }
    }
    if let noMoreData, noMoreData != lastNoMoreData, let footer = component as? RefreshFooter {
      lastNoMoreData = noMoreData
      if noMoreData, footer.state != .noMoreData {
        footer.endRefreshingWithNoMoreData()
      } else if !noMoreData, footer.state == .noMoreData {
        footer.resetNoMoreData()
      }
    }
  }

  /// The list appeared (a screen was shown): a header whose content is older than the options' expiry refreshes.
  ///
  /// - Returns: Whether a refresh began (or will begin once the header is attached).
  @discardableResult
  public func listDidAppear() -> Bool {
    guard let interval = appliedOptions?.expiryInterval, let header = component as? RefreshHeader else { return false }
    return header.refreshIfExpired(after: interval)
  }

  private func componentDidChange(to state: RefreshState) {
    // A refresh asked for before the component was attached waits in `willRefresh`: it counts as begun.
    let refreshing = state == .refreshing || state == .willRefresh
    // Before the view's first value, the binding is taken to say false, as a new `@State` does.
    guard let setIsRefreshing, refreshing != (lastIsRefreshing ?? false) else { return }
    lastIsRefreshing = refreshing
    setIsRefreshing(refreshing)
  }
}
