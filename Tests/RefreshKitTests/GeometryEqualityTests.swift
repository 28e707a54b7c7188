import Foundation
import RefreshKitTools
import Testing

@testable import RefreshKit

/// Host commands and trace records compare their points, sizes and frames: what a host, a replay or a test that
/// compares two of them sees. They are `Equatable`, not `Hashable` (issue 58: an app links no hash it does not use).
@Suite struct GeometryEqualityTests {
  /// The distinct values of `values`, in order, by `==` alone.
  private func distinct<Value: Equatable>(_ values: [Value]) -> [Value] {
    values.reduce(into: []) { kept, value in
      if !kept.contains(value) { kept.append(value) }
    }
  }

  @Test func distinctHostCommandsCompareUnequal() {
    let commands: [HostCommand] = [
      .setContentOffset(CGPoint(x: 0, y: -54), animated: true),
      .setContentOffset(CGPoint(x: 0, y: -54), animated: true),
      .setContentOffset(CGPoint(x: -54, y: 0), animated: true),
      .setContentOffset(CGPoint(x: 0, y: -54), animated: false),
      .setContentInset(Insets(top: 54)),
      .setContentInset(Insets(top: 54)),
      .setContentInset(Insets(left: 54)),
    ]
    #expect(distinct(commands).count == 5)
    #expect(commands[0] == commands[1])
    #expect(commands[0] != commands[2], "the offset's axis counts")
    #expect(commands[0] != commands[3], "whether it is animated counts")
  }

  @Test func distinctTraceEventsCompareUnequal() {
    let events: [ScrollTraceEvent] = [
      .scroll(offset: CGPoint(x: 0, y: -40), isTracking: true, isDecelerating: false),
      .scroll(offset: CGPoint(x: 0, y: -40), isTracking: true, isDecelerating: false),
      .scroll(offset: CGPoint(x: -40, y: 0), isTracking: true, isDecelerating: false),
      .scroll(offset: CGPoint(x: 0, y: -40), isTracking: false, isDecelerating: true),
      .scroll(offset: CGPoint(x: 0, y: -40), isTracking: true, isDecelerating: true),
      .pan(.began, velocity: CGPoint(x: 0, y: 300)),
      .pan(.began, velocity: CGPoint(x: 300, y: 0)),
      .pan(.ended, velocity: CGPoint(x: 0, y: 300)),
      .contentSize(CGSize(width: 375, height: 900)),
      .contentSize(CGSize(width: 900, height: 375)),
      .frame(CGRect(x: 0, y: 0, width: 375, height: 667)),
      .frame(CGRect(x: 0, y: 0, width: 375, height: 667)),
      .frame(CGRect(x: 0, y: 20, width: 375, height: 667)),
      .contentInset(Insets(top: 88)),
      .contentInset(Insets(bottom: 44)),
      .safeAreaInsets(Insets(top: 88)),
      .safeAreaInsets(Insets(top: 47, bottom: 34)),
      .tick,
      .tick,
      .command("end header"),
      .command("end footer"),
    ]
    #expect(distinct(events).count == 18)
    let records = events.map { ScrollTraceRecord(time: 0.5, event: $0) }
    #expect(distinct(records).count == 18)
    #expect(ScrollTrace(records: records) == ScrollTrace(records: records))
    #expect(ScrollTrace(records: records) != ScrollTrace(records: Array(records.dropLast())))
  }
}
