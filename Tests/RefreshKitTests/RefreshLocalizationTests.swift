import Foundation
import Testing

@testable import RefreshKit

@Suite @MainActor struct RefreshLocalizationTests {
  @Test func everySupportedLanguageHasEveryString() {
    #expect(
      RefreshLocalization.supportedLanguages == [
        "en", "zh-Hans", "zh-Hant", "ja", "ko", "ru", "uk", "fr", "de", "es", "pt", "it", "nl", "sv", "pl", "tr", "ar",
        "he", "th", "vi", "id",
      ])
    #expect(RefreshStrings.bundlePath != nil, "the package's resource bundle is found beside the test's executable")
    let keys = RefreshLocalization.Key.allCases
    #expect(keys.map(\.index) == Array(keys.indices), "a key's index is its position among the cases")
    let english = RefreshStrings.texts(for: "en")
    #expect(english == RefreshStrings.texts(of: RefreshStrings.english), "the built-in English is the English table")
    var distinctTables: Set<[String]> = []
    for language in RefreshLocalization.supportedLanguages {
      let texts = RefreshStrings.texts(for: language)
      distinctTables.insert(texts)
      #expect(texts.count == keys.count, "\(language) has \(texts.count) texts for \(keys.count) keys")
      for (key, text) in zip(keys, texts) {
        #expect(!text.isEmpty, "\(language) lacks \(key)")
        #expect(RefreshLocalization.string(for: key, language: language) == text)
      }
      if language != "en" {
        let translated = zip(texts, english).filter { $0 != $1 }
        #expect(translated.count >= 10, "\(language) is mostly English")
      }
      // Nothing runs into the day name: "Last updated: Today", "最后更新：今天".
      let prefix = RefreshLocalization.string(for: .lastUpdatedPrefix, language: language)
      #expect(prefix.hasSuffix(" ") || prefix.hasSuffix("："), "\(language): \(prefix)")
    }
    #expect(
      distinctTables.count == RefreshLocalization.supportedLanguages.count, "each language has a table of its own")
    #expect(RefreshStrings.texts(for: "fi").isEmpty)
  }

  @Test func eachKeyIsNamedAsItIsWrittenAndFoundByItsName() {
    for key in RefreshLocalization.Key.allCases {
      #expect(key.rawValue == String(describing: key), "the name a strings table and an app's table use")
      #expect(RefreshLocalization.Key(rawValue: key.rawValue) == key)
    }
    #expect(RefreshLocalization.Key(rawValue: "HeaderIdle") == nil)
    #expect(RefreshLocalization.Key(rawValue: "") == nil)
  }

  @Test func aStringsTableIsReadByKeyAndAMissingTextIsNil() throws {
    let table = """
      /* a comment */
      "headerIdle" = "Tirez";
      "lastUpdatedPrefix" = "Le :\\U0020";
      "headerPulling" = "";
      """
    let texts = try #require(RefreshStrings.texts(ofStrings: Data(table.utf8)))
    #expect(texts.count == RefreshLocalization.Key.allCases.count)
    #expect(texts[RefreshLocalization.Key.headerIdle.index] == "Tirez")
    #expect(texts[RefreshLocalization.Key.lastUpdatedPrefix.index] == "Le : ")
    #expect(texts[RefreshLocalization.Key.headerPulling.index] == "", "an empty text is no text")
    #expect(texts[RefreshLocalization.Key.footerNoMoreData.index] == "")
    #expect(RefreshStrings.texts(ofStrings: Data("not = a table".utf8)) == nil)
    #expect(RefreshStrings.texts(of: "Pull\nRelease\u{20}") == ["Pull", "Release "])
  }

  @Test func withoutTheResourceBundleTheTitlesAreEnglishAndTheAppIsTold() {
    let bundle = RefreshStrings.bundlePath
    defer {
      RefreshStrings.bundlePath = bundle
      RefreshLocalization.reloadTables()
    }
    RefreshStrings.bundlePath = nil
    RefreshLocalization.reloadTables()
    let (titles, diagnostics) = RefreshDiagnostics.collect {
      withLanguage("fr") {
        let header = StateHeader()
        let french = header.title
        let chinese = RefreshLocalization.string(for: .footerNoMoreData, language: "zh-Hans")
        return [french, chinese, RefreshLocalization.string(for: .accessibilityHintRetry)]
      }
    }
    #expect(titles == ["Pull down to refresh", "No more data", "Tries loading again"], "never a key's name")
    #expect(diagnostics.count == 1, "said once, not at every text")
    #expect(diagnostics.first?.member == "RefreshLocalization.language")
    #expect(diagnostics.first?.reason.contains("RefreshKit_RefreshKit.bundle") == true)
  }

  @Test func aTableLackingAKeyShowsTheEnglishText() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("RefreshKitTables-\(UUID())")
    let french = folder.appendingPathComponent("fr.lproj")
    try FileManager.default.createDirectory(at: french, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("\"headerIdle\" = \"Tirez\";".utf8).write(to: french.appendingPathComponent("RefreshKit.strings"))
    let english = folder.appendingPathComponent("en.lproj")
    try FileManager.default.createDirectory(at: english, withIntermediateDirectories: true)
    try Data("\"headerIdle\" = \"Pull!\";".utf8).write(to: english.appendingPathComponent("RefreshKit.strings"))
    let bundle = RefreshStrings.bundlePath
    defer {
      RefreshStrings.bundlePath = bundle
      RefreshLocalization.reloadTables()
    }
    RefreshStrings.bundlePath = folder.path
    RefreshLocalization.reloadTables()
    let (titles, diagnostics) = RefreshDiagnostics.collect {
      [
        RefreshLocalization.string(for: .headerIdle, language: "fr"),
        RefreshLocalization.string(for: .headerPulling, language: "fr"),
        RefreshLocalization.string(for: .headerIdle, language: "de"),
      ]
    }
    #expect(titles == ["Tirez", "Release to refresh", "Pull!"], "English fills in, from the built-in copy at last")
    #expect(diagnostics.map(\.value) == ["de"], "the missing German table is reported")
  }

  @Test func stringsComeFromTheCurrentLanguage() {
    withLanguage("en") {
      #expect(RefreshLocalization.string(for: .headerIdle) == "Pull down to refresh")
      RefreshLocalization.language = "zh-Hans"
      #expect(RefreshLocalization.language == "zh-Hans")
      #expect(RefreshLocalization.string(for: .headerIdle) == "下拉可以刷新")
      #expect(RefreshLocalization.string(for: .headerIdle, language: "ru") == "Потяните вниз, чтобы обновить")
      #expect(RefreshLocalization.string(for: .footerNoMoreData, language: "zh-TW") == "已經全部載入完畢")
    }
  }

  @Test func identifiersAreNormalised() {
    let cases: [(String, String)] = [
      ("en", "en"), ("en-US", "en"), ("en_GB.UTF-8", "en"), ("zh", "zh-Hans"), ("zh-CN", "zh-Hans"),
      ("zh_CN.UTF-8", "zh-Hans"), ("zh-Hans-CN", "zh-Hans"), ("zh-Hant", "zh-Hant"), ("zh-TW", "zh-Hant"),
      ("zh_HK", "zh-Hant"), ("ja-JP", "ja"), ("ko_KR.UTF-8", "ko"), ("ru-RU", "ru"), ("uk-UA", "uk"),
      ("fr-FR", "fr"), ("de_DE@euro", "de"), ("C", ""), ("POSIX", ""), ("C.UTF-8", ""), (".UTF-8", ""),
      // Separators in a row, first or last: empty parts are skipped.
      ("zh__TW", "zh-Hant"), ("-ja_", "ja"), ("_-zh--hk-", "zh-Hant"), ("-_", ""), ("", ""),
    ]
    for (identifier, expected) in cases {
      #expect(RefreshLocalization.normalizedLanguage(identifier) == expected, "\(identifier)")
    }
  }

  @Test func theEnvironmentsFirstSupportedLanguageIsTheDefault() {
    let pick = RefreshLocalization.preferredSupportedLanguage
    #expect(pick(["ja-JP", "en-US"], [:]) == "ja")
    #expect(pick(["fi-FI", "zh-Hant-TW"], [:]) == "zh-Hant")
    #expect(pick([], ["LANG": "uk_UA.UTF-8"]) == "uk")
    #expect(pick([], ["LC_ALL": "C", "LANG": "ru_RU.UTF-8"]) == "ru")
    #expect(pick(["fi"], ["LANG": "da_DK.UTF-8"]) == "en")
    #expect(pick([], [:]) == "en")
    #expect(RefreshLocalization.supportedLanguages.contains(RefreshLocalization.environmentLanguage()))
  }

  @Test func overridesWinPerLanguageThenForAll() {
    withLanguage("en") {
      let before = RefreshLocalization.changeCount
      RefreshLocalization.setString("Swipe down", for: .headerIdle)
      #expect(RefreshLocalization.changeCount > before)
      #expect(RefreshLocalization.string(for: .headerIdle) == "Swipe down")
      #expect(RefreshLocalization.string(for: .headerIdle, language: "ja") == "Swipe down")
      RefreshLocalization.setString("下に引いてね", for: .headerIdle, language: "ja-JP")
      #expect(RefreshLocalization.string(for: .headerIdle, language: "ja") == "下に引いてね")
      #expect(RefreshLocalization.string(for: .headerIdle) == "Swipe down")
      RefreshLocalization.setString(nil, for: .headerIdle)
      #expect(RefreshLocalization.string(for: .headerIdle) == "Pull down to refresh")
      RefreshLocalization.removeAllOverrides()
      #expect(RefreshLocalization.string(for: .headerIdle, language: "ja") == "下に引いて更新")
    }
  }

  @Test func aLanguageWithoutATableUsesItsOverridesAndEnglish() {
    withLanguage("fi-FI") {
      #expect(RefreshLocalization.language == "fi")
      RefreshLocalization.setString("Päivitä vetämällä alas", for: .headerIdle, language: "fi")
      #expect(RefreshLocalization.string(for: .headerIdle) == "Päivitä vetämällä alas")
      #expect(RefreshLocalization.string(for: .headerPulling) == "Release to refresh")
      let header = SimpleHeader()
      #expect(header.title == "Päivitä vetämällä alas")
    }
  }

  @Test func resetReturnsToTheEnvironmentWithoutOverrides() {
    withLanguage("ko") {
      RefreshLocalization.setString("x", for: .trailerIdle)
      RefreshLocalization.reset()
      #expect(RefreshLocalization.language == RefreshLocalization.environmentLanguage())
      #expect(RefreshLocalization.string(for: .trailerIdle, language: "en") == "Pull left to load more")
    }
  }

  @Test func settingTheSameLanguageIsNoChange() {
    withLanguage("ja") {
      let before = RefreshLocalization.changeCount
      RefreshLocalization.language = "ja-JP"
      #expect(RefreshLocalization.changeCount == before)
      RefreshLocalization.language = "ko"
      #expect(RefreshLocalization.changeCount == before + 1)
    }
  }
}
