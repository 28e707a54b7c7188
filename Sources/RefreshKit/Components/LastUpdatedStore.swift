import Foundation

/// Where headers keep the date of their last refresh, per key.
///
/// RefreshKit ships ``FileLastUpdatedStore`` (the default, a file in the caches directory),
/// ``UserDefaultsLastUpdatedStore`` (the app's defaults, where MJRefresh keeps its dates) and
/// ``InMemoryLastUpdatedStore``; an app can keep the dates anywhere else by conforming its own type.
@MainActor public protocol LastUpdatedStore: AnyObject {
  /// The date saved for `key`, or nil if none was.
  ///
  /// - Parameter key: The header's ``RefreshHeader/lastUpdatedKey``.
  /// - Returns: The saved date.
  func date(forKey key: String) -> Date?

  /// Saves `date` for `key`.
  ///
  /// - Parameters:
  ///   - date: The date a refresh ended successfully.
  ///   - key: The header's ``RefreshHeader/lastUpdatedKey``.
  func setDate(_ date: Date, forKey key: String)

  /// Forgets the date saved for `key` (on log-out, say): the header then shows the "no record" text.
  ///
  /// A default implementation does nothing, so that stores written before this requirement still compile; implement
  /// it to make the date go.
  ///
  /// - Parameter key: The header's ``RefreshHeader/lastUpdatedKey``.
  func removeDate(forKey key: String)
}

extension LastUpdatedStore {
  /// Does nothing: a store written before ``LastUpdatedStore/removeDate(forKey:)`` existed keeps its dates.
  ///
  /// - Parameter key: The key.
  public func removeDate(forKey key: String) {}
}

/// A ``LastUpdatedStore`` that keeps dates in memory for the life of the process.
@MainActor public final class InMemoryLastUpdatedStore: LastUpdatedStore {
  /// One store in memory for the whole process. Setting it as ``RefreshConfiguration/lastUpdatedStore`` makes
  /// headers forget their dates at every launch, as before ``FileLastUpdatedStore/shared`` was the default.
  public static let shared = InMemoryLastUpdatedStore()

  /// The dates by key, as seconds since the reference date (`Date`'s own value): the same list as
  /// ``FileLastUpdatedStore``'s, so that an app links one copy of its code, not two (issue 58).
  private var dates: LastUpdatedDates

  /// Creates an empty store.
  public init() {
    dates = LastUpdatedDates()
  }

  /// The date saved for `key`, or nil if none was.
  ///
  /// - Parameter key: The key.
  /// - Returns: The saved date.
  public func date(forKey key: String) -> Date? {
    if let seconds = dates[key] { return Date(timeIntervalSinceReferenceDate: seconds) }
    return nil
  }

  /// Saves `date` for `key`.
  ///
  /// - Parameters:
  ///   - date: The date.
  ///   - key: The key.
  public func setDate(_ date: Date, forKey key: String) {
    dates.set(date.timeIntervalSinceReferenceDate, for: key)
    PresentationStamp.stockStoreDidChange()
  }

  /// Forgets the date saved for `key`.
  ///
  /// - Parameter key: The key.
  public func removeDate(forKey key: String) {
    dates.remove(key)
    PresentationStamp.stockStoreDidChange()
  }
}
