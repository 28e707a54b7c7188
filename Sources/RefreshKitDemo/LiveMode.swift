import Foundation
import RefreshKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The interactive terminal mode: keys drive the finger and the commands, frames are drawn at 30 fps of virtual time.
@MainActor enum LiveMode {
  static let keys = "↓/↑ drag  space release  b begin  e end  n no more data  q quit"

  /// Runs the live mode with the header of `scenario` (see ``Scenarios/liveHeader(for:)``); returns the process's
  /// exit code.
  static func run(scenario: String) -> Int32 {
    guard isatty(STDIN_FILENO) == 1 else {
      FileHandle.standardError.write(Data("refreshkit-demo: --live needs an interactive terminal on stdin\n".utf8))
      return 1
    }
    var original = termios()
    tcgetattr(STDIN_FILENO, &original)
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    defer { tcsetattr(STDIN_FILENO, TCSANOW, &original) }

    let session = DemoSession(rows: 30, output: .columns, frames: false)
    Scenarios.barList(session)
    let header = session.makeHeader(Scenarios.liveHeader(for: scenario))
    let footer = session.makeFooter { SimpleAutoFooter(action: $0) }
    session.list.refreshHeader = header
    session.list.refreshFooter = footer
    let renderer = TerminalRenderer(width: 48, height: DemoSession.linesForViewport(of: session.list))
    var pending: [UInt8] = []
    while true {
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      if poll(&descriptor, 1, 33) > 0 {
        var byte: UInt8 = 0
        if read(STDIN_FILENO, &byte, 1) == 1 { pending.append(byte) }
      }
      while let key = pending.first {
        pending.removeFirst()
        switch key {
        case UInt8(ascii: "q"): return 0
        case UInt8(ascii: " "): session.list.endDrag()
        case UInt8(ascii: "b"): header.beginRefreshing()
        case UInt8(ascii: "e"):
          header.endRefreshing()
          footer.endRefreshing()
        case UInt8(ascii: "n"): footer.endRefreshingWithNoMoreData()
        case 27:
          // An arrow: ESC [ A (up) or ESC [ B (down).
          while pending.count < 2 {
            var byte: UInt8 = 0
            guard read(STDIN_FILENO, &byte, 1) == 1 else { break }
            pending.append(byte)
          }
          guard pending.count >= 2 else { break }
          let arrow = pending[1]
          pending.removeFirst(2)
          if arrow == UInt8(ascii: "B") { session.list.drag(by: CGPoint(x: 0, y: 12)) }
          if arrow == UInt8(ascii: "A") { session.list.drag(by: CGPoint(x: 0, y: -12)) }
        default: break
        }
      }
      session.wait(1.0 / 30)
      print("\u{1B}[H\u{1B}[2J" + keys)
      print(renderer.render(session.list).joined(separator: "\n"))
    }
  }
}
