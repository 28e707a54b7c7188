import Foundation
import Testing

@testable import RefreshKit

@Suite @MainActor struct LastUpdatedTextTests {
  @Test func todayYesterdayAndOlderInEnglish() {
    withLanguage("en") {
      let text = { (date: Date?) in
        RefreshLocalization.lastUpdatedText(for: date, now: leafNow, calendar: utcCalendar(), locale: isoLocale)
      }
      #expect(text(utcDate(2026, 11, 3, 14, 5)) == "Last updated: Today 14:05")
      #expect(text(utcDate(2026, 11, 3, 0, 0)) == "Last updated: Today 00:00")
      #expect(text(utcDate(2026, 11, 2, 9, 30)) == "Last updated: Yesterday 09:30")
      #expect(text(utcDate(2026, 11, 2, 23, 59)) == "Last updated: Yesterday 23:59")
      #expect(text(utcDate(2026, 11, 1, 9, 30)) == "Last updated: 2026-11-01 09:30")
      #expect(text(utcDate(2025, 3, 7, 18, 45)) == "Last updated: 2025-03-07 18:45")
      #expect(text(utcDate(2026, 11, 4, 9, 30)) == "Last updated: 2026-11-04 09:30")
      #expect(text(nil) == "Last updated: No record")
    }
  }

  /// A formatter keeps the settings it was made with (the 24-hour clock, the time zone): when the user changes them,
  /// the dates are formatted anew, and renderers hear it, as they do a change of language or text.
  @Test func aChangeOfTheUsersRegionOrClockFormatsDatesAgainAndIsPostedToRenderers() {
    @MainActor final class Heard { var count = 0 }
    let heard = Heard()
    let token = NotificationCenter.default.addObserver(
      forName: RefreshLocalization.didChangeNotification, object: nil, queue: nil
    ) { _ in MainActor.assumeIsolated { heard.count += 1 } }
    defer { NotificationCenter.default.removeObserver(token) }
    withLanguage("en") {
      let line = RefreshLocalization.lastUpdatedText(
        for: utcDate(2026, 11, 3, 14, 5), now: leafNow, calendar: utcCalendar(), locale: isoLocale)
      #expect(line == "Last updated: Today 14:05")
      #expect(DateTemplateFormatter.count > 0)
      let changes = RefreshLocalization.changeCount
      let posted = heard.count
      RefreshLocalization.systemSettingsDidChange()
      #expect(DateTemplateFormatter.count == 0, "no formatter of the old settings is used again")
      #expect(RefreshLocalization.changeCount == changes + 1)
      #expect(heard.count == posted + 1)
      RefreshLocalization.setString("Pull for news", for: .headerIdle)
      RefreshLocalization.setString(nil, for: .headerIdle)
      #expect(heard.count == posted + 3, "an app's text is posted too")
      #expect(
        RefreshLocalization.lastUpdatedText(
          for: utcDate(2026, 11, 3, 14, 5), now: leafNow, calendar: utcCalendar(), locale: isoLocale) == line)
    }
  }

  /// A header told another language writes its last-updated line in it at once, within the same minute, not at the
  /// next minute.
  @Test func aHeaderToldAnotherLanguageWritesItsLastUpdatedLineInItAtOnce() {
    withLanguage("en") {
      let header = SimpleHeader(action: {})
      header.currentDate = { leafNow }
      header.calendar = utcCalendar()
      header.locale = isoLocale
      header.lastUpdatedStore = InMemoryLastUpdatedStore()
      header.lastUpdatedStore.setDate(utcDate(2026, 11, 3, 14, 5), forKey: header.lastUpdatedKey)
      #expect(header.lastUpdatedText == "Last updated: Today 14:05")
      header.language = "de"
      #expect(header.lastUpdatedText == "Zuletzt aktualisiert: heute 14:05")
      header.language = "en"
      #expect(header.lastUpdatedText == "Last updated: Today 14:05")
    }
  }

  @Test func todayYesterdayAndOlderInSimplifiedChinese() {
    withLanguage("zh-Hans") {
      let text = { (date: Date?) in
        RefreshLocalization.lastUpdatedText(for: date, now: leafNow, calendar: utcCalendar(), locale: isoLocale)
      }
      #expect(text(utcDate(2026, 11, 3, 14, 5)) == "最后更新：今天 14:05")
      #expect(text(utcDate(2026, 11, 2, 9, 30)) == "最后更新：昨天 09:30")
      #expect(text(utcDate(2026, 11, 1, 9, 30)) == "最后更新：2026-11-01 09:30")
      #expect(text(nil) == "最后更新：无记录")
    }
  }

  @Test func otherLanguages() {
    let date = utcDate(2026, 11, 2, 9, 30)
    let expected: [(String, String)] = [
      ("zh-Hant", "最後更新：昨天 09:30"), ("ja", "最終更新：昨日 09:30"), ("ko", "마지막 업데이트: 어제 09:30"),
      ("ru", "Последнее обновление: Вчера 09:30"), ("uk", "Останнє оновлення: Учора 09:30"),
    ]
    for (language, text) in expected {
      #expect(
        RefreshLocalization.lastUpdatedText(
          for: date, now: leafNow, calendar: utcCalendar(), language: language, locale: isoLocale)
          == text)
    }
  }

  @Test func yesterdayCrossesAYearBoundary() {
    withLanguage("en") {
      let now = utcDate(2027, 1, 1, 0, 10)
      #expect(
        RefreshLocalization.lastUpdatedText(
          for: utcDate(2026, 12, 31, 23, 50), now: now, calendar: utcCalendar(), locale: isoLocale)
          == "Last updated: Yesterday 23:50")
      #expect(
        RefreshLocalization.lastUpdatedText(
          for: utcDate(2026, 12, 30, 23, 50), now: now, calendar: utcCalendar(), locale: isoLocale)
          == "Last updated: 2026-12-30 23:50")
    }
  }

  @Test func theTimeZoneDecidesTheDayAndTheTime() {
    withLanguage("en") {
      var tokyo = Calendar(identifier: .gregorian)
      tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo") ?? TimeZone(secondsFromGMT: 9 * 3600) ?? tokyo.timeZone
      // 16:00 UTC is 01:00 the next day in Tokyo; 14:05 UTC is 23:05 in Tokyo, the day before.
      let date = utcDate(2026, 11, 3, 14, 5)
      #expect(
        RefreshLocalization.lastUpdatedText(for: date, now: leafNow, calendar: utcCalendar(), locale: isoLocale)
          == "Last updated: Today 14:05")
      #expect(
        RefreshLocalization.lastUpdatedText(for: date, now: leafNow, calendar: tokyo, locale: isoLocale)
          == "Last updated: Yesterday 23:05")
    }
  }

  @Test func aHeaderReadsItsStoreClockAndCalendar() {
    withLanguage("en") {
      let header = SimpleHeader()
      isolate(header, lastUpdated: utcDate(2026, 11, 2, 9, 30))
      #expect(header.lastUpdatedText == "Last updated: Yesterday 09:30")
      header.lastUpdatedKey = "Other"
      #expect(header.lastUpdatedText == "Last updated: No record")
      RefreshLocalization.language = "ja"
      #expect(header.lastUpdatedText == "最終更新：記録なし")
    }
  }
}
