import Foundation
import Testing

@_spi(Hosting) @testable import RefreshKit
@testable import RefreshKitSwiftUI

/// What the scroll-API path (iOS 18) does as the UIKit path does: the app's arrow picture, the haptic when a pull
/// arms, the trailer's side in a right-to-left layout, and a `.refreshable` on the same list reported.
@Suite @MainActor struct ScrollAPIParityTests {
  @Test func theAppsArrowPictureIsDrawnInPlaceOfTheSymbol() {
    var appearance = RefreshAppearance()
    #expect(RefreshArrowPicture.of(.down, appearance: appearance) == .symbol("arrow.down"))
    #expect(RefreshArrowPicture.of(.left, appearance: appearance) == .symbol("arrow.left"))
    appearance.arrowImage = RefreshImage("BrandArrow")
    #expect(RefreshArrowPicture.of(.down, appearance: appearance) == .image(RefreshImage("BrandArrow")))
    // Through a header on the fake: the presentation the drawing is fed carries the app's picture.
    let list = FakeSwiftUIScrollView(safeArea: Insets(top: 88))
    let header = SimpleHeader()
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    header.appearance.arrowImage = RefreshImage("BrandArrow")
    list.model.refreshHeader = header
    var feed = ScrollAPIDrawingFeed()
    list.pull(through: [-110, -130])
    _ = feed.update(component: header, on: list.model)
    guard case .arrow(let direction, _)? = feed.drawing?.presentation.accessory, let drawing = feed.drawing else {
      Issue.record("the arrow is drawn")
      return
    }
    #expect(
      RefreshArrowPicture.of(direction, appearance: drawing.presentation.appearance)
        == .image(RefreshImage("BrandArrow")))
    list.release()
  }

  @Test func theStylesArrowPictureWinsOverTheAppearancesAsOnUIKit() {
    var appearance = RefreshAppearance()
    appearance.arrowImage = RefreshImage("PlatformFreeArrow")
    #expect(
      RefreshArrowPicture.of(.down, appearance: appearance, styleImage: "BrandArrow")
        == .image(RefreshImage("BrandArrow")),
      "the SwiftUI style's name, as RefreshViewStyle.arrowImage wins on UIKit")
    #expect(
      RefreshArrowPicture.of(.down, appearance: appearance, styleImage: nil)
        == .image(RefreshImage("PlatformFreeArrow")))
    #expect(RefreshArrowPicture.of(.up, appearance: RefreshAppearance(), styleImage: nil) == .symbol("arrow.up"))
  }

  @Test func aPullThatArmsPlaysOneHapticAndAReleaseNone() {
    let list = FakeSwiftUIScrollView(safeArea: Insets(top: 88))
    let header = SimpleHeader()
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    list.model.refreshHeader = header
    var feed = ScrollAPIDrawingFeed()
    let events = header.observe { event in _ = feed.componentDidSend(event, by: header) }
    list.pull(through: [-110, -130])
    #expect(feed.haptics == 0, "not armed yet")
    list.pull(through: [-200, -220])
    #expect(feed.haptics == 1, "one light impact as the pull arms")
    list.release()
    header.endRefreshing()
    list.frames(1)
    list.pull(through: [-200, -220, -120, -210])
    #expect(feed.haptics == 3, "a pull that disarms and arms again in the same drag plays again")
    list.release()
    #expect(header.isRefreshing)
    #expect(feed.haptics == 3, "the release plays none")
    header.endRefreshing()
    header.beginRefreshing()
    #expect(feed.haptics == 3, "a begin from code: nobody's finger is on the list")
    header.playsHaptics = false
    header.endRefreshing()
    list.frames(1)
    list.pull(through: [-120, -200, -220])
    #expect(feed.haptics == 3, "an app that turned haptics off hears none")
    list.release()
    _ = events
  }

  @Test func aRightToLeftTrailerSitsAtTheTrailingEndOfSwiftUIsContentAndLoads() {
    let list = FakeSwiftUIScrollView(contentHeight: 667)
    list.contentSize.width = 1000
    let trailer = RefreshTrailer()
    // What a right-to-left app sets for a UIKit list, where the content ends at the left.
    trailer.layoutDirection = .rightToLeft
    list.model.refreshTrailer = trailer
    #expect(trailer.layoutDirection == .leftToRight, "SwiftUI's geometry runs from the leading edge")
    list.frame()
    list.scroll(to: CGPoint(x: 625, y: 0))
    list.drag(through: [655, 685, 715].map { CGPoint(x: $0, y: 0) })
    #expect(trailer.state == .pulling)
    list.release()
    #expect(trailer.state == .refreshing)
    #expect(list.host.output.margins == Insets(right: 60), "held at the trailing end")
  }

  @Test func refreshableAroundAHeaderIsReportedOnceAsAConflict() throws {
    let list = FakeSwiftUIScrollView()
    let member = ObjectIdentifier(list)
    let (_, diagnostics) = RefreshDiagnostics.collect {
      list.host.refreshable(true, seenBy: member)
      list.model.refreshHeader = SimpleHeader()
      list.host.refreshable(true, seenBy: member)  // the view updated again
      list.frames(0.1)
    }
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(diagnostic.kind == .conflict)
    #expect(diagnostic.reason.contains(".refreshable"))
    #expect(list.host.systemRefreshCheck.isConflicting)
    list.host.refreshable(false, seenBy: member)
    #expect(!list.host.systemRefreshCheck.isConflicting, "the .refreshable went away")
  }

  @Test func refreshableWithNoHeaderIsNoConflict() {
    let list = FakeSwiftUIScrollView()
    let (_, diagnostics) = RefreshDiagnostics.collect {
      list.host.refreshable(true, seenBy: ObjectIdentifier(list))
      list.model.refreshFooter = SimpleAutoFooter()
    }
    #expect(diagnostics.isEmpty, "a footer beside .refreshable is no second pull to refresh")
  }
}
