import Foundation
import RefreshKit

/// The command line of `refreshkit-demo`, parsed by hand so that the package keeps no dependencies.
struct DemoOptions: Equatable {
  enum Output: Equatable {
    case columns
    case json
  }

  var scenario = "default"
  var scriptPath: String?
  var output = Output.columns
  var frames = false
  var svgPath: String?
  var recordTracePath: String?
  var replayTracePath: String?
  var live = false
  var language = "en"
  var listScenarios = false
  var help = false

  struct ParseError: Error, Equatable {
    var message: String
  }

  static let usage = """
    USAGE: refreshkit-demo [--scenario <name> | --list-scenarios | --script <file> | --replay-trace <file> | --live]
                           [--json] [--frames] [--svg <file>] [--record-trace <file>] [--language <code>]

    Plays a pull-to-refresh session on a simulated list of 44-pt rows in a 375 x 667 viewport and prints every
    state transition with its virtual time, component, progress, insets and offset.

    OPTIONS:
      --scenario <name>   Play a built-in scenario instead of the default session (see --list-scenarios).
      --list-scenarios    List the built-in scenarios and what each shows.
      --script <file>     Play a gesture script: one command a line (see below).
      --json              Print one JSON object per transition instead of columns.
      --frames            Draw the list as text at each transition.
      --svg <file>        Also write a timeline plot of the session to <file> as SVG: the content offset over
                          time with the resting bounds, triggers, held insets, transitions and drag phases.
                          The same session gives the same bytes; the directory must exist.
      --record-trace <file>
                          Also write what the list's host reported, frame by frame, to <file> as JSON lines: the
                          offset with tracking and decelerating, the pan gesture with its velocity, the geometry,
                          the clock's ticks, and the app's commands. The same session gives the same bytes.
      --replay-trace <file>
                          Replay a trace (from --record-trace, or recorded on a device) into a list that follows
                          an external host: the trace's commands attach and end a SimpleHeader, SimpleAutoFooter,
                          SimpleBackFooter and SimpleTrailer, whose transitions print as in any session. The
                          recording and the replay are checked for RefreshKit's invariants (the hold, no jump,
                          completions, one action per pull, no refused command, no leak): exit code 1 if broken.
      --language <code>   The language of the titles: en (default), ar, de, es, fr, he, id, it, ja, ko, nl,
                          pl, pt, ru, sv, th, tr, uk, vi, zh-Hans, zh-Hant.
      --live              Interactive mode: arrows drag, space releases, b begins, e ends, n no more data,
                          q quits. Needs a terminal. With --scenario image-sequence, the header shows
                          braille frames.
      -h, --help          Show this help.

    SCRIPT COMMANDS:
      drag <dx> <dy>           move the finger by dx, dy points (positive dy pulls the content down)
      release [<vx> <vy>]      lift the finger with a velocity in points per second
      cancel                   cancel the drag
      wait <seconds>           let virtual time pass
      begin|end <component>    call beginRefreshing() / endRefreshing() on header, footer, footer-auto,
                               footer-back or trailer (footer: the attached one)
      fail <component> [<msg>] end the refresh with a failure (endRefreshing(result: .failure(msg)))
      no-more-data | reset-no-more-data | tap
      inset <edge> <points>    set contentInset.<edge> (top, left, bottom, right)
      safe-area <edge> <points>
      content-height <points>  set contentSize.height
      offset <x> <y>           set contentOffset
      frame <width> <height>   set the viewport's size
      attach header|trailer | attach footer [auto|back] | detach|hide|show <component>
      result-display header|footer|footer-back|trailer <seconds>
      voiceover up|down|left|right
                               a VoiceOver three-finger scroll: a page, or at that edge the component there
                               (the log then shows what VoiceOver says)
      # ...                    a comment
    """

  static func parse(_ arguments: [String]) throws(ParseError) -> DemoOptions {
    var options = DemoOptions()
    var index = 0
    func value(for flag: String) throws(ParseError) -> String {
      index += 1
      guard index < arguments.count, !arguments[index].hasPrefix("--") else {
        throw ParseError(message: "missing value for \(flag)")
      }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--scenario": options.scenario = try value(for: argument)
      case "--script": options.scriptPath = try value(for: argument)
      case "--json": options.output = .json
      case "--frames": options.frames = true
      case "--svg": options.svgPath = try value(for: argument)
      case "--record-trace": options.recordTracePath = try value(for: argument)
      case "--replay-trace": options.replayTracePath = try value(for: argument)
      case "--live": options.live = true
      case "--language":
        let language = RefreshLocalization.normalizedLanguage(try value(for: argument))
        guard RefreshLocalization.supportedLanguages.contains(language) else {
          throw ParseError(
            message:
              "unsupported language '\(language)' (\(RefreshLocalization.supportedLanguages.joined(separator: ", ")))")
        }
        options.language = language
      case "--list-scenarios": options.listScenarios = true
      case "-h", "--help": options.help = true
      default: throw ParseError(message: "unknown option '\(argument)'")
      }
      index += 1
    }
    return options
  }
}
