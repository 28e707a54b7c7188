import Foundation

/// RefreshKit's built-in texts: one `.strings` table per member of ``RefreshLocalization/supportedLanguages``, shipped
/// as localized resources of the RefreshKit target (`Localization/Tables/<language>.lproj/RefreshKit.strings`), keyed
/// by the raw values of ``RefreshLocalization/Key``, where Xcode's Export Localizations and a translator's tools read
/// them.
///
/// SwiftPM's `Bundle.module` is not used: it traps when the bundle is missing, and it does not exist where a module is
/// compiled without SwiftPM (Xcode's own targets, the SDK checks). The bundle is looked for where SwiftPM and Xcode put
/// it (``bundleName``, ``locateBundle()``): `RefreshKit_RefreshKit.bundle` in the app's resources on Apple platforms,
/// `RefreshKit_RefreshKit.resources` beside the executable on Linux. A table is read with `PropertyListSerialization`
/// (both Foundations parse a `.strings` file, as text, UTF-16 or the binary form Xcode may compile it to) the first
/// time its language is asked for. Where the bundle or a table is missing, the texts are English, from ``english``,
/// and a diagnostic says so once: an app never shows a key's name.
@MainActor enum RefreshStrings {
  /// The name of the package's resource bundle, without its extension: SwiftPM's `<package>_<target>`.
  static let bundleName = "RefreshKit_RefreshKit"

  /// The name of each language's table in the bundle: `<language>.lproj/RefreshKit.strings`.
  static let tableName = "RefreshKit"

  /// The folder the tables are read from (the resource bundle's resources), found at the first read; nil when the
  /// bundle is nowhere. A test points it elsewhere.
  static var bundlePath: String? {
    get {
      if !hasLocatedBundle {
        storedBundlePath = locateBundle()
        hasLocatedBundle = true
      }
      return storedBundlePath
    }
    set {
      storedBundlePath = newValue
      hasLocatedBundle = true
      hasReportedMissingBundle = false
    }
  }

  private static var storedBundlePath: String?
  private static var hasLocatedBundle = false
  private static var hasReportedMissingBundle = false

  /// The bundle in the main bundle's resources (an iOS or a macOS app; beside the executable on Linux and for a
  /// command-line tool), else in those of the bundle of RefreshKit's own code (a framework). Paths, not URLs: an app
  /// links less of Foundation's overlay.
  static func locateBundle() -> String? {
    // Two calls, not a loop over an array of bundles and one of suffixes: arrays an app would link code for.
    resourcePath(in: Bundle.main) ?? resourcePath(in: Bundle(for: BundleToken.self))
  }

  /// The resources of the bundle ``bundleName`` in `bundle`'s resources, as `.bundle` or `.resources`, or nil.
  private static func resourcePath(in bundle: Bundle) -> String? {
    guard
      let path = bundle.path(forResource: bundleName, ofType: "bundle")
        ?? bundle.path(forResource: bundleName, ofType: "resources")
    else { return nil }
    // A macOS bundle keeps its resources in Contents/Resources.
    return Bundle(path: path)?.resourcePath ?? path
  }

  /// The texts of `language`'s table, at each key's ``RefreshLocalization/Key/index``, empty where the table lacks a
  /// text; no text at all when RefreshKit has no table for `language` or cannot read it. English falls back to
  /// ``english``, text by text.
  static func texts(for language: String) -> [String] {
    guard RefreshLocalization.supportedLanguages.contains(language) else { return [] }
    let isEnglish = language == "en"
    // One fallback for both missing cases, where each wrote its own.
    guard var read = tableTexts(for: language) else { return isEnglish ? texts(of: english) : [] }
    if isEnglish && read.contains("") {
      let fallback = texts(of: english)
      for index in read.indices where read[index].isEmpty { read[index] = fallback[index] }
    }
    return read
  }

  /// The texts of `language`'s table as it is in the bundle; nil, reported, when the bundle or the table is missing
  /// (a missing bundle once, and not for English, which is built in).
  private static func tableTexts(for language: String) -> [String]? {
    guard let bundle = bundlePath else {
      if language != "en" && !hasReportedMissingBundle {
        hasReportedMissingBundle = true
        report(
          language: language,
          reason: "RefreshKit's tables (\(bundleName).bundle, .resources on Linux) are not in the app's resources or"
            + " beside its executable: its texts are English")
      }
      return nil
    }
    // SwiftPM writes the folders in lower case (`zh-hans.lproj`); Xcode as the package names them (`zh-Hans.lproj`).
    let files = FileManager.default
    let path = "\(bundle)/\(language).lproj/\(tableName).strings"
    let data =
      files.contents(atPath: path)
      ?? files.contents(atPath: "\(bundle)/\(language.lowercased()).lproj/\(tableName).strings")
    guard let data, let read = texts(ofStrings: data) else {
      report(language: language, reason: "\(path) is missing or not a strings table: its texts are English")
      return nil
    }
    return read
  }

  /// The texts of a `.strings` table's contents at each key's index, empty where it lacks a key; nil when `data` is
  /// not a table of texts.
  static func texts(ofStrings data: Data) -> [String]? {
    let table = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    guard let entries = table as? [String: String] else { return nil }
    var texts: [String] = []
    for key in RefreshLocalization.Key.allCases { texts.append(entries[key.rawValue] ?? "") }
    return texts
  }

  /// The texts of a table in the form of ``english``: one per line.
  static func texts(of table: String) -> [String] {
    // Foundation's, where `split` would be specialized into the app (1 KB).
    table.components(separatedBy: "\n")
  }

  private static func report(language: String, reason: String) {
    RefreshDiagnostics.report(
      RefreshDiagnostic(member: "RefreshLocalization.language", value: language, reason: reason))
  }

  /// The English texts, one line per key in the order of `Key.allCases`: the fallback of a table or a bundle that is
  /// missing, so that an app never shows a key's name. A space that ends a text is written `\u{20}`, which no editor
  /// strips. `Scripts/export-strings.py --check` keeps it equal to `en.lproj/RefreshKit.strings`.
  static let english = """
    Pull down to refresh
    Release to refresh
    Loading…
    Last updated:\u{20}
    Today
    Yesterday
    No record
    Tap or pull up to load more
    Loading more…
    Pull up to load more
    Release to load more
    Loading more…
    No more data
    Pull left to load more
    Pull right to load more
    Release to load more
    Loading…
    Refreshed
    Refresh failed
    Load failed — tap to retry
    Loaded
    Load failed
    Refreshing
    Loading more
    Page {page} of {count}
    Refresh
    Load more
    Last updated: %1$@ %2$@
    %1$@ — tap to retry
    Ready to refresh
    Ready to load more
    Loads more items
    Tries loading again
    """
}

/// A class of RefreshKit's own, whose bundle is RefreshKit's code's: a framework's, or the app's.
private final class BundleToken {}
