import Foundation

/// The dates of the stock stores (``InMemoryLastUpdatedStore``, ``FileLastUpdatedStore``), by key: one list of pairs,
/// searched from the start, a new key added at the end (a file's keys in the order its decoding gave them).
///
/// A list, not a dictionary: an app has a few headers, so a search is as quick, and a `[String: TimeInterval]` that
/// the stores changed was specialized into an app as five functions of dictionary code (about 2 KB, issue 58).
struct LastUpdatedDates {
  /// One key and its date, as seconds in the store's own reckoning.
  struct Entry {
    var key: String
    var seconds: TimeInterval
  }

  /// The entries, each key once.
  private(set) var entries: [Entry] = []

  /// The seconds saved for `key`, or nil.
  subscript(key: String) -> TimeInterval? {
    guard let index = index(of: key) else { return nil }
    return entries[index].seconds
  }

  /// Saves `seconds` for `key`, in place of what it had.
  mutating func set(_ seconds: TimeInterval, for key: String) {
    if let index = index(of: key) {
      entries[index].seconds = seconds
    } else {
      entries.append(Entry(key: key, seconds: seconds))
    }
  }

  /// Forgets `key`.
  ///
  /// - Returns: Whether it had a date.
  @discardableResult mutating func remove(_ key: String) -> Bool {
    guard let index = index(of: key) else { return false }
    entries.remove(at: index)
    return true
  }

  /// Where `key` is in ``entries``, or nil.
  private func index(of key: String) -> Int? {
    var index = 0
    while index < entries.count {
      if entries[index].key == key { return index }
      index += 1
    }
    return nil
  }
}
