import Foundation
import Testing

@testable import RefreshKit

/// Random sequences of user, app and system events, with the promises of CONTRIBUTING.md checked after each.
@Suite @MainActor struct RandomSequenceTests {
  /// How many sequences to run: `REFRESHKIT_SEQUENCES`, or 2,000.
  static var sequenceCount: Int {
    ProcessInfo.processInfo.environment["REFRESHKIT_SEQUENCES"].flatMap(Int.init) ?? 2_000
  }

  @Test func randomSessionsNeverDriftDoubleFireOrCorruptState() async {
    var failures = 0
    for index in 0..<Self.sequenceCount {
      // The main actor is shared by every suite: let the others' async steps run between sessions.
      if index % 25 == 0 { await Task.yield() }
      let seed = UInt64(index) &* 0x2545_F491_4F6C_DD1D &+ 17
      if let failure = RandomSession.run(seed: seed, length: 300) {
        failures += 1
        Issue.record(Comment(rawValue: failure))
        if failures >= 3 { break }
      }
    }
    #expect(failures == 0)
  }

  @Test(arguments: 1...12 as ClosedRange<UInt64>)
  func aSessionsScriptReplaysInTheDemoWithTheSameTransitions(seed: UInt64) async throws {
    let session = RandomSession(seed: seed)
    for _ in 0..<300 { session.step() }
    session.teardown()
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("refreshkit-random-\(UUID()).txt")
    try session.script.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try await DemoTests.demoOffTheMainActor(["--script", file.path, "--json"])
    #expect(run.status == 0, "\(run.error)")
    var replayed: [String] = []
    for line in run.output.split(separator: "\n") {
      guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let from = object["from"] as? String, let to = object["to"] as? String,
        let component = object["component"] as? String, let time = object["time"] as? Double
      else { continue }
      replayed.append(RandomSession.transition(time: time, component: component, from: from, to: to))
    }
    #expect(!session.transitions.isEmpty)
    #expect(replayed == session.transitions, "seed \(seed): the demo replays the session's transitions exactly")
  }

  @Test func aFailureReportsItsSeedAndAReplayableScript() {
    // The report format is part of the contract: the seed and the prefix as a demo script.
    let report = RandomSession.report(
      seed: 42, violation: "refreshInset drifted", script: ["drag 0 120", "release 0 0", "wait 0.5"])
    #expect(report.contains("seed 42"))
    #expect(report.contains("refreshInset drifted"))
    #expect(report.contains("drag 0 120\nrelease 0 0\nwait 0.5"))
    #expect(report.contains("refreshkit-demo --script"))
  }
}
