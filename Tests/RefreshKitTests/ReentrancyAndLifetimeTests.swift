import Foundation
import Testing

@_spi(Testing) @testable import RefreshKit
@testable import RefreshKitTools

// Issue 8, "Reliability" item 3: actions, observers and hooks that call back into the model while it is working,
// and references dropped at awkward moments. Each test checks the end state (state, action count, the refresh inset
// of every list, the app's inset untouched) and that the components and the scroll views are freed once the test
// drops them.

/// The four kinds of component, each with the user gesture that starts its refresh and the insets the rules give it.
enum ReentrantComponentKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case header
  case autoFooter
  case backFooter
  case trailer

  var testDescription: String { rawValue }

  /// The component's type name, as diagnostics spell it.
  var typeName: String {
    switch self {
    case .header: "RefreshHeader"
    case .autoFooter: "AutoRefreshFooter"
    case .backFooter: "BackRefreshFooter"
    case .trailer: "RefreshTrailer"
    }
  }

  /// What the component holds in ``ScrollModel/refreshInset`` while it refreshes (content 2000 × 375 on a phone).
  var hold: Insets {
    switch self {
    case .header: Insets(top: 54)
    case .autoFooter: Insets(bottom: 44)
    case .backFooter: Insets(bottom: 44)
    case .trailer: Insets(right: 60)
    }
  }

  /// What the component holds while attached and not refreshing: an auto footer sits in the content.
  var idleInset: Insets {
    self == .autoFooter ? Insets(bottom: 44) : .zero
  }

  @MainActor func make() -> RefreshComponent {
    switch self {
    case .header:
      let header = RefreshHeader()
      isolate(header)
      return header
    case .autoFooter: return AutoRefreshFooter()
    case .backFooter: return BackRefreshFooter()
    case .trailer: return RefreshTrailer()
    }
  }

  /// The component in this kind's slot of `list`.
  @MainActor func attached(in list: ScrollModel) -> RefreshComponent? {
    switch self {
    case .header: list.refreshHeader
    case .autoFooter, .backFooter: list.refreshFooter
    case .trailer: list.refreshTrailer
    }
  }

  /// Puts `component` (or nothing) in this kind's slot of `list`.
  @MainActor func attach(_ component: RefreshComponent?, to list: ScrollModel) {
    switch self {
    case .header: list.refreshHeader = component as? RefreshHeader
    case .autoFooter, .backFooter: list.refreshFooter = component as? RefreshFooter
    case .trailer: list.refreshTrailer = component as? RefreshTrailer
    }
  }

  /// Starts a refresh of `component` the way a user does: a pull and release, or a tap on an auto footer.
  @MainActor func trigger(_ component: RefreshComponent, on list: ScrollModel) {
    switch self {
    case .header:
      list.beginDrag()
      Finger.pullDown(list, contentBy: 100)
      list.endDrag()
    case .autoFooter:
      (component as? AutoRefreshFooter)?.tap()
    case .backFooter:
      list.beginDrag()
      Finger.pullUp(list, contentBy: 100)
      list.endDrag()
    case .trailer:
      list.beginDrag()
      Finger.pullLeft(list, contentBy: 100)
      list.endDrag()
    }
  }
}

/// The app's own inset, which RefreshKit must never write.
private let appInset = Insets(top: 20, left: 0, bottom: 10, right: 0)

/// A phone list with the app's inset set.
@MainActor private func makeAppList() -> ScrollModel {
  let list = makePhoneList()
  list.contentInset = appInset
  return list
}

/// Expects the offset of `list` to rest within its bounds.
@MainActor private func expectAtRest(_ list: ScrollModel, sourceLocation: SourceLocation = #_sourceLocation) {
  let offset = list.contentOffset
  let minimum = list.minimumContentOffset
  let maximum = list.maximumContentOffset
  #expect(!list.isDecelerating, sourceLocation: sourceLocation)
  #expect(
    offset.x >= minimum.x - 0.01 && offset.x <= maximum.x + 0.01 && offset.y >= minimum.y - 0.01
      && offset.y <= maximum.y + 0.01,
    "\(offset) is not within \(minimum)...\(maximum)", sourceLocation: sourceLocation)
}

/// Counts a component's entries into ``RefreshState/refreshing`` from its events.
@MainActor private final class RefreshEntries {
  var count = 0

  func watch(_ component: RefreshComponent) {
    component.onEvent = { [weak self] event in
      if case .stateChanged(_, .refreshing) = event { self?.count += 1 }
    }
  }
}

/// Holds a token so that its own handler can release it.
@MainActor private final class TokenHolder {
  var token: ScrollObservation?
  var calls = 0
}

/// Holds the only strong reference to a scroll view, so that an action can drop it.
@MainActor private final class ListHolder {
  var list: ScrollModel?
}

/// A header whose `toRefreshingState()` hook ends the refresh it is told about, while `endsOnRefresh` is set.
private final class SelfEndingHeader: RefreshHeader {
  var endsOnRefresh = true
  var hookCalls = 0

  override func toRefreshingState() {
    super.toRefreshingState()
    hookCalls += 1
    if endsOnRefresh { endRefreshing() }
  }
}

@Suite @MainActor struct ReentrancyAndLifetimeTests {
  // MARK: - Actions

  @Test(arguments: ReentrantComponentKind.allCases)
  func actionEndingItsOwnRefreshLeavesItIdleWithNothingHeld(_ kind: ReentrantComponentKind) {
    expectFreed {
      let list = makeAppList()
      let component = kind.make()
      component.refreshingAction = { [weak component] in component?.endRefreshing() }
      kind.attach(component, to: list)
      kind.trigger(component, on: list)
      #expect(component.state == .idle)
      #expect(!component.isRefreshing)
      #expect(component.actionCount == 1)
      #expect(list.refreshInset == kind.idleInset)
      #expect(list.contentInset == appInset)
      list.advance(by: 2)
      expectAtRest(list)
      #expect(component.actionCount == 1)
      return [("the scroll view", list), ("the component", component)]
    }
  }

  @Test(arguments: ReentrantComponentKind.allCases)
  func actionEndingThenBeginningAgainIsRefusedAndReported(_ kind: ReentrantComponentKind) {
    expectFreed {
      let list = makeAppList()
      let component = kind.make()
      component.refreshingAction = { [weak component] in
        component?.endRefreshing()
        component?.beginRefreshing()
      }
      kind.attach(component, to: list)
      let (_, diagnostics) = RefreshDiagnostics.collect { kind.trigger(component, on: list) }
      #expect(diagnostics.map(\.member) == ["\(kind.typeName).beginRefreshing()"])
      #expect(component.state == .idle)
      #expect(component.actionCount == 1)
      #expect(list.refreshInset == kind.idleInset)
      #expect(list.contentInset == appInset)
      // Outside the action the same sequence is a new refresh with one action call.
      component.refreshingAction = nil
      component.endRefreshing()
      component.beginRefreshing()
      #expect(component.state == .refreshing)
      #expect(component.actionCount == 2)
      #expect(list.refreshInset == kind.hold)
      component.endRefreshing()
      list.advance(by: 2)
      expectAtRest(list)
      return [("the scroll view", list), ("the component", component)]
    }
  }

  @Test(arguments: ReentrantComponentKind.allCases)
  func actionBeginningItsOwnRefreshAgainChangesNothing(_ kind: ReentrantComponentKind) {
    expectFreed {
      let list = makeAppList()
      let component = kind.make()
      component.refreshingAction = { [weak component] in component?.beginRefreshing() }
      kind.attach(component, to: list)
      let (_, diagnostics) = RefreshDiagnostics.collect { kind.trigger(component, on: list) }
      #expect(diagnostics.isEmpty)
      #expect(component.state == .refreshing)
      #expect(component.actionCount == 1)
      #expect(list.refreshInset == kind.hold)
      #expect(list.contentInset == appInset)
      component.endRefreshing()
      #expect(list.refreshInset == kind.idleInset)
      list.advance(by: 2)
      expectAtRest(list)
      return [("the scroll view", list), ("the component", component)]
    }
  }

  @Test(arguments: ReentrantComponentKind.allCases)
  func actionDetachingItsOwnComponentReturnsEverything(_ kind: ReentrantComponentKind) {
    expectFreed {
      let list = makeAppList()
      let component = kind.make()
      component.refreshingAction = { [weak list] in
        guard let list else { return }
        kind.attach(nil, to: list)
      }
      kind.attach(component, to: list)
      kind.trigger(component, on: list)
      #expect(component.state == .idle)
      #expect(component.actionCount == 1)
      #expect(component.scrollView == nil)
      #expect(kind.attached(in: list) == nil)
      #expect(list.refreshInset == .zero)
      #expect(list.contentInset == appInset)
      list.advance(by: 2)
      expectAtRest(list)
      return [("the scroll view", list), ("the component", component)]
    }
  }

  @Test(arguments: ReentrantComponentKind.allCases, [false, true])
  func actionReplacingItsOwnComponentHandsTheSlotOver(_ kind: ReentrantComponentKind, replacementBegins: Bool) {
    expectFreed {
      let list = makeAppList()
      let component = kind.make()
      let replacement = kind.make()
      component.refreshingAction = { [weak list, weak replacement] in
        guard let list, let replacement else { return }
        kind.attach(replacement, to: list)
        if replacementBegins { replacement.beginRefreshing() }
      }
      kind.attach(component, to: list)
      kind.trigger(component, on: list)
      #expect(component.state == .idle)
      #expect(component.actionCount == 1)
      #expect(component.scrollView == nil)
      #expect(kind.attached(in: list) === replacement)
      #expect(replacement.scrollView === list)
      #expect(replacement.state == (replacementBegins ? .refreshing : .idle))
      #expect(replacement.actionCount == (replacementBegins ? 1 : 0))
      #expect(list.refreshInset == (replacementBegins ? kind.hold : kind.idleInset))
      #expect(list.contentInset == appInset)
      replacement.endRefreshing()
      #expect(list.refreshInset == kind.idleInset)
      list.advance(by: 2)
      expectAtRest(list)
      return [("the scroll view", list), ("the replaced component", component), ("the replacement", replacement)]
    }
  }

  @Test(arguments: ReentrantComponentKind.allCases)
  func actionChangingContentInsetKeepsTheHoldExactAndTheAppsInset(_ kind: ReentrantComponentKind) {
    let changed = Insets(top: 30, left: 4, bottom: 12, right: 7)
    expectFreed {
      let list = makeAppList()
      let component = kind.make()
      component.refreshingAction = { [weak list] in list?.contentInset = changed }
      kind.attach(component, to: list)
      kind.trigger(component, on: list)
      #expect(component.state == .refreshing)
      #expect(component.actionCount == 1)
      #expect(list.contentInset == changed)
      #expect(list.refreshInset == kind.hold)
      list.advance(by: 1)
      #expect(list.refreshInset == kind.hold)
      component.endRefreshing()
      #expect(component.state == .idle)
      #expect(list.refreshInset == kind.idleInset)
      #expect(list.contentInset == changed)
      #expect(list.adjustedContentInset == changed + kind.idleInset)
      list.advance(by: 2)
      expectAtRest(list)
      #expect(component.actionCount == 1)
      return [("the scroll view", list), ("the component", component)]
    }
  }

  @Test(arguments: ReentrantComponentKind.allCases, [false, true])
  func actionReleasingTheLastReferenceToTheScrollViewFreesItAndEndsTheRefresh(
    _ kind: ReentrantComponentKind, programmatic: Bool
  ) {
    weak var weakList: ScrollModel?
    weak var weakComponent: RefreshComponent?
    do {
      let holder = ListHolder()
      let component = kind.make()
      do {
        let list = makeAppList()
        kind.attach(component, to: list)
        holder.list = list
        weakList = list
      }
      component.refreshingAction = { [weak holder] in holder?.list = nil }
      if programmatic {
        component.beginRefreshing()
      } else if let list = holder.list {
        // The gesture's own reference lives until the release returns; the action drops the holder's.
        kind.trigger(component, on: list)
      }
      #expect(holder.list == nil)
      #expect(weakList == nil, "the scroll view outlived its last reference")
      #expect(component.scrollView == nil)
      #expect(component.state == .idle)
      #expect(component.actionCount == 1)
      weakComponent = component
    }
    #expect(weakList == nil, "the scroll view leaked")
    #expect(weakComponent == nil, "the component leaked")
  }

  // MARK: - Observers

  @Test func observerReleasingItsOwnTokenDuringDeliveryGetsNothingMore() {
    weak var weakList: ScrollModel?
    weak var weakHeader: RefreshComponent?
    weak var weakToken: ScrollObservation?
    do {
      let list = makeAppList()
      let header = RefreshHeader()
      isolate(header)
      list.refreshHeader = header
      let holder = TokenHolder()
      holder.token = list.observe { [weak holder] _ in
        holder?.calls += 1
        holder?.token = nil
      }
      weakToken = holder.token
      let log = EventLog(list)
      list.beginDrag()
      Finger.pullDown(list, contentBy: 100)
      list.endDrag()
      list.advance(by: 1)
      #expect(holder.calls == 1)
      #expect(weakToken == nil, "the token outlived its last reference")
      #expect(log.events.count > 3)
      #expect(log.events.contains(.inset(.refresh, old: .zero, new: Insets(top: 54))))
      #expect(header.state == .refreshing)
      #expect(header.actionCount == 1)
      header.endRefreshing()
      list.advance(by: 2)
      #expect(list.refreshInset == .zero)
      #expect(list.contentInset == appInset)
      expectAtRest(list)
      log.token?.cancel()
      weakList = list
      weakHeader = header
    }
    #expect(weakList == nil, "the scroll view leaked")
    #expect(weakHeader == nil, "the header leaked")
  }

  @Test func observerCancellingItselfAndDetachingTheHeaderOnReleaseLeavesNoHold() {
    expectFreed {
      let list = makeAppList()
      let header = RefreshHeader()
      isolate(header)
      list.refreshHeader = header
      let holder = TokenHolder()
      holder.token = list.observe { [weak holder, weak list] event in
        guard let holder, let list else { return }
        holder.calls += 1
        if case .panState(_, .ended) = event {
          holder.token?.cancel()
          list.refreshHeader = nil
        }
      }
      let log = EventLog(list)
      list.beginDrag()
      Finger.pullDown(list, contentBy: 100)
      let callsBeforeRelease = holder.calls
      list.endDrag()
      #expect(holder.calls == callsBeforeRelease + 1, "the cancelled observer got more events")
      #expect(holder.token?.isActive == false)
      #expect(header.actionCount == 1, "the header refreshed on release, before the observers ran")
      #expect(header.state == .idle)
      #expect(header.scrollView == nil)
      #expect(list.refreshInset == .zero)
      #expect(
        log.events.filter {
          if case .inset(.refresh, _, _) = $0 { return true }
          return false
        } == [
          .inset(.refresh, old: .zero, new: Insets(top: 54)),
          .inset(.refresh, old: Insets(top: 54), new: .zero),
        ])
      list.advance(by: 2)
      #expect(list.contentInset == appInset)
      expectAtRest(list)
      log.token?.cancel()
      return [("the scroll view", list), ("the header", header)]
    }
  }

  /// An observer that ends the refresh while the hold's inset event is delivered, before the action ran: the state
  /// did become refreshing, and the action is "called once each time the state becomes refreshing".
  @Test func observerEndingTheRefreshDuringItsInsetEventStillGivesOneActionPerRefresh() {
    expectFreed {
      let list = makeAppList()
      let header = RefreshHeader()
      isolate(header)
      let entries = RefreshEntries()
      entries.watch(header)
      list.refreshHeader = header
      let holder = TokenHolder()
      holder.token = list.observe { [weak holder, weak header] event in
        guard let holder, let header else { return }
        if case .inset(.refresh, _, let new) = event, new.top > 0 {
          holder.calls += 1
          holder.token?.cancel()
          header.endRefreshing()
        }
      }
      header.beginRefreshing()
      #expect(holder.calls == 1)
      #expect(header.state == .idle)
      #expect(list.refreshInset == .zero)
      #expect(list.contentInset == appInset)
      #expect(entries.count == 1)
      #expect(header.actionCount == entries.count, "action calls differ from entries into .refreshing")
      list.advance(by: 2)
      expectAtRest(list)
      return [("the scroll view", list), ("the header", header)]
    }
  }

  // MARK: - Hooks

  /// `refreshingAction` is "called once each time the state becomes refreshing": a hook that ends the refresh from
  /// `toRefreshingState()` does not take that call away, and the end still takes effect at once.
  @Test(arguments: [false, true])
  func hookEndingTheRefreshFromToRefreshingStateLeavesItIdle(programmatic: Bool) {
    expectFreed {
      let list = makeAppList()
      let header = SelfEndingHeader()
      isolate(header)
      let entries = RefreshEntries()
      entries.watch(header)
      list.refreshHeader = header
      if programmatic {
        header.beginRefreshing()
      } else {
        ReentrantComponentKind.header.trigger(header, on: list)
      }
      #expect(header.hookCalls == 1)
      #expect(header.state == .idle)
      #expect(!header.isRefreshing)
      #expect(list.refreshInset == .zero)
      #expect(list.contentInset == appInset)
      #expect(entries.count == 1)
      #expect(header.actionCount == entries.count, "action calls differ from entries into .refreshing")
      list.advance(by: 2)
      expectAtRest(list)

      header.endsOnRefresh = false
      header.beginRefreshing()
      #expect(header.state == .refreshing)
      #expect(list.refreshInset == Insets(top: 54))
      #expect(entries.count == 2)
      #expect(header.actionCount == entries.count)
      header.endRefreshing()
      list.advance(by: 2)
      #expect(list.refreshInset == .zero)
      expectAtRest(list)
      return [("the scroll view", list), ("the header", header)]
    }
  }

  // MARK: - Moving between scroll views

  @Test(arguments: ReentrantComponentKind.allCases)
  func componentAttachedToASecondScrollViewMovesAndTheFirstGetsItsInsetBack(_ kind: ReentrantComponentKind) {
    let secondInset = Insets(top: 5, left: 1, bottom: 3, right: 2)
    expectFreed {
      let first = makeAppList()
      let second = makePhoneList()
      second.contentInset = secondInset
      let component = kind.make()
      kind.attach(component, to: first)
      component.beginRefreshing()
      #expect(component.state == .refreshing)
      #expect(first.refreshInset == kind.hold)

      kind.attach(component, to: second)
      #expect(kind.attached(in: first) == nil)
      #expect(component.scrollView === second)
      #expect(component.state == .idle, "moving ends the refresh")
      #expect(component.actionCount == 1)
      #expect(first.refreshInset == .zero)
      #expect(second.refreshInset == kind.idleInset)
      #expect(first.contentInset == appInset)
      #expect(second.contentInset == secondInset)

      kind.trigger(component, on: second)
      #expect(component.state == .refreshing)
      #expect(component.actionCount == 2)
      #expect(first.refreshInset == .zero)
      component.endRefreshing()
      #expect(second.refreshInset == kind.idleInset)
      first.advance(by: 2)
      second.advance(by: 2)
      expectAtRest(first)
      expectAtRest(second)
      return [("the first scroll view", first), ("the second scroll view", second), ("the component", component)]
    }
  }

  @Test(arguments: ReentrantComponentKind.allCases)
  func actionMovingItsOwnComponentToASecondScrollView(_ kind: ReentrantComponentKind) {
    expectFreed {
      let first = makeAppList()
      let second = makeAppList()
      let component = kind.make()
      component.refreshingAction = { [weak second, weak component] in
        guard let second, let component else { return }
        kind.attach(component, to: second)
      }
      kind.attach(component, to: first)
      kind.trigger(component, on: first)
      #expect(component.actionCount == 1)
      #expect(component.state == .idle)
      #expect(component.scrollView === second)
      #expect(kind.attached(in: first) == nil)
      #expect(kind.attached(in: second) === component)
      #expect(first.refreshInset == .zero)
      #expect(second.refreshInset == kind.idleInset)
      #expect(first.contentInset == appInset)
      #expect(second.contentInset == appInset)
      first.advance(by: 2)
      second.advance(by: 2)
      expectAtRest(first)
      expectAtRest(second)
      return [("the first scroll view", first), ("the second scroll view", second), ("the component", component)]
    }
  }

  @Test(arguments: ReentrantComponentKind.allCases)
  func scrollViewReleasedWhileItsComponentRefreshesFreesBoth(_ kind: ReentrantComponentKind) {
    weak var weakList: ScrollModel?
    weak var weakComponent: RefreshComponent?
    do {
      let component = kind.make()
      do {
        let list = makeAppList()
        kind.attach(component, to: list)
        component.beginRefreshing()
        #expect(component.state == .refreshing)
        weakList = list
      }
      #expect(weakList == nil, "the scroll view outlived its last reference")
      #expect(component.scrollView == nil)
      #expect(component.state == .idle)
      #expect(component.actionCount == 1)
      // A detached component keeps working: it refreshes once on its next attach.
      component.beginRefreshing()
      #expect(component.state == .willRefresh)
      let next = makePhoneList()
      kind.attach(component, to: next)
      #expect(component.state == .refreshing)
      #expect(component.actionCount == 2)
      #expect(next.refreshInset == kind.hold)
      weakComponent = component
    }
    #expect(weakList == nil, "the scroll view leaked")
    #expect(weakComponent == nil, "the component leaked")
  }
}

/// Runs `body` and expects every object it hands back to be freed once `body` has returned and dropped its
/// references: the leak check of each test here.
@MainActor func expectFreed(
  sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> [(what: String, object: AnyObject)]
) {
  let watched = body().map { (what: $0.what, reference: WeakReference($0.object)) }
  for (what, reference) in watched {
    #expect(reference.object == nil, "\(what) leaked", sourceLocation: sourceLocation)
  }
}

/// A weak reference to an object, to see whether it was freed.
final class WeakReference {
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}
