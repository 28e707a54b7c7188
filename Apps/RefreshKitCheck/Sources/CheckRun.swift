// Runs one scenario: records the scroll view's geometry and RefreshKit's events, plays the steps, and checks the
// trace with RefreshKitTools' RefreshTraceCheck as it goes.
import Combine
@_spi(Testing) import RefreshKit  // actionCount: the check counts each component's actions
import RefreshKitTools
import UIKit

/// The verdict of one scenario.
enum CheckVerdict: String, Sendable {
  case pass
  case fail
  case needsPerson = "needs a person"
}

/// What a finished scenario found.
struct CheckResult: Identifiable, Sendable {
  let scenario: CheckScenario
  let verdict: CheckVerdict
  let violations: [String]
  /// The recorded trace, as JSON lines.
  let trace: String

  var id: String { scenario.id }
}

/// The scenario in progress on the screen shown, and its instruction to the person.
@MainActor final class CheckRun: ObservableObject {
  @Published private(set) var instruction: String?
  @Published private(set) var status = "starting"
  @Published private(set) var result: CheckResult?
  let scenario: CheckScenario
  let probe: CheckProbe
  private var recorder: ScrollTraceRecorder?
  private var endOrders: [String: Int] = [:]
  private var actionsAtStart: [String: Int] = [:]
  private var personDone = false
  private var personSkipped = false
  private var refusals: [String] = []
  /// How long a person has for a step before the scenario stops as "needs a person".
  static let personTimeout: TimeInterval = 180

  init(scenario: CheckScenario, probe: CheckProbe) {
    self.scenario = scenario
    self.probe = probe
    probe.run = self
  }

  /// The person says the step is done.
  func done() { personDone = true }

  /// The person skips the step: the scenario ends as "needs a person".
  func skip() { personSkipped = true }

  /// The person saw the step's instruction not hold: the scenario fails, with the instruction as its violation.
  func refuse() {
    if let instruction { refusals.append("a person saw this not hold: \(instruction)") }
    personDone = true
  }

  /// Ends `component`'s refresh and notes the end and its completion.
  func end(_ component: RefreshComponent, as name: String) {
    endOrders[name, default: 0] += 1
    let order = endOrders[name, default: 0]
    recorder?.recordCommand("end \(name)")
    recorder?.note(.end(component: name, order: order))
    component.endRefreshing { [weak self] in self?.recorder?.note(.completion(component: name, order: order)) }
  }

  /// Plays the scenario to its end; `result` is set when it is.
  func start() async {
    guard let model = await waitForModel() else {
      finish(.fail, ["the screen's components never attached to a scroll view"])
      return
    }
    let recorder = ScrollTraceRecorder(recording: model)
    self.recorder = recorder
    for (name, component) in probe.components {
      recorder.recordCommand(name == "footer" ? "attach footer auto" : "attach \(name)")
      recorder.observe(component, as: name)
      actionsAtStart[name] = component.actionCount
      if component.isRefreshing {
        // Begun before the recorder started (in viewDidLoad): a replay begins it too.
        recorder.recordCommand("begin \(name)")
        recorder.note(.state(component: name, from: .idle, to: .refreshing))
      }
    }
    let previous = RefreshDiagnostics.handler
    RefreshDiagnostics.handler = { [weak recorder] diagnostic in
      recorder?.note(.diagnostic(kind: "\(diagnostic.kind)", member: diagnostic.member, reason: diagnostic.reason))
      previous(diagnostic)
    }
    defer { RefreshDiagnostics.handler = previous }
    for (index, step) in scenario.steps.enumerated() {
      status = "step \(index + 1) of \(scenario.steps.count)"
      guard await play(step) else { break }
    }
    instruction = nil
    try? await Task.sleep(nanoseconds: 600_000_000)  // the last end settles
    recorder.stop()
    let violations = RefreshTraceCheck.violations(in: recorder.trace).map(\.description) + refusals
    finish(violations.isEmpty ? (personSkipped ? .needsPerson : .pass) : .fail, violations)
  }

  private func finish(_ verdict: CheckVerdict, _ violations: [String]) {
    status = verdict.rawValue
    result = CheckResult(
      scenario: scenario, verdict: verdict, violations: violations, trace: recorder?.trace.jsonLines() ?? "")
  }

  private func waitForModel() async -> ScrollModel? {
    for _ in 0..<100 {
      if let model = probe.model { return model }
      try? await Task.sleep(nanoseconds: 50_000_000)
    }
    return nil
  }

  /// Plays one step; false when the scenario cannot go on.
  private func play(_ step: CheckStep) async -> Bool {
    switch step {
    case .person(let text, let condition):
      return await ask(text, until: condition)
    case .begin(let name):
      recorder?.recordCommand("begin \(name)")
      probe.component(name)?.beginRefreshing()
    case .end(let name):
      probe.end(name)
    case .reloadAndEnd(let name):
      probe.reload?()
      probe.end(name)
    case .backgroundReloadAndEnd(let name):
      // The page is made off the main thread, as an app's network and parsing are; UIKit is touched on main only.
      let rows = await Task.detached(priority: .userInitiated) { (0..<40).map { "Row \($0)" } }.value
      guard !rows.isEmpty else { return false }
      probe.reload?()
      probe.end(name)
    case .scroll(let screens):
      guard let scroll = probe.scroll else {
        return await ask("Scroll down \(screens) screens, then tap Done.", until: .done)
      }
      // The app's own scroll, noted as the demo's `offset` so that the check and a replay know who moved it.
      let offset = scroll(screens)
      recorder?.recordCommand("offset \(Double(offset.x)) \(Double(offset.y))")
    case .bars(let extra):
      guard let bars = probe.bars else { return await ask("Show and hide the bars, then tap Done.", until: .done) }
      bars(CGFloat(extra))
    case .pushAway(let away):
      guard let pushAway = probe.pushAway else { return true }
      pushAway(away)
    case .pushAndPop(let times):
      guard let pushAndPop = probe.pushAndPop else { return true }
      let leaks = RefreshLeakCheck()
      await pushAndPop(times, leaks)
      try? await Task.sleep(nanoseconds: 1_000_000_000)
      for name in leaks.survivors { recorder?.note(.leak(name)) }
    case .wait(let seconds):
      try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
    }
    return true
  }

  /// Shows `text` to the person and waits until `condition` holds, Done is tapped or the person skips.
  private func ask(_ text: String, until condition: CheckCondition) async -> Bool {
    instruction = text
    personDone = false
    defer { instruction = nil }
    let deadline = Date().addingTimeInterval(Self.personTimeout)
    while Date() < deadline {
      if personSkipped { return false }
      if personDone || holds(condition) { return true }
      try? await Task.sleep(nanoseconds: 50_000_000)
    }
    personSkipped = true
    return false
  }

  private func holds(_ condition: CheckCondition) -> Bool {
    switch condition {
    case .actions(let name, let count):
      guard let component = probe.component(name) else { return false }
      return component.actionCount - actionsAtStart[name, default: 0] >= count
    case .dragging: return probe.model?.isDragging == true
    case .decelerating: return probe.model?.isDecelerating == true
    case .pulling(let name): return probe.component(name)?.state == .pulling
    case .done: return false
    }
  }
}
