import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import RefreshKit
@testable import RefreshKitSwiftUI
@testable import RefreshKitTools

/// What a SwiftUI user sees of a refresh driven through SwiftUI's own scroll API (iOS 18): pulls, releases, flings,
/// programmatic begins and short content, through the fake that reports as SwiftUI documents
/// (`FakeSwiftUIScrollView`). The scenarios and numbers are the UIKit path's (`ScrollHostAdapterTests`,
/// `DeviceScrollViewTests`): the same adapter decides.
@Suite @MainActor struct ScrollGeometryHostTests {
  /// A phone's list under an 88-pt navigation bar (SwiftUI's safe area) whose `SimpleHeader` refreshes after a pull,
  /// at rest with the header shown.
  static func refreshingUnderABar(contentHeight: CGFloat = 2000) -> (FakeSwiftUIScrollView, SimpleHeader) {
    let list = FakeSwiftUIScrollView(contentHeight: contentHeight, safeArea: Insets(top: 88))
    let header = SimpleHeader()
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    list.model.refreshHeader = header
    list.pullAndRelease(through: [-120, -160, -200])
    return (list, header)
  }

  // MARK: - Pull, hold, end

  @Test func aPullPastTheTriggerUnderANavigationBarRefreshesOnceAndTheMarginsHoldTheHeader() {
    let list = FakeSwiftUIScrollView(safeArea: Insets(top: 88))
    let header = SimpleHeader()
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    list.model.refreshHeader = header
    list.pull(through: [-100, -130])
    #expect(header.state == .idle, "42 pt of pull under the bar")
    list.pull(through: [-160, -200])
    #expect(header.state == .pulling)
    #expect(list.model.panState == .changed, "each move of the finger is the pan's change, as on UIKit")
    #expect(list.host.output.margins == .zero, "nothing held while the finger is down")
    list.release()
    #expect(header.state == .refreshing)
    #expect(header.actionCount == 1)
    #expect(list.host.output.margins == Insets(top: 54), "the header's hold alone: the bar is SwiftUI's")
    #expect(list.contentInsets == Insets(top: 142))
    #expect(list.contentOffset == CGPoint(x: 0, y: -142), "the header shows below the bar")
    #expect(list.model.safeAreaInsets == Insets(top: 88))
    #expect(list.model.adjustedContentInset == list.contentInsets)
    #expect(list.animatedOutputChanges == 0, "held as the finger lets go: nothing to animate")
    list.frames(1)
    #expect(header.actionCount == 1)
  }

  @Test func theEndGlidesTheMarginBackInOneAnimationAndItsCompletionWaitsForIt() {
    let (list, header) = Self.refreshingUnderABar()
    let before = list.outputChanges.count
    var ended = 0
    header.endRefreshing { ended += 1 }
    let changes = list.outputChanges.dropFirst(before)
    #expect(changes.map(\.animation) == [0.4], "one change, inside MJRefresh's 0.4 s animation")
    #expect(changes.first?.output.margins == .zero)
    #expect(ended == 0, "the content is still gliding back")
    list.frame()
    #expect(list.contentOffset == CGPoint(x: 0, y: -88), "SwiftUI clamps the offset into the new range: the glide")
    #expect(list.model.contentOffset == list.contentOffset)
    list.frames(0.3)
    #expect(ended == 0)
    list.frames(0.1)
    #expect(ended == 1, "the completion runs when the animation's completion reports")
    list.frames(1)
    #expect(ended == 1)
    #expect(list.animations.isEmpty)
    #expect(list.model.adjustedContentInset == Insets(top: 88))
  }

  /// The host assumes SwiftUI reports an animated margin change with its final value at once, as UIKit does; were the
  /// values in between reported, the model reads them as the safe area changing, which starts nothing.
  @Test func anEndWhoseMarginsSwiftUIReportsFrameByFrameStillGlidesOnceAndLandsExact() {
    let (list, header) = Self.refreshingUnderABar()
    list.reportsAnimatedMarginsFrameByFrame = true
    let before = list.outputChanges.count
    var ended = 0
    header.endRefreshing { ended += 1 }
    list.frames(0.2)
    #expect(list.contentInsets.top > 88 && list.contentInsets.top < 142, "half way")
    #expect(list.contentOffset.y == -list.contentInsets.top, "the content glides with the margin")
    #expect(list.model.adjustedContentInset == list.contentInsets)
    #expect(list.model.refreshInset == .zero)
    #expect(ended == 0)
    list.frames(0.3)
    #expect(ended == 1)
    #expect(list.contentOffset == CGPoint(x: 0, y: -88))
    #expect(list.model.safeAreaInsets == Insets(top: 88), "exact again once the glide is over")
    #expect(list.outputChanges.count == before + 1, "one change, nothing written back meanwhile")
    #expect(header.state == .idle)
    #expect(header.actionCount == 1)
  }

  @Test func aRefreshThatEndsUnderTheFingerReturnsTheMarginWithoutAnAnimation() {
    let (list, header) = Self.refreshingUnderABar()
    list.pull(through: [-150, -160])
    let before = list.outputChanges.count
    header.endRefreshing()
    let changes = list.outputChanges.dropFirst(before)
    #expect(changes.map(\.output.margins) == [.zero])
    #expect(changes.map(\.animation) == [nil], "SwiftUI does not move content under a finger")
    #expect(!changes.contains { $0.output.scrollTarget != nil }, "no scroll under the finger")
    list.release()
    #expect(list.contentOffset == CGPoint(x: 0, y: -88))
    #expect(header.actionCount == 1)
  }

  @Test func aRefreshThatEndsWhileAFingerRestsOnTheListReturnsTheMarginWithoutAnAnimation() {
    let (list, header) = Self.refreshingUnderABar()
    list.touchDown()
    let before = list.outputChanges.count
    header.endRefreshing()
    #expect(list.outputChanges.dropFirst(before).map(\.animation) == [nil], "no glide under a finger, moving or not")
    #expect(list.contentOffset == CGPoint(x: 0, y: -142), "SwiftUI leaves touched content where it is")
    list.liftWithoutMoving()
    #expect(list.contentOffset == CGPoint(x: 0, y: -88), "clamped at rest once the finger lifts")
    #expect(list.model.contentOffset == list.contentOffset)
    #expect(!list.adapter.needsFrames)
    #expect(header.actionCount == 1)
  }

  @Test func aTapIsATouchThatNeverBecomesAPanAndSaysNothing() {
    let list = FakeSwiftUIScrollView()
    let header = RefreshHeader()
    list.model.refreshHeader = header
    let (_, diagnostics) = RefreshDiagnostics.collect { list.tap() }
    #expect(diagnostics.isEmpty)
    #expect(list.model.panState == .possible)
    #expect(!list.model.isDragging)
    #expect(!list.adapter.needsFrames, "the touch ended: nothing runs")
    list.pullAndRelease(through: [-30, -60, -90])
    #expect(header.state == .refreshing, "the next pull works")
  }

  // MARK: - Footers and the trailer

  @Test func anAutoFooterLoadsAtTheBottomAfterAFlingAndHoldsItsMargin() {
    let list = FakeSwiftUIScrollView(safeArea: Insets(top: 88, bottom: 34))
    let footer = AutoRefreshFooter()
    list.model.refreshFooter = footer
    #expect(list.host.output.margins == Insets(bottom: footer.height), "an auto footer sits below the rows")
    list.frame()
    list.pull(through: [0, 150, 300])
    // A fling towards the end: SwiftUI's velocity is the scroll's, the content offset growing.
    list.release(
      velocity: CGVector(dx: 0, dy: 2400), coast: [600, 900, 1150, 1300, 1380, 1411].map { CGPoint(x: 0, y: $0) })
    #expect(footer.state == .refreshing, "scrolled into view by the user's fling")
    #expect(footer.actionCount == 1)
    #expect(list.model.panVelocity == CGPoint(x: 0, y: -2400), "the finger's velocity, as a pan gesture gives it")
    #expect(list.host.output.margins == Insets(bottom: 44))
    #expect(list.contentInsets == Insets(top: 88, bottom: 78))
    #expect(list.contentOffset == CGPoint(x: 0, y: 1411), "the footer shows above the home indicator")
    footer.endRefreshing()
    list.frames(1)
    #expect(footer.state == .idle)
    #expect(list.host.output.margins == Insets(bottom: 44), "an idle auto footer still sits below the rows")
    #expect(footer.actionCount == 1)
    list.pull(through: [1300])
    #expect(list.model.panVelocity == .zero, "a drag SwiftUI gives no velocity for has none, not the last fling's")
    list.release()
  }

  @Test func anAutoFooterScrolledToByTheAppDoesNotLoad() {
    let list = FakeSwiftUIScrollView()
    let footer = AutoRefreshFooter()
    list.model.refreshFooter = footer
    list.frame()
    list.host.phaseDidChange(to: .animating, velocity: nil)
    for y in [400.0, 900, 1377] {
      list.host.geometryDidChange(
        ScrollGeometryHost.Geometry(
          contentOffset: CGPoint(x: 0, y: y), contentSize: list.contentSize, contentInsets: list.contentInsets,
          containerSize: list.containerSize))
    }
    list.host.phaseDidChange(to: .idle, velocity: nil)
    #expect(list.model.contentOffset.y == 1377)
    #expect(footer.state == .idle, "a scroll SwiftUI animates is not the user's")
    #expect(footer.actionCount == 0)
  }

  @Test func aBackFooterPulledPastTheEndRefreshesAndHoldsItsMargin() {
    let list = FakeSwiftUIScrollView(safeArea: Insets(top: 88, bottom: 34))
    let footer = BackRefreshFooter()
    list.model.refreshFooter = footer
    list.scroll(to: CGPoint(x: 0, y: 1367))
    #expect(list.contentOffset.y == 1367, "the end of the list, above the home indicator")
    list.pull(through: [1390, 1420, 1450])
    #expect(footer.state == .pulling)
    list.release()
    #expect(footer.state == .refreshing)
    #expect(footer.actionCount == 1)
    #expect(list.host.output.margins == Insets(bottom: 44))
    #expect(list.contentOffset.y == 1411, "held below the last row")
    footer.endRefreshing()
    list.frames(0.5)
    #expect(list.host.output.margins == .zero)
    #expect(list.contentOffset.y == 1367)
    #expect(list.outputChanges.last?.animation == 0.4, "the margin glides back")
  }

  @Test func aTrailerOnHorizontalContentRefreshesAndHoldsItsMargin() {
    let list = FakeSwiftUIScrollView(contentHeight: 667)
    list.contentSize.width = 1000
    let trailer = RefreshTrailer()
    list.model.refreshTrailer = trailer
    #expect(list.host.output.bouncesHorizontally)
    #expect(!list.host.output.bouncesVertically)
    list.frame()
    list.scroll(to: CGPoint(x: 625, y: 0))
    list.drag(through: [655, 685, 715].map { CGPoint(x: $0, y: 0) })
    #expect(trailer.state == .pulling)
    list.release()
    #expect(trailer.state == .refreshing)
    #expect(trailer.actionCount == 1)
    #expect(list.host.output.margins == Insets(right: 60))
    #expect(list.contentOffset == CGPoint(x: 685, y: 0), "the trailer shows beside the last column")
  }

  // MARK: - A begin from code

  @Test func aBeginFromCodeNearTheTopRevealsTheHeaderWithAnAnimatedScroll() {
    let list = FakeSwiftUIScrollView(safeArea: Insets(top: 88))
    let header = RefreshHeader()
    list.model.refreshHeader = header
    var shown = 0
    header.beginRefreshing { shown += 1 }
    let target = list.outputChanges.last?.output.scrollTarget
    #expect(target?.offset == CGPoint(x: 0, y: -142))
    #expect(target?.animationDuration == 0.25)
    #expect(list.outputChanges.last?.animation == 0.25)
    #expect(list.host.output.scrollTarget == nil, "the glue made the scroll")
    #expect(list.host.output.margins == Insets(top: 54))
    #expect(shown == 0, "the header is still scrolling into view")
    list.frame()
    #expect(list.phase == .animating)
    list.frames(0.25)
    #expect(list.phase == .idle)
    #expect(shown == 1)
    #expect(list.contentOffset == CGPoint(x: 0, y: -142))
    #expect(list.model.contentOffset == list.contentOffset)
    #expect(header.actionCount == 1, "a scroll RefreshKit asked for starts no second refresh")
  }

  @Test func aBeginFromCodeDeepInTheListRefreshesInPlace() {
    let list = FakeSwiftUIScrollView(contentHeight: 10_000, safeArea: Insets(top: 88))
    let header = RefreshHeader()
    list.model.refreshHeader = header
    list.scroll(to: CGPoint(x: 0, y: 3000))
    let before = list.outputChanges.count
    var completions = 0
    header.beginRefreshing { completions += 1 }
    list.frames(1)
    #expect(header.state == .refreshing)
    #expect(list.contentOffset.y == 3000, "the rows the user reads stay where they are")
    #expect(list.host.output.margins == .zero, "no hold above rows a screenful away from the header")
    #expect(!list.outputChanges.dropFirst(before).contains { $0.output.scrollTarget != nil })
    #expect(completions == 1)
  }

  @Test func aBeginBeforeTheViewAppearsWaitsAndRevealsTheHeaderBelowTheBar() {
    let list = FakeSwiftUIScrollView(appears: false)
    let header = RefreshHeader()
    list.model.refreshHeader = header
    header.beginRefreshing()
    #expect(header.state == .willRefresh)
    #expect(header.actionCount == 0)
    #expect(list.host.output.margins == .zero)
    list.safeArea = Insets(top: 88)  // the navigation bar, once on screen
    list.host.appearanceDidChange(isVisible: true)
    #expect(header.state == .refreshing)
    #expect(header.actionCount == 1)
    list.frames(0.5)
    #expect(list.contentOffset == CGPoint(x: 0, y: -142), "the header shows below the bar")
  }

  @Test func aBeginWithoutAGeometryWaitsForTheFirstOne() {
    let host = ScrollGeometryHost()
    let header = RefreshHeader()
    host.model.refreshHeader = header
    host.appearanceDidChange(isVisible: true)
    header.beginRefreshing()
    #expect(header.state == .willRefresh, "no size, no safe area yet")
    host.geometryDidChange(
      ScrollGeometryHost.Geometry(
        contentOffset: CGPoint(x: 0, y: -88), contentSize: CGSize(width: 375, height: 2000),
        contentInsets: Insets(top: 88), containerSize: CGSize(width: 375, height: 667)))
    #expect(header.state == .refreshing)
    #expect(host.output.margins == Insets(top: 54))
    #expect(host.output.scrollTarget?.offset == CGPoint(x: 0, y: -142))
  }

  @Test func withNoGlueToAnimateEachAnimatedChangeEndsAtOnce() {
    let host = ScrollGeometryHost()
    host.geometryDidChange(
      ScrollGeometryHost.Geometry(
        contentOffset: CGPoint(x: 0, y: -88), contentSize: CGSize(width: 375, height: 2000),
        contentInsets: Insets(top: 88), containerSize: CGSize(width: 375, height: 667)))
    host.appearanceDidChange(isVisible: true)
    let header = RefreshHeader()
    host.model.refreshHeader = header
    var shown = 0
    var ended = 0
    header.beginRefreshing { shown += 1 }
    #expect(host.output.scrollTarget?.animationDuration == 0.25)
    host.adapter.hostFrameDidTick(by: 1.0 / 60)
    #expect(shown == 1, "nothing will report the reveal's end: it ended when it was asked for")
    header.endRefreshing { ended += 1 }
    #expect(host.output.margins == .zero)
    host.adapter.hostFrameDidTick(by: 1.0 / 60)
    #expect(ended == 1)
    #expect(!host.adapter.needsFrames)
  }

  // MARK: - Short content

  @Test func shortContentCanBePulledOnlyWhileAComponentAsksForTheBounce() {
    let list = FakeSwiftUIScrollView(contentHeight: 200)
    list.pull(through: [-30, -60])
    #expect(list.model.contentOffset == .zero, "two rows do not move under the finger: .basedOnSize")
    list.release()
    let header = RefreshHeader()
    list.model.refreshHeader = header
    #expect(list.host.output.bouncesVertically, "MJRefresh's rule reaches SwiftUI: .always")
    #expect(!list.host.output.bouncesHorizontally)
    list.frame()
    list.pullAndRelease(through: [-30, -60, -90])
    #expect(header.state == .refreshing)
    #expect(header.actionCount == 1)
    header.endRefreshing()
    list.frames(1)
    list.model.refreshHeader = nil
    #expect(!list.host.output.bouncesVertically, "gone with the last component")
    list.frame()
    list.pull(through: [-30, -60])
    #expect(list.model.contentOffset == .zero)
    list.release()
    list.model.refreshFooter = AutoRefreshFooter()
    #expect(list.host.output.bouncesVertically, "back with the next component")
  }
}
