import Foundation
import RefreshKitTools
import Testing

@testable import RefreshKit

/// Host commands and trace records hash their points, sizes and frames themselves (Core Graphics' are not `Hashable`
/// on Apple platforms before iOS 18): what an app that keeps them in a `Set` or as dictionary keys sees.
@Suite struct HashableGeometryTests {
  @Test func aSetKeepsOneOfEachDistinctHostCommand() {
    let commands: [HostCommand] = [
      .setContentOffset(CGPoint(x: 0, y: -54), animated: true),
      .setContentOffset(CGPoint(x: 0, y: -54), animated: true),
      .setContentOffset(CGPoint(x: -54, y: 0), animated: true),
      .setContentOffset(CGPoint(x: 0, y: -54), animated: false),
      .setContentInset(Insets(top: 54)),
      .setContentInset(Insets(top: 54)),
      .setContentInset(Insets(left: 54)),
    ]
    #expect(Set(commands).count == 5)
    #expect(commands[0].hashValue == commands[1].hashValue)
    #expect(Set(commands.map(\.hashValue)).count == 5, "distinct commands spread over distinct hashes")
  }

  @Test func aSetKeepsOneOfEachDistinctTraceEvent() {
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
    #expect(Set(events).count == 18)
    #expect(Set(events.map(\.hashValue)).count == 18, "distinct events spread over distinct hashes")
    let records = events.map { ScrollTraceRecord(time: 0.5, event: $0) }
    #expect(Set(records).count == 18)
    #expect(Set([ScrollTrace(records: records), ScrollTrace(records: records)]).count == 1)
  }
}
