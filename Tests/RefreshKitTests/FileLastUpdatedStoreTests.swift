import Foundation
import Testing

@testable import RefreshKit

@Suite @MainActor struct FileLastUpdatedStoreTests {
  /// A fresh directory under the temporary directory, removed by `body`'s end.
  func withTemporaryDirectory(_ body: (URL) throws -> Void) rethrows {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("RefreshKitTests-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
  }

  @Test func aMissingFileReadsAsNever() {
    withTemporaryDirectory { directory in
      let store = FileLastUpdatedStore(directory: directory)
      #expect(store.date(forKey: "Header") == nil)
      #expect(!FileManager.default.fileExists(atPath: directory.path))
    }
  }

  @Test func datesRoundTripThroughTheFile() throws {
    try withTemporaryDirectory { directory in
      let store = FileLastUpdatedStore(directory: directory.appendingPathComponent("nested"))
      let first = utcDate(2026, 11, 3, 14, 5)
      let second = Date(timeIntervalSince1970: 1_793_520_300.25)
      store.setDate(first, forKey: "Feed")
      store.setDate(second, forKey: "Inbox")
      #expect(store.date(forKey: "Feed") == first)

      let reopened = FileLastUpdatedStore(directory: directory.appendingPathComponent("nested"))
      #expect(reopened.date(forKey: "Feed") == first)
      #expect(reopened.date(forKey: "Inbox") == second)
      #expect(reopened.date(forKey: "Other") == nil)

      let text = try String(contentsOf: reopened.fileURL, encoding: .utf8)
      #expect(text == #"{"Feed":1793714700,"Inbox":1793520300.25}"#)
    }
  }

  @Test func aCorruptFileReadsAsNeverAndIsRewritten() throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let url = directory.appendingPathComponent("RefreshKitLastUpdated.json")
      for garbage in ["{\"Feed\": 17", "not json at all", "[1, 2, 3]", "{\"Feed\": \"yesterday\"}", ""] {
        try Data(garbage.utf8).write(to: url)
        let store = FileLastUpdatedStore(directory: directory)
        #expect(store.date(forKey: "Feed") == nil, "\(garbage)")
      }
      try Data([0xFF, 0xFE, 0x00, 0x12]).write(to: url)
      let store = FileLastUpdatedStore(directory: directory)
      #expect(store.date(forKey: "Feed") == nil)

      let date = utcDate(2026, 11, 3, 14, 5)
      store.setDate(date, forKey: "Feed")
      #expect(FileLastUpdatedStore(directory: directory).date(forKey: "Feed") == date)
    }
  }

  @Test func aFailedWriteIsReportedAndTheDateKeptInMemory() throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      // A file where the store's directory should be: the directory cannot be created.
      let blocker = directory.appendingPathComponent("blocker")
      try Data("x".utf8).write(to: blocker)
      let store = FileLastUpdatedStore(directory: blocker)
      let date = utcDate(2026, 11, 3, 14, 5)
      let (_, diagnostics) = RefreshDiagnostics.collect { store.setDate(date, forKey: "Feed") }
      #expect(diagnostics.map(\.member) == ["FileLastUpdatedStore.setDate(_:forKey:)"])
      #expect(store.date(forKey: "Feed") == date)
    }
  }

  @Test func reloadReadsWhatAnotherStoreWrote() {
    withTemporaryDirectory { directory in
      let reader = FileLastUpdatedStore(directory: directory, fileName: "dates.json")
      #expect(reader.date(forKey: "Feed") == nil)
      let writer = FileLastUpdatedStore(directory: directory, fileName: "dates.json")
      writer.setDate(utcDate(2026, 11, 3), forKey: "Feed")
      #expect(reader.date(forKey: "Feed") == nil)
      reader.reload()
      #expect(reader.date(forKey: "Feed") == utcDate(2026, 11, 3))
      #expect(reader.fileURL.lastPathComponent == "dates.json")
    }
  }

  @Test func aHeaderKeepsItsLastRefreshAcrossRelaunches() {
    withLanguage("en") {
      withTemporaryDirectory { directory in
        let list = makeLeafList()
        let header = SimpleHeader {}
        isolate(header, now: utcDate(2026, 11, 3, 9, 30))
        header.lastUpdatedStore = FileLastUpdatedStore(directory: directory)
        header.lastUpdatedKey = "Feed"
        list.refreshHeader = header
        pullToRefresh(list)
        header.endRefreshing()

        let relaunched = SimpleHeader()
        isolate(relaunched, now: utcDate(2026, 11, 4, 8, 0))
        relaunched.lastUpdatedStore = FileLastUpdatedStore(directory: directory)
        relaunched.lastUpdatedKey = "Feed"
        #expect(relaunched.lastUpdatedText == "Last updated: Yesterday 09:30")
      }
    }
  }
}

extension FileLastUpdatedStoreTests {
  @Test func implausibleDatesAreRefusedAndIgnoredInTheFile() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("refreshkit-dates-\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = FileLastUpdatedStore(directory: directory)
    let (_, diagnostics) = RefreshDiagnostics.collect {
      store.setDate(Date(timeIntervalSince1970: 1e300), forKey: "Feed")
    }
    #expect(diagnostics.map(\.member) == ["FileLastUpdatedStore.setDate(_:forKey:)"])
    #expect(store.date(forKey: "Feed") == nil)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(#"{"Feed":1e300,"Inbox":1793520300}"#.utf8).write(to: store.fileURL)
    store.reload()
    #expect(store.date(forKey: "Feed") == nil)
    #expect(store.date(forKey: "Inbox") == Date(timeIntervalSince1970: 1_793_520_300))
  }
}

extension FileLastUpdatedStoreTests {
  @Test func aHeaderMadeWithTheDefaultsKeepsItsDateInAFileInTheCachesDirectory() {
    withConfiguration {
      let header = SimpleHeader()
      #expect(header.lastUpdatedStore === FileLastUpdatedStore.shared)
      let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
      #expect(FileLastUpdatedStore.cachesDirectory() == caches)
      // The tests keep the shared store's file in a directory of their own (TestLastUpdatedStore); an app's is the
      // caches directory.
      TestLastUpdatedStore.install()
      let directory = FileLastUpdatedStore.cachesDirectoryForTests ?? caches
      #expect(
        FileLastUpdatedStore.shared.fileURL.path
          == directory.appendingPathComponent("RefreshKit").appendingPathComponent("RefreshKitLastUpdated.json").path)
    }
  }

  @Test func theLastUpdatedLineOfAHeaderInTheDefaultKindOfStoreSurvivesARelaunch() {
    withTemporaryDirectory { caches in
      withLanguage("en") {
        let list = makeLeafList()
        let header = SimpleHeader {}
        isolate(header, now: utcDate(2026, 11, 3, 9, 30))
        header.lastUpdatedStore = FileLastUpdatedStore(directory: caches.appendingPathComponent("RefreshKit"))
        list.refreshHeader = header
        header.beginRefreshing()
        header.endRefreshing()

        // The next launch: a new process, a new store over the same file, a new header.
        let relaunched = SimpleHeader {}
        isolate(relaunched, now: utcDate(2026, 11, 3, 16, 0))
        relaunched.lastUpdatedStore = FileLastUpdatedStore(directory: caches.appendingPathComponent("RefreshKit"))
        #expect(relaunched.lastUpdatedText == "Last updated: Today 09:30")
      }
    }
  }
}

extension FileLastUpdatedStoreTests {
  @Test func keysWithQuotesSlashesAndAccentsKeepTheirDatesAcrossARelaunch() throws {
    try withTemporaryDirectory { directory in
      let store = FileLastUpdatedStore(directory: directory)
      let keys = [#"Feed "main""#, #"a\b/c"#, "Café 🎉", "line\nbreak", ""]
      for (offset, key) in keys.enumerated() {
        store.setDate(Date(timeIntervalSince1970: 1_793_520_300 + Double(offset)), forKey: key)
      }
      let reopened = FileLastUpdatedStore(directory: directory)
      for (offset, key) in keys.enumerated() {
        #expect(reopened.date(forKey: key) == Date(timeIntervalSince1970: 1_793_520_300 + Double(offset)), "\(key)")
      }
      // The file is JSON any reader takes: one object of the five keys.
      let object = try JSONDecoder().decode([String: Double].self, from: Data(contentsOf: store.fileURL))
      #expect(object.count == keys.count)
    }
  }

  @Test func removingOneDateKeepsTheOthersInTheFile() throws {
    try withTemporaryDirectory { directory in
      let store = FileLastUpdatedStore(directory: directory)
      store.setDate(Date(timeIntervalSince1970: 1_793_520_300), forKey: "Feed")
      store.setDate(Date(timeIntervalSince1970: 1_793_520_400), forKey: "Inbox")
      store.setDate(Date(timeIntervalSince1970: 1_793_520_500), forKey: "Feed")
      store.removeDate(forKey: "Inbox")
      store.removeDate(forKey: "Never saved")
      let one = try String(contentsOf: store.fileURL, encoding: .utf8)
      #expect(one == #"{"Feed":1793520500}"#)

      store.removeDate(forKey: "Feed")
      let none = try String(contentsOf: store.fileURL, encoding: .utf8)
      #expect(none == "{}")
      #expect(FileLastUpdatedStore(directory: directory).date(forKey: "Feed") == nil)
    }
  }
}
