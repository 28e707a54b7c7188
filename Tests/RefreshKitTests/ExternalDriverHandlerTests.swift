import Foundation
import Testing

@_spi(Testing) @testable import RefreshKit
@testable import RefreshKitTools

/// The calls an external model makes to its host, and switching the driver.
@Suite @MainActor struct ExternalDriverHandlerTests {
  @Test func theInsetHandlerHearsEachChangeOnceAfterTheComponentsHandledIt() {
    let host = makeExternalList()
    let model = host.model
    let header = RefreshHeader()
    model.refreshHeader = header
    var seen: [(Insets, RefreshState, Insets)] = []
    var order: [String] = []
    model.refreshInsetHandler = { inset in
      seen.append((inset, header.state, model.refreshInset))
      order.append("handler")
    }
    let token = model.observe { event in
      if case .inset(.refresh, _, _) = event { order.append("observer") }
    }
    header.beginRefreshing()
    header.endRefreshing()
    header.endRefreshing()
    token.cancel()
    #expect(order == ["handler", "observer", "handler", "observer"], "after the components, before observers")
    #expect(seen.map(\.0) == [Insets(top: 54), .zero])
    #expect(seen.map(\.1) == [.refreshing, .idle])
    #expect(seen.map(\.2) == [Insets(top: 54), .zero])
  }

  @Test func aChangeMadeInsideTheInsetHandlerIsHeardAfterItReturns() {
    let host = makeExternalList()
    let model = host.model
    let header = RefreshHeader()
    model.refreshHeader = header
    var depth = 0
    var deepest = 0
    var calls: [Insets] = []
    model.refreshInsetHandler = { inset in
      depth += 1
      deepest = max(deepest, depth)
      calls.append(inset)
      // The app ends the refresh at once, from inside the handler: the second change waits for this call.
      if inset.top > 0 { header.endRefreshing() }
      depth -= 1
    }
    header.beginRefreshing()
    #expect(calls == [Insets(top: 54), .zero])
    #expect(deepest == 1)
    #expect(header.state == .idle)
  }

  @Test func aHostThatScrollsInsideTheScrollRequestIsHeardInOrder() {
    let host = makeExternalList()
    let model = host.model
    model.hostDidScroll(to: CGPoint(x: 0, y: 400), isTracking: false, isDecelerating: false)
    let header = RefreshHeader()
    model.refreshHeader = header
    let log = EventLog(model)
    var insideScrollHandler = false
    var insetCallsInsideScrollHandler = 0
    var requests: [CGPoint] = []
    model.refreshInsetHandler = { _ in
      if insideScrollHandler { insetCallsInsideScrollHandler += 1 }
    }
    model.scrollRequestHandler = { offset, _ in
      insideScrollHandler = true
      requests.append(offset)
      // As `UIScrollView.setContentOffset(_:animated: false)` does: the scroll is reported before it returns.
      model.hostDidScroll(to: offset, isTracking: false, isDecelerating: false)
      // A second request from inside: it waits for this call to return.
      if requests.count == 1 { model.contentOffset = CGPoint(x: 0, y: offset.y + 1) }
      insideScrollHandler = false
    }
    header.beginRefreshing()
    #expect(requests == [CGPoint(x: 0, y: -54), CGPoint(x: 0, y: -53)])
    #expect(model.contentOffset == CGPoint(x: 0, y: -53))
    #expect(insetCallsInsideScrollHandler == 0)
    let offsets = log.take().compactMap { event -> CGPoint? in
      if case .contentOffset(_, let new) = event { new } else { nil }
    }
    #expect(offsets == [CGPoint(x: 0, y: -54), CGPoint(x: 0, y: -53)])
    #expect(header.actionCount == 1)
  }

  @Test func aScrollTheHostReportsFromInsideTheInsetHandlerIsDeliveredAfterTheInsetChange() {
    let host = makeExternalList()
    let model = host.model
    let header = RefreshHeader()
    model.refreshHeader = header
    let log = EventLog(model)
    model.refreshInsetHandler = { inset in
      // UIKit may move the content as the inset changes.
      model.hostDidScroll(to: CGPoint(x: 0, y: -inset.top), isTracking: false, isDecelerating: false)
    }
    header.beginRefreshing()
    let events = log.take()
    #expect(
      events == [
        .inset(.refresh, old: .zero, new: Insets(top: 54)), .contentOffset(old: .zero, new: CGPoint(x: 0, y: -54)),
      ])
  }

  @Test func withoutAHandlerARequestIsDropped() {
    let model = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    model.driver = .external
    model.contentSize = CGSize(width: 375, height: 2000)
    let header = RefreshHeader()
    model.refreshHeader = header
    header.beginRefreshing()
    #expect(header.state == .refreshing)
    #expect(model.contentOffset == .zero)
    #expect(model.refreshInset == Insets(top: 54))
  }

  // MARK: - Switching the driver

  @Test func switchingToExternalWhileARefreshRunsHandsItsHoldToTheHost() {
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    header.beginRefreshing()
    list.advance(by: 1)
    var calls: [Insets] = []
    list.refreshInsetHandler = { calls.append($0) }
    list.driver = .external
    #expect(list.driver == .external)
    #expect(calls == [Insets(top: 54)])
    #expect(header.state == .refreshing, "the refresh carries over")
    header.endRefreshing()
    #expect(calls == [Insets(top: 54), .zero])
  }

  @Test func switchingBackToSimulatedTakesTheHoldBackAndSettlesTheContent() {
    let host = makeExternalList()
    let model = host.model
    let header = RefreshHeader()
    model.refreshHeader = header
    header.beginRefreshing()
    model.hostDidScroll(to: CGPoint(x: 0, y: -120), isTracking: false, isDecelerating: false)
    model.simulateMotion()  // RefreshKitTools' motion: what springs a simulated model back
    model.driver = .simulated
    #expect(host.insetCalls == [Insets(top: 54), .zero], "the host stops applying what the model now applies")
    #expect(model.isDecelerating, "past the held top, the model springs back by itself")
    model.advance(by: 1)
    #expect(model.contentOffset.y == -54)
    header.endRefreshing()
    model.advance(by: 1)
    #expect(model.contentOffset.y == 0)
    #expect(host.insetCalls == [Insets(top: 54), .zero])
  }

  @Test func switchingIsRefusedWhileTheSimulatedContentMoves() {
    let list = makePhoneList()
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: -100))
    var (_, diagnostics) = RefreshDiagnostics.collect { list.driver = .external }
    #expect(list.driver == .simulated)
    #expect(diagnostics.map(\.member) == ["ScrollModel.driver"])
    list.endDrag(velocity: CGPoint(x: 0, y: -2000))
    list.advance(by: 0.1)
    (_, diagnostics) = RefreshDiagnostics.collect { list.driver = .external }
    #expect(list.driver == .simulated, "refused while it decelerates")
    #expect(diagnostics.count == 1)
    list.advance(by: 10)
    list.setContentOffset(CGPoint(x: 0, y: 10), animated: true)
    (_, diagnostics) = RefreshDiagnostics.collect { list.driver = .external }
    #expect(list.driver == .simulated, "refused while an animated move runs")
    #expect(diagnostics.count == 1)
    list.advance(by: 1)
    list.driver = .external
    #expect(list.driver == .external, "allowed at rest")
  }

  @Test func switchingIsRefusedWhileTheHostReportsTheContentMoving() {
    let model = makeExternalList().model
    model.hostPanStateDidChange(.began, velocity: .zero)
    var (_, diagnostics) = RefreshDiagnostics.collect { model.driver = .simulated }
    #expect(model.driver == .external, "refused while a finger is down")
    #expect(diagnostics.map(\.member) == ["ScrollModel.driver"])
    model.hostDidScroll(to: CGPoint(x: 0, y: 20), isTracking: true, isDecelerating: false)
    model.hostPanStateDidChange(.ended, velocity: CGPoint(x: 0, y: -500))
    model.hostDidScroll(to: CGPoint(x: 0, y: 60), isTracking: false, isDecelerating: true)
    (_, diagnostics) = RefreshDiagnostics.collect { model.driver = .simulated }
    #expect(model.driver == .external, "refused while the host decelerates")
    #expect(diagnostics.count == 1)
    model.hostDidScroll(to: CGPoint(x: 0, y: 60), isTracking: false, isDecelerating: false)
    model.driver = .simulated
    #expect(model.driver == .simulated)
    #expect(!model.isDecelerating)
  }
}
