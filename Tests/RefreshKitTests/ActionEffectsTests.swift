import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

/// Actions that end, begin, detach or change their own component.
@Suite @MainActor struct ActionEffectsTests {
  @Test func actionThatEndsAtOnceLeavesTheHeaderIdleAndTheContentSettles() {
    let list = makePhoneList()
    let calls = ActionCounter()
    let header = RefreshHeader()
    header.refreshingAction = { [unowned header] in
      calls.count += 1
      header.endRefreshing()
    }
    list.refreshHeader = header
    list.beginDrag()
    Finger.pullDown(list, contentBy: 100)
    list.endDrag()
    #expect(header.state == .idle)
    #expect(calls.count == 1)
    #expect(list.refreshInset == .zero)
    list.advance(by: 2)
    #expect(list.contentOffset.y == 0)
    #expect(calls.count == 1)
  }

  @Test func footerActionThatEndsAtOnceLoadsOncePerDrag() {
    let list = makePhoneList()
    let calls = ActionCounter()
    let footer = AutoRefreshFooter()
    footer.refreshingAction = { [unowned footer] in
      calls.count += 1
      footer.endRefreshing()
    }
    list.refreshFooter = footer
    list.contentOffset = CGPoint(x: 0, y: 1300)
    list.beginDrag()
    for target: CGFloat in [1380, 1390, 1360, 1400] { Finger.moveContent(list, toY: target) }
    list.endDrag(velocity: CGPoint(x: 0, y: -500))
    list.advance(by: 2)
    #expect(calls.count == 1)
    #expect(footer.state == .idle)
    #expect(list.refreshInset == Insets(bottom: 44))
  }

  @Test func detachingFromInsideTheActionLeavesNoHold() {
    let list = makePhoneList()
    let calls = ActionCounter()
    let header = RefreshHeader()
    header.refreshingAction = { [unowned list] in
      calls.count += 1
      list.refreshHeader = nil
    }
    list.refreshHeader = header
    list.beginDrag()
    Finger.pullDown(list, contentBy: 100)
    list.endDrag()
    #expect(calls.count == 1)
    #expect(header.state == .idle)
    #expect(header.scrollView == nil)
    #expect(list.refreshInset == .zero)
    list.advance(by: 2)
    #expect(list.contentOffset.y == 0)
  }
}
