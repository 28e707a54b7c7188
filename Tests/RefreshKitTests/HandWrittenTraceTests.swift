import Foundation
import RefreshKitTools
import Testing

@_spi(Testing) @testable import RefreshKit

/// A trace written by hand as a real device would record it (`Traces/HandWrittenPullToRefresh.jsonl`; no device
/// recorded it): an iPhone's list under its status bar, a finger pulling the content down past the header, the
/// release, the scroll view's own bounce back to the held header, the app ending the refresh 1.3 s later and
/// animating the inset away.
@Suite @MainActor struct HandWrittenTraceTests {
  static func fixture() throws -> ScrollTrace {
    let url = try #require(
      Bundle.module.url(
        forResource: "HandWrittenPullToRefresh", withExtension: "jsonl", subdirectory: "Traces"))
    return try ScrollTrace(jsonLines: String(decoding: try Data(contentsOf: url), as: UTF8.self))
  }

  @Test func theHandWrittenPullRefreshesTheHeaderOnceWithItsInset() throws {
    let trace = try Self.fixture()
    let host = ReplayHost(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let model = host.model
    let header = RefreshHeader()
    var transitions: [String] = []
    header.onEvent = { event in
      if case .stateChanged(let from, let to) = event { transitions.append("\(model.now) \(from)→\(to)") }
    }
    var insetCalls: [(Insets, RefreshState)] = []
    model.refreshInsetHandler = { inset in insetCalls.append((inset, header.state)) }
    let (_, diagnostics) = RefreshDiagnostics.collect {
      model.replay(trace) { command in
        switch command {
        case "attach header": model.refreshHeader = header
        case "end header": header.endRefreshing()
        default: Issue.record("unknown command \(command)")
        }
      }
    }
    #expect(diagnostics.isEmpty, "every record is good input")
    #expect(header.actionCount == 1)
    #expect(transitions == ["0.55 idle→pulling", "0.617 pulling→refreshing", "1.9 refreshing→idle"])
    #expect(insetCalls.map(\.0) == [Insets(top: 54), .zero], "the app adds the header's 54 pt, then takes it away")
    #expect(insetCalls.map(\.1) == [.refreshing, .idle])
    #expect(model.refreshInset == .zero)
    #expect(model.adjustedContentInset == Insets(top: 59, bottom: 34))
    #expect(model.contentOffset == CGPoint(x: 0, y: -59))
    #expect(model.now == 2.5)
    #expect(header.showProgress == 0)
    #expect(host.scrollRequests.isEmpty)
  }

  @Test func theHandWrittenTraceReadsBackAsItWasWritten() throws {
    let trace = try Self.fixture()
    #expect(trace.records.count == 62)
    let url = try #require(
      Bundle.module.url(
        forResource: "HandWrittenPullToRefresh", withExtension: "jsonl", subdirectory: "Traces"))
    #expect(trace.jsonLines() == String(decoding: try Data(contentsOf: url), as: UTF8.self))
  }
}
