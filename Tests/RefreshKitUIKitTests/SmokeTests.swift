import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

@Suite @MainActor struct SmokeTests {
  @Test func aTableViewGetsAHeaderView() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.refreshKit.header = SimpleHeader()
    #expect(table.refreshKit.headerView != nil)
  }
}
