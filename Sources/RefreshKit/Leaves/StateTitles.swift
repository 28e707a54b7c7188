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
  /// What the titles hold, in one object that is never changed: a change makes a new one. A copy of the titles is
  /// then one reference, where six strings were retained and released by every copy and by the value witnesses an
  /// app links for the type (issue 58); changes are rare (the app sets a title or a language).
  private final class Storage: Sendable {
    /// The overrides the app set, by state in the order of `RefreshState`'s cases (idle, pulling, willRefresh,
    /// refreshing, noMoreData): five fields, not a dictionary or a generic type of values by state, whose
    /// specializations and value witnesses an app would link for this one use.
    let overrides: (String?, String?, String?, String?, String?)
    let language: String?
    let scheme: Scheme

    init(overrides: (String?, String?, String?, String?, String?), language: String?, scheme: Scheme) {
      (self.overrides, self.language, self.scheme) = (overrides, language, scheme)
    }
  }

  private var storage: Storage

  /// The language of the titles, normalised as ``RefreshLocalization/normalizedLanguage(_:)`` does, or nil to follow
  /// ``RefreshLocalization/language``. Titles start in ``RefreshConfiguration/language`` (nil unless the app set it).
  public var language: String? {
    get { storage.language }
    set {
      storage = Storage(
        overrides: storage.overrides, language: newValue.map(RefreshLocalization.normalizedLanguage),
        scheme: storage.scheme)
    }
  }

  /// Which texts a kind of leaf shows by default: the same for every instance, so a number read through `switch`es
  /// (one byte in each leaf's titles, where a table of keys by state was copied with them), in a struct rather than
  /// an enum, which would bring `Equatable` and `Hashable` conformances that nothing uses.
  struct Scheme: Sendable {
    /// 0 a header, 1 an auto footer, 2 a back footer, 3 a trailer, 4 a circle footer.
    private let kind: UInt8

    static var header: Self { Self(kind: 0) }
    static var autoFooter: Self { Self(kind: 1) }
    static var backFooter: Self { Self(kind: 2) }
    static var trailer: Self { Self(kind: 3) }
    static var circleFooter: Self { Self(kind: 4) }

    /// The key of `state`'s default text, or nil when the state has none.
    func defaultKey(for state: RefreshState) -> RefreshLocalization.Key? {
      switch (kind, state) {
      case (0, .idle): .headerIdle
      case (0, .pulling): .headerPulling
      case (0, .refreshing): .headerRefreshing
      case (1, .idle): .autoFooterIdle
      case (1, .refreshing): .autoFooterRefreshing
      case (2, .idle): .backFooterIdle
      case (2, .pulling): .backFooterPulling
      case (2, .refreshing): .backFooterRefreshing
      case (1, .noMoreData), (2, .noMoreData), (4, .noMoreData): .footerNoMoreData
      case (3, .idle): .trailerIdle
      case (3, .pulling): .trailerPulling
      case (3, .refreshing): .trailerRefreshing
      default: nil
      }
    }

    /// The state whose title `state` borrows when it has no default (a header's `willRefresh` shows the refreshing
    /// title), or nil.
    func alias(for state: RefreshState) -> RefreshState? {
      switch (kind, state) {
      case (4, _): nil
      case (_, .willRefresh): .refreshing
      case (0, .noMoreData), (3, .noMoreData), (1, .pulling): .idle
      default: nil
      }
    }

    /// The state whose default text `state` shows: itself when it has a default, else the state it borrows from.
    func resolved(_ state: RefreshState) -> RefreshState {
      defaultKey(for: state) == nil ? alias(for: state) ?? state : state
    }

    /// The texts of a result on display: the success's, and the failure's when the failure gave no message; nil for
    /// a leaf that shows no result (an auto footer, a circle footer).
    var result: (success: RefreshLocalization.Key, failure: RefreshLocalization.Key)? {
      switch kind {
      case 0: (.headerRefreshed, .headerRefreshFailed)
      case 2, 3: (.footerLoaded, .footerLoadFailedBriefly)
      default: nil
      }
    }
  }

  /// The kind of leaf the titles are for.
  var scheme: Scheme { storage.scheme }

  /// Titles of `scheme` with no override, in the language of the defaults (``RefreshConfiguration/language``, nil
  /// unless the app set it: following ``RefreshLocalization/language``). Not inlined: each leaf's initializer and
  /// each reading of ``header`` would copy the reading of the defaults' scope and the allocation.
  @MainActor @inline(never) init(_ scheme: Scheme) {
    self.init(scheme, language: RefreshConfiguration.defaultScope.configuration.language)
  }

  /// Titles of `scheme` with no override, in `language`, already normalised (another leaf's titles' language).
  init(_ scheme: Scheme, language: String?) {
    storage = Storage(overrides: (nil, nil, nil, nil, nil), language: language, scheme: scheme)
  }

  /// The override the app set for `state`, or nil.
  private func override(for state: RefreshState) -> String? {
    state.pick(storage.overrides)
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
    if let title = override(for: state) { return title }
    if let key = scheme.defaultKey(for: state) { return string(for: key) }
    if let alias = scheme.alias(for: state), alias != state { return title(for: alias) }
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
    if layoutDirection == .rightToLeft, override(for: state) == nil {
      let resolved = scheme.resolved(state)
      if override(for: resolved) == nil, scheme.defaultKey(for: resolved) == .trailerIdle {
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
    var overrides = storage.overrides
    state.replace(in: &overrides, with: title)
    storage = Storage(overrides: overrides, language: storage.language, scheme: storage.scheme)
  }

  /// What VoiceOver says for `state` in place of a title that tells a gesture ("Pull down to refresh", "Tap or pull
  /// up to load more", "Release to refresh"): the state without the gesture ("Refresh", "Load more", "Ready to
  /// refresh"), which a hint completes; nil for a state whose title tells no gesture ("Loading…", "No more data") or
  /// that the app gave a title of its own (``setTitle(_:for:)``: the app chose its words).
  ///
  /// - Parameter state: The state.
  /// - Returns: The spoken text, or nil to say the title.
  @MainActor func spokenTitle(for state: RefreshState) -> String? {
    guard override(for: state) == nil else { return nil }
    let resolved = scheme.resolved(state)
    guard override(for: resolved) == nil, let key = scheme.defaultKey(for: resolved) else { return nil }
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
