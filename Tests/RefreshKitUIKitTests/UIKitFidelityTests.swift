@preconcurrency import QuartzCore
import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// What a user sees when UIKit behaves as its own code does, not as kindly as an exact model (issue 53).
@Suite(.serialized) @MainActor struct UIKitFidelityTests {
  // MARK: - Item 1: offsets on the pixel grid

  @Test func aFooterLoadsWhenContentOfAFractionalHeightIsScrolledToItsLastPixel() {
    withDefaults {
      let phone = Phone(contentHeight: 2000.1)
      var loads = 0
      phone.list.refreshKit.footer = SimpleAutoFooter { loads += 1 }
      FrameClock.commit()
      let footerHeight = phone.list.contentInset.bottom
      #expect(footerHeight > 0, "an auto footer holds its height below the rows")
      // UIKit's largest offset is the content's end rounded to the screen's pixel (a third of a point on 3×):
      // 2000.1 + the footer ends on 2000 + the footer, so the content rests a tenth of a point short of 2000.1.
      let bottom = 2000 + footerHeight - 844
      #expect(phone.list.restingRange().max.y == bottom)
      phone.list.drag(through: [CGPoint(x: 0, y: bottom - 40), CGPoint(x: 0, y: bottom - 20)])
      #expect(loads == 0)
      phone.list.drag(through: [CGPoint(x: 0, y: bottom + 0.1)])
      #expect(phone.list.contentOffset.y == bottom, "UIKit rounds the finger's offset to the pixel")
      #expect(loads == 1, "the footer is wholly in view at the last pixel: it loads")
      phone.list.liftFinger()
      FrameClock.advance(seconds: 1)
      phone.tearDown()
    }
  }

  @Test func aFooterThatLoadsOnlyOnReleaseLoadsWhenReleasedAtTheLastPixelOfAFractionalHeight() {
    withDefaults {
      let phone = Phone(contentHeight: 2000.1)
      var loads = 0
      let footer = SimpleAutoFooter { loads += 1 }
      footer.isAutomaticallyRefresh = false
      phone.list.refreshKit.footer = footer
      FrameClock.commit()
      let bottom = 2000 + phone.list.contentInset.bottom - 844
      phone.list.drag(through: [CGPoint(x: 0, y: bottom - 20), CGPoint(x: 0, y: bottom + 0.1)])
      #expect(phone.list.contentOffset.y == bottom)
      phone.list.liftFinger()
      #expect(loads == 1, "released with the footer in view at the bottom: it loads")
      FrameClock.advance(seconds: 1)
      phone.tearDown()
    }
  }

  @Test func anOffsetSetBetweenPixelsRestsOnTheNearestPixel() {
    withDefaults {
      let phone = Phone()
      phone.list.contentOffset = CGPoint(x: 0, y: 100.2)
      #expect(abs(phone.list.contentOffset.y - 100.333_333) < 0.001, "100.2 pt is 300.6 px on 3×: pixel 301")
      phone.list.contentOffset = CGPoint(x: 0, y: -0.5)
      #expect(abs(phone.list.contentOffset.y + 0.333_333) < 0.001, "UIKit rounds the part above the floor")
      phone.tearDown()
    }
  }

  // MARK: - Item 2: an inset write moves the offset

  @Test func anInsetWriteReportsTheOffsetThenTheAdjustedInsetThenItselfAndAnEqualWriteOnlyItself() {
    let list = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    list.contentSize = CGSize(width: 390, height: 2000)
    final class Log: @unchecked Sendable { var keys: [String] = [] }
    let log = Log()
    let observations = [
      list.observe(\.contentOffset) { _, _ in log.keys.append("contentOffset") },
      list.observe(\.adjustedContentInset) { _, _ in log.keys.append("adjustedContentInset") },
      list.observe(\.contentInset) { _, _ in log.keys.append("contentInset") },
    ]
    list.contentInset.top = 50
    #expect(log.keys == ["contentOffset", "adjustedContentInset", "contentInset"])
    #expect(list.contentOffset.y == 0, "an offset inside the new range stays where it was, reported all the same")
    log.keys = []
    list.contentInset.top = 50
    #expect(log.keys == ["contentInset"], "an equal inset: only its own report")
    observations.forEach { $0.invalidate() }
  }

  @Test func anAppThatWritesItsInsetFromEveryScrollReportLeavesTheRefreshGoingWithNoLoop() {
    withDefaults {
      let phone = Phone()
      phone.pullToRefresh()
      #expect(phone.header.state == .refreshing)
      let list = phone.list
      let writesBefore = list.contentInsetWrites.count
      // The app's scrollViewDidScroll puts its own inset back, whole, on every scroll report, including the
      // same-value one UIKit sends from inside each inset write.
      let observation = list.observe(\.contentOffset) { list, _ in
        MainActor.assumeIsolated { list.contentInset = .zero }
      }
      let (_, diagnostics) = RefreshDiagnostics.collect {
        list.contentOffset.y -= 1
        FrameClock.advance(frames: 2)
      }
      observation.invalidate()
      #expect(list.insetWriteLoops == 0, "no loop inside UIKit's setters")
      let writes = list.contentInsetWrites.count - writesBefore
      #expect(writes <= 8, "\(writes) inset writes")
      #expect(diagnostics.filter { $0.kind == .conflict }.count == 1, "the fight is reported once")
      #expect(phone.header.state == .refreshing, "the refresh goes on")
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 1)
      phone.tearDown()
    }
  }

  // MARK: - Item 3: where UIKit clamps

  /// A footer that holds only while it loads, its load under way and the finger pulling 30 pt past the bottom.
  private func loadingWhileTheFingerPullsPastTheBottom() -> (Phone, SimpleAutoFooter, CGFloat) {
    let phone = Phone()
    let footer = SimpleAutoFooter {}
    footer.holdsInsetWhenIdle = false
    phone.list.refreshKit.footer = footer
    FrameClock.commit()
    let bottom = phone.list.restingRange().max.y
    phone.list.drag(through: [CGPoint(x: 0, y: bottom - 20), CGPoint(x: 0, y: bottom + 20)])
    phone.list.drag(through: [CGPoint(x: 0, y: bottom + 40)])
    return (phone, footer, bottom + 40)
  }

  @Test func theContentStaysUnderTheFingerWhenTheLastPageEndsWhileItPullsPastTheBottom() {
    withDefaults {
      let (phone, footer, held) = loadingWhileTheFingerPullsPastTheBottom()
      #expect(footer.state == .refreshing)
      let hold = phone.list.contentInset.bottom
      #expect(hold > 0, "the load holds the footer in view")
      footer.endRefreshingWithNoMoreData()
      FrameClock.advance(frames: 1)
      #expect(phone.list.contentOffset.y == held, "the content does not jump under the finger")
      phone.list.liftFinger()
      FrameClock.advance(seconds: 1)
      #expect(phone.list.contentInset.bottom == 0, "the hold is given back once the finger lifted")
      #expect(phone.list.contentOffset.y == phone.list.restingRange().max.y, "and the content rests at the bottom")
      #expect(footer.state == .noMoreData)
      phone.tearDown()
    }
  }

  @Test func aScrollViewPulledPastItsBottomSnapsBackWhenItsContentShrinksUnderTheFinger() {
    withDefaults {
      let phone = Phone()
      let bottom = phone.list.restingRange().max.y
      phone.list.drag(through: [CGPoint(x: 0, y: bottom - 20), CGPoint(x: 0, y: bottom + 30)])
      phone.list.contentSize.height = 1500
      #expect(abs(phone.list.contentOffset.y - 656) < 1e-9, "UIKit clamps past the trailing edge even mid-drag")
      #expect(phone.list.isTracking)
      phone.list.liftFinger()
      FrameClock.advance(seconds: 1)
      phone.tearDown()
    }
  }

  @Test func aHeaderPulledPastTheTopKeepsItsRubberBandWhenTheInsetChangesUnderTheFinger() {
    withDefaults {
      let phone = Phone()
      phone.pull(by: 40, lift: false)
      let pulled = phone.list.contentOffset.y
      phone.list.contentInset.bottom = 10  // the app, mid-drag (a keyboard)
      #expect(phone.list.contentOffset.y == pulled, "past the leading edge while scrolling: no clamp")
      phone.list.liftFinger()
      FrameClock.advance(seconds: 1)
      phone.tearDown()
    }
  }

  // MARK: - Item 10: a steady writer is not a fight

  /// A `UITableViewController`'s table: its view is the table view, so its `viewDidLayoutSubviews`, which sets the
  /// app's inset, runs on every layout pass of the table, every frame it scrolls.
  final class ControllerTable: UITableView {
    var appInset = UIEdgeInsets.zero
    private(set) var reApplies = 0

    override func layoutSubviews() {
      super.layoutSubviews()
      reApplies += 1
      contentInset = appInset
    }
  }

  @Test func aTableControllerThatSetsItsInsetOnEveryLayoutPassKeepsTheRefreshingHeaderInView() {
    withDefaults {
      let table = ControllerTable(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      table.contentSize = CGSize(width: 390, height: 2000)
      let phone = Phone(list: table)
      let (_, diagnostics) = RefreshDiagnostics.collect {
        phone.pullToRefresh()
        #expect(phone.header.state == .refreshing)
        let hold = phone.headerView?.frame.height ?? 0
        let writesBefore = table.contentInsetWrites.count
        let reAppliesBefore = table.reApplies
        var hidden = 0
        // What the header holds (the sticky hold shrinks as the list scrolls down), which the scroll view must show.
        let held = { phone.refreshKit.model.refreshInset.top }
        // The user scrolls down the list and back while the refresh goes on, then the list rests.
        let offsets = stride(from: -hold, through: 400, by: 40).map { $0 } + stride(from: 400, through: 0, by: -40)
        for y in offsets {
          table.moveFinger(to: CGPoint(x: 0, y: y))
          FrameClock.advance(frames: 1)
          if table.contentInset.top != held() { hidden += 1 }
        }
        table.liftFinger()
        for _ in 0..<60 {
          FrameClock.advance(frames: 1)
          if table.contentInset.top != held() { hidden += 1 }
        }
        #expect(hidden == 0, "the hold is back before each frame is drawn: \(hidden) frames without it")
        let ownWrites = table.contentInsetWrites[writesBefore...].filter { $0.top != 0 }.count
        let reApplies = table.reApplies - reAppliesBefore
        #expect(reApplies > 10, "the controller re-applied its inset on every pass")
        #expect(ownWrites <= reApplies, "one write-back per re-application at most: \(ownWrites) for \(reApplies)")
        #expect(phone.header.state == .refreshing)
        #expect(table.insetWriteLoops == 0)
      }
      #expect(diagnostics.allSatisfy { $0.kind != .conflict }, "a steady writer is no conflict")
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 1)
      #expect(table.contentInset.top == 0)
      phone.tearDown()
    }
  }

  @Test func aWriterWhoseInsetChangesEveryFrameIsStillAConflict() {
    withDefaults {
      let phone = Phone()
      phone.pullToRefresh()
      let (_, diagnostics) = RefreshDiagnostics.collect {
        for frame in 0..<30 {
          phone.list.contentInset = UIEdgeInsets(top: CGFloat(frame % 7), left: 0, bottom: 0, right: 0)
          FrameClock.advance(frames: 1)
        }
      }
      #expect(diagnostics.filter { $0.kind == .conflict }.count == 1, "reported once")
      #expect(phone.header.state == .refreshing, "the refresh goes on")
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 1)
      phone.tearDown()
    }
  }

  // MARK: - Item 6: setContentOffset stops a deceleration

  /// A fling down the list, its deceleration under way.
  private func flinging() -> Phone {
    let phone = Phone()
    phone.list.drag(through: [CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 200)])
    phone.list.liftFinger(velocity: CGPoint(x: 0, y: -3000))
    FrameClock.advance(frames: 3)
    return phone
  }

  @Test func anAppsScrollToTopDuringAFlingLeavesTheListAtTheTopAtRest() {
    withDefaults {
      let phone = flinging()
      #expect(phone.list.isDecelerating)
      phone.list.setContentOffset(.zero, animated: false)  // the app's "back to top"
      FrameClock.advance(seconds: 1)
      #expect(phone.list.contentOffset == .zero, "the fling stopped where the app put the list")
      #expect(!phone.list.isDecelerating)
      #expect(!phone.refreshKit.model.isDecelerating, "the layer knows the list rests")
      #expect(!phone.linkRuns, "and its frames stop")
      #expect(phone.header.state == .idle)
      phone.tearDown()
    }
  }

  @Test func aListTakenOffScreenMidFlingIsAtRestWhenShownAgain() {
    withDefaults {
      let phone = flinging()
      phone.list.removeFromSuperview()  // another tab is chosen
      let offset = phone.list.contentOffset
      FrameClock.advance(seconds: 1)
      #expect(phone.list.contentOffset == offset, "off screen the list stopped scrolling")
      #expect(!phone.linkRuns)
      phone.show()
      FrameClock.advance(frames: 2)
      #expect(!phone.list.isDecelerating)
      #expect(!phone.refreshKit.model.isDecelerating, "shown again, the layer knows it rests")
      #expect(!phone.linkRuns)
      phone.pull(by: 0)
      phone.tearDown()
    }
  }

  @Test func anAnimatedScrollToWhereTheContentIsReportsNothingAndOffScreenOneIsImmediate() {
    withDefaults {
      let phone = Phone()
      phone.list.contentOffset.y = 300
      final class Count: @unchecked Sendable { var value = 0 }
      let reports = Count()
      let observation = phone.list.observe(\.contentOffset) { _, _ in reports.value += 1 }
      phone.list.setContentOffset(CGPoint(x: 0, y: 300.1), animated: true)  // the same pixel on 3×
      FrameClock.advance(seconds: 0.5)
      #expect(reports.value == 0, "nothing to animate: no report")
      phone.list.removeFromSuperview()
      phone.list.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
      #expect(phone.list.contentOffset.y == 100, "in no window the move is immediate")
      observation.invalidate()
    }
  }

  // MARK: - Item 4: the adjusted inset, read afresh

  @Test func aLargeTitleThatCollapsesAsTheListScrollsMovesTheHeaderUnderTheSmallBarWithNoAdjustedInsetReport() {
    UIScrollView.reportsAdjustedContentInsetByKeyValue = false
    defer { UIScrollView.reportsAdjustedContentInsetByKeyValue = true }
    withDefaults {
      let phone = Phone(safeArea: UIEdgeInsets(top: 140, left: 0, bottom: 34, right: 0))  // a large title
      #expect(phone.list.contentOffset.y == -140)
      // The user scrolls down: the large title collapses into the 96-pt bar as the content moves.
      phone.list.drag(through: [CGPoint(x: 0, y: -100), CGPoint(x: 0, y: 0)])
      phone.window.safeAreaInsets.top = 96
      phone.list.drag(through: [CGPoint(x: 0, y: 200), CGPoint(x: 0, y: 300)])
      phone.list.liftFinger()
      FrameClock.advance(seconds: 1)
      #expect(phone.list.adjustedContentInset.top == 96)
      // Back at the top under the small bar, a pull past the header refreshes and holds it below the bar.
      phone.list.setContentOffset(CGPoint(x: 0, y: -96), animated: false)
      phone.pullToRefresh()
      #expect(phone.refreshes == 1, "the header's threshold follows the bar that collapsed")
      #expect(phone.list.contentOffset.y == CGFloat(-150), "held in view below the small bar")
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 1)
      phone.tearDown()
    }
  }

  @Test func aSearchBarThatHidesOnScrollIsFollowedWithNoAdjustedInsetReport() {
    UIScrollView.reportsAdjustedContentInsetByKeyValue = false
    defer { UIScrollView.reportsAdjustedContentInsetByKeyValue = true }
    withDefaults {
      let phone = Phone(safeArea: UIEdgeInsets(top: 152, left: 0, bottom: 34, right: 0))  // bar and search field
      phone.list.drag(through: [CGPoint(x: 0, y: -100), CGPoint(x: 0, y: 100)])
      phone.window.safeAreaInsets.top = 96  // the search field hides as the list scrolls
      phone.list.drag(through: [CGPoint(x: 0, y: 150)])
      phone.list.liftFinger()
      FrameClock.advance(seconds: 1)
      phone.list.setContentOffset(CGPoint(x: 0, y: -96), animated: false)
      phone.pullToRefresh()
      #expect(phone.refreshes == 1)
      #expect(phone.list.contentOffset.y == CGFloat(-150))
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 1)
      phone.tearDown()
    }
  }

  // MARK: - Item 5: a safe-area change at rest moves the offset

  @Test func aBannerAddedToTheSafeAreaAtRestPushesTheListDownAndTheHeaderFollowsIt() {
    UIScrollView.reportsAdjustedContentInsetByKeyValue = false
    defer { UIScrollView.reportsAdjustedContentInsetByKeyValue = true }
    withDefaults {
      let phone = Phone(safeArea: UIEdgeInsets(top: 96, left: 0, bottom: 34, right: 0))
      #expect(phone.list.contentOffset.y == -96)
      // The app shows a 44-pt banner through additionalSafeAreaInsets: the safe area's top grows at rest.
      phone.window.safeAreaInsets.top = 140
      FrameClock.commit()
      #expect(phone.list.contentOffset.y == -140, "UIKit keeps the list's top below the banner")
      phone.pullToRefresh()
      #expect(phone.refreshes == 1, "the header's threshold follows the banner")
      #expect(phone.list.contentOffset.y == CGFloat(-194), "held in view below the banner")
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 1)
      #expect(phone.list.contentOffset.y == -140)
      phone.tearDown()
    }
  }

  @Test func theLayersHiddenViewHearsNoSafeAreaOnTheEdgesTheListAppliesToItsInset() {
    withDefaults {
      let phone = Phone(safeArea: UIEdgeInsets(top: 96, left: 0, bottom: 34, right: 0))
      let host = phone.list.subviews.first { $0.isHidden && $0 is RefreshKitHostView }
      #expect(host?.safeAreaInsets.top == 0, "a vertical list applies its top safe area to its inset")
      phone.tearDown()
    }
  }

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
}
