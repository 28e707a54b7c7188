import Testing
import UIKit
import UIKitFacts

/// The UIKit double, driven as UIKit's facts script it (`Tests/UIKitFacts`), as FakeUIScrollView is in
/// RefreshKitTests: the two describe one UIKit.
@MainActor private final class DoubleFactScrollView: FactScrollView {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  final class Log: @unchecked Sendable { var reports: [String] = [] }
  let log = Log()
  var observations: [NSKeyValueObservation] = []

  init() {
    window.makeKeyAndVisible()
    list.contentSize = CGSize(width: 390, height: 2000)
    window.addSubview(list)
    FrameClock.commit()
    let log = log
    observations = [
      list.observe(\.contentOffset) { _, _ in log.reports.append("offset") },
      list.observe(\.contentInset) { _, _ in log.reports.append("inset") },
    ]
  }

  var offsetY: CGFloat { list.contentOffset.y }
  var isDecelerating: Bool { list.isDecelerating }

  func takeReports() -> [String] {
    defer { log.reports = [] }
    return log.reports
  }

  func writeOffsetY(_ y: CGFloat) { list.contentOffset.y = y }
  func writeInset(top: CGFloat, bottom: CGFloat) {
    list.contentInset = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
  }
  func writeContentHeight(_ height: CGFloat) { list.contentSize.height = height }
  func setOffsetY(_ y: CGFloat, animated: Bool) { list.setContentOffset(CGPoint(x: 0, y: y), animated: animated) }
  func moveFinger(toY y: CGFloat) { list.moveFinger(to: CGPoint(x: 0, y: y)) }
  func liftFinger(velocityY: CGFloat) { list.liftFinger(velocity: CGPoint(x: 0, y: velocityY)) }
  func advance(frames: Int) { FrameClock.advance(frames: frames) }

  func answerEachInsetReportWithAnother() {
    observations.append(
      list.observe(\.contentInset) { list, _ in
        MainActor.assumeIsolated { list.contentInset.top += 1 }
      })
  }
  var insetWrites: Int { list.contentInsetWrites.count }
  var loopWasCut: Bool { list.insetWriteLoops > 0 }

  func tearDown() {
    observations.forEach { $0.invalidate() }
    list.removeFromSuperview()
  }
}

@Suite(.serialized) @MainActor struct ScrollViewFactsTests {
  @Test func theDoubleHoldsEveryUIKitFactTheCoreTestsScrollViewHolds() {
    var views: [DoubleFactScrollView] = []
    let failures = UIKitFacts.check {
      let view = DoubleFactScrollView()
      views.append(view)
      return view
    }
    views.forEach { $0.tearDown() }
    #expect(failures == [])
  }
}
