import Foundation
import Testing

/// Runs the built `refreshkit-demo --svg` as a user would, and reads the plot it writes.
@Suite struct DemoSVGTests {
  /// Two pulls to refresh, each ended by the script: six transitions of the header (pulling, refreshing, idle) and
  /// two holds, while the auto footer holds its height all along.
  static let twoPulls = """
    drag 0 120
    drag 0 120
    release
    wait 0.5
    end header
    wait 1
    drag 0 240
    release
    wait 0.25
    end header
    wait 1
    """

  /// A new, empty directory for one test's files; removed by `cleanUp`.
  static func makeDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("refreshkit-svg-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
    return directory
  }

  static func cleanUp(_ directory: URL) {
    try? FileManager.default.removeItem(at: directory)
  }

  /// The transitions the `--json` output reports, in order: time, component and new state.
  static func transitions(inJSON output: String) throws -> [(time: Double, component: String, to: String)] {
    var result: [(Double, String, String)] = []
    for line in output.split(separator: "\n") {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      guard let to = object?["to"] as? String, let component = object?["component"] as? String,
        let time = object?["time"] as? Double
      else { continue }
      result.append((time, component, to))
    }
    return result
  }

  @Test func plotOfAScriptMarksExactlyItsTransitionsAndShadesExactlyItsHolds() throws {
    let directory = try Self.makeDirectory()
    defer { Self.cleanUp(directory) }
    let script = directory.appendingPathComponent("two-pulls.txt")
    try Self.twoPulls.write(to: script, atomically: true, encoding: .utf8)
    let plot = directory.appendingPathComponent("two-pulls.svg")
    let run = try DemoTests.demo(["--script", script.path, "--json", "--svg", plot.path])
    #expect(run.status == 0)
    #expect(run.error.isEmpty)
    let svg = try XMLTree(Data(contentsOf: plot)).root

    // One marker per transition the log reports, labelled with the component and its new state, at its time.
    let logged = try Self.transitions(inJSON: run.output)
    #expect(logged.count == 6)
    let markers = svg.elements(ofClass: "transition")
    #expect(markers.map { $0.childText("text") } == logged.map { "\($0.component): \($0.to)" })
    #expect(markers.map { $0.attributes["id"] } == (1...logged.count).map { "transition-\($0)" })
    for (marker, transition) in zip(markers, logged) {
      let time = String(format: "%.3f s", transition.time)
      #expect(marker.childText("title")?.hasPrefix(time) == true, "\(marker.childText("title") ?? "") at \(time)")
    }

    // One band per hold: the header's two refreshes, from each begin to its end, and the auto footer's height
    // from the start to the end of the session.
    let holds = svg.elements(ofClass: "hold")
    #expect(holds.map { $0.attributes["id"] } == ["hold-header-1", "hold-header-2", "hold-footer-1"])
    let header = logged.filter { $0.component == "header" }
    let starts = header.filter { $0.to == "refreshing" }.map(\.time)
    let ends = header.filter { $0.to == "idle" }.map(\.time)
    #expect(starts.count == 2 && ends.count == 2)
    for (index, (start, end)) in zip(starts, ends).enumerated() {
      let title = holds[index].childText("title") ?? ""
      #expect(title == String(format: "header holds up to 54.0 pt from %.3f s to %.3f s", start, end))
    }
    #expect(holds[2].childText("title")?.hasPrefix("footer holds up to 44.0 pt from 0.000 s to ") == true)

    // Each of the two drags began and then moved the finger: two phases each on the strip.
    #expect(
      svg.elements(ofClass: "pan").map(\.classes)
        == Array(repeating: [["pan", "pan-began"], ["pan", "pan-changed"]], count: 2).flatMap { $0 })
  }

  @Test func plotIsAnSVG11DocumentWithTitleAxesAndLegend() throws {
    let directory = try Self.makeDirectory()
    defer { Self.cleanUp(directory) }
    let plot = directory.appendingPathComponent("pull.svg")
    let run = try DemoTests.demo(["--scenario", "pull", "--svg", plot.path])
    #expect(run.status == 0)
    let svg = try XMLTree(Data(contentsOf: plot)).root
    #expect(svg.name == "svg")
    #expect(svg.attributes["xmlns"] == "http://www.w3.org/2000/svg")
    #expect(svg.attributes["version"] == "1.1")
    #expect(svg.attributes["viewBox"]?.hasPrefix("0 0 960 ") == true)
    #expect(svg.childText("title") == "RefreshKit demo: scenario “pull”")
    let texts = svg.all.filter { $0.name == "text" }.map(\.text)
    #expect(texts.contains("0 s") && texts.contains("1 s"), "time ticks in seconds")
    #expect(texts.contains("0 pt") && texts.contains("-200 pt"), "offset ticks in points")
    #expect(texts.contains("header trigger") && texts.contains("header held inset") && texts.contains("resting bounds"))
    #expect(svg.elements(ofClass: "offset").count == 1, "no trailer: one panel, contentOffset.y")
    #expect(svg.elements(ofClass: "bound").count == 2)
    #expect(svg.elements(ofClass: "trigger").map { $0.attributes["id"] } == ["trigger-header"])
    #expect(!run.output.isEmpty, "the log still prints")
  }

  @Test func sessionWithATrailerPlotsTheHorizontalOffsetInASecondPanel() throws {
    let directory = try Self.makeDirectory()
    defer { Self.cleanUp(directory) }
    let plot = directory.appendingPathComponent("trailer.svg")
    let run = try DemoTests.demo(["--scenario", "trailer", "--svg", plot.path])
    #expect(run.status == 0)
    let svg = try XMLTree(Data(contentsOf: plot)).root
    #expect(
      svg.elements(ofClass: "offset").map { $0.attributes["id"] } == [
        "offset-contentOffset.y", "offset-contentOffset.x",
      ])
    #expect(svg.elements(ofClass: "hold").map { $0.attributes["id"] } == ["hold-trailer-1"])
    #expect(
      svg.elements(ofClass: "transition").map { $0.childText("text") } == [
        "trailer: pulling", "trailer: refreshing", "trailer: idle",
      ])
  }

  @Test func sameSessionGivesIdenticalBytesOnEveryRun() throws {
    let directory = try Self.makeDirectory()
    defer { Self.cleanUp(directory) }
    let script = directory.appendingPathComponent("two-pulls.txt")
    try Self.twoPulls.write(to: script, atomically: true, encoding: .utf8)
    for arguments in [["--script", script.path], ["--scenario", "sticky-sections"]] {
      let first = directory.appendingPathComponent("first.svg")
      let second = directory.appendingPathComponent("second.svg")
      #expect(try DemoTests.demo(arguments + ["--svg", first.path]).status == 0)
      #expect(try DemoTests.demo(arguments + ["--json", "--svg", second.path]).status == 0)
      let bytes = try Data(contentsOf: first)
      #expect(!bytes.isEmpty)
      #expect(bytes == (try Data(contentsOf: second)), "\(arguments): the plot does not depend on the run")
    }
  }

  @Test func committedStoryPlotIsTheDefaultSessionsPlot() throws {
    let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/story.svg")
    let directory = try Self.makeDirectory()
    defer { Self.cleanUp(directory) }
    let plot = directory.appendingPathComponent("story.svg")
    let run = try DemoTests.demo(["--svg", plot.path])
    #expect(run.status == 0)
    #expect(
      try Data(contentsOf: plot) == (try Data(contentsOf: committed)),
      "docs/story.svg is out of date: regenerate it with Scripts/update-demo-expected-output.sh and review the diff")
  }

  @Test func markupInTheTitleIsEscaped() throws {
    let directory = try Self.makeDirectory()
    defer { Self.cleanUp(directory) }
    let script = directory.appendingPathComponent("pull <fast> & 'release'.txt")
    try "drag 0 240\nrelease\nwait 0.5\nend header\n".write(to: script, atomically: true, encoding: .utf8)
    let plot = directory.appendingPathComponent("escaped.svg")
    let run = try DemoTests.demo(["--script", script.path, "--svg", plot.path])
    #expect(run.status == 0)
    let text = String(decoding: try Data(contentsOf: plot), as: UTF8.self)
    #expect(text.contains("pull &lt;fast&gt; &amp; &apos;release&apos;.txt"))
    #expect(!text.contains("<fast>"))
    let svg = try XMLTree(Data(text.utf8)).root
    #expect(svg.childText("title") == "RefreshKit demo: script “pull <fast> & 'release'.txt”")
  }

  @Test func svgWithoutAPathIsAUsageErrorThatWritesNothing() throws {
    for arguments in [["--svg"], ["--svg", "--json"], ["--scenario", "pull", "--svg"]] {
      let run = try DemoTests.demo(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.output.isEmpty)
      #expect(run.error.hasPrefix("refreshkit-demo: missing value for --svg\n"), "\(run.error)")
    }
  }

  @Test func svgInAMissingDirectoryExitsWithoutCreatingAnything() throws {
    let directory = try Self.makeDirectory()
    defer { Self.cleanUp(directory) }
    let missing = directory.appendingPathComponent("missing")
    let plot = missing.appendingPathComponent("story.svg")
    let run = try DemoTests.demo(["--svg", plot.path])
    #expect(run.status == 2)
    #expect(run.output.isEmpty, "the session does not play")
    #expect(
      run.error
        == "refreshkit-demo: cannot write the plot to '\(plot.path)': the directory '\(missing.path)' does not exist\n")
    #expect(!FileManager.default.fileExists(atPath: missing.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test func svgOntoADirectoryOrWithLiveIsRefused() throws {
    let directory = try Self.makeDirectory()
    defer { Self.cleanUp(directory) }
    let onDirectory = try DemoTests.demo(["--svg", directory.path])
    #expect(onDirectory.status == 2)
    #expect(onDirectory.error.contains("it is a directory"))
    let plot = directory.appendingPathComponent("live.svg")
    let live = try DemoTests.demo(["--live", "--svg", plot.path])
    #expect(live.status == 2)
    #expect(live.error == "refreshkit-demo: --svg cannot be combined with --live\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test func plotReplacesAnOldFileAndLeavesNoTemporaryFileBehind() throws {
    let directory = try Self.makeDirectory()
    defer { Self.cleanUp(directory) }
    let plot = directory.appendingPathComponent("story.svg")
    try "an old plot".write(to: plot, atomically: true, encoding: .utf8)
    let run = try DemoTests.demo(["--scenario", "pull", "--svg", plot.path])
    #expect(run.status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["story.svg"])
    #expect(throws: Never.self) { try XMLTree(Data(contentsOf: plot)) }
  }
}
