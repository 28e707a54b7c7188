import Foundation

/// The language of the leaves' texts, RefreshKit's string tables, and the app's overrides.
///
/// The leaves that show titles (every ``StateTitled`` component: the state headers and footers and their leaves,
/// ``SimpleTrailer``, ``CircleLoadingFooter``) read their default titles and the last-updated text from here each time
/// they are read, so changing ``language`` or an override at run time changes every leaf's texts at once, attached or
/// not, with nothing to re-create or reload. A leaf whose own ``StateTitled/language`` is set keeps that language. A renderer that caches what it drew can compare ``changeCount`` to know when to
/// draw again.
///
/// The tables cover ``supportedLanguages``, the App Store's most used localizations: English, Arabic, Simplified and
/// Traditional Chinese, Dutch, French, German, Hebrew, Indonesian, Italian, Japanese, Korean, Polish, Portuguese,
/// Russian, Spanish, Swedish, Thai, Turkish, Ukrainian and Vietnamese. They are `.strings` tables, the localized resources of
/// the package (`RefreshKit_RefreshKit.bundle`, which SwiftPM and Xcode copy into the app; `.resources` beside the
/// executable on Linux), read the same way on every platform, one language when it is first asked for. Where the
/// bundle is missing the texts are English, built in, and a ``RefreshDiagnostic`` says so. By default the leaves
/// speak the app's language, as UIKit's own texts do (``environmentLanguage()``). A string missing from a language
/// falls back to English; the app's own strings table (``appStringsTable``) and the overrides (for every language, or
/// for one) win over the tables, and can add a language the tables do not have.
///
/// ```swift
/// RefreshLocalization.language = "zh-Hans"
/// header.title                                    // "下拉可以刷新": read now, nothing to reload
/// RefreshLocalization.setString("Swipe down for news", for: .headerIdle, language: "en")
/// RefreshLocalization.reset()                     // the environment's language, no overrides
/// ```
@MainActor public enum RefreshLocalization {
  /// The identifiers of the languages whose tables are compiled in: `en`, `zh-Hans`, `zh-Hant`, `ja`, `ko`, `ru`,
  /// `uk`, `fr`, `de`, `es`, `pt` (Brazilian Portuguese), `it`, `nl`, `sv`, `pl`, `tr`, `ar`, `he`, `th`, `vi` and
  /// `id`.
  public nonisolated static let supportedLanguages = [
    "en", "zh-Hans", "zh-Hant", "ja", "ko", "ru", "uk", "fr", "de", "es", "pt", "it", "nl", "sv", "pl", "tr", "ar",
    "he", "th", "vi", "id",
  ]

  /// The language the leaves use, such as `"en"` or `"zh-Hans"`.
  ///
  /// Defaults to the environment's preferred language (``environmentLanguage()``). Setting it normalises the
  /// identifier: `"zh_CN.UTF-8"`, `"zh-CN"` and `"zh-Hans-CN"` become `"zh-Hans"`, `"zh-TW"` becomes `"zh-Hant"`,
  /// `"ja-JP"` becomes `"ja"`. A language without a table keeps its language code (`"fr-FR"` becomes `"fr"`): its
  /// strings come from the overrides set for it, and from English for the rest.
  public static var language: String {
    get { storedLanguage }
    set {
      let normalized = normalizedLanguage(newValue)
      // No longer following the app's localization changes a text only where the app's table is read.
      let tableLanguageChanged = followsAppLocalization && storedAppStringsTable != nil
      followsAppLocalization = false
      guard normalized != storedLanguage || tableLanguageChanged else { return }
      storedLanguage = normalized
      changeCount += 1
    }
  }

  /// Whether ``language`` is the one the environment chose (``environmentLanguage()``), not one the app set: then
  /// the app's strings table is read in the app's own current localization, which RefreshKit may have no table for
  /// (a Catalan app reads `ca.lproj`, while RefreshKit's own texts come from the next language it has).
  private static var followsAppLocalization = true

  /// Follows the environment again, with `language` as RefreshKit's language (``reset()`` passes
  /// ``environmentLanguage()``; a test passes the language an app in some localization would get).
  static func followEnvironment(as language: String) {
    let normalized = normalizedLanguage(language)
    let tableLanguageChanged = !followsAppLocalization && storedAppStringsTable != nil
    followsAppLocalization = true
    guard normalized != storedLanguage || tableLanguageChanged else { return }
    storedLanguage = normalized
    changeCount += 1
  }

  /// Counts the changes of ``language``, of the overrides, of the app's strings table and of the system's settings
  /// (``systemSettingsDidChange()``) since the process started.
  ///
  /// Leaves read their texts when asked, so they need no notification; a renderer that caches its output can redraw
  /// when this number changes. Each change is also posted as ``didChangeNotification``.
  public internal(set) static var changeCount: Int {
    get { storedChangeCount }
    // Not inlined: the nine changes would each copy the notification's posting.
    @inline(never) set {
      storedChangeCount = newValue
      NotificationCenter.default.post(name: didChangeNotification, object: nil)
    }
  }

  /// Posted on the main thread after each change counted by ``changeCount``: the UIKit layer draws the components
  /// in view again when it hears it, so that a new language or text shows at once, not at the next scroll.
  public nonisolated static let didChangeNotification = Notification.Name("RefreshKitLocalizationDidChange")

  /// Tells RefreshKit that the user changed a system setting its texts are made from: the region or its formats, the
  /// 24-hour clock, the time zone, or the date (midnight, or the clock set by hand). The dates are formatted again
  /// and every component draws its texts again, once, as for a change of ``language``.
  ///
  /// The UIKit layer calls it for `NSLocale.currentLocaleDidChangeNotification`, `.NSSystemTimeZoneDidChange` and
  /// `UIApplication.significantTimeChangeNotification`; call it yourself on another platform.
  public static func systemSettingsDidChange() {
    DateTemplateFormatter.removeAll()
    changeCount += 1
  }

  /// ``changeCount``'s storage: private, so that the optimizer sees every access to it and reads it without a dynamic
  /// exclusivity check (a stock leaf's redraw reads it every frame).
  private static var storedChangeCount = 0

  private static var storedLanguage = environmentLanguage()

  /// No override: one nil per key, at its ``Key/index``.
  private static let noOverrides = [String?](repeating: nil, count: Key.allCases.count)

  /// Overrides for every language, at each key's ``Key/index``.
  private static var globalOverrides = noOverrides

  /// Overrides for one language, by language, at each key's ``Key/index``: a short list, not a dictionary, whose
  /// specializations an app would link for this one pair of types (a few KB).
  private static var languageOverrides: [(language: String, texts: [String?])] = []

  /// The overrides set for `language`, or nil when none is.
  private static func overrides(for language: String) -> [String?]? {
    // A loop, not `first(where:)`: a closure made on the main actor and passed to code that is not checks its
    // executor when called, which an app would link at each such closure.
    for entry in languageOverrides where entry.language == language { return entry.texts }
    return nil
  }

  // MARK: - Reading strings

  /// The text for `key` in `language` (by default the current ``language``).
  ///
  /// The lookup order is: the override for that language, the override for every language, the app's strings table
  /// (``appStringsTable``), the language's table, the English table. The app's table is read in `language`, or, when
  /// `language` is nil and ``language`` is the environment's (the app never set it), in the app's own current
  /// localization (the first of `appStringsBundle.preferredLocalizations`), whether RefreshKit has a table for it or
  /// not.
  ///
  /// - Parameters:
  ///   - key: Which text.
  ///   - language: The language; nil (the default) means the current ``language``.
  /// - Returns: The text.
  public static func string(for key: Key, language: String? = nil) -> String {
    let followsApp = language == nil && followsAppLocalization
    let language = language.map(normalizedLanguage) ?? storedLanguage
    if let text = overrides(for: language)?[key.index] { return text }
    if let text = globalOverrides[key.index] { return text }
    if let text = appString(for: key, language: followsApp ? nil : language) { return text }
    return tableString(for: key, language: language) ?? tableString(for: key, language: "en") ?? key.rawValue
  }

  /// The text the app gave for `key` in `language` (an override, or its ``appStringsTable``), or nil when the text
  /// would come from RefreshKit's tables.
  static func appProvidedString(for key: Key, language: String?) -> String? {
    let followsApp = language == nil && followsAppLocalization
    let language = language.map(normalizedLanguage) ?? storedLanguage
    return overrides(for: language)?[key.index] ?? globalOverrides[key.index]
      ?? appString(for: key, language: followsApp ? nil : language)
  }

  /// No table read yet: one nil per member of ``supportedLanguages``.
  private nonisolated static let noTablesRead = [[String]?](repeating: nil, count: supportedLanguages.count)

  /// The texts of each table read so far, at the language's position in ``supportedLanguages``, each at its key's
  /// ``Key/index`` (``RefreshStrings``), empty where the table lacks one: a table is read once, when first asked for.
  /// A list, not a dictionary by language, whose specializations an app would link for this one pair of types.
  private static var tableTexts = noTablesRead

  /// The text for `key` in the table RefreshKit has for `language`, or nil when it has none.
  private static func tableString(for key: Key, language: String) -> String? {
    guard let slot = supportedLanguages.firstIndex(of: language) else { return nil }
    let texts: [String]
    if let read = tableTexts[slot] {
      texts = read
    } else {
      texts = RefreshStrings.texts(for: language)
      tableTexts[slot] = texts
    }
    guard key.index < texts.count, !texts[key.index].isEmpty else { return nil }
    return texts[key.index]
  }

  /// Reads the tables again at the next text asked for (a test that moved ``RefreshStrings/bundlePath``).
  static func reloadTables() {
    tableTexts = noTablesRead
    changeCount += 1
  }

  // MARK: - Overriding strings

  /// Overrides the text for `key`, in one language or in all of them; nil removes the override.
  ///
  /// An override for one language wins over an override for every language.
  ///
  /// ```swift
  /// RefreshLocalization.setString("Swipe down for news", for: .headerIdle)
  /// RefreshLocalization.setString("Glisser pour actualiser", for: .headerIdle, language: "fr")
  /// ```
  ///
  /// - Parameters:
  ///   - text: The text, or nil to remove the override.
  ///   - key: Which text.
  ///   - language: The language it applies to; nil (the default) means every language.
  public static func setString(_ text: String?, for key: Key, language: String? = nil) {
    if let language {
      let language = normalizedLanguage(language)
      var slot: Int?
      for index in languageOverrides.indices where languageOverrides[index].language == language {
        slot = index  // a loop, not `firstIndex(where:)`: see `overrides(for:)`
        break
      }
      if let slot {
        languageOverrides[slot].texts[key.index] = text
      } else {
        var texts = noOverrides
        texts[key.index] = text
        languageOverrides.append((language, texts))
      }
    } else {
      globalOverrides[key.index] = text
    }
    changeCount += 1
  }

  /// Removes every override set with ``setString(_:for:language:)``.
  public static func removeAllOverrides() {
    globalOverrides = noOverrides
    languageOverrides = []
    changeCount += 1
  }

  /// Returns to the defaults: the environment's language and no overrides (the ``appStringsTable`` stays).
  public static func reset() {
    removeAllOverrides()
    followEnvironment(as: environmentLanguage())
  }

  // MARK: - Keys

  /// The texts the leaves show, one key per text.
  public enum Key: RawRepresentable, CaseIterable, Hashable, Sendable {
    /// A header at rest: "Pull down to refresh".
    case headerIdle
    /// A header armed: "Release to refresh".
    case headerPulling
    /// A header refreshing: "Loading…".
    case headerRefreshing
    /// What precedes the last-updated time: "Last updated: ". The line is made from ``lastUpdatedFormat``; this text
    /// is read only when the app overrides it (``setString(_:for:language:)`` or its ``appStringsTable``) and not the
    /// format, for the apps that customised the prefix before the format existed.
    case lastUpdatedPrefix
    /// The day name for today: "Today".
    case lastUpdatedToday
    /// The day name for yesterday: "Yesterday".
    case lastUpdatedYesterday
    /// The last-updated time of a header that never refreshed: "No record".
    case lastUpdatedNoRecord
    /// An auto footer at rest: "Tap or pull up to load more".
    case autoFooterIdle
    /// An auto footer loading: "Loading more…".
    case autoFooterRefreshing
    /// A back footer at rest: "Pull up to load more".
    case backFooterIdle
    /// A back footer armed: "Release to load more".
    case backFooterPulling
    /// A back footer loading: "Loading more…".
    case backFooterRefreshing
    /// A footer with nothing more to load: "No more data".
    case footerNoMoreData
    /// A trailer at rest: "Pull left to load more".
    case trailerIdle
    /// A trailer at rest in a right-to-left layout, where it sits at the left edge: "Pull right to load more".
    case trailerIdleRightToLeft
    /// A trailer armed: "Release to load more".
    case trailerPulling
    /// A trailer loading: "Loading…".
    case trailerRefreshing
    /// A header showing a successful result after a refresh: "Refreshed".
    case headerRefreshed
    /// A header showing a failed refresh that gave no message: "Refresh failed".
    case headerRefreshFailed
    /// An auto footer whose load failed with no message, waiting for a retry: "Load failed — tap to retry" (a
    /// failure with a message shows ``footerLoadFailedFormat``).
    case footerLoadFailed
    /// A back footer or a trailer showing a successful load: "Loaded".
    case footerLoaded
    /// A back footer or a trailer showing a failed load that gave no message: "Load failed".
    case footerLoadFailedBriefly
    /// What VoiceOver says when a header starts refreshing: "Refreshing".
    case accessibilityRefreshing
    /// What VoiceOver says when a footer or a trailer starts loading: "Loading more".
    case accessibilityLoadingMore
    /// What VoiceOver says after a page of ``ScrollModel/accessibilityScroll(_:)``: "Page {page} of {count}", where
    /// `{page}` becomes the page shown and `{count}` the number of pages.
    case accessibilityPageScrolled
    /// The name of the scroll view's accessibility action (and key command) that refreshes: "Refresh"; also what
    /// VoiceOver says for a header at rest, in place of the gesture words of its title ("Pull down to refresh").
    case accessibilityActionRefresh
    /// The name of the scroll view's accessibility action that loads more: "Load more"; also what VoiceOver says for a
    /// footer or a trailer at rest, in place of the gesture words of its title ("Tap or pull up to load more").
    case accessibilityActionLoadMore
    /// The whole last-updated line: "Last updated: %1$@ %2$@", where `%1$@` becomes the day ("Today", "Yesterday" or
    /// the date) and `%2$@` the time; a translation may put them in any order ("%2$@, %1$@"). Before the first
    /// refresh `%1$@` is the "No record" text and `%2$@` is empty (the line is trimmed).
    case lastUpdatedFormat
    /// An auto footer whose load failed with a message, waiting for a retry: "%1$@ — tap to retry", where `%1$@`
    /// becomes the message ("You're offline — tap to retry"); a translation may put it anywhere. A failure with no
    /// message shows ``footerLoadFailed`` instead.
    case footerLoadFailedFormat
    /// What VoiceOver says for a header pulled past its trigger distance, in place of the gesture words of its title
    /// ("Release to refresh"): "Ready to refresh".
    case accessibilityRefreshArmed
    /// What VoiceOver says for a back footer or a trailer pulled past its trigger distance, in place of "Release to
    /// load more": "Ready to load more".
    case accessibilityLoadMoreArmed
    /// The accessibility hint of a footer or a trailer that loads when activated (VoiceOver's double tap): what it
    /// does, as a verb in the third person, without naming the gesture: "Loads more items".
    case accessibilityHintLoadMore
    /// The accessibility hint of an auto footer whose load failed, which loads again when activated: "Tries loading
    /// again".
    case accessibilityHintRetry

    /// The key's name, such as `"headerIdle"`: its key in a strings table (RefreshKit's, and the app's
    /// ``RefreshLocalization/appStringsTable``).
    public var rawValue: String { Self.names[index] }

    /// The key named `rawValue`, or nil when no key has that name.
    ///
    /// - Parameter rawValue: A key's name, such as `"headerIdle"`.
    public init?(rawValue: String) {
      guard let index = Self.names.firstIndex(of: rawValue) else { return nil }
      self = Self.allCases[index]
    }

    /// The keys' names, at their ``index``: one list for both ways, where a `String` raw type compiles a `switch` of
    /// 33 literals for ``rawValue`` and a second list for ``init(rawValue:)`` (1.6 KB in every app, issue 58).
    private static let names = [
      "headerIdle",
      "headerPulling",
      "headerRefreshing",
      "lastUpdatedPrefix",
      "lastUpdatedToday",
      "lastUpdatedYesterday",
      "lastUpdatedNoRecord",
      "autoFooterIdle",
      "autoFooterRefreshing",
      "backFooterIdle",
      "backFooterPulling",
      "backFooterRefreshing",
      "footerNoMoreData",
      "trailerIdle",
      "trailerIdleRightToLeft",
      "trailerPulling",
      "trailerRefreshing",
      "headerRefreshed",
      "headerRefreshFailed",
      "footerLoadFailed",
      "footerLoaded",
      "footerLoadFailedBriefly",
      "accessibilityRefreshing",
      "accessibilityLoadingMore",
      "accessibilityPageScrolled",
      "accessibilityActionRefresh",
      "accessibilityActionLoadMore",
      "lastUpdatedFormat",
      "footerLoadFailedFormat",
      "accessibilityRefreshArmed",
      "accessibilityLoadMoreArmed",
      "accessibilityHintLoadMore",
      "accessibilityHintRetry",
    ]

    /// The key's position among the cases, in the order they are declared (that of `allCases`): where its text is in
    /// a string table (``RefreshStrings``) and its override in the list of overrides.
    var index: Int {
      switch self {
      case .headerIdle: 0
      case .headerPulling: 1
      case .headerRefreshing: 2
      case .lastUpdatedPrefix: 3
      case .lastUpdatedToday: 4
      case .lastUpdatedYesterday: 5
      case .lastUpdatedNoRecord: 6
      case .autoFooterIdle: 7
      case .autoFooterRefreshing: 8
      case .backFooterIdle: 9
      case .backFooterPulling: 10
      case .backFooterRefreshing: 11
      case .footerNoMoreData: 12
      case .trailerIdle: 13
      case .trailerIdleRightToLeft: 14
      case .trailerPulling: 15
      case .trailerRefreshing: 16
      case .headerRefreshed: 17
      case .headerRefreshFailed: 18
      case .footerLoadFailed: 19
      case .footerLoaded: 20
      case .footerLoadFailedBriefly: 21
      case .accessibilityRefreshing: 22
      case .accessibilityLoadingMore: 23
      case .accessibilityPageScrolled: 24
      case .accessibilityActionRefresh: 25
      case .accessibilityActionLoadMore: 26
      case .lastUpdatedFormat: 27
      case .footerLoadFailedFormat: 28
      case .accessibilityRefreshArmed: 29
      case .accessibilityLoadMoreArmed: 30
      case .accessibilityHintLoadMore: 31
      case .accessibilityHintRetry: 32
      }
    }
  }
}
