import Foundation
import RefreshKitTools
import Testing

@testable import RefreshKit

/// Every trace under `Traces/` (exported by the RefreshKit Check app from a device, or written by hand) is checked
/// for RefreshKit's invariants as recorded, then replayed by `refreshkit-demo --replay-trace`, which checks the
/// replay too: what a device saw comes back as a test. CONTRIBUTING's "Adding a trace from a device" says how.
@Suite struct RecordedTraceTests {
  /// The traces of `Traces/`, by file name.
  static func traceNames() -> [String] {
    guard let folder = Bundle.module.url(forResource: "Traces", withExtension: nil),
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    else { return [] }
    return names.filter { $0.hasSuffix(".jsonl") }.sorted()
  }

  static func url(of name: String) throws -> URL {
    try #require(Bundle.module.url(forResource: "Traces", withExtension: nil)).appendingPathComponent(name)
  }

  @Test func theFolderHasTheHandWrittenTraceAtLeast() {
    #expect(Self.traceNames().contains("HandWrittenPullToRefresh.jsonl"))
  }

  @Test(arguments: traceNames())
  func aRecordedTraceKeepsEveryInvariantAsRecordedAndReplayed(name: String) throws {
    let url = try Self.url(of: name)
    let trace = try ScrollTrace(jsonLines: String(decoding: try Data(contentsOf: url), as: UTF8.self))
    #expect(!trace.records.isEmpty, "\(name)")
    #expect(RefreshTraceCheck.violations(in: trace) == [], "\(name), as recorded")
    let run = try DemoTests.demo(["--replay-trace", url.path])
    #expect(run.status == 0, "\(name), replayed: \(run.error)")
    #expect(run.output.contains("check: every invariant holds"), "\(name)")
  }

  @Test func anAppScrollNotedAsOffsetIsNoJumpAndReplays() throws {
    let directory = try DemoTraceTests.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var text = try String(decoding: Data(contentsOf: try Self.url(of: "HandWrittenPullToRefresh.jsonl")), as: UTF8.self)
    // RefreshKit Check scrolls two screens down itself, and notes it.
    text += #"{"command":"offset 0.0 1645.0","event":"command","time":2.6}"# + "\n"
    text += #"{"decelerating":false,"event":"scroll","time":2.6,"tracking":false,"x":0,"y":1645}"# + "\n"
    let file = directory.appendingPathComponent("offset.jsonl")
    try text.write(to: file, atomically: true, encoding: .utf8)
    let trace = try ScrollTrace(jsonLines: text)
    #expect(RefreshTraceCheck.violations(in: trace) == [])
    let run = try DemoTests.demo(["--replay-trace", file.path])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.contains("check: every invariant holds"))
  }

  @Test func aTraceWhoseContentJumpsFailsTheReplayWithExitCode1() throws {
    let directory = try DemoTraceTests.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var text = try String(decoding: Data(contentsOf: try Self.url(of: "HandWrittenPullToRefresh.jsonl")), as: UTF8.self)
    // Resting at the top, the content moves 300 pt down with no finger on it.
    text += #"{"decelerating":false,"event":"scroll","time":2.6,"tracking":false,"x":0,"y":241}"# + "\n"
    let file = directory.appendingPathComponent("jump.jsonl")
    try text.write(to: file, atomically: true, encoding: .utf8)
    let run = try DemoTests.demo(["--replay-trace", file.path])
    #expect(run.status == 1)
    let lines = run.error.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "refreshkit-demo: check: recorded: jump at 2.600 s: the content moved from (0.0, -59.0) to (0.0, 241.0) with no finger on it",
        "refreshkit-demo: check: replayed: jump at 2.600 s: the content moved from (0.0, -59.0) to (0.0, 241.0) with no finger on it",
      ])
  }
}
