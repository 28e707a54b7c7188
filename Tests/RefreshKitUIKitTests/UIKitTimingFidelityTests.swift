@preconcurrency import QuartzCore
import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// What a user sees when UIKit's smaller behaviours, animations, run-loop modes and frame rates are as harsh as
/// UIKit's (issue 53, items 9, 7 and 8).
@Suite(.serialized) @MainActor struct UIKitTimingFidelityTests {
  // MARK: - Item 9: smaller ones

  @Test func aShortListGivenTheSystemsRefreshControlStillBouncesAfterTheHeaderLeaves() {
    withDefaults {
      let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      list.contentSize = CGSize(width: 390, height: 300)
      let phone = Phone(list: list)
      #expect(list.alwaysBounceVertical, "the header needs a short list to bounce")
      list.refreshControl = UIRefreshControl()  // the app moves to the system's control
      phone.refreshKit.header = nil
      #expect(list.alwaysBounceVertical, "UIKit switched bouncing on for its refresh control: it stays on")
      phone.tearDown()
    }
  }

  @Test func aHeaderAttachedBeforeTheListIsInAWindowReportsNothing() {
    withDefaults {
      let (_, diagnostics) = RefreshDiagnostics.collect {
        let phone = Phone(inWindow: false)  // viewDidLoad: no window, no screen scale yet
        #expect(phone.list.traitCollection.displayScale == 0)
        phone.show()
        phone.pullToRefresh()
        #expect(phone.refreshes == 1)
        phone.header.endRefreshing()
        FrameClock.advance(seconds: 1)
        phone.tearDown()
      }
      #expect(diagnostics.isEmpty, "\(diagnostics.map(\.member))")
    }
  }

  @Test func theDraggingFlagIsSetAfterThePansBeganReport() {
    let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    list.contentSize = CGSize(width: 390, height: 2000)
    final class Seen: @unchecked Sendable { var dragging: [Bool] = [] }
    let seen = Seen()
    let observation = list.panGestureRecognizer.observe(\.state) { recognizer, _ in
      MainActor.assumeIsolated {
        if recognizer.state == .began { seen.dragging.append(list.isDragging) }
      }
    }
    list.drag(through: [CGPoint(x: 0, y: 20)])
    #expect(seen.dragging == [false], "isDragging is false while the pan reports .began")
    #expect(list.isDragging)
    list.liftFinger()
    observation.invalidate()
  }

  // MARK: - Item 7: animations are not always kind

  @Test func aListThatLeavesTheWindowMidGlideEndsItsRefreshAtOnceAndShowsNoHoldWhenBack() {
    withDefaults {
      let phone = Phone()
      phone.pullToRefresh()
      var ended = false
      phone.header.endRefreshing { ended = true }
      FrameClock.advance(frames: 2)
      #expect(!ended, "the hold glides back over 0.4 s")
      phone.list.removeFromSuperview()  // another tab is chosen mid-glide
      FrameClock.advance(frames: 1)
      #expect(UIView.animationLog.contains { $0.wasInterrupted }, "UIKit ends the glide, not finished")
      #expect(ended, "the end's completion runs at once")
      #expect(phone.header.state == .idle)
      phone.show()
      FrameClock.advance(frames: 1)
      #expect(phone.list.contentInset.top == 0, "shown again, nothing is held")
      phone.tearDown()
    }
  }

  @Test func anInsetAnimationReIssuedOnTheSamePropertyEndsTheEarlierOneUnfinished() {
    let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var finished: [Bool] = []
    UIView.animate(withDuration: 0.4, animations: { list.contentInset.top = 50 }, completion: { finished.append($0) })
    UIView.animate(withDuration: 0.4, animations: { list.contentInset.top = 0 }, completion: { finished.append($0) })
    FrameClock.advance(frames: 1)
    #expect(finished == [false], "the first ends early, unfinished")
    FrameClock.advance(seconds: 0.5)
    #expect(finished == [false, true])
  }

  // MARK: - Item 8: run-loop modes

  @Test func theLayersFramesKeepComingDuringADragWhenADefaultModeLinkWaits() {
    withDefaults {
      let phone = Phone()
      final class Target {
        var ticks = 0
      }
      let app = Target()
      let appLink = CADisplayLink(target: app, selector: Selector("tick") { (target: Target, _) in target.ticks += 1 })
      appLink.add(to: .main, forMode: .default)  // an app's link in the default mode only
      phone.pull(by: 40, lift: false)
      let layerLink = phone.ownLinks.first { $0 !== appLink }
      let before = (app: app.ticks, layer: layerLink?.callCount ?? 0)
      phone.list.drag(through: [CGPoint(x: 0, y: -50), CGPoint(x: 0, y: -60), CGPoint(x: 0, y: -70)])
      #expect(FrameClock.isTracking, "a drag runs the tracking mode")
      #expect(app.ticks == before.app, "the default-mode link waits while the finger drags")
      #expect((layerLink?.callCount ?? 0) > before.layer, "the layer's link, in the common modes, keeps drawing")
      phone.list.liftFinger()
      FrameClock.advance(seconds: 1)
      #expect(app.ticks > before.app, "at rest the default mode runs again")
      appLink.invalidate()
      phone.tearDown()
    }
  }

  @Test func at120HzWithDroppedFramesTheEndsGlideStillTakesItsTimeAndTheHeaderRests() {
    FrameClock.framesPerSecond = 120
    FrameClock.dropsEveryNthFrame = 3
    defer {
      FrameClock.framesPerSecond = 60
      FrameClock.dropsEveryNthFrame = 0
    }
    withDefaults {
      let phone = Phone()
      phone.pullToRefresh()
      #expect(phone.header.state == .refreshing)
      var ended = false
      let start = FrameClock.now
      phone.header.endRefreshing { ended = true }
      var endedAt: TimeInterval?
      for _ in 0..<240 where endedAt == nil {
        FrameClock.advance(frames: 1)
        if ended { endedAt = FrameClock.now }
      }
      let took = (endedAt ?? .infinity) - start
      #expect(took >= 0.4 - 1e-9 && took < 0.45, "the glide's 0.4 s, measured on the display's clock: \(took)")
      #expect(phone.header.state == .idle)
      #expect(phone.list.contentOffset.y == 0)
      FrameClock.advance(seconds: 0.5)
      #expect(!phone.linkRuns)
      phone.tearDown()
    }
  }

  @Test func aTableWithEstimatedHeightsThatMeasuresRowsAboveDuringAFlingLoadsItsNextPageOnce() {
    withDefaults {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      table.estimatedRowHeight = 44
      table.contentSize = CGSize(width: 390, height: 2000)
      let phone = Phone(list: table)
      var loads = 0
      let footer = SimpleAutoFooter { loads += 1 }
      phone.refreshKit.footer = footer
      FrameClock.commit()
      table.drag(through: [CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 300)])
      table.liftFinger(velocity: CGPoint(x: 0, y: -2500))
      for frame in 0..<90 {
        FrameClock.advance(frames: 1)
        // Rows above the visible area are measured taller than estimated, a few times during the fling.
        if frame % 15 == 0 { table.layOutRowsMeasuredWhileScrolling(change: 60, aboveVisibleArea: true) }
      }
      #expect(table.contentSize.height == 2360)
      #expect(loads == 1, "the fling reaches the bottom: the page loads once, not again for rows measured: \(loads)")
      if footer.state == .refreshing { footer.endRefreshing() }
      FrameClock.advance(seconds: 1)
      #expect(footer.state == .idle)
      phone.tearDown()
    }
  }

  @Test func aFlingThatReachesTheBottomLoadsTheNextPage() {
    withDefaults {
      let phone = Phone()
      var loads = 0
      phone.refreshKit.footer = SimpleAutoFooter { loads += 1 }
      FrameClock.commit()
      phone.list.drag(through: [CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 300)])
      phone.list.liftFinger(velocity: CGPoint(x: 0, y: -2500))
      // The pan recognizer goes back to .possible at the end of the lift's frame; the fling goes on, the user's.
      FrameClock.advance(seconds: 1.5)
      #expect(loads == 1, "the fling the user gave reaches the bottom: the next page loads")
      phone.refreshKit.footer?.endRefreshing()
      FrameClock.advance(seconds: 1)
      phone.tearDown()
    }
  }

  @Test func anAnimationThatChangesNothingCompletesOnTheNextFrame() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var finished: [Bool] = []
    UIView.animate(withDuration: 0.4, animations: { view.alpha = 1 }, completion: { finished.append($0) })
    UIView.animate(withDuration: 0.4, animations: { view.alpha = 0.5 }, completion: { finished.append($0) })
    FrameClock.advance(frames: 1)
    #expect(finished == [true], "nothing to animate: done at once; the real change takes its 0.4 s")
    FrameClock.advance(seconds: 0.5)
    #expect(finished == [true, true])
  }

  @Test func aRefreshEndingAsTheAppGoesToTheBackgroundEndsAtOnceAndHoldsNothingWhenItComesBack() {
    withDefaults {
      let phone = Phone()
      phone.pullToRefresh()
      var ended = false
      phone.header.endRefreshing { ended = true }
      FrameClock.advance(frames: 1)
      UIApplication.shared.simulateEnterBackground()
      FrameClock.advance(frames: 1)
      #expect(UIView.animationLog.contains { $0.wasInterrupted }, "the glide ends unfinished")
      #expect(ended, "the end's completion runs at once")
      #expect(phone.header.state == .idle)
      FrameClock.advance(seconds: 1)
      #expect(phone.list.contentInset.top == 0, "back in the foreground nothing is held")
      #expect(phone.list.contentOffset.y == 0)
      phone.tearDown()
    }
  }

  // MARK: - Item 3: what the decompile says of setContentOffset and setRefreshControl

  @Test func aScrollToThePixelTheListIsOnReportsNothingAndAnOffsetWriteThereMovesNoBounds() {
    let list = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    list.contentSize = CGSize(width: 390, height: 2000)
    list.contentOffset.y = 300
    final class Log: @unchecked Sendable { var keys: [String] = [] }
    let log = Log()
    let observations = [
      list.observe(\.contentOffset) { _, _ in log.keys.append("contentOffset") },
      list.observe(\.bounds) { _, _ in log.keys.append("bounds") },
    ]
    list.setContentOffset(CGPoint(x: 0, y: 300.1), animated: false)  // the same pixel on 3×
    #expect(log.keys.isEmpty, "_setContentOffset:animated:… returns before setContentOffset: for the same pixel")
    list.contentOffset = CGPoint(x: 0, y: 300)
    #expect(log.keys == ["contentOffset"], "setContentOffset: moves no bounds for the same pixel; KVO reports it")
    log.keys = []
    list.contentOffset = CGPoint(x: 0, y: 301)
    #expect(log.keys == ["bounds", "contentOffset"])
    observations.forEach { $0.invalidate() }
  }

  @Test func givingTheListItsRefreshControlAgainSwitchesBouncingBackOn() {
    let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let control = UIRefreshControl()
    list.refreshControl = control
    #expect(list.alwaysBounceVertical)
    list.alwaysBounceVertical = false  // the app's own choice, later
    list.refreshControl = control  // set again, as a view controller's viewDidLoad may
    #expect(list.alwaysBounceVertical, "setRefreshControl: switches it on whenever it is given a control")
    #expect(list.subviews.filter { $0 === control }.count == 1, "still once in the list")
  }
}
