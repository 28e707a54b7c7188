import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

/// The simulated motion lives in RefreshKitTools (issue 58): a model gets it from the simulated finger or from
/// `simulateMotion()`, and without it nothing moves that was not told to.
@Suite @MainActor struct SimulatedMotionTests {
  /// A model as `ScrollModel(frame:)` makes it, with no simulated motion given yet.
  func makeBareList() -> ScrollModel {
    let list = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    list.contentSize = CGSize(width: 375, height: 2000)
    return list
  }

  @Test func withoutTheSimulatedMotionAnAnimatedMoveArrivesAtOnce() {
    let list = makeBareList()
    list.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    #expect(list.contentOffset.y == 300)
    #expect(!list.isAnimatingContentOffset)
    #expect(!list.isDecelerating)
  }

  @Test func withoutTheSimulatedMotionContentSetPastTheTopStaysThere() {
    let list = makeBareList()
    list.contentOffset = CGPoint(x: 0, y: -80)
    #expect(!list.isDecelerating)
    list.advance(by: 1)
    #expect(list.contentOffset.y == -80)
  }

  @Test func withTheSimulatedMotionContentSetPastTheTopSpringsBack() {
    let list = makeBareList()
    list.simulateMotion()
    list.contentOffset = CGPoint(x: 0, y: -80)
    #expect(list.isDecelerating)
    list.advance(by: 1)
    #expect(list.contentOffset.y == 0)
  }

  @Test func aReleasePastTheTopSpringsBackOnAModelThatOnlyTheFingerTouched() {
    let list = makeBareList()
    list.drag(by: CGPoint(x: 0, y: 100))
    #expect(list.contentOffset.y < 0)
    list.endDrag()
    #expect(list.isDecelerating)
    list.advance(by: 1)
    #expect(list.contentOffset.y == 0)
    #expect(!list.isDecelerating)
  }

  @Test func aHeaderBegunInCodeRevealsItselfOverTimeWithTheSimulatedMotion() {
    let list = makeBareList()
    list.simulateMotion()
    let header = RefreshHeader()
    list.refreshHeader = header
    list.contentOffset = CGPoint(x: 0, y: 400)
    header.beginRefreshing()
    #expect(list.isAnimatingContentOffset)
    list.advance(by: ScrollModel.animationDuration)
    #expect(!list.isAnimatingContentOffset)
    #expect(list.contentOffset.y == -54)
  }

  @Test func aFlingSlowsDownAtTheRateSetOnTheModel() {
    let list = makeBareList()
    list.decelerationRate = .fast
    #expect(list.decelerationRate == .fast)
    list.contentOffset = CGPoint(x: 0, y: 600)
    list.beginDrag()
    list.endDrag(velocity: CGPoint(x: 0, y: -1000))
    list.advance(by: 5)
    // `.fast` keeps 0.99 of the velocity per millisecond: 1000 pt/s travel 1000 / (1000 · −ln 0.99) ≈ 99.5 pt.
    #expect(abs(list.contentOffset.y - (600 + 1000 / (-1000 * log(0.99)))) < 0.6)
  }

  @Test func aRateOutsideZeroToOneIsRefusedAndReported() {
    let list = makeBareList()
    let (_, diagnostics) = RefreshDiagnostics.collect { list.decelerationRate = DecelerationRate(rawValue: 1.5) }
    #expect(list.decelerationRate == .normal)
    #expect(diagnostics.map(\.member) == ["ScrollModel.decelerationRate"])
  }
}
