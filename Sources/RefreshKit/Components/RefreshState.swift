/// The state of a refresh component, with MJRefresh's meanings.
///
/// ```
///            drag past the trigger              release
///   idle ───────────────────────────▶ pulling ──────────▶ refreshing ──▶ idle (endRefreshing)
///    │  ◀─────────────────────────────  │                     │
///    │     drag back under the trigger  │                     └──▶ noMoreData (footers)
///    └── beginRefreshing() while detached ──▶ willRefresh ──(attach)──▶ refreshing
/// ```
///
/// Every state change of a component goes through ``canTransition(to:)``; a write of the same state is no change.
public enum RefreshState: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// At rest, or pulled less than the trigger distance.
  case idle
  /// Pulled past the trigger distance while dragging: releasing now refreshes.
  case pulling
  /// ``RefreshComponent/beginRefreshing()`` was called while the component was not attached or not laid out; it
  /// refreshes once it is.
  case willRefresh
  /// Refreshing: the action ran and the component holds its inset until the refresh ends.
  case refreshing
  /// A footer that has loaded everything: nothing loads until ``RefreshFooter/resetNoMoreData()``.
  case noMoreData

  /// Whether a component in this state may move to `next`.
  ///
  /// The check is pure and total: moving to the same state is never a transition, `pulling` is reached only from
  /// `idle`, `willRefresh` only from `idle`, and `noMoreData` is left only for `idle`.
  ///
  /// - Parameter next: The state to move to.
  /// - Returns: Whether the move is allowed.
  public nonisolated func canTransition(to next: RefreshState) -> Bool {
    switch (self, next) {
    case (.idle, .pulling), (.idle, .willRefresh), (.idle, .refreshing), (.idle, .noMoreData):
      true
    case (.pulling, .idle), (.pulling, .refreshing), (.pulling, .noMoreData):
      true
    case (.willRefresh, .idle), (.willRefresh, .refreshing), (.willRefresh, .noMoreData):
      true
    case (.refreshing, .idle), (.refreshing, .noMoreData):
      true
    case (.noMoreData, .idle):
      true
    default:
      false
    }
  }

  /// The state's name, such as `"refreshing"`.
  public var description: String {
    switch self {
    case .idle: "idle"
    case .pulling: "pulling"
    case .willRefresh: "willRefresh"
    case .refreshing: "refreshing"
    case .noMoreData: "noMoreData"
    }
  }
}

/// A value before and after a change, as the scroll hooks of ``RefreshComponent`` receive it.
public struct ScrollChange<Value: Equatable & Sendable>: Equatable, Sendable {
  /// The value before the change.
  public var old: Value
  /// The value after the change.
  public var new: Value

  /// Creates a change.
  ///
  /// - Parameters:
  ///   - old: The value before the change.
  ///   - new: The value after the change.
  public init(old: Value, new: Value) {
    self.old = old
    self.new = new
  }
}

extension RefreshState {
  /// This state's value among `values`, five in the order of the cases (idle, pulling, willRefresh, refreshing,
  /// noMoreData): how the leaves keep a value by state (`StateTitles`, `RefreshImageSequence`) with no dictionary
  /// and no generic type of their own.
  func pick<Value>(_ values: (Value, Value, Value, Value, Value)) -> Value {
    switch self {
    case .idle: values.0
    case .pulling: values.1
    case .willRefresh: values.2
    case .refreshing: values.3
    case .noMoreData: values.4
    }
  }

  /// Puts `value` in this state's place among `values` (see ``pick(_:)``).
  func replace<Value>(in values: inout (Value, Value, Value, Value, Value), with value: Value) {
    switch self {
    case .idle: values.0 = value
    case .pulling: values.1 = value
    case .willRefresh: values.2 = value
    case .refreshing: values.3 = value
    case .noMoreData: values.4 = value
    }
  }
}
