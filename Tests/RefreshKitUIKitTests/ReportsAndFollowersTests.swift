@preconcurrency import QuartzCore
import RefreshKit
import Testing
import UIKit

@_spi(Hosting) @testable import RefreshKitUIKit

/// What the layer reports and draws at the edges of its life: a list already scrolled, a bar that appears later, a
/// footer whose pictures loop at rest, a ring shown again, the named action of a list that is gone, the layer's
/// views removed by the app, and every list following a language change.
@Suite(.serialized) @MainActor struct ReportsAndFollowersTests {
  @Test func aListAlreadyScrolledWhenItGetsAHeaderIsKnownWhereItIs() {
    onScreen { screen in
      screen.table.contentOffset = CGPoint(x: 0, y: 500)
      _ = screen.attachHeader()
      #expect(screen.table.refreshKit.model.contentOffset.y == 500, "read once, before any scroll")
    }
  }

  @Test func aBarThatAppearsAfterTheHeaderMovesItsThreshold() {
    onScreen { screen in
      _ = screen.attachHeader()
      screen.window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0)
      FrameClock.commit()
      #expect(screen.table.adjustedContentInset.top == 47)
      #expect(screen.table.refreshKit.model.safeAreaInsets.top == 47, "heard with the scroll UIKit reports")
      #expect(screen.table.refreshKit.headerView?.frame.minY == -54)
    }
  }

  @Test func aListUnderABarThatOnlyScrollsReportsItsGeometryOnce() {
    onScreen { screen in
      screen.window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
      FrameClock.commit()
      _ = screen.attachHeader()
      let kit = screen.table.refreshKit
      #expect(kit.model.safeAreaInsets.top == 47, "the bar is heard")
      let before = kit.geometryReports
      screen.table.drag(through: (1...20).map { CGPoint(x: 0, y: CGFloat($0) * 10) })
      screen.table.liftFinger()
      FrameClock.advance(seconds: 2)
      #expect(kit.model.contentOffset.y > 150, "the list scrolled")
      #expect(kit.geometryReports == before, "20 moves under a steady bar: the same geometry is not reported again")
    }
  }

  @Test func aFootersPicturesLoopAtRestAndTheDisplayLinkRunsForThemOnlyWhileTheyShow() throws {
    try onScreen(contentHeight: 300) { screen in
      // A test suspended at an `await` may have a link of its own running meanwhile: only this list's count.
      let others = CADisplayLink.running
      var ownLinks: [CADisplayLink] { CADisplayLink.running.filter { link in !others.contains { $0 === link } } }
      let footer = ImageSequenceAutoFooter {}
      footer.setImages((0..<4).map { RefreshImage("end-\($0)") }, duration: 0.4, for: .noMoreData)
      screen.table.refreshKit.imageProvider = { UIImage(name: $0.name, size: CGSize(width: 20, height: 20)) }
      screen.table.refreshKit.footer = footer
      FrameClock.commit()
      #expect(ownLinks.isEmpty, "nothing moves at rest yet")
      footer.endRefreshingWithNoMoreData()
      FrameClock.advance(seconds: 1)
      #expect(!ownLinks.isEmpty, "the pictures loop: frames keep coming with nothing else moving")
      let view = try #require(screen.table.refreshKit.footerView)
      var shown: Set<String> = []
      for _ in 0..<30 {
        FrameClock.advance()
        if let name = view.imageView.image?.name { shown.insert(name) }
      }
      #expect(shown.count > 1, "the footer shows more than one picture: \(shown)")
      footer.resetNoMoreData()
      FrameClock.advance(seconds: 0.5)
      #expect(ownLinks.isEmpty, "and the link rests once they stop")
    }
  }

  @Test func aFootersRingHiddenByNoMoreDataIsShownAgainWhenThereIsMore() throws {
    try onScreen(contentHeight: 300) { screen in
      let footer = CircleLoadingFooter {}
      screen.table.refreshKit.footer = footer
      FrameClock.commit()
      let view = try #require(screen.table.refreshKit.footerView)
      #expect(!view.circleLayer.isHidden, "the ring in view")
      footer.endRefreshingWithNoMoreData()
      FrameClock.advance(seconds: 0.5)
      #expect(view.circleLayer.isHidden, "the title replaces it")
      footer.resetNoMoreData()
      FrameClock.advance(seconds: 0.5)
      #expect(!view.circleLayer.isHidden, "the ring is back")
    }
  }

  @Test func aRingDrawnAndLaidOutLeavesEveryTransactionItBeganCommitted() {
    onScreen { screen in
      let commitsBefore = CATransaction.unbalancedCommits
      _ = screen.attachHeader(CircleLoadingHeader {})
      screen.pull(to: -120)
      screen.release(thenWait: 0.5)
      screen.table.refreshKit.headerView?.layoutIfNeeded()
      #expect(CATransaction.depth == 0, "every transaction begun was committed")
      #expect(CATransaction.unbalancedCommits == commitsBefore, "and no commit came without its begin")
    }
  }

  @Test func theNamedActionOfAListThatIsGoneDoesNothing() throws {
    var action: UIAccessibilityCustomAction?
    weak var gone: UITableView?
    try onScreen { screen in
      let table = UITableView(frame: screen.window.bounds, style: .plain)
      table.contentSize = CGSize(width: 390, height: 2000)
      table.refreshKit.header = SimpleHeader {}
      action = try #require(table.accessibilityCustomActions?.first)
      gone = table
    }
    #expect(gone == nil, "the list went away")
    #expect(action?.perform() == false, "VoiceOver hears that nothing happened")
  }

  @Test func aListWhoseSubviewsTheAppRemovedStopsReportingAndRefusesNothing() {
    onScreen { screen in
      _ = screen.attachHeader()
      let kit = screen.table.refreshKit  // an app that keeps it
      let (_, diagnostics) = RefreshDiagnostics.collect {
        for view in screen.table.subviews { view.removeFromSuperview() }  // an app clearing its list's views
        screen.table.contentSize = CGSize(width: 390, height: 3000)
        screen.table.contentOffset = CGPoint(x: 0, y: 100)
      }
      #expect(diagnostics.isEmpty, "no report reaches an adapter that was told the scroll view went away")
      #expect(kit.adapter.model.contentSize.height == 2000, "and none is taken")
    }
  }

  @Test func aListWhoseViewsTheAppClearedMidFlingRunsNoLinkAfterIt() {
    withDefaults {
      let phone = Phone()
      let kit = phone.refreshKit  // an app that keeps it
      phone.list.contentOffset.y = 1000
      phone.list.drag(through: [CGPoint(x: 0, y: 990), CGPoint(x: 0, y: 980)], velocity: CGPoint(x: 0, y: 600))
      phone.list.liftFinger(velocity: CGPoint(x: 0, y: 600))
      FrameClock.advance(frames: 1)
      #expect(phone.linkRuns, "the content glides")
      let (_, diagnostics) = RefreshDiagnostics.collect {
        for view in phone.list.subviews { view.removeFromSuperview() }  // an app clearing its list's views
        FrameClock.advance(seconds: 1)
      }
      #expect(!phone.linkRuns, "no frame is asked for a list RefreshKit no longer follows")
      #expect(diagnostics.isEmpty, "and no tick reaches the adapter that was told it went away")
      #expect(kit.adapter.isDetached)
      phone.tearDown()
    }
  }

  @Test func aRefreshBegunWhileTheListIsOffScreenStartsWhenItIsShownAgain() {
    onScreen { screen in
      let header = screen.attachHeader()
      screen.table.removeFromSuperview()  // another tab is shown
      FrameClock.commit()
      #expect(!screen.table.refreshKit.adapter.isInWindow)
      header.beginRefreshing()
      #expect(header.state == .willRefresh, "it waits for the list's window, as MJRefresh's does")
      screen.window.addSubview(screen.table)  // the tab is shown again, with the same safe area
      FrameClock.advance(seconds: 0.5)
      #expect(screen.table.refreshKit.adapter.isInWindow, "heard at the first layout in the window")
      #expect(header.state == .refreshing)
      #expect(screen.table.contentInset.top == 54)
      #expect(screen.table.contentOffset.y == -54, "revealed")
    }
  }

  @Test func theFirstListMadeInTheAppRedrawsItsTitlesWhenTheLanguageChanges() throws {
    // As in an app where nothing followed the system yet: this list's layer is the first.
    SystemSettingsFollower.stopFollowingSystem()
    try onScreen(contentHeight: 300) { screen in
      screen.table.refreshKit.footer = SimpleAutoFooter {}
      FrameClock.commit()
      let view = try #require(screen.table.refreshKit.footerView)
      inLanguage("de") {
        #expect(view.titleLabel.text == "Tippen oder nach oben ziehen, um mehr zu laden", "drawn again at once")
      }
    }
  }

  @Test func everyListOnScreenRedrawsItsTitlesWhenTheLanguageChanges() throws {
    try onScreen(contentHeight: 300) { screen in
      screen.table.refreshKit.footer = SimpleAutoFooter {}
      let second = UITableView(frame: screen.window.bounds, style: .plain)
      second.contentSize = CGSize(width: 390, height: 300)
      screen.window.addSubview(second)
      second.refreshKit.footer = SimpleAutoFooter {}
      FrameClock.commit()
      let first = try #require(screen.table.refreshKit.footerView)
      let other = try #require(second.refreshKit.footerView)
      inLanguage("de") {
        #expect(first.titleLabel.text == "Tippen oder nach oben ziehen, um mehr zu laden")
        #expect(other.titleLabel.text == "Tippen oder nach oben ziehen, um mehr zu laden", "the other list too")
      }
      second.removeFromSuperview()
    }
  }
}
