import Foundation

/// The app's own strings table, which overrides RefreshKit's texts by key, and the app's localization.
extension RefreshLocalization {
  // MARK: - The app's strings table

  /// The name of a strings table of the app whose entries override RefreshKit's texts by key, or nil (the default)
  /// for none.
  ///
  /// Each key of the table is the raw value of a ``Key`` (`headerIdle`, `lastUpdatedFormat`, …); a key the table
  /// lacks keeps RefreshKit's text. The table is read in ``appStringsBundle`` (the app's main bundle unless
  /// changed), in the `.lproj` folder of the app's current localization (the first of the bundle's
  /// `preferredLocalizations`) while ``RefreshLocalization/language`` is the environment's, whether RefreshKit has a
  /// table for it or not (a Catalan app reads `ca.lproj/RefreshKit.strings`, and RefreshKit's own texts fill in the
  /// keys it lacks); in that of the language asked for when the app set one (`fr.lproj` for French); else in
  /// `Base.lproj`, else, in a bundle with no localization at all, at its root. A language the app has no table for
  /// keeps RefreshKit's texts. A `.strings` file and a string catalog (`RefreshKit.xcstrings`, compiled into
  /// `.strings` files) both work. An override set with ``setString(_:for:language:)`` still wins over it.
  ///
  /// ```swift
  /// // RefreshKit.xcstrings holds "headerIdle" = "Pull to see new posts", in each language the app ships
  /// RefreshLocalization.appStringsTable = "RefreshKit"
  /// ```
  public static var appStringsTable: String? {
    get { storedAppStringsTable }
    set {
      storedAppStringsTable = newValue
      appStringsBundles = []
      changeCount += 1
    }
  }

  /// The bundle ``appStringsTable`` is read from: `Bundle.main` unless changed (a framework's bundle, a test's).
  public static var appStringsBundle: Bundle {
    get { storedAppStringsBundle }
    set {
      storedAppStringsBundle = newValue
      appStringsBundles = []
      changeCount += 1
    }
  }

  static var storedAppStringsTable: String?
  private static var storedAppStringsBundle = Bundle.main
  /// The bundle each language's entries are read from (its `.lproj` folder, `Base.lproj` or the bundle itself), or
  /// nil for none, by language; the app's current localization under the empty key. A few, looked through in order
  /// (a dictionary's code, specialized for this alone, cost an app 1.6 KB).
  static var appStringsBundles: [(language: String, bundle: Bundle?)] = []

  /// What the app's table says for `key` in `language`, or nil when there is no table or it lacks the key; a nil
  /// `language` is the app's own current localization.
  static func appString(for key: Key, language: String?) -> String? {
    guard let table = storedAppStringsTable else { return nil }
    let missing = "\u{1}RefreshKit.missing\u{1}"
    guard let bundle = appStringsBundle(for: language) else { return nil }
    let text = bundle.localizedString(forKey: key.rawValue, value: missing, table: table)
    return text == missing ? nil : text
  }

  /// The `.lproj` bundle of ``appStringsBundle`` for `language`, else its `Base.lproj`, else the bundle itself when
  /// it has no localization; nil when it has localizations but none for `language`.
  private static func appStringsBundle(for language: String?) -> Bundle? {
    // Loops, not `first(where:)` and `filter`: a closure made on the main actor and passed to code that is not
    // checks its executor when called, which an app would link at each such closure.
    for kept in appStringsBundles where kept.language == language ?? "" { return kept.bundle }
    let base = storedAppStringsBundle
    let localizations = base.localizations
    // The app's current localization, exactly ("pt-PT", "ca"), else the first one of `language`, preferring the
    // one the user would get ("pt-PT" over "pt-BR" for a user in Portugal).
    var match: String?
    for localization in base.preferredLocalizations where localization != "Base" && speaks(localization, language) {
      match = localization
      break
    }
    if match == nil, language != nil {
      for localization in localizations where speaks(localization, language) {
        match = localization
        break
      }
    }
    let folder = match ?? (localizations.contains("Base") ? "Base" : nil)
    let bundle: Bundle?
    if let folder {
      let path = base.path(forResource: folder, ofType: "lproj")
      bundle = if let path { Bundle(path: path) } else { nil }
    } else {
      bundle = localizations.isEmpty ? base : nil
    }
    appStringsBundles.append((language ?? "", bundle))
    return bundle
  }

  /// Whether the app's `localization` speaks `language` (any language when nil).
  private nonisolated static func speaks(_ localization: String, _ language: String?) -> Bool {
    guard let language else { return true }
    return normalizedLanguage(localization) == language
  }

  // MARK: - The app's localization

  /// The localizations the app itself runs in, best first: `Bundle.main.preferredLocalizations` when the main bundle
  /// declares localizations (an app), empty otherwise (a command-line tool, a test runner on Linux). `Base` is left
  /// out.
  public nonisolated static func appLocalizations() -> [String] {
    let bundle = Bundle.main
    guard bundle.localizations.contains(where: { $0 != "Base" }) else { return [] }
    return bundle.preferredLocalizations.filter { $0 != "Base" }
  }
}
