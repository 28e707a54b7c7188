import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import RefreshKit
@testable import RefreshKitTools

/// The platform-free halves of issue 56's UIKit-path decisions, on the model: an assistive technology's focus that
/// reaches the end loads more, the haptic is prepared as a pull nears arming, the trailer's side follows what the
/// content does, and a refresh out of view is no accessible element.
@Suite @MainActor struct UIKitPathDecisionTests {
  /// A phone's list of 2,000 points with an auto footer 44 points tall.
  func listWithAutoFooter() -> (ScrollModel, AutoRefreshFooter) {
    let list = makePhoneList(contentHeight: 2000)
    let footer = AutoRefreshFooter {}
    list.refreshFooter = footer
    return (list, footer)
  }

  @Test func aFocusThatBroughtTheLastRowIntoViewLoadsMoreAndTheAppsScrollAloneDoesNot() {
    let (list, footer) = listWithAutoFooter()
    list.setContentOffset(CGPoint(x: 0, y: 2000 - 667), animated: false)  // the last row's bottom at the bottom
    #expect(footer.state == .idle, "the app's scroll loads nothing")
    list.assistiveTechnologyDidFocusContent()
    #expect(footer.state == .refreshing, "the user reached the end")
    #expect(footer.actionCount == 1)
    list.assistiveTechnologyDidFocusContent()
    #expect(footer.actionCount == 1, "one load")
  }

  @Test func aFocusAboveTheEndOrOnContentThatFitsLoadsNothing() {
    let (list, footer) = listWithAutoFooter()
    list.setContentOffset(CGPoint(x: 0, y: 2000 - 667 - 1), animated: false)
    list.assistiveTechnologyDidFocusContent()
    #expect(footer.state == .idle, "a point short of the end")
    list.contentSize.height = 300
    list.setContentOffset(.zero, animated: false)
    list.assistiveTechnologyDidFocusContent()
    #expect(footer.state == .idle, "short content: a tap or the rotor's action loads it")
    footer.endRefreshingWithNoMoreData()
    list.contentSize.height = 2000
    list.setContentOffset(CGPoint(x: 0, y: 2000 - 667), animated: false)
    list.assistiveTechnologyDidFocusContent()
    #expect(footer.state == .noMoreData)
  }

  @Test func theHapticIsDueOnlyWhileAPullIsHalfwayToArming() {
    let list = makePhoneList()
    let header = RefreshHeader {}
    list.refreshHeader = header
    #expect(!header.hapticMayPlaySoon)
    Finger.moveContent(list, toY: -20)
    #expect(!header.hapticMayPlaySoon, "a third of the way")
    Finger.moveContent(list, toY: -30)
    #expect(header.hapticMayPlaySoon, "past half of 54 points")
    Finger.moveContent(list, toY: -60)
    #expect(header.state == .pulling)
    #expect(!header.hapticMayPlaySoon, "armed: the haptic has played")
    header.playsHaptics = false
    Finger.moveContent(list, toY: -30)
    #expect(!header.hapticMayPlaySoon, "haptics off")
    list.endDrag()
  }

  @Test func theTrailerGoesLeftOnlyWhenTheContentMirrorsItself() {
    #expect(RefreshLayoutDirection.ofContent(in: .rightToLeft, mirrorsContent: true) == .rightToLeft)
    #expect(RefreshLayoutDirection.ofContent(in: .rightToLeft, mirrorsContent: false) == .leftToRight)
    #expect(RefreshLayoutDirection.ofContent(in: .leftToRight, mirrorsContent: true) == .leftToRight)
  }

  @Test func aHeaderRefreshingAScreenfulAwayIsNoElementAndOneScrollingIntoViewIs() {
    let list = makePhoneList(contentHeight: 10_000)
    let header = RefreshHeader {}
    list.refreshHeader = header
    list.setContentOffset(CGPoint(x: 0, y: 3000), animated: false)
    header.beginRefreshing()
    #expect(header.isRefreshing)
    #expect(!header.isAccessibilityElement, "3,000 points away: VoiceOver cannot land on it")
    header.endRefreshing()
    list.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    header.beginRefreshing()
    #expect(list.isAnimatingContentOffset)
    #expect(header.isAccessibilityElement, "scrolling into view")
    list.advance(by: 1)
    #expect(header.isAccessibilityElement, "in view")
  }

  @Test func touchesWaitOnlyWhileTheGlidesDrawingLagsHalfARowOrMore() {
    #expect(GlideTouchHold.duration(distance: 21.9, over: 0.4) == 0, "a tap lands on the row drawn under the finger")
    #expect(GlideTouchHold.duration(distance: -15, over: 0.4) == 0)
    let header = GlideTouchHold.duration(distance: 54, over: 0.4)
    #expect(header > 0.2 && header < 0.3, "a header's whole hold: the first part of the glide only")
    let far = GlideTouchHold.duration(distance: 2000, over: 0.4)
    #expect(far > header && far < 0.4, "a longer glide holds them longer, never past its end")
    #expect(GlideTouchHold.duration(distance: .infinity, over: 0.4) == 0, "refused: nothing held back")
    #expect(GlideTouchHold.duration(distance: 54, over: 0) == 0)
    let half = GlideTouchHold.time(atEasedProgress: 0.5)
    #expect(abs(half - 0.5) < 1e-6, "the ease-in-ease-out curve is symmetric")
  }
}
