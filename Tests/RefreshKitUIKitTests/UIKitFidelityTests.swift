@preconcurrency import QuartzCore
import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// What a user sees when UIKit behaves as its own code does, not as kindly as an exact model (issue 53, items 1, 2,
/// 3 and 10).
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

  @Test func anInsetWriteReportsTheOffsetThenTellsTheAdjustedInsetThenReportsItselfAndAnEqualWriteOnlyItself() {
    final class Log: @unchecked Sendable { var keys: [String] = [] }
    let log = Log()
    final class List: UITableView {
      var log: Log?
      override func adjustedContentInsetDidChange() { log?.keys.append("adjustedContentInsetDidChange") }
    }
    let list = List(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    list.contentSize = CGSize(width: 390, height: 2000)
    list.log = log
    let table: UITableView = list  // the double posts the key paths of its own classes
    let observations = [
      table.observe(\.contentOffset) { list, _ in
        log.keys.append("contentOffset")
        MainActor.assumeIsolated { #expect(list.adjustedContentInset.top == 50, "already the new one: computed") }
      },
      table.observe(\.adjustedContentInset) { _, _ in log.keys.append("adjustedContentInset") },
      table.observe(\.contentInset) { _, _ in log.keys.append("contentInset") },
    ]
    list.contentInset.top = 50
    #expect(log.keys == ["contentOffset", "adjustedContentInsetDidChange", "contentInset"], "no key-value report")
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

  /// The double kept the rubber band here until issue 53b: UIKit's `_adjustContentOffsetIfNecessary` skips the clamp
  /// past the leading edge only when `_skipsContentOffsetAdjustmentsIfScrolling` is set, which it is not by default.
  @Test func aHeaderPulledPastTheTopSnapsBackAndDoesNotRefreshWhenTheInsetChangesUnderTheFinger() {
    withDefaults {
      let phone = Phone()
      phone.pull(by: 80, lift: false)
      #expect(phone.header.state == .pulling)
      phone.list.contentInset.bottom = 10  // the app, mid-drag (a keyboard)
      #expect(phone.list.contentOffset.y == 0, "UIKit clamps under the finger: the list is at its top")
      #expect(phone.list.isTracking)
      #expect(phone.header.state == .idle, "the header shows the list's top, not an armed pull")
      phone.list.liftFinger()
      FrameClock.advance(seconds: 1)
      #expect(phone.refreshes == 0, "the finger lifted at the top: nothing to refresh")
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
}
