import Foundation
import RefreshKit

/// The components a gesture script or a replayed trace commands: a header, both footers and a trailer whose actions
/// only log, so that the script (or the trace) ends every refresh itself.
@MainActor struct ScriptComponents {
  let session: DemoSession
  let header: SimpleHeader
  let autoFooter: SimpleAutoFooter
  let backFooter: SimpleBackFooter
  let trailer: SimpleTrailer

  /// Creates the four components, watched by `session` under the names the log uses. None is attached.
  init(session: DemoSession) {
    self.session = session
    header = SimpleHeader { session.note("header", "action") }
    autoFooter = SimpleAutoFooter { session.note("footer", "action") }
    backFooter = SimpleBackFooter { session.note("footer", "action") }
    trailer = SimpleTrailer { session.note("trailer", "action") }
    session.watch(header, as: "header")
    session.watch(autoFooter, as: "footer")
    session.watch(backFooter, as: "footer")
    session.watch(trailer, as: "trailer")
  }

  /// The component a command names: `footer` is the attached footer, or the auto footer when none is.
  func component(_ target: GestureScript.Target) -> RefreshComponent {
    switch target {
    case .header: header
    case .footer: session.list.refreshFooter ?? autoFooter
    case .footerAuto: autoFooter
    case .footerBack: backFooter
    case .trailer: trailer
    }
  }

  /// Does `command` if it is the app's (a command to a component, attaching, showing), noting it in the trace being
  /// recorded; returns false for the host's input (the finger, the clock, the geometry), which it leaves alone.
  func perform(_ command: GestureScript.Command) -> Bool {
    let list = session.list
    guard let text = command.appCommandText else { return false }
    switch command {
    case .attach(let target):
      session.attach(component(target))
      return true
    default:
      break
    }
    session.noteCommand(text)
    switch command {
    case .begin(let target): component(target).beginRefreshing()
    case .end(let target): component(target).endRefreshing()
    case .fail(let target, let message): component(target).endRefreshing(result: .failure(message))
    case .noMoreData: list.refreshFooter?.endRefreshingWithNoMoreData()
    case .resetNoMoreData: list.refreshFooter?.resetNoMoreData()
    case .tap: (list.refreshFooter as? AutoRefreshFooter)?.tap()
    case .detach(let target):
      let named = component(target)
      if list.refreshHeader === named { list.refreshHeader = nil }
      if list.refreshFooter === named { list.refreshFooter = nil }
      if list.refreshTrailer === named { list.refreshTrailer = nil }
    case .resultDisplay(let target, let seconds): component(target).resultDisplayDuration = seconds
    case .hide(let target): component(target).isHidden = true
    case .show(let target): component(target).isHidden = false
    case .voiceOver(let direction): list.accessibilityScroll(direction)  // noted above
    default: break
    }
    return true
  }
}

extension GestureScript.Command {
  /// The command as a script line, if it is the app's rather than the host's: what a trace notes for a replay.
  var appCommandText: String? {
    switch self {
    case .begin(let target): "begin \(target.rawValue)"
    case .end(let target): "end \(target.rawValue)"
    case .fail(let target, let message): "fail \(target.rawValue) \(message)"
    case .noMoreData: "no-more-data"
    case .resetNoMoreData: "reset-no-more-data"
    case .tap: "tap"
    case .attach(.footerAuto): "attach footer auto"
    case .attach(.footerBack): "attach footer back"
    case .attach(let target): "attach \(target.rawValue)"
    case .detach(let target): "detach \(target.rawValue)"
    case .hide(let target): "hide \(target.rawValue)"
    case .show(let target): "show \(target.rawValue)"
    case .resultDisplay(let target, let seconds): "result-display \(target.rawValue) \(seconds)"
    // VoiceOver's three-finger scroll reaches the model through the app's bridge, as a call: replayed as one.
    case .voiceOver(let direction): "voiceover \(direction)"
    case .drag, .release, .cancel, .wait, .inset, .safeArea, .contentHeight, .offset, .frame: nil
    }
  }
}

extension DemoSession {
  // MARK: Trace

  /// Notes `text`, an app command in the script's words, in the trace being recorded (`--record-trace`), so that
  /// `--replay-trace` does the same at this point.
  func noteCommand(_ text: String) {
    traceRecorder?.recordCommand(text)
  }

  /// VoiceOver's three-finger scroll, as the app's bridge forwards it: noted in the trace, then done.
  @discardableResult
  func voiceOverScroll(_ direction: AccessibilityScrollDirection) -> Bool {
    noteCommand("voiceover \(direction)")
    return list.accessibilityScroll(direction)
  }

  /// Attaches `component` in its slot, noting it in the trace being recorded: `attach header`, `attach footer auto`,
  /// `attach footer back` or `attach trailer`.
  func attach(_ component: RefreshComponent) {
    switch component {
    case let header as RefreshHeader:
      noteCommand("attach header")
      list.refreshHeader = header
    case let footer as RefreshFooter:
      noteCommand(footer is BackRefreshFooter ? "attach footer back" : "attach footer auto")
      list.refreshFooter = footer
    case let trailer as RefreshTrailer:
      noteCommand("attach trailer")
      list.refreshTrailer = trailer
    default:
      break
    }
  }
}
