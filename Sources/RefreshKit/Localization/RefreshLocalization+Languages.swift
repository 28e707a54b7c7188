import Foundation

/// The language the environment chooses, and the canonical form of a language identifier.
extension RefreshLocalization {
  // MARK: - Languages

  /// The language the app runs in, among ``supportedLanguages``, or `"en"`.
  ///
  /// In an app, it follows the app's localization as UIKit's own texts do: the first of
  /// `Bundle.main.preferredLocalizations` (``appLocalizations()``) that RefreshKit has a table for, so that a French
  /// app on a device whose languages are French then Japanese speaks French, and an app that is not localized in the
  /// user's language speaks English rather than a language the rest of its screens do not. Where the main bundle
  /// declares no localization (a command-line tool, Linux), it reads `Locale.preferredLanguages` and then the
  /// `LC_ALL`, `LC_MESSAGES` and `LANG` environment variables (which is where Linux keeps the user's language).
  ///
  /// - Returns: A member of ``supportedLanguages``.
  @inline(never)  // one copy: `storedLanguage`'s first value would inline another (0.7 KB)
  public static func environmentLanguage() -> String {
    preferredSupportedLanguage(
      appLocalizations: appLocalizations(), from: Locale.preferredLanguages,
      environment: ProcessInfo.processInfo.environment)
  }

  /// The language of an app localized in `appLocalizations` (best first): the first of them that RefreshKit has a
  /// table for, else `"en"`; when `appLocalizations` is empty, ``preferredSupportedLanguage(from:environment:)``.
  ///
  /// - Parameters:
  ///   - appLocalizations: The app's localizations, best first, such as `Bundle.main.preferredLocalizations`.
  ///   - preferredLanguages: The user's languages, such as `Locale.preferredLanguages`.
  ///   - environment: Environment variables, such as `ProcessInfo.processInfo.environment`.
  /// - Returns: A member of ``supportedLanguages``.
  public nonisolated static func preferredSupportedLanguage(
    appLocalizations: [String], from preferredLanguages: [String], environment: [String: String] = [:]
  ) -> String {
    guard appLocalizations.contains(where: { $0 != "Base" }) else {
      return preferredSupportedLanguage(from: preferredLanguages, environment: environment)
    }
    return firstSupportedLanguage(in: appLocalizations) ?? "en"
  }

  /// The first of `preferredLanguages`, then of the `LC_ALL`, `LC_MESSAGES` and `LANG` values of `environment`,
  /// that RefreshKit has a table for, or `"en"` when none has.
  ///
  /// `"C"` and `"POSIX"` locales are skipped.
  ///
  /// - Parameters:
  ///   - preferredLanguages: Language identifiers in order of preference, such as `Locale.preferredLanguages`.
  ///   - environment: Environment variables, such as `ProcessInfo.processInfo.environment`.
  /// - Returns: A member of ``supportedLanguages``.
  public nonisolated static func preferredSupportedLanguage(
    from preferredLanguages: [String], environment: [String: String] = [:]
  ) -> String {
    if let language = firstSupportedLanguage(in: preferredLanguages) { return language }
    // Read one by one, with no array of the values made by `compactMap`.
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = environment[name], let language = supportedLanguage(value) { return language }
    }
    return "en"
  }

  /// The first of `identifiers`, normalised, that is a member of ``supportedLanguages``, or nil when none is.
  private nonisolated static func firstSupportedLanguage(in identifiers: [String]) -> String? {
    for identifier in identifiers {
      if let language = supportedLanguage(identifier) { return language }
    }
    return nil
  }

  /// `identifier` normalised, when it is a member of ``supportedLanguages``; else nil.
  private nonisolated static func supportedLanguage(_ identifier: String) -> String? {
    let language = normalizedLanguage(identifier)
    return supportedLanguages.contains(language) ? language : nil
  }

  /// The canonical form of a language identifier: a member of ``supportedLanguages`` when one matches, otherwise
  /// the lowercased language code.
  ///
  /// Both `-` and `_` separate the parts, and an encoding or modifier (`.UTF-8`, `@euro`) is ignored. Chinese is
  /// Traditional for the scripts and regions that use it (`Hant`, `TW`, `HK`, `MO`) and Simplified otherwise.
  ///
  /// - Parameter identifier: A language identifier, such as `"zh-Hant-TW"`, `"pt_BR.UTF-8"` or `"ru"`.
  /// - Returns: The canonical identifier, such as `"zh-Hant"`, `"pt"` or `"ru"`; empty for `"C"` and `"POSIX"`.
  public nonisolated static func normalizedLanguage(_ identifier: String) -> String {
    let base = identifier.prefix { $0 != "." && $0 != "@" }.lowercased()
    // The first part between separators (empty parts skipped) is the language, a later one may name a Chinese script
    // or region: read in one pass, where `split` would be specialized into the app (1 KB).
    var code: Substring?
    var traditional = false
    var rest = base[...]
    while !rest.isEmpty {
      let end = rest.firstIndex { $0 == "-" || $0 == "_" } ?? rest.endIndex
      let part = rest[..<end]
      switch part {
      case "": break
      case _ where code == nil: code = part
      case "hant", "tw", "hk", "mo": traditional = true  // no array made for each part, as `contains` would
      default: break
      }
      rest = end == rest.endIndex ? "" : rest[rest.index(after: end)...]
    }
    guard let code = code.map(String.init) else { return "" }
    switch code {
    case "c", "posix": return ""
    // The codes Java and old systems still use for Hebrew and Indonesian.
    case "iw": return "he"
    case "in": return "id"
    case "zh": return traditional ? "zh-Hant" : "zh-Hans"
    default: return code
    }
  }
}
