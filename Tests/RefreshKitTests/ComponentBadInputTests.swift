import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

/// Bad values given to components and returned by their hooks are refused.
@Suite @MainActor struct ComponentBadInputTests {
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
