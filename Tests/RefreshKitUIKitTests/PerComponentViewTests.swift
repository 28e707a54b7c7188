import RefreshKit
import Testing
import UIKit

@_spi(Hosting) @testable import RefreshKitUIKit

/// One component drawn by a view of its own (issue 44, item 1): given at any time, without touching the others, by the
/// app (`setViewClass(_:for:)`, `setView(_:)`) or by the component's class (`RefreshViewProviding`), and driven by the
/// hooks an MJRefresh header subclass knows (`prepare`, `setState:`, `setPullingPercent:`).
@Suite(.serialized) @MainActor struct PerComponentViewTests {
  /// Lifts the finger and lets the list come back to rest.
  func letGo(_ screen: ViewScreen) {
    screen.table.liftFinger()
    FrameClock.advance(seconds: 1)
  }

  /// A header drawn by a `LogoHeaderView` (stock parts hidden), pulled 30 points into view by a finger that stays.
  func logoHeaderPulledIntoView(on screen: ViewScreen) throws -> (RefreshHeader, RefreshComponentView) {
    let header = screen.attachHeader()
    screen.table.refreshKit.setViewClass(LogoHeaderView.self, for: header)
    let view = try #require(screen.table.refreshKit.headerView)
    screen.pull(to: -30)
    FrameClock.advance()
    return (header, view)
  }

  @Test func aViewGivenToTheHeaderAtRestDrawsItAtOnceAndTheFooterKeepsItsView() throws {
    try onScreen { screen in
      let header = screen.attachHeader()
      screen.table.refreshKit.footer = SimpleAutoFooter {}
      FrameClock.advance()
      let stock = try #require(screen.table.refreshKit.headerView)
      let footerView = try #require(screen.table.refreshKit.footerView)
      screen.table.refreshKit.setViewClass(LogoHeaderView.self, for: header)
      let view = try #require(screen.table.refreshKit.headerView as? LogoHeaderView)
      #expect(stock.superview == nil, "the stock view is gone")
      #expect(view.superview === screen.table)
      #expect(view.frame == header.frame, "in place before any frame passes")
      #expect(view.heard == ["prepare", "state nil→idle", "progress 0.0"], "drawn at once from the header's values")
      #expect(view.titleLabel.isHidden && view.arrowView.isHidden, "the stock parts give way to the logo")
      #expect(view.logo.superview === view)
      #expect(screen.table.refreshKit.footerView === footerView, "the footer's view is untouched")
      #expect(type(of: footerView) == RefreshComponentView.self)
      let index = try #require(screen.table.subviews.firstIndex { $0 === view })
      let footerIndex = try #require(screen.table.subviews.firstIndex { $0 === footerView })
      #expect(index < footerIndex, "in the stock view's place among the subviews")
    }
  }

  /// An app's header view that takes the load-more footer away while the list refreshes, and brings it back after.
  final class FooterHidingHeaderView: RefreshComponentView {
    override func stateDidChange(from previous: RefreshState?, to state: RefreshState) {
      guard let list = superview as? UIScrollView else { return }
      if state == .refreshing {
        list.refreshKit.footer = nil
      } else if state == .idle, previous != nil, list.refreshKit.footer == nil {
        list.refreshKit.footer = SimpleAutoFooter {}
      }
    }
  }

  @Test func aHeaderViewThatTakesTheFooterAwayWhileRefreshingLeavesTheListWorking() throws {
    try onScreen { screen in
      let header = screen.attachHeader()
      screen.table.refreshKit.footer = SimpleAutoFooter {}
      screen.table.refreshKit.setViewClass(FooterHidingHeaderView.self, for: header)
      FrameClock.advance()
      // The header's view is drawn first: its hook detaches the footer while the layer walks the views to draw them.
      screen.pull(to: -120)
      screen.release()
      #expect(header.state == .refreshing)
      #expect(screen.table.refreshKit.footer == nil, "the app's view took the footer away")
      #expect(screen.table.refreshKit.footerView == nil)
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
      #expect(header.state == .idle)
      let footerView = try #require(screen.table.refreshKit.footerView, "the footer is back, drawn")
      #expect(footerView.superview === screen.table)
    }
  }

  @Test func aViewSwappedOutThatTheAppStillHoldsHearsNothingUntilItIsPutBack() {
    onScreen { screen in
      let header = screen.attachHeader()
      let logo = LogoHeaderView(component: header)
      screen.table.refreshKit.setView(logo)
      #expect(screen.table.refreshKit.headerView === logo)
      screen.table.refreshKit.setViewClass(nil, for: header)  // back to the stock view; the app keeps `logo`
      #expect(logo.superview == nil)
      let heardBefore = logo.heard
      screen.pull(to: -80)
      FrameClock.advance()
      #expect(header.state == .pulling)
      #expect(logo.heard == heardBefore, "no hook, no animation, off screen")
      screen.table.refreshKit.setView(logo)
      #expect(logo.heard.last(where: { $0.hasPrefix("state") })?.hasSuffix("→pulling") == true, "drawn at once")
      letGo(screen)
    }
  }

  @Test func theHooksFollowThePullAsMJRefreshsSetStateAndPullingPercentDo() throws {
    try onScreen { screen in
      let header = screen.attachHeader()
      screen.table.refreshKit.setViewClass(LogoHeaderView.self, for: header)
      let view = try #require(screen.table.refreshKit.headerView as? LogoHeaderView)
      screen.pull(to: -27)
      FrameClock.advance()
      #expect(abs(view.logo.transform.rotationAngle - .pi / 2) < 0.01, "half way to the trigger: a quarter turn")
      #expect(view.heard.last == "progress 0.5")
      #expect(!view.heard.contains { $0.hasPrefix("state idle") }, "not armed yet")
      screen.pull(to: -80)
      FrameClock.advance()
      #expect(view.heard.contains("state idle→pulling"))
      #expect(view.logo.alpha == 0.6)
      letGo(screen)
      #expect(header.state == .refreshing)
      #expect(view.heard.contains("state pulling→refreshing"))
      #expect(view.logo.alpha == 1)
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
      #expect(view.heard.last(where: { $0.hasPrefix("state") }) == "state refreshing→idle")
      #expect(view.heard.last == "progress 0.0")
    }
  }

  @Test func aComponentWhoseClassNamesItsViewIsDrawnByItWhateverTheScrollViewsClass() throws {
    try onScreen { screen in
      _ = screen.attachHeader(LogoHeader {})
      screen.table.refreshKit.footer = SimpleAutoFooter {}
      FrameClock.advance()
      #expect(screen.table.refreshKit.headerView is LogoHeaderView)
      let footerView = try #require(screen.table.refreshKit.footerView)
      #expect(type(of: footerView) == RefreshComponentView.self)
    }
  }

  @Test func theAppsChoiceWinsOverTheComponentsAndNilGoesBackToIt() throws {
    try onScreen { screen in
      let header = screen.attachHeader(LogoHeader {})
      screen.table.refreshKit.setViewClass(RefreshComponentView.self, for: header)
      let stock = try #require(screen.table.refreshKit.headerView)
      #expect(type(of: stock) == RefreshComponentView.self)
      #expect(!stock.titleLabel.isHidden, "the stock view draws the title")
      screen.table.refreshKit.setViewClass(nil, for: header)
      #expect(screen.table.refreshKit.headerView is LogoHeaderView)
    }
  }

  @Test func aViewSetBeforeItsComponentAttachesWaitsForItAndKeepsWhatTheAppConfigured() {
    onScreen { screen in
      let header = SimpleHeader {}
      let view = LogoHeaderView(component: header)
      view.logo.image = UIImage(name: "Seasonal", size: CGSize(width: 40, height: 40))
      screen.table.refreshKit.setView(view)
      #expect(screen.table.refreshKit.headerView == nil)
      _ = screen.attachHeader(header)
      #expect(screen.table.refreshKit.headerView === view)
      #expect(view.logo.image?.name == "Seasonal")
      #expect(view.frame == header.frame)
    }
  }

  @Test func aComponentThatLeavesTakesItsChoiceWithItAndTheKitCanGo() throws {
    try onScreen { screen in
      let header = screen.attachHeader()
      screen.table.refreshKit.setViewClass(LogoHeaderView.self, for: header)
      screen.table.refreshKit.header = nil
      FrameClock.advance()
      #expect(screen.table.refreshKit.customizations.isEmpty, "the scroll view keeps no component alive")
      screen.table.removeRefreshKitIfUnused()
      #expect(screen.table.existingRefreshKit == nil)
      _ = screen.attachHeader(header)
      let view = try #require(screen.table.refreshKit.headerView)
      #expect(type(of: view) == RefreshComponentView.self)
    }
  }

  @Test func aCustomViewThatNeedsMoreHeightGrowsTheHeaderAndItsHold() {
    onScreen { screen in
      let header = screen.attachHeader()
      let view = LogoHeaderView(component: header)
      view.neededHeight = 90
      screen.table.refreshKit.setView(view)
      FrameClock.commit()
      #expect(header.frame.height == 90)
      #expect(view.frame.height == 90)
      #expect(view.logo.center.y == 45, "the logo centred in the grown header")
      header.beginRefreshing()
      FrameClock.advance(seconds: 1)
      #expect(screen.table.contentInset.top == 90)
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
    }
  }

  @Test func aCustomViewThatMeasuredNothingUsableOnceStillGrowsTheHeaderWhenItCan() {
    onScreen { screen in
      let header = screen.attachHeader()
      let view = LogoHeaderView(component: header)
      view.neededHeight = .nan  // a measurement gone wrong (a division by a zero width)
      let (_, diagnostics) = RefreshDiagnostics.collect {
        screen.table.refreshKit.setView(view)
        FrameClock.commit()
        view.setNeedsLayout()
        FrameClock.commit()
      }
      #expect(diagnostics.count == 1, "refused and reported once, not at every layout pass")
      #expect(header.frame.height == 54)
      view.neededHeight = 90
      view.setNeedsLayout()
      FrameClock.commit()
      #expect(header.frame.height == 90, "the next usable measurement is taken")
    }
  }

  @Test func voiceOverStillHearsThePresentationThroughACustomView() throws {
    try onScreen { screen in
      let (header, view) = try logoHeaderPulledIntoView(on: screen)
      #expect(view.isAccessibilityElement)
      #expect(view.accessibilityLabel == header.presentation.accessibilityLabel)
      #expect(view.accessibilityLabel?.isEmpty == false)
      letGo(screen)
    }
  }

  @Test func aStyleGivenToOneComponentDoesNotSwapItsView() throws {
    try onScreen { screen in
      let header = screen.attachHeader()
      let view = try #require(screen.table.refreshKit.headerView)
      var style = RefreshViewStyle()
      style.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
      screen.table.refreshKit.setStyle(style, for: header)
      #expect(screen.table.refreshKit.headerView === view)
      #expect(view.titleLabel.textColor.rgba() == (1, 0, 0, 1))
    }
  }

  @Test func aBundleInOneComponentsStyleDrawsItsPicturesAndLeavesTheOthersTheScrollViewsProvider() throws {
    try onScreen(contentHeight: 300) { screen in
      let kit = screen.table.refreshKit
      let brand = try #require(Bundle(path: NSTemporaryDirectory()))
      UIImage.bundleCatalogs = [brand.bundlePath: ["end": CGSize(width: 20, height: 20)]]
      defer { UIImage.bundleCatalogs = [:] }
      kit.imageProvider = { UIImage(name: "shared-\($0.name)", size: CGSize(width: 20, height: 20)) }
      let header = ImageSequenceHeader {}
      header.setImages([RefreshImage("end")], duration: 0.4, for: .idle)
      _ = screen.attachHeader(header)
      let footer = ImageSequenceAutoFooter {}
      footer.setImages([RefreshImage("end")], duration: 0.4, for: .noMoreData)
      kit.footer = footer
      FrameClock.commit()
      var style = RefreshViewStyle()
      style.imageBundle = brand
      kit.setStyle(style, for: footer)
      footer.endRefreshingWithNoMoreData()
      FrameClock.advance(seconds: 0.5)
      let footerView = try #require(kit.footerView)
      let headerView = try #require(kit.headerView)
      #expect(footerView.imageView.image?.bundlePath == brand.bundlePath, "the footer's picture from its bundle")
      #expect(headerView.picture(named: RefreshImage("end"))?.name == "shared-end", "the header keeps the provider")
      kit.imageProvider = { UIImage(name: "other-\($0.name)", size: CGSize(width: 20, height: 20)) }
      FrameClock.advance(seconds: 0.5)
      #expect(footerView.imageView.image?.bundlePath == brand.bundlePath, "a new provider leaves the footer's bundle")
      #expect(headerView.picture(named: RefreshImage("end"))?.name == "other-end")
      kit.setStyle(nil, for: footer)
      #expect(footerView.imageView.image?.name == "other-end", "no bundle: the provider's again, drawn at once")
    }
  }

  @Test func theScrollViewsViewClassStillDrawsTheComponentsWithNoViewOfTheirOwn() throws {
    try onScreen { screen in
      screen.table.refreshKit.viewClass = LogoHeaderView.self
      let header = screen.attachHeader()
      screen.table.refreshKit.footer = SimpleAutoFooter {}
      FrameClock.advance()
      #expect(screen.table.refreshKit.footerView is LogoHeaderView)
      screen.table.refreshKit.setViewClass(RefreshComponentView.self, for: header)
      let headerView = try #require(screen.table.refreshKit.headerView)
      #expect(type(of: headerView) == RefreshComponentView.self)
      #expect(screen.table.refreshKit.footerView is LogoHeaderView, "the footer keeps the scroll view's class")
    }
  }

  @Test func aViewClassGivenToARightToLeftListsHeaderLaterIsLaidOutRightToLeftAndUsesTheAppsImages() throws {
    try onScreen { screen in
      screen.table.semanticContentAttribute = .forceRightToLeft
      let header = screen.attachHeader()
      screen.table.refreshKit.imageProvider = { _ in UIImage(name: "app", size: CGSize(width: 20, height: 20)) }
      FrameClock.advance()
      screen.table.refreshKit.setViewClass(LogoHeaderView.self, for: header)
      let view = try #require(screen.table.refreshKit.headerView as? LogoHeaderView)
      #expect(view.semanticContentAttribute == .forceRightToLeft, "the list's direction, as the view it replaced had")
      #expect(
        view.imageProvider(RefreshImage("frame")).map(\.name) == "app", "the app's images, as the view it replaced had")
    }
  }

  @Test func theStockPartsAskedBackAtRestAreLaidOutBesideTheTitleOnTheNextPull() throws {
    try onScreen { screen in
      let (_, view) = try logoHeaderPulledIntoView(on: screen)
      letGo(screen)
      // Back at rest, out of view: the subclass asks for the stock parts again (a setting the user changed).
      view.showsStockParts = true
      FrameClock.commit()
      screen.pull(to: -30)
      FrameClock.commit()
      #expect(view.titleLabel.text == "Pull down to refresh")
      // As a stock header pulled the same way draws it: 195 - 164.45 / 2 - 20 - 20, not centred on the text.
      #expect(abs(view.arrowView.frame.minX - 72.775) < 0.01, "the arrow a margin left of the title")
      letGo(screen)
    }
  }

  @Test func theStockPartsComeBackWhenASubclassAsksForThemAgain() throws {
    try onScreen { screen in
      let header = screen.attachHeader()
      screen.table.refreshKit.setViewClass(LogoHeaderView.self, for: header)
      let view = try #require(screen.table.refreshKit.headerView)
      screen.pull(to: -30)
      FrameClock.advance()
      #expect(view.titleLabel.isHidden)
      view.showsStockParts = true
      FrameClock.commit()
      #expect(!view.titleLabel.isHidden)
      #expect(view.titleLabel.text == "Pull down to refresh")
      #expect(!view.arrowView.isHidden)
      letGo(screen)
    }
  }
}
