import Foundation
import Testing

@testable import RefreshKit

/// A header whose hooks return NaN, as a buggy subclass might.
private final class NaNDistanceHeader: RefreshHeader {
  var badTrigger = true
  var badHold = true

  override func willRefreshHeight() -> CGFloat { badTrigger ? .nan : super.willRefreshHeight() }
  override func refreshingHoldHeight() -> CGFloat { badHold ? .nan : super.refreshingHoldHeight() }
}

/// A deterministic source of choices for the many-orders test.
private struct SeededChoices {
  var state: UInt64

  mutating func next(_ count: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(count))
  }
}

/// Holds async actions until the test lets them return.
@MainActor private final class ActionGate {
  var waiters: [CheckedContinuation<Void, Never>] = []

  func wait() async {
    await withCheckedContinuation { waiters.append($0) }
  }

  func waitForWaiters(_ count: Int) async {
    for _ in 0..<1000 where waiters.count < count { await Task.yield() }
  }

  func release() {
    if !waiters.isEmpty { waiters.removeFirst().resume() }
  }
}

@Suite @MainActor struct RefreshComponentTests {
  // MARK: - Attaching and detaching

  @Test func attachingAHeaderOrAFooterLetsShortContentBounceVertically() {
    let headerList = makePhoneList(contentHeight: 100)
    #expect(!headerList.alwaysBounceVertical)
    headerList.refreshHeader = RefreshHeader()
    #expect(headerList.alwaysBounceVertical)
    #expect(!headerList.alwaysBounceHorizontal)

    let footerList = makePhoneList(contentHeight: 100)
    footerList.refreshFooter = BackRefreshFooter()
    #expect(footerList.alwaysBounceVertical)

    let trailerList = makePhoneList(contentHeight: 100)
    trailerList.refreshTrailer = RefreshTrailer()
    #expect(trailerList.alwaysBounceHorizontal)
  }

  @Test func replacingARefreshingHeaderEndsItAndReturnsItsHold() {
    let list = makePhoneList()
    let oldCalls = ActionCounter()
    let old = RefreshHeader { oldCalls.count += 1 }
    list.refreshHeader = old
    old.beginRefreshing()
    #expect(list.refreshInset == Insets(top: 54))

    let new = RefreshHeader()
    list.refreshHeader = new
    #expect(old.state == .idle)
    #expect(old.scrollView == nil)
    #expect(new.scrollView === list)
    #expect(list.refreshHeader === new)
    #expect(new.state == .idle)
    #expect(list.refreshInset == .zero)

    old.endRefreshing()
    old.beginRefreshing()
    #expect(list.refreshInset == .zero)
    #expect(new.state == .idle)
    #expect(oldCalls.count == 1)
  }

  @Test func settingNilDetachesAndReturnsExactlyWhatWasHeld() {
    let list = makePhoneList()
    list.contentInset = Insets(top: 64, bottom: 20)
    let header = RefreshHeader()
    let footer = AutoRefreshFooter()
    list.refreshHeader = header
    list.refreshFooter = footer
    header.beginRefreshing()
    #expect(list.refreshInset == Insets(top: 54, bottom: 44))
    list.refreshHeader = nil
    #expect(header.scrollView == nil)
    #expect(header.state == .idle)
    #expect(list.refreshInset == Insets(bottom: 44))
    list.refreshFooter = nil
    #expect(list.refreshInset == .zero)
    #expect(list.contentInset == Insets(top: 64, bottom: 20))
    #expect(list.adjustedContentInset == Insets(top: 64, bottom: 20))
  }

  @Test func replacingAnAutoFooterWithABackFooterReturnsTheAutoFootersHeight() {
    let list = makePhoneList()
    list.refreshFooter = AutoRefreshFooter()
    #expect(list.refreshInset == Insets(bottom: 44))
    let back = BackRefreshFooter()
    list.refreshFooter = back
    #expect(list.refreshInset == .zero)
    back.beginRefreshing()
    #expect(list.refreshInset == Insets(bottom: 44))
    list.refreshFooter = AutoRefreshFooter()
    #expect(back.state == .idle)
    #expect(list.refreshInset == Insets(bottom: 44))
  }

  @Test func attachingToAnotherScrollViewMovesTheComponentAndTheFirstGetsItsInsetBack() {
    let first = makePhoneList()
    let second = makePhoneList()
    let calls = ActionCounter()
    let header = RefreshHeader { calls.count += 1 }
    let footer = AutoRefreshFooter()
    first.refreshHeader = header
    first.refreshFooter = footer
    header.beginRefreshing()
    #expect(first.refreshInset == Insets(top: 54, bottom: 44))

    second.refreshHeader = header
    second.refreshFooter = footer
    #expect(first.refreshHeader == nil)
    #expect(first.refreshFooter == nil)
    #expect(first.refreshInset == .zero)
    #expect(header.scrollView === second)
    #expect(header.state == .idle)
    #expect(second.refreshInset == Insets(bottom: 44))

    first.beginDrag()
    Finger.pullDown(first, contentBy: 100)
    first.endDrag()
    #expect(header.state == .idle, "the first scroll view no longer drives the header")
    second.beginDrag()
    Finger.pullDown(second, contentBy: 100)
    second.endDrag()
    #expect(header.state == .refreshing)
    #expect(calls.count == 2)
    #expect(second.refreshInset == Insets(top: 54, bottom: 44))
    #expect(first.refreshInset == .zero)
  }

  @Test func reattachingTheSameComponentChangesNothing() {
    let list = makePhoneList()
    let calls = ActionCounter()
    let header = RefreshHeader { calls.count += 1 }
    list.refreshHeader = header
    header.beginRefreshing()
    list.refreshHeader = header
    #expect(header.state == .refreshing)
    #expect(list.refreshInset == Insets(top: 54))
    #expect(calls.count == 1)
  }

  @Test func releasedScrollViewDetachesItsComponents() {
    let header = RefreshHeader()
    do {
      let list = makePhoneList()
      list.refreshHeader = header
      header.beginRefreshing()
      #expect(header.isRefreshing)
    }
    #expect(header.scrollView == nil)
    #expect(header.state == .idle)
  }

  // MARK: - Hidden

  @Test func hiddenComponentsHoldNoInsetAndStartNothing() {
    let list = makePhoneList()
    let headerCalls = ActionCounter()
    let footerCalls = ActionCounter()
    let header = RefreshHeader { headerCalls.count += 1 }
    let footer = AutoRefreshFooter { footerCalls.count += 1 }
    list.refreshHeader = header
    list.refreshFooter = footer
    header.isHidden = true
    footer.isHidden = true
    #expect(list.refreshInset == .zero)
    #expect(list.maximumContentOffset.y == 1333)

    list.beginDrag()
    Finger.pullDown(list, contentBy: 150)
    #expect(header.state == .idle)
    list.endDrag()
    list.advance(by: 1)
    header.beginRefreshing()
    list.beginDrag()
    Finger.moveContent(list, toY: 1400)
    list.endDrag()
    list.advance(by: 1)
    footer.tap()
    footer.beginRefreshing()
    #expect(header.state == .idle)
    #expect(footer.state == .idle)
    #expect(headerCalls.count == 0)
    #expect(footerCalls.count == 0)
    #expect(list.refreshInset == .zero)

    footer.isHidden = false
    #expect(list.refreshInset == Insets(bottom: 44))
    header.isHidden = false
    list.advance(by: 1)
    list.contentOffset = .zero
    list.beginDrag()
    Finger.pullDown(list, contentBy: 100)
    list.endDrag()
    #expect(header.state == .refreshing)
    #expect(headerCalls.count == 1)
  }

  @Test func hidingARefreshingComponentEndsTheRefresh() {
    let list = makePhoneList()
    let header = RefreshHeader()
    let footer = BackRefreshFooter()
    list.refreshHeader = header
    list.refreshFooter = footer
    header.beginRefreshing()
    footer.beginRefreshing()
    #expect(list.refreshInset == Insets(top: 54, bottom: 44))
    header.isHidden = true
    #expect(header.state == .idle)
    #expect(list.refreshInset == Insets(bottom: 44))
    footer.isHidden = true
    #expect(footer.state == .idle)
    #expect(list.refreshInset == .zero)
    header.isHidden = false
    footer.isHidden = false
    #expect(header.state == .idle)
    #expect(footer.state == .idle)
    #expect(list.refreshInset == .zero)
    #expect(header.actionCount == 1)
  }

  @Test func hidingAPulledHeaderDisarmsIt() {
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    list.beginDrag()
    Finger.pullDown(list, contentBy: 100)
    #expect(header.state == .pulling)
    header.isHidden = true
    #expect(header.state == .idle)
    list.endDrag()
    #expect(header.state == .idle)
    #expect(header.actionCount == 0)
  }

  // MARK: - Insets are conserved in any order

  @Test(arguments: [UInt64(1), 7, 2024])
  func refreshInsetIsExactlyWhatAttachedComponentsHoldInAnyOrder(seed: UInt64) {
    let list = makePhoneList()
    let headers = [RefreshHeader(), RefreshHeader()]
    let auto = AutoRefreshFooter()
    let back = BackRefreshFooter()
    let footers: [RefreshFooter] = [auto, back]
    let all: [RefreshComponent] = headers + footers
    var refreshing = Set<ObjectIdentifier>()
    var pending = Set<ObjectIdentifier>()
    var noMoreData = Set<ObjectIdentifier>()
    var choices = SeededChoices(state: seed)
    var log: [String] = []

    func attached(_ component: RefreshComponent) -> Bool {
      list.refreshHeader === component || list.refreshFooter === component
    }
    func didAttach(_ component: RefreshComponent) {
      let id = ObjectIdentifier(component)
      if pending.remove(id) != nil { refreshing.insert(id) }
    }
    func didDetach(_ component: RefreshComponent?) {
      if let component { refreshing.remove(ObjectIdentifier(component)) }
    }

    for step in 0..<300 {
      switch choices.next(12) {
      case 0:
        let header = headers[choices.next(2)]
        log.append("attach header \(headers.firstIndex { $0 === header } ?? -1)")
        if list.refreshHeader !== header { didDetach(list.refreshHeader) }
        list.refreshHeader = header
        didAttach(header)
      case 1:
        log.append("detach header")
        didDetach(list.refreshHeader)
        list.refreshHeader = nil
      case 2:
        let footer = footers[choices.next(2)]
        log.append("attach \(footer === auto ? "auto" : "back") footer")
        if list.refreshFooter !== footer { didDetach(list.refreshFooter) }
        list.refreshFooter = footer
        didAttach(footer)
      case 3:
        log.append("detach footer")
        didDetach(list.refreshFooter)
        list.refreshFooter = nil
      case 4, 5:
        let component = all[choices.next(all.count)]
        let id = ObjectIdentifier(component)
        log.append(
          "\(component.isHidden ? "show" : "hide") \(type(of: component)) \(all.firstIndex { $0 === component } ?? -1)")
        component.isHidden.toggle()
        if component.isHidden {
          refreshing.remove(id)
          pending.remove(id)
        }
      case 6, 7:
        let component = all[choices.next(all.count)]
        let id = ObjectIdentifier(component)
        log.append("begin \(type(of: component)) \(all.firstIndex { $0 === component } ?? -1)")
        component.beginRefreshing()
        if !component.isHidden, !refreshing.contains(id), !noMoreData.contains(id), !pending.contains(id) {
          if attached(component) { refreshing.insert(id) } else { pending.insert(id) }
        }
      case 8:
        let component = all[choices.next(all.count)]
        let id = ObjectIdentifier(component)
        log.append("end \(type(of: component)) \(all.firstIndex { $0 === component } ?? -1)")
        component.endRefreshing()
        refreshing.remove(id)
        pending.remove(id)
        noMoreData.remove(id)
      case 9:
        let footer = footers[choices.next(2)]
        let id = ObjectIdentifier(footer)
        log.append("no more data \(footer === auto ? "auto" : "back")")
        footer.endRefreshingWithNoMoreData()
        refreshing.remove(id)
        pending.remove(id)
        noMoreData.insert(id)
      case 10:
        let inset = Insets(top: CGFloat(choices.next(5) * 25), bottom: CGFloat(choices.next(5) * 25))
        log.append("app inset \(inset)")
        list.contentInset = inset
        #expect(list.contentInset == inset)
      default:
        log.append("advance")
        list.advance(by: 0.2)
      }

      var expected = Insets.zero
      if let header = list.refreshHeader, !header.isHidden, refreshing.contains(ObjectIdentifier(header)) {
        expected.top += 54
      }
      if let footer = list.refreshFooter, !footer.isHidden {
        if footer === auto || refreshing.contains(ObjectIdentifier(footer)) { expected.bottom += 44 }
      }
      #expect(list.refreshInset == expected, "seed \(seed) step \(step): \(log.suffix(6))")
      for component in all {
        let id = ObjectIdentifier(component)
        let state: RefreshState =
          refreshing.contains(id)
          ? .refreshing : pending.contains(id) ? .willRefresh : noMoreData.contains(id) ? .noMoreData : .idle
        #expect(component.state == state, "seed \(seed) step \(step) \(type(of: component)): \(log.suffix(6))")
      }
    }

    list.refreshHeader = nil
    list.refreshFooter = nil
    #expect(list.refreshInset == .zero)
    #expect(list.adjustedContentInset == list.contentInset)
  }

  @Test func insetsSurviveAHandWrittenOrderOfHideShowReplaceAndDetach() {
    let list = makePhoneList()
    let header = RefreshHeader()
    let footer = AutoRefreshFooter()
    list.refreshHeader = header
    list.refreshFooter = footer
    list.contentInset = Insets(top: 64, bottom: 10)
    header.beginRefreshing()
    #expect(list.refreshInset == Insets(top: 54, bottom: 44))
    footer.isHidden = true
    #expect(list.refreshInset == Insets(top: 54))
    list.contentInset = Insets(top: 100)
    header.isHidden = true
    #expect(list.refreshInset == .zero)
    footer.isHidden = false
    #expect(list.refreshInset == Insets(bottom: 44))
    header.isHidden = false
    header.beginRefreshing()
    #expect(list.refreshInset == Insets(top: 54, bottom: 44))
    let back = BackRefreshFooter()
    list.refreshFooter = back
    #expect(list.refreshInset == Insets(top: 54))
    back.beginRefreshing()
    #expect(list.refreshInset == Insets(top: 54, bottom: 44))
    list.refreshHeader = nil
    #expect(list.refreshInset == Insets(bottom: 44))
    list.refreshHeader = header
    #expect(list.refreshInset == Insets(bottom: 44))
    list.refreshFooter = footer
    #expect(list.refreshInset == Insets(bottom: 44))
    list.refreshHeader = nil
    list.refreshFooter = nil
    #expect(list.refreshInset == .zero)
    #expect(list.contentInset == Insets(top: 100))
  }

  // MARK: - Will refresh

  @Test func beginWhileDetachedRefreshesOnceOnAttach() {
    let calls = ActionCounter()
    let header = RefreshHeader { calls.count += 1 }
    header.beginRefreshing()
    header.beginRefreshing()
    #expect(header.state == .willRefresh)
    #expect(calls.count == 0)

    let list = makePhoneList()
    list.refreshHeader = header
    #expect(header.state == .refreshing)
    #expect(calls.count == 1)
    #expect(list.refreshInset == Insets(top: 54))
    list.advance(by: 1)
    expectNearly(list.contentOffset.y, -54)
    #expect(calls.count == 1)
  }

  @Test func endRefreshingBeforeAttachCancelsTheWillRefresh() {
    let calls = ActionCounter()
    let footer = AutoRefreshFooter { calls.count += 1 }
    footer.beginRefreshing()
    #expect(footer.state == .willRefresh)
    footer.endRefreshing()
    #expect(footer.state == .idle)
    let list = makePhoneList()
    list.refreshFooter = footer
    #expect(footer.state == .idle)
    #expect(calls.count == 0)
    #expect(list.refreshInset == Insets(bottom: 44))
  }

  @Test func zeroFrameScrollViewDefersTheRefreshUntilItsFrameIsSet() {
    let list = ScrollModel(frame: .zero)
    list.contentSize = CGSize(width: 375, height: 2000)
    let calls = ActionCounter()
    let header = RefreshHeader { calls.count += 1 }
    list.refreshHeader = header
    header.beginRefreshing()
    #expect(header.state == .willRefresh)
    #expect(calls.count == 0)
    #expect(list.refreshInset == .zero)

    list.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    #expect(header.state == .refreshing)
    #expect(calls.count == 1)
    #expect(list.refreshInset == Insets(top: 54))
    list.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    #expect(calls.count == 1)
  }

  @Test func hidingAWillRefreshComponentCancelsIt() {
    let calls = ActionCounter()
    let header = RefreshHeader { calls.count += 1 }
    header.beginRefreshing()
    header.isHidden = true
    #expect(header.state == .idle)
    header.isHidden = false
    let list = makePhoneList()
    list.refreshHeader = header
    #expect(header.state == .idle)
    #expect(calls.count == 0)
    #expect(list.refreshInset == .zero)
  }

  // MARK: - Actions that change the component

  @Test func actionThatEndsAtOnceLeavesTheHeaderIdleAndTheContentSettles() {
    let list = makePhoneList()
    let calls = ActionCounter()
    let header = RefreshHeader()
    header.refreshingAction = { [unowned header] in
      calls.count += 1
      header.endRefreshing()
    }
    list.refreshHeader = header
    list.beginDrag()
    Finger.pullDown(list, contentBy: 100)
    list.endDrag()
    #expect(header.state == .idle)
    #expect(calls.count == 1)
    #expect(list.refreshInset == .zero)
    list.advance(by: 2)
    #expect(list.contentOffset.y == 0)
    #expect(calls.count == 1)
  }

  @Test func footerActionThatEndsAtOnceLoadsOncePerDrag() {
    let list = makePhoneList()
    let calls = ActionCounter()
    let footer = AutoRefreshFooter()
    footer.refreshingAction = { [unowned footer] in
      calls.count += 1
      footer.endRefreshing()
    }
    list.refreshFooter = footer
    list.contentOffset = CGPoint(x: 0, y: 1300)
    list.beginDrag()
    for target: CGFloat in [1380, 1390, 1360, 1400] { Finger.moveContent(list, toY: target) }
    list.endDrag(velocity: CGPoint(x: 0, y: -500))
    list.advance(by: 2)
    #expect(calls.count == 1)
    #expect(footer.state == .idle)
    #expect(list.refreshInset == Insets(bottom: 44))
  }

  @Test func detachingFromInsideTheActionLeavesNoHold() {
    let list = makePhoneList()
    let calls = ActionCounter()
    let header = RefreshHeader()
    header.refreshingAction = { [unowned list] in
      calls.count += 1
      list.refreshHeader = nil
    }
    list.refreshHeader = header
    list.beginDrag()
    Finger.pullDown(list, contentBy: 100)
    list.endDrag()
    #expect(calls.count == 1)
    #expect(header.state == .idle)
    #expect(header.scrollView == nil)
    #expect(list.refreshInset == .zero)
    list.advance(by: 2)
    #expect(list.contentOffset.y == 0)
  }

  // MARK: - Exclusion

  @Test func exclusionOnTheScrollViewKeepsTheFooterIdleWhileTheHeaderRefreshesAndViceVersa() {
    let list = makePhoneList()
    list.isMutuallyExclusive = true
    let headerCalls = ActionCounter()
    let footerCalls = ActionCounter()
    let header = RefreshHeader { headerCalls.count += 1 }
    let footer = AutoRefreshFooter { footerCalls.count += 1 }
    list.refreshHeader = header
    list.refreshFooter = footer

    header.beginRefreshing()
    list.advance(by: 1)
    list.beginDrag()
    Finger.moveContent(list, toY: 1430)
    list.endDrag()
    list.advance(by: 1)
    footer.beginRefreshing()
    footer.tap()
    #expect(footer.state == .idle)
    #expect(footerCalls.count == 0)

    header.endRefreshing()
    footer.tap()
    #expect(footer.state == .refreshing)
    list.contentOffset = .zero
    list.beginDrag()
    Finger.pullDown(list, contentBy: 120)
    #expect(header.state == .idle)
    list.endDrag()
    header.beginRefreshing()
    #expect(header.state == .idle)
    #expect(headerCalls.count == 1)
    #expect(footerCalls.count == 1)
    #expect(list.refreshInset == Insets(bottom: 44))
  }

  @Test func exclusionOnOneComponentWorksBothWays() {
    for excludingHeader in [true, false] {
      let list = makePhoneList()
      let header = RefreshHeader()
      let footer = BackRefreshFooter()
      list.refreshHeader = header
      list.refreshFooter = footer
      if excludingHeader { header.isMutuallyExclusive = true } else { footer.isMutuallyExclusive = true }

      header.beginRefreshing()
      footer.beginRefreshing()
      #expect(footer.state == .idle, "exclusion set on the \(excludingHeader ? "header" : "footer")")
      header.endRefreshing()
      list.advance(by: 1)

      footer.beginRefreshing()
      header.beginRefreshing()
      #expect(header.state == .idle, "exclusion set on the \(excludingHeader ? "header" : "footer")")
    }
  }

  @Test func withoutExclusionHeaderAndFooterRefreshAtOnce() {
    let list = makePhoneList()
    #expect(!list.isMutuallyExclusive)
    let header = RefreshHeader()
    let footer = AutoRefreshFooter()
    list.refreshHeader = header
    list.refreshFooter = footer
    #expect(header.isMutuallyExclusive == nil)
    list.beginDrag()
    Finger.pullDown(list, contentBy: 100)
    list.endDrag()
    footer.tap()
    #expect(header.state == .refreshing)
    #expect(footer.state == .refreshing)
    #expect(list.refreshInset == Insets(top: 54, bottom: 44))
  }

  // MARK: - Minimum refreshing duration

  @Test func earlyEndIsDeferredUntilTheMinimumDurationHasPassed() {
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    header.minimumRefreshingDuration = 0.4
    list.advance(by: 1)
    header.beginRefreshing()
    list.advance(by: 0.1)
    header.endRefreshing()
    #expect(header.isRefreshing)
    #expect(list.refreshInset == Insets(top: 54))
    list.advance(by: 0.2)
    #expect(header.isRefreshing)
    list.advance(by: 0.05)
    #expect(header.isRefreshing)
    list.advance(by: 0.05)
    #expect(!header.isRefreshing)
    #expect(header.state == .idle)
    #expect(list.refreshInset == .zero)
  }

  @Test func withTheDefaultMinimumDurationEndIsImmediate() {
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    #expect(header.minimumRefreshingDuration == 0)
    header.beginRefreshing()
    header.endRefreshing()
    #expect(header.state == .idle)
    #expect(list.refreshInset == .zero)
  }

  @Test func endAfterTheMinimumDurationIsImmediate() {
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    header.minimumRefreshingDuration = 0.4
    header.beginRefreshing()
    list.advance(by: 0.5)
    header.endRefreshing()
    #expect(header.state == .idle)
  }

  @Test func beginDuringADeferredEndKeepsOneRefresh() {
    let list = makePhoneList()
    let calls = ActionCounter()
    let header = RefreshHeader { calls.count += 1 }
    list.refreshHeader = header
    header.minimumRefreshingDuration = 0.4
    header.beginRefreshing()
    list.advance(by: 0.1)
    header.endRefreshing()
    header.beginRefreshing()
    #expect(calls.count == 1)
    list.advance(by: 1)
    #expect(header.isRefreshing)
    #expect(calls.count == 1)
    header.endRefreshing()
    #expect(header.state == .idle)
  }

  @Test func detachingDuringADeferredEndEndsAtOnce() {
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    header.minimumRefreshingDuration = 0.4
    header.beginRefreshing()
    list.advance(by: 0.1)
    header.endRefreshing()
    #expect(header.isRefreshing)
    list.refreshHeader = nil
    #expect(header.state == .idle)
    #expect(list.refreshInset == .zero)
  }

  @Test func deferredNoMoreDataArrivesAfterTheMinimumDuration() {
    let list = makePhoneList()
    let footer = AutoRefreshFooter()
    list.refreshFooter = footer
    footer.minimumRefreshingDuration = 0.4
    footer.tap()
    list.advance(by: 0.1)
    footer.endRefreshingWithNoMoreData()
    #expect(footer.state == .refreshing)
    list.advance(by: 0.3)
    #expect(footer.state == .noMoreData)
  }

  // MARK: - Async action

  @Test func asyncActionEndsTheRefreshWhenItReturns() async {
    let list = makePhoneList()
    let calls = ActionCounter()
    let header = RefreshHeader { @MainActor () async in calls.count += 1 }
    list.refreshHeader = header
    header.beginRefreshing()
    #expect(header.isRefreshing)
    await header.actionTask?.value
    #expect(calls.count == 1)
    #expect(header.state == .idle)
    #expect(list.refreshInset == .zero)
  }

  @Test func staleAsyncActionNeverEndsALaterRefresh() async {
    let list = makePhoneList()
    let gate = ActionGate()
    let header = RefreshHeader { @MainActor () async in await gate.wait() }
    list.refreshHeader = header
    header.beginRefreshing()
    let first = header.actionTask
    await gate.waitForWaiters(1)
    header.endRefreshing()
    #expect(header.state == .idle)
    #expect(header.actionTask == nil)
    header.beginRefreshing()
    let second = header.actionTask
    await gate.waitForWaiters(2)
    #expect(gate.waiters.count == 2)

    gate.release()
    await first?.value
    #expect(header.isRefreshing, "the first refresh's task returned after that refresh ended")
    #expect(list.refreshInset == Insets(top: 54))

    gate.release()
    await second?.value
    #expect(header.state == .idle)
    #expect(list.refreshInset == .zero)
    #expect(header.actionCount == 2)
  }

  @Test func detachingCancelsTheAsyncAction() async {
    let list = makePhoneList()
    let gate = ActionGate()
    let header = RefreshHeader { @MainActor () async in await gate.wait() }
    list.refreshHeader = header
    header.beginRefreshing()
    let task = header.actionTask
    await gate.waitForWaiters(1)
    list.refreshHeader = nil
    #expect(task?.isCancelled == true)
    #expect(header.state == .idle)
    gate.release()
    await task?.value
    #expect(header.state == .idle)
    #expect(list.refreshInset == .zero)
  }

  // MARK: - Bad input

  @Test func componentSettersRefuseBadValuesAndReportEachOnce() {
    let header = RefreshHeader()
    let footer = AutoRefreshFooter()
    let trailer = RefreshTrailer()
    let (_, diagnostics) = RefreshDiagnostics.collect {
      header.height = .nan
      header.height = -1
      header.minimumRefreshingDuration = .nan
      header.minimumRefreshingDuration = -0.5
      footer.height = -44
      footer.preloadDistance = -1
      footer.autoTriggerTimes = -2  // -1 means no limit, as in MJRefresh
      trailer.width = .infinity
    }
    #expect(diagnostics.count == 8)
    #expect(
      diagnostics.map(\.member) == [
        "RefreshHeader.height", "RefreshHeader.height", "RefreshHeader.minimumRefreshingDuration",
        "RefreshHeader.minimumRefreshingDuration", "AutoRefreshFooter.height", "AutoRefreshFooter.preloadDistance",
        "AutoRefreshFooter.autoTriggerTimes", "RefreshTrailer.width",
      ])
    #expect(header.height == 54)
    #expect(header.minimumRefreshingDuration == 0)
    #expect(footer.height == 44)
    #expect(footer.preloadDistance == nil)
    #expect(footer.autoTriggerTimes == 1)
    #expect(trailer.width == 60)
  }

  @Test func refusedHeightLeavesTheHeaderWorking() {
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    _ = RefreshDiagnostics.collect { header.height = .nan }
    list.beginDrag()
    Finger.pullDown(list, contentBy: 60)
    list.endDrag()
    #expect(header.state == .refreshing)
    #expect(list.refreshInset == Insets(top: 54))
  }

  @Test func hookReturningNaNIsReportedOnceAndTheDefaultUsed() {
    let list = makePhoneList()
    let header = NaNDistanceHeader()
    header.badHold = false
    let (_, diagnostics) = RefreshDiagnostics.collect {
      list.refreshHeader = header
      list.beginDrag()
      Finger.pullDown(list, contentBy: 50)
      #expect(header.state == .idle)
      Finger.pullDown(list, contentBy: 60)
      #expect(header.state == .pulling)
      list.endDrag()
      list.advance(by: 1)
      header.endRefreshing()
      list.advance(by: 1)
    }
    #expect(diagnostics.map(\.member) == ["NaNDistanceHeader.willRefreshHeight()"])
  }

  @Test func twoHooksReturningNaNAreReportedOnceEach() {
    let list = makePhoneList()
    let header = NaNDistanceHeader()
    let (_, diagnostics) = RefreshDiagnostics.collect {
      list.refreshHeader = header
      list.beginDrag()
      Finger.pullDown(list, contentBy: 100)
      list.endDrag()
      #expect(header.state == .refreshing)
      #expect(list.refreshInset == Insets(top: 54))
      list.advance(by: 1)
      list.beginDrag()
      for _ in 0..<5 { list.drag(by: CGPoint(x: 0, y: -10)) }
      list.endDrag()
      list.advance(by: 1)
      header.endRefreshing()
      list.advance(by: 1)
    }
    #expect(diagnostics.count == 2, "\(diagnostics.count) diagnostics: \(diagnostics.prefix(4).map(\.member))")
    #expect(
      Set(diagnostics.map(\.member)) == [
        "NaNDistanceHeader.willRefreshHeight()", "NaNDistanceHeader.refreshingHoldHeight()",
      ])
  }

  @Test func beginFromInsideTheOwnActionAfterEndingIsRefused() {
    let list = makePhoneList()
    let calls = ActionCounter()
    let header = RefreshHeader()
    header.refreshingAction = { [unowned header] in
      calls.count += 1
      header.endRefreshing()
      header.beginRefreshing()
    }
    list.refreshHeader = header
    let (_, diagnostics) = RefreshDiagnostics.collect {
      list.beginDrag()
      Finger.pullDown(list, contentBy: 100)
      list.endDrag()
    }
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.member == "RefreshHeader.beginRefreshing()")
    #expect(header.state == .idle)
    #expect(calls.count == 1)
    #expect(list.refreshInset == .zero)
  }

  @Test func beginFromInsideTheOwnActionWhileRefreshingIsANoOp() {
    let list = makePhoneList()
    let calls = ActionCounter()
    let header = RefreshHeader()
    header.refreshingAction = { [unowned header] in
      calls.count += 1
      header.beginRefreshing()
    }
    list.refreshHeader = header
    let (_, diagnostics) = RefreshDiagnostics.collect { header.beginRefreshing() }
    #expect(diagnostics.isEmpty)
    #expect(header.state == .refreshing)
    #expect(calls.count == 1)
  }

  @Test func nonFiniteHostInputLeavesARefreshingHeaderAsItWas() {
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    header.beginRefreshing()
    list.advance(by: 1)
    let (_, diagnostics) = RefreshDiagnostics.collect {
      list.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
      list.contentInset = Insets(top: .infinity)
      list.contentSize = CGSize(width: 375, height: -1)
      list.beginDrag()
      list.drag(by: CGPoint(x: 0, y: CGFloat.nan))
      list.endDrag(velocity: CGPoint(x: 0, y: CGFloat.infinity))
    }
    #expect(diagnostics.count == 5)
    #expect(header.state == .refreshing)
    #expect(list.refreshInset == Insets(top: 54))
    expectNearly(list.contentOffset.y, -54)
  }
}

// MARK: - Regressions found in review

extension RefreshComponentTests {
  @Test func aBeginHeldBackByExclusionOnAttachRefreshesOnceTheOtherEnds() {
    let list = makePhoneList()
    list.isMutuallyExclusive = true
    let headerCalls = ActionCounter()
    let header = RefreshHeader { headerCalls.count += 1 }
    let footer = AutoRefreshFooter {}
    list.refreshFooter = footer
    footer.beginRefreshing()
    header.beginRefreshing()  // detached
    list.refreshHeader = header  // attached while the footer refreshes: it waits
    #expect(header.state == .willRefresh)
    #expect(headerCalls.count == 0)
    footer.endRefreshing()
    #expect(header.state == .refreshing)
    #expect(headerCalls.count == 1)
    #expect(list.refreshInset.top == 54)
  }

  @Test func cancellingTheActionTaskFromOutsideEndsTheRefreshAsCancelled() async {
    let list = makePhoneList()
    let header = RefreshHeader { [weak list] in await list?.sleep(for: 5) }
    list.refreshHeader = header
    header.beginRefreshing()
    await yieldUntil { list.sleeperCount == 1 }
    let task = header.actionTask
    task?.cancel()
    await task?.value
    #expect(header.state == .idle)
    #expect(header.lastResult == .cancelled)
    #expect(list.refreshInset == .zero)
  }
}
