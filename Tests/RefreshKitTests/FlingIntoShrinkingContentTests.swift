import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

/// A fling whose bound moves behind the content while it decelerates: the list's content shrank (a filter, a row
/// deleted) under a moving finger's fling. The spring takes over from where the content is, with the speed the fling
/// has at that moment, as in ``MotionCurveTests``: every expected position comes from UIKit's published curves.
@Suite @MainActor struct FlingIntoShrinkingContentTests {
  @Test(arguments: [0, 250] as [TimeInterval])
  func theSpringTakesTheFlingsSpeedAtTheMomentTheContentShrank(hoursOfUseBefore clock: TimeInterval) {
    let list = makePhoneList(contentHeight: 20_000)
    // The same fling, on a list just opened or one whose clock has run for minutes: the curve depends only on the
    // time since the release.
    list.advance(by: clock)
    list.contentOffset = CGPoint(x: 0, y: 1000)
    list.beginDrag()
    list.endDrag(velocity: CGPoint(x: 0, y: -3000))
    let release = list.now
    list.advance(by: 0.1)
    let elapsed = list.now - release
    let offset = 1000 + UIKitCurve.decelerationTravel(velocity: 3000, rate: 0.998, after: elapsed)
    expectClose(list.contentOffset.y, offset, tolerance: 0.001)
    let speed = UIKitCurve.decelerationVelocity(velocity: 3000, rate: 0.998, after: elapsed)

    // The content shrinks to end 60 pt above where the fling is now.
    list.contentSize.height = list.contentOffset.y - 60 + list.frame.height
    let bound = list.maximumContentOffset.y
    #expect(offset - bound > 59)
    let turn = list.now
    var farthest: CGFloat = 0
    for instant in [0.02, 0.05, 0.1, 0.2, 0.4] {
      list.advance(by: turn + instant - list.now)
      let t = list.now - turn
      let expected = bound + UIKitCurve.springDisplacement(from: offset - bound, velocity: speed, after: t)
      expectClose(list.contentOffset.y, expected, tolerance: 0.001, "\(t) s after the content shrank")
      farthest = max(farthest, list.contentOffset.y - bound)
    }
    #expect(farthest > 100, "the fling's speed carries the content on past where it was before it springs back")
    list.advance(by: 3)
    #expect(list.contentOffset.y == bound)
    #expect(!list.isDecelerating)
  }
}
