import Foundation

/// The timing of one component as a value: what a SwiftUI modifier passes for the component it attaches, and what
/// `DeclarativeRefresh` sets on it.
///
/// App-wide defaults (heights, the kind of header the short forms make, the last-updated store, the language) stay
/// in ``RefreshConfiguration/default``, set once at launch; these are one component's options.
///
/// ```swift
/// List(feed.items) { ItemRow(item: $0) }
///   .refreshKitHeader(options: RefreshOptions(minimumRefreshingDuration: 0.5, expiryInterval: 15 * 60)) {
///     await feed.reload()
///   }
/// ```
public struct RefreshOptions: Equatable, Sendable {
  /// The component's ``RefreshComponent/minimumRefreshingDuration``: an end asked for sooner waits until the
  /// refresh has shown this long. Nil keeps the component's own (0 unless it was set).
  public var minimumRefreshingDuration: Optional<TimeInterval>
  /// The component's ``RefreshComponent/resultDisplayDuration``: how long the result ("Refreshed", a failure's
  /// message) shows after the end. Nil keeps the component's own.
  public var resultDisplayDuration: Optional<TimeInterval>
  /// The component's ``RefreshComponent/failureDisplayDuration``: how long a failure's message shows after the end,
  /// when longer than the result's. Nil keeps the component's own (2 seconds unless changed).
  public var failureDisplayDuration: Optional<TimeInterval>
  /// For a header: each time the list appears, it refreshes if the last successful refresh ended longer ago than
  /// this many seconds, or never (``RefreshHeader/refreshIfExpired(after:)``, ESPullToRefresh's
  /// `expiredTimeInterval`). Nil never refreshes by itself.
  public var expiryInterval: Optional<TimeInterval>

  /// Creates options; each one left nil keeps the component's own.
  ///
  /// - Parameters:
  ///   - minimumRefreshingDuration: The shortest time a refresh shows, in seconds.
  ///   - resultDisplayDuration: How long the result shows after the end, in seconds.
  ///   - failureDisplayDuration: How long a failure's message shows after the end, in seconds; 0 collapses at once.
  ///   - expiryInterval: For a header, the age in seconds after which the content refreshes when the list appears.
  public init(
    minimumRefreshingDuration: TimeInterval? = nil, resultDisplayDuration: TimeInterval? = nil,
    failureDisplayDuration: TimeInterval? = nil, expiryInterval: TimeInterval? = nil
  ) {
    self.minimumRefreshingDuration = minimumRefreshingDuration
    self.resultDisplayDuration = resultDisplayDuration
    self.failureDisplayDuration = failureDisplayDuration
    self.expiryInterval = expiryInterval
  }

  /// Sets the durations that are not nil on `component`; the component refuses bad values and reports them through
  /// ``RefreshDiagnostics``, as its own setters do. The expiry is no property of the component:
  /// `DeclarativeRefresh.listDidAppear()` applies it when the list appears.
  ///
  /// - Parameter component: The component to set them on.
  @MainActor public func apply(to component: RefreshComponent) {
    if let minimumRefreshingDuration { component.minimumRefreshingDuration = minimumRefreshingDuration }
    if let resultDisplayDuration { component.resultDisplayDuration = resultDisplayDuration }
    if let failureDisplayDuration { component.failureDisplayDuration = failureDisplayDuration }
  }
}
