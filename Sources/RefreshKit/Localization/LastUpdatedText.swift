import Foundation

extension RefreshLocalization {
  /// The last-updated line a header shows, in the current ``language``: `"Last updated: Today 14:05"`,
  /// `"Last updated: Yesterday 09:30"`, `"Last updated: 2026-11-01 09:30"`, or `"Last updated: No record"`.
  ///
  /// The day and the time are those of `calendar` (its time zone included), relative to `now`: a date on the same
  /// day as `now` is "Today", one on the day before is "Yesterday", any other (older, or in the future when a clock
  /// was set back) is written `yyyy-MM-dd`. Hours are written on 24 hours with two digits, in every language, so the
  /// text is the same on every machine.
  ///
  /// ```swift
  /// var calendar = Calendar(identifier: .gregorian)
  /// calendar.timeZone = TimeZone(identifier: "UTC")!
  /// RefreshLocalization.lastUpdatedText(for: lastRefresh, now: Date(), calendar: calendar)
  /// // "Last updated: Today 14:05"
  /// ```
  ///
  /// - Parameters:
  ///   - date: When the last refresh ended, or nil if never.
  ///   - now: The present, which decides "Today" and "Yesterday".
  ///   - calendar: The calendar and time zone the day and time are read in.
  ///   - language: The language; nil (the default) means the current ``language``.
  /// - Returns: The whole line, prefix included.
  public static func lastUpdatedText(
    for date: Date?, now: Date, calendar: Calendar, language: String? = nil
  ) -> String {
    let prefix = string(for: .lastUpdatedPrefix, language: language)
    guard let date else { return prefix + string(for: .lastUpdatedNoRecord, language: language) }
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    let time = twoDigits(parts.hour) + ":" + twoDigits(parts.minute)
    if calendar.isDate(date, inSameDayAs: now) {
      return prefix + string(for: .lastUpdatedToday, language: language) + " " + time
    }
    if let yesterday = calendar.date(byAdding: .day, value: -1, to: now), calendar.isDate(date, inSameDayAs: yesterday)
    {
      return prefix + string(for: .lastUpdatedYesterday, language: language) + " " + time
    }
    let day = "\(parts.year ?? 0)-" + twoDigits(parts.month) + "-" + twoDigits(parts.day)
    return prefix + day + " " + time
  }

  private nonisolated static func twoDigits(_ value: Int?) -> String {
    let value = value ?? 0
    return value < 10 && value >= 0 ? "0\(value)" : "\(value)"
  }
}
