import Foundation
import RefreshKitTools
import Testing

@testable import RefreshKit

/// A small list for the leaves: a viewport 240 × 220 (30 columns of 8 points, 10 lines of 22 points for
/// ``TerminalRenderer``) over content 2000 points tall.
///
/// - Parameters:
///   - width: The viewport's width.
///   - height: The viewport's height.
///   - contentWidth: The content's width; by default the viewport's.
///   - contentHeight: The content's height.
@MainActor func makeLeafList(
  width: CGFloat = 240, height: CGFloat = 220, contentWidth: CGFloat? = nil, contentHeight: CGFloat = 2000
) -> ScrollModel {
  makeList(width: width, height: height, contentWidth: contentWidth, contentHeight: contentHeight)
}

/// A Gregorian calendar in UTC, so that day names and times do not depend on the machine.
func utcCalendar() -> Calendar {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
  return calendar
}

/// A UTC date from its parts.
func utcDate(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
  let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
  return utcCalendar().date(from: components) ?? Date(timeIntervalSince1970: 0)
}

/// The fixed "now" of the leaf tests: Tuesday 2026-11-03 at 16:00 UTC.
let leafNow = utcDate(2026, 11, 3, 16, 0)

/// Runs `body` with ``RefreshLocalization/language`` set to `language` and no overrides, then restores the language
/// and removes the overrides, so that tests do not depend on the machine's language or on each other.
@MainActor func withLanguage<Result>(_ language: String, _ body: () throws -> Result) rethrows -> Result {
  let saved = RefreshLocalization.language
  RefreshLocalization.removeAllOverrides()
  RefreshLocalization.language = language
  defer {
    RefreshLocalization.removeAllOverrides()
    RefreshLocalization.language = saved
  }
  return try body()
}

/// Gives `header` its own store, a UTC calendar and a fixed clock at `now`, so that its last-updated text is
/// deterministic; `lastUpdated` (if any) is stored as the last refresh.
@MainActor func isolate(_ header: RefreshHeader, now: Date = leafNow, lastUpdated: Date? = nil) {
  let store = InMemoryLastUpdatedStore()
  if let lastUpdated { store.setDate(lastUpdated, forKey: header.lastUpdatedKey) }
  header.lastUpdatedStore = store
  header.currentDate = { now }
  (header as? StateHeader)?.calendar = utcCalendar()
  (header as? StateHeader)?.locale = isoLocale
}

/// A locale that writes times on 24 hours and dates year-month-day (Swedish's formats: 14:05, 2026-11-01), so that
/// the last-updated texts the tests pin read the same on every machine whatever its locale; the words ("Today") stay
/// in the header's language.
let isoLocale = Locale(identifier: "sv_SE")

/// Pulls the content down by `travel` points of finger movement, starting a drag, and keeps the finger down.
@MainActor func pullDown(_ list: ScrollModel, by travel: CGFloat) {
  list.beginDrag()
  list.drag(by: CGPoint(x: 0, y: travel))
}

/// Pulls the header until it is armed, releases, and lets the bounce settle into the refreshing hold.
@MainActor func pullToRefresh(_ list: ScrollModel, travel: CGFloat = 200, settle: TimeInterval = 1) {
  pullDown(list, by: travel)
  list.endDrag()
  list.advance(by: settle)
}
