import RefreshKit
import Testing
// UIKit declares its accessibility notifications as mutable globals: read through a `@preconcurrency` import.
@preconcurrency import UIKit

@testable import RefreshKitUIKit

/// How the layer posts to VoiceOver: what the user just asked for as a plain string, which interrupts the speech in
/// progress; what the app or an automatic footer started, and every end, as an attributed string that asks VoiceOver
/// to queue it (iOS 11's queue attribute, and iOS 17's low priority).
@Suite(.serialized) @MainActor struct VoiceOverAnnouncementTests {
  /// What VoiceOver was asked to say, each with whether it waits for the speech in progress.
  var heard: [String] {
    UIAccessibility.posted.map { ($0.waitsForSpeech ? "queued " : "now ") + ($0.argument ?? "") }
  }

  @Test func aLoadTheFooterStartsDuringASwipeIsQueuedBehindWhatVoiceOverReads() {
    onScreen { screen in
      let footer = SimpleAutoFooter {}
      screen.table.refreshKit.footer = footer
      screen.pull(to: 1300)
      #expect(footer.isRefreshing)
      #expect(footer.refreshTrigger == .scrolledToEnd)
      footer.endRefreshing()
      screen.release(thenWait: 1)
      #expect(heard == ["queued Loading more", "queued Loaded"])
      let post = UIAccessibility.posted.first
      #expect(post?.notification == .announcement)
      #expect(post?.queuesAnnouncement == true, "iOS 11 to 16 queue it")
      #expect(post?.priority == .low, "iOS 17 and later give it the low priority")
    }
  }

  @Test func aPullTheUserReleasesIsSaidAtOnceAndItsEndQueued() {
    onScreen { screen in
      let header = screen.attachHeader()
      screen.pull(to: -80)
      screen.release()
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
      #expect(heard == ["now Refreshing", "queued Refreshed"])
      let start = UIAccessibility.posted.first
      #expect(start?.queuesAnnouncement == nil && start?.priority == nil, "a plain string: UIKit's interruption")
    }
  }

  @Test func aTapOnTheFooterIsSaidAtOnce() throws {
    try onScreen(contentHeight: 300) { screen in
      let footer = SimpleAutoFooter {}
      screen.table.refreshKit.footer = footer
      let view = try #require(screen.table.refreshKit.footerView)
      #expect(view.simulateTap())
      footer.endRefreshing(result: .failure("Offline"))
      FrameClock.advance(seconds: 1)
      #expect(view.accessibilityLabel == "Offline")
      #expect(view.accessibilityHint == "Tries loading again")
      #expect(view.accessibilityActivate(), "VoiceOver's double tap retries")
      #expect(heard == ["now Loading more", "queued Offline", "now Loading more"])
    }
  }

  @Test func aThreeFingerScrollAndANamedActionAreSaidAtOnce() {
    onScreen { screen in
      let header = screen.attachHeader()
      #expect(ScrollViewRefreshKit.accessibilityScroll(.up, in: screen.table) == true)
      #expect(header.refreshTrigger == .accessibility)
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
      let refresh = screen.table.accessibilityCustomActions?.first { $0.name == "Refresh" }
      #expect(refresh?.perform() == true)
      #expect(heard == ["now Refreshing", "queued Refreshed", "now Refreshing"])
    }
  }

  @Test func theAppsOwnRefreshIsQueued() {
    onScreen { screen in
      let header = screen.attachHeader()
      header.beginRefreshing()
      FrameClock.advance(seconds: 1)
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
      #expect(heard == ["queued Refreshing", "queued Refreshed"])
    }
  }
}
