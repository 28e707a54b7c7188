import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import RefreshKit
@testable import RefreshKitSwiftUI
@testable import RefreshKitTools

/// A component driven by a declarative view's values, as the SwiftUI modifiers drive it: what the user sees when the
/// view's `isRefreshing`, `noMoreData`, action and options change, or stay the same across updates.
@Suite @MainActor struct DeclarativeRefreshTests {
  /// The view's own state: what a `@State var isRefreshing` holds, and how many bodies ran.
  final class ViewState {
    var isRefreshing = false
    var writes: [Bool] = []
  }

  /// A header driven by a view whose `isRefreshing` is `state.isRefreshing`, with its binding.
  func drivenHeader(on list: ScrollModel, state: ViewState) -> DeclarativeRefresh<RefreshHeader> {
    let refresh = DeclarativeRefresh(component: RefreshHeader())
    refresh.setIsRefreshing = { value in
      state.isRefreshing = value
      state.writes.append(value)
    }
    list.refreshHeader = refresh.component
    return refresh
  }

  @Test func aButtonThatSetsIsRefreshingShowsTheHeaderRunsTheActionOnceAndTheEndClearsIt() async {
    let list = makePhoneList()
    let state = ViewState()
    let refresh = drivenHeader(on: list, state: state)
    let calls = ActionCounter()
    let action: @MainActor () async throws -> Void = { calls.count += 1 }
    refresh.update(action: action, isRefreshing: state.isRefreshing, noMoreData: nil)
    #expect(refresh.component.state == .idle, "false at first: nothing happens")
    state.isRefreshing = true  // the button
    refresh.update(action: action, isRefreshing: state.isRefreshing, noMoreData: nil)
    #expect(refresh.component.isRefreshing)
    #expect(list.refreshInset == Insets(top: 54), "the header shows")
    #expect(refresh.component.refreshTrigger == .beginRefreshing)
    refresh.update(action: action, isRefreshing: state.isRefreshing, noMoreData: nil)
    await refresh.component.actionTask?.value
    #expect(calls.count == 1, "an update that repeats true begins nothing more")
    #expect(refresh.component.state == .idle)
    #expect(list.refreshInset == .zero)
    #expect(state.isRefreshing == false, "the end cleared the binding")
    #expect(state.writes == [false], "the binding was written once: its own true was not echoed")
  }

  @Test func aPullSetsTheBindingAndTheEndClearsIt() {
    let list = makePhoneList()
    let state = ViewState()
    let refresh = drivenHeader(on: list, state: state)
    refresh.update(action: {}, isRefreshing: state.isRefreshing, noMoreData: nil)
    Finger.pullDown(list, contentBy: 80)
    list.endDrag()
    #expect(refresh.component.isRefreshing)
    #expect(state.writes == [true])
    refresh.update(action: {}, isRefreshing: state.isRefreshing, noMoreData: nil)
    #expect(refresh.component.isRefreshing, "the view's next update repeats the pull's true")
    refresh.component.endRefreshing()
    #expect(state.writes == [true, false])
  }

  @Test func settingIsRefreshingToFalseEndsTheRefresh() {
    let list = makePhoneList()
    let state = ViewState()
    let refresh = drivenHeader(on: list, state: state)
    Finger.pullDown(list, contentBy: 80)
    list.endDrag()
    #expect(state.isRefreshing)
    state.isRefreshing = false  // a Cancel button
    refresh.update(action: {}, isRefreshing: state.isRefreshing, noMoreData: nil)
    #expect(refresh.component.state == .idle)
    #expect(list.refreshInset == .zero)
    #expect(state.writes == [true], "the component does not echo the view's own false")
  }

  @Test func aViewThatKeepsSayingFalseNeverEndsTheUsersRefresh() {
    // A constant binding (or a value the view does not update): only a change acts, never a repetition.
    let list = makePhoneList()
    let refresh = DeclarativeRefresh(component: RefreshHeader())
    list.refreshHeader = refresh.component
    refresh.update(action: {}, isRefreshing: false, noMoreData: nil)
    Finger.pullDown(list, contentBy: 80)
    list.endDrag()
    for _ in 0..<3 { refresh.update(action: {}, isRefreshing: false, noMoreData: nil) }
    #expect(refresh.component.isRefreshing)
    #expect(refresh.component.actionCount == 1)
  }

  @Test func aRefreshAskedForBeforeTheHeaderIsAttachedWaitsWithTheBindingStillTrue() {
    let list = makePhoneList()
    let state = ViewState()
    let refresh = DeclarativeRefresh(component: RefreshHeader())
    refresh.setIsRefreshing = {
      state.isRefreshing = $0; state.writes.append($0)
    }
    state.isRefreshing = true
    refresh.update(action: {}, isRefreshing: true, noMoreData: nil)
    #expect(refresh.component.state == .willRefresh)
    #expect(state.writes.isEmpty, "the binding stays true while the refresh waits")
    list.refreshHeader = refresh.component  // the probe found the list's scroll view
    #expect(refresh.component.isRefreshing)
    #expect(refresh.component.actionCount == 1)
    #expect(state.writes.isEmpty)
  }

  @Test func eachRefreshRunsTheActionOfTheLatestUpdate() async {
    let list = makePhoneList()
    let refresh = DeclarativeRefresh(component: RefreshHeader())
    list.refreshHeader = refresh.component
    var pages: [Int] = []
    for page in 1...3 {
      refresh.update(action: { pages.append(page) }, isRefreshing: nil, noMoreData: nil)
    }
    refresh.component.beginRefreshing()
    await refresh.component.actionTask?.value
    #expect(pages == [3])
    #expect(refresh.component.state == .idle)
  }

  @Test func noMoreDataTurningTrueEndsTheLoadAndTurningFalseLoadsAgain() {
    let list = makePhoneList(contentHeight: 1000)
    let refresh = DeclarativeRefresh(component: AutoRefreshFooter())
    list.refreshFooter = refresh.component
    refresh.update(action: {}, isRefreshing: nil, noMoreData: false)
    refresh.component.beginRefreshing()
    #expect(refresh.component.isRefreshing)
    refresh.update(action: {}, isRefreshing: nil, noMoreData: true)  // the last page arrived
    #expect(refresh.component.state == .noMoreData)
    refresh.component.tap()
    #expect(refresh.component.state == .noMoreData, "no more data: a tap loads nothing")
    #expect(refresh.component.actionCount == 1)
    refresh.update(action: {}, isRefreshing: nil, noMoreData: false)  // pulled to refresh: pages again
    #expect(refresh.component.state == .idle)
    refresh.component.tap()
    #expect(refresh.component.isRefreshing)
    #expect(refresh.component.actionCount == 2)
  }

  @Test func aFooterTheAppEndedWithNoMoreDataStaysSoAcrossUpdatesThatRepeatFalse() {
    let list = makePhoneList(contentHeight: 1000)
    let refresh = DeclarativeRefresh(component: AutoRefreshFooter())
    list.refreshFooter = refresh.component
    refresh.update(action: {}, isRefreshing: nil, noMoreData: false)
    refresh.component.endRefreshingWithNoMoreData()
    refresh.update(action: {}, isRefreshing: nil, noMoreData: false)
    #expect(refresh.component.state == .noMoreData)
  }

  @Test func optionsAreSetWhenTheyChangeAndABadOneIsReportedOnce() {
    let list = makePhoneList()
    let refresh = DeclarativeRefresh(component: RefreshHeader())
    list.refreshHeader = refresh.component
    #expect(refresh.component.failureDisplayDuration == 2, "the default, until the options say otherwise")
    let good = RefreshOptions(minimumRefreshingDuration: 0.5, resultDisplayDuration: 1, failureDisplayDuration: 4)
    refresh.update(action: {}, isRefreshing: nil, noMoreData: nil, options: good)
    #expect(refresh.component.minimumRefreshingDuration == 0.5)
    #expect(refresh.component.resultDisplayDuration == 1)
    #expect(refresh.component.failureDisplayDuration == 4)
    let bad = RefreshOptions(minimumRefreshingDuration: -1, resultDisplayDuration: 2)
    let (_, diagnostics) = RefreshDiagnostics.collect {
      for _ in 0..<3 { refresh.update(action: {}, isRefreshing: nil, noMoreData: nil, options: bad) }
    }
    #expect(diagnostics.count == 1, "the same options are set once, however often the body runs")
    #expect(refresh.component.minimumRefreshingDuration == 0.5, "the bad value is refused")
    #expect(refresh.component.resultDisplayDuration == 2)
  }

  @Test func aHeaderWhoseContentExpiredRefreshesWhenTheListAppearsAndAFreshOneDoesNot() {
    let list = makePhoneList()
    let header = RefreshHeader()
    let store = InMemoryLastUpdatedStore()
    header.lastUpdatedStore = store
    let clock = FixedClock(Date(timeIntervalSince1970: 1_000_000))
    header.currentDate = { clock.now }
    let refresh = DeclarativeRefresh(component: header)
    list.refreshHeader = header
    refresh.update(action: {}, isRefreshing: nil, noMoreData: nil, options: RefreshOptions(expiryInterval: 600))
    store.setDate(clock.now, forKey: header.lastUpdatedKey)
    clock.now += 599
    #expect(refresh.listDidAppear() == false, "refreshed 599 s ago: still fresh")
    #expect(header.state == .idle)
    clock.now += 2
    #expect(refresh.listDidAppear())
    #expect(header.isRefreshing)
    #expect(header.refreshTrigger == .expired)
  }

  @Test func withoutAnExpiryTheListAppearingRefreshesNothing() {
    let list = makePhoneList()
    let refresh = DeclarativeRefresh(component: RefreshHeader())
    list.refreshHeader = refresh.component
    refresh.update(action: {}, isRefreshing: nil, noMoreData: nil)
    #expect(refresh.listDidAppear() == false)
    #expect(refresh.component.state == .idle, "never refreshed, but no expiry was asked for")
  }
}
