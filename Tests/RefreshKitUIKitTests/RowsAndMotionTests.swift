@preconcurrency import QuartzCore
import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// What a user sees of the component views beside the rows, and of Reduce Motion (issue 43, items 7 and 9).
@Suite(.serialized) @MainActor struct RowsAndMotionTests {
  @Test func theHeaderIsDrawnBelowTheRowsThatScrollOverIt() {
    onScreen { screen in
      let row = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
      screen.table.addSubview(row)
      _ = screen.attachHeader()
      let views = screen.table.subviews
      let header = views.firstIndex { $0 === screen.table.refreshKit.headerView }
      let rowIndex = views.firstIndex { $0 === row }
      #expect(header != nil && rowIndex != nil)
      if let header, let rowIndex { #expect(header < rowIndex, "a row is drawn over the header, as in MJRefresh") }
    }
  }

  @Test func aFooterFollowsNewRowsUnderTheFingerInTheSameTurn() {
    onScreen { screen in
      screen.table.refreshKit.footer = SimpleAutoFooter {}
      FrameClock.commit()
      let bottom = screen.table.restingRange().max.y
      screen.table.drag(through: [CGPoint(x: 0, y: bottom - 20), CGPoint(x: 0, y: bottom - 10)])
      #expect(!CADisplayLink.running.isEmpty, "the finger moves the content: the display link runs")
      #expect(screen.table.refreshKit.footerView?.frame.minY == 2000)
      screen.table.contentSize.height = 3000
      #expect(
        screen.table.refreshKit.footerView?.frame.minY == 3000,
        "placed with the report that brought the rows, not a frame later over them")
      screen.table.liftFinger()
      FrameClock.advance(seconds: 1)
    }
  }

  @Test func theSystemsReduceMotionNeverOverwritesWhatTheAppSet() {
    onScreen { screen in
      RefreshConfiguration.default.reducesMotion = true
      UIAccessibility.setReduceMotionEnabled(false)
      _ = screen.attachHeader()
      #expect(RefreshConfiguration.default.reducesMotion, "the app keeps still whatever the system says")
      UIAccessibility.setReduceMotionEnabled(true)
      #expect(RefreshConfiguration.systemReducesMotion)
      RefreshConfiguration.default.reducesMotion = false
      UIAccessibility.setReduceMotionEnabled(false)
      UIAccessibility.setReduceMotionEnabled(true)
      #expect(!RefreshConfiguration.default.reducesMotion, "an app that chose motion keeps it")
      UIAccessibility.setReduceMotionEnabled(false)
    }
  }

  @Test func anAppThatNeverSetReduceMotionFollowsTheSystem() {
    onScreen { screen in
      _ = screen.attachHeader()
      UIAccessibility.setReduceMotionEnabled(true)
      #expect(RefreshConfiguration.default.reducesMotion)
      UIAccessibility.setReduceMotionEnabled(false)
      #expect(!RefreshConfiguration.default.reducesMotion)
    }
  }

  @Test func withReduceMotionOnTheArrowTurnsBackWithoutAnimating() {
    onScreen { screen in
      _ = screen.attachHeader()
      screen.pull(to: -120)
      let arrow = screen.table.refreshKit.headerView?.arrowView
      #expect(arrow.map { abs($0.transform.rotationAngle) > 3 } == true, "armed: the arrow points up")
      let animated = UIView.animationLog.count
      #expect(animated > 0, "without Reduce Motion the arrow's turn animates")
      UIAccessibility.setReduceMotionEnabled(true)
      FrameClock.advance()
      #expect(arrow?.transform.rotationAngle == 0, "Reduce Motion keeps the arrow still")
      #expect(UIView.animationLog.count == animated, "and it got there without an animation")
      UIAccessibility.setReduceMotionEnabled(false)
      screen.table.liftFinger()
      FrameClock.advance(seconds: 1)
    }
  }
}
