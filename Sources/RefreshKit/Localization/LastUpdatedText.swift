import Foundation

extension RefreshLocalization {
  /// The last-updated line a header shows, in the current ``language``, made from one format string
  /// (``Key/lastUpdatedFormat``, "Last updated: %1$@ %2$@", whose day and time a translation may reorder):
  /// `"Last updated: Today 14:05"`,
  /// `"Last updated: Yesterday 9:30 AM"`, `"Last updated: 01/11/2026 09:30"`, or `"Last updated: No record"`.
  ///
  /// The day and the time are those of `calendar` (its time zone included), relative to `now`: a date on the same
  /// day as `now` is "Today", one on the day before is "Yesterday", any other (older, or in the future when a clock
  /// was set back) is written as the locale writes a short date (`DateFormatter`'s template `yMd`: 11/1/2026 in the
  /// United States, 01/11/2026 in France, 2026/11/1 in Japan). The time is written as the locale writes hours and
  /// minutes (template `jm`): on 12 or 24 hours as the locale has it and, in the user's own locale (the default), as
  /// the user set it in Settings.
  ///
  /// The date and the time are always written in the user's locale (`Locale.current`, with the region's formats
  /// and the clock the user chose), whatever the language of the words around them, as the system writes dates in
  /// every app: a Spanish speaker in Germany reads "hoy 14:05", an English speaker who set a 24-hour clock reads
  /// "Today 14:05". Pass `locale` only to pin the formats (a test, a screenshot).
  ///
  /// ```swift
  /// var calendar = Calendar(identifier: .gregorian)
  /// calendar.timeZone = TimeZone(identifier: "UTC")!
  /// RefreshLocalization.lastUpdatedText(for: lastRefresh, now: Date(), calendar: calendar)
  /// // "Last updated: Today 2:05 PM" for a user in the United States
  /// ```
  ///
  /// - Parameters:
  ///   - date: When the last refresh ended, or nil if never.
  ///   - now: The present, which decides "Today" and "Yesterday".
  ///   - calendar: The calendar and time zone the day and time are read in.
  ///   - language: The language; nil (the default) means the current ``language``.
  ///   - locale: The locale the date and the time are written in; nil (the default) means the user's,
  ///     `Locale.current`, with their settings.
  /// - Returns: The whole line, prefix included.
  @inline(never)  // one copy: a header's `lastUpdatedText` would inline another (1.3 KB)
  public static func lastUpdatedText(
    for date: Date?, now: Date, calendar: Calendar, language: String? = nil, locale: Locale? = nil
  ) -> String {
    let format = lastUpdatedFormat(language: language)
    guard let date else { return fill(format, string(for: .lastUpdatedNoRecord, language: language), "") }
    let locale = locale ?? .current
    let day: String
    if calendar.isDate(date, inSameDayAs: now) {
      day = string(for: .lastUpdatedToday, language: language)
    } else if let yesterday = calendar.date(byAdding: .day, value: -1, to: now),
      calendar.isDate(date, inSameDayAs: yesterday)
    {
      day = string(for: .lastUpdatedYesterday, language: language)
    } else {
      day = DateTemplateFormatter.string(from: date, template: "yMd", locale: locale, calendar: calendar)
    }
    let time = DateTemplateFormatter.string(from: date, template: "jm", locale: locale, calendar: calendar)
    return fill(format, day, time)
  }

  /// The format of the line (``Key/lastUpdatedFormat``), or, for an app that gave its own ``Key/lastUpdatedPrefix``
  /// and no format, that prefix followed by the day and the time.
  private static func lastUpdatedFormat(language: String?) -> String {
    if appProvidedString(for: .lastUpdatedFormat, language: language) == nil,
      let prefix = appProvidedString(for: .lastUpdatedPrefix, language: language)
    {
      return prefix + "%1$@ %2$@"
    }
    return string(for: .lastUpdatedFormat, language: language)
  }

  /// `format` with `%1$@` replaced by `day`, `%2$@` by `time` and `%%` by `%`, trimmed of the spaces an empty time
  /// leaves. Nothing else is interpreted: a translation with another specifier (`%d`) shows it as written, and
  /// never traps as `String(format:)` would; the texts put in are not read as formats either. The footer's retry
  /// title fills its one placeholder the same way (`time` empty).
  static func fill(_ format: String, _ day: String, _ time: String) -> String {
    var result = ""
    var rest = Substring(format)
    while let percent = rest.firstIndex(of: "%") {
      result += rest[..<percent]
      let tail = rest[percent...]
      // The marker compared as a whole substring: `hasPrefix` on a substring would specialize the standard library's
      // `starts(with:)` into the app.
      let marker = tail.prefix(4)
      if marker == "%1$@" {
        result += day
        rest = tail.dropFirst(4)
      } else if marker == "%2$@" {
        result += time
        rest = tail.dropFirst(4)
      } else if tail.prefix(2) == "%%" {
        result += "%"
        rest = tail.dropFirst(2)
      } else {
        result += "%"
        rest = tail.dropFirst()
      }
    }
    result += rest
    return result.trimmingCharacters(in: .whitespaces)
  }
}
