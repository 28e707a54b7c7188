import Foundation
import Testing

@testable import RefreshKit

/// The leaves speak the app's language, read the app's own strings table first, and write times as the locale does.
@Suite @MainActor struct AppLanguageTests {
  // MARK: - The app's localization

  @Test func aFrenchAppOnAFrenchThenJapaneseDeviceSpeaksFrench() {
    let pick = RefreshLocalization.preferredSupportedLanguage(appLocalizations:from:environment:)
    #expect(pick(["fr"], ["fr-FR", "ja-JP"], [:]) == "fr")
    #expect(
      RefreshLocalization.string(for: .headerIdle, language: pick(["fr"], ["fr-FR", "ja-JP"], [:]))
        == "Tirez vers le bas pour actualiser")
  }

  @Test func anAppNotLocalizedInTheDevicesLanguageSpeaksItsOwnNotTheDevices() {
    let pick = RefreshLocalization.preferredSupportedLanguage(appLocalizations:from:environment:)
    #expect(pick(["en"], ["ja-JP"], [:]) == "en", "an English-only app on a Japanese device")
    #expect(pick(["Base", "pt-BR"], ["ja-JP"], [:]) == "pt")
    #expect(pick(["ca", "es"], ["ca-ES", "ja-JP"], [:]) == "es", "the app's next localization that has a table")
    #expect(pick(["ca"], ["ca-ES", "ja-JP"], [:]) == "en", "a localization without a table: English, not Japanese")
  }

  @Test func withoutAppLocalizationsTheUsersLanguagesDecide() {
    let pick = RefreshLocalization.preferredSupportedLanguage(appLocalizations:from:environment:)
    #expect(pick([], ["fi-FI", "he-IL"], [:]) == "he")
    #expect(pick(["Base"], [], ["LANG": "ar_EG.UTF-8"]) == "ar")
    #expect(RefreshLocalization.normalizedLanguage("iw_IL") == "he")
    #expect(RefreshLocalization.normalizedLanguage("in-ID") == "id")
  }

  @Test func theTablesCoverTheTwentyMostUsedAppStoreLocalizationsArabicAndHebrewIncluded() {
    let languages = RefreshLocalization.supportedLanguages
    #expect(languages.count >= 20)
    for language in ["ar", "he", "fr", "de", "es", "pt", "it", "nl", "tr", "th", "vi", "id", "pl", "sv"] {
      #expect(languages.contains(language))
    }
    #expect(RefreshLocalization.string(for: .headerIdle, language: "ar") == "اسحب للأسفل للتحديث")
    #expect(RefreshLocalization.string(for: .headerIdle, language: "he") == "משכו למטה כדי לרענן")
    // Every table's placeholders are the English ones, so VoiceOver's page count is filled in every language.
    for language in languages {
      let page = RefreshLocalization.string(for: .accessibilityPageScrolled, language: language)
      #expect(page.contains("{page}") && page.contains("{count}"), "\(language): \(page)")
    }
  }

  // MARK: - The app's strings table

  /// A bundle folder with `en.lproj` and `fr.lproj` tables named `Feed`, removed by the end of `body`.
  func withAppBundle(_ body: (Bundle) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("RefreshKitAppBundle-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let tables = [
      "en": #""headerIdle" = "Pull to see new posts";"#,
      "fr": #""headerIdle" = "Tirez pour voir les nouveautés";"# + "\n" + #""footerNoMoreData" = "C’est tout !";"#,
    ]
    for (language, text) in tables {
      let lproj = folder.appendingPathComponent("\(language).lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: lproj.appendingPathComponent("Feed.strings"))
    }
    let bundle = try #require(Bundle(url: folder))
    let savedBundle = RefreshLocalization.appStringsBundle
    let savedTable = RefreshLocalization.appStringsTable
    defer {
      RefreshLocalization.appStringsBundle = savedBundle
      RefreshLocalization.appStringsTable = savedTable
    }
    try body(bundle)
  }

  @Test func theAppsStringsTableOverridesTitlesByKeyInTheLeafsLanguage() throws {
    try withAppBundle { bundle in
      withLanguage("fr") {
        let header = SimpleHeader()
        let footer = SimpleAutoFooter()
        let changes = RefreshLocalization.changeCount
        RefreshLocalization.appStringsBundle = bundle
        RefreshLocalization.appStringsTable = "Feed"
        #expect(RefreshLocalization.changeCount > changes, "a renderer that caches its texts draws again")
        #expect(header.title == "Tirez pour voir les nouveautés")
        #expect(header.title(for: .pulling) == "Relâchez pour actualiser", "a key the table lacks keeps RefreshKit's")
        footer.endRefreshingWithNoMoreData()
        #expect(footer.title == "C’est tout !")
        header.language = "en"
        #expect(header.title == "Pull to see new posts")
        header.language = "de"
        #expect(header.title == "Zum Aktualisieren nach unten ziehen", "no German table in the app: RefreshKit's")
        RefreshLocalization.setString("Glissez", for: .headerIdle, language: "en")
        #expect(header.title(for: .idle) == "Zum Aktualisieren nach unten ziehen")
        header.language = "en"
        #expect(header.title == "Glissez", "an override set in code still wins")
        RefreshLocalization.appStringsTable = nil
        header.language = "fr"
        #expect(header.title == "Tirez vers le bas pour actualiser")
      }
    }
  }

  // MARK: - Times and dates in the locale

  @Test func timesAndDatesAreWrittenAsTheLocaleWritesThem() {
    let text = { (date: Date, language: String, locale: String) in
      RefreshLocalization.lastUpdatedText(
        for: date, now: leafNow, calendar: utcCalendar(), language: language, locale: Locale(identifier: locale))
    }
    let yesterday = utcDate(2026, 11, 2, 21, 30)
    let older = utcDate(2026, 11, 1, 9, 5)
    #expect(text(yesterday, "fr", "fr_FR") == "Dernière mise à jour\u{A0}: hier 21:30")
    #expect(text(older, "fr", "fr_FR") == "Dernière mise à jour\u{A0}: 01/11/2026 09:05")
    #expect(text(older, "de", "de_DE") == "Zuletzt aktualisiert: 1.11.2026 09:05")
    #expect(text(older, "ja", "ja_JP") == "最終更新：2026/11/01 9:05" || text(older, "ja", "ja_JP") == "最終更新：2026/11/1 9:05")
    // The United States' clock has 12 hours: 9:30 PM, not 21:30.
    let american = text(yesterday, "en", "en_US")
    #expect(american.hasPrefix("Last updated: Yesterday 9:30"))
    #expect(american.hasSuffix("PM"))
    #expect(text(older, "en", "en_US").hasPrefix("Last updated: 11/1/2026 9:05"))
    #expect(text(older, "en", "en_GB") == "Last updated: 01/11/2026 09:05")
  }

  @Test func aHeaderWritesItsTimeInTheUsersLocaleWhateverItsLanguageUnlessGivenOne() {
    withLanguage("en") {
      let header = SimpleHeader()
      isolate(header, lastUpdated: utcDate(2026, 11, 1, 9, 5))
      header.locale = nil
      header.language = "fr"
      // The user's own locale, with their settings (their 12- or 24-hour clock), not French's: as the system writes
      // a date in any app.
      let user = { (template: String) in
        let formatter = DateFormatter()
        formatter.locale = .current
        formatter.calendar = utcCalendar()
        formatter.timeZone = utcCalendar().timeZone
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter.string(from: utcDate(2026, 11, 1, 9, 5))
      }
      #expect(header.lastUpdatedText == "Dernière mise à jour\u{A0}: " + user("yMd") + " " + user("jm"))
      header.language = "ja"
      #expect(header.lastUpdatedText == "最終更新：" + user("yMd") + " " + user("jm"))
      header.language = "fr"
      header.locale = Locale(identifier: "de_DE")
      #expect(header.lastUpdatedText == "Dernière mise à jour\u{A0}: 1.11.2026 09:05")
    }
  }
}

/// The app's strings table is read in the app's own localization, whether RefreshKit has a table for it or not.
@Suite(.serialized) @MainActor struct AppLocalizationTableTests {
  /// A bundle folder localized in Catalan only, with a `Feed` table, set as the app's strings table while `body`
  /// runs; the language, the table and the bundle are restored after.
  func withCatalanApp(_ body: () throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("RefreshKitCatalanApp-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let lproj = folder.appendingPathComponent("ca.lproj")
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    let table =
      #""headerIdle" = "Estira per actualitzar";"# + "\n" + #""lastUpdatedFormat" = "Actualitzat: %1$@ a les %2$@";"#
    try Data(table.utf8).write(to: lproj.appendingPathComponent("Feed.strings"))
    let bundle = try #require(Bundle(url: folder))
    let savedBundle = RefreshLocalization.appStringsBundle
    let savedTable = RefreshLocalization.appStringsTable
    let savedLanguage = RefreshLocalization.language
    defer {
      RefreshLocalization.appStringsBundle = savedBundle
      RefreshLocalization.appStringsTable = savedTable
      RefreshLocalization.language = savedLanguage
    }
    RefreshLocalization.appStringsBundle = bundle
    RefreshLocalization.appStringsTable = "Feed"
    try body()
  }

  @Test func aCatalanAppReadsItsCatalanTableThoughRefreshKitHasNoCatalan() throws {
    try withCatalanApp {
      // What a Catalan app whose next localization is Spanish gets from the environment: RefreshKit's Spanish.
      RefreshLocalization.followEnvironment(as: "es")
      let header = SimpleHeader()
      isolate(header, lastUpdated: utcDate(2026, 11, 3, 14, 5))
      #expect(header.title == "Estira per actualitzar", "the app's Catalan, not its English or Spanish")
      #expect(header.title(for: .pulling) == "Suelta para actualizar", "a key the app lacks: RefreshKit's next")
      #expect(header.lastUpdatedText == "Actualitzat: hoy a les 14:05")
    }
  }

  @Test func aLanguageTheAppSetReadsThatLanguagesTable() throws {
    try withCatalanApp {
      RefreshLocalization.followEnvironment(as: "es")
      RefreshLocalization.language = "de"
      let header = SimpleHeader()
      #expect(header.title == "Zum Aktualisieren nach unten ziehen", "no German table in the app: RefreshKit's")
      header.language = "ca"
      #expect(header.title == "Estira per actualitzar", "a leaf pinned to Catalan reads the app's Catalan")
    }
  }
}
