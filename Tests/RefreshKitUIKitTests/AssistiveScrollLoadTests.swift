import Foundation
import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// A VoiceOver or Switch Control user who moves row by row to the end loads more (issue 56, item 7), as a finger
/// that scrolls there does. They are told apart from the app's own scrolling by the focus: UIKit posts
/// `elementFocusedNotification` when an assistive technology focuses an element, and the layer loads only when the
/// focused element is in this list and the list's last row has reached the viewport's bottom. The app's programmatic
/// scroll and content that shrinks post no focus, and load nothing, as before.
@Suite(.serialized) @MainActor struct AssistiveScrollLoadTests {
  /// The screen's table with an auto footer and a last row of 44 points at its end.
  func attachFooter(to screen: ViewScreen) -> (AutoRefreshFooter, UIView) {
    let footer = SimpleAutoFooter {}
    screen.table.refreshKit.footer = footer
    let lastRow = UIView(frame: CGRect(x: 0, y: 1956, width: 390, height: 44))
    screen.table.addSubview(lastRow)
    FrameClock.commit()
    return (footer, lastRow)
  }

  /// The offset at which the last row's bottom touches the viewport's bottom.
  func lastRowShown(_ screen: ViewScreen) -> CGPoint {
    CGPoint(x: 0, y: 2000 - 844 + screen.table.adjustedContentInset.bottom - 44)
  }

  func nextTurn() async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { done.resume() }
    }
  }

  @Test func voiceOverFocusingTheLastRowLoadsMore() async {
    await onScreenAsync { screen in
      let (footer, lastRow) = attachFooter(to: screen)
      screen.table.setContentOffset(lastRowShown(screen), animated: false)  // VoiceOver scrolls the row into view
      #expect(footer.state == .idle)
      UIAccessibility.focus(lastRow, by: .notificationVoiceOver)
      #expect(footer.state == .refreshing, "the user reached the end: more loads")
      await nextTurn()
      #expect(footer.state == .refreshing)
      footer.endRefreshing()
    }
  }

  @Test func voiceOverFocusingAnElementThatIsNoViewInTheLastRowLoadsMore() async {
    await onScreenAsync { screen in
      let (footer, lastRow) = attachFooter(to: screen)
      // A row's text as an element of its own, as UIKit and SwiftUI expose some rows: no view, held by the row.
      let text = UIAccessibilityElement(accessibilityContainer: lastRow)
      let word = UIAccessibilityElement(accessibilityContainer: text)
      screen.table.setContentOffset(lastRowShown(screen), animated: false)
      let elsewhere = UIAccessibilityElement(accessibilityContainer: screen.window)
      UIAccessibility.focus(elsewhere, by: .notificationVoiceOver)
      await nextTurn()
      #expect(footer.state == .idle, "an element outside the list loads nothing")
      UIAccessibility.focus(word, by: .notificationVoiceOver)
      #expect(footer.state == .refreshing, "the element's containers lead to a view inside the list")
      footer.endRefreshing()
    }
  }

  @Test func switchControlFocusingTheLastRowBeforeItsScrollLoadsOnTheNextTurn() async {
    await onScreenAsync { screen in
      let (footer, lastRow) = attachFooter(to: screen)
      UIAccessibility.focus(lastRow, by: .notificationSwitchControl)
      #expect(footer.state == .idle, "the row is not in view yet")
      screen.table.setContentOffset(lastRowShown(screen), animated: false)
      #expect(footer.state == .idle, "an offset change alone is no one's")
      await nextTurn()
      #expect(footer.state == .refreshing, "the focus's scroll, heard once the turn is over")
      footer.endRefreshing()
    }
  }

  @Test func theAppsOwnScrollToTheEndLoadsNothing() async {
    await onScreenAsync { screen in
      let (footer, _) = attachFooter(to: screen)
      screen.table.setContentOffset(lastRowShown(screen), animated: false)
      screen.table.setContentOffset(CGPoint(x: 0, y: 2000 - 844 + 44), animated: false)
      await nextTurn()
      #expect(footer.state == .idle, "a scroll by code is the app's: it loads when it wants")
    }
  }

  @Test func contentThatShrinksUnderTheViewportLoadsNothing() async {
    await onScreenAsync { screen in
      let (footer, _) = attachFooter(to: screen)
      screen.table.setContentOffset(CGPoint(x: 0, y: 900), animated: false)
      screen.table.contentSize.height = 1500  // rows deleted: the end comes into view
      await nextTurn()
      #expect(footer.state == .idle)
    }
  }

  @Test func focusOnAnotherViewOrARowAboveTheEndLoadsNothing() async {
    await onScreenAsync { screen in
      let (footer, _) = attachFooter(to: screen)
      let elsewhere = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
      screen.window.addSubview(elsewhere)
      screen.table.setContentOffset(lastRowShown(screen), animated: false)
      UIAccessibility.focus(elsewhere, by: .notificationVoiceOver)
      await nextTurn()
      #expect(footer.state == .idle, "a focus outside the list says nothing of it")
      let middleRow = UIView(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
      screen.table.addSubview(middleRow)
      screen.table.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
      UIAccessibility.focus(middleRow, by: .notificationVoiceOver)
      await nextTurn()
      #expect(footer.state == .idle, "the end is not reached")
    }
  }

  @Test func aKitTheAppKeptAfterClearingTheListsViewsLoadsNothingWhenVoiceOverFocusesARow() async {
    await onScreenAsync { screen in
      let (_, lastRow) = attachFooter(to: screen)
      let kit = screen.table.refreshKit  // an app's property
      screen.table.setContentOffset(lastRowShown(screen), animated: false)
      // The app clears the list's views (its hidden RefreshKit view too), keeps the last row, and attaches a footer to
      // the kit it kept: the kit follows the list no more (no scroll, no inset reaches it).
      for view in screen.table.subviews where view !== lastRow { view.removeFromSuperview() }
      var loads = 0
      let footer = SimpleAutoFooter { loads += 1 }
      kit.footer = footer
      UIAccessibility.focus(lastRow, by: .notificationVoiceOver)
      await nextTurn()
      #expect(footer.state == .idle, "VoiceOver's focus is no longer followed either")
      #expect(loads == 0, "the app's code does not run for a list the kit left")
    }
  }
}

/// ``onScreen(contentHeight:traits:_:)`` for a test that awaits the main queue.
@MainActor func onScreenAsync(_ body: @MainActor (ViewScreen) async -> Void) async {
  await RefreshConfiguration.withDefault(RefreshConfiguration()) {
    let savedLanguage = RefreshLocalization.language
    RefreshLocalization.language = "en"
    let screen = ViewScreen()
    await body(screen)
    screen.tearDown()
    RefreshLocalization.language = savedLanguage
  }
}
