import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// The app's own inset, the safe area, rotation and the window, while a header refreshes.
@Suite(.serialized) @MainActor struct WindowAndInsetTests {
  static let notch = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

  @Test func underTheNotchTheHeaderRefreshesBelowItAndTheInsetIsTheHoldAlone() {
    withDefaults {
      let phone = Phone(safeArea: Self.notch)
      #expect(phone.list.adjustedContentInset == Self.notch)
      #expect(phone.list.contentOffset == CGPoint(x: 0, y: -47))
      phone.pullToRefresh()
      #expect(phone.header.state == .refreshing)
      #expect(phone.list.contentInset == UIEdgeInsets(top: 54, left: 0, bottom: 0, right: 0))
      #expect(phone.list.adjustedContentInset.top == 101)
      #expect(phone.list.contentOffset == CGPoint(x: 0, y: -101), "the header rests below the notch")
      #expect(phone.headerView?.frame == CGRect(x: 0, y: -54, width: 390, height: 54))
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 0.5)
      #expect(phone.list.contentInset == .zero)
      #expect(phone.list.adjustedContentInset == Self.notch)
      #expect(phone.list.contentOffset == CGPoint(x: 0, y: -47))
      phone.tearDown()
    }
  }

  @Test func theAppsOwnInsetWrittenDirectlyStaysWhatItSetPlusWhatTheHeaderHolds() {
    withDefaults {
      let phone = Phone()
      let list = phone.list
      list.contentInset.top = 100  // a bar of the app's own
      list.contentOffset.y = -100
      #expect(phone.refreshKit.contentInset.top == 100)
      phone.pullToRefresh()
      #expect(phone.header.state == .refreshing)
      #expect(list.contentInset.top == 154)
      #expect(list.contentOffset == CGPoint(x: 0, y: -154))
      list.contentInset.bottom += 300  // a panel of the app's
      #expect(list.contentInset == UIEdgeInsets(top: 154, left: 0, bottom: 300, right: 0))
      list.contentInset.bottom -= 300
      #expect(list.contentInset == UIEdgeInsets(top: 154, left: 0, bottom: 0, right: 0))
      list.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 20, right: 0)  // the app's whole inset again
      #expect(list.contentInset == UIEdgeInsets(top: 154, left: 0, bottom: 20, right: 0), "the hold stays")
      #expect(phone.refreshKit.contentInset == UIEdgeInsets(top: 100, left: 0, bottom: 20, right: 0))
      #expect(phone.header.state == .refreshing)
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 0.5)
      #expect(list.contentInset == UIEdgeInsets(top: 100, left: 0, bottom: 20, right: 0), "exactly the app's")
      #expect(list.contentOffset == CGPoint(x: 0, y: -100))
      phone.tearDown()
    }
  }

  @Test func theKeyboardsInsetThroughRefreshKitIsExactDuringARefreshAndAfterIt() {
    withDefaults {
      let phone = Phone(safeArea: Self.notch)
      phone.pullToRefresh()
      phone.refreshKit.contentInset.bottom += 300  // the keyboard shows
      #expect(phone.list.contentInset == UIEdgeInsets(top: 54, left: 0, bottom: 300, right: 0))
      #expect(phone.list.adjustedContentInset == UIEdgeInsets(top: 101, left: 0, bottom: 334, right: 0))
      #expect(phone.header.state == .refreshing)
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 0.5)
      #expect(phone.list.contentInset == UIEdgeInsets(top: 0, left: 0, bottom: 300, right: 0))
      phone.refreshKit.contentInset.bottom -= 300  // the keyboard hides
      #expect(phone.list.contentInset == .zero)
      #expect(phone.list.adjustedContentInset == Self.notch)
      #expect(phone.refreshKit.contentInset == .zero)
      phone.tearDown()
    }
  }

  @Test func theKeyboardShowingAndHidingMidRefreshLeavesTheHoldAlone() {
    withDefaults {
      let phone = Phone()
      phone.pullToRefresh()
      phone.refreshKit.contentInset.bottom += 300
      phone.refreshKit.contentInset.bottom -= 300
      #expect(phone.list.contentInset == UIEdgeInsets(top: 54, left: 0, bottom: 0, right: 0))
      #expect(phone.list.contentOffset == CGPoint(x: 0, y: -54))
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 0.5)
      #expect(phone.list.contentInset == .zero)
      phone.tearDown()
    }
  }

  @Test func rotatingMidRefreshWidensTheHeaderAndKeepsTheHold() {
    withDefaults {
      let phone = Phone()
      phone.pullToRefresh()
      phone.list.frame = CGRect(x: 0, y: 0, width: 844, height: 390)  // landscape
      FrameClock.advance(frames: 1)
      #expect(phone.header.state == .refreshing)
      #expect(phone.list.contentInset.top == 54)
      #expect(phone.headerView?.frame == CGRect(x: 0, y: -54, width: 844, height: 54))
      phone.list.frame = CGRect(x: 0, y: 0, width: 390, height: 844)  // portrait again
      FrameClock.advance(frames: 1)
      #expect(phone.headerView?.frame == CGRect(x: 0, y: -54, width: 390, height: 54))
      #expect(phone.list.contentOffset == CGPoint(x: 0, y: -54))
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 0.5)
      #expect(phone.list.contentInset == .zero)
      #expect(phone.list.contentOffset == .zero)
      phone.tearDown()
    }
  }

  @Test func aRefreshGoesOnWhileTheListIsOffScreenAndABeginThereWaitsForItsReturn() {
    withDefaults {
      let phone = Phone()
      phone.pullToRefresh()
      phone.list.removeFromSuperview()  // another tab
      FrameClock.advance(frames: 1)
      #expect(phone.header.state == .refreshing)
      #expect(phone.list.contentInset.top == 54)
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 0.5)
      #expect(phone.header.state == .idle)
      #expect(phone.list.contentInset == .zero)
      phone.header.beginRefreshing()
      #expect(phone.header.state == .willRefresh, "a begin off screen waits for the window")
      #expect(phone.refreshes == 1)
      phone.show()
      #expect(phone.header.state == .refreshing)
      #expect(phone.refreshes == 2)
      FrameClock.advance(seconds: 0.3)
      #expect(phone.list.contentOffset == CGPoint(x: 0, y: -54), "the header is revealed on return")
      #expect(phone.list.contentInset.top == 54)
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 0.5)
      phone.tearDown()
    }
  }

  @Test func aListThatLeavesMidRefreshAndComesBackStillHoldsTheHeaderInView() {
    withDefaults {
      let phone = Phone()
      phone.pullToRefresh()
      phone.list.removeFromSuperview()
      FrameClock.advance(seconds: 1)
      phone.show()
      #expect(phone.header.state == .refreshing)
      #expect(phone.refreshes == 1, "no second refresh")
      #expect(phone.list.contentInset.top == 54)
      #expect(phone.headerView?.frame == CGRect(x: 0, y: -54, width: 390, height: 54))
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 0.5)
      #expect(phone.list.contentInset == .zero)
      phone.tearDown()
    }
  }
}
