import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import RefreshKit
@testable import RefreshKitSwiftUI

/// What a SwiftUI view sees of its `isRefreshing` binding when the modifier's work runs inside SwiftUI's view updates
/// (`updateUIView`, `makeUIView`, a window move), and what a running refresh does across many updates of the view.
@Suite(.timeLimit(.minutes(1))) @MainActor struct DeclarativeRefreshUpdateTests {
  /// The view's `@State var isRefreshing`, every write to it, and the flushes the layer was asked to schedule.
  final class ViewState {
    var isRefreshing = false
    var writes: [Bool] = []
    var flushesAsked = 0
    /// Whether SwiftUI is updating the view: a write now is the "Modifying state during view update" fault.
    var isUpdating = false
    var writesDuringUpdate = 0
  }

  /// A component driven as the modifier drives it, its binding writing `state`.
  func driven<Component: RefreshComponent>(_ component: Component, state: ViewState) -> DeclarativeRefresh<Component> {
    let refresh = DeclarativeRefresh(component: component)
    refresh.setIsRefreshing = { value in
      if state.isUpdating { state.writesDuringUpdate += 1 }
      state.isRefreshing = value
      state.writes.append(value)
    }
    refresh.deferredWritesNeedFlush = { state.flushesAsked += 1 }
    return refresh
  }

  /// Runs `body` as the layer does inside one of SwiftUI's view updates.
  func viewUpdate<Component>(_ refresh: DeclarativeRefresh<Component>, _ state: ViewState, _ body: () -> Void) {
    state.isUpdating = true
    refresh.deferringWrites(body)
    state.isUpdating = false
  }

  /// The writes a footer's session gives its binding: a load from code, the last page ending it inside an update,
  /// pages again, a user's load, its end inside an update, then the list going away.
  func footerSession(deferred: Bool) -> (writes: [Bool], duringUpdate: Int, flushesAsked: Int) {
    let list = makePhoneList(contentHeight: 1000)
    let state = ViewState()
    let refresh = driven(AutoRefreshFooter(), state: state)
    list.refreshFooter = refresh.component
    func update(_ noMoreData: Bool) {
      let body = {
        refresh.update(action: {}, isRefreshing: state.isRefreshing, noMoreData: noMoreData)
      }
      if deferred {
        viewUpdate(refresh, state, body)
      } else {
        // The same update with the writes let through, as the modifier did before.
        state.isUpdating = true
        body()
        state.isUpdating = false
      }
      refresh.flushDeferredWrites()  // what the layer's `DispatchQueue.main.async` does after the update
    }
    update(false)
    state.isRefreshing = true  // a "Load" button
    update(false)
    update(true)  // the last page arrived: the load ends inside the update
    update(false)
    refresh.component.tap()  // the user loads
    update(false)
    update(true)
    return (state.writes, state.writesDuringUpdate, state.flushesAsked)
  }

  @Test func aLoadEndedInsideAViewUpdateWritesTheBindingAfterItWithTheSameValuesInTheSameOrder() {
    let direct = footerSession(deferred: false)
    let deferred = footerSession(deferred: true)
    #expect(direct.duringUpdate == 2, "let through, both ends write inside the update")
    #expect(deferred.duringUpdate == 0, "no write inside SwiftUI's update")
    #expect(deferred.writes == direct.writes)
    #expect(deferred.writes == [false, true, false], "the end, the user's load, its end")
    #expect(deferred.flushesAsked == 2, "one flush asked for each update that kept writes back")
  }

  @Test func aLoadStartedByAScrollDuringAViewUpdateWritesTheBindingOnlyAfterTheUpdate() {
    // SwiftUI applies a List's new rows; UIKit reports the taller content from inside that update, and the auto
    // footer the user scrolled to starts loading there: no layer code surrounds that report.
    let list = makePhoneList(contentHeight: 1000)
    let state = ViewState()
    let refresh = driven(AutoRefreshFooter(), state: state)
    refresh.defersEveryWrite = true
    list.refreshFooter = refresh.component
    refresh.update(action: {}, isRefreshing: false, noMoreData: false)
    state.isUpdating = true
    refresh.component.tap()  // the load starts as a report arrives during the update
    state.isUpdating = false
    #expect(refresh.component.isRefreshing)
    #expect(state.writes.isEmpty, "nothing written inside SwiftUI's update")
    #expect(state.flushesAsked == 1)
    refresh.flushDeferredWrites()  // the layer's next main-queue turn
    #expect(state.writes == [true])
    #expect(state.writesDuringUpdate == 0)
    refresh.component.endRefreshing()
    #expect(state.writes == [true], "the end waits for its flush too")
    refresh.flushDeferredWrites()
    #expect(state.writes == [true, false])
  }

  @Test func aRefreshBegunAsTheListAppearsWritesTrueAfterTheWindowMove() {
    let list = makePhoneList()
    let header = RefreshHeader()
    let store = InMemoryLastUpdatedStore()
    header.lastUpdatedStore = store
    let now = Date(timeIntervalSince1970: 1_000_000)
    header.currentDate = { now }
    store.setDate(now - 700, forKey: header.lastUpdatedKey)
    let state = ViewState()
    let refresh = driven(header, state: state)
    list.refreshHeader = header
    refresh.update(action: {}, isRefreshing: false, noMoreData: nil, options: RefreshOptions(expiryInterval: 600))
    viewUpdate(refresh, state) { refresh.listDidAppear() }  // the probe's `didMoveToWindow`
    #expect(header.isRefreshing, "the refresh itself starts at once")
    #expect(state.writes.isEmpty)
    #expect(refresh.deferredWrites == [true])
    #expect(state.flushesAsked == 1)
    refresh.flushDeferredWrites()
    #expect(state.writes == [true])
    #expect(state.writesDuringUpdate == 0)
    #expect(refresh.deferredWrites.isEmpty)
  }

  @Test func aViewUpdateBeforeTheFlushDoesNotReadTheViewsOldValueAsAWish() {
    // The load ended inside an update; SwiftUI updates the view again before the write of false arrives, still
    // saying true: that true is older than the end, and must not start a second load.
    let list = makePhoneList(contentHeight: 1000)
    let state = ViewState()
    let refresh = driven(AutoRefreshFooter(), state: state)
    list.refreshFooter = refresh.component
    refresh.update(action: {}, isRefreshing: false, noMoreData: false)
    state.isRefreshing = true
    refresh.update(action: {}, isRefreshing: true, noMoreData: false)
    #expect(refresh.component.actionCount == 1)
    viewUpdate(refresh, state) { refresh.update(action: {}, isRefreshing: true, noMoreData: true) }
    viewUpdate(refresh, state) { refresh.update(action: {}, isRefreshing: true, noMoreData: false) }
    #expect(refresh.component.state == .idle)
    #expect(refresh.component.actionCount == 1)
    refresh.flushDeferredWrites()
    #expect(state.writes == [false])
    refresh.update(action: {}, isRefreshing: state.isRefreshing, noMoreData: false)
    #expect(refresh.component.state == .idle)
    state.isRefreshing = true  // the button again, after the view saw false
    refresh.update(action: {}, isRefreshing: true, noMoreData: false)
    #expect(refresh.component.actionCount == 2)
  }

  @Test func aFlushAskedForInsideAnUpdateWritesNothingThere() {
    let list = makePhoneList()
    let state = ViewState()
    let refresh = driven(RefreshHeader(), state: state)
    list.refreshHeader = refresh.component
    refresh.update(action: {}, isRefreshing: false, noMoreData: nil)
    viewUpdate(refresh, state) {
      refresh.component.beginRefreshing()
      refresh.flushDeferredWrites()
    }
    #expect(state.writes.isEmpty)
    #expect(state.flushesAsked == 2, "asked again for after the update")
    refresh.flushDeferredWrites()
    #expect(state.writes == [true])
  }

  @Test func aRunningActionSurvivesAHundredAndFiftyViewUpdatesUncancelledAndEndsTheRefreshOnce() async {
    // SwiftUI's `.refreshable` task is cancelled when the view redraws during it; here the action is replaced at
    // every update, and the running one goes on.
    let list = makePhoneList()
    let state = ViewState()
    let refresh = driven(RefreshHeader(), state: state)
    list.refreshHeader = refresh.component
    var finished: [Int] = []
    var sawCancellation = false
    var ends = 0
    refresh.component.endRefreshingCompletion = { ends += 1 }
    func action(_ body: Int) -> @MainActor () async throws -> Void {
      { [weak list] in
        await list?.sleep(for: 3)
        sawCancellation = sawCancellation || Task.isCancelled
        finished.append(body)
      }
    }
    refresh.update(action: action(0), isRefreshing: state.isRefreshing, noMoreData: nil)
    state.isRefreshing = true  // a "Reload" button
    viewUpdate(refresh, state) {
      refresh.update(action: action(1), isRefreshing: state.isRefreshing, noMoreData: nil)
    }
    await yieldUntil { list.sleeperCount == 1 }
    for body in 2...151 {
      viewUpdate(refresh, state) {
        refresh.update(
          action: action(body), isRefreshing: state.isRefreshing, noMoreData: nil,
          options: RefreshOptions(resultDisplayDuration: 0))
      }
      refresh.flushDeferredWrites()
      if body.isMultiple(of: 10) {
        list.advance(by: 0.1)
        await Task.yield()
      }
    }
    #expect(refresh.component.isRefreshing, "still refreshing after 150 updates")
    #expect(list.sleeperCount == 1, "the action still waits")
    let task = refresh.component.actionTask
    list.advance(by: 3)
    await task?.value
    #expect(sawCancellation == false)
    #expect(finished == [1], "the action the refresh started ran to its end, once")
    #expect(refresh.component.actionCount == 1)
    #expect(refresh.component.state == .idle)
    list.advance(by: 1)  // the hold goes back and the content rests: the end's completion runs
    #expect(ends == 1, "the refresh ended once")
    #expect(list.refreshInset == .zero)
    refresh.flushDeferredWrites()
    #expect(state.writes == [false], "the end cleared the binding, once")
    #expect(state.writesDuringUpdate == 0)
  }
}
