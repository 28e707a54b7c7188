import Foundation
import RefreshKit

/// `refreshkit-demo`: plays pull-to-refresh sessions on a simulated list and prints every state transition.
@MainActor func runDemo(_ arguments: [String]) async -> Int32 {
  let options: DemoOptions
  do {
    options = try DemoOptions.parse(arguments)
  } catch {
    FileHandle.standardError.write(Data("refreshkit-demo: \(error.message)\n\n\(DemoOptions.usage)\n".utf8))
    return 2
  }
  if options.help {
    print(DemoOptions.usage)
    return 0
  }
  if options.listScenarios {
    for scenario in Scenarios.all {
      print(scenario.name.padding(toLength: 17, withPad: " ", startingAt: 0) + scenario.summary)
    }
    return 0
  }
  RefreshLocalization.language = options.language
  if options.live { return LiveMode.run() }
  if let path = options.scriptPath {
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
      FileHandle.standardError.write(Data("refreshkit-demo: cannot read script '\(path)'\n".utf8))
      return 2
    }
    let script: GestureScript
    do {
      script = try GestureScript.parse(text)
    } catch {
      FileHandle.standardError.write(Data("\(path):\(error.line): \(error.message)\n".utf8))
      return 2
    }
    script.play(on: DemoSession(rows: 30, output: options.output, frames: options.frames))
    return 0
  }
  guard let scenario = Scenarios.named(options.scenario) else {
    let names = Scenarios.all.map(\.name).joined(separator: ", ")
    FileHandle.standardError.write(Data("refreshkit-demo: unknown scenario '\(options.scenario)' (\(names))\n".utf8))
    return 2
  }
  let session = DemoSession(
    rows: scenario.rows, output: options.output, frames: options.frames, width: scenario.width)
  if options.output == .columns, scenario.name == "default" {
    print("RefreshKit demo: 30 rows of 44 pt in a 375 x 667 viewport under a translucent 88-pt bar,")
    print("with a SimpleHeader and a SimpleAutoFooter. Times are virtual seconds.\n")
  }
  await scenario.play(session)
  return 0
}

exit(await runDemo(Array(CommandLine.arguments.dropFirst())))
