import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// ⌘R on an iPad's keyboard, the haptic of a pull, and a `UIRefreshControl` beside the header.
@Suite(.serialized) @MainActor struct KeyCommandAndHapticTests {
  // MARK: - ⌘R

  @Test func theKeyCommandIsCommandRTitledRefresh() {
    inLanguage("en") {
      let command = ScrollViewRefreshKit.makeRefreshKeyCommand()
      #expect(command.input == "r")
      #expect(command.modifierFlags == .command)
      #expect(command.title == "Refresh")
      #expect(command.discoverabilityTitle == "Refresh")
    }
  }

  @Test func theKeyCommandsTitlesInTheShortcutListAreInTheAppsLanguage() {
    inLanguage("de") {
      let command = ScrollViewRefreshKit.makeRefreshKeyCommand()
      #expect(command.title == "Aktualisieren", "the menu's title")
      #expect(command.discoverabilityTitle == "Aktualisieren", "the title in the list that holding ⌘ shows")
    }
  }

  @Test func commandRRefreshesTheListWhoseHeaderIsInView() {
    onScreen { screen in
      var refreshes = 0
      let header = screen.attachHeader(SimpleHeader { refreshes += 1 })
      #expect(screen.table.becomeFirstResponder())
      #expect(ScrollViewRefreshKit.makeRefreshKeyCommand().press())
      #expect(header.isRefreshing)
      #expect(header.refreshTrigger == .keyCommand)
      #expect(refreshes == 1)
      FrameClock.advance(seconds: 0.5)
      #expect(screen.table.contentOffset.y == -54, "the header scrolled into view")
      ScrollViewRefreshKit.makeRefreshKeyCommand().press()
      #expect(refreshes == 1, "already refreshing: nothing more")
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
    }
  }

  @Test func ofTwoListsAtTheirTopTheOneHoldingTheFirstResponderRefreshes() {
    onScreen { screen in
      // A second list beside the first, both at their top: ⌘R goes to the one the user is in.
      let other = UITableView(frame: CGRect(x: 0, y: 400, width: 390, height: 444), style: .plain)
      other.contentSize = CGSize(width: 390, height: 3000)
      screen.window.addSubview(other)
      let otherHeader = SimpleHeader {}
      otherHeader.lastUpdatedStore = InMemoryLastUpdatedStore()
      other.refreshKit.header = otherHeader
      let header = screen.attachHeader(SimpleHeader {})
      FrameClock.advance()
      for (list, refreshing, idle) in [(other, otherHeader, header), (screen.table, header, otherHeader)] {
        #expect(list.becomeFirstResponder())
        #expect(ScrollViewRefreshKit.makeRefreshKeyCommand().press())
        #expect(refreshing.isRefreshing, "the list holding the first responder")
        #expect(!idle.isRefreshing)
        refreshing.endRefreshing()
        FrameClock.advance(seconds: 1)
      }
      other.removeFromSuperview()
    }
  }

  @Test func withNoFirstResponderTheKeyWindowsListAtItsTopRefreshes() {
    onScreen { screen in
      // A second list, in front and scrolled down: its header is out of view.
      let front = UITableView(frame: CGRect(x: 0, y: 400, width: 390, height: 444), style: .plain)
      front.contentSize = CGSize(width: 390, height: 3000)
      screen.window.addSubview(front)
      var frontRefreshes = 0
      let frontHeader = SimpleHeader { frontRefreshes += 1 }
      frontHeader.lastUpdatedStore = InMemoryLastUpdatedStore()
      front.refreshKit.header = frontHeader
      front.contentOffset = CGPoint(x: 0, y: 600)
      var refreshes = 0
      let header = screen.attachHeader(SimpleHeader { refreshes += 1 })
      FrameClock.advance()

      #expect(ScrollViewRefreshKit.makeRefreshKeyCommand().press())
      #expect(header.isRefreshing, "the list at its top, behind the other")
      #expect(refreshes == 1)
      #expect(!frontHeader.isRefreshing)
      #expect(frontRefreshes == 0)
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
      front.removeFromSuperview()
    }
  }

  @Test func commandRDoesNothingWhenNoListCanRefresh() {
    onScreen { screen in
      screen.table.refreshKit.footer = SimpleAutoFooter {}
      FrameClock.commit()
      let offset = screen.table.contentOffset
      ScrollViewRefreshKit.makeRefreshKeyCommand().press()
      #expect(screen.table.refreshKit.footer?.isRefreshing == false, "a list with no header")
      #expect(screen.table.contentOffset == offset)

      let header = screen.attachHeader()
      header.isHidden = true
      FrameClock.commit()
      ScrollViewRefreshKit.makeRefreshKeyCommand().press()
      #expect(header.state == .idle, "a hidden header")

      screen.window.isHidden = true
      header.isHidden = false
      ScrollViewRefreshKit.makeRefreshKeyCommand().press()
      #expect(header.state == .idle, "no key window on screen")
      screen.window.makeKeyAndVisible()
    }
  }

  // MARK: - Haptic

  @Test func onePullThatArmsDisarmsAndArmsAgainPlaysTwoLightImpacts() {
    onScreen { screen in
      let header = screen.attachHeader()
      UIFeedbackGenerator.events = []
      screen.table.moveFinger(to: CGPoint(x: 0, y: -5))
      #expect(UIFeedbackGenerator.events.isEmpty, "a pan that begins wakes nothing")
      screen.pull(to: -40)
      #expect(UIFeedbackGenerator.events == [.prepare], "near the trigger, the engine wakes; not armed yet")
      screen.pull(to: -80)
      #expect(header.state == .pulling)
      #expect(UIFeedbackGenerator.events == [.prepare, .impact(.light)])
      screen.pull(to: -100)
      #expect(UIFeedbackGenerator.events.filter { $0 == .impact(.light) }.count == 1, "pulling further: nothing")
      screen.pull(to: -20)
      #expect(header.state == .idle)
      #expect(UIFeedbackGenerator.events.filter { $0 == .impact(.light) }.count == 1, "disarming: nothing")
      screen.pull(to: -90)
      #expect(header.state == .pulling)
      #expect(UIFeedbackGenerator.events.filter { $0 == .impact(.light) }.count == 2)
      #expect(UIFeedbackGenerator.events.suffix(2) == [.prepare, .impact(.light)], "prepared just before it plays")
      screen.release()
      #expect(header.isRefreshing)
      #expect(UIFeedbackGenerator.events.filter { $0 == .impact(.light) }.count == 2, "the release: nothing")
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
    }
  }

  @Test func aHeaderWithHapticsOffNeitherPreparesNorPlays() {
    onScreen { screen in
      let header = screen.attachHeader()
      header.playsHaptics = false
      UIFeedbackGenerator.events = []
      screen.pull(to: -90)
      #expect(header.state == .pulling)
      #expect(UIFeedbackGenerator.events.isEmpty)
      screen.release()
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
    }
  }

  @Test func startsThatNoFingerMadePlayNothing() {
    onScreen { screen in
      let header = screen.attachHeader()
      UIFeedbackGenerator.events = []
      header.beginRefreshing()
      FrameClock.advance(seconds: 0.5)
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
      ScrollViewRefreshKit.makeRefreshKeyCommand().press()
      FrameClock.advance(seconds: 0.5)
      #expect(header.isRefreshing)
      #expect(UIFeedbackGenerator.events.isEmpty)
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
    }
  }

  // MARK: - UIRefreshControl

  @Test func aRefreshControlSetBesideTheHeaderIsReportedAsAConflict() throws {
    try onScreen { screen in
      _ = screen.attachHeader()
      let (_, diagnostics) = RefreshDiagnostics.collect {
        screen.table.refreshControl = UIRefreshControl()
      }
      let diagnostic = try #require(diagnostics.first)
      #expect(diagnostics.count == 1)
      #expect(diagnostic.kind == .conflict)
      #expect(diagnostic.member == "scrollView.refreshControl")
      #expect(diagnostic.reason.contains("SimpleHeader"))
    }
  }

  @Test func aHeaderAddedToAListThatAlreadyHasARefreshControlIsReportedAsAConflict() throws {
    try onScreen { screen in
      screen.table.refreshControl = UIRefreshControl()  // set before the list had a `refreshKit`
      let (_, diagnostics) = RefreshDiagnostics.collect {
        _ = screen.attachHeader()
        FrameClock.advance()
      }
      let diagnostic = try #require(diagnostics.first)
      #expect(diagnostics.count == 1)
      #expect(diagnostic.kind == .conflict)
      #expect(diagnostic.reason.contains("SimpleHeader"))
    }
  }

  @Test func aHeaderAttachedWhereARefreshControlIsIsReportedOnce() {
    onScreen { screen in
      screen.table.refreshControl = UIRefreshControl()
      let (_, diagnostics) = RefreshDiagnostics.collect {
        _ = screen.attachHeader()
        screen.table.refreshControl = screen.table.refreshControl
        FrameClock.advance()
      }
      #expect(diagnostics.map(\.kind) == [.conflict])
      let (_, none) = RefreshDiagnostics.collect {
        screen.table.refreshControl = nil
        screen.table.refreshKit.header = nil
        screen.table.refreshControl = UIRefreshControl()
      }
      #expect(none.isEmpty, "a refresh control alone is the app's own")
    }
  }
}
