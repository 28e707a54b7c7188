import Foundation
import Testing

@testable import RefreshKit

/// An app that moves from MJRefresh keeps its users' "Last updated" line: the dates MJRefresh saved in
/// `UserDefaults` are read (and written) by ``UserDefaultsLastUpdatedStore/mjRefreshCompatible(key:defaults:)``.
@Suite @MainActor struct UserDefaultsLastUpdatedStoreTests {
  /// Runs `body` with a defaults suite of its own, removed at the end: nothing touches the machine's defaults.
  func withIsolatedDefaults(_ body: (UserDefaults) throws -> Void) rethrows {
    let name = "RefreshKitTests-\(UUID().uuidString)"
    guard let defaults = UserDefaults(suiteName: name) else {
      Issue.record("no defaults suite \(name)")
      return
    }
    defer { defaults.removePersistentDomain(forName: name) }
    try body(defaults)
  }

  @Test func aHeaderShowsTheDateMJRefreshSavedUnderItsDefaultKey() {
    withIsolatedDefaults { defaults in
      // What MJRefresh left: a date object under its default lastUpdatedTimeKey.
      defaults.set(utcDate(2026, 11, 2, 9, 30), forKey: "MJRefreshHeaderLastUpdatedTimeKey")
      withLanguage("en") {
        let header = SimpleHeader {}
        isolate(header)
        header.lastUpdatedStore = UserDefaultsLastUpdatedStore.mjRefreshCompatible(defaults: defaults)
        #expect(header.lastUpdatedText == "Last updated: Yesterday 09:30")
      }
    }
  }

  @Test func aHeaderWithTheAppsOwnKeyShowsTheDateMJRefreshSavedUnderIt() {
    withIsolatedDefaults { defaults in
      defaults.set(utcDate(2026, 11, 3, 14, 5), forKey: "InboxLastUpdated")
      defaults.set(utcDate(2026, 11, 1, 8, 0), forKey: "MJRefreshHeaderLastUpdatedTimeKey")
      withLanguage("en") {
        let inbox = SimpleHeader {}
        isolate(inbox)
        inbox.lastUpdatedStore = UserDefaultsLastUpdatedStore.mjRefreshCompatible(defaults: defaults)
        inbox.lastUpdatedKey = "InboxLastUpdated"
        #expect(inbox.lastUpdatedText == "Last updated: Today 14:05")
      }
    }
  }

  @Test func aRefreshWritesADateMJRefreshReadsBack() {
    withIsolatedDefaults { defaults in
      withLanguage("en") {
        let list = makeLeafList()
        let header = SimpleHeader {}
        isolate(header, now: utcDate(2026, 11, 3, 15, 0))
        header.lastUpdatedStore = UserDefaultsLastUpdatedStore.mjRefreshCompatible(defaults: defaults)
        #expect(header.lastUpdatedText == "Last updated: No record")
        list.refreshHeader = header
        pullToRefresh(list)
        header.endRefreshing()
        #expect(header.lastUpdatedText == "Last updated: Today 15:00")
        // An MJRefresh header reads `objectForKey:` as an NSDate.
        #expect(defaults.object(forKey: "MJRefreshHeaderLastUpdatedTimeKey") as? Date == utcDate(2026, 11, 3, 15, 0))
      }
    }
  }

  @Test func aCustomMJRefreshDefaultKeyIsRead() {
    withIsolatedDefaults { defaults in
      defaults.set(utcDate(2026, 11, 3, 10, 0), forKey: "FeedTime")
      let store = UserDefaultsLastUpdatedStore.mjRefreshCompatible(key: "FeedTime", defaults: defaults)
      #expect(store.date(forKey: "RefreshHeader") == utcDate(2026, 11, 3, 10, 0))
      #expect(store.storageKey(for: "RefreshHeader") == "FeedTime")
    }
  }

  @Test func anEntryThatIsNoPlausibleDateReadsAsNoRecord() {
    withIsolatedDefaults { defaults in
      defaults.set("yesterday", forKey: "MJRefreshHeaderLastUpdatedTimeKey")
      defaults.set(Date(timeIntervalSince1970: -10), forKey: "Old")
      withLanguage("en") {
        let header = SimpleHeader {}
        isolate(header)
        header.lastUpdatedStore = UserDefaultsLastUpdatedStore.mjRefreshCompatible(defaults: defaults)
        #expect(header.lastUpdatedText == "Last updated: No record")
        header.lastUpdatedKey = "Old"
        #expect(header.lastUpdatedText == "Last updated: No record")
      }
    }
  }

  @Test func anImplausibleDateIsRefusedAndReported() {
    withIsolatedDefaults { defaults in
      let store = UserDefaultsLastUpdatedStore.mjRefreshCompatible(defaults: defaults)
      let (_, diagnostics) = RefreshDiagnostics.collect {
        store.setDate(Date(timeIntervalSince1970: -1), forKey: "RefreshHeader")
      }
      #expect(diagnostics.map(\.member) == ["UserDefaultsLastUpdatedStore.setDate(_:forKey:)"])
      #expect(defaults.object(forKey: "MJRefreshHeaderLastUpdatedTimeKey") == nil)
    }
  }

  @Test func removingADateShowsNoRecordAgain() {
    withIsolatedDefaults { defaults in
      defaults.set(utcDate(2026, 11, 3, 14, 5), forKey: "MJRefreshHeaderLastUpdatedTimeKey")
      withLanguage("en") {
        let header = SimpleHeader {}
        isolate(header)
        header.lastUpdatedStore = UserDefaultsLastUpdatedStore.mjRefreshCompatible(defaults: defaults)
        header.lastUpdatedStore.removeDate(forKey: header.lastUpdatedKey)
        #expect(header.lastUpdatedText == "Last updated: No record")
        #expect(defaults.object(forKey: "MJRefreshHeaderLastUpdatedTimeKey") == nil)
      }
    }
  }

  @Test func aStoreOfItsOwnKeepsDatesUnderItsPrefix() {
    withIsolatedDefaults { defaults in
      let store = UserDefaultsLastUpdatedStore(defaults: defaults)
      store.setDate(utcDate(2026, 11, 3, 14, 5), forKey: "Feed")
      #expect(defaults.object(forKey: "RefreshKit.lastUpdated.Feed") as? Date == utcDate(2026, 11, 3, 14, 5))
      #expect(store.date(forKey: "Feed") == utcDate(2026, 11, 3, 14, 5))
      #expect(store.date(forKey: "RefreshHeader") == nil)
    }
  }
}
