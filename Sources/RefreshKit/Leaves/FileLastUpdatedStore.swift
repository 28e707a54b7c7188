import Foundation

/// A ``LastUpdatedStore`` that keeps the dates in a JSON file, so that "Last updated" survives a relaunch: the
/// default store, in the caches directory (``shared``).
///
/// The file is `fileName` in the directory the app gives (created when first written), a JSON object from each
/// key to its date in seconds since 1970:
///
/// ```json
/// {"FeedHeader":1793520300}
/// ```
///
/// The store reads the file once, when first asked, and keeps the dates in memory. A missing, unreadable or corrupt
/// file reads as "never" (every key has no date): nothing throws or traps. Each ``setDate(_:forKey:)`` rewrites the
/// whole file atomically (written aside, then moved into place), so a crash never leaves half a file; a write that
/// fails is reported through ``RefreshDiagnostics`` and the date is kept in memory.
///
/// Headers use ``shared`` unless told otherwise: the file `RefreshKit/RefreshKitLastUpdated.json` in the app's
/// caches directory. Reading and writing a file there is not one of the APIs Apple's privacy manifests ask a reason
/// for (`UserDefaults`, where MJRefresh keeps its dates, is), and the store never reads a file's timestamps (which
/// are), so an app needs no privacy-manifest entry for it. The system may empty the caches directory when storage
/// runs low; the headers then show "No record" until their next refresh.
///
/// ```swift
/// let header = SimpleHeader { feed.reload() }
/// header.lastUpdatedKey = "FeedHeader"          // kept in FileLastUpdatedStore.shared
///
/// let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
/// header.lastUpdatedStore = FileLastUpdatedStore(directory: documents.appendingPathComponent("RefreshKit"))
/// ```
@MainActor public final class FileLastUpdatedStore: LastUpdatedStore {
  /// The store headers use unless told otherwise (``RefreshConfiguration/lastUpdatedStore``): the file
  /// `RefreshKitLastUpdated.json` in the `RefreshKit` folder of the user's caches directory (``cachesDirectory()``).
  /// Nothing is read or written until a header uses it, and the directory is found then.
  public static let shared = FileLastUpdatedStore {
    (cachesDirectoryForTests ?? cachesDirectory()).appendingPathComponent("RefreshKit", isDirectory: true)
  }

  /// Where ``shared`` keeps its file instead of the real caches directory, for RefreshKit's own tests (set before
  /// a header first uses the store); nil everywhere else.
  static var cachesDirectoryForTests: URL?

  /// The user's caches directory: `Library/Caches` in an app's container on Apple platforms, `$XDG_CACHE_HOME` or
  /// `~/.cache` on Linux; the temporary directory where there is none.
  ///
  /// - Returns: The directory's URL.
  public nonisolated static func cachesDirectory() -> URL {
    FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
      ?? FileManager.default.temporaryDirectory
  }

  /// The file the dates are kept in.
  public var fileURL: URL {
    if let resolvedFileURL { return resolvedFileURL }
    let url = locate()
    resolvedFileURL = url
    return url
  }

  /// The file, once found.
  private var resolvedFileURL: URL?

  /// Finds the file, once, when first needed.
  private let locate: @MainActor () -> URL

  /// The dates read from the file, once it has been read.
  private var cache: Optional<LastUpdatedDates>

  /// The dates the store accepts and reads, in seconds since 1970: from 1970 to the year 3000. A file edited by hand
  /// or corrupted to hold others reads as if those keys had never been saved.
  nonisolated static let plausibleSeconds: ClosedRange<TimeInterval> = 0...32_503_680_000

  /// Creates a store kept in `fileName` inside `directory`. Nothing is read or written until the store is used.
  ///
  /// - Parameters:
  ///   - directory: The directory of the file; created with its parents on the first write if missing.
  ///   - fileName: The file's name. Default `RefreshKitLastUpdated.json`.
  public init(directory: URL, fileName: String = "RefreshKitLastUpdated.json") {
    let url = directory.appendingPathComponent(fileName, isDirectory: false)
    resolvedFileURL = url
    locate = { url }
    cache = nil
  }

  /// A store whose directory `directory` finds when the store is first used.
  private init(fileName: String = "RefreshKitLastUpdated.json", directory: @escaping @MainActor () -> URL) {
    locate = { directory().appendingPathComponent(fileName, isDirectory: false) }
    cache = nil
  }

  /// The date saved for `key`, or nil if none was or the file is missing or corrupt.
  ///
  /// - Parameter key: The header's ``RefreshHeader/lastUpdatedKey``.
  /// - Returns: The saved date.
  public func date(forKey key: String) -> Date? {
    // No closure: one made on the main actor checks its executor when called.
    guard let seconds = dates()[key] else { return nil }
    return Date(timeIntervalSince1970: seconds)
  }

  /// Saves `date` for `key` and rewrites the file atomically.
  ///
  /// A date outside the years 1970 to 3000 is refused. A write that fails (a read-only
  /// directory, a full disk) is reported through ``RefreshDiagnostics``; the date stays in memory for the life of
  /// the store.
  ///
  /// - Parameters:
  ///   - date: The date a refresh ended successfully.
  ///   - key: The header's ``RefreshHeader/lastUpdatedKey``.
  public func setDate(_ date: Date, forKey key: String) {
    guard Self.plausibleSeconds.contains(date.timeIntervalSince1970) else {
      return RefreshDiagnostics.refuse(
        "FileLastUpdatedStore.setDate(_:forKey:)", date.timeIntervalSince1970, "not a date between 1970 and 3000")
    }
    var dates = dates()
    dates.set(date.timeIntervalSince1970, for: key)
    write(dates, member: "setDate(_:forKey:)")
  }

  /// Forgets the date of `key` and rewrites the file atomically: the header then shows the "no record" text.
  ///
  /// - Parameter key: The header's ``RefreshHeader/lastUpdatedKey``.
  public func removeDate(forKey key: String) {
    var dates = dates()
    guard dates.remove(key) else { return }
    write(dates, member: "removeDate(forKey:)")
  }

  /// Keeps `dates` and writes them to the file; a failed write is reported and the dates stay in memory.
  private func write(_ dates: LastUpdatedDates, member: String) {
    cache = dates
    PresentationStamp.stockStoreDidChange()
    do {
      let directory = fileURL.deletingLastPathComponent()
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      guard let json = try Self.json(dates) else {
        return RefreshDiagnostics.refuse("FileLastUpdatedStore.\(member)", fileURL.path, "a key could not be written")
      }
      try json.write(to: fileURL, atomically: true, encoding: .utf8)
    } catch {
      RefreshDiagnostics.refuse("FileLastUpdatedStore.\(member)", fileURL.path, "write failed: \(error)")
    }
  }

  /// Forgets what was read, so that the next read loads the file again (after another process wrote it).
  public func reload() {
    cache = nil
    PresentationStamp.stockStoreDidChange()
  }

  private func dates() -> LastUpdatedDates {
    if let cache { return cache }
    let loaded = Self.load(fileURL)
    cache = loaded
    return loaded
  }

  /// The dates in the file at `url`; empty when it is missing or is not a JSON object of finite numbers. A key
  /// whose date is implausible is left out. The keys come in the order the decoded dictionary gives them, which
  /// differs from launch to launch: the file's order carries no meaning.
  private static func load(_ url: URL) -> LastUpdatedDates {
    var dates = LastUpdatedDates()
    guard let data = try? Data(contentsOf: url),
      let seconds = try? JSONDecoder().decode([String: Double].self, from: data)
    else { return dates }
    for (key, value) in seconds where Self.plausibleSeconds.contains(value) { dates.set(value, for: key) }
    return dates
  }

  /// The file's text for `dates`: a JSON object from each key to its seconds, in the order of `dates`. Each key and
  /// number is written by `JSONEncoder`, which quotes and escapes the key as JSON requires; no dictionary is built for
  /// it (see `LastUpdatedDates`). Nil for a fragment that is not UTF-8: a defensive check, as `JSONEncoder` writes UTF-8
  /// only; the write would be refused and reported rather than leave a file no launch could read.
  private static func json(_ dates: LastUpdatedDates) throws -> String? {
    // Foundation's conversions, not `String(decoding:as:)` or `Data(_:)` over the text's UTF-8, which are generic
    // and were specialized into an app (3 KB).
    let encoder = JSONEncoder()
    var text = "{"
    var separator = ""
    for entry in dates.entries {
      guard let key = String(data: try encoder.encode(entry.key), encoding: .utf8),
        let seconds = String(data: try encoder.encode(entry.seconds), encoding: .utf8)
      else { return nil }
      text += separator + key + ":" + seconds
      separator = ","
    }
    return text + "}"
  }
}
