/// The titles of a leaf, one per state: the app's overrides over localised defaults read when asked, in the leaf's
/// own language or the current ``RefreshLocalization/language``.
///
/// Every leaf that shows titles keeps one (``StateTitled/stateTitles``) and gets its title members from
/// ``StateTitled``, so that the rules are written once: a state shows its override (``setTitle(_:for:)``), else its
/// default in the language, else the title of the state it borrows from (a header's `.willRefresh` shows the
/// refreshing title); while a result shows, ``resultTitle(for:)`` gives "Refreshed" or "Loaded", or the failure's
/// message.
///
/// ```swift
/// var titles = StateTitles.header
/// titles.setTitle("Pull for news", for: .idle)
/// titles.language = "ja"
/// titles.title(for: .pulling)     // "指を離して更新"
/// ```
public struct StateTitles: Sendable {
  /// The overrides the app set, by state.
  var overrides = RefreshStateValues<String>()

  /// The language of the titles, normalised as ``RefreshLocalization/normalizedLanguage(_:)`` does, or nil to follow
  /// ``RefreshLocalization/language``. Titles start in ``RefreshConfiguration/language`` (nil unless the app set it).
  public var language: String? {
    didSet { language = language.map(RefreshLocalization.normalizedLanguage) }
  }

  /// Which texts a kind of leaf shows by default: the same for every instance, so made once.
  struct Scheme: Sendable {
    /// The key of each state's default text.
    let defaults: RefreshStateValues<RefreshLocalization.Key>
    /// The state whose title a state without a default borrows (a header's `willRefresh` shows the refreshing
    /// title).
    let aliases: RefreshStateValues<RefreshState>
    /// The texts of a result on display: the success's, and the failure's when the failure gave no message; nil for
    /// a leaf that shows no result.
    var result: (success: RefreshLocalization.Key, failure: RefreshLocalization.Key)?
  }

  /// The kind of leaf the titles are for.
  let scheme: Scheme

  /// Titles of `scheme` with no override, in the language of the defaults (``RefreshConfiguration/language``, nil
  /// unless the app set it: following ``RefreshLocalization/language``).
  @MainActor init(_ scheme: Scheme) {
    self.scheme = scheme
    language = RefreshConfiguration.defaultScope.configuration.language
  }

  /// A header's titles: "Pull down to refresh", "Release to refresh", "Loading…"; "Refreshed" or "Refresh failed"
  /// for a result.
  @MainActor public static var header: StateTitles { StateTitles(.header) }

  /// An auto footer's titles: "Tap or pull up to load more", "Loading more…", "No more data"; no result.
  @MainActor public static var autoFooter: StateTitles { StateTitles(.autoFooter) }

  /// A back footer's titles: "Pull up to load more", "Release to load more", "Loading more…", "No more data";
  /// "Loaded" or "Load failed" for a result.
  @MainActor public static var backFooter: StateTitles { StateTitles(.backFooter) }

  /// A trailer's titles: "Pull left to load more", "Release to load more", "Loading…"; "Loaded" or "Load failed"
  /// for a result.
  @MainActor public static var trailer: StateTitles { StateTitles(.trailer) }

  /// The text for `key` in the titles' ``language``.
  @MainActor func string(for key: RefreshLocalization.Key) -> String {
    RefreshLocalization.string(for: key, language: language)
  }

  /// The title for `state`: its override, else its localised default, else the title of the state it borrows from;
  /// empty when there is none.
  ///
  /// - Parameter state: The state.
  /// - Returns: The title shown in that state.
  @MainActor public func title(for state: RefreshState) -> String {
    if let title = overrides[state] { return title }
    if let key = scheme.defaults[state] { return string(for: key) }
    if let alias = scheme.aliases[state], alias != state { return title(for: alias) }
    return ""
  }

  /// The title for `state` in a layout running in `layoutDirection`: as ``title(for:)``, except that a trailer at
  /// rest without an override says "Pull right to load more" in a right-to-left layout, where it sits at the left.
  ///
  /// - Parameters:
  ///   - state: The state.
  ///   - layoutDirection: The scroll view's layout direction.
  /// - Returns: The title shown in that state.
  @MainActor public func title(for state: RefreshState, layoutDirection: RefreshLayoutDirection) -> String {
    if layoutDirection == .rightToLeft, overrides[state] == nil {
      let resolved = scheme.defaults[state] == nil ? scheme.aliases[state] ?? state : state
      if overrides[resolved] == nil, scheme.defaults[resolved] == .trailerIdle {
        return string(for: .trailerIdleRightToLeft)
      }
    }
    return title(for: state)
  }

  /// Sets the title shown in `state`, for every language; nil returns to the localised default.
  ///
  /// - Parameters:
  ///   - title: The title, or nil for the default.
  ///   - state: The state it is shown in.
  public mutating func setTitle(_ title: String?, for state: RefreshState) {
    overrides[state] = title
  }

  /// What VoiceOver says for `state` in place of a title that tells a gesture ("Pull down to refresh", "Tap or pull
  /// up to load more", "Release to refresh"): the state without the gesture ("Refresh", "Load more", "Ready to
  /// refresh"), which a hint completes; nil for a state whose title tells no gesture ("Loading…", "No more data") or
  /// that the app gave a title of its own (``setTitle(_:for:)``: the app chose its words).
  ///
  /// - Parameter state: The state.
  /// - Returns: The spoken text, or nil to say the title.
  @MainActor func spokenTitle(for state: RefreshState) -> String? {
    guard overrides[state] == nil else { return nil }
    let resolved = scheme.defaults[state] == nil ? scheme.aliases[state] ?? state : state
    guard overrides[resolved] == nil, let key = scheme.defaults[resolved] else { return nil }
    switch key {
    case .headerIdle: return string(for: .accessibilityActionRefresh)
    case .headerPulling: return string(for: .accessibilityRefreshArmed)
    case .autoFooterIdle, .backFooterIdle, .trailerIdle: return string(for: .accessibilityActionLoadMore)
    case .backFooterPulling, .trailerPulling: return string(for: .accessibilityLoadMoreArmed)
    default: return nil
    }
  }

  /// The title for a result on display: the success's text ("Refreshed", "Loaded"), or the failure's message (the
  /// failure's text, such as "Refresh failed", when it has none); nil when no result shows (`result` is nil or
  /// ``RefreshResult/cancelled``) or these titles show no result (``autoFooter``).
  ///
  /// - Parameter result: The result on display, such as a component's ``RefreshComponent/displayedResult``.
  /// - Returns: The title, or nil.
  @MainActor public func resultTitle(for result: RefreshResult?) -> String? {
    guard let keys = scheme.result else { return nil }
    switch result {
    case .success: return string(for: keys.success)
    case .failure(let message): return message.isEmpty ? string(for: keys.failure) : message
    case .cancelled, nil: return nil
    }
  }

  /// The title of an auto footer waiting for a retry after `result`: the failure's message followed by the
  /// instruction to retry ("You're offline — tap to retry", from ``RefreshLocalization/Key/footerLoadFailedFormat``),
  /// or "Load failed — tap to retry" (``RefreshLocalization/Key/footerLoadFailed``) when the failure has no message;
  /// nil when `result` is no failure.
  ///
  /// ```swift
  /// StateTitles.autoFooter.retryTitle(for: .failure("You're offline"))   // "You're offline — tap to retry"
  /// StateTitles.autoFooter.retryTitle(for: .failure(""))                 // "Load failed — tap to retry"
  /// ```
  ///
  /// - Parameter result: How the last load ended, such as a footer's ``RefreshComponent/lastResult``.
  /// - Returns: The title, or nil.
  @MainActor public func retryTitle(for result: RefreshResult?) -> String? {
    guard case .failure(let message) = result else { return nil }
    guard !message.isEmpty else { return string(for: .footerLoadFailed) }
    return RefreshLocalization.fill(string(for: .footerLoadFailedFormat), message, "")
  }
}

extension StateTitles.Scheme {
  static let header = Self(
    defaults: RefreshStateValues(idle: .headerIdle, pulling: .headerPulling, refreshing: .headerRefreshing),
    aliases: RefreshStateValues(willRefresh: .refreshing, noMoreData: .idle),
    result: (.headerRefreshed, .headerRefreshFailed))
  static let autoFooter = Self(
    defaults: RefreshStateValues(
      idle: .autoFooterIdle, refreshing: .autoFooterRefreshing, noMoreData: .footerNoMoreData),
    aliases: RefreshStateValues(pulling: .idle, willRefresh: .refreshing))
  static let backFooter = Self(
    defaults: RefreshStateValues(
      idle: .backFooterIdle, pulling: .backFooterPulling, refreshing: .backFooterRefreshing,
      noMoreData: .footerNoMoreData),
    aliases: RefreshStateValues(willRefresh: .refreshing), result: (.footerLoaded, .footerLoadFailedBriefly))
  static let trailer = Self(
    defaults: RefreshStateValues(idle: .trailerIdle, pulling: .trailerPulling, refreshing: .trailerRefreshing),
    aliases: RefreshStateValues(willRefresh: .refreshing, noMoreData: .idle),
    result: (.footerLoaded, .footerLoadFailedBriefly))
  static let circleFooter = Self(
    defaults: RefreshStateValues(noMoreData: .footerNoMoreData), aliases: RefreshStateValues())
}
