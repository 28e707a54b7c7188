@preconcurrency import QuartzCore
import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// What a user sees when UIKit's scrolling and safe area behave as its own code does (issue 53, items 6, 4 and 5).
@Suite(.serialized) @MainActor struct UIKitScrollingFidelityTests {
  // MARK: - Item 6: setContentOffset stops a deceleration

  /// A fling down the list, its deceleration under way.
  private func flinging() -> Phone {
    let phone = Phone()
    phone.list.drag(through: [CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 200)])
    phone.list.liftFinger(velocity: CGPoint(x: 0, y: -3000))
    FrameClock.advance(frames: 3)
    return phone
  }

  @Test func anAppsScrollToTopDuringAFlingLeavesTheListAtTheTopAtRest() {
    withDefaults {
      let phone = flinging()
      #expect(phone.list.isDecelerating)
      phone.list.setContentOffset(.zero, animated: false)  // the app's "back to top"
      FrameClock.advance(seconds: 1)
      #expect(phone.list.contentOffset == .zero, "the fling stopped where the app put the list")
      #expect(!phone.list.isDecelerating)
      #expect(!phone.refreshKit.model.isDecelerating, "the layer knows the list rests")
      #expect(!phone.linkRuns, "and its frames stop")
      #expect(phone.header.state == .idle)
      phone.tearDown()
    }
  }

  @Test func aListTakenOffScreenMidFlingIsAtRestWhenShownAgain() {
    withDefaults {
      let phone = flinging()
      phone.list.removeFromSuperview()  // another tab is chosen
      let offset = phone.list.contentOffset
      FrameClock.advance(seconds: 1)
      #expect(phone.list.contentOffset == offset, "off screen the list stopped scrolling")
      #expect(!phone.linkRuns)
      phone.show()
      FrameClock.advance(frames: 2)
      #expect(!phone.list.isDecelerating)
      #expect(!phone.refreshKit.model.isDecelerating, "shown again, the layer knows it rests")
      #expect(!phone.linkRuns)
      phone.pull(by: 0)
      phone.tearDown()
    }
  }

  @Test func anAnimatedScrollToWhereTheContentIsReportsNothingAndOffScreenOneIsImmediate() {
    withDefaults {
      let phone = Phone()
      phone.list.contentOffset.y = 300
      final class Count: @unchecked Sendable { var value = 0 }
      let reports = Count()
      let observation = phone.list.observe(\.contentOffset) { _, _ in reports.value += 1 }
      phone.list.setContentOffset(CGPoint(x: 0, y: 300.1), animated: true)  // the same pixel on 3×
      FrameClock.advance(seconds: 0.5)
      #expect(reports.value == 0, "nothing to animate: no report")
      phone.list.removeFromSuperview()
      phone.list.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
      #expect(phone.list.contentOffset.y == 100, "in no window the move is immediate")
      observation.invalidate()
    }
  }

  // MARK: - Item 4: the adjusted inset, read afresh (UIKit never reports it by key-value observing)

  /// Where the header's top is on the screen.
  private func headerTop(_ phone: Phone) -> CGFloat? {
    phone.headerView.map { $0.convert($0.bounds, to: phone.window).minY }
  }

  @Test func aRefreshingHeaderStaysRightUnderALargeTitleThatCollapsesAndExpandsAsTheListScrolls() {
    withDefaults {
      let phone = Phone(safeArea: UIEdgeInsets(top: 140, left: 0, bottom: 34, right: 0))  // a large title
      phone.pullToRefresh()
      #expect(phone.list.contentOffset.y == -194)
      #expect(headerTop(phone) == 140, "right under the large title")
      // The user scrolls down while it refreshes: the title collapses into the 96-pt bar under the finger.
      phone.list.drag(through: [CGPoint(x: 0, y: -100), CGPoint(x: 0, y: 0)])
      phone.window.safeAreaInsets.top = 96
      phone.list.drag(through: [CGPoint(x: 0, y: 200)])
      phone.list.liftFinger()
      FrameClock.advance(seconds: 1)
      // Back at the top: the header rests right under the small bar.
      phone.list.drag(through: [CGPoint(x: 0, y: 100), CGPoint(x: 0, y: -100), CGPoint(x: 0, y: -150)])
      phone.list.liftFinger()
      FrameClock.advance(seconds: 1)
      #expect(phone.header.state == .refreshing)
      #expect(phone.list.contentOffset.y == -150)
      #expect(headerTop(phone) == 96, "right under the small bar")
      // Pulled on, the title expands again: released, the header rests right under it.
      phone.list.drag(through: [CGPoint(x: 0, y: -170), CGPoint(x: 0, y: -200)])
      phone.window.safeAreaInsets.top = 140
      phone.list.drag(through: [CGPoint(x: 0, y: -210)])
      phone.list.liftFinger()
      FrameClock.advance(seconds: 1)
      #expect(phone.refreshes == 1, "one refresh throughout")
      #expect(phone.list.contentOffset.y == -194)
      #expect(headerTop(phone) == 140, "right under the large title again")
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 1)
      #expect(phone.header.state == .idle)
      #expect(phone.list.contentOffset.y == -140, "the list's top right under the large title")
      phone.tearDown()
    }
  }

  @Test func aSearchBarThatReappearsAsTheUserScrollsBackToTheTopLeavesTheIdleHeaderHidden() {
    withDefaults {
      let phone = Phone(safeArea: UIEdgeInsets(top: 96, left: 0, bottom: 34, right: 0))  // the search field hidden
      phone.list.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
      // The user scrolls back to the top, where the 56-pt search field slides out under the bar.
      phone.list.drag(through: [CGPoint(x: 0, y: 200), CGPoint(x: 0, y: 0), CGPoint(x: 0, y: -96)])
      phone.window.safeAreaInsets.top = 152
      FrameClock.commit()
      phone.list.drag(through: [CGPoint(x: 0, y: -130), CGPoint(x: 0, y: -152)])
      #expect(phone.header.showProgress == 0, "at the top under the search field, not pulled")
      #expect(phone.header.state == .idle)
      #expect((headerTop(phone) ?? 0) <= 152 - 54, "hidden under the bar and the search field")
      phone.list.liftFinger()
      FrameClock.advance(seconds: 1)
      #expect(phone.refreshes == 0, "no pull, no refresh")
      #expect(phone.list.contentOffset.y == -152)
      #expect(phone.header.state == .idle)
      phone.tearDown()
    }
  }

  @Test func aBannerTallerThanTheHeaderAddedAtRestLeavesTheIdleHeaderHiddenAndATapRefreshesNothing() {
    withDefaults {
      let phone = Phone(safeArea: UIEdgeInsets(top: 96, left: 0, bottom: 34, right: 0))
      // The app shows a 60-pt banner through additionalSafeAreaInsets, and later takes it away, at rest.
      phone.window.safeAreaInsets.top = 156
      FrameClock.commit()
      #expect(phone.list.contentOffset.y == -156, "UIKit keeps the list's top below the banner")
      #expect(phone.header.showProgress == 0, "the list was not pulled")
      #expect((headerTop(phone) ?? 0) <= 156 - 54, "hidden under the bar and the banner")
      phone.list.tapContent()
      FrameClock.advance(seconds: 1)
      #expect(phone.refreshes == 0, "a tap refreshes nothing")
      phone.window.safeAreaInsets.top = 96
      FrameClock.commit()
      #expect(phone.list.contentOffset.y == -96)
      #expect(phone.header.showProgress == 0)
      #expect(phone.header.state == .idle)
      phone.tearDown()
    }
  }

  @Test func aLargeTitleThatCollapsesAsTheListScrollsMovesTheHeaderUnderTheSmallBarWithNoAdjustedInsetReport() {
    withDefaults {
      let phone = Phone(safeArea: UIEdgeInsets(top: 140, left: 0, bottom: 34, right: 0))  // a large title
      #expect(phone.list.contentOffset.y == -140)
      // The user scrolls down: the large title collapses into the 96-pt bar as the content moves.
      phone.list.drag(through: [CGPoint(x: 0, y: -100), CGPoint(x: 0, y: 0)])
      phone.window.safeAreaInsets.top = 96
      phone.list.drag(through: [CGPoint(x: 0, y: 200), CGPoint(x: 0, y: 300)])
      phone.list.liftFinger()
      FrameClock.advance(seconds: 1)
      #expect(phone.list.adjustedContentInset.top == 96)
      // Back at the top under the small bar, a pull past the header refreshes and holds it below the bar.
      phone.list.setContentOffset(CGPoint(x: 0, y: -96), animated: false)
      phone.pullToRefresh()
      #expect(phone.refreshes == 1, "the header's threshold follows the bar that collapsed")
      #expect(phone.list.contentOffset.y == CGFloat(-150), "held in view below the small bar")
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 1)
      phone.tearDown()
    }
  }

  @Test func aSearchBarThatHidesOnScrollIsFollowedWithNoAdjustedInsetReport() {
    withDefaults {
      let phone = Phone(safeArea: UIEdgeInsets(top: 152, left: 0, bottom: 34, right: 0))  // bar and search field
      phone.list.drag(through: [CGPoint(x: 0, y: -100), CGPoint(x: 0, y: 100)])
      phone.window.safeAreaInsets.top = 96  // the search field hides as the list scrolls
      phone.list.drag(through: [CGPoint(x: 0, y: 150)])
      phone.list.liftFinger()
      FrameClock.advance(seconds: 1)
      phone.list.setContentOffset(CGPoint(x: 0, y: -96), animated: false)
      phone.pullToRefresh()
      #expect(phone.refreshes == 1)
      #expect(phone.list.contentOffset.y == CGFloat(-150))
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 1)
      phone.tearDown()
    }
  }

  @Test func anInsetTheAppWritesAtRestWithNoAdjustedInsetReportStillGetsTheHoldBack() {
    // UIKit never reports adjustedContentInset by key-value observing (the double neither).
    withDefaults {
      let phone = Phone()
      phone.pullToRefresh()
      #expect(phone.list.contentInset.top == 54)
      #expect(phone.list.contentOffset.y == -54)
      // A layout pass sets the app's own inset over the hold, at rest, and nothing scrolls afterwards: UIKit clamps the
      // offset inside the write (a scroll report, before the inset has changed for anyone reading the adjusted inset).
      phone.list.contentInset.top = 20
      #expect(phone.list.contentInset.top == 74, "the app's 20 points and the header's hold")
      #expect(phone.list.contentOffset.y == -54, "the content is put back where it was: the refreshing header shows")
      #expect(phone.header.state == .refreshing)
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 1)
      #expect(phone.list.contentInset.top == 20, "the app's inset stays after the end")
      #expect(phone.list.contentOffset.y == -20)
      phone.tearDown()
    }
  }

  // MARK: - Item 5: a safe-area change at rest moves the offset

  @Test func aBannerAddedToTheSafeAreaAtRestPushesTheListDownAndTheHeaderFollowsIt() {
    withDefaults {
      let phone = Phone(safeArea: UIEdgeInsets(top: 96, left: 0, bottom: 34, right: 0))
      #expect(phone.list.contentOffset.y == -96)
      // The app shows a 44-pt banner through additionalSafeAreaInsets: the safe area's top grows at rest.
      phone.window.safeAreaInsets.top = 140
      FrameClock.commit()
      #expect(phone.list.contentOffset.y == -140, "UIKit keeps the list's top below the banner")
      phone.pullToRefresh()
      #expect(phone.refreshes == 1, "the header's threshold follows the banner")
      #expect(phone.list.contentOffset.y == CGFloat(-194), "held in view below the banner")
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 1)
      #expect(phone.list.contentOffset.y == -140)
      phone.tearDown()
    }
  }

  @Test func theLayersHiddenViewHearsNoSafeAreaOnTheEdgesTheListAppliesToItsInset() {
    withDefaults {
      let phone = Phone(safeArea: UIEdgeInsets(top: 96, left: 0, bottom: 34, right: 0))
      let host = phone.list.subviews.first { $0.isHidden && $0 is RefreshKitHostView }
      #expect(host?.safeAreaInsets.top == 0, "a vertical list applies its top safe area to its inset")
      phone.tearDown()
    }
  }
}
