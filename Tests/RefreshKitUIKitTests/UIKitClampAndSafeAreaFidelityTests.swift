import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// The double against the decompile where a review found it kinder than UIKit (issue 53b, item 2): which edges take
/// the safe area, and where the clamp holds while the content scrolls.
@Suite(.serialized) @MainActor struct UIKitClampAndSafeAreaFidelityTests {
  /// A 390 × 844 list under a 47-point bar in a window, with `contentHeight` points of content.
  private func list(contentHeight: CGFloat, behavior: UIScrollView.ContentInsetAdjustmentBehavior) -> (
    UIWindow, UIScrollView
  ) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    list.contentInsetAdjustmentBehavior = behavior
    list.contentSize = CGSize(width: 390, height: contentHeight)
    window.addSubview(list)
    FrameClock.commit()
    return (window, list)
  }

  @Test func contentThatFitsTakesNoSafeAreaThoughItsInsetMakesItScroll() {
    let (window, list) = list(contentHeight: 800, behavior: .scrollableAxes)
    list.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 100, right: 0)  // an app's bottom bar
    #expect(
      list.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 100, right: 0),
      "800 points fit in 844: UIKit compares the content's size with the bounds only")
    list.contentSize.height = 900
    #expect(list.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 134, right: 0), "taller: it scrolls")
    list.removeFromSuperview()
    _ = window
  }

  @Test func anInsetWrittenWhileTheFingerHoldsTheListPastTheTopMovesItToTheNewTop() {
    let (window, list) = list(contentHeight: 2000, behavior: .never)
    list.drag(through: [CGPoint(x: 0, y: -40), CGPoint(x: 0, y: -100)])
    list.contentInset.top = 54  // an app's header opens under the finger
    #expect(list.contentOffset.y == -54, "UIKit clamps while scrolling unless the private opt-out is set")
    #expect(list.isTracking)
    list.liftFinger()
    FrameClock.advance(seconds: 1)
    list.contentInset.top = 0
    list.skipsContentOffsetAdjustmentsIfScrolling = true  // as SwiftUI's scroll host sets it
    list.drag(through: [CGPoint(x: 0, y: -40), CGPoint(x: 0, y: -100)])
    list.contentInset.top = 54
    #expect(list.contentOffset.y == -100, "opted out: the rubber band stays")
    list.liftFinger()
    FrameClock.advance(seconds: 1)
    list.removeFromSuperview()
    _ = window
  }
}

/// Leaving the window mid-fling (issue 53b, item 2c): `-[UIScrollView _didMoveFromWindow:toWindow:]` calls super's
/// first, which tells the scroll view and its subviews `didMoveToWindow()`, and only then stops scrolling.
@Suite(.serialized) @MainActor struct UIKitLeavingTheWindowFidelityTests {
  /// A view that notes whether its scroll view still decelerated as it heard it left the window.
  final class Witness: UIView {
    var sawDeceleration: [Bool] = []
    override func didMoveToWindow() {
      super.didMoveToWindow()
      if window == nil { sawDeceleration.append((superview as? UIScrollView)?.isDecelerating ?? false) }
    }
  }

  @Test func aListsSubviewsHearTheyLeftTheWindowBeforeTheFlingStopsAndTheLayerKnowsItRests() {
    withDefaults {
      let phone = Phone()
      let container = UIView(frame: phone.window.bounds)
      phone.window.addSubview(container)
      container.addSubview(phone.list)
      let witness = Witness(frame: .zero)
      phone.list.addSubview(witness)
      FrameClock.commit()
      phone.list.drag(through: [CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 200)])
      phone.list.liftFinger(velocity: CGPoint(x: 0, y: -3000))
      FrameClock.advance(frames: 3)
      #expect(phone.list.isDecelerating)
      container.removeFromSuperview()  // the screen holding the list is dismissed
      #expect(witness.sawDeceleration == [true], "UIKit stops scrolling after its subviews heard of the window")
      #expect(!phone.list.isDecelerating)
      FrameClock.advance(seconds: 1)
      #expect(!phone.refreshKit.model.isDecelerating, "the layer knows the list rests")
      phone.window.addSubview(phone.list)
      FrameClock.advance(frames: 2)
      #expect(!phone.refreshKit.model.isDecelerating)
      #expect(phone.header.state == .idle)
      phone.tearDown()
    }
  }
}
