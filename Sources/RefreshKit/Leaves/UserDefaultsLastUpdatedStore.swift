import Foundation

/// A ``LastUpdatedStore`` that keeps the dates in `UserDefaults`, where MJRefresh keeps them: an app that moves from
/// MJRefresh chooses it in one line, and its users keep their "Last updated" line instead of seeing "No record" after
/// the update.
///
/// MJRefresh saves the date of a header's last refresh in `NSUserDefaults.standardUserDefaults`, as a date object,
/// under the header's `lastUpdatedTimeKey`: `"MJRefreshHeaderLastUpdatedTimeKey"` unless the app set its own.
/// ``mjRefreshCompatible(key:defaults:)`` reads and writes those same entries:
///
/// ```swift
/// // Before any header is made, in the app's start-up code:
/// RefreshConfiguration.default.lastUpdatedStore = UserDefaultsLastUpdatedStore.mjRefreshCompatible()
///
/// let header = SimpleHeader { feed.reload() }    // reads what MJRefresh saved under its default key
/// let inbox = SimpleHeader { feed.reload() }
/// inbox.lastUpdatedKey = "InboxLastUpdated"      // what the MJRefresh header's lastUpdatedTimeKey was
/// ```
///
/// The dates it writes are date objects under the same keys, so a build that still uses MJRefresh (an app rolled
/// back, a screen not yet moved) reads them too. An entry that is not a date, or a date outside the years 1970 to
/// 3000, reads as "never"; nothing throws or traps.
///
/// `UserDefaults` is one of the APIs Apple's privacy manifests ask a reason for: RefreshKit's `PrivacyInfo.xcprivacy`
/// declares `NSPrivacyAccessedAPICategoryUserDefaults` with reason `CA92.1` (information only the app itself reads
/// and writes), which is what this store does. Nothing leaves the device.
@MainActor public final class UserDefaultsLastUpdatedStore: LastUpdatedStore {
  /// The key MJRefresh saves a header's date under when the app set no `lastUpdatedTimeKey`:
  /// `"MJRefreshHeaderLastUpdatedTimeKey"`.
  public nonisolated static let mjRefreshDefaultKey = "MJRefreshHeaderLastUpdatedTimeKey"

  /// The defaults the dates are kept in.
  public let defaults: UserDefaults

  /// The header key stored under another name (the default header key mapped to MJRefresh's entry), if any; any
  /// other key is stored under ``keyPrefix`` and itself. One pair, not a dictionary: an app links no dictionary code
  /// for it (issue 58).
  private let mappedKey: (key: String, storageKey: String)?

  /// What precedes a header's key in the defaults, unless ``storageKey(for:)`` maps it. Empty for MJRefresh's
  /// entries.
  public let keyPrefix: String

  /// Creates a store in `defaults`, each header's date under `keyPrefix` followed by its
  /// ``RefreshHeader/lastUpdatedKey``.
  ///
  /// - Parameters:
  ///   - defaults: Where the dates are kept. Default `UserDefaults.standard`, where MJRefresh keeps them.
  ///   - keyPrefix: What precedes each key in the defaults. Default `"RefreshKit.lastUpdated."`.
  public init(defaults: UserDefaults = .standard, keyPrefix: String = "RefreshKit.lastUpdated.") {
    self.defaults = defaults
    self.keyPrefix = keyPrefix
    mappedKey = nil
  }

  private init(defaults: UserDefaults, mappedKey: (key: String, storageKey: String)) {
    self.defaults = defaults
    keyPrefix = ""
    self.mappedKey = mappedKey
  }

  /// A store that reads and writes the dates MJRefresh saved: a header with RefreshKit's default key
  /// (`"RefreshHeader"`) uses MJRefresh's entry `key`; a header whose ``RefreshHeader/lastUpdatedKey`` the app set
  /// uses the entry of that name, as an MJRefresh header with that `lastUpdatedTimeKey` did.
  ///
  /// - Parameters:
  ///   - key: The entry of a header whose key the app left alone. Default ``mjRefreshDefaultKey``.
  ///   - defaults: Where MJRefresh kept the dates. Default `UserDefaults.standard`.
  /// - Returns: The store.
  public static func mjRefreshCompatible(
    key: String = mjRefreshDefaultKey, defaults: UserDefaults = .standard
  ) -> UserDefaultsLastUpdatedStore {
    UserDefaultsLastUpdatedStore(defaults: defaults, mappedKey: (RefreshHeader.defaultLastUpdatedKey, key))
  }

  /// The name in ``defaults`` of the entry that holds the date of `key`.
  ///
  /// - Parameter key: A header's ``RefreshHeader/lastUpdatedKey``.
  /// - Returns: The entry's name.
  public func storageKey(for key: String) -> String {
    if let mappedKey, mappedKey.key == key { return mappedKey.storageKey }
    return keyPrefix + key
  }

  /// The date saved for `key`, or nil if none was, or the entry is not a plausible date.
  ///
  /// - Parameter key: The header's ``RefreshHeader/lastUpdatedKey``.
  /// - Returns: The saved date.
  public func date(forKey key: String) -> Date? {
    guard let date = defaults.object(forKey: storageKey(for: key)) as? Date,
      FileLastUpdatedStore.plausibleSeconds.contains(date.timeIntervalSince1970)
    else { return nil }
    return date
  }

  /// Saves `date` for `key`, as a date object, as MJRefresh does. A date outside the years 1970 to 3000 is refused
  /// and reported through ``RefreshDiagnostics``.
  ///
  /// - Parameters:
  ///   - date: The date a refresh ended successfully.
  ///   - key: The header's ``RefreshHeader/lastUpdatedKey``.
  public func setDate(_ date: Date, forKey key: String) {
    guard FileLastUpdatedStore.plausibleSeconds.contains(date.timeIntervalSince1970) else {
      return RefreshDiagnostics.refuse(
        "UserDefaultsLastUpdatedStore.setDate(_:forKey:)", date.timeIntervalSince1970,
        "not a date between 1970 and 3000")
    }
    defaults.set(date, forKey: storageKey(for: key))
  }

  /// Forgets the date of `key`: the header then shows the "no record" text.
  ///
  /// - Parameter key: The header's ``RefreshHeader/lastUpdatedKey``.
  public func removeDate(forKey key: String) {
    defaults.removeObject(forKey: storageKey(for: key))
  }
}
