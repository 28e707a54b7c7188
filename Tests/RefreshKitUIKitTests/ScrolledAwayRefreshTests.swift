import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// A refresh that runs while the list is scrolled deep in its rows (issue 56, item 1): a plain table's section
/// headers pin at `contentOffset.y + adjustedContentInset.top`, so any top hold held there hangs them that far below
/// the bar, with rows showing above them. The hold follows the offset, as MJRefresh's header recomputes its inset on
/// every offset change while refreshing.
@Suite(.serialized) @MainActor struct ScrolledAwayRefreshTests {
  /// A phone with 10,000 points of rows under a 47-point bar, scrolled to `offsetY`, at rest.
  func phone(scrolledTo offsetY: CGFloat) -> Phone {
    let phone = Phone(contentHeight: 10_000, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    phone.list.contentOffset = CGPoint(x: 0, y: offsetY)
    FrameClock.advance(frames: 1)
    return phone
  }

  @Test func aRefreshBegunFromCodeDeepInTheListLeavesThePinnedSectionHeadersUnderTheBar() {
    withDefaults {
      let phone = phone(scrolledTo: 3000)
      phone.header.beginRefreshing()
      FrameClock.advance(seconds: 0.5)
      #expect(phone.header.state == .refreshing)
      #expect(phone.refreshes == 1)
      #expect(phone.list.contentOffset.y == 3000, "the rows the user reads stay where they are")
      #expect(phone.list.contentInset.top == 0, "no hold above rows the header is a screenful away from")
      #expect(phone.list.adjustedContentInset.top == 47, "pinned section headers sit right under the bar")
      phone.tearDown()
    }
  }

  @Test func anExpiredHeaderDeepInTheListHoldsNothingAboveTheRows() {
    withDefaults {
      let phone = phone(scrolledTo: 400)
      #expect(phone.header.refreshIfExpired(after: 60))
      FrameClock.advance(seconds: 0.5)
      #expect(phone.header.state == .refreshing)
      #expect(phone.list.contentOffset.y == 400)
      #expect(phone.list.adjustedContentInset.top == 47)
      phone.tearDown()
    }
  }

  @Test func theAppScrollingDeepWhileTheHeaderRefreshesTakesTheHoldAway() {
    withDefaults {
      let phone = phone(scrolledTo: -47)
      phone.pullToRefresh()
      #expect(phone.list.contentInset.top == 54, "pulled: the header is held in view")
      phone.list.setContentOffset(CGPoint(x: 0, y: 3000), animated: false)  // scrollToRow(at:at:animated:)
      #expect(phone.header.state == .refreshing)
      #expect(phone.list.contentInset.top == 0, "no gap above the pinned section headers")
      #expect(phone.list.contentOffset.y == 3000)
      phone.list.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
      FrameClock.advance(frames: 1)
      #expect(phone.list.contentInset.top == 0, "the app's scroll short of the top never grows the hold")
      phone.list.setContentOffset(CGPoint(x: 0, y: -47), animated: false)  // back to the top by code
      FrameClock.advance(seconds: 0.5)
      #expect(phone.list.contentInset.top == 54, "at the top, the refreshing header is held whole again")
      #expect(phone.list.contentOffset.y == -101, "and in view, as a pull there shows it")
      #expect(phone.header.state == .refreshing)
      phone.tearDown()
    }
  }

  @Test func aRefreshBegunFromCodeDeepInAListItsActionEmptiesShowsTheHeaderHeldAtTheTop() {
    withDefaults {
      let phone = phone(scrolledTo: 3000)
      phone.header.refreshingAction = { phone.list.contentSize = CGSize(width: 375, height: 0) }  // removeAll, reload
      phone.header.beginRefreshing()
      FrameClock.advance(seconds: 0.5)
      #expect(phone.header.state == .refreshing)
      #expect(phone.list.contentOffset.y == -101, "the empty list sits at its top with the refreshing header in view")
      #expect(phone.list.contentInset.top == 54, "held whole")
      phone.tearDown()
    }
  }

  @Test func aRefreshBegunFromCodeDeepInTheListNeverWritesTheInset() {
    withDefaults {
      let phone = phone(scrolledTo: 3000)
      let writesBefore = phone.list.contentInsetWrites.count
      phone.header.beginRefreshing()
      FrameClock.advance(seconds: 0.5)
      #expect(phone.header.state == .refreshing)
      #expect(
        phone.list.contentInsetWrites.count == writesBefore,
        "no hold written and taken back in the same turn: the inset is never touched")
      #expect(phone.list.adjustedContentInset.top == 47)
      phone.tearDown()
    }
  }

  @Test func theAppScrollingAFewRowsDownWhileTheHeaderRefreshesLeavesThePinnedSectionHeadersUnderTheBar() {
    withDefaults {
      let phone = phone(scrolledTo: -47)
      phone.pullToRefresh()
      #expect(phone.list.contentOffset.y == -101)
      let writesBefore = phone.list.contentInsetWrites.count
      phone.list.setContentOffset(CGPoint(x: 0, y: -81), animated: false)
      FrameClock.advance(frames: 1)
      #expect(phone.list.contentInset.top == 34, "20 points of the header are under the rows: 34 still show")
      #expect(phone.list.contentInsetWrites.count - writesBefore == 1, "one write, of what still shows")
      #expect(phone.list.contentOffset.y == -81, "the rows stay where the app put them")
      FrameClock.advance(seconds: 0.5)
      phone.list.setContentOffset(CGPoint(x: 0, y: 300), animated: false)  // scrollToRow(at:at:animated:)
      FrameClock.advance(frames: 1)
      #expect(phone.list.contentInset.top == 0, "less than a screen away, no gap above the pinned section headers")
      #expect(phone.list.adjustedContentInset.top == 47, "they sit right under the bar")
      #expect(phone.list.contentOffset.y == 300)
      #expect(phone.header.state == .refreshing)
      phone.tearDown()
    }
  }

  @Test func theAppScrollingAFewRowsDownThenMakingRoomForTheKeyboardLeavesNoGapAbovePinnedHeaders() {
    withDefaults {
      let phone = phone(scrolledTo: -47)
      phone.pullToRefresh()
      phone.list.setContentOffset(CGPoint(x: 0, y: 300), animated: false)  // scrollToRow(at:at:animated:)
      phone.list.contentInset.bottom = 336  // in the same turn, room for the keyboard
      FrameClock.advance(frames: 1)
      #expect(phone.list.contentInset.top == 0, "the rows still cover the header: no gap above pinned headers")
      #expect(phone.list.adjustedContentInset.top == 47, "they sit right under the bar")
      #expect(phone.list.contentOffset.y == 300, "the rows stay where the app put them")
      #expect(phone.list.contentInset.bottom == 336, "the app's inset is kept")
      #expect(phone.header.state == .refreshing)
      phone.tearDown()
    }
  }

  @Test func theAppGlidingAFewRowsDownWhileTheHeaderRefreshesEndsWithNoGapAbovePinnedHeaders() {
    withDefaults {
      let phone = phone(scrolledTo: -47)
      phone.pullToRefresh()
      phone.list.setContentOffset(CGPoint(x: 0, y: 400), animated: true)  // scrollToRow(at:at:animated: true)
      FrameClock.advance(seconds: 1)
      #expect(phone.list.contentOffset.y == 400)
      #expect(phone.list.contentInset.top == 0)
      #expect(phone.list.adjustedContentInset.top == 47)
      #expect(phone.header.state == .refreshing)
      phone.tearDown()
    }
  }

  @Test func aUserWhoScrollsBackAndPullsSeesTheHeaderRefreshingThere() {
    withDefaults {
      let phone = phone(scrolledTo: 3000)
      phone.header.beginRefreshing()
      FrameClock.advance(seconds: 0.5)
      phone.list.setContentOffset(CGPoint(x: 0, y: -47), animated: false)
      FrameClock.advance(frames: 1)
      phone.pull(by: 80)
      FrameClock.advance(seconds: 1)
      #expect(phone.header.state == .refreshing)
      #expect(phone.refreshes == 1, "the pull shows the refresh under way; it starts no second one")
      #expect(phone.list.contentInset.top == 54, "the header holds in view again")
      #expect(phone.list.contentOffset.y == -101)
      phone.tearDown()
    }
  }
}
