import Foundation
import Testing

@_spi(Hosting) @testable import RefreshKit

/// What a view draws of a stock leaf, whose presentation ``RefreshRedraw`` does not build again while what it is made
/// from is unchanged: every change a user would see is still drawn, at the next frame, and a subclass the app writes
/// is drawn whenever its own presentation changes.
@Suite @MainActor struct RedrawOfStockLeavesTests {
  /// A header pulled 20 points into view, with a fixed clock (`clock.now`) and its own store, drawn once.
  @MainActor final class Pulled {
    let list = makeLeafList()
    let header: SimpleHeader
    var now = utcDate(2026, 11, 3, 23, 59)
    var redraw = RefreshRedraw()

    init(_ header: SimpleHeader = SimpleHeader()) {
      self.header = header
      isolate(header, lastUpdated: utcDate(2026, 11, 3, 14, 5))
      header.currentDate = { [unowned self] in now }
      list.refreshHeader = header
      Finger.pullDown(list, contentBy: 20)
      _ = redraw.presentationToDraw(for: header)
    }

    /// What the next frame draws, or nil.
    func frame() -> RefreshPresentation? {
      redraw.presentationToDraw(for: header)
    }
  }

  @Test func aHeaderStillInViewAndUnchangedIsNotDrawnAgain() {
    withLanguage("en") {
      let pulled = Pulled()
      Finger.pullDown(pulled.list, contentBy: 21)
      #expect(pulled.frame() == nil)
      #expect(pulled.redraw.drawn == pulled.header.presentation)
    }
  }

  @Test func aTitleTheAppSetsIsDrawnAtTheNextFrame() {
    withLanguage("en") {
      let pulled = Pulled()
      pulled.header.setTitle("Pull for news", for: .idle)
      #expect(pulled.frame()?.title == "Pull for news")
      pulled.header.isTitleHidden = true
      let hidden = pulled.frame()
      #expect(hidden != nil && hidden?.title == nil, "drawn again, the title hidden")
    }
  }

  @Test func theHeadersLanguageAndTheAppsLanguageAreDrawnAtTheNextFrame() {
    withLanguage("en") {
      let pulled = Pulled()
      pulled.header.language = "ja"
      let japanese = pulled.frame()
      #expect(japanese?.title == pulled.header.title)
      #expect(japanese?.title != "Pull down to refresh")
      pulled.header.language = nil
      #expect(pulled.frame()?.title == "Pull down to refresh", "back to the app's language")
      RefreshLocalization.language = "de"
      #expect(pulled.frame()?.title == pulled.header.title)
      #expect(pulled.redraw.drawn?.title != "Pull down to refresh")
      RefreshLocalization.setString("Zieh!", for: .headerIdle)
      #expect(pulled.frame()?.title == "Zieh!", "an override of the app's strings")
    }
  }

  @Test func anAppearanceChangeIsDrawnAtTheNextFrame() {
    withLanguage("en") {
      let pulled = Pulled()
      pulled.header.appearance.textColor = RefreshAppearance.Color(white: 0.3)
      #expect(pulled.frame()?.appearance.textColor == RefreshAppearance.Color(white: 0.3))
      pulled.header.appearance.showsLastUpdated = false
      let lineHidden = pulled.frame()
      #expect(
        lineHidden != nil && lineHidden?.subtitle == nil, "drawn again: the appearance hides the last-updated line")
    }
  }

  @Test func theLastUpdatedLineFollowsTheStoreTheClockAndItsSettings() {
    withLanguage("en") {
      let pulled = Pulled()
      #expect(pulled.redraw.drawn?.subtitle == "Last updated: Today 14:05")
      // Another header of the same key ends a refresh: the date in the shared store changes.
      pulled.header.lastUpdatedStore.setDate(utcDate(2026, 11, 3, 23, 58), forKey: pulled.header.lastUpdatedKey)
      #expect(pulled.frame()?.subtitle == "Last updated: Today 23:58")
      pulled.now = utcDate(2026, 11, 4, 0, 0)
      #expect(pulled.frame()?.subtitle == "Last updated: Yesterday 23:58", "midnight passed")
      pulled.header.calendar.timeZone = TimeZone(secondsFromGMT: 3600) ?? .current
      #expect(pulled.frame()?.subtitle == "Last updated: Today 00:58", "the calendar changed")
      pulled.header.isLastUpdatedTimeHidden = true
      let lineHidden = pulled.frame()
      #expect(lineHidden != nil && lineHidden?.subtitle == nil, "drawn again, the last-updated line hidden")
      pulled.header.isLastUpdatedTimeHidden = false
      pulled.header.lastUpdatedStore.removeDate(forKey: pulled.header.lastUpdatedKey)
      #expect(pulled.frame()?.subtitle == "Last updated: No record")
      pulled.header.lastUpdatedKey = "Refreshed at 23:59, not this one"
      pulled.header.lastUpdatedStore.setDate(utcDate(2026, 11, 3, 23, 59), forKey: "Feed")
      #expect(pulled.frame() == nil)
      pulled.header.lastUpdatedKey = "Feed"
      #expect(pulled.frame()?.subtitle == "Last updated: Today 00:59", "the key changed (an hour ahead: the calendar)")
    }
  }

  /// A store of the app's own, which the library cannot watch: the header reads its date every frame.
  @MainActor final class CloudStore: LastUpdatedStore {
    var dates: [String: Date] = [:]
    func date(forKey key: String) -> Date? { dates[key] }
    func setDate(_ date: Date, forKey key: String) { dates[key] = date }
  }

  @Test func aDateTheAppsOwnStoreChangesIsDrawnAtTheNextFrame() {
    withLanguage("en") {
      let pulled = Pulled()
      let store = CloudStore()
      store.dates[pulled.header.lastUpdatedKey] = utcDate(2026, 11, 3, 9, 30)
      pulled.header.lastUpdatedStore = store
      #expect(pulled.frame()?.subtitle == "Last updated: Today 09:30", "the store replaced")
      store.dates[pulled.header.lastUpdatedKey] = utcDate(2026, 11, 3, 23, 0)  // synced from another device
      #expect(pulled.frame()?.subtitle == "Last updated: Today 23:00")
      store.dates["Feed"] = utcDate(2026, 11, 2, 8, 0)
      pulled.header.lastUpdatedKey = "Feed"
      #expect(pulled.frame()?.subtitle == "Last updated: Yesterday 08:00", "the key changed")
    }
  }

  /// An app's store may be slow (a keychain, a database): it is read while its header is in view, to draw it, and not
  /// at every frame while the header is away.
  @Test func anAppsOwnStoreIsNotReadWhileItsHeaderIsOutOfView() {
    @MainActor final class CountingStore: LastUpdatedStore {
      var reads = 0
      func date(forKey key: String) -> Date? {
        reads += 1
        return utcDate(2026, 11, 3, 9, 30)
      }
      func setDate(_ date: Date, forKey key: String) {}
    }
    withLanguage("en") {
      let pulled = Pulled()
      let store = CountingStore()
      pulled.header.lastUpdatedStore = store
      #expect(pulled.frame()?.subtitle == "Last updated: Today 09:30")
      pulled.header.isHidden = true
      let reads = store.reads
      for _ in 0..<10 { #expect(pulled.frame() == nil) }
      #expect(store.reads == reads, "ten frames away read the app's store \(store.reads - reads) times")
      pulled.header.isHidden = false
      _ = pulled.frame()
      #expect(store.reads > reads, "in view, the header reads its date to draw it")
    }
  }

  @Test func aFileStoreReadAgainIsDrawnAtTheNextFrame() {
    withLanguage("en") {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent("RedrawStore-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: directory) }
      let pulled = Pulled()
      let store = FileLastUpdatedStore(directory: directory)
      pulled.header.lastUpdatedStore = store
      #expect(pulled.frame()?.subtitle == "Last updated: No record")
      // Another process (a widget, an extension) writes the file; the app reloads the store.
      let other = FileLastUpdatedStore(directory: directory)
      other.setDate(utcDate(2026, 11, 3, 12, 0), forKey: pulled.header.lastUpdatedKey)
      #expect(pulled.frame() == nil, "not read again yet")
      store.reload()
      #expect(pulled.frame()?.subtitle == "Last updated: Today 12:00")
    }
  }

  /// The app's own state, which its last-updated text reads.
  @MainActor final class Inbox {
    var unread = 3
  }

  @Test func theAppsLastUpdatedTextIsDrawnWheneverItChanges() {
    withLanguage("en") {
      let pulled = Pulled()
      let inbox = Inbox()
      pulled.header.lastUpdatedTextProvider = { _ in "\(inbox.unread) unread" }
      #expect(pulled.frame()?.subtitle == "3 unread")
      inbox.unread = 4
      #expect(pulled.frame()?.subtitle == "4 unread", "the provider reads the app's own state")
    }
  }

  @Test func theArrowStopsTurningAtTheNextFrameWhenMotionIsReduced() {
    withConfiguration {
      withLanguage("en") {
        let pulled = Pulled()
        Finger.pullDown(pulled.list, contentBy: 80)
        #expect(pulled.frame()?.accessory == .arrow(.down, rotation: .pi))
        RefreshConfiguration.default.reducesMotion = true
        #expect(pulled.frame()?.accessory == .arrow(.down, rotation: 0))
      }
    }
  }

  @Test func aRedrawAskedForAnotherHeaderDrawsThatHeader() {
    withLanguage("en") {
      let pulled = Pulled()
      let other = SimpleHeader()
      other.setTitle("Another list", for: .idle)
      pulled.list.refreshHeader = other
      isolate(other, lastUpdated: utcDate(2026, 11, 3, 14, 5))
      Finger.pullDown(pulled.list, contentBy: 20)
      #expect(pulled.redraw.presentationToDraw(for: other)?.title == "Another list")
    }
  }

  @Test func aSubclassThatDrawsItsOwnPropertyIsDrawnWhenItChanges() {
    final class BadgeHeader: SimpleHeader {
      var unread = 0
      override var presentation: RefreshPresentation {
        var presentation = super.presentation
        presentation.accessibilityValue = "\(unread) new"
        return presentation
      }
    }
    withLanguage("en") {
      let badge = BadgeHeader()
      let pulled = Pulled(badge)
      #expect(pulled.frame() == nil)
      badge.unread = 3
      #expect(pulled.frame()?.accessibilityValue == "3 new")
      #expect(pulled.frame() == nil)
    }
  }

  // MARK: - Auto footer

  /// A short list whose auto footer shows under its rows, drawn once.
  static func footerInView() -> (ScrollModel, SimpleAutoFooter, RefreshRedraw) {
    let list = makeLeafList(contentHeight: 100)
    let footer = SimpleAutoFooter {}
    list.refreshFooter = footer
    var redraw = RefreshRedraw()
    #expect(redraw.presentationToDraw(for: footer)?.title == "Tap or pull up to load more")
    return (list, footer, redraw)
  }

  @Test func aFailedLoadAsksForARetryAtTheNextFrame() {
    withLanguage("en") {
      var (list, footer, redraw) = Self.footerInView()
      footer.tap()
      _ = redraw.presentationToDraw(for: footer)
      footer.endRefreshing(result: .failure(""))
      list.advance(by: 1)
      #expect(redraw.presentationToDraw(for: footer)?.title == "Load failed — tap to retry")
      footer.isTitleHidden = true
      let hidden = redraw.presentationToDraw(for: footer)
      #expect(hidden != nil && hidden?.title == nil, "drawn again, the title hidden")
    }
  }

  @Test func aLoadThatFailedBetweenTwoFramesAsksForARetryAtTheNextFrame() {
    withLanguage("en") {
      var (list, footer, redraw) = Self.footerInView()
      footer.tap()
      footer.endRefreshing(result: .failure("offline"))
      list.advance(by: 1)
      #expect(footer.state == .idle, "back where it was drawn, but its last load failed")
      #expect(redraw.presentationToDraw(for: footer)?.title == "offline — tap to retry")
    }
  }

  @Test func aFooterStopsBeingAButtonWhileTheHeaderRefreshesExclusively() {
    withLanguage("en") {
      var (list, footer, redraw) = Self.footerInView()
      #expect(redraw.drawn?.accessibilityTraits == .button)
      list.isMutuallyExclusive = true
      let header = SimpleHeader {}
      list.refreshHeader = header
      header.beginRefreshing()
      #expect(redraw.presentationToDraw(for: footer)?.accessibilityTraits == .staticText)
      header.endRefreshing()
      list.advance(by: 1)
      #expect(redraw.presentationToDraw(for: footer)?.accessibilityTraits == .button)
    }
  }
}
