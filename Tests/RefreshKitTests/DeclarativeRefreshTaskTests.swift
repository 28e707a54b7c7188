import Foundation
import Testing

@_spi(Hosting) @testable import RefreshKit
@testable import RefreshKitSwiftUI
@testable import RefreshKitTools

/// A SwiftUI update never cancels the library's own running action (issue 43, item 2): an end that comes from the
/// view's values ends the refresh and lets the action's task finish its work, and a value the view gave before is no
/// wish at all.
@Suite(.timeLimit(.minutes(1))) @MainActor struct DeclarativeRefreshTaskTests {
  /// What the action saw: whether it finished its work, and whether it was cancelled.
  final class Work {
    var finished = 0
    var cancelled = 0
  }

  /// An action that awaits one second of model time (a cache write), recording how it ended.
  func slowAction(on list: ScrollModel, _ work: Work, before: @escaping @MainActor () -> Void = {})
    -> @MainActor () async throws -> Void
  {
    { [weak list] in
      before()
      await list?.sleep(for: 1)
      if Task.isCancelled { work.cancelled += 1 } else { work.finished += 1 }
    }
  }

  @Test func aLoadThatSaysNoMoreDataBeforeItsCacheWriteIsNotCancelledByTheUpdateThatFollows() async {
    let list = makePhoneList(contentHeight: 1000)
    let work = Work()
    var isComplete = false
    let refresh = DeclarativeRefresh(component: AutoRefreshFooter())
    list.refreshFooter = refresh.component
    let action = slowAction(on: list, work) { isComplete = true }
    refresh.update(action: action, isRefreshing: nil, noMoreData: isComplete)
    refresh.component.beginRefreshing()
    let task = refresh.component.actionTask
    await yieldUntil { list.sleeperCount == 1 }
    #expect(isComplete, "the load set the view's value, then awaits its cache write")
    // SwiftUI renders the view at that suspension: the view now says there is no more data.
    refresh.update(action: action, isRefreshing: nil, noMoreData: isComplete)
    #expect(refresh.component.state == .noMoreData, "the footer says so at once")
    #expect(task?.isCancelled == false, "and the load's task goes on")
    list.advance(by: 1)
    await task?.value
    #expect(work.finished == 1, "the cache write finished")
    #expect(work.cancelled == 0, "nothing cancelled it")
    #expect(refresh.component.state == .noMoreData, "its return changes nothing the footer shows")
  }

  @Test func aBindingThatDropsItsWritesNeverEndsTheUsersPull() async {
    let list = makePhoneList()
    let work = Work()
    let refresh = DeclarativeRefresh(component: RefreshHeader())
    refresh.setIsRefreshing = { _ in }  // `.constant(false)`: the view's value never changes
    list.refreshHeader = refresh.component
    let action = slowAction(on: list, work)
    refresh.update(action: action, isRefreshing: false, noMoreData: nil)
    Finger.pullDown(list, contentBy: 120)
    list.endDrag()
    #expect(refresh.component.state == .refreshing)
    let task = refresh.component.actionTask
    await yieldUntil { list.sleeperCount == 1 }
    for _ in 0..<3 { refresh.update(action: action, isRefreshing: false, noMoreData: nil) }
    #expect(refresh.component.state == .refreshing, "the updates that follow do not end the user's pull")
    list.advance(by: 1)
    await task?.value
    #expect(work.finished == 1)
    #expect(work.cancelled == 0)
    #expect(refresh.component.state != .refreshing, "the action's return ended it")
  }

  @Test func aCancelButtonEndsTheRefreshAtOnceAndLetsTheWorkFinish() async {
    let list = makePhoneList()
    let work = Work()
    let refresh = DeclarativeRefresh(component: RefreshHeader())
    var isRefreshing = false
    refresh.setIsRefreshing = { isRefreshing = $0 }
    list.refreshHeader = refresh.component
    let action = slowAction(on: list, work)
    refresh.update(action: action, isRefreshing: isRefreshing, noMoreData: nil)
    Finger.pullDown(list, contentBy: 120)
    list.endDrag()
    let task = refresh.component.actionTask
    await yieldUntil { list.sleeperCount == 1 }
    refresh.update(action: action, isRefreshing: isRefreshing, noMoreData: nil)  // the view shows "Cancel"
    #expect(isRefreshing)
    isRefreshing = false
    refresh.update(action: action, isRefreshing: isRefreshing, noMoreData: nil)
    #expect(refresh.component.state == .idle, "the header goes at once")
    #expect(list.refreshInset == .zero)
    list.advance(by: 1)
    await task?.value
    #expect(work.finished == 1, "the work was not cancelled")
    #expect(work.cancelled == 0)
    #expect(refresh.component.state == .idle)
  }

  @Test func noMoreDataTakenBackLetsTheFooterLoadAgain() async {
    let list = makePhoneList(contentHeight: 1000)
    let work = Work()
    let refresh = DeclarativeRefresh(component: AutoRefreshFooter())
    list.refreshFooter = refresh.component
    let action = slowAction(on: list, work)
    refresh.update(action: action, isRefreshing: nil, noMoreData: false)
    refresh.component.beginRefreshing()
    let task = refresh.component.actionTask
    await yieldUntil { list.sleeperCount == 1 }
    refresh.update(action: action, isRefreshing: nil, noMoreData: true)
    refresh.update(action: action, isRefreshing: nil, noMoreData: false)
    #expect(refresh.component.state == .idle, "the footer loads again on the next scroll")
    list.advance(by: 1)
    await task?.value
    #expect(work.finished == 1)
    #expect(work.cancelled == 0)
  }

  @Test func detachingStillCancelsTheTask() async {
    let list = makePhoneList()
    let work = Work()
    let refresh = DeclarativeRefresh(component: RefreshHeader())
    list.refreshHeader = refresh.component
    refresh.update(action: slowAction(on: list, work), isRefreshing: nil, noMoreData: nil)
    refresh.component.beginRefreshing()
    let task = refresh.component.actionTask
    await yieldUntil { list.sleeperCount == 1 }
    list.refreshHeader = nil
    await task?.value
    #expect(work.cancelled == 1, "a task is cancelled on detach, and only then")
  }

  @Test func noMoreDataDuringAMinimumRefreshingDurationIsKeptWhenTheLoadReturns() async {
    let list = makePhoneList(contentHeight: 1000)
    let work = Work()
    let refresh = DeclarativeRefresh(component: AutoRefreshFooter())
    refresh.component.minimumRefreshingDuration = 3
    list.refreshFooter = refresh.component
    let action = slowAction(on: list, work)
    refresh.update(action: action, isRefreshing: nil, noMoreData: false)
    refresh.component.beginRefreshing()
    let task = refresh.component.actionTask
    await yieldUntil { list.sleeperCount == 1 }
    refresh.update(action: action, isRefreshing: nil, noMoreData: true)
    list.advance(by: 1)
    await task?.value
    list.advance(by: 3)
    #expect(work.finished == 1)
    #expect(refresh.component.state == .noMoreData, "the load's return does not take the view's no-more-data back")
  }

  @Test func aTaskLetFinishIsCancelledWhenItsComponentDetaches() async {
    let list = makePhoneList()
    let work = Work()
    let refresh = DeclarativeRefresh(component: RefreshHeader())
    var isRefreshing = false
    refresh.setIsRefreshing = { isRefreshing = $0 }
    list.refreshHeader = refresh.component
    let action = slowAction(on: list, work)
    refresh.update(action: action, isRefreshing: isRefreshing, noMoreData: nil)
    refresh.component.beginRefreshing()
    let task = refresh.component.actionTask
    await yieldUntil { list.sleeperCount == 1 }
    refresh.update(action: action, isRefreshing: true, noMoreData: nil)
    refresh.update(action: action, isRefreshing: false, noMoreData: nil)  // a Cancel button: the work goes on
    #expect(refresh.component.state == .idle)
    list.refreshHeader = nil  // the screen goes away
    await task?.value
    #expect(work.cancelled == 1, "detaching cancels it, as it cancels any task")
  }
}
