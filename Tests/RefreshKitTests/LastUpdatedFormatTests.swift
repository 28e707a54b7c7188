import Foundation
import Testing

@testable import RefreshKit

/// The last-updated line is one format string per language, whose day and time a translator may reorder.
@Suite @MainActor struct LastUpdatedFormatTests {
  let yesterday = utcDate(2026, 11, 2, 9, 30)

  func line(_ date: Date?, language: String? = nil) -> String {
    RefreshLocalization.lastUpdatedText(
      for: date, now: leafNow, calendar: utcCalendar(), language: language, locale: isoLocale)
  }

  @Test func everyTableHasAFormatWithTheDayAndTheTime() {
    for language in RefreshLocalization.supportedLanguages {
      let format = RefreshLocalization.string(for: .lastUpdatedFormat, language: language)
      #expect(format.contains("%1$@") && format.contains("%2$@"), "\(language): \(format)")
    }
    #expect(RefreshLocalization.string(for: .lastUpdatedFormat, language: "en") == "Last updated: %1$@ %2$@")
  }

  @Test func aTranslationThatPutsTheTimeFirstIsShownInItsOrder() {
    withLanguage("en") {
      RefreshLocalization.setString("%2$@ %1$@ — last refresh", for: .lastUpdatedFormat, language: "en")
      #expect(line(yesterday) == "09:30 Yesterday — last refresh")
      #expect(line(nil) == "No record — last refresh", "no time, no stray space")
    }
  }

  @Test func theAppsOwnPrefixStillLeadsTheLineWhenItGaveNoFormat() {
    withLanguage("en") {
      RefreshLocalization.setString("Synced ", for: .lastUpdatedPrefix)
      #expect(line(yesterday) == "Synced Yesterday 09:30")
      RefreshLocalization.setString("Synced at %2$@ (%1$@)", for: .lastUpdatedFormat)
      #expect(line(yesterday) == "Synced at 09:30 (Yesterday)", "a format the app gives wins over its prefix")
    }
  }

  @Test func aFormatWithOtherSpecifiersIsShownAsWrittenAndNeverTraps() {
    withLanguage("en") {
      RefreshLocalization.setString("%d%% %@ %1$@ %3$@ %", for: .lastUpdatedFormat)
      #expect(line(yesterday) == "%d% %@ Yesterday %3$@ %")
    }
  }

  @Test func everyLanguageWritesTheSameLineAsItsPrefixDidBefore() {
    for language in RefreshLocalization.supportedLanguages {
      let prefix = RefreshLocalization.string(for: .lastUpdatedPrefix, language: language)
      let today = RefreshLocalization.string(for: .lastUpdatedToday, language: language)
      let never = RefreshLocalization.string(for: .lastUpdatedNoRecord, language: language)
      #expect(line(utcDate(2026, 11, 3, 14, 5), language: language) == prefix + today + " 14:05")
      #expect(line(nil, language: language) == prefix + never)
    }
  }
}
