// Runs the scroll-event loop of the benchmarks a fixed number of times, for instruction counts with
// `valgrind --tool=callgrind` where the machine has no performance counters:
//
//   ScrollEventLoop components 10000    # SimpleHeader + SimpleAutoFooter attached
//   ScrollEventLoop baseline 10000      # the only observer is an empty closure
//   ScrollEventLoop session 7200        # frames of the session benchmark's script
//   ScrollEventLoop device 10000        # drag frames through ScrollHostAdapter, each component's presentation built
//
// The fixture is built before the loop, so the instructions per event are the difference between two run lengths
// divided by the difference in events (see README.md).
import Foundation
@_spi(Testing) import RefreshKit
import RefreshKitScenarios

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]), count >= 0 else {
  print("usage: ScrollEventLoop components|baseline|session|device COUNT")
  exit(64)
}

switch arguments[1] {
case "components", "baseline":
  let fixture = ScrollEventFixture(components: arguments[1] == "components")
  fixture.run(events: count)
  if let disturbance = fixture.disturbance {
    print("error: \(disturbance)")
    exit(1)
  }
  print("\(arguments[1]): \(count) offset changes, offset \(fixture.list.contentOffset.y)")
case "device":
  let fixture = DeviceFrameFixture()
  fixture.run(frames: count)
  if let disturbance = fixture.disturbance {
    print("error: \(disturbance)")
    exit(1)
  }
  print("device: \(count) frames, offset \(fixture.adapter.model.contentOffset.y)")
case "session":
  let fixture = SessionFixture()
  fixture.run(frames: count)
  print("session: \(count) frames, \(fixture.header.actionCount) refreshes, \(fixture.footer.actionCount) loads")
default:
  print("usage: ScrollEventLoop components|baseline|session|device COUNT")
  exit(64)
}
