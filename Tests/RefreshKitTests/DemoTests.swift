import Foundation
import Testing

/// Runs the built `refreshkit-demo` as a user would, and compares what it prints with the expected text.
@Suite struct DemoTests {
  struct Run {
    var output: String
    var error: String
    var status: Int32
  }

  /// The directory that holds the built products, next to the test bundle.
  static var productsDirectory: URL {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = executable.deletingLastPathComponent()
    // On some platforms the tests run from inside a bundle directory (`….xctest/…`).
    while directory.pathComponents.count > 1,
      directory.pathComponents.contains(where: { $0.hasSuffix(".xctest") })
    {
      directory = directory.deletingLastPathComponent()
    }
    return directory
  }

  static func demo(_ arguments: [String]) throws -> Run {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("refreshkit-demo")
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      output: String(decoding: outputData, as: UTF8.self), error: String(decoding: errorData, as: UTF8.self),
      status: process.terminationStatus)
  }

  /// ``demo(_:)`` on another thread, for suites isolated to the main actor: the main actor stays free for the other
  /// suites while the demo runs.
  static func demoOffTheMainActor(_ arguments: [String]) async throws -> Run {
    try await Task.detached { try demo(arguments) }.value
  }

  @Test func defaultSessionTellsTheWholeStory() throws {
    let run = try Self.demo([])
    #expect(run.status == 0)
    #expect(run.error.isEmpty)
    #expect(run.output == DemoExpectedOutput.defaultSession)
  }

  @Test func defaultSessionIsTheSameOnEveryRun() throws {
    let first = try Self.demo([])
    let second = try Self.demo([])
    #expect(first.output == second.output)
  }

  @Test func pullScenarioAsJSONLines() throws {
    let run = try Self.demo(["--scenario", "pull", "--json"])
    #expect(run.status == 0)
    #expect(run.output == DemoExpectedOutput.pullJSON)
    for line in run.output.split(separator: "\n") {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
      #expect(object is [String: Any], "each line is one JSON object: \(line)")
    }
  }

  @Test func failedLoadScenarioAsJSONLines() throws {
    let run = try Self.demo(["--scenario", "failed-load", "--json"])
    #expect(run.status == 0)
    #expect(run.output == DemoExpectedOutput.failedLoadJSON)
  }

  @Test func scriptWithABadLineStopsWithFileLineAndExitCode2() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("refreshkit-demo-bad-\(UUID()).txt")
    try "# a pull\ndrag 0 120\nwiggle 3\nrelease\n".write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try Self.demo(["--script", file.path])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.error == "\(file.path):3: unknown command 'wiggle'\n")
  }

  @Test func scriptPlaysItsCommandsInOrder() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("refreshkit-demo-good-\(UUID()).txt")
    try "drag 0 120\ndrag 0 120\nrelease 0 0\nwait 0.5\nend header\nwait 1\n".write(
      to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try Self.demo(["--script", file.path])
    #expect(run.status == 0)
    #expect(run.output == DemoExpectedOutput.script)
  }

  @Test func liveModeWithoutATerminalSaysSoAndExits1() throws {
    let run = try Self.demo(["--live"])
    #expect(run.status == 1)
    #expect(run.error == "refreshkit-demo: --live needs an interactive terminal on stdin\n")
  }

  @Test func helpListsEveryFlag() throws {
    let run = try Self.demo(["--help"])
    #expect(run.status == 0)
    for flag in [
      "--scenario", "--list-scenarios", "--script", "--json", "--frames", "--svg", "--live", "--language", "--help",
    ] {
      #expect(run.output.contains(flag), "--help mentions \(flag)")
    }
  }

  @Test func everyListedScenarioPlaysAndEndsWithASummary() throws {
    let list = try Self.demo(["--list-scenarios"])
    let names = list.output.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
    #expect(
      Set(names).isSuperset(of: [
        "pull", "load-more", "no-more-data", "short-content", "trailer", "circle", "sticky-sections", "bars", "async",
        "failed-load",
      ]))
    for name in names {
      let run = try Self.demo(["--scenario", name])
      #expect(run.status == 0, "scenario \(name)")
      #expect(run.output.contains("summary:"), "scenario \(name) ends with a summary")
    }
  }

  @Test func unknownOptionIsAUsageErrorWithExitCode2() throws {
    let run = try Self.demo(["--bogus"])
    #expect(run.status == 2)
    #expect(run.error.hasPrefix("refreshkit-demo: unknown option '--bogus'"))
  }
}

extension DemoTests {
  @Test func framesShowTheWholeViewportWithTheFooterLoading() throws {
    let run = try Self.demo(["--scenario", "no-more-data", "--frames"])
    #expect(run.status == 0)
    #expect(run.output.contains("Loading more…"), "the footer at the viewport's bottom is drawn while it loads")
    #expect(run.output.contains("No more data"))
  }

  @Test func jsonWithFramesIsStillOneJSONObjectPerLine() throws {
    let run = try Self.demo(["--scenario", "pull", "--json", "--frames"])
    #expect(run.status == 0)
    var framed = 0
    for line in run.output.split(separator: "\n") {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      #expect(object != nil, "not a JSON object: \(line)")
      if let frame = object?["frame"] as? [String] {
        framed += 1
        #expect(frame.count == 31, "the whole 667-pt viewport, one line per 22 pt")
      }
    }
    #expect(framed > 0)
  }
}

extension DemoTests {
  /// The lines of `output` that say what VoiceOver says, from `VoiceOver: ` on.
  static func voiceOverLines(_ output: String) -> [String] {
    output.split(separator: "\n").compactMap { line in
      line.range(of: "VoiceOver: ").map { String(line[$0.lowerBound...]) }
    }
  }

  /// Runs the demo on a script file holding `text`, which is deleted afterwards; returns the run and the file's path.
  static func demo(script text: String) throws -> (run: Run, path: String) {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("refreshkit-demo-script-\(UUID()).txt")
    try text.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    return (try demo(["--script", file.path]), file.path)
  }

  @Test func voiceOverScenarioRefreshesPagesAndLoadsUntilNoMoreData() throws {
    let run = try Self.demo(["--scenario", "voiceover"])
    #expect(run.status == 0)
    #expect(run.error.isEmpty)
    #expect(
      Self.voiceOverLines(run.output) == [
        #"VoiceOver: "Refreshing""#, #"VoiceOver: "Refreshed""#, #"VoiceOver: "Page 2 of 3""#,
        #"VoiceOver: "Page 3 of 3""#, #"VoiceOver: "Loading more""#, #"VoiceOver: "Loaded""#,
        #"VoiceOver: "Page 4 of 4""#, #"VoiceOver: "Loading more""#, #"VoiceOver: "Loaded""#,
        #"VoiceOver: "Page 4 of 4""#, #"VoiceOver: "Loading more""#, #"VoiceOver: "No more data""#,
      ])
    #expect(run.output.contains("accessibilityScroll(.down) returns false: no more data"))
    #expect(run.output.contains("summary: 1 refresh, 3 loads, 55 rows"))
  }

  @Test func aScriptThatScrollsWithVoiceOverLogsWhatItSays() throws {
    let (run, _) = try Self.demo(
      script: "voiceover up\nwait 0.5\nend header\nwait 1\nvoiceover down\nvoiceover left\n")
    #expect(run.status == 0)
    #expect(
      Self.voiceOverLines(run.output) == [
        #"VoiceOver: "Refreshing""#, #"VoiceOver: "Refreshed""#, #"VoiceOver: "Page 2 of 3""#,
      ])
    #expect(run.output.contains("idle → refreshing"))
  }

  @Test func aScriptWithoutVoiceOverSaysNothing() throws {
    let (run, _) = try Self.demo(script: "begin header\nwait 0.5\nend header\n")
    #expect(run.status == 0)
    #expect(Self.voiceOverLines(run.output).isEmpty, "VoiceOver is not running")
  }

  @Test func aVoiceOverCommandWithAnUnknownDirectionStopsWithItsLine() throws {
    let (run, path) = try Self.demo(script: "voiceover up\nvoiceover sideways\n")
    #expect(run.status == 2)
    #expect(run.error == "\(path):2: unknown direction 'sideways' (up, down, left or right)\n")
  }
}
