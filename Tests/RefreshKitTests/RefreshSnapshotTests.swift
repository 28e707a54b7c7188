import Foundation
import RefreshKitSwiftUI
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

/// The values a custom view draws a component from, taken together (issue 44, item 1): what the SwiftUI modifiers
/// hand to an app's `content` view.
@Suite @MainActor struct RefreshSnapshotTests {
  @Test func aSnapshotFollowsThePullTheRefreshAndTheEnd() {
    let list = makePhoneList()
    let header = SimpleHeader {}
    list.refreshHeader = header
    #expect(RefreshSnapshot(of: header).state == .idle)
    #expect(RefreshSnapshot(of: header).showProgress == 0)
    pullDown(list, by: 54)
    let half = RefreshSnapshot(of: header)
    #expect(half.state == .idle)
    #expect(half.showProgress > 0 && half.showProgress < 1)
    #expect(half.presentation == header.presentation)
    #expect(half.presentation.title != nil)
    list.drag(by: CGPoint(x: 0, y: 200))
    let armed = RefreshSnapshot(of: header)
    #expect(armed.state == .pulling)
    #expect(armed.showProgress > 1)
    list.endDrag()
    list.advance(by: 1)
    let refreshing = RefreshSnapshot(of: header)
    #expect(refreshing.isRefreshing)
    #expect(refreshing != armed)
    header.endRefreshing()
    list.advance(by: 1)
    #expect(RefreshSnapshot(of: header).state == .idle)
  }

  @Test func aBadProgressGivenByHandIsTakenAsRest() {
    #expect(RefreshSnapshot(state: .idle, showProgress: .nan).showProgress == 0)
    #expect(RefreshSnapshot(state: .idle, showProgress: -3).showProgress == 0)
    #expect(RefreshSnapshot(state: .pulling, showProgress: 1.5).showProgress == 1.5)
    #expect(!RefreshSnapshot(state: .pulling, showProgress: 1.5).isRefreshing)
  }
}
