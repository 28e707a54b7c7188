/// A component that shows a title per state: the title members that every title-showing leaf shares, written once.
///
/// ``StateHeader``, ``StateAutoFooter``, ``StateBackFooter`` (and so their leaves), ``SimpleTrailer`` and
/// ``CircleLoadingFooter`` conform. A conforming component keeps its titles in ``stateTitles`` and gets
/// ``setTitle(_:for:)``, ``language``, ``resultTitle`` and ``title`` from this protocol's extension; it declares
/// ``title(for:)`` itself, `open`, so that its subclasses can compute titles.
///
/// ```swift
/// header.setTitle("Pull for news", for: .idle)
/// header.language = "zh-Hans"
/// header.title          // "Pull for news": an override is the same in every language
/// ```
///
/// A downstream component that does not descend from a state leaf conforms the same way, and shows the stock
/// titles:
///
/// ```swift
/// final class RingHeader: CircleLoadingHeader, StateTitled {
///   var stateTitles = StateTitles.header
///   func title(for state: RefreshState) -> String { stateTitles.title(for: state) }
/// }
/// ```
@MainActor public protocol StateTitled: RefreshComponent {
  /// The component's titles: its overrides and its language over the localised defaults. Change them through
  /// ``setTitle(_:for:)`` and ``language``.
  var stateTitles: StateTitles { get set }

  /// The title for `state`: by default ``stateTitles``' title, the override or the localised default.
  ///
  /// Leaves declare it `open`: override it to compute a title, and return `super.title(for: state)` for the states
  /// you leave alone.
  ///
  /// - Parameter state: The state.
  /// - Returns: The title shown in that state.
  func title(for state: RefreshState) -> String

  /// The title shown now. By default the ``resultTitle`` while a result shows, else the title for the current
  /// ``RefreshComponent/state``; ``StateAutoFooter`` and ``CircleLoadingFooter`` show the failure's message and ask
  /// for a retry after a failed load instead (``StateTitles/retryTitle(for:)``).
  var title: String { get }
}

extension StateTitled {
  /// Sets the title shown in `state`, for every language; nil returns to the localised default.
  ///
  /// ```swift
  /// header.setTitle("Fetching the news…", for: .refreshing)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title, or nil for the default.
  ///   - state: The state it is shown in.
  public func setTitle(_ title: String?, for state: RefreshState) {
    stateTitles.setTitle(title, for: state)
  }

  /// The language of this component's texts, or nil to follow ``RefreshLocalization/language``. A leaf starts in
  /// ``RefreshConfiguration/language`` of the defaults when it is made: nil unless the app set it.
  ///
  /// Setting it normalises the identifier as ``RefreshLocalization/normalizedLanguage(_:)`` does (`"zh_CN"` becomes
  /// `"zh-Hans"`). Texts are read when asked, so the next read is in the new language; an override set with
  /// ``setTitle(_:for:)`` stays the same in every language.
  ///
  /// ```swift
  /// header.language = "ko"       // this header speaks Korean
  /// header.language = nil        // and follows the app's language again
  /// ```
  public var language: String? {
    get { stateTitles.language }
    set { stateTitles.language = newValue }
  }

  /// The title while the component shows the result of the refresh that just ended
  /// (``RefreshComponent/resultDisplayDuration``, and for a failure ``RefreshComponent/failureDisplayDuration``,
  /// 2 seconds by default): "Refreshed" (a header) or "Loaded", or the failure's message ("Refresh failed" or "Load
  /// failed" when it has none); nil when no result shows, and always nil for the titles of an auto footer or a
  /// circle footer, which show no result (they prompt a retry instead).
  public var resultTitle: String? { resultTitle(in: stateTitles) }

  /// The title shown now: the ``resultTitle`` while a result shows, else the title for the current
  /// ``RefreshComponent/state``.
  public var title: String { resultTitle ?? title(for: state) }

  /// What VoiceOver says for the title shown now: the ``resultTitle`` while a result shows, else the state without
  /// the gesture words of its title (`StateTitles.spokenTitle(for:)`), else the title for the state.
  var spokenTitle: String { resultTitle ?? spokenTitle(for: state) }

  /// What VoiceOver says for `state`'s title: the state without the gesture words of the stock title ("Refresh",
  /// "Load more", "Ready to refresh"), else ``title(for:)``.
  func spokenTitle(for state: RefreshState) -> String {
    stateTitles.spokenTitle(for: state) ?? title(for: state)
  }
}

extension RefreshComponent {
  /// `titles`' title for the result this component shows, read here once for every conforming leaf: inlined into
  /// ``StateTitled``'s members, which are specialized for each leaf, it was copied into each of them (the reading of
  /// ``displayedResult`` copies the component's schedule).
  @inline(never) final func resultTitle(in titles: StateTitles) -> String? {
    titles.resultTitle(for: displayedResult)
  }
}
