import Foundation
import Testing

@_spi(Hosting) @testable import RefreshKit
@testable import RefreshKitSwiftUI

/// An app whose only lists are SwiftUI's, on the scroll-API path (iOS 18), follows Reduce Motion and the system's
/// region, clock, time zone and date, as an app with a UIKit scroll view does: the list starts the followers when it
/// first appears (the glue gives it the UIKit layer's starter, `ScrollViewRefreshKit.followSystemSettings()`).
@Suite(.serialized) @MainActor struct ScrollAPISystemSettingsTests {
  /// Counts the starts.
  @MainActor final class Starts {
    var count = 0
  }

  @Test func aSwiftUIListStartsFollowingTheSystemWhenItFirstAppears() {
    let host = ScrollGeometryHost()
    let starts = Starts()
    host.startFollowingSystemSettings = { starts.count += 1 }
    let list = FakeSwiftUIScrollView(appears: false, host: host)
    #expect(starts.count == 0, "not before the list is shown")
    host.appearanceDidChange(isVisible: true)
    #expect(starts.count == 1)
    host.appearanceDidChange(isVisible: false)
    host.appearanceDidChange(isVisible: true)
    list.frames(0.1)
    #expect(starts.count == 1, "once: the followers are the app's")
  }

  @Test func theSystemsReduceMotionKeepsTheArrowOfASwiftUIListStill() {
    withConfiguration {
      let host = ScrollGeometryHost()
      // What the UIKit layer's follower does when the user turns Reduce Motion on: it sets the system's setting.
      host.startFollowingSystemSettings = { RefreshConfiguration.systemReducesMotion = true }
      defer { RefreshConfiguration.systemReducesMotion = false }
      let list = FakeSwiftUIScrollView(safeArea: Insets(top: 88), host: host)
      let header = SimpleHeader()
      header.lastUpdatedStore = InMemoryLastUpdatedStore()
      list.model.refreshHeader = header
      var feed = ScrollAPIDrawingFeed()
      list.pull(through: [-120, -160, -200])
      _ = feed.update(component: header, on: list.model)
      #expect(header.state == .pulling)
      guard case .arrow(_, let rotation)? = feed.drawing?.presentation.accessory else {
        Issue.record("the arrow is drawn")
        return
      }
      #expect(rotation == 0, "Reduce Motion: the arrow does not turn")
      #expect(feed.drawing?.presentation.title == "Release to refresh", "the title tells that releasing refreshes")
      list.release()
    }
  }
}
