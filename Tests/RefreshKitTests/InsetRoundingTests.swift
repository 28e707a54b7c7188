import Foundation
import Testing

@testable import RefreshKit

/// The adapter knows its own writes however the scroll view rounds them (issue 43, item 1): iOS 18 stores
/// `contentInset` rounded to the screen's pixels (KafkaRefresh#76), and a hold read back rounded is not the app's write.
@Suite @MainActor struct InsetRoundingTests {
  /// A list on a 3× screen that rounds the inset it stores, with a header `height` points tall refreshing.
  func refreshing(height: CGFloat, appTop: CGFloat = 0) -> (FakeUIScrollView, RefreshHeader) {
    let view = FakeUIScrollView()
    view.pixelScale = 3
    view.adapter.displayScale = 3
    if appTop > 0 { view.adapter.appContentInset = Insets(top: appTop) }
    let header = RefreshHeader {}
    header.height = height
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    view.model.refreshHeader = header
    view.userPulls(through: [-80, -120, -160])
    view.frames(0.5)
    return (view, header)
  }

  @Test func aHoldTheScrollViewStoresRoundedIsNotTakenForTheAppsWrite() {
    let (view, header) = refreshing(height: 44.1)
    #expect(header.state == .refreshing)
    #expect(view.adapter.appContentInset == .zero, "the rounded hold is the adapter's own write, not the app's")
    #expect(view.contentInset.top == 44, "132.3 pixels stored as 132")
    #expect(view.insetWrites < 6, "one write, and no write-back of the rounding")
    #expect(!view.insetWritesOverflowed)
    view.frames(2)
    #expect(view.contentInset.top == 44, "the insets never grow")
    header.endRefreshing()
    view.frames(1)
    #expect(view.contentInset == .zero)
    #expect(view.adapter.appContentInset == .zero)
  }

  @Test func everyRoundingOfAHoldOverTheAppsBarIsKnownAsTheAdapters() {
    for height in stride(from: CGFloat(40), through: 41, by: 0.05) {
      let (view, header) = refreshing(height: height, appTop: 88)
      #expect(header.state == .refreshing)
      #expect(view.adapter.appContentInset == Insets(top: 88), "height \(height)")
      #expect(abs(view.contentInset.top - (88 + height)) <= 0.5 / 3 + 1e-9, "height \(height)")
      #expect(!view.insetWritesOverflowed)
    }
  }

  @Test func anAppsOwnWriteOfMoreThanHalfAPixelIsStillTheApps() {
    let (view, header) = refreshing(height: 44.1)
    view.contentInset.top = 44.4  // a write of the app's, one pixel off the hold as stored
    #expect(header.state == .refreshing)
    #expect(view.adapter.appContentInset.top != 0, "more than half a pixel away: the app wrote it")
  }
}
