import Foundation
import Testing

@testable import RefreshKit

/// What a header shows stays true while the texts it formats are kept from frame to frame.
@Suite @MainActor struct PresentationCacheTests {
  @Test func theLastUpdatedLineTurnsToYesterdayWhenMidnightPassesWhileTheHeaderShows() {
    withLanguage("en") {
      let header = SimpleHeader()
      header.lastUpdatedStore = InMemoryLastUpdatedStore()
      header.calendar = utcCalendar()
      header.locale = isoLocale
      let clock = FixedClock(utcDate(2026, 11, 3, 23, 59))
      header.currentDate = { clock.now }
      header.lastUpdatedStore.setDate(utcDate(2026, 11, 3, 14, 5), forKey: header.lastUpdatedKey)
      #expect(header.presentation.subtitle == "Last updated: Today 14:05")
      clock.now = utcDate(2026, 11, 4, 0, 0)
      #expect(header.presentation.subtitle == "Last updated: Yesterday 14:05")
      #expect(header.accessibilityLabel == "Refresh, Last updated: Yesterday 14:05")
      header.calendar.timeZone = TimeZone(secondsFromGMT: -3600) ?? .current
      #expect(header.presentation.subtitle == "Last updated: Today 13:05", "the calendar changed")
      header.locale = Locale(identifier: "en_US")
      // ICU puts a narrow no-break space before "PM".
      let twelveHour = header.presentation.subtitle?.replacingOccurrences(of: "\u{202F}", with: " ")
      #expect(twelveHour == "Last updated: Today 1:05 PM", "the locale changed")
    }
  }

  @Test func aTitleChangedByTheAppOrTheLanguageShowsAtOnce() {
    withLanguage("en") {
      let header = SimpleHeader()
      header.lastUpdatedStore = InMemoryLastUpdatedStore()
      #expect(header.presentation.title == "Pull down to refresh")
      header.stateTitles.setTitle("Swipe for news", for: .idle)
      #expect(header.presentation.title == "Swipe for news")
      header.stateTitles.setTitle(nil, for: .idle)
      RefreshLocalization.language = "ja"
      #expect(header.presentation.title != "Pull down to refresh", "the language changed")
      let footer = SimpleAutoFooter()
      footer.stateTitles.setTitle("More", for: .idle)
      #expect(footer.accessibilityLabel == "More")
    }
  }
}
