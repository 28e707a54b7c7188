import Foundation
@_spi(Hosting) import RefreshKit

/// A component driven by the values a declarative view owns: what a SwiftUI modifier keeps for as long as its view
/// lives, with no SwiftUI in it, so that its rules are tested on any platform.
///
/// The view hands it, at each update of its body, the action, whether it wants a refresh (an `isRefreshing`
/// binding), whether a footer has no more data, and the ``RefreshOptions``. Only a *change* of a value acts, so that
/// an update that repeats what the view said before never undoes what the user or the app did since:
///
/// - `isRefreshing` turning true begins a refresh (from idle); turning false ends it (a Cancel button). The component
///   writes the binding back through ``setIsRefreshing`` as its state changes: true while any refresh runs or waits
///   to begin, whoever started it, false when it ends. A value the view gave before is not a change: a binding that
///   drops the component's writes (`.constant(false)`) never ends the user's refresh.
/// - `noMoreData` turning true ends a footer's load with no more data (from idle too); turning false makes it load
///   again.
/// - An end the view's values ask for never cancels the action's task: a load that sets "no more data" and then
///   awaits a cache write finishes it. Only detaching the component cancels a task.
/// - The action is replaced at each update; a refresh calls whichever is current.
/// - The options are set when they change.
///
/// SwiftUI forbids writing a view's state while it updates a view ("Modifying state during view update"). The layer
/// runs what it does inside a view update, a view's creation or a move to a window in ``deferringWrites(_:)``: the
/// binding's writes that work causes wait, in order, until ``flushDeferredWrites()``, which the layer schedules for
/// after the update when ``deferredWritesNeedFlush`` asks. While writes wait, the view's `isRefreshing` predates them
/// and is not read as a change.
///
/// ```swift
/// let refresh = DeclarativeRefresh(component: SimpleAutoFooter())
/// refresh.update(action: { try await feed.loadMore() }, isRefreshing: nil, noMoreData: feed.isComplete)
/// ```
@MainActor final class DeclarativeRefresh<Component: RefreshComponent> {
  /// The component, made once.
  let component: Component
  /// Writes the view's `isRefreshing` (a binding's setter); called only with a value that differs from the last one
  /// the view gave or was given.
  var setIsRefreshing: (@MainActor (Bool) -> Void)?
  /// Called when a write of the binding is kept back and none was waiting: schedule ``flushDeferredWrites()`` for
  /// after the view update (`DispatchQueue.main.async`). Without it, the writes wait for an explicit flush.
  var deferredWritesNeedFlush: (@MainActor () -> Void)?
  /// Whether every write of the binding waits for ``flushDeferredWrites()``, not only those made inside
  /// ``deferringWrites(_:)``. The SwiftUI layer sets it: a refresh can also start from a report of UIKit's that comes
  /// while SwiftUI updates its views (a `contentSize` change that brings an auto footer into view as a `List` applies
  /// new rows), which no `deferringWrites(_:)` of the layer's surrounds. Default false: each write is made at once.
  var defersEveryWrite = false
  /// The binding's writes kept back, oldest first.
  private(set) var deferredWrites: [Bool] = []
  /// How many ``deferringWrites(_:)`` bodies are running.
  private var deferralDepth = 0
  /// The view's action, replaced at each update.
  private var action: @MainActor () async throws -> Void = {}
  /// The view's `isRefreshing` as last given or written.
  private var lastIsRefreshing: Bool?
  /// The view's `isRefreshing` as last given.
  private var lastGivenIsRefreshing: Bool?
  /// The view's `noMoreData` as last given.
  private var lastNoMoreData: Bool?
  /// The options as last set.
  private var appliedOptions: RefreshOptions?
  private var observation: RefreshObservation?

  /// Drives `component`, which runs the action of the latest ``update(action:isRefreshing:noMoreData:options:)``.
  ///
  /// - Parameter component: The component the view shows.
  init(component: Component) {
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
  func update(
    action: @escaping @MainActor () async throws -> Void, isRefreshing: Bool?, noMoreData: Bool?,
    options: RefreshOptions = RefreshOptions()
  ) {
    self.action = action
    // The view has not seen the writes still waiting: its value is older than them, not a wish.
    let viewSawLastWrite = deferredWrites.isEmpty
    if options != appliedOptions {
      options.apply(to: component)
      appliedOptions = options
    }
    // A value the view gave before is no wish: a binding that drops the component's writes (`.constant(false)`)
    // gives it again after the component wrote true, and must not end the user's refresh.
    let viewChanged = isRefreshing != nil && isRefreshing != lastGivenIsRefreshing
    lastGivenIsRefreshing = isRefreshing ?? lastGivenIsRefreshing
    if let isRefreshing, viewSawLastWrite, viewChanged, isRefreshing != lastIsRefreshing {
      lastIsRefreshing = isRefreshing
      if isRefreshing, component.state == .idle {
        component.beginRefreshing()
      } else if !isRefreshing, component.state == .refreshing {
        endLettingTheActionFinish { component.endRefreshing() }
      }
    }
    if let noMoreData, noMoreData != lastNoMoreData, let footer = component as? RefreshFooter {
      lastNoMoreData = noMoreData
      if noMoreData, footer.state != .noMoreData {
        endLettingTheActionFinish { footer.endRefreshingWithNoMoreData() }
      } else if !noMoreData, footer.state == .noMoreData {
        footer.resetNoMoreData()
      }
    }
  }

  /// Ends the refresh as the view's values ask, without cancelling the action's task: a load that says "no more
  /// data" before its cache write, or a Cancel button, lets the work finish (its result is no longer shown). Only
  /// detaching cancels a task.
  private func endLettingTheActionFinish(_ end: () -> Void) {
    component.letActionTaskFinish()
    end()
  }

  /// The list appeared (a screen was shown): a header whose content is older than the options' expiry refreshes.
  ///
  /// - Returns: Whether a refresh began (or will begin once the header is attached).
  @discardableResult
  func listDidAppear() -> Bool {
    guard let interval = appliedOptions?.expiryInterval, let header = component as? RefreshHeader else { return false }
    return header.refreshIfExpired(after: interval)
  }

  /// Runs `body` (the layer's work inside a view update, a view's creation or a window move) with every write of
  /// the binding it causes kept back, in order, until ``flushDeferredWrites()``.
  ///
  /// - Parameter body: The work.
  /// - Returns: What `body` returns.
  func deferringWrites<Result>(_ body: () throws -> Result) rethrows -> Result {
    deferralDepth += 1
    defer { deferralDepth -= 1 }
    return try body()
  }

  /// Writes the binding with every value kept back, oldest first: the values and their order are those the
  /// component's state changes gave. Inside ``deferringWrites(_:)`` it writes nothing and asks again.
  func flushDeferredWrites() {
    guard deferralDepth == 0 else {
      if !deferredWrites.isEmpty { deferredWritesNeedFlush?() }
      return
    }
    while !deferredWrites.isEmpty {
      let value = deferredWrites.removeFirst()
      setIsRefreshing?(value)
    }
  }

  private func write(_ value: Bool) {
    guard defersEveryWrite || deferralDepth > 0 || !deferredWrites.isEmpty else {
      setIsRefreshing?(value)
      return
    }
    // After a kept-back write, later ones wait too, so that the order stays.
    deferredWrites.append(value)
    if deferredWrites.count == 1 { deferredWritesNeedFlush?() }
  }

  private func componentDidChange(to state: RefreshState) {
    // A refresh asked for before the component was attached waits in `willRefresh`: it counts as begun.
    let refreshing = state == .refreshing || state == .willRefresh
    // Before the view's first value, the binding is taken to say false, as a new `@State` does.
    guard setIsRefreshing != nil, refreshing != (lastIsRefreshing ?? false) else { return }
    lastIsRefreshing = refreshing
    write(refreshing)
  }
}
