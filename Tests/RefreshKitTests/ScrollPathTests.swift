import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

// The scroll path skips the update of a component at rest while the content moves where nothing can happen to it (its
// quiet zone), and holds observers without weak references. These tests pin what a user sees across those shortcuts:
// a change of a threshold, an inset or a size made while the content moves mid-list takes effect on the very next
// move; an observer whose handler goes away may use the model from a deinitializer.

/// Releases a callback when it is freed: stands for something an observer's handler captured.
@MainActor private final class FreedCallback {
  let onFree: @MainActor () -> Void

  init(_ onFree: @escaping @MainActor () -> Void) {
    self.onFree = onFree
  }

  deinit {
    // The model frees handlers on the main actor.
    MainActor.assumeIsolated { onFree() }
  }
}

@Suite @MainActor struct ScrollPathTests {
  /// A 2000-pt list in a 667-pt viewport with an auto footer (bottom bound 1377), held by a finger mid-list.
  func makeDraggedFooterList() -> (ScrollModel, AutoRefreshFooter, ActionCounter) {
    let list = makePhoneList()
    let calls = ActionCounter()
    let footer = AutoRefreshFooter { calls.count += 1 }
    list.refreshFooter = footer
    list.contentOffset = CGPoint(x: 0, y: 900)
    list.beginDrag()
    Finger.moveContent(list, toY: 910)
    Finger.moveContent(list, toY: 920)
    return (list, footer, calls)
  }

  @Test func aPreloadDistanceSetMidDragLoadsOnTheNextMoveDown() {
    let (list, footer, calls) = makeDraggedFooterList()
    #expect(footer.state == .idle)
    // 1377 − 500 = 877: the content is already past the preload point.
    footer.preloadDistance = 500
    Finger.moveContent(list, toY: 921)
    #expect(footer.state == .refreshing)
    #expect(calls.count == 1)
  }

  @Test func aNegativeTriggerPercentSetMidDragLoadsThatManyFooterHeightsEarly() {
    let (list, footer, calls) = makeDraggedFooterList()
    // 1333 is where the footer starts to show; −10 footers of 44 pt: the load point is 893, above the content.
    footer.triggerAutomaticallyRefreshPercent = -10
    Finger.moveContent(list, toY: 921)
    #expect(footer.state == .refreshing)
    #expect(calls.count == 1)
  }

  @Test func theFootersProgressFollowsTheFirstThousandthOfAPointItShows() {
    let (list, footer, _) = makeDraggedFooterList()
    Finger.moveContent(list, toY: 1333.0005)
    #expect(footer.showProgress > 0, "half a thousandth of a point of the footer is in view")
    #expect(footer.showProgress < 0.001)
  }

  @Test func aBackFooterUnderShortContentAndABarFollowsThePullUpAfterAMoveDown() {
    let list = makePhoneList(contentHeight: 300)
    list.safeAreaInsets = Insets(top: 88)
    let footer = BackRefreshFooter {}
    list.refreshFooter = footer
    list.contentOffset = CGPoint(x: 0, y: -88)
    list.beginDrag()
    Finger.moveContent(list, toY: -92)
    #expect(footer.showProgress == 0)
    // Short content rests at the top edge, −88: 20 pt above it is 20 pt of the footer's 44 pulled up.
    Finger.moveContent(list, toY: -68)
    expectNearly(footer.showProgress, 20.0 / 44)
  }

  @Test func aTrailerBesideNarrowContentAndASidebarFollowsThePullLeftAfterAMoveRight() {
    let list = makePhoneList(contentWidth: 200)
    list.contentInset = Insets(left: 30)
    let trailer = RefreshTrailer {}
    list.refreshTrailer = trailer
    list.contentOffset = CGPoint(x: -30, y: 0)
    list.beginDrag()
    Finger.moveContent(list, toX: -34)
    #expect(trailer.showProgress == 0)
    // Narrow content rests at the leading edge, −30: 15 pt past it is 15 pt of the trailer's 60 pulled.
    Finger.moveContent(list, toX: -15)
    expectNearly(trailer.showProgress, 15.0 / 60)
  }

  @Test func aBarRemovedMidDragMovesTheHeadersEdgeAtOnce() {
    let list = makePhoneList()
    list.safeAreaInsets = Insets(top: 100)
    let header = RefreshHeader {}
    list.refreshHeader = header
    list.contentOffset = CGPoint(x: 0, y: 100)
    list.beginDrag()
    Finger.moveContent(list, toY: 90)
    #expect(header.showProgress == 0)
    // The bar goes: the resting top moves from −100 to 0, so −50 is now 50 pt of pull (the trigger is 54).
    list.safeAreaInsets = .zero
    Finger.moveContent(list, toY: -50)
    expectNearly(header.showProgress, 50.0 / 54)
    Finger.moveContent(list, toY: -60)
    #expect(header.state == .pulling)
  }

  @Test func aListThatGrowsAndShrinksMidDragMovesTheFootersLoadPointEachTime() {
    let (list, footer, calls) = makeDraggedFooterList()
    list.contentSize.height = 4000
    Finger.moveContent(list, toY: 1377)
    #expect(footer.state == .idle, "the old end is now mid-list")
    #expect(footer.showProgress == 0)
    list.contentSize.height = 2000
    #expect(footer.showProgress == 1, "the end is back: the whole footer is in view")
    #expect(footer.state == .idle, "a size set by the app never loads")
    Finger.moveContent(list, toY: 1378)
    #expect(footer.state == .refreshing)
    #expect(calls.count == 1)
  }

  @Test func aHiddenHeaderShownMidDragFollowsTheNextPull() {
    let list = makePhoneList()
    let header = RefreshHeader {}
    header.isHidden = true
    list.refreshHeader = header
    list.contentOffset = CGPoint(x: 0, y: 40)
    list.beginDrag()
    Finger.moveContent(list, toY: 20)
    header.isHidden = false
    Finger.moveContent(list, toY: -27)
    expectNearly(header.showProgress, 0.5)
  }

  @Test func anObserverWhoseCapturedObjectUsesTheModelWhenFreedIsDroppedSafely() {
    let list = makePhoneList()
    var seenByReplacement: [CGFloat] = []
    var replacement: ScrollObservation?
    var freed = false
    var token: ScrollObservation? = {
      let captured = FreedCallback {
        freed = true
        // From the deinitializer of something the finished handler held: read the model and observe it anew.
        #expect(list.contentOffset.y == 20)
        replacement = list.observe { event in
          if case .contentOffset(_, let new) = event { seenByReplacement.append(new.y) }
        }
      }
      return list.observe { _ in withExtendedLifetime(captured) {} }
    }()
    list.contentOffset.y = 10
    token = nil
    #expect(token == nil)
    list.contentOffset.y = 20  // the model drops the released observer after this delivery
    #expect(freed)
    list.contentOffset.y = 30
    #expect(seenByReplacement == [30])
    replacement?.cancel()
  }
}
