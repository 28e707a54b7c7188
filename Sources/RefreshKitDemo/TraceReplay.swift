import Foundation
import RefreshKit

/// `--replay-trace FILE`: a recorded trace replayed into a list with an external driver, which follows the host the
/// trace recorded, with the components that the trace's commands attach.
@MainActor enum TraceReplay {
  /// Reads, checks and replays the trace at `path`; returns the process's exit code.
  static func run(path: String, options: DemoOptions, svgFile: SVGFile?, traceFile: SVGFile?) -> Int32 {
    guard options.scriptPath == nil, options.scenario == "default" else {
      return fail("--replay-trace cannot be combined with --script or --scenario", status: 2)
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return fail("cannot read trace '\(path)'", status: 2)
    }
    let trace: ScrollTrace
    do {
      trace = try ScrollTrace(jsonLines: String(decoding: data, as: UTF8.self))
    } catch {
      return fail("\(path):\(error.line): \(error.message)", status: 2, prefixed: false)
    }
    // Every command must be one of the script's app commands: checked before anything plays.
    var commands: [String: GestureScript.Command] = [:]
    for (index, record) in trace.records.enumerated() {
      guard case .command(let text) = record.event, commands[text] == nil else { continue }
      // `offset X Y`: the app scrolled itself (RefreshKit Check notes it); the host's records carry the motion.
      guard let script = try? GestureScript.parse(text), script.commands.count == 1,
        let command = script.commands.first?.command, command.appCommandText != nil || command.isOffset
      else {
        return fail("\(path): record \(index + 1): '\(text)' is not an app command", status: 2, prefixed: false)
      }
      commands[text] = command
    }

    let session = DemoSession(rows: 0, output: options.output, frames: options.frames)
    let list = session.list
    list.driver = .external
    list.scrollRequestHandler = { offset, animated in
      session.note(
        "host", "asked to scroll to offset.y \(format(offset.y, decimals: 1))\(animated ? ", animated" : "")")
    }
    list.refreshInsetHandler = { inset in
      session.note(
        "host",
        "asked to hold refreshInset top \(format(inset.top, decimals: 1)), bottom \(format(inset.bottom, decimals: 1))"
          + ", right \(format(inset.right, decimals: 1))")
    }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    session.recorder = svgFile.map { _ in
      SessionRecorder(
        list: list, title: "RefreshKit demo: trace “\(name)”",
        subtitle: "a recorded trace replayed into a list that follows an external host")
    }
    session.startRecordingTrace(for: traceFile)
    if options.output == .columns {
      session.log.message("Replaying \(trace.records.count) records of \(name) into a list driven by its host.\n")
    }
    if commands.values.contains(where: { if case .voiceOver = $0 { true } else { false } }) {
      session.listenAsVoiceOver()
    }
    let components = ScriptComponents(session: session)
    let check = ReplayCheck(list: list)
    check.run {
      list.replay(trace) { text in
        check.noteCommand(text)
        if let command = commands[text], !command.isOffset { _ = components.perform(command) }
        check.observeComponents()
      }
    }
    session.summary()
    let status = writeFiles(of: session, plot: svgFile, trace: traceFile)
    // RefreshKit's invariants (RefreshKitTools' RefreshTraceCheck) on the recording and on the replay: a broken one
    // fails the run, with exit code 1.
    let violations = check.violations(recorded: trace)
    if violations.isEmpty {
      if options.output == .columns {
        let names = RefreshTraceCheck.Invariant.allCases.map(\.rawValue).joined(separator: ", ")
        session.log.message("check: every invariant holds (\(names))")
      }
      return status
    }
    for violation in violations { _ = fail("check: \(violation)", status: 1) }
    return status == 0 ? 1 : status
  }

  private static func fail(_ message: String, status: Int32, prefixed: Bool = true) -> Int32 {
    FileHandle.standardError.write(Data("\(prefixed ? "refreshkit-demo: " : "")\(message)\n".utf8))
    return status
  }
}

extension GestureScript.Command {
  /// Whether the command sets the offset: in a trace, a note that the app scrolled.
  var isOffset: Bool {
    if case .offset = self { true } else { false }
  }
}

extension DemoSession {
  /// Starts recording the trace for `--record-trace`, when `file` is set.
  func startRecordingTrace(for file: SVGFile?) {
    guard file != nil else { return }
    traceRecorder = ScrollTraceRecorder(recording: list)
  }
}
