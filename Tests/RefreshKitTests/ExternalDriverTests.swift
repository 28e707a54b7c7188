import Foundation
import Testing

@_spi(Testing) @testable import RefreshKit

/// A phone's list (375 × 667 over 2000 pt of content) with an external driver, as an app bridges a `UIScrollView`:
/// what the model asks the host is kept in ``ReplayHost``.
@MainActor func makeExternalList(contentHeight: CGFloat = 2000) -> ReplayHost {
  let host = ReplayHost()
  host.model.contentSize = CGSize(width: 375, height: contentHeight)
  return host
}

/// The host reports a finger pulling the content down to `offsets`, one scroll a frame, and lifting it.
@MainActor func hostPulls(_ model: ScrollModel, through offsets: [CGFloat], releaseVelocity: CGFloat = 0) {
  model.hostPanStateDidChange(.began, velocity: .zero)
  for y in offsets {
    model.hostPanStateDidChange(.changed, velocity: CGPoint(x: 0, y: 300))
    model.hostDidScroll(to: CGPoint(x: 0, y: y), isTracking: true, isDecelerating: false)
    model.advance(by: 1.0 / 60)
  }
  model.hostPanStateDidChange(.ended, velocity: CGPoint(x: 0, y: releaseVelocity))
}

/// A 1000 pt list with an auto footer and an external driver.
@MainActor func makeExternalFooterList() -> (ScrollModel, AutoRefreshFooter) {
  let model = makeExternalList(contentHeight: 1000).model
  let footer = AutoRefreshFooter()
  model.refreshFooter = footer
  return (model, footer)
}

/// The host reports the content settling by itself over the last 100 pt to its bottom (a keyboard, a rotation).
@MainActor func hostSettlesToTheBottom(_ model: ScrollModel) {
  let bottom = model.maximumContentOffset.y
  for y in stride(from: bottom - 100, through: bottom, by: 20) {
    model.hostDidScroll(to: CGPoint(x: 0, y: y), isTracking: false, isDecelerating: true)
  }
}

/// Each host call of an external driver, and what the model reads from it.
@Suite @MainActor struct ExternalDriverTests {
  @Test func theModelIsSimulatedUntilTheAppSaysOtherwise() {
    let list = makePhoneList()
    #expect(list.driver == .simulated)
    list.driver = .external
    #expect(list.driver == .external)
    #expect("\(ScrollDriver.external)" == "external")
  }

  @Test func aScrollTheHostReportsMovesTheContentAndNothingElseMovesIt() {
    let host = makeExternalList()
    let model = host.model
    let log = EventLog(model)
    model.hostDidScroll(to: CGPoint(x: 0, y: -80), isTracking: false, isDecelerating: true)
    #expect(model.contentOffset == CGPoint(x: 0, y: -80))
    #expect(model.isDecelerating)
    #expect(log.take() == [.contentOffset(old: .zero, new: CGPoint(x: 0, y: -80))])
    // Out of bounds, yet no spring: the host moves the content.
    model.advance(by: 2)
    #expect(model.contentOffset == CGPoint(x: 0, y: -80))
    #expect(log.take().isEmpty)
    #expect(!model.isAnimatingContentOffset)
  }

  @Test func theSameOffsetAgainSendsNoEventButUpdatesDecelerating() {
    let host = makeExternalList()
    let model = host.model
    model.hostDidScroll(to: CGPoint(x: 0, y: 300), isTracking: false, isDecelerating: true)
    let log = EventLog(model)
    model.hostDidScroll(to: CGPoint(x: 0, y: 300), isTracking: false, isDecelerating: false)
    #expect(log.take().isEmpty)
    #expect(!model.isDecelerating)
  }

  @Test func theFingerReadsWhatThePanGestureReported() {
    let model = makeExternalList().model
    let log = EventLog(model)
    model.hostPanStateDidChange(.began, velocity: .zero)
    #expect(model.isDragging)
    #expect(model.panState == .began)
    model.hostPanStateDidChange(.changed, velocity: CGPoint(x: 0, y: 250))
    #expect(model.panVelocity == CGPoint(x: 0, y: 250))
    model.hostPanStateDidChange(.ended, velocity: CGPoint(x: 0, y: -900))
    #expect(!model.isDragging)
    #expect(model.panState == .ended)
    #expect(model.panVelocity == CGPoint(x: 0, y: -900))
    model.hostPanStateDidChange(.possible, velocity: .zero)
    #expect(model.panState == .possible)
    #expect(
      log.take() == [
        .panState(old: .possible, new: .began), .panState(old: .began, new: .changed),
        .panState(old: .changed, new: .ended), .panState(old: .ended, new: .possible),
      ])
  }

  @Test func aPullTheHostReportsRefreshesTheHeaderOnceAndAsksForItsInset() {
    let host = makeExternalList()
    let model = host.model
    model.safeAreaInsets = Insets(top: 88)
    let header = RefreshHeader()
    model.refreshHeader = header
    model.hostDidScroll(to: CGPoint(x: 0, y: -88), isTracking: false, isDecelerating: false)
    hostPulls(model, through: [-100, -120, -140, -150, -170])
    #expect(header.state == .refreshing)
    #expect(header.actionCount == 1)
    #expect(model.refreshInset == Insets(top: 54))
    #expect(host.insetCalls == [Insets(top: 54)])
    // The host brings the content back to the new bound; nothing arms again.
    for y in stride(from: -165 as CGFloat, through: -142, by: 5) + [-142] {
      model.hostDidScroll(to: CGPoint(x: 0, y: y), isTracking: false, isDecelerating: true)
    }
    model.hostDidScroll(to: CGPoint(x: 0, y: -142), isTracking: false, isDecelerating: false)
    #expect(header.actionCount == 1)
    header.endRefreshing()
    #expect(host.insetCalls == [Insets(top: 54), .zero])
    #expect(host.scrollRequests.isEmpty, "a pull needs no scroll: the host's own bounce brings the content back")
  }

  @Test func offsetsTheAppOrTheSystemSetNeverArmTheHeader() {
    let host = makeExternalList()
    let model = host.model
    let header = RefreshHeader()
    model.refreshHeader = header
    model.hostPanStateDidChange(.began, velocity: .zero)
    // During the drag the app moves the content past the trigger: not the finger's doing.
    model.hostDidScroll(to: CGPoint(x: 0, y: -120), isTracking: false, isDecelerating: false)
    #expect(header.state == .idle)
    model.hostPanStateDidChange(.ended, velocity: .zero)
    #expect(header.state == .idle)
    #expect(header.actionCount == 0)
  }

  @Test func aFlingAfterAReleaseLoadsTheAutoFooterButTheSystemsSettlingDoesNot() {
    let (model, footer) = makeExternalFooterList()
    let bottom = model.maximumContentOffset.y
    // The system settles the content towards the bottom (a keyboard, a rotation): no load.
    hostSettlesToTheBottom(model)
    #expect(footer.state == .idle)
    model.hostDidScroll(to: CGPoint(x: 0, y: 0), isTracking: false, isDecelerating: false)
    // The user flings: a drag up, a release, and the deceleration that follows.
    model.hostPanStateDidChange(.began, velocity: .zero)
    model.hostDidScroll(to: CGPoint(x: 0, y: 40), isTracking: true, isDecelerating: false)
    model.hostPanStateDidChange(.ended, velocity: CGPoint(x: 0, y: -3000))
    for y in Array(stride(from: 100, to: bottom, by: 50)) + [bottom] {
      model.hostDidScroll(to: CGPoint(x: 0, y: y), isTracking: false, isDecelerating: true)
    }
    #expect(footer.state == .refreshing)
    #expect(footer.actionCount == 1)
  }

  @Test func theSystemsSettlingAfterACancelledPanIsNotTheUsers() {
    let (model, footer) = makeExternalFooterList()
    // The system takes the finger away mid-drag (a call comes in); the content then settles by itself.
    model.hostPanStateDidChange(.began, velocity: .zero)
    model.hostDidScroll(to: CGPoint(x: 0, y: 40), isTracking: true, isDecelerating: false)
    model.hostPanStateDidChange(.cancelled, velocity: .zero)
    hostSettlesToTheBottom(model)
    #expect(footer.state == .idle)
    #expect(footer.actionCount == 0)
  }

  @Test func theSystemsSettlingAfterAFingerCaughtAFlingAndWasCancelledLoadsNothing() {
    let (model, footer) = makeExternalFooterList()
    // The user flings; the content decelerates, still far from the bottom.
    model.hostPanStateDidChange(.began, velocity: .zero)
    model.hostDidScroll(to: CGPoint(x: 0, y: 40), isTracking: true, isDecelerating: false)
    model.hostPanStateDidChange(.ended, velocity: CGPoint(x: 0, y: -3000))
    model.hostDidScroll(to: CGPoint(x: 0, y: 100), isTracking: false, isDecelerating: true)
    // A finger catches it and the system takes that finger away (a call comes in): the content settles by itself.
    model.hostPanStateDidChange(.began, velocity: .zero)
    model.hostDidScroll(to: CGPoint(x: 0, y: 110), isTracking: true, isDecelerating: false)
    model.hostPanStateDidChange(.cancelled, velocity: .zero)
    hostSettlesToTheBottom(model)
    #expect(footer.state == .idle, "the fling the finger caught is over: nobody scrolled to the footer")
    #expect(footer.actionCount == 0)
  }

  @Test func theSystemsSettlingAfterTheAppScrolledAFlingAwayLoadsNothing() {
    let (model, footer) = makeExternalFooterList()
    // The user flings; the content decelerates, still far from the bottom.
    model.hostPanStateDidChange(.began, velocity: .zero)
    model.hostDidScroll(to: CGPoint(x: 0, y: 40), isTracking: true, isDecelerating: false)
    model.hostPanStateDidChange(.ended, velocity: CGPoint(x: 0, y: -3000))
    model.hostDidScroll(to: CGPoint(x: 0, y: 100), isTracking: false, isDecelerating: true)
    // The app scrolls the list itself (a "jump to section" button); the content then settles by itself.
    model.setContentOffset(CGPoint(x: 0, y: 150), animated: false)
    hostSettlesToTheBottom(model)
    #expect(footer.state == .idle, "the app took the fling over: nobody scrolled to the footer")
    #expect(footer.actionCount == 0)
  }

  @Test func aReleaseBeforeADriverSwitchDoesNotMakeTheSystemsSettlingAfterItTheUsers() {
    let (model, footer) = makeExternalFooterList()
    // A tap the host reports as a pan without a scroll, then the app hands the list to the simulation and back.
    model.hostPanStateDidChange(.began, velocity: .zero)
    model.hostPanStateDidChange(.ended, velocity: .zero)
    model.driver = .simulated
    model.driver = .external
    // The system settles the content to the bottom: nobody flung it.
    hostSettlesToTheBottom(model)
    #expect(model.driver == .external)
    #expect(footer.state == .idle)
    #expect(footer.actionCount == 0)
  }

  @Test func aRefreshingHeadersHoldFollowsAFlingAwayAndStaysShownWhileAnOvershootSpringsBack() {
    let host = makeExternalList()
    let model = host.model
    let header = RefreshHeader()
    model.refreshHeader = header
    hostPulls(model, through: [-40, -80, -120])
    #expect(header.state == .refreshing)
    model.hostDidScroll(to: CGPoint(x: 0, y: -54), isTracking: false, isDecelerating: false)
    #expect(model.refreshInset == Insets(top: 54))

    // The user flings the content up: the hold follows it away from the top.
    model.hostPanStateDidChange(.began, velocity: .zero)
    model.hostDidScroll(to: CGPoint(x: 0, y: -50), isTracking: true, isDecelerating: false)
    model.hostPanStateDidChange(.ended, velocity: CGPoint(x: 0, y: -800))
    model.hostDidScroll(to: CGPoint(x: 0, y: -30), isTracking: false, isDecelerating: true)
    #expect(model.refreshInset == Insets(top: 30))
    model.hostDidScroll(to: CGPoint(x: 0, y: 200), isTracking: false, isDecelerating: true)
    #expect(model.refreshInset == .zero)

    // Then back down: the fling overshoots the top, and the header stays shown while the content springs back.
    model.hostPanStateDidChange(.began, velocity: .zero)
    model.hostDidScroll(to: CGPoint(x: 0, y: 180), isTracking: true, isDecelerating: false)
    model.hostPanStateDidChange(.ended, velocity: CGPoint(x: 0, y: 3000))
    for y: CGFloat in [100, 0, -40, -20] {
      model.hostDidScroll(to: CGPoint(x: 0, y: y), isTracking: false, isDecelerating: true)
    }
    #expect(model.refreshInset == Insets(top: 40), "the hold does not shrink while the content springs back")
    #expect(header.actionCount == 1)
  }

  @Test func aFingerThatCatchesTheContentSpringingBackMovesTheStickyHoldEvenWhileTheHostStillSaysDecelerating() {
    let host = makeExternalList()
    let model = host.model
    let header = RefreshHeader()
    model.refreshHeader = header
    hostPulls(model, through: [-40, -80, -120])
    model.hostDidScroll(to: CGPoint(x: 0, y: -54), isTracking: false, isDecelerating: false)
    #expect(model.refreshInset == Insets(top: 54))

    // A fling down overshoots the top: the content springs back past the hold.
    model.hostPanStateDidChange(.began, velocity: .zero)
    model.hostDidScroll(to: CGPoint(x: 0, y: -50), isTracking: true, isDecelerating: false)
    model.hostPanStateDidChange(.ended, velocity: CGPoint(x: 0, y: 2000))
    model.hostDidScroll(to: CGPoint(x: 0, y: -90), isTracking: false, isDecelerating: true)
    #expect(model.refreshInset == Insets(top: 54))

    // A finger lands on it and pushes it up: UIKit's first reports of the catch may still say decelerating, but a
    // tracked move is the user's own, and the hold follows it away from the top.
    model.hostPanStateDidChange(.began, velocity: .zero)
    model.hostDidScroll(to: CGPoint(x: 0, y: -30), isTracking: true, isDecelerating: true)
    #expect(model.refreshInset == Insets(top: 30))
    model.hostDidScroll(to: CGPoint(x: 0, y: -10), isTracking: true, isDecelerating: false)
    #expect(model.refreshInset == Insets(top: 10))
    #expect(header.state == .refreshing)
  }

  @Test func anAnimationEndHeardAfterTheAppHandedTheListBackStillLetsTheNextAnimationHoldTheEnd() {
    let host = makeExternalList()
    let model = host.model
    let header = RefreshHeader {}
    model.refreshHeader = header
    // The host animates for the model; meanwhile the app hands the list to the simulation and back, and the old
    // animation's end is heard late.
    model.hostAnimationDidBegin()
    model.driver = .simulated
    model.driver = .external
    model.hostAnimationDidEnd()
    header.beginRefreshing()
    model.hostAnimationDidBegin()  // the host animates the header into view
    var completions = 0
    header.endRefreshing { completions += 1 }
    #expect(completions == 0, "the end settles once the host's animation ends")
    model.hostAnimationDidEnd()
    #expect(completions == 1)
  }

  @Test func aProgrammaticBeginAsksTheHostToRevealTheHeaderInsteadOfMoving() {
    let host = makeExternalList()
    let model = host.model
    model.safeAreaInsets = Insets(top: 88)
    model.hostDidScroll(to: CGPoint(x: 0, y: 400), isTracking: false, isDecelerating: false)
    let header = RefreshHeader()
    model.refreshHeader = header
    header.beginRefreshing()
    #expect(header.state == .refreshing)
    #expect(host.scrollRequests.count == 1)
    #expect(host.scrollRequests.first?.offset == CGPoint(x: 0, y: -142))
    #expect(host.scrollRequests.first?.animated == true)
    #expect(model.contentOffset == CGPoint(x: 0, y: 400), "the model waits for the host to report the scroll")
    model.advance(by: 1)
    #expect(model.contentOffset == CGPoint(x: 0, y: 400))
    #expect(host.insetCalls == [Insets(top: 54)])
  }

  @Test func settingTheOffsetAsksTheHostWithoutAnimation() {
    let host = makeExternalList()
    let model = host.model
    model.contentOffset = CGPoint(x: 0, y: 250)
    model.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
    #expect(model.contentOffset == .zero)
    #expect(host.scrollRequests.map(\.offset) == [CGPoint(x: 0, y: 250), CGPoint(x: 0, y: 500)])
    #expect(host.scrollRequests.map(\.animated) == [false, true])
  }

  @Test func timersStillRunOnTheModelsClock() async {
    let host = makeExternalList()
    let model = host.model
    let header = RefreshHeader()
    header.minimumRefreshingDuration = 0.5
    header.resultDisplayDuration = 0.25
    model.refreshHeader = header
    header.beginRefreshing()
    model.advance(by: 0.1)
    header.endRefreshing()
    #expect(header.state == .refreshing, "the minimum duration defers the end")
    model.advance(by: 0.4)
    #expect(header.state == .idle)
    #expect(model.refreshInset == Insets(top: 54), "the result shows for a while")
    model.advance(by: 0.25)
    #expect(model.refreshInset == .zero)
    #expect(host.insetCalls == [Insets(top: 54), .zero])
  }

  @Test func anAsyncActionWaitingOnTheModelsClockEndsWhenTimeAdvances() async {
    let host = makeExternalList()
    let model = host.model
    let header = RefreshHeader { [weak model] in await model?.sleep(for: 1) }
    model.refreshHeader = header
    header.beginRefreshing()
    for _ in 0..<5 { await Task.yield() }
    model.advance(by: 1)
    for _ in 0..<10 { await Task.yield() }
    #expect(header.state == .idle)
    #expect(host.insetCalls == [Insets(top: 54), .zero])
  }

  @Test func handlersAreNeverCalledInSimulatedMode() {
    let list = makePhoneList()
    var calls = 0
    list.scrollRequestHandler = { _, _ in calls += 1 }
    list.refreshInsetHandler = { _ in calls += 1 }
    let header = RefreshHeader()
    list.refreshHeader = header
    header.beginRefreshing()
    list.advance(by: 1)
    #expect(list.contentOffset.y == -54, "the simulated model revealed the header itself")
    header.endRefreshing()
    list.advance(by: 1)
    #expect(list.contentOffset.y == 0, "and settled back itself")
    #expect(calls == 0)
  }
}
