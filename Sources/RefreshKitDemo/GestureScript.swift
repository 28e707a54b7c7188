import Foundation
import RefreshKit

/// A plain-text gesture script: one command a line, `#` starts a comment.
struct GestureScript {
  /// A component a command names: `footer` is the attached footer (the auto footer when none is attached);
  /// `footer-auto` and `footer-back` name one of the two footers whether attached or not.
  enum Target: String {
    case header
    case footer
    case footerAuto = "footer-auto"
    case footerBack = "footer-back"
    case trailer
  }

  enum Command: Equatable {
    case drag(dx: CGFloat, dy: CGFloat)
    case release(vx: CGFloat, vy: CGFloat)
    case cancel
    case wait(TimeInterval)
    case begin(Target)
    case end(Target)
    case fail(Target, message: String)
    case noMoreData
    case resetNoMoreData
    case tap
    case inset(Edge, CGFloat)
    case safeArea(Edge, CGFloat)
    case contentHeight(CGFloat)
    case offset(x: CGFloat, y: CGFloat)
    case frame(width: CGFloat, height: CGFloat)
    case attach(Target)
    case detach(Target)
    case hide(Target)
    case show(Target)
    case resultDisplay(Target, seconds: TimeInterval)
    case voiceOver(AccessibilityScrollDirection)
  }

  enum Edge: String {
    case top
    case left
    case bottom
    case right
  }

  struct LineError: Error, Equatable {
    var line: Int
    var message: String
  }

  var commands: [(line: Int, command: Command)] = []

  static func parse(_ text: String) throws(LineError) -> GestureScript {
    var script = GestureScript()
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let lineNumber = index + 1
      let content = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      let words = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
      guard let verb = words.first else { continue }
      let arguments = Array(words.dropFirst())
      do {
        script.commands.append((lineNumber, try command(verb, arguments)))
      } catch {
        throw LineError(line: lineNumber, message: error.message)
      }
    }
    return script
  }

  struct Problem: Error {
    var message: String
  }

  private static func number(_ text: String, _ what: String) throws(Problem) -> CGFloat {
    guard let value = Double(text), value.isFinite else {
      throw Problem(message: "\(what) must be a finite number, not '\(text)'")
    }
    return CGFloat(value)
  }

  private static func expect(_ arguments: [String], _ count: Int, _ usage: String) throws(Problem) {
    guard arguments.count == count else { throw Problem(message: "expected '\(usage)'") }
  }

  private static func target(_ arguments: [String], _ verb: String) throws(Problem) -> Target {
    try expect(arguments, 1, "\(verb) header|footer|footer-auto|footer-back|trailer")
    guard let target = Target(rawValue: arguments[0]) else {
      throw Problem(
        message: "unknown component '\(arguments[0])' (header, footer, footer-auto, footer-back or trailer)")
    }
    return target
  }

  private static func edge(_ arguments: [String], _ verb: String) throws(Problem) -> (Edge, CGFloat) {
    try expect(arguments, 2, "\(verb) top|left|bottom|right <points>")
    guard let edge = Edge(rawValue: arguments[0]) else {
      throw Problem(message: "unknown edge '\(arguments[0])' (top, left, bottom or right)")
    }
    return (edge, try number(arguments[1], "points"))
  }

  private static func command(_ verb: String, _ arguments: [String]) throws(Problem) -> Command {
    switch verb {
    case "drag":
      try expect(arguments, 2, "drag <dx> <dy>")
      return .drag(dx: try number(arguments[0], "dx"), dy: try number(arguments[1], "dy"))
    case "release":
      if arguments.isEmpty { return .release(vx: 0, vy: 0) }
      try expect(arguments, 2, "release [<vx> <vy>]")
      return .release(vx: try number(arguments[0], "vx"), vy: try number(arguments[1], "vy"))
    case "cancel":
      try expect(arguments, 0, "cancel")
      return .cancel
    case "wait":
      try expect(arguments, 1, "wait <seconds>")
      let seconds = try number(arguments[0], "seconds")
      guard seconds >= 0 else { throw Problem(message: "seconds must not be negative") }
      return .wait(TimeInterval(seconds))
    case "begin": return .begin(try target(arguments, verb))
    case "end": return .end(try target(arguments, verb))
    case "fail":
      guard let first = arguments.first else { throw Problem(message: "expected 'fail <component> [<message>]'") }
      let message = arguments.dropFirst().joined(separator: " ")
      return .fail(try target([first], verb), message: message.isEmpty ? "failed" : message)
    case "no-more-data":
      try expect(arguments, 0, verb)
      return .noMoreData
    case "reset-no-more-data":
      try expect(arguments, 0, verb)
      return .resetNoMoreData
    case "tap":
      try expect(arguments, 0, verb)
      return .tap
    case "inset":
      let (edge, points) = try edge(arguments, verb)
      return .inset(edge, points)
    case "safe-area":
      let (edge, points) = try edge(arguments, verb)
      return .safeArea(edge, points)
    case "content-height":
      try expect(arguments, 1, "content-height <points>")
      let height = try number(arguments[0], "points")
      guard height >= 0 else { throw Problem(message: "content-height must not be negative") }
      return .contentHeight(height)
    case "offset":
      try expect(arguments, 2, "offset <x> <y>")
      return .offset(x: try number(arguments[0], "x"), y: try number(arguments[1], "y"))
    case "frame":
      try expect(arguments, 2, "frame <width> <height>")
      let width = try number(arguments[0], "width")
      let height = try number(arguments[1], "height")
      guard width >= 0, height >= 0 else { throw Problem(message: "frame sizes must not be negative") }
      return .frame(width: width, height: height)
    case "attach":
      guard let first = arguments.first else { throw Problem(message: "expected 'attach header|footer|trailer'") }
      if first == "footer", arguments.count == 2 {
        guard arguments[1] == "auto" || arguments[1] == "back" else {
          throw Problem(message: "unknown footer kind '\(arguments[1])' (auto or back)")
        }
        return .attach(arguments[1] == "back" ? .footerBack : .footerAuto)
      }
      return .attach(try target(arguments, verb))
    case "detach": return .detach(try target(arguments, verb))
    case "result-display":
      try expect(arguments, 2, "result-display <component> <seconds>")
      let seconds = try number(arguments[1], "seconds")
      guard seconds >= 0 else { throw Problem(message: "seconds must not be negative") }
      return .resultDisplay(try target([arguments[0]], verb), seconds: TimeInterval(seconds))
    case "hide": return .hide(try target(arguments, verb))
    case "show": return .show(try target(arguments, verb))
    case "voiceover":
      try expect(arguments, 1, "voiceover up|down|left|right")
      guard let direction = AccessibilityScrollDirection.allCases.first(where: { "\($0)" == arguments[0] }) else {
        throw Problem(message: "unknown direction '\(arguments[0])' (up, down, left or right)")
      }
      return .voiceOver(direction)
    default:
      throw Problem(message: "unknown command '\(verb)'")
    }
  }

  /// Plays the script on a list of 30 rows under a translucent bar, with a header and an auto footer attached.
  ///
  /// The components' actions only log: a script ends refreshes itself (`end header`), so that it replays exactly. A
  /// script that scrolls with VoiceOver (`voiceover down`) has VoiceOver running: the log shows what it says.
  @MainActor func play(on session: DemoSession) {
    let list = session.list
    Scenarios.barList(session)
    if commands.contains(where: { if case .voiceOver = $0.command { true } else { false } }) {
      session.listenAsVoiceOver()
    }
    let components = ScriptComponents(session: session)
    session.attach(components.header)
    session.attach(components.autoFooter)
    for (_, command) in commands {
      // App commands act on the named instance whether it is attached or not, as an app holding it would.
      if components.perform(command) { continue }
      switch command {
      case .drag(let dx, let dy):
        list.drag(by: CGPoint(x: dx, y: dy))
      case .release(let vx, let vy):
        list.endDrag(velocity: CGPoint(x: vx, y: vy))
      case .cancel:
        list.cancelDrag()
      case .wait(let seconds):
        session.wait(seconds)
      case .inset(let edge, let points):
        list.contentInset = Self.setting(edge, to: points, in: list.contentInset)
      case .safeArea(let edge, let points):
        list.safeAreaInsets = Self.setting(edge, to: points, in: list.safeAreaInsets)
      case .contentHeight(let height):
        list.contentSize.height = height
      case .offset(let x, let y):
        // Noted in a recorded trace, so that a replay's check knows the app moved the content.
        session.noteCommand("offset \(x) \(y)")
        list.contentOffset = CGPoint(x: x, y: y)
      case .frame(let width, let height):
        list.frame.size = CGSize(width: width, height: height)
      default:
        break
      }
    }
    session.settle()
    session.summary()
  }

  private static func setting(_ edge: Edge, to points: CGFloat, in insets: Insets) -> Insets {
    var result = insets
    switch edge {
    case .top: result.top = points
    case .left: result.left = points
    case .bottom: result.bottom = points
    case .right: result.right = points
    }
    return result
  }
}
