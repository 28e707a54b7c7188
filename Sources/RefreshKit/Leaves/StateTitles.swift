extension RefreshComponent {
  /// The title for ``displayedResult``: `success`'s text, or the failure's message (`failure`'s text when it has
  /// none); nil when no result shows.
  @MainActor func resultTitle(success: RefreshLocalization.Key, failure: RefreshLocalization.Key) -> String? {
    switch displayedResult {
    case .success: RefreshLocalization.string(for: success)
    case .failure(let message): message.isEmpty ? RefreshLocalization.string(for: failure) : message
    case .cancelled, nil: nil
    }
  }
}

/// The titles of a leaf: the app's per-state overrides over localised defaults read when asked.
struct StateTitles {
  /// The overrides the app set, by state.
  var overrides: [RefreshState: String] = [:]

  /// Which texts a kind of leaf shows by default: the same for every instance, so made once.
  struct Scheme: Sendable {
    /// The key of each state's default text.
    let defaults: [RefreshState: RefreshLocalization.Key]
    /// The state whose title a state without a default borrows (a header's `willRefresh` shows the refreshing
    /// title).
    let aliases: [RefreshState: RefreshState]
  }

  /// The leaf's scheme.
  let scheme: Scheme

  init(_ scheme: Scheme) {
    self.scheme = scheme
  }

  /// The title for `state`: its override, else its localised default, else the title of the state it borrows from.
  @MainActor func title(for state: RefreshState) -> String {
    if let title = overrides[state] { return title }
    if let key = scheme.defaults[state] { return RefreshLocalization.string(for: key) }
    if let alias = scheme.aliases[state], alias != state { return title(for: alias) }
    return ""
  }
}

extension StateTitles.Scheme {
  static let header = Self(
    defaults: [.idle: .headerIdle, .pulling: .headerPulling, .refreshing: .headerRefreshing],
    aliases: [.willRefresh: .refreshing, .noMoreData: .idle])
  static let autoFooter = Self(
    defaults: [.idle: .autoFooterIdle, .refreshing: .autoFooterRefreshing, .noMoreData: .footerNoMoreData],
    aliases: [.pulling: .idle, .willRefresh: .refreshing])
  static let backFooter = Self(
    defaults: [
      .idle: .backFooterIdle, .pulling: .backFooterPulling, .refreshing: .backFooterRefreshing,
      .noMoreData: .footerNoMoreData,
    ],
    aliases: [.willRefresh: .refreshing])
  static let trailer = Self(
    defaults: [.idle: .trailerIdle, .pulling: .trailerPulling, .refreshing: .trailerRefreshing],
    aliases: [.willRefresh: .refreshing, .noMoreData: .idle])
  static let circleFooter = Self(defaults: [.noMoreData: .footerNoMoreData], aliases: [:])
}
