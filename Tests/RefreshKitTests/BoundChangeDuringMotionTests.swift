import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

/// A bound that moves under moving content (a page appended, an inset or a hold that comes or goes) never turns the
/// motion around and never starts a motion away from where the content is. Every case is driven frame by frame at
/// 120 Hz, as a display link would.
@Suite @MainActor struct BoundChangeDuringMotionTests {
  /// The offsets along `axis` over `frames` frames of 1/120 s.
  private func offsets(_ list: ScrollModel, frames: Int, axis: KeyPath<CGPoint, CGFloat> = \.y) -> [CGFloat] {
    (0..<frames).map { _ in
      list.advance(by: ScrollModel.frameDuration)
      return list.contentOffset[keyPath: axis]
    }
  }

  /// Flings the content up past its bottom edge and advances until it springs back, a little past the edge.
  private func flingPastTheBottomAndSpringBack(_ list: ScrollModel) -> CGFloat {
    list.contentOffset.y = list.maximumContentOffset.y - 200
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: -40))
    list.endDrag(velocity: CGPoint(x: 0, y: -2500))
    var previous = list.contentOffset.y
    for _ in 0..<240 {
      list.advance(by: ScrollModel.frameDuration)
      let now = list.contentOffset.y
      if now < previous, now > list.maximumContentOffset.y + 20 { return now }
      previous = now
    }
    Issue.record("the fling never sprang back from past the bottom edge")
    return previous
  }

  @Test(arguments: [300, 2_000] as [CGFloat])
  func aPageAppendedWhileTheListSpringsBackLeavesItWhereItIs(page: CGFloat) {
    let list = makePhoneList()
    let overshoot = flingPastTheBottomAndSpringBack(list)
    #expect(overshoot > 1333 + 20)
    list.contentSize.height += page
    #expect(!list.isDecelerating, "the content is inside the new range: nothing moves it")
    let path = offsets(list, frames: 240)
    #expect(path.allSatisfy { $0 == overshoot }, "the list stayed at \(overshoot): \(path.prefix(5))…")
  }

  @Test func aPageSmallerThanTheOvershootLetsTheSpringFinishAtTheNewEdgeWithoutTurning() {
    let list = makePhoneList()
    let overshoot = flingPastTheBottomAndSpringBack(list)
    let page = (overshoot - 1333) / 2
    list.contentSize.height += page
    let edge = 1333 + page
    #expect(overshoot > edge)
    let path = offsets(list, frames: 240)
    var previous = overshoot
    for offset in path {
      #expect(offset <= previous + 1e-9, "the spring kept its direction")
      #expect(offset >= edge - 1e-9, "it never went past the new edge")
      previous = offset
    }
    #expect(path.last == edge)
    #expect(!list.isDecelerating)
  }

  @Test func aBackFooterEndingItsLoadThenTheAppAppendingThePageLeavesTheListWhereItIs() {
    let list = makePhoneList()
    let footer = BackRefreshFooter()
    list.refreshFooter = footer
    list.contentOffset.y = 1333
    list.beginDrag()
    Finger.pullUp(list, contentBy: 80)
    list.endDrag()
    #expect(footer.isRefreshing)
    list.advance(by: 1)
    expectNearly(list.contentOffset.y, 1333 + 44)
    footer.endRefreshing()
    #expect(list.isDecelerating, "the hold is gone: the content springs back to the edge")
    let springing = offsets(list, frames: 3)
    #expect(springing[2] < springing[0])
    let resting = list.contentOffset.y
    list.contentSize.height += 440
    let path = offsets(list, frames: 120)
    #expect(path.allSatisfy { $0 == resting }, "appended rows never scroll the list by themselves")
  }

  @Test(arguments: [40, 600] as [CGFloat])
  func itemsAppendedToAGalleryWhileItSpringsBackFromTheRightLeaveItWhereItIs(page: CGFloat) {
    let list = makePhoneList(contentHeight: 667, contentWidth: 1500)
    list.refreshTrailer = RefreshTrailer()
    list.contentOffset.x = 1125
    list.beginDrag()
    list.drag(by: CGPoint(x: -150, y: 0))
    list.endDrag()
    let start = offsets(list, frames: 4, axis: \.x)
    #expect(start[3] < start[0], "springing back to the right edge")
    let before = list.contentOffset.x
    let edge = 1125 + page
    list.contentSize.width += page
    let path = offsets(list, frames: 240, axis: \.x)
    var previous = before
    for offset in path {
      #expect(offset <= previous + 1e-9, "the motion never turned to the right")
      previous = offset
    }
    #expect(path.last == min(before, max(edge, path.last ?? 0)))
    if before <= edge { #expect(path.allSatisfy { $0 == before }) }
  }

  @Test func aBoundChangeDuringADragMovesNothingUntilTheFingerMoves() {
    let list = makePhoneList()
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: 120))
    let held = list.contentOffset
    list.contentInset.top = 64
    list.contentSize.height = 900
    #expect(offsets(list, frames: 30).allSatisfy { $0 == held.y })
    #expect(list.contentOffset == held)
  }

  @Test func contentGrowingAheadOfADecelerationLeavesItsPathUnchanged() {
    let plain = makePhoneList()
    let grown = makePhoneList()
    for list in [plain, grown] {
      list.contentOffset.y = 200
      list.beginDrag()
      list.drag(by: CGPoint(x: 0, y: -10))
      list.endDrag(velocity: CGPoint(x: 0, y: -800))
    }
    let first = offsets(plain, frames: 10)
    #expect(offsets(grown, frames: 10) == first)
    grown.contentSize.height += 1000
    #expect(offsets(grown, frames: 200) == offsets(plain, frames: 200))
  }

  @Test func contentShrinkingBehindADecelerationSpringsBackFromWhereItIsWithItsVelocity() {
    let list = makePhoneList()
    list.contentOffset.y = 1000
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: -10))
    list.endDrag(velocity: CGPoint(x: 0, y: -1200))
    let early = offsets(list, frames: 10)
    #expect(early[9] > early[8], "decelerating down the list")
    let at = list.contentOffset.y
    list.contentSize.height = 1400  // the new bottom edge, 733, is behind the content
    let path = offsets(list, frames: 240)
    #expect(path[0] > at, "the content goes on in its direction first, then springs back")
    let steps = zip([at] + path, path).map { abs($1 - $0) }
    #expect(steps.allSatisfy { $0 < 20 }, "no jump: the spring starts where the content is, at its speed")
    #expect(path.last == 733)
  }

  @Test func contentShrinkingBehindADecelerationWithoutBouncesStopsItOnTheNewEdgeAtOnce() {
    let list = makePhoneList()
    list.bounces = false
    list.contentOffset.y = 1000
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: -10))
    list.endDrag(velocity: CGPoint(x: 0, y: -1200))
    _ = offsets(list, frames: 10)
    list.contentSize.height = 1400  // the new bottom edge, 733, is behind the content
    #expect(offsets(list, frames: 1) == [733])
    #expect(!list.isDecelerating, "nothing springs back without bounces")
    #expect(offsets(list, frames: 60).allSatisfy { $0 == 733 })
  }

  @Test func contentChangingDuringAnAnimatedMoveLeavesTheMoveAsItWas() {
    let plain = makePhoneList()
    let grown = makePhoneList()
    for list in [plain, grown] { list.setContentOffset(CGPoint(x: 0, y: 900), animated: true) }
    _ = offsets(plain, frames: 5)
    _ = offsets(grown, frames: 5)
    grown.contentSize.height = 2600
    #expect(offsets(grown, frames: 60) == offsets(plain, frames: 60))
    #expect(grown.contentOffset.y == 900)
  }

  @Test func aHoldRemovedWhileTheContentSpringsTowardItLetsTheSpringGoOnToTheNewEdge() {
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    header.beginRefreshing()
    list.advance(by: 1)
    #expect(list.contentOffset.y == -54)
    list.beginDrag()
    Finger.pullDown(list, contentBy: 150)
    list.endDrag()
    _ = offsets(list, frames: 6)
    let before = list.contentOffset.y
    #expect(before < -54)
    header.endRefreshing()
    let path = offsets(list, frames: 240)
    var previous = before
    for offset in path {
      #expect(offset >= previous - 1e-9, "the spring kept its direction")
      previous = offset
    }
    #expect(path.last == 0)
  }

  @Test func anInsetAddedWhileTheContentSpringsBackLeavesItWhereItIs() {
    let list = makePhoneList()
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: 90))
    list.endDrag()
    let springing = offsets(list, frames: 3)
    #expect(springing[2] > springing[0], "springing back down to the top edge")
    let before = list.contentOffset.y
    #expect(before < 0 && before > -64)
    list.contentInset.top = 64  // a bar slides in: the top edge is now at -64, above the content
    #expect(offsets(list, frames: 120).allSatisfy { $0 == before })
  }

  /// Flings the content up from `offset`, just short of the bottom edge (0), after the list shrank under the finger
  /// (the edge then behind the content, at -50), and puts the page back at once: the edge is at 0 again, ahead of the
  /// content by `0 - offset`. Returns the offsets of the next 240 frames.
  private func flingFromJustShortOfTheEdgeWhileThePageComesBack(at offset: CGFloat) -> (ScrollModel, [CGFloat]) {
    let list = makePhoneList(contentHeight: 667)
    list.contentInset.top = 100
    list.contentOffset.y = offset
    list.beginDrag()
    list.contentSize.height = 617
    list.endDrag(velocity: CGPoint(x: 0, y: -300))
    #expect(list.isDecelerating, "released past the edge at -50: the content springs")
    list.contentSize.height = 667
    return (list, offsets(list, frames: 240))
  }

  @Test func aFlingOnTheEdgeThatComesBackGoesOnPastItAndSpringsBackEvenAToleranceShortOfIt() {
    // On the edge and moving out past it, the content goes on as it was flung, as it would have with the edge there
    // all along: exactly on it, and exactly the bound's tolerance short of it (a rounding error in the app's sizes).
    let (onEdge, onEdgePath) = flingFromJustShortOfTheEdgeWhileThePageComesBack(at: 0)
    let (short, shortPath) = flingFromJustShortOfTheEdgeWhileThePageComesBack(at: -AxisMotion.boundTolerance)
    #expect(onEdge.maximumContentOffset.y == 0)
    #expect(short.maximumContentOffset.y == 0)
    let overshoot = onEdgePath.max() ?? 0
    #expect(overshoot > 5, "the fling carries the content past the bottom edge")
    expectNearly(shortPath.max() ?? 0, overshoot, tolerance: 0.001, "a tolerance short: the same overshoot")
    #expect(onEdgePath.last == 0)
    #expect(shortPath.last == 0, "and it settles on the edge")
    #expect(!short.isDecelerating)
  }
}
