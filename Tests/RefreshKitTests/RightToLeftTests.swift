import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

/// In a right-to-left layout a horizontal list ends at the left: the trailer sits there, loads when the content is
/// pulled right and says so; every component's accessory goes right of its text.
@Suite @MainActor struct RightToLeftTests {
  /// Content 1000 wide in a 375 viewport, shown from its start, which in a right-to-left layout is the right end
  /// (offset 625); its end, where the trailer waits, is offset 0.
  func makeRightToLeftCarousel() -> (ScrollModel, SimpleTrailer, ActionCounter) {
    let list = makePhoneList(contentHeight: 667, contentWidth: 1000)
    let calls = ActionCounter()
    let trailer = SimpleTrailer { calls.count += 1 }
    trailer.language = "en"
    trailer.layoutDirection = .rightToLeft
    list.refreshTrailer = trailer
    list.contentOffset = CGPoint(x: 625, y: 0)
    return (list, trailer, calls)
  }

  /// Drags so that the content is pulled `points` right past its left edge.
  func pullRight(_ list: ScrollModel, contentBy points: CGFloat) {
    Finger.moveContent(list, toX: -list.adjustedContentInset.left - points)
  }

  @Test func theTrailerSitsLeftOfTheContentAndSaysPullRight() {
    let (list, trailer, _) = makeRightToLeftCarousel()
    #expect(trailer.frame == CGRect(x: -60, y: 0, width: 60, height: 667))
    #expect(trailer.title == "Pull right to load more")
    #expect(trailer.presentation.accessory == .arrow(.right, rotation: 0))
    #expect(trailer.presentation.accessibilityLabel == "Load more", "VoiceOver hears the state, not the gesture")
    #expect(list.refreshInset == .zero)
  }

  @Test func pullingRightPastTheTriggerAndReleasingLoadsAndHoldsOnTheLeft() {
    let (list, trailer, calls) = makeRightToLeftCarousel()
    list.contentOffset = .zero
    list.beginDrag()
    pullRight(list, contentBy: 45)
    #expect(trailer.state == .idle)
    expectNearly(trailer.showProgress, 0.75)
    pullRight(list, contentBy: 70)
    #expect(trailer.state == .pulling)
    #expect(trailer.title == "Release to load more")
    #expect(trailer.presentation.accessory == .arrow(.right, rotation: .pi))
    list.endDrag(velocity: CGPoint(x: 400, y: 0))
    #expect(trailer.state == .refreshing)
    #expect(calls.count == 1)
    #expect(list.refreshInset == Insets(left: 60))
    list.advance(by: 1)
    #expect(list.contentOffset == CGPoint(x: -60, y: 0))
    trailer.endRefreshing()
    #expect(list.refreshInset == .zero)
    list.advance(by: 1)
    #expect(list.contentOffset == .zero)
  }

  @Test func pullingLeftAtTheRightEndLoadsNothing() {
    let (list, trailer, calls) = makeRightToLeftCarousel()
    list.beginDrag()
    Finger.pullLeft(list, contentBy: 120)
    list.endDrag()
    #expect(trailer.state == .idle)
    #expect(calls.count == 0)
    #expect(list.refreshInset == .zero)
  }

  @Test func aBegunLoadScrollsToTheLeftEdge() {
    let (list, trailer, _) = makeRightToLeftCarousel()
    list.contentOffset = CGPoint(x: 100, y: 0)  // near the end, which is at the left (RevealTests: from afar)
    trailer.beginRefreshing()
    list.advance(by: 1)
    #expect(list.refreshInset == Insets(left: 60))
    #expect(list.contentOffset == CGPoint(x: -60, y: 0))
  }

  @Test func switchingTheDirectionMovesTheTrailerAndItsHold() {
    let (list, trailer, _) = makeRightToLeftCarousel()
    trailer.beginRefreshing()
    #expect(list.refreshInset == Insets(left: 60))
    trailer.layoutDirection = .leftToRight
    #expect(trailer.frame == CGRect(x: 1000, y: 0, width: 60, height: 667))
    #expect(list.refreshInset == Insets(right: 60))
    #expect(trailer.title == "Loading…")
    trailer.endRefreshing()
    #expect(trailer.title == "Pull left to load more")
  }

  @Test func anOverrideOrAnotherLanguageStillWinsInRightToLeft() {
    let (_, trailer, _) = makeRightToLeftCarousel()
    trailer.language = "ar"
    #expect(trailer.title == "اسحب لليمين لتحميل المزيد")
    trailer.language = "he"
    #expect(trailer.title == "משכו ימינה לטעינת עוד")
    trailer.setTitle("المزيد", for: .idle)
    #expect(trailer.title == "المزيد")
  }

  @Test func aHeadersAccessoryGoesRightOfItsTextMirrored() {
    let size = CGSize(width: 375, height: 54)
    let parts = (title: CGSize(width: 140, height: 18), subtitle: CGSize(width: 180, height: 16))
    let accessory = CGSize(width: 16, height: 20)
    let leftToRight = RefreshLayout(
      axis: .horizontal, bounds: size, safeAreaLeft: 44, titleSize: parts.title, subtitleSize: parts.subtitle,
      accessorySize: accessory)
    let rightToLeft = RefreshLayout(
      axis: .horizontal, bounds: size, safeAreaLeft: 44, titleSize: parts.title, subtitleSize: parts.subtitle,
      accessorySize: accessory, layoutDirection: .rightToLeft)
    let text = rightToLeft.subtitleFrame
    let arrow = rightToLeft.accessoryFrame
    #expect(leftToRight.accessoryFrame.map { $0.maxX < 375 / 2 } == true)
    // The text is centred in the part the safe area leaves (44...375); the arrow 20 points right of the 180-point
    // subtitle: 209.5 + 90 + 20 = 319.5.
    #expect(text == CGRect(x: 44, y: 27, width: 331, height: 27))
    #expect(arrow == CGRect(x: 319.5, y: 17, width: 16, height: 20))
  }

  @Test func aTrailersAccessorySitsAtItsRightEdgeMirrored() {
    let layout = RefreshLayout(
      axis: .vertical, bounds: CGSize(width: 60, height: 667), titleSize: CGSize(width: 14, height: 300),
      accessorySize: CGSize(width: 16, height: 20), layoutDirection: .rightToLeft)
    #expect(layout.accessoryFrame == CGRect(x: 39, y: 323.5, width: 16, height: 20))
    #expect(layout.titleFrame == CGRect(x: 0, y: 0, width: 44, height: 667))
  }
}

extension RightToLeftTests {
  @Test func voiceOversScrollLeftAtTheLeftEdgeLoadsTheTrailerInRightToLeft() {
    let (list, trailer, calls) = makeRightToLeftCarousel()
    list.contentOffset = .zero
    _ = list.accessibilityScroll(.right)
    #expect(trailer.state == .idle, "the right edge is where a right-to-left list starts: nothing loads there")
    list.contentOffset = .zero
    #expect(list.accessibilityScroll(.left))
    #expect(trailer.state == .refreshing)
    #expect(calls.count == 1)
  }
}
