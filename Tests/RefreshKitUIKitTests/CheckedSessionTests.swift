@_spi(Testing) import RefreshKit
import RefreshKitTools
import Testing
import UIKit

@testable import RefreshKitUIKit

/// What RefreshKit Check does on a device, done on the UIKit double: a session recorded from
/// `scrollView.refreshKit.model`, checked by `RefreshTraceCheck`. A layer that works passes; a content that jumps
/// fails, so a device that shows one reports it.
@Suite(.serialized) @MainActor struct CheckedSessionTests {
  @Test func twentyPullsAndTheirEndsOnATableUnderTheBarsPassEveryInvariant() {
    withDefaults {
      let phone = Phone(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
      let recorder = ScrollTraceRecorder(recording: phone.refreshKit.model)
      recorder.observe(phone.header, as: "header")
      for order in 1...20 {
        phone.pull(by: 70)
        FrameClock.advance(seconds: 0.4)
        recorder.note(.end(component: "header", order: order))
        phone.header.endRefreshing { recorder.note(.completion(component: "header", order: order)) }
        FrameClock.advance(seconds: 0.6)
      }
      recorder.stop()
      let trace = recorder.trace
      #expect(phone.header.actionCount == 20)
      #expect(trace.observations.filter { $0.outcome == .refreshInset(Insets(top: 54)) }.count == 20)
      #expect(RefreshTraceCheck.violations(in: trace) == [])
      phone.tearDown()
    }
  }

  @Test func aContentTheAppMovesAtRestFailsTheJumpCheck() {
    withDefaults {
      let phone = Phone(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
      let recorder = ScrollTraceRecorder(recording: phone.refreshKit.model)
      FrameClock.advance(seconds: 0.1)
      phone.list.contentOffset.y += 300  // not noted as the app's `offset`
      FrameClock.advance(seconds: 0.1)
      recorder.stop()
      #expect(RefreshTraceCheck.violations(in: recorder.trace).map(\.invariant) == [.jump])
      phone.tearDown()
    }
  }
}
