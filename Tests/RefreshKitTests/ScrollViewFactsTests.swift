import Foundation
@_spi(Hosting) import RefreshKit
import Testing
import UIKitFacts

/// FakeUIScrollView, driven as UIKit's facts script it (`Tests/UIKitFacts`), as the UIKit double is in
/// RefreshKitUIKitTests: the two describe one UIKit.
@MainActor private final class FakeFactScrollView: FactScrollView {
  let view = FakeUIScrollView(boundsSize: CGSize(width: 390, height: 844), contentHeight: 2000)

  var offsetY: CGFloat { view.contentOffset.y }
  var isDecelerating: Bool { view.isDecelerating }
  func takeReports() -> [String] { view.takeReports() }
  func writeOffsetY(_ y: CGFloat) { view.scroll(to: CGPoint(x: 0, y: y)) }
  func writeInset(top: CGFloat, bottom: CGFloat) { view.contentInset = Insets(top: top, bottom: bottom) }
  func writeContentHeight(_ height: CGFloat) { view.contentSize.height = height }
  func setOffsetY(_ y: CGFloat, animated: Bool) { view.setContentOffset(CGPoint(x: 0, y: y), animated: animated) }

  func moveFinger(toY y: CGFloat) {
    view.pan(view.isTracking ? .changed : .began)
    view.scroll(to: CGPoint(x: 0, y: y), isTracking: true, isDecelerating: false)
  }

  /// The fake's fling moves nothing by itself: a core test scripts its offsets.
  func liftFinger(velocityY: CGFloat) {
    view.pan(.ended, velocity: CGPoint(x: 0, y: velocityY))
    view.scroll(to: view.contentOffset, isTracking: false, isDecelerating: velocityY != 0)
  }

  func advance(frames: Int) {
    for _ in 0..<frames { view.frame() }
  }

  func answerEachInsetReportWithAnother() {
    view.appInsetObserver = { view in view.contentInset.top += 1 }
  }
  var insetWrites: Int { view.insetWrites }
  var loopWasCut: Bool { view.insetWritesOverflowed }
}

@Suite @MainActor struct ScrollViewFactsTests {
  @Test func theCoreTestsScrollViewHoldsEveryUIKitFactTheDoubleHolds() {
    #expect(UIKitFacts.check { FakeFactScrollView() } == [])
  }
}
