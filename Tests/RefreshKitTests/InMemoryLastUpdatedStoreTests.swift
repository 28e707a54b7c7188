import Foundation
import Testing

@testable import RefreshKit

@Suite @MainActor struct InMemoryLastUpdatedStoreTests {
  @Test func aSavedDateReadsBackExactlyAndEachKeyKeepsItsOwn() {
    let store = InMemoryLastUpdatedStore()
    let feed = Date(timeIntervalSince1970: 1_793_520_300.123_456_789)
    let inbox = Date(timeIntervalSinceReferenceDate: -0.000_001)
    store.setDate(feed, forKey: "Feed")
    store.setDate(inbox, forKey: "Inbox")
    #expect(store.date(forKey: "Feed") == feed)
    #expect(store.date(forKey: "Inbox") == inbox)
    #expect(store.date(forKey: "Other") == nil)
  }

  @Test func aForgottenDateReadsAsNeverAndTheHeaderSaysNoRecord() {
    let store = InMemoryLastUpdatedStore()
    let header = SimpleHeader()
    header.lastUpdatedStore = store
    header.calendar = Calendar(identifier: .gregorian)
    store.setDate(Date(timeIntervalSince1970: 1_793_520_300), forKey: header.lastUpdatedKey)
    #expect(header.lastUpdatedTime == Date(timeIntervalSince1970: 1_793_520_300))
    store.removeDate(forKey: header.lastUpdatedKey)
    #expect(store.date(forKey: header.lastUpdatedKey) == nil)
    #expect(header.lastUpdatedTime == nil)
    #expect(header.lastUpdatedText == "Last updated: No record")
  }
}
