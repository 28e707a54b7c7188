import Foundation

/// Writes dates with `DateFormatter` templates, keeping one formatter per locale, template and calendar: making a
/// formatter costs far more than using one, and the last-updated line is read at every frame a header draws.
@MainActor enum DateTemplateFormatter {
  /// The formatters made so far, with their key (locale, template, calendar and time zone): a few, looked through in
  /// order (a dictionary's code, specialized for this alone, cost an app 1.4 KB).
  private static var formatters: [(key: String, formatter: DateFormatter)] = []

  /// Forgets every formatter made: the next string makes one again, with the locale's and time zone's settings of
  /// now (a formatter keeps those it was made with, such as the 24-hour clock).
  static func removeAll() {
    formatters.removeAll()
  }

  /// How many formatters are kept (for tests).
  static var count: Int { formatters.count }

  /// `date` written as `locale` writes `template` (`"jm"`, `"yMd"`) in `calendar` and its time zone.
  static func string(from date: Date, template: String, locale: Locale, calendar: Calendar) -> String {
    // One interpolation, with no array to join.
    let key = "\(locale.identifier)|\(template)|\(calendar.identifier)|\(calendar.timeZone.identifier)"
    // A loop, not `first(where:)`, whose main-actor closure would check its executor when called.
    for kept in formatters where kept.key == key { return kept.formatter.string(from: date) }
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    formatter.setLocalizedDateFormatFromTemplate(template)
    if formatters.count >= 32 { formatters.removeAll() }
    formatters.append((key, formatter))
    return formatter.string(from: date)
  }
}
