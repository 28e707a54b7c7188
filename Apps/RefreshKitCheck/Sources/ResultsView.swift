// The results screen: pass, fail or needs-a-person per scenario, with the device, the OS and the Xcode that built
// the app; the share sheet exports a report and every recorded trace (JSON lines, as Tests/RefreshKitTests/Traces
// takes them).
import SwiftUI
import UIKit

/// The results of this session, newest last per scenario.
@MainActor final class CheckResults: ObservableObject {
  @Published private(set) var all: [CheckResult] = []

  func add(_ result: CheckResult) {
    all.removeAll { $0.id == result.id }
    all.append(result)
  }

  func verdict(of scenario: CheckScenario) -> CheckVerdict? {
    all.first { $0.id == scenario.id }?.verdict
  }

  /// The device, the OS and the Xcode that built the app (the `DTXcode` key Xcode writes into the app's Info.plist).
  static var environment: String {
    let device = UIDevice.current
    let simulator = ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"].map { " (simulator \($0))" }
    let xcode = Bundle.main.object(forInfoDictionaryKey: "DTXcode") as? String ?? "unknown"
    let build = Bundle.main.object(forInfoDictionaryKey: "DTXcodeBuild") as? String ?? "unknown"
    return "\(device.model)\(simulator ?? ""), \(device.systemName) \(device.systemVersion), Xcode \(xcode) (\(build))"
  }

  /// The report, one line a scenario, each violation under its scenario.
  var report: String {
    var lines = ["RefreshKit Check", Self.environment, ""]
    for result in all {
      lines.append("\(result.verdict.rawValue): \(result.id)")
      lines += result.violations.map { "  \($0)" }
    }
    let counts = [CheckVerdict.pass, .fail, .needsPerson].map { verdict in
      "\(all.filter { $0.verdict == verdict }.count) \(verdict.rawValue)"
    }
    lines += ["", counts.joined(separator: ", ") + ", \(CheckScenario.all.count - all.count) not run"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The report and each scenario's trace, written to a fresh folder for the share sheet.
  func exportFiles() -> [URL] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("RefreshKitCheck-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var files: [URL] = []
    let reportFile = folder.appendingPathComponent("RefreshKitCheck-report.txt")
    if (try? report.write(to: reportFile, atomically: true, encoding: .utf8)) != nil { files.append(reportFile) }
    for result in all where !result.trace.isEmpty {
      let name = result.id.map { $0.isLetter || $0.isNumber ? $0 : "-" }
      let file = folder.appendingPathComponent("Device-\(String(name)).jsonl")
      if (try? result.trace.write(to: file, atomically: true, encoding: .utf8)) != nil { files.append(file) }
    }
    return files
  }
}

/// Pass, fail or needs-a-person for every scenario run, and the export.
@MainActor struct ResultsView: View {
  @EnvironmentObject private var results: CheckResults

  var body: some View {
    List {
      Section("Environment") {
        Text(CheckResults.environment).accessibilityIdentifier("environment")
      }
      Section("Scenarios") {
        ForEach(results.all) { result in
          VStack(alignment: .leading, spacing: 4) {
            Text("\(result.verdict.rawValue): \(result.scenario.name)").font(.body.weight(.semibold))
            Text(result.scenario.screen.rawValue).font(.caption).foregroundStyle(.secondary)
            ForEach(result.violations, id: \.self) { Text($0).font(.caption).foregroundStyle(.red) }
          }
          .accessibilityIdentifier("result-\(result.verdict.rawValue)")
        }
      }
      Section {
        ShareLink("Export the report and the traces", items: results.exportFiles())
          .accessibilityIdentifier("export")
      }
    }
    .navigationTitle("Results")
  }
}
