// Drives RefreshKit Check's scenarios with synthesized touches: the steps that need a finger get a drag, a fling or
// a held drag, as the instruction on top asks; then the results screen must show no failure. Runs on the iOS 17, 18
// and 26 simulators in .github/workflows/check-app.yml; not compiled here (Linux's iOS SDKs have no XCTest).
import XCTest

final class RefreshKitCheckUITests: XCTestCase {
  /// The screens, as the app names them (CheckScreen's raw values).
  static let screens = [
    "UIKit: table, large title, search", "UIKit: compositional collection view",
    "UIKit: horizontal collection view, trailer", "UIKit: horizontal trailer, Arabic",
    "UIKit: contentInset set in viewDidLayoutSubviews", "UIKit: keyboard over an auto footer",
    "UIKit: sheet with detents", "SwiftUI: List, iOS 18 path", "SwiftUI: List, UIKit path",
    "SwiftUI: ScrollView { LazyVStack }, iOS 18 path", "SwiftUI: ScrollView { LazyVStack }, UIKit path",
    "SwiftUI: Form, iOS 18 path", "SwiftUI: Form, UIKit path", "SwiftUI: paged TabView", "SwiftUI: nested carousel",
    "SwiftUI: sheet",
  ]
  /// The scenarios whose fingers a UI test can give, run on every screen.
  static let driven = ["pull and release just past the trigger, 20 times", "end mid-drag", "end mid-fling"]

  override func setUpWithError() throws {
    continueAfterFailure = false
  }

  @MainActor func testEveryScenarioThatNeedsNoFingerPasses() throws {
    let app = XCUIApplication()
    app.launch()
    app.buttons["run-automatic"].tap()
    // Every automatic scenario runs in turn on its own screen; the list says so after the last one.
    XCTAssertTrue(app.staticTexts["all-done"].waitForExistence(timeout: 1800))
    assertNoFailure(in: app)
  }

  @MainActor func testThePullsFlingsAndHeldDragsOfEveryScreenPass() throws {
    let app = XCUIApplication()
    app.launch()
    for screen in Self.screens {
      for name in Self.driven {
        open("\(screen) / \(name)", in: app)
        drive(app, on: screen)
      }
    }
    assertNoFailure(in: app)
  }

  /// UIKit's facts (Tests/UIKitFacts), which the UIKit double and the core tests' fake hold under `swift test`, run
  /// on a real UIScrollView: a failure names each fact where UIKit differs from them.
  @MainActor func testUIKitsFactsHoldOnARealScrollView() throws {
    let app = XCUIApplication()
    app.launch()
    app.buttons["uikit-facts"].tap()
    let result = app.staticTexts["uikit-facts-result"]
    XCTAssertTrue(result.waitForExistence(timeout: 30))
    let lines = (result.value as? String ?? "").split(separator: "\n")
    for line in lines where line.contains("DIFFERS") { XCTFail("UIKit differs from the facts: \(line)") }
    XCTAssertEqual(result.label, "Every UIKit fact run holds")
  }

  // MARK: - Helpers

  /// Scrolls the scenario list until the scenario's row shows, and taps it.
  @MainActor private func open(_ id: String, in app: XCUIApplication) {
    let row = app.buttons[id]
    var swipes = 0
    while !row.isHittable && swipes < 40 {
      app.swipeUp()
      swipes += 1
    }
    XCTAssertTrue(row.isHittable, "no row \(id)")
    row.tap()
  }

  /// Does what each instruction asks until the scenario is over; a fling goes along the screen's axis (the trailer
  /// screens scroll sideways, the Arabic one from the left).
  @MainActor private func drive(_ app: XCUIApplication, on screen: String) {
    let instruction = app.staticTexts["instruction"]
    XCTAssertTrue(instruction.waitForExistence(timeout: 10))
    let list = app.descendants(matching: .any)["checked-list"].firstMatch
    var steps = 0
    while instruction.exists && steps < 80 {
      steps += 1
      let text = instruction.label
      let middle = list.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.45))
      if text.hasPrefix("Pull down") {
        middle.press(forDuration: 0.05, thenDragTo: middle.withOffset(CGVector(dx: 0, dy: 240)))
      } else if text.hasPrefix("Drag the row left") {
        middle.press(forDuration: 0.05, thenDragTo: middle.withOffset(CGVector(dx: -260, dy: 0)))
      } else if text.hasPrefix("Drag the row right") {
        middle.press(forDuration: 0.05, thenDragTo: middle.withOffset(CGVector(dx: 260, dy: 0)))
      } else if text.hasPrefix("Fling") {
        if screen.contains("Arabic") {
          list.swipeRight(velocity: .fast)
        } else if screen.contains("trailer") {
          list.swipeLeft(velocity: .fast)
        } else {
          list.swipeUp(velocity: .fast)
        }
      } else if text.hasPrefix("Put a finger") {
        middle.press(
          forDuration: 0.1, thenDragTo: middle.withOffset(CGVector(dx: 0, dy: -120)), withVelocity: .slow,
          thenHoldForDuration: 1.5)
      } else if text.hasPrefix("Let go") {
        app.buttons["done"].tap()
      } else if app.buttons["skip"].exists {
        app.buttons["skip"].tap()  // a step no synthesized touch can do: the result says "needs a person"
      }
      _ = app.buttons["results"].waitForExistence(timeout: 1)
    }
    XCTAssertTrue(waitUntilGone(instruction, timeout: 30))
  }

  @MainActor private func waitUntilGone(_ element: XCUIElement, timeout: TimeInterval) -> Bool {
    let gone = expectation(for: NSPredicate(format: "exists == false"), evaluatedWith: element)
    return XCTWaiter.wait(for: [gone], timeout: timeout) == .completed
  }

  /// Opens the results screen: no scenario may have failed.
  @MainActor private func assertNoFailure(in app: XCUIApplication) {
    let results = app.buttons["results"]
    var swipes = 0
    while !results.isHittable && swipes < 40 {
      app.swipeDown()
      swipes += 1
    }
    results.tap()
    XCTAssertTrue(app.staticTexts["environment"].waitForExistence(timeout: 10))
    XCTAssertFalse(app.descendants(matching: .any)["result-fail"].exists, "a scenario failed: see the results screen")
  }
}
