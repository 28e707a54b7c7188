import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// Rotation, a sheet's detent and a split view's resize set the scroll view's frame, which UIKit reports to no
/// observer of `bounds` (issue 53b, item 1): what the user sees once the list has its new size.
@Suite(.serialized) @MainActor struct RotationTests {
  @Test func settingTheFrameReportsTheOffsetAndNoBounds() {
    let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    list.contentSize = CGSize(width: 390, height: 2000)
    list.contentOffset.y = 1156  // the end of the list
    final class Log: @unchecked Sendable { var keys: [String] = [] }
    let log = Log()
    let observations = [
      list.observe(\.bounds) { _, _ in log.keys.append("bounds") },
      list.observe(\.contentOffset) { _, _ in log.keys.append("contentOffset") },
    ]
    list.frame = CGRect(x: 0, y: 0, width: 844, height: 390)  // landscape
    #expect(list.bounds.size == CGSize(width: 844, height: 390))
    #expect(log.keys == ["contentOffset"], "the offset adjustment reports; setFrame: does not go through setBounds:")
    #expect(list.contentOffset.y == 1156, "still inside the resting range")
    log.keys = []
    list.frame = CGRect(x: 0, y: 0, width: 390, height: 844)  // portrait again
    #expect(log.keys == ["contentOffset"])
    log.keys = []
    list.frame = CGRect(x: 0, y: 0, width: 390, height: 1000)  // a taller sheet detent: the end moves up
    #expect(list.contentOffset.y == 1000, "clamped to the new end")
    #expect(log.keys == ["bounds", "contentOffset"], "the clamp's offset moves the bounds' origin, as any scroll does")
    _ = observations
  }

  @Test func aShortListsFooterMovesToTheBottomOfTheRotatedList() throws {
    try onScreen(contentHeight: 300) { screen in
      screen.table.refreshKit.footer = SimpleBackFooter {}
      FrameClock.advance()
      let portrait = try #require(screen.table.refreshKit.footerView?.frame)
      #expect(portrait.minY == 844, "below the visible area of a list shorter than the screen")
      screen.table.frame = CGRect(x: 0, y: 0, width: 844, height: 390)  // landscape
      FrameClock.advance()
      #expect(screen.table.refreshKit.model.frame.size == CGSize(width: 844, height: 390))
      let landscape = try #require(screen.table.refreshKit.footerView?.frame)
      #expect(landscape.minY == 390, "at the bottom of the landscape list, not 454 points below it")
      #expect(landscape.width == 844, "as wide as the rotated list")
    }
  }

  @Test func aTrailerMovesToTheRightEdgeOfAWidenedCarousel() {
    onScreen { screen in
      let carousel = screen.addCarousel(trailer: SimpleTrailer {})
      #expect(carousel.refreshKit.trailerView?.frame.minX == 390)
      carousel.frame = CGRect(x: 0, y: 0, width: 600, height: 200)  // a split view gives the carousel more room
      FrameClock.advance()
      #expect(carousel.refreshKit.trailerView?.frame.minX == 600, "at the right edge of the wider carousel")
      carousel.drag(through: [CGPoint(x: 20, y: 0), CGPoint(x: 60, y: 0)])
      #expect(carousel.refreshKit.trailer?.state == .pulling, "pulled past the new right edge: armed")
      carousel.liftFinger()
      FrameClock.advance(seconds: 1)
      carousel.removeFromSuperview()
    }
  }

  @Test func aRefreshingHeaderStaysHeldAcrossARotationAndItsEndRestsAtTheTop() {
    withDefaults {
      let phone = Phone(contentHeight: 300)
      phone.pullToRefresh()
      phone.list.frame = CGRect(x: 0, y: 0, width: 844, height: 390)  // landscape
      FrameClock.advance(frames: 1)
      #expect(phone.refreshKit.model.frame.size == CGSize(width: 844, height: 390))
      #expect(phone.headerView?.frame == CGRect(x: 0, y: -54, width: 844, height: 54))
      #expect(phone.list.contentOffset.y == -54, "still held open")
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 0.5)
      #expect(phone.list.contentInset == .zero)
      #expect(phone.list.contentOffset == .zero)
      phone.tearDown()
    }
  }
}
