import Foundation
import RefreshKit

/// `refreshkit-demo`: plays pull-to-refresh sessions on a simulated list and prints every state transition.
@MainActor func runDemo(_ arguments: [String]) async -> Int32 {
  let options: DemoOptions
  do {
    options = try DemoOptions.parse(arguments)
  } catch {
    FileHandle.standardError.write(Data("refreshkit-demo: \(error.message)\n\n\(DemoOptions.usage)\n".utf8))
    return 2
  }
  if options.help {
    print(DemoOptions.usage)
    return 0
  }
  if options.listScenarios {
    for scenario in Scenarios.all {
      print(scenario.name.padding(toLength: 17, withPad: " ", startingAt: 0) + scenario.summary)
    }
    return 0
  }
  RefreshLocalization.language = options.language
  var svgFile: SVGFile?
  if let path = options.svgPath {
    do throws(SVGFile.Problem) {
      guard !options.live else { throw SVGFile.Problem(message: "--svg cannot be combined with --live") }
      svgFile = try SVGFile(checking: path)
    } catch {
      FileHandle.standardError.write(Data("refreshkit-demo: \(error.message)\n".utf8))
      return 2
    }
  }
  var traceFile: SVGFile?
  if let path = options.recordTracePath {
    do throws(SVGFile.Problem) {
      guard !options.live else { throw SVGFile.Problem(message: "--record-trace cannot be combined with --live") }
      traceFile = try SVGFile(checking: path, flag: "--record-trace", what: "the trace")
    } catch {
      FileHandle.standardError.write(Data("refreshkit-demo: \(error.message)\n".utf8))
      return 2
    }
  }
  if options.live { return LiveMode.run(scenario: options.scenario) }
  if let path = options.replayTracePath {
    return TraceReplay.run(path: path, options: options, svgFile: svgFile, traceFile: traceFile)
  }
  if let path = options.scriptPath {
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
      FileHandle.standardError.write(Data("refreshkit-demo: cannot read script '\(path)'\n".utf8))
      return 2
    }
    let script: GestureScript
    do {
      script = try GestureScript.parse(text)
    } catch {
      FileHandle.standardError.write(Data("\(path):\(error.line): \(error.message)\n".utf8))
      return 2
    }
    let session = DemoSession(rows: 30, output: options.output, frames: options.frames)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let recorder = svgFile.map { _ in
      SessionRecorder(
        list: session.list, title: "RefreshKit demo: script “\(name)”",
        subtitle:
          "a gesture script on 30 rows under a translucent 88-pt bar, with a SimpleHeader and a SimpleAutoFooter")
    }
    session.recorder = recorder
    session.startRecordingTrace(for: traceFile)
    script.play(on: session)
    return writeFiles(of: session, plot: svgFile, trace: traceFile)
  }
  guard let scenario = Scenarios.named(options.scenario) else {
    let names = Scenarios.all.map(\.name).joined(separator: ", ")
    FileHandle.standardError.write(Data("refreshkit-demo: unknown scenario '\(options.scenario)' (\(names))\n".utf8))
    return 2
  }
  let session = DemoSession(
    rows: scenario.rows, output: options.output, frames: options.frames, width: scenario.width)
  if options.output == .columns, scenario.name == "default" {
    print("RefreshKit demo: 30 rows of 44 pt in a 375 x 667 viewport under a translucent 88-pt bar,")
    print("with a SimpleHeader and a SimpleAutoFooter. Times are virtual seconds.\n")
  }
  session.recorder = svgFile.map { _ in
    SessionRecorder(
      list: session.list, title: "RefreshKit demo: scenario “\(scenario.name)”", subtitle: scenario.summary)
  }
  session.startRecordingTrace(for: traceFile)
  await scenario.play(session)
  return writeFiles(of: session, plot: svgFile, trace: traceFile)
}

/// Writes the plot and the trace `session` recorded to their files, when asked; returns the process's exit code.
@MainActor func writeFiles(of session: DemoSession, plot: SVGFile?, trace: SVGFile?) -> Int32 {
  let status = writePlot(of: session.recorder, to: plot)
  guard status == 0, let trace, let recorder = session.traceRecorder else { return status }
  recorder.stop()
  do {
    try trace.write(recorder.trace.jsonLines())
    return 0
  } catch {
    FileHandle.standardError.write(Data("refreshkit-demo: \(error.message)\n".utf8))
    return 1
  }
}

/// Writes the plot of what `recorder` recorded to `file`, when both are there; returns the process's exit code.
@MainActor func writePlot(of recorder: SessionRecorder?, to file: SVGFile?) -> Int32 {
  guard let recorder, let file else { return 0 }
  do {
    try file.write(SVGPlot(timeline: recorder.finish()).document())
    return 0
  } catch {
    FileHandle.standardError.write(Data("refreshkit-demo: \(error.message)\n".utf8))
    return 1
  }
}

exit(await runDemo(Array(CommandLine.arguments.dropFirst())))
