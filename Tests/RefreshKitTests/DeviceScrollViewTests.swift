import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import RefreshKit

/// What a UIKit user sees of a refresh on a real `UIScrollView`, through the fake that behaves as UIKit documents
/// (`FakeUIScrollView`): animated ends and reveals, short content, threads, windows, failed pans, writes from inside
/// UIKit's setters, a re-applied inset under `.never` and a large title that collapses.
@Suite @MainActor struct DeviceScrollViewTests {
  /// A phone's list with a `SimpleHeader` refreshing after a pull, at rest with the header shown.
  static func refreshingList(contentHeight: CGFloat = 2000) -> (FakeUIScrollView, SimpleHeader) {
    let view = FakeUIScrollView(contentHeight: contentHeight)
    let header = SimpleHeader()
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    view.model.refreshHeader = header
    view.userPulls(through: [-40, -80, -120])
    view.scroll(to: CGPoint(x: 0, y: -54), isTracking: false, isDecelerating: false)
    view.frames(0.5)
    _ = view.takeCommands()
    return (view, header)
  }

  // MARK: - 1. The end and the reveal animate; their completions wait for the animation

  @Test func theHoldGlidesBackInMJRefreshsSlowAnimationAndTheEndCompletionRunsWhenItArrives() {
    let (view, header) = Self.refreshingList()
    var ended = 0
    header.endRefreshing { ended += 1 }
    #expect(view.takeCommands() == [.animateContentInset(.zero, duration: 0.4)], "no one-frame jump")
    #expect(view.contentOffset == CGPoint(x: 0, y: 0), "UIKit's values are final at once; only the drawing moves")
    #expect(ended == 0, "the content is still gliding back")
    view.frames(0.3)
    #expect(ended == 0)
    view.frames(0.1)
    #expect(ended == 1, "the completion runs when the animation ends")
    view.frames(1)
    #expect(ended == 1)
  }

  @Test func aProgrammaticBeginsCompletionRunsOnceTheHeaderHasScrolledIntoView() {
    let view = FakeUIScrollView()
    view.safeAreaInsets = Insets(top: 88)
    let header = RefreshHeader()
    view.model.refreshHeader = header
    var shown = 0
    header.beginRefreshing { shown += 1 }
    #expect(view.takeCommands().last == .animateContentOffset(CGPoint(x: 0, y: -142), duration: 0.25))
    #expect(shown == 0, "the header is still scrolling into view")
    view.frames(0.25)
    #expect(shown == 1)
    #expect(view.contentOffset == CGPoint(x: 0, y: -142))
  }

  @Test func reduceMotionReturnsTheHoldAndRevealsTheHeaderAtOnce() {
    withConfiguration {
      RefreshConfiguration.default.reducesMotion = true
      let view = FakeUIScrollView()
      let header = RefreshHeader()
      view.model.refreshHeader = header
      var shown = 0
      var ended = 0
      header.beginRefreshing { shown += 1 }
      #expect(view.takeCommands().last == .setContentOffset(CGPoint(x: 0, y: -54), animated: false))
      #expect(shown == 1)
      header.endRefreshing { ended += 1 }
      #expect(view.takeCommands() == [.setContentInset(.zero)])
      #expect(ended == 1)
      #expect(view.animatedDurations.isEmpty)
    }
  }

  @Test func aRefreshThatEndsUnderTheFingerReturnsTheHoldWithoutAnAnimation() {
    let (view, header) = Self.refreshingList()
    view.userPulls(through: [-60, -70], lift: false)
    header.endRefreshing()
    #expect(view.takeCommands() == [.setContentInset(.zero)], "UIKit does not clamp under a finger")
  }

  @Test func anAnimationReportedTwiceIsRefusedAndChangesNothing() {
    let (view, header) = Self.refreshingList()
    var ended = 0
    header.endRefreshing { ended += 1 }
    view.frames(0.5)
    let (_, diagnostics) = RefreshDiagnostics.collect { view.adapter.hostDidFinishAnimating() }
    #expect(diagnostics.map(\.member) == ["ScrollHostAdapter.hostDidFinishAnimating()"])
    #expect(ended == 1)
  }

  // MARK: - 2. Short content can be pulled

  @Test func aCollectionViewWithTwoItemsCanBePulledToRefresh() {
    let view = FakeUIScrollView(contentHeight: 200)
    let header = RefreshHeader()
    view.model.refreshHeader = header
    #expect(view.alwaysBounceVertical, "MJRefresh's rule reaches the scroll view")
    view.userPulls(through: [-30, -60, -90])
    #expect(header.state == .refreshing)
    #expect(header.actionCount == 1)
  }

  @Test func anEmptyHorizontalListCanBePulledToTheTrailer() {
    let view = FakeUIScrollView(contentHeight: 667)
    view.contentSize.width = 0
    let trailer = RefreshTrailer()
    view.model.refreshTrailer = trailer
    #expect(view.alwaysBounceHorizontal)
    #expect(!view.alwaysBounceVertical)
    view.pan(.began)
    for x in [30.0, 60, 90] {
      view.pan(.changed, velocity: CGPoint(x: -300, y: 0))
      view.scroll(to: CGPoint(x: x, y: 0), isTracking: true, isDecelerating: false)
    }
    view.pan(.ended)
    #expect(trailer.state == .refreshing)
  }

  // MARK: - 3. Off the main thread

  @Test func aReloadOffTheMainThreadIsCarriedToTheMainThreadAndReported() async {
    let view = FakeUIScrollView()
    let mainQueue = FakeMainQueue()
    let (_, diagnostics) = await RefreshDiagnostics.collect {
      await view.changeContentSizeOffTheMainThread(to: CGSize(width: 375, height: 900), mainQueue: mainQueue)
      #expect(view.model.contentSize.height == 2000, "nothing ran off the main thread")
      mainQueue.run()
    }
    #expect(view.model.contentSize.height == 900, "the report was applied on the main thread")
    #expect(diagnostics.map(\.kind) == [.offMainThread])
    #expect(diagnostics.first?.member == "UIScrollView.contentSize")
    #expect(diagnostics.first?.description.hasPrefix("RefreshKit: off the main thread,") == true)
  }

  @Test func aReportOnTheMainThreadRunsAtOnceWithNoDiagnostic() {
    let (_, diagnostics) = RefreshDiagnostics.collect {
      var ran = false
      HostThread.deliver("UIScrollView.contentOffset", onMainThread: true, enqueueOnMain: { _ in }) { ran = true }
      #expect(ran)
    }
    #expect(diagnostics.isEmpty)
  }

  // MARK: - 4. A begin waits for the window

  @Test func aBeginInViewDidLoadWaitsForTheWindowAndShowsTheHeaderBelowTheBar() {
    let view = FakeUIScrollView()
    view.isInWindow = false  // viewDidLoad: a frame, no window, no safe area yet
    let header = RefreshHeader()
    view.model.refreshHeader = header
    header.beginRefreshing()
    #expect(header.state == .willRefresh)
    #expect(header.actionCount == 0)
    #expect(view.contentInset == .zero, "nothing is revealed from a top inset of 0")
    view.safeAreaInsets = Insets(top: 88)  // the navigation bar, once in the window
    view.isInWindow = true
    #expect(header.state == .refreshing)
    #expect(header.actionCount == 1)
    view.frames(0.25)
    #expect(view.contentOffset == CGPoint(x: 0, y: -142), "the header shows below the bar")
  }

  @Test func aRefreshUnderWayGoesOnWhenTheScrollViewLeavesItsWindow() {
    let (view, header) = Self.refreshingList()
    view.isInWindow = false
    #expect(header.state == .refreshing)
    header.endRefreshing()
    header.beginRefreshing()
    #expect(header.state == .willRefresh, "a new begin waits for the window again")
    view.isInWindow = true
    #expect(header.state == .refreshing)
    #expect(header.actionCount == 2)
  }

  // MARK: - 5. A pan that fails

  @Test func aTapIsAPanThatNeverBeganAndSaysNothing() {
    let view = FakeUIScrollView()
    let header = RefreshHeader()
    view.model.refreshHeader = header
    let (_, diagnostics) = RefreshDiagnostics.collect {
      view.tap()
      view.pan(.possible)
    }
    #expect(diagnostics.isEmpty)
    #expect(view.model.panState == .possible)
    view.userPulls(through: [-30, -60, -90])
    #expect(header.state == .refreshing, "the next pull works")
  }

  // MARK: - 6. Writes from inside UIKit's setters

  @Test func anObserverThatWritesTheInsetBackOnEveryChangeDoesNotHangTheApp() {
    let view = FakeUIScrollView()
    view.contentInset.top = 88
    let header = RefreshHeader()
    view.model.refreshHeader = header
    // An app (or another refresh library) that puts its own top inset back whenever the inset changes.
    view.appInsetObserver = { scrollView in
      if scrollView.contentInset.top != 88 { scrollView.contentInset.top = 88 }
    }
    let (_, diagnostics) = RefreshDiagnostics.collect { header.beginRefreshing() }
    #expect(!view.insetWritesOverflowed, "no endless loop inside UIKit's setters")
    #expect(view.insetWrites < 40)
    // Answered twice from inside the adapter's own writes, it is taken for a loop at once (issue 53): reported as the
    // conflict it is, before the command cap (`ScrollHostAdapter.commandHandler`) is reached.
    #expect(diagnostics.filter { $0.kind == .conflict }.count == 1, "the fight is reported")
    #expect(view.contentInset.top == 88, "the other writer's inset stands")
    #expect(header.actionCount == 1)
  }

  @Test func aFractionalBarReAppliedWithRoundingNoiseWritesNothingBack() {
    // iPhone 14 Pro's bar: 97.809374999999989 (KafkaRefresh#76), re-applied by a layout pass that sums it another way.
    let bar = 97.809374999999989
    let view = FakeUIScrollView()
    view.contentInset.top = bar
    let header = RefreshHeader()
    view.model.refreshHeader = header
    header.beginRefreshing()
    view.frames(0.5)
    _ = view.takeCommands()
    var layouts = 0
    view.appInsetObserver = { scrollView in
      guard layouts < 3 else { return }
      layouts += 1
      // The whole inset, bar and hold, summed in another order: a hair from what the scroll view has.
      scrollView.contentInset.top = (54 + bar * 3) - bar * 2
    }
    view.contentInset.top = (54 + bar * 3) - bar * 2
    #expect(!view.insetWritesOverflowed)
    #expect(view.takeCommands().isEmpty, "the scroll view already has the inset, to the pixel")
    #expect(abs(view.contentInset.top - (bar + 54)) < 1e-9)
    #expect(header.state == .refreshing)
  }

  // MARK: - 7. A re-applied inset under `.never`

  @Test func aBarInsetReAppliedUnderNeverKeepsTheRefreshingHeaderInView() {
    let view = FakeUIScrollView()
    view.adjustsContentInsetForSafeArea = false  // contentInsetAdjustmentBehavior = .never
    view.contentInset.top = 88
    view.scroll(to: CGPoint(x: 0, y: -88), isTracking: false, isDecelerating: false)
    let header = RefreshHeader()
    view.model.refreshHeader = header
    view.userPulls(through: [-120, -160, -200])
    view.scroll(to: CGPoint(x: 0, y: -142), isTracking: false, isDecelerating: false)
    view.frames(0.5)
    #expect(header.state == .refreshing)
    for pass in 0..<3 {
      view.contentInset.top = 88  // viewDidLayoutSubviews
      #expect(view.contentInset.top == 142, "pass \(pass): the hold is back")
      #expect(view.contentOffset == CGPoint(x: 0, y: -142), "pass \(pass): the header shows below the bar")
      #expect(view.model.refreshInset == Insets(top: 54))
    }
  }

  // MARK: - 8. A large title that collapses during a refresh

  @Test func aLargeTitleThatCollapsesKeepsTheHoldBelowTheBarWithNoJump() {
    let view = FakeUIScrollView()
    view.safeAreaInsets = Insets(top: 140)  // a large title
    let header = RefreshHeader()
    view.model.refreshHeader = header
    view.userPulls(through: [-180, -220, -260])
    view.scroll(to: CGPoint(x: 0, y: -194), isTracking: false, isDecelerating: false)
    view.frames(0.5)
    #expect(header.state == .refreshing)
    _ = view.takeCommands()
    // The title collapses over a few frames: 140 → 88.
    for top in stride(from: 127.0, through: 88, by: -13) {
      view.safeAreaInsets = Insets(top: top)
      view.frame()
      #expect(view.model.refreshInset == Insets(top: 54), "safe area \(top): the hold stays")
      #expect(view.contentOffset == CGPoint(x: 0, y: -(top + 54)), "safe area \(top): the header stays below the bar")
    }
    #expect(view.takeCommands().isEmpty, "no write of the adapter's: nothing jumps")
    #expect(view.contentInset == Insets(top: 54))
  }
}
