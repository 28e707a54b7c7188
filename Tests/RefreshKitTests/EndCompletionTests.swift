import Foundation
import Testing

@_spi(Testing) @testable import RefreshKit

// Every way a refresh ends reaches its `endRefreshingCompletion` exactly once: by the app's code (`endRefreshing()`,
// with a failure, with no more data, from inside the action, deferred by a minimum duration, after a result display),
// by the async action's result (it returns, it throws, its task is cancelled), superseded by a new refresh before the
// content settled, by leaving the list (detached, replaced, moved to another list, hidden), and by the list or its
// scroll view going away. Where a list is left to settle, the completion comes once the hold is returned and the
// content rests; where nothing is left to wait for, at once.

/// Counts a component's end completions and notes what the list looked like at each.
@MainActor final class EndCompletionLog {
  private(set) var count = 0
  /// The list's refresh inset and whether its content moved, at each completion.
  private(set) var seen: [(refreshInset: Insets, moving: Bool)] = []

  init(_ component: RefreshComponent) {
    component.endRefreshingCompletion = { [unowned self, unowned component] in
      count += 1
      let list = component.scrollView
      seen.append((list?.refreshInset ?? .zero, list.map { $0.isDecelerating || $0.isAnimatingContentOffset } ?? false))
    }
  }
}

/// One way for a refresh to end, done by the app, the action, the user or the system.
enum EndPath: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case endRefreshing
  case endWithAFailure
  case endWithNoMoreData
  case actionEndsItself
  case deferredByAMinimumDuration
  case afterAResultDisplay
  case hidden
  case detached
  case replaced
  case movedToAnotherList
  case listReleased

  var testDescription: String { rawValue }

  /// Whether the path leaves the component on its list, which then settles before the completion.
  var staysOnTheList: Bool {
    switch self {
    case .detached, .replaced, .movedToAnotherList, .listReleased: false
    default: true
    }
  }

  /// The kinds of component the path applies to: only footers run out of data, and an auto footer shows no result
  /// in a hold of its own.
  var kinds: [ReentrantComponentKind] {
    switch self {
    case .endWithNoMoreData: [.autoFooter, .backFooter]
    case .afterAResultDisplay: [.header, .backFooter, .trailer]
    default: ReentrantComponentKind.allCases
    }
  }

  static var cases: [(ReentrantComponentKind, EndPath)] {
    allCases.flatMap { path in path.kinds.map { ($0, path) } }
  }
}

@Suite(.timeLimit(.minutes(1))) @MainActor struct EndCompletionTests {
  /// The list for `kind`: a phone list, a gallery 1000 points wide for a trailer.
  static func makeList(for kind: ReentrantComponentKind) -> ScrollModel {
    kind == .trailer ? makePhoneList(contentHeight: 667, contentWidth: 1000) : makePhoneList()
  }

  /// Holds the only strong reference to a list, so that a test can let it go.
  @MainActor final class ListHolder {
    var list: ScrollModel?
  }

  @Test(arguments: EndPath.cases)
  func eachWayARefreshEndsRunsItsEndCompletionOnce(_ kind: ReentrantComponentKind, _ path: EndPath) throws {
    let holder = ListHolder()
    holder.list = Self.makeList(for: kind)
    let component = kind.make()
    let log = EndCompletionLog(component)
    var beginCompletions = 0
    component.beginRefreshingCompletion = { beginCompletions += 1 }
    switch path {
    case .actionEndsItself: component.refreshingAction = { [unowned component] in component.endRefreshing() }
    case .deferredByAMinimumDuration: component.minimumRefreshingDuration = 0.5
    case .afterAResultDisplay: component.resultDisplayDuration = 0.5
    default: break
    }
    do {
      let list = try #require(holder.list)
      kind.attach(component, to: list)
      kind.trigger(component, on: list)
      #expect(component.actionCount == 1)
      list.advance(by: 1)
      #expect(log.count == (path == .actionEndsItself ? 1 : 0), "the refresh runs, or its action ended it")
    }

    let otherList = Self.makeList(for: kind)
    switch path {
    case .endRefreshing, .actionEndsItself: component.endRefreshing()
    case .endWithAFailure:
      component.endRefreshing(result: .failure("offline"))
      holder.list?.advance(by: 1)
      // A pull component shows a failure for `failureDisplayDuration` (2 s by default); an auto footer asks for a
      // retry instead, and holds nothing more.
      #expect(log.count == (kind == .autoFooter ? 1 : 0), "the failure still shows in the hold")
    case .endWithNoMoreData: (component as? RefreshFooter)?.endRefreshingWithNoMoreData()
    case .deferredByAMinimumDuration:
      // The refresh has run for a second: it ends at once. The next one is ended a frame after it began.
      let list = try #require(holder.list)
      component.endRefreshing()
      list.advance(by: 1)
      #expect(log.count == 1)
      kind.trigger(component, on: list)
      list.advance(by: 1.0 / 120)
      component.endRefreshing()
      #expect(component.isRefreshing, "the end waits for the minimum duration")
      list.advance(by: 0.3)
      #expect(log.count == 1, "not before the deferred end")
    case .afterAResultDisplay:
      component.endRefreshing()
      holder.list?.advance(by: 0.4)
      #expect(log.count == 0, "the result still shows in the hold")
    case .hidden: component.isHidden = true
    case .detached: holder.list.map { kind.attach(nil, to: $0) }
    case .replaced: holder.list.map { kind.attach(kind.make(), to: $0) }
    case .movedToAnotherList: kind.attach(component, to: otherList)
    case .listReleased: holder.list = nil
    }
    if !path.staysOnTheList {
      if path == .listReleased { #expect(component.scrollView == nil, "the list went away") }
      #expect(component.state == .idle, "leaving the list ended the refresh")
      #expect(log.count == 1, "nothing is left to wait for: at once")
    }
    holder.list?.advance(by: 2)
    otherList.advance(by: 2)
    let ends = path == .deferredByAMinimumDuration ? 2 : 1
    #expect(log.count == ends, "once per end")
    #expect(beginCompletions == ends, "each begin completed too")
    if path.staysOnTheList, let last = log.seen.last {
      #expect(last.refreshInset == (path == .hidden ? .zero : kind.idleInset), "after the hold was returned")
      #expect(!last.moving, "once the content came to rest")
    }

    // Nothing ends twice: a second end, more time, leaving the list.
    component.endRefreshing()
    holder.list?.advance(by: 2)
    kind.attach(nil, to: holder.list ?? otherList)
    #expect(log.count == ends)
  }

  @Test(arguments: [ReentrantComponentKind.header, .backFooter, .trailer])
  func aRefreshSupersededByANewOneBeforeTheContentSettledCompletesItsEndOnceAtTheNewBegin(
    _ kind: ReentrantComponentKind
  ) {
    let list = Self.makeList(for: kind)
    let component = kind.make()
    let log = EndCompletionLog(component)
    kind.attach(component, to: list)
    kind.trigger(component, on: list)
    list.advance(by: 1)
    component.endRefreshing()
    list.advance(by: 0.05)
    #expect(list.isDecelerating, "the content still returns from the hold")
    #expect(log.count == 0)
    component.beginRefreshing()
    #expect(component.isRefreshing)
    #expect(log.count == 1, "the last end is over once a new refresh begins")
    list.advance(by: 2)
    #expect(log.count == 1, "the new refresh runs")
    component.endRefreshing()
    list.advance(by: 2)
    #expect(log.count == 2, "and its own end completes once")
  }

  @Test(arguments: [ReentrantComponentKind.header, .backFooter, .trailer])
  func aRefreshBegunDuringTheLastOnesResultDisplayCompletesThatEndOnce(_ kind: ReentrantComponentKind) {
    let list = Self.makeList(for: kind)
    let component = kind.make()
    component.resultDisplayDuration = 1
    let log = EndCompletionLog(component)
    kind.attach(component, to: list)
    component.beginRefreshing()
    list.advance(by: 1)
    component.endRefreshing()
    list.advance(by: 0.5)
    #expect(component.displayedResult == .success)
    #expect(log.count == 0)
    component.beginRefreshing()
    #expect(log.count == 1)
    list.advance(by: 3)
    #expect(log.count == 1)
    #expect(component.isRefreshing)
  }

  @Test(arguments: ReentrantComponentKind.allCases)
  func aScrollViewThatGoesAwayCompletesTheEndOfItsRefreshOnce(_ kind: ReentrantComponentKind) {
    let view = FakeUIScrollView(
      boundsSize: CGSize(width: 375, height: 667), contentHeight: kind == .trailer ? 667 : 2000)
    if kind == .trailer { view.contentSize.width = 1000 }
    let component = kind.make()
    let log = EndCompletionLog(component)
    kind.attach(component, to: view.model)
    component.beginRefreshing()
    view.frames(0.5)
    #expect(component.isRefreshing)
    view.adapter.hostDidGoAway()
    #expect(component.state == .idle)
    #expect(log.count == 1)
    view.model.advance(by: 2)
    component.endRefreshing()
    #expect(log.count == 1)
  }

  @Test func anEndWhileTheHostsContentStillMovesCompletesOnceTheHostReportsItAtRest() {
    let view = FakeUIScrollView()
    let header = RefreshHeader()
    isolate(header)
    let log = EndCompletionLog(header)
    view.model.refreshHeader = header
    view.userPulls(through: [-40, -80, -120])
    #expect(header.isRefreshing)
    view.scroll(to: CGPoint(x: 0, y: -100), isTracking: false, isDecelerating: true)
    header.endRefreshing()
    view.frame()
    #expect(log.count == 0, "the host still reports the content moving")
    view.scroll(to: CGPoint(x: 0, y: -30), isTracking: false, isDecelerating: true)
    view.frame()
    #expect(log.count == 0)
    view.scroll(to: CGPoint(x: 0, y: 0), isTracking: false, isDecelerating: false)
    view.frame()
    #expect(log.count == 1)
    view.frames(1)
    #expect(log.count == 1)
  }

  // MARK: - The action's result

  /// How an async action ends.
  enum AsyncEnding: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case returns
    case throwsAnError
    case isCancelled

    var testDescription: String { rawValue }
  }

  struct Offline: Error {}

  /// A component of `kind` whose async action waits 0.5 s on `list`'s clock, then returns or throws.
  static func makeAsync(
    _ kind: ReentrantComponentKind, on list: ScrollModel, throwing: Bool
  ) -> RefreshComponent {
    let action: @MainActor () async throws -> Void = { [weak list] in
      await list?.sleep(for: 0.5)
      if throwing { throw Offline() }
    }
    switch kind {
    case .header:
      let header = RefreshHeader(action: action)
      isolate(header)
      return header
    case .autoFooter: return AutoRefreshFooter(action: action)
    case .backFooter: return BackRefreshFooter(action: action)
    case .trailer: return RefreshTrailer(action: action)
    }
  }

  @Test(arguments: ReentrantComponentKind.allCases, AsyncEnding.allCases)
  func anAsyncActionsResultEndsTheRefreshAndItsEndCompletesOnce(
    _ kind: ReentrantComponentKind, _ ending: AsyncEnding
  ) async {
    let list = Self.makeList(for: kind)
    let component = Self.makeAsync(kind, on: list, throwing: ending == .throwsAnError)
    let log = EndCompletionLog(component)
    kind.attach(component, to: list)
    kind.trigger(component, on: list)
    #expect(component.isRefreshing)
    await yieldUntil { list.sleeperCount == 1 }
    let task = component.actionTask
    if ending == .isCancelled {
      task?.cancel()
    } else {
      list.advance(by: 0.5)
    }
    await task?.value
    await yieldUntil { component.state == .idle }
    let expected: RefreshResult =
      switch ending {
      case .returns: .success
      case .throwsAnError: .failure("")  // Offline has no text for users: the leaf shows its own
      case .isCancelled: .cancelled
      }
    #expect(component.lastResult == expected)
    list.advance(by: 3)  // past a failure's display (2 s by default) and the collapse after it
    #expect(log.count == 1)
    list.advance(by: 2)
    component.endRefreshing()
    #expect(log.count == 1)
  }
}
