// RefreshKit Check: the scenarios, screen by screen; each runs on its screen, checks itself, and lands on the
// results screen, which exports a report and the recorded traces.
import RefreshKit
import RefreshKitTools
import SwiftUI

@main @MainActor struct RefreshKitCheckApp: App {
  @StateObject private var results = CheckResults()

  var body: some Scene {
    WindowGroup {
      ScenarioListView().environmentObject(results)
    }
  }
}

/// Every scenario, grouped by screen, and the results so far.
@MainActor struct ScenarioListView: View {
  @EnvironmentObject private var results: CheckResults
  @State private var running: CheckScenario?
  @State private var queue: [CheckScenario] = []
  /// Whether the last queue of scenarios has run to its end: what a UI test waits for.
  @State private var queueFinished = false

  var body: some View {
    NavigationStack {
      List {
        Section {
          NavigationLink("Results (\(results.all.count) of \(CheckScenario.all.count))") { ResultsView() }
            .accessibilityIdentifier("results")
          NavigationLink("UIKit facts on this device") { UIKitFactsView() }
            .accessibilityIdentifier("uikit-facts")
          Button("Run every scenario that needs no finger") {
            queueFinished = false
            queue = CheckScenario.all.filter { !$0.needsPerson }
            running = queue.first
          }
          .accessibilityIdentifier("run-automatic")
          if queueFinished {
            Text("Every scenario asked for has run").accessibilityIdentifier("all-done")
          }
        }
        ForEach(CheckScreen.allCases) { screen in
          Section(screen.rawValue) {
            ForEach(CheckScenario.scenarios(on: screen)) { scenario in
              Button {
                queueFinished = false
                queue = [scenario]
                running = scenario
              } label: {
                HStack {
                  Text(scenario.name)
                  Spacer()
                  Text(results.verdict(of: scenario)?.rawValue ?? (scenario.needsPerson ? "finger" : ""))
                    .foregroundStyle(.secondary)
                }
              }
              .accessibilityIdentifier(scenario.id)
            }
          }
        }
      }
      .navigationTitle("RefreshKit Check")
    }
    .fullScreenCover(item: $running) { scenario in
      ScenarioRunView(scenario: scenario) { result in
        results.add(result)
        if !queue.isEmpty { queue.removeFirst() }
        running = nil
        if let next = queue.first {
          Task { @MainActor in
            try? await Task.sleep(nanoseconds: 700_000_000)
            running = next
          }
        } else {
          queueFinished = true
        }
      }
    }
  }
}

/// One scenario on its screen, with the instruction to the person on top.
@MainActor struct ScenarioRunView: View {
  let scenario: CheckScenario
  let finished: (CheckResult) -> Void
  @StateObject private var run: CheckRun

  init(scenario: CheckScenario, finished: @escaping (CheckResult) -> Void) {
    self.scenario = scenario
    self.finished = finished
    _run = StateObject(wrappedValue: CheckRun(scenario: scenario, probe: CheckProbe()))
  }

  var body: some View {
    VStack(spacing: 0) {
      VStack(alignment: .leading, spacing: 6) {
        Text(scenario.name).font(.headline)
        Text(run.instruction ?? run.status)
          .accessibilityIdentifier("instruction")
        if run.instruction != nil {
          HStack {
            Button("Done") { run.done() }.accessibilityIdentifier("done")
            Spacer()
            Button("It did not") { run.refuse() }.accessibilityIdentifier("refuse")
            Spacer()
            Button("Skip") { run.skip() }.accessibilityIdentifier("skip")
          }
        }
      }
      .padding()
      .frame(maxWidth: .infinity, alignment: .leading)
      .background(Color(.secondarySystemBackground))
      if scenario.screen.isUIKit {
        UIKitScreenHost(scenario: scenario, probe: run.probe)
      } else {
        SwiftUIScreen(scenario: scenario, probe: run.probe)
      }
    }
    .task { await run.start() }
    .onReceive(run.$result) { result in
      if let result { finished(result) }
    }
  }
}
