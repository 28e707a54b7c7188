// UIKit's facts about a scroll view as scripts, each checked against any scroll view that stands for UIKit's: the
// core tests' FakeUIScrollView and the UIKit double both run them (ScrollViewFactsTests in each test target), so that
// the two describe one UIKit. Each fact cites the method of the iOS 26.1 decompile of UIKitCore it states. The check
// app (Apps/RefreshKitCheck, "UIKit facts on this device") compiles this file in and runs the facts a finger is not
// needed for on a real UIScrollView, so that a Mac shows where UIKit differs.
import Foundation

/// A scroll view that stands for UIKit's, as the facts drive it: the app's writes, a finger, frames, and what a
/// key-value observer of `contentOffset` and `contentInset` hears, in order.
@MainActor public protocol FactScrollView: AnyObject {
  /// The vertical offset (`contentOffset.y`).
  var offsetY: CGFloat { get }
  /// Whether the content moves by itself after a fling (`isDecelerating`).
  var isDecelerating: Bool { get }
  /// What a key-value observer heard since the last call, in order: "offset" for each report of `contentOffset`,
  /// "inset" for each of `contentInset`.
  func takeReports() -> [String]
  /// The app writes `contentOffset.y`.
  func writeOffsetY(_ y: CGFloat)
  /// The app writes `contentInset` (top and bottom; left and right zero).
  func writeInset(top: CGFloat, bottom: CGFloat)
  /// The app changes the content's height (`contentSize`).
  func writeContentHeight(_ height: CGFloat)
  /// The app calls `setContentOffset(_:animated:)`.
  func setOffsetY(_ y: CGFloat, animated: Bool)
  /// A finger moves the content to `y` (a pan that begins, then changes).
  func moveFinger(toY y: CGFloat)
  /// The finger lifts, moving at `velocityY` points a second as the pan reports it (`velocity(in:)`: down is
  /// positive; the content then moves the other way).
  func liftFinger(velocityY: CGFloat)
  /// Display frames pass.
  func advance(frames: Int)
  /// The app answers every report of `contentInset` with another inset (one point more at the top): two such
  /// writers loop inside UIKit's setters for ever, a hang on a device.
  func answerEachInsetReportWithAnother()
  /// How many `contentInset` writes were made, refused ones included, and whether a loop was cut.
  var insetWrites: Int { get }
  var loopWasCut: Bool { get }
}

/// The facts. ``check(_:)`` runs each on a fresh scroll view from `make` (390 × 844 points on a 3× screen, over 2000
/// points of content, at rest at the top with no inset) and returns what failed, empty when the view agrees.
public enum UIKitFacts {
  /// Every fact's failures, each naming its fact.
  @MainActor public static func check(_ make: () -> any FactScrollView) -> [String] {
    var failures: [String] = []
    for (name, fact) in facts {
      failures += fact(make()).map { "\(name): \($0)" }
    }
    return failures
  }

  /// The facts by name.
  @MainActor static let facts: [(String, @MainActor (any FactScrollView) -> [String])] = [
    ("offsets lie on the pixel grid", offsetsLieOnThePixelGrid),
    ("an equal inset reports only itself", anEqualInsetReportsOnlyItself),
    ("an inset write reports the offset first", anInsetWriteReportsTheOffsetFirst),
    ("an inset write clamps the offset", anInsetWriteClampsTheOffset),
    ("a smaller content clamps the offset", aSmallerContentClampsTheOffset),
    ("a content size change reports the offset first", aContentSizeChangeReportsTheOffsetFirst),
    ("past the bottom the offset snaps under the finger", pastTheBottomTheOffsetSnapsUnderTheFinger),
    ("past the top the offset snaps under the finger", pastTheTopTheOffsetSnapsUnderTheFinger),
    ("setContentOffset stops a fling", setContentOffsetStopsAFling),
    ("a scroll to the pixel the content is on reports nothing", aScrollToThePixelTheContentIsOnReportsNothing),
    ("a write-back loop is cut after 64 nested writes", aWriteBackLoopIsCutAfter64NestedWrites),
  ]

  /// `actual` is `expected`, or a failure saying both.
  static func expect<T: Equatable>(_ actual: T, _ expected: T, _ what: String) -> [String] {
    actual == expected ? [] : ["\(what): \(actual), expected \(expected)"]
  }

  /// `-[UIScrollView setContentOffset:]` rounds with `_roundedProposedContentOffset:` to 1/`_accuracy` (the screen's
  /// scale): the whole points, then the fraction's pixels rounded half away from zero. 100.2 pt is pixel 301 on 3×.
  @MainActor static func offsetsLieOnThePixelGrid(_ view: any FactScrollView) -> [String] {
    view.writeOffsetY(100.2)
    let first = expect((view.offsetY * 3).rounded(), 301, "100.2 pt in pixels")
    view.writeOffsetY(-0.5)
    return first + expect((view.offsetY * 3).rounded(), -1, "-0.5 pt in pixels")
  }

  /// `-[UIScrollView setContentInset:]` compares the four edges and does nothing when they are equal; Foundation's
  /// automatic notification reports the write all the same.
  @MainActor static func anEqualInsetReportsOnlyItself(_ view: any FactScrollView) -> [String] {
    view.writeInset(top: 50, bottom: 0)
    _ = view.takeReports()
    view.writeInset(top: 50, bottom: 0)
    return expect(view.takeReports(), ["inset"], "reports")
  }

  /// Another inset: `_updateForChangedScrollRelatedInsets` runs `_adjustContentOffsetIfNecessary`, whose
  /// `_applyAutomaticAdjustedContentOffset:` calls `setContentOffset:` whatever it computed (a same-value report from
  /// inside the write), before the inset's own report, which follows the setter's body.
  @MainActor static func anInsetWriteReportsTheOffsetFirst(_ view: any FactScrollView) -> [String] {
    view.writeOffsetY(300)
    _ = view.takeReports()
    view.writeInset(top: 50, bottom: 0)
    return expect(view.takeReports(), ["offset", "inset"], "reports") + expect(view.offsetY, 300, "offset")
  }

  /// `_adjustContentOffsetIfNecessary` moves an offset outside the new range into it (at rest).
  @MainActor static func anInsetWriteClampsTheOffset(_ view: any FactScrollView) -> [String] {
    view.writeInset(top: 54, bottom: 0)
    view.writeOffsetY(-54)
    view.writeInset(top: 0, bottom: 0)
    return expect(view.offsetY, 0, "offset")
  }

  /// `-[UIScrollView setContentSize:]` calls `_adjustContentOffsetIfNecessary`: content that shrinks under the
  /// bottom of the view pulls the offset back to the new bottom.
  @MainActor static func aSmallerContentClampsTheOffset(_ view: any FactScrollView) -> [String] {
    view.writeOffsetY(2000 - 844)
    view.writeContentHeight(1500)
    return expect(view.offsetY, 1500 - 844, "offset")
  }

  /// `-[UIScrollView setContentSize:]` returns early on an equal size; another one runs `_adjustContentOffsetIfNecessary`
  /// (a same-value report of the offset) before the size's own report.
  @MainActor static func aContentSizeChangeReportsTheOffsetFirst(_ view: any FactScrollView) -> [String] {
    view.writeOffsetY(300)
    _ = view.takeReports()
    view.writeContentHeight(2000)
    let equal = expect(view.takeReports(), [], "reports of an equal size")
    view.writeContentHeight(2500)
    return equal + expect(view.takeReports(), ["offset"], "reports") + expect(view.offsetY, 300, "offset")
  }

  /// `_adjustedContentOffsetForContentOffset:contentSize:skipsAdjustmentIfScrolling:` could skip the clamp while
  /// scrolling only past the leading edge: an inset that shrinks under a finger past the bottom snaps the content.
  @MainActor static func pastTheBottomTheOffsetSnapsUnderTheFinger(_ view: any FactScrollView) -> [String] {
    view.writeInset(top: 0, bottom: 44)
    view.writeOffsetY(2000 + 44 - 844)
    view.moveFinger(toY: 2000 + 44 - 844 + 30)
    view.writeInset(top: 0, bottom: 0)
    return expect(view.offsetY, 2000 - 844, "offset under the finger")
  }

  /// `_adjustContentOffsetIfNecessary` passes `_skipsContentOffsetAdjustmentsIfScrolling` (off unless a private
  /// setter turns it on) as `skipsAdjustmentIfScrolling:`: an inset written under a finger past the top snaps the
  /// content to the new top too.
  @MainActor static func pastTheTopTheOffsetSnapsUnderTheFinger(_ view: any FactScrollView) -> [String] {
    view.moveFinger(toY: -60)
    view.writeInset(top: 54, bottom: 0)
    return expect(view.offsetY, -54, "offset under the finger")
  }

  /// `_setContentOffset:animated:…` stops a deceleration (`_stopScrollingNotify:pin:`) before it sets the offset.
  @MainActor static func setContentOffsetStopsAFling(_ view: any FactScrollView) -> [String] {
    view.moveFinger(toY: 100)
    view.moveFinger(toY: 200)
    view.liftFinger(velocityY: -3000)
    view.advance(frames: 3)
    let flung = expect(view.isDecelerating, true, "decelerating after the fling")
    view.setOffsetY(0, animated: false)
    view.advance(frames: 60)
    return flung + expect(view.offsetY, 0, "offset") + expect(view.isDecelerating, false, "decelerating")
  }

  /// `_setContentOffset:animated:…` returns before `setContentOffset:` when the rounded target is where the content
  /// is, animated or not: no report.
  @MainActor static func aScrollToThePixelTheContentIsOnReportsNothing(_ view: any FactScrollView) -> [String] {
    view.writeOffsetY(300)
    _ = view.takeReports()
    view.setOffsetY(300.1, animated: false)
    view.setOffsetY(300.1, animated: true)
    view.advance(frames: 30)
    return expect(view.takeReports(), [], "reports")
  }

  /// Not UIKit's (UIKit hangs): both stand-ins stop a loop of inset writes nested in one another's reports after 64,
  /// the 65th refused, and say so, so that a test that would hang on a device fails instead.
  @MainActor static func aWriteBackLoopIsCutAfter64NestedWrites(_ view: any FactScrollView) -> [String] {
    let before = view.insetWrites
    view.answerEachInsetReportWithAnother()
    view.writeInset(top: 1, bottom: 0)
    return expect(view.insetWrites - before, 65, "writes") + expect(view.loopWasCut, true, "loop cut")
  }
}
