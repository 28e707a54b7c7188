// The scenario table of RefreshKit Check: each screen the readers named, crossed with the steps they would run on a
// device. One row a scenario; a step a finger must do tells the person what to do, the rest runs alone.
import Foundation

/// A screen of the app: a scroll view with RefreshKit's components, in UIKit or SwiftUI.
enum CheckScreen: String, CaseIterable, Identifiable, Sendable {
  case table = "UIKit: table, large title, search"
  case compositional = "UIKit: compositional collection view"
  case trailer = "UIKit: horizontal collection view, trailer"
  case trailerArabic = "UIKit: horizontal trailer, Arabic"
  case insetWriter = "UIKit: contentInset set in viewDidLayoutSubviews"
  case keyboard = "UIKit: keyboard over an auto footer"
  case sheet = "UIKit: sheet with detents"
  case list = "SwiftUI: List, iOS 18 path"
  case listUIKit = "SwiftUI: List, UIKit path"
  case lazyStack = "SwiftUI: ScrollView { LazyVStack }, iOS 18 path"
  case lazyStackUIKit = "SwiftUI: ScrollView { LazyVStack }, UIKit path"
  case form = "SwiftUI: Form, iOS 18 path"
  case formUIKit = "SwiftUI: Form, UIKit path"
  case pagedTabView = "SwiftUI: paged TabView"
  case carousel = "SwiftUI: nested carousel"
  case swiftUISheet = "SwiftUI: sheet"

  var id: String { rawValue }

  /// Whether the screen is UIKit's: the app can scroll it, reload it and push it itself.
  var isUIKit: Bool { rawValue.hasPrefix("UIKit") }

  /// The component a pull refreshes: a trailer for the horizontal screens, the header elsewhere.
  var pulled: String { self == .trailer || self == .trailerArabic ? "trailer" : "header" }
}

/// What a step waits for before the next one.
enum CheckCondition: Equatable, Sendable {
  /// The component's actions reached this many since the scenario began.
  case actions(String, Int)
  /// A finger is on the content and moving it.
  case dragging
  /// The content moves on after a finger let go.
  case decelerating
  /// The component is being pulled, not yet armed.
  case pulling(String)
  /// The person taps Done.
  case done
}

/// One step of a scenario.
enum CheckStep: Equatable, Sendable {
  /// A finger is needed: the instruction, and what says it was done.
  case person(String, until: CheckCondition)
  case begin(String)
  /// The app reloads its content (`reloadData`, a diffable apply, new SwiftUI items), then ends the component.
  case reloadAndEnd(String)
  /// The same, the data loaded on a background queue first.
  case backgroundReloadAndEnd(String)
  case end(String)
  /// The app scrolls down by this many screens.
  case scroll(screens: Double)
  /// The app adds this much to the bars (`additionalSafeAreaInsets.top`), or takes it away with 0.
  case bars(Double)
  /// Push another screen over this one (true), or pop it (false).
  case pushAway(Bool)
  /// Push the screen and pop it this many times, a refresh in flight each time; every RefreshKit object must go.
  case pushAndPop(Int)
  case wait(Double)
}

/// One row of the table.
struct CheckScenario: Identifiable, Hashable, Sendable {
  let screen: CheckScreen
  let name: String
  let steps: [CheckStep]
  /// Begins the pulled component in `viewDidLoad` (or as the SwiftUI view appears).
  var beginsOnLoad = false

  var id: String { "\(screen.rawValue) / \(name)" }

  /// Whether a person must do something.
  var needsPerson: Bool { steps.contains { if case .person = $0 { true } else { false } } }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension CheckScenario {
  /// Every scenario, screen by screen.
  static let all: [CheckScenario] = CheckScreen.allCases.flatMap(scenarios(on:))

  /// The scenarios the readers listed, as they apply to `screen`.
  static func scenarios(on screen: CheckScreen) -> [CheckScenario] {
    let c = screen.pulled
    let pull =
      switch screen {
      case .trailer: "Drag the row left past its end (scroll to the end first)"
      case .trailerArabic: "Drag the row right past its end (scroll to the end first)"
      default: "Pull down past the arrow"
      }
    var rows: [CheckScenario] = [
      CheckScenario(
        screen: screen, name: "pull and release just past the trigger, 20 times",
        steps: [.person("\(pull) and let go, just past where it arms. 20 times.", until: .actions(c, 20))]),
      CheckScenario(
        screen: screen, name: "end right after a reload, at rest", steps: [.begin(c), .wait(0.6), .reloadAndEnd(c)]),
      CheckScenario(
        screen: screen, name: "end mid-drag",
        steps: [
          .begin(c), .wait(0.6),
          .person("Put a finger on the list and drag it slowly; keep it down.", until: .dragging),
          .end(c), .person("Let go.", until: .done),
        ]),
      CheckScenario(
        screen: screen, name: "end mid-fling",
        steps: [.begin(c), .wait(0.6), .person("Fling the list.", until: .decelerating), .end(c), .wait(1)]),
      CheckScenario(
        screen: screen, name: "end mid-reveal",
        steps: [
          .person("\(pull) slowly and hold it before it arms.", until: .pulling(c)), .begin(c), .end(c),
          .person("Let go.", until: .done),
        ]),
      CheckScenario(
        screen: screen, name: "begin on load", steps: [.wait(0.6), .end(c), .wait(0.6)], beginsOnLoad: true),
      CheckScenario(
        screen: screen, name: "bars appear and change during a refresh",
        steps: [.begin(c), .wait(0.6), .bars(44), .wait(0.3), .bars(20), .end(c), .wait(0.6), .bars(0), .wait(0.6)]),
      CheckScenario(
        screen: screen, name: "a background-queue load, then reload and end",
        steps: [.begin(c), .backgroundReloadAndEnd(c), .wait(0.6)]),
      CheckScenario(
        screen: screen, name: "rotation during a refresh",
        steps: [
          .begin(c), .person("Rotate the device to landscape and back, then tap Done.", until: .done), .end(c),
          .wait(0.6),
        ]),
      CheckScenario(
        screen: screen, name: "touches at rest after a refresh",
        steps: [
          .begin(c), .wait(0.6), .end(c), .wait(0.8),
          .person("Tap a row: it must highlight at once. Done if it did, It did not if not.", until: .done),
        ]),
      CheckScenario(
        screen: screen, name: "VoiceOver: rotor actions and three-finger scroll",
        steps: [
          .person(
            "Turn VoiceOver on. Use the rotor's actions on the \(c), and scroll with three fingers to the edge. Then tap Done.",
            until: .done)
        ]),
      CheckScenario(
        screen: screen, name: "Reduce Motion, the largest text, dark mode",
        steps: [
          .person(
            "Turn on Reduce Motion, the largest accessibility text size and dark mode; \(pull.lowercased()) and let go, twice.",
            until: .actions(c, 2))
        ]),
    ]
    if screen.isUIKit && c == "header" {
      rows += [
        CheckScenario(
          screen: screen, name: "begin half a screen down",
          steps: [.scroll(screens: 0.5), .begin(c), .wait(0.8), .end(c), .wait(0.8)]),
        CheckScenario(
          screen: screen, name: "begin two screens down",
          steps: [.scroll(screens: 2), .begin(c), .wait(0.8), .end(c), .wait(0.8)]),
        CheckScenario(
          screen: screen, name: "begin on a screen pushed away",
          steps: [.pushAway(true), .begin(c), .wait(0.6), .pushAway(false), .wait(0.6), .end(c), .wait(0.6)]),
        CheckScenario(screen: screen, name: "push and pop 20 times, a refresh in flight", steps: [.pushAndPop(20)]),
      ]
    }
    if screen == .keyboard {
      rows.append(
        CheckScenario(
          screen: screen, name: "load under the keyboard",
          steps: [
            .person(
              "Tap the search field, then scroll to the end so that the footer loads.", until: .actions("footer", 1)),
            .wait(1),
          ]))
    }
    return rows
  }
}
