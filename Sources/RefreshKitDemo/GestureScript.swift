import Foundation
import RefreshKit

/// A plain-text gesture script: one command a line, `#` starts a comment.
struct GestureScript {
  enum Target: String {
    case header
    case footer
    case trailer
  }

  enum Command: Equatable {
    case drag(dx: CGFloat, dy: CGFloat)
    case release(vx: CGFloat, vy: CGFloat)
    case cancel
    case wait(TimeInterval)
    case begin(Target)
    case end(Target)
    case noMoreData
    case resetNoMoreData
    case tap
    case inset(Edge, CGFloat)
    case safeArea(Edge, CGFloat)
    case contentHeight(CGFloat)
    case offset(x: CGFloat, y: CGFloat)
    case frame(width: CGFloat, height: CGFloat)
    case attach(Target, back: Bool)
    case detach(Target)
    case hide(Target)
    case show(Target)
    case resultDisplay(Target, back: Bool, seconds: TimeInterval)
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
    try expect(arguments, 1, "\(verb) header|footer|trailer")
    guard let target = Target(rawValue: arguments[0]) else {
      throw Problem(message: "unknown component '\(arguments[0])' (header, footer or trailer)")
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
        return .attach(.footer, back: arguments[1] == "back")
      }
      return .attach(try target(arguments, verb), back: false)
    case "detach": return .detach(try target(arguments, verb))
    case "result-display":
      try expect(arguments, 2, "result-display header|footer|footer-back|trailer <seconds>")
      let seconds = try number(arguments[1], "seconds")
      guard seconds >= 0 else { throw Problem(message: "seconds must not be negative") }
      if arguments[0] == "footer-back" { return .resultDisplay(.footer, back: true, seconds: TimeInterval(seconds)) }
      return .resultDisplay(try target([arguments[0]], verb), back: false, seconds: TimeInterval(seconds))
    case "hide": return .hide(try target(arguments, verb))
    case "show": return .show(try target(arguments, verb))
    default:
      throw Problem(message: "unknown command '\(verb)'")
    }
  }

  /// Plays the script on a list of 30 rows under a translucent bar, with a header and an auto footer attached.
  ///
  /// The components' actions only log: a script ends refreshes itself (`end header`), so that it replays exactly.
  @MainActor func play(on session: DemoSession) {
    let list = session.list
    Scenarios.barList(session)
    let header = SimpleHeader { session.note("header", "action") }
    let autoFooter = SimpleAutoFooter { session.note("footer", "action") }
    let backFooter = SimpleBackFooter { session.note("footer", "action") }
    let trailer = SimpleTrailer { session.note("trailer", "action") }
    session.watch(header, as: "header")
    session.watch(autoFooter, as: "footer")
    session.watch(backFooter, as: "footer")
    session.watch(trailer, as: "trailer")
    list.refreshHeader = header
    list.refreshFooter = autoFooter
    for (_, command) in commands {
      switch command {
      case .drag(let dx, let dy):
        list.drag(by: CGPoint(x: dx, y: dy))
      case .release(let vx, let vy):
        list.endDrag(velocity: CGPoint(x: vx, y: vy))
      case .cancel:
        list.cancelDrag()
      case .wait(let seconds):
        session.wait(seconds)
      case .begin(let target):
        component(target, in: list)?.beginRefreshing()
      case .end(let target):
        component(target, in: list)?.endRefreshing()
      case .noMoreData:
        list.refreshFooter?.endRefreshingWithNoMoreData()
      case .resetNoMoreData:
        list.refreshFooter?.resetNoMoreData()
      case .tap:
        (list.refreshFooter as? AutoRefreshFooter)?.tap()
      case .inset(let edge, let points):
        list.contentInset = Self.setting(edge, to: points, in: list.contentInset)
      case .safeArea(let edge, let points):
        list.safeAreaInsets = Self.setting(edge, to: points, in: list.safeAreaInsets)
      case .contentHeight(let height):
        list.contentSize.height = height
      case .offset(let x, let y):
        list.contentOffset = CGPoint(x: x, y: y)
      case .frame(let width, let height):
        list.frame.size = CGSize(width: width, height: height)
      case .attach(.header, _):
        list.refreshHeader = header
      case .attach(.footer, let back):
        list.refreshFooter = back ? backFooter : autoFooter
      case .attach(.trailer, _):
        list.refreshTrailer = trailer
      case .detach(.header):
        list.refreshHeader = nil
      case .detach(.footer):
        list.refreshFooter = nil
      case .detach(.trailer):
        list.refreshTrailer = nil
      case .resultDisplay(let target, let back, let seconds):
        switch target {
        case .header: header.resultDisplayDuration = seconds
        case .footer: (back ? backFooter as RefreshFooter : autoFooter).resultDisplayDuration = seconds
        case .trailer: trailer.resultDisplayDuration = seconds
        }
      case .hide(let target):
        component(target, in: list)?.isHidden = true
      case .show(let target):
        component(target, in: list)?.isHidden = false
      }
    }
    session.settle()
    session.summary()
  }

  @MainActor private func component(_ target: Target, in list: ScrollView) -> RefreshComponent? {
    switch target {
    case .header: list.refreshHeader
    case .footer: list.refreshFooter
    case .trailer: list.refreshTrailer
    }
  }

  private static func setting(_ edge: Edge, to points: CGFloat, in insets: EdgeInsets) -> EdgeInsets {
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
