import Foundation
import Testing

@_spi(Testing) @testable import RefreshKit
@testable import RefreshKitTools

/// The haptic a renderer plays when a pull arms (`playsHaptic(for:)`): on by default, switchable per component and
/// app-wide.
@Suite @MainActor struct PullHapticTests {
  /// The haptics a renderer would play for `component`, counted as the UIKit layer asks: once per event.
  @MainActor final class Haptics {
    private(set) var played = 0
    private var token: RefreshObservation?

    init(_ component: RefreshComponent) {
      token = component.observe { [unowned self, unowned component] event in
        if component.playsHaptic(for: event) { played += 1 }
      }
    }
  }

  @Test func aPullThatArmsTheHeaderPlaysOneHapticAndFallingBackPlaysNone() {
    let list = makePhoneList()
    let header = SimpleHeader {}
    list.refreshHeader = header
    let haptics = Haptics(header)
    Finger.pullDown(list, contentBy: 30)
    #expect(haptics.played == 0, "not armed yet")
    Finger.pullDown(list, contentBy: 60)
    #expect(header.state == .pulling)
    #expect(haptics.played == 1, "the pull armed")
    Finger.pullDown(list, contentBy: 80)
    #expect(haptics.played == 1, "pulling further plays nothing more")
    Finger.pullDown(list, contentBy: 20)
    #expect(header.state == .idle)
    #expect(haptics.played == 1, "disarming plays nothing")
    Finger.pullDown(list, contentBy: 60)
    #expect(haptics.played == 2, "arming again in the same drag plays again")
    list.endDrag()
    #expect(header.isRefreshing)
    #expect(haptics.played == 2, "the release itself plays nothing more")
  }

  @Test func aBackFooterAndATrailerPlayWhenTheirPullArms() {
    let list = makePhoneList()
    let footer = SimpleBackFooter {}
    list.refreshFooter = footer
    let haptics = Haptics(footer)
    list.contentOffset = list.maximumContentOffset
    Finger.pullUp(list, contentBy: 60)
    #expect(footer.state == .pulling)
    #expect(haptics.played == 1)

    let carousel = makePhoneList(contentHeight: 667, contentWidth: 1500)
    let trailer = SimpleTrailer {}
    carousel.refreshTrailer = trailer
    let trailerHaptics = Haptics(trailer)
    carousel.contentOffset = carousel.maximumContentOffset
    Finger.pullLeft(carousel, contentBy: 80)
    #expect(trailer.state == .pulling)
    #expect(trailerHaptics.played == 1)
  }

  @Test func startsThatNoFingerMadePlayNothing() {
    let list = makePhoneList()
    let header = SimpleHeader {}
    list.refreshHeader = header
    let haptics = Haptics(header)
    header.beginRefreshing()
    header.endRefreshing()
    #expect(list.accessibilityScroll(.up))
    header.endRefreshing()
    #expect(RefreshKeyCommand.refresh(among: [list]))
    #expect(haptics.played == 0)
  }

  @Test func aComponentSwitchedOffPlaysNothingAndOnPlaysEvenWhenTheAppSwitchedThemOff() {
    withConfiguration {
      let list = makePhoneList()
      let header = SimpleHeader {}
      list.refreshHeader = header
      let haptics = Haptics(header)
      header.playsHaptics = false
      Finger.pullDown(list, contentBy: 60)
      #expect(header.state == .pulling)
      #expect(haptics.played == 0)
      Finger.pullDown(list, contentBy: 10)
      RefreshConfiguration.default.playsHaptics = false
      header.playsHaptics = true
      Finger.pullDown(list, contentBy: 60)
      #expect(haptics.played == 1, "the component's own choice wins")
    }
  }

  @Test func theAppWideSwitchTurnsEveryComponentOffAtOnce() {
    withConfiguration {
      #expect(RefreshConfiguration.default.playsHaptics, "on by default")
      let list = makePhoneList()
      let header = SimpleHeader {}
      list.refreshHeader = header
      #expect(header.playsHaptics == nil, "a component follows the app by default")
      let haptics = Haptics(header)
      RefreshConfiguration.default.playsHaptics = false
      Finger.pullDown(list, contentBy: 60)
      #expect(header.state == .pulling)
      #expect(haptics.played == 0, "read live: the header was made before the switch")
    }
  }

  @Test func onlyTheArmingEventPlays() {
    let list = makePhoneList()
    let header = SimpleHeader {}
    list.refreshHeader = header
    #expect(header.playsHaptic(for: .thresholdCrossed(armed: true)))
    #expect(!header.playsHaptic(for: .thresholdCrossed(armed: false)))
    #expect(!header.playsHaptic(for: .stateChanged(from: .idle, to: .pulling)))
    #expect(!header.playsHaptic(for: .actionStarted(.pull)))
    header.isHidden = true
    #expect(!header.playsHaptic(for: .thresholdCrossed(armed: true)), "a hidden component plays nothing")
    list.refreshHeader = nil
    header.isHidden = false
    #expect(!header.playsHaptic(for: .thresholdCrossed(armed: true)), "nor a detached one")
  }
}

/// ⌘R: which list refreshes (`RefreshKeyCommand`).
@Suite @MainActor struct RefreshKeyCommandTests {
  @Test func theListAtItsTopRefreshesItsHeaderAndSaysSo() {
    let list = makePhoneList()
    let header = SimpleHeader {}
    list.refreshHeader = header
    #expect(RefreshKeyCommand.refresh(among: [list]))
    #expect(header.isRefreshing)
    #expect(header.refreshTrigger == .keyCommand)
    #expect(header.actionCount == 1)
    list.advance(by: ScrollModel.animationDuration)
    #expect(list.contentOffset.y == -54, "the header scrolled into view")
    #expect(!RefreshKeyCommand.refresh(among: [list]), "a second ⌘R while it refreshes does nothing")
    #expect(header.actionCount == 1)
  }

  @Test func theListWhoseHeaderIsInViewWinsOverTheFocusedOneScrolledDown() {
    let sidebar = makePhoneList()
    let sidebarHeader = SimpleHeader {}
    sidebar.refreshHeader = sidebarHeader
    sidebar.contentOffset = CGPoint(x: 0, y: 600)
    let detail = makePhoneList()
    let detailHeader = SimpleHeader {}
    detail.refreshHeader = detailHeader
    #expect(RefreshKeyCommand.list(toRefreshAmong: [sidebar, detail]) === detail)
    detail.contentOffset = CGPoint(x: 0, y: 300)
    #expect(
      RefreshKeyCommand.list(toRefreshAmong: [sidebar, detail]) === sidebar,
      "no header in view: the first list, the focused one")
    #expect(RefreshKeyCommand.refresh(among: [sidebar, detail]))
    #expect(sidebarHeader.isRefreshing)
    #expect(!detailHeader.isRefreshing)
    sidebar.advance(by: ScrollModel.animationDuration)
    #expect(sidebar.contentOffset.y == -54, "it scrolled back to the top")
  }

  @Test func aRefreshingListInViewIsNotPassedOverForAnother() {
    let first = makePhoneList()
    let firstHeader = SimpleHeader {}
    first.refreshHeader = firstHeader
    firstHeader.beginRefreshing()
    first.advance(by: ScrollModel.animationDuration)
    let second = makePhoneList()
    let secondHeader = SimpleHeader {}
    second.refreshHeader = secondHeader
    #expect(RefreshKeyCommand.list(toRefreshAmong: [first, second]) == nil)
    #expect(!RefreshKeyCommand.refresh(among: [first, second]))
    #expect(secondHeader.actionCount == 0)
  }

  @Test func listsWithNoHeaderOrAHiddenOneAreNeverChosen() {
    let plain = makePhoneList()
    plain.refreshFooter = SimpleAutoFooter {}
    let hidden = makePhoneList()
    let hiddenHeader = SimpleHeader {}
    hidden.refreshHeader = hiddenHeader
    hiddenHeader.isHidden = true
    #expect(RefreshKeyCommand.list(toRefreshAmong: [plain, hidden]) == nil)
    #expect(RefreshKeyCommand.list(toRefreshAmong: []) == nil)
    let feed = makePhoneList()
    feed.refreshHeader = SimpleHeader {}
    feed.contentOffset = CGPoint(x: 0, y: 900)
    #expect(RefreshKeyCommand.list(toRefreshAmong: [plain, hidden, feed]) === feed)
  }

  @Test func aHeaderPulledIntoViewCountsAsInView() {
    let scrolled = makePhoneList()
    scrolled.refreshHeader = SimpleHeader {}
    scrolled.contentOffset = CGPoint(x: 0, y: 400)
    let pulled = makePhoneList()
    pulled.refreshHeader = SimpleHeader {}
    Finger.moveContent(pulled, toY: -30)
    #expect(RefreshKeyCommand.list(toRefreshAmong: [scrolled, pulled]) === pulled)
  }

  @Test func aRefreshingListScrolledDownLeavesTheKeyToAListWhoseHeaderIsInView() {
    let busy = makePhoneList()
    let busyHeader = SimpleHeader {}
    busy.refreshHeader = busyHeader
    busyHeader.beginRefreshing()
    busy.advance(by: ScrollModel.animationDuration)
    busy.contentOffset = CGPoint(x: 0, y: 500)
    let idle = makePhoneList()
    let idleHeader = SimpleHeader {}
    idle.refreshHeader = idleHeader
    #expect(RefreshKeyCommand.refresh(among: [busy, idle]))
    #expect(idleHeader.isRefreshing)
    #expect(busyHeader.actionCount == 1)
  }
}
