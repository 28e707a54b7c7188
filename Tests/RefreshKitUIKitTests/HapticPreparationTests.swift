import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// The Taptic Engine is woken just before the haptic may play (issue 56, item 4): Apple advises calling `prepare()`
/// shortly before the feedback, so a pull prepares it as it comes within half the trigger distance of arming, and a
/// drag through the rows prepares nothing.
@Suite(.serialized) @MainActor struct HapticPreparationTests {
  @Test func scrollingThroughTheRowsNeverWakesTheTapticEngine() {
    onScreen { screen in
      _ = screen.attachHeader()
      screen.table.contentOffset.y = 600
      FrameClock.advance()
      UIFeedbackGenerator.events = []
      screen.table.moveFinger(to: CGPoint(x: 0, y: 590))
      screen.pull(to: 200)
      screen.release()
      #expect(UIFeedbackGenerator.events.isEmpty, "no pull came near the header")
    }
  }

  @Test func aPullPreparesAsItNearsTheTriggerAndPlaysAsItArms() {
    onScreen { screen in
      let header = screen.attachHeader()
      UIFeedbackGenerator.events = []
      screen.pull(to: -20)
      #expect(UIFeedbackGenerator.events.isEmpty, "a third of the way: not yet")
      screen.pull(to: -30)
      #expect(UIFeedbackGenerator.events == [.prepare], "past half the trigger distance, the engine wakes")
      screen.pull(to: -45)
      #expect(UIFeedbackGenerator.events == [.prepare], "once while it stays near")
      screen.pull(to: -80)
      #expect(header.state == .pulling)
      #expect(UIFeedbackGenerator.events == [.prepare, .impact(.light)])
      screen.pull(to: -10)
      #expect(header.state == .idle)
      #expect(UIFeedbackGenerator.events.count == 3, "disarmed on the way back, still near: ready to arm again")
      screen.pull(to: -40)
      #expect(UIFeedbackGenerator.events.count == 4, "near again: ready again")
      #expect(UIFeedbackGenerator.events.last == .prepare)
      screen.pull(to: -90)
      #expect(UIFeedbackGenerator.events.suffix(2) == [.prepare, .impact(.light)])
      #expect(UIFeedbackGenerator.events.filter { $0 == .impact(.light) }.count == 2)
      screen.release()
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
    }
  }
}
