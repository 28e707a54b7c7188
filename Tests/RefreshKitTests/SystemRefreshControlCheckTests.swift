import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import RefreshKit
@testable import RefreshKitTools

/// A `UIRefreshControl` (or SwiftUI's `.refreshable`, which installs one) on the scroll view a RefreshKit header is
/// attached to: what the app's log says, and what the header still does.
@Suite @MainActor struct SystemRefreshControlCheckTests {
  @Test func aHeaderAttachedWhereARefreshControlIsIsReportedOnceAsAConflict() throws {
    let check = SystemRefreshControlCheck()
    let header = SimpleHeader()
    let (_, diagnostics) = RefreshDiagnostics.collect {
      check.hostDidChange(hasSystemRefreshControl: true)
      check.headerDidChange(header)
    }
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(diagnostic.kind == .conflict)
    #expect(diagnostic.member == "scrollView.refreshControl")
    #expect(diagnostic.reason.contains("SimpleHeader"))
    #expect(diagnostic.reason.contains("both begin on one pull"))
    #expect(diagnostic.description.hasPrefix("RefreshKit: conflict scrollView.refreshControl = "))
    #expect(check.isConflicting)
    check.headerDidChange(nil)
    #expect(check.isConflicting == false)
  }

  @Test func aRefreshControlAppearingUnderAnAttachedHeaderIsReported() {
    let check = SystemRefreshControlCheck()
    let header = RefreshHeader()
    let (_, diagnostics) = RefreshDiagnostics.collect {
      check.headerDidChange(header)
      check.hostDidChange(hasSystemRefreshControl: false)
      check.hostDidChange(hasSystemRefreshControl: true)  // `.refreshable` installed it later
    }
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.kind == .conflict)
  }

  @Test func theSameMeetingIsReportedOnceHoweverOftenTheHostSaysSo() {
    let check = SystemRefreshControlCheck()
    let header = RefreshHeader()
    let (_, diagnostics) = RefreshDiagnostics.collect {
      check.hostDidChange(hasSystemRefreshControl: true)
      check.headerDidChange(header)
      for _ in 0..<5 {
        check.hostDidChange(hasSystemRefreshControl: true)
        check.headerDidChange(header)
      }
    }
    #expect(diagnostics.count == 1)
  }

  @Test func aMeetingAfterEitherWentAwayIsReportedAgain() {
    let check = SystemRefreshControlCheck()
    let header = RefreshHeader()
    let (_, diagnostics) = RefreshDiagnostics.collect {
      check.hostDidChange(hasSystemRefreshControl: true)
      check.headerDidChange(header)
      check.hostDidChange(hasSystemRefreshControl: false)
      check.hostDidChange(hasSystemRefreshControl: true)  // the control came back
      check.headerDidChange(nil)
      check.headerDidChange(header)  // the header came back
      check.headerDidChange(RefreshHeader())  // another header
    }
    #expect(diagnostics.count == 4)
  }

  @Test func nothingIsReportedWithoutAHeaderOrWithoutAControl() {
    let check = SystemRefreshControlCheck()
    let (_, diagnostics) = RefreshDiagnostics.collect {
      check.hostDidChange(hasSystemRefreshControl: true)
      check.headerDidChange(nil)
      check.hostDidChange(hasSystemRefreshControl: false)
      check.headerDidChange(RefreshHeader())
    }
    #expect(diagnostics.isEmpty)
    #expect(check.isConflicting == false)
  }

  @Test func theHeaderStillPullsBesideTheControl() {
    // Which one pulls: both; RefreshKit changes nothing of either.
    let list = makePhoneList()
    let header = RefreshHeader()
    list.refreshHeader = header
    let check = SystemRefreshControlCheck()
    _ = RefreshDiagnostics.collect {
      check.headerDidChange(header)
      check.hostDidChange(hasSystemRefreshControl: true)
    }
    Finger.pullDown(list, contentBy: 80)
    list.endDrag()
    #expect(header.isRefreshing)
    #expect(header.actionCount == 1)
    #expect(list.refreshInset == Insets(top: 54))
  }
}
