import Foundation
import Testing

/// `refreshkit-demo --record-trace` and `--replay-trace`: a session recorded on the simulated list replays into a
/// list that follows an external host with the same transitions, as a device's trace does.
@Suite struct DemoTraceTests {
  static func makeDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("refreshkit-trace-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  /// The transition lines of a `--json` run, as parsed objects: time, component, states, progress, insets, offset.
  static func transitions(_ output: String) throws -> [NSDictionary] {
    try output.split(separator: "\n").compactMap { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? NSDictionary
      return object?["from"] == nil ? nil : object
    }
  }

  @Test func helpListsTheTraceFlags() throws {
    let run = try DemoTests.demo(["--help"])
    #expect(run.output.contains("--record-trace <file>"))
    #expect(run.output.contains("--replay-trace <file>"))
    #expect(run.output.contains("fail <component>"))
  }

  @Test func everyScenarioReplayedFromItsTracePrintsTheSameTransitions() throws {
    let directory = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let names = try DemoTests.demo(["--list-scenarios"]).output.split(separator: "\n")
      .compactMap { $0.split(separator: " ").first.map(String.init) }
    #expect(names.count >= 11)
    for name in names {
      let trace = directory.appendingPathComponent("\(name).jsonl")
      let recorded = try DemoTests.demo(["--scenario", name, "--json", "--record-trace", trace.path])
      #expect(recorded.status == 0, "\(name): \(recorded.error)")
      let replayed = try DemoTests.demo(["--replay-trace", trace.path, "--json"])
      #expect(replayed.status == 0, "\(name): \(replayed.error)")
      #expect(replayed.error.isEmpty, "\(name): the trace is good input: \(replayed.error)")
      let expected = try Self.transitions(recorded.output)
      #expect(!expected.isEmpty, "\(name)")
      #expect(try Self.transitions(replayed.output) == expected, "\(name): the replay makes the same transitions")
    }
  }

  @Test func theSameSessionRecordsTheSameBytes() throws {
    let directory = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = directory.appendingPathComponent("first.jsonl")
    let second = directory.appendingPathComponent("second.jsonl")
    #expect(try DemoTests.demo(["--record-trace", first.path]).status == 0)
    #expect(try DemoTests.demo(["--json", "--record-trace", second.path]).status == 0)
    let bytes = try Data(contentsOf: first)
    #expect(bytes == (try Data(contentsOf: second)))
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.hasPrefix("{\"event\":\"frame\",\"height\":667,\"time\":0,\"width\":375,\"x\":0,\"y\":0}\n"))
    #expect(text.contains("{\"command\":\"begin header\",\"event\":\"command\","))
  }

  @Test(arguments: [2, 7] as [UInt64])
  @MainActor func aRandomSessionsScriptRecordsAndReplaysTheSameTransitions(seed: UInt64) throws {
    let session = RandomSession(seed: seed)
    for _ in 0..<200 { session.step() }
    let directory = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("session.txt")
    let trace = directory.appendingPathComponent("session.jsonl")
    try session.script.joined(separator: "\n").write(to: script, atomically: true, encoding: .utf8)
    let recorded = try DemoTests.demo(["--script", script.path, "--json", "--record-trace", trace.path])
    #expect(recorded.status == 0, "\(recorded.error)")
    let replayed = try DemoTests.demo(["--replay-trace", trace.path, "--json"])
    #expect(replayed.status == 0, "\(replayed.error)")
    #expect(try Self.transitions(replayed.output) == (try Self.transitions(recorded.output)), "seed \(seed)")
  }

  @Test func theHandWrittenDeviceTraceReplaysInTheDemoAndPassesTheCheck() throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Traces/HandWrittenPullToRefresh.jsonl")
    let run = try DemoTests.demo(["--replay-trace", fixture.path])
    #expect(run.status == 0, "\(run.error)")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.contains("→") }.count == 3)
    #expect(lines.contains { $0.contains("0.550  header      idle → pulling") })
    #expect(lines.contains { $0.contains("0.617  header      pulling → refreshing") })
    #expect(lines.contains { $0.contains("1.900  header      refreshing → idle") })
    #expect(lines.contains { $0.contains("asked to hold refreshInset top 54.0, bottom 0.0, right 0.0") })
    #expect(lines.contains { $0.hasPrefix("summary: 1 refresh, 0 loads") })
    #expect(lines.last == "check: every invariant holds (hold, jump, completions, actions, diagnostics, leaks)")
  }

  @Test func aTraceThatCannotBeReadStopsWithItsLineAndExitCode2() throws {
    let directory = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let bad = directory.appendingPathComponent("bad.jsonl")
    try "{\"event\":\"tick\",\"time\":0}\n{\"event\":\"scroll\",\"time\":1}\n".write(
      to: bad, atomically: true, encoding: .utf8)
    var run = try DemoTests.demo(["--replay-trace", bad.path])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.error == "\(bad.path):2: a scroll record needs \"x\"\n")

    try "{\"command\":\"drag 0 10\",\"event\":\"command\",\"time\":0}\n".write(
      to: bad, atomically: true, encoding: .utf8)
    run = try DemoTests.demo(["--replay-trace", bad.path])
    #expect(run.status == 2)
    #expect(run.error == "\(bad.path): record 1: 'drag 0 10' is not an app command\n")

    run = try DemoTests.demo(["--replay-trace", directory.appendingPathComponent("missing.jsonl").path])
    #expect(run.status == 2)
    #expect(run.error.hasPrefix("refreshkit-demo: cannot read trace"))
  }

  @Test func aTraceThatCannotBeWrittenIsAUsageError() throws {
    var run = try DemoTests.demo(["--record-trace", "/nonexistent-directory/trace.jsonl"])
    #expect(run.status == 2)
    #expect(
      run.error
        == "refreshkit-demo: cannot write the trace to '/nonexistent-directory/trace.jsonl': the directory "
        + "'/nonexistent-directory' does not exist\n")
    run = try DemoTests.demo(["--live", "--record-trace", "trace.jsonl"])
    #expect(run.status == 2)
    #expect(run.error == "refreshkit-demo: --record-trace cannot be combined with --live\n")
  }
}
