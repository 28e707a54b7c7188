import RefreshKit
import Testing
import UIKit

@_spi(Hosting) @testable import RefreshKitUIKit

/// The layer's forwarding at its edges: a carousel that fits, the app replacing its accessibility actions, ⌘R and
/// lists a user cannot see, the clock the frames give the model, and a pan the system cancels.
@Suite(.serialized) @MainActor struct GlueEdgeCaseTests {
  // MARK: - A carousel that fits

  @Test func aCarouselWhoseItemsFitCanBePulledLeftAndKeepsTheAppsVerticalSetting() {
    onScreen { screen in
      let carousel = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
      carousel.contentSize = CGSize(width: 300, height: 200)
      carousel.alwaysBounceVertical = false
      screen.window.addSubview(carousel)
      #expect(!carousel.alwaysBounceHorizontal)
      let trailer = SimpleTrailer {}
      carousel.refreshKit.trailer = trailer
      FrameClock.advance()
      #expect(carousel.alwaysBounceHorizontal, "the trailer lets content that fits be pulled left")
      #expect(!carousel.alwaysBounceVertical, "the app's own setting on the other axis")
      carousel.drag(through: [CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 0)])
      #expect(carousel.contentOffset.x == 40, "the finger moves the content left")
      carousel.liftFinger()
      FrameClock.advance(seconds: 1)
      carousel.refreshKit.trailer = nil
      FrameClock.advance()
      #expect(
        !carousel.alwaysBounceHorizontal,
        "switched off with the last component: the layer had switched it on (issue 43: undone on detach)")
      carousel.removeFromSuperview()
    }
  }

  // MARK: - A read of refreshKit

  @Test func readingRefreshKitBeforeAttachingChangesNothingTheUserSeesOrTheAppReads() {
    onScreen(contentHeight: 300) { screen in
      screen.table.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
      screen.table.setContentOffset(CGPoint(x: 0, y: -10), animated: false)
      FrameClock.advance()
      let before = (
        inset: screen.table.contentInset, offset: screen.table.contentOffset,
        bounce: screen.table.alwaysBounceVertical, actions: screen.table.accessibilityCustomActions?.count
      )
      _ = screen.table.refreshKit.model
      FrameClock.advance(seconds: 1)
      #expect(screen.table.contentInset == before.inset)
      #expect(screen.table.contentOffset == before.offset)
      #expect(screen.table.alwaysBounceVertical == before.bounce)
      #expect(screen.table.accessibilityCustomActions?.count == before.actions, "no named action before a component")
      let hosts = screen.table.subviews.filter { !($0 is RefreshComponentView) && $0.isHidden }
      #expect(hosts.count == 1, "one hidden host view keeps the scroll view's RefreshKit")
      #expect(hosts.first?.bounds.size == .zero, "of no size: it draws nothing and takes no touch")
      #expect(screen.table.refreshKit.headerView == nil, "no component, no view")
    }
  }

  // MARK: - The app replaces its named actions

  @Test func theRefreshActionComesBackAfterTheAppReplacesTheWholeActionList() throws {
    try onScreen { screen in
      let header = screen.attachHeader()
      #expect(screen.table.accessibilityCustomActions?.map(\.name) == ["Refresh"])
      // The user changes the region, the time zone, or the date changes: the texts are drawn again, with the same
      // actions.
      let changes = [
        NSLocale.currentLocaleDidChangeNotification, .NSSystemTimeZoneDidChange,
        UIApplication.significantTimeChangeNotification,
      ]
      for (change, replacement) in zip(
        changes, [[UIAccessibilityCustomAction(name: "Compose") { _ in true }], nil, []])
      {
        screen.table.accessibilityCustomActions = replacement
        let count = RefreshLocalization.changeCount
        NotificationCenter.default.post(name: change, object: nil)
        #expect(RefreshLocalization.changeCount == count + 1, "one redraw a change, however many lists")
        let names = try #require(screen.table.accessibilityCustomActions).map(\.name)
        #expect(names == (replacement?.map(\.name) ?? []) + ["Refresh"], "after \(change.rawValue)")
        #expect(header.state == .idle)
      }
      let refresh = try #require(screen.table.accessibilityCustomActions?.last)
      #expect(refresh.perform())
      #expect(header.isRefreshing, "the action put back refreshes")
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
    }
  }

  // MARK: - ⌘R and lists a user cannot see

  /// A table of its own in a container view in the screen's window, with a header counting its refreshes.
  func listInContainer(on screen: ViewScreen) -> (UIView, UITableView, SimpleHeader) {
    let container = UIView(frame: screen.window.bounds)
    let list = UITableView(frame: container.bounds, style: .plain)
    list.contentSize = CGSize(width: 390, height: 2000)
    container.addSubview(list)
    screen.window.addSubview(container)
    let header = SimpleHeader {}
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    list.refreshKit.header = header
    FrameClock.advance()
    return (container, list, header)
  }

  @Test func commandRSkipsAListAtOnePercentOpacityAndRefreshesOneJustAboveIt() {
    onScreen { screen in
      screen.table.removeFromSuperview()
      let (container, list, header) = listInContainer(on: screen)
      list.alpha = 0.01
      ScrollViewRefreshKit.makeRefreshKeyCommand().press()
      #expect(header.state == .idle, "a list at 1 % opacity is not seen")
      list.alpha = 1
      container.alpha = 0.011
      ScrollViewRefreshKit.makeRefreshKeyCommand().press()
      #expect(header.isRefreshing, "just above 1 %: seen")
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
      container.removeFromSuperview()
    }
  }

  @Test func commandRSkipsAListInAHiddenContainerOrScrolledOffTheWindow() {
    onScreen { screen in
      screen.table.removeFromSuperview()
      let (container, list, header) = listInContainer(on: screen)
      container.isHidden = true
      ScrollViewRefreshKit.makeRefreshKeyCommand().press()
      #expect(header.state == .idle, "its container is hidden")
      container.isHidden = false
      container.frame.origin.x = 400
      ScrollViewRefreshKit.makeRefreshKeyCommand().press()
      #expect(header.state == .idle, "right of the window")
      container.frame.origin.x = 389
      ScrollViewRefreshKit.makeRefreshKeyCommand().press()
      #expect(header.isRefreshing, "one point of it on screen")
      #expect(list.existingRefreshKit != nil)
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
      container.removeFromSuperview()
    }
  }

  // MARK: - The model's clock

  @Test func theModelsClockAdvancesByTheFramesShownWhileTheLinkRuns() {
    withDefaults {
      let phone = Phone()
      phone.list.contentOffset.y = 300
      phone.list.moveFinger(to: CGPoint(x: 0, y: 280), velocity: CGPoint(x: 0, y: 120))
      #expect(phone.linkRuns)
      FrameClock.advance(frames: 1)  // the link's first frame: no time before it
      let start = phone.refreshKit.model.now
      FrameClock.advance(frames: 6)
      #expect(abs(phone.refreshKit.model.now - start - 6 * FrameClock.frameDuration) < 1e-9)
      phone.list.liftFinger()
      phone.tearDown()
    }
  }

  // MARK: - A pan the system cancels

  @Test func aPullThatArmedTheHeaderAndIsCancelledByTheSystemDoesNotRefresh() {
    onScreen { screen in
      let header = screen.attachHeader()
      screen.pull(to: -90)
      #expect(header.state == .pulling)
      screen.table.cancelTouch()
      FrameClock.advance(seconds: 1)
      #expect(header.state == .idle, "an alert or a call is no release")
      #expect(screen.table.contentOffset.y == 0)
      #expect(screen.table.contentInset.top == 0)
    }
  }

  @Test func theBounceTheLayerSwitchedOnGoesOffWithTheLastComponent() {
    RefreshConfiguration.withDefault(RefreshConfiguration()) {
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: UICollectionViewFlowLayout())
      collection.contentSize = CGSize(width: 390, height: 300)
      #expect(!collection.alwaysBounceVertical)
      collection.refreshKit.header = SimpleHeader {}
      collection.refreshKit.footer = SimpleAutoFooter {}
      #expect(collection.alwaysBounceVertical, "switched on so that the short list can be pulled")
      collection.refreshKit.header = nil
      #expect(collection.alwaysBounceVertical, "the footer still needs it")
      collection.refreshKit.footer = nil
      #expect(!collection.alwaysBounceVertical, "gone with the last component: the app's list is as it was")
      let paged = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: UICollectionViewFlowLayout())
      paged.alwaysBounceHorizontal = true  // the app's own, on the axis no component needs
      paged.refreshKit.header = SimpleHeader {}
      paged.refreshKit.header = nil
      #expect(paged.alwaysBounceHorizontal, "the app's bounce on the other axis is the app's")
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      table.refreshKit.header = SimpleHeader {}
      table.refreshKit.header = nil
      #expect(table.alwaysBounceVertical, "a table's own bounce was never the layer's to switch off")
    }
  }
}
