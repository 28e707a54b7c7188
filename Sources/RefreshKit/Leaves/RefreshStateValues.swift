/// One optional value per ``RefreshState``: a leaf's titles, title keys and image sets by state.
///
/// Five fields and a `switch`, where a `[RefreshState: Value]` dictionary would specialize the standard library's
/// hashing, resizing and copying code for each value type in every app (issue 58, direction 4).
struct RefreshStateValues<Value> {
  var idle: Value?
  var pulling: Value?
  var willRefresh: Value?
  var refreshing: Value?
  var noMoreData: Value?

  init(
    idle: Value? = nil, pulling: Value? = nil, willRefresh: Value? = nil, refreshing: Value? = nil,
    noMoreData: Value? = nil
  ) {
    self.idle = idle
    self.pulling = pulling
    self.willRefresh = willRefresh
    self.refreshing = refreshing
    self.noMoreData = noMoreData
  }

  /// The value of `state`, or nil when it has none; setting nil removes it.
  subscript(state: RefreshState) -> Value? {
    get {
      switch state {
      case .idle: idle
      case .pulling: pulling
      case .willRefresh: willRefresh
      case .refreshing: refreshing
      case .noMoreData: noMoreData
      }
    }
    set {
      switch state {
      case .idle: idle = newValue
      case .pulling: pulling = newValue
      case .willRefresh: willRefresh = newValue
      case .refreshing: refreshing = newValue
      case .noMoreData: noMoreData = newValue
      }
    }
  }
}

extension RefreshStateValues: Equatable where Value: Equatable {}
extension RefreshStateValues: Sendable where Value: Sendable {}
