// UIKit's facts (Tests/UIKitFacts, compiled into this app by the project) run on a real UIScrollView, so that whoever
// runs the app on a Mac sees where UIKit differs from the UIKit double and the core tests' fake, which run the same
// facts under `swift test`. The UI test `testUIKitsFactsHoldOnARealScrollView` opens this screen and reads its result.
import SwiftUI
import UIKit

/// A real `UIScrollView` in the key window, driven as the facts script it. A finger cannot be given from inside the
/// app: the facts that need one are reported as not run, as is the write-back loop (it hangs UIKit, which is the
/// point of the fact: the double and the fake cut it).
@MainActor final class DeviceFactScrollView: FactScrollView {
  let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  /// Whether the fact asked for something only a finger does.
  private(set) var neededFinger = false
  private final class Log: @unchecked Sendable { var reports: [String] = [] }
  private let log = Log()
  private var observations: [NSKeyValueObservation] = []

  init(in window: UIWindow) {
    list.contentInsetAdjustmentBehavior = .never
    list.contentSize = CGSize(width: 390, height: 2000)
    window.addSubview(list)
    let log = log
    observations = [
      list.observe(\.contentOffset) { _, _ in log.reports.append("offset") },
      list.observe(\.contentInset) { _, _ in log.reports.append("inset") },
    ]
  }

  var offsetY: CGFloat { list.contentOffset.y }
  var isDecelerating: Bool { list.isDecelerating }

  func takeReports() -> [String] {
    defer { log.reports = [] }
    return log.reports
  }

  func writeOffsetY(_ y: CGFloat) { list.contentOffset.y = y }
  func writeInset(top: CGFloat, bottom: CGFloat) {
    list.contentInset = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
  }
  func writeContentHeight(_ height: CGFloat) { list.contentSize.height = height }
  func setOffsetY(_ y: CGFloat, animated: Bool) { list.setContentOffset(CGPoint(x: 0, y: y), animated: animated) }
  func moveFinger(toY y: CGFloat) { neededFinger = true }
  func liftFinger(velocityY: CGFloat) { neededFinger = true }
  /// Lets the main run loop run for `frames` sixtieths of a second: UIKit's frames pass.
  func advance(frames: Int) { RunLoop.main.run(until: Date(timeIntervalSinceNow: Double(frames) / 60)) }
  func answerEachInsetReportWithAnother() { neededFinger = true }
  var insetWrites: Int { 0 }
  var loopWasCut: Bool { false }

  func tearDown() {
    observations.forEach { $0.invalidate() }
    list.removeFromSuperview()
  }
}

/// What the facts found on this device: one line per fact.
@MainActor enum DeviceFacts {
  /// The facts a scroll view in-process cannot be driven through (a finger, or a loop that hangs UIKit).
  static let notRunHere: Set<String> = [
    "past the bottom the offset snaps under the finger", "past the top the offset snaps under the finger",
    "setContentOffset stops a fling", "a write-back loop is cut after 64 nested writes",
  ]

  /// Runs every fact on a fresh scroll view in `window`: "holds", "not run (…)" or what differs.
  static func run(in window: UIWindow) -> [String] {
    var lines = ["screen scale \(window.traitCollection.displayScale) (the facts state a 3× screen)"]
    for (name, fact) in UIKitFacts.facts {
      guard !notRunHere.contains(name) else {
        lines.append("\(name): not run (a finger, or a loop that hangs UIKit)")
        continue
      }
      let view = DeviceFactScrollView(in: window)
      let failures = fact(view)
      view.tearDown()
      lines.append(failures.isEmpty ? "\(name): holds" : "\(name): DIFFERS: \(failures.joined(separator: "; "))")
    }
    return lines
  }
}

/// The facts' screen: runs them once it is shown, then lists what they found.
struct UIKitFactsView: View {
  @State private var lines: [String] = []

  var body: some View {
    List(lines, id: \.self) { Text($0).font(.caption) }
      .navigationTitle("UIKit facts on this device")
      .overlay(alignment: .bottom) {
        if !lines.isEmpty {
          Text(lines.contains { $0.contains("DIFFERS") } ? "Some UIKit facts differ" : "Every UIKit fact run holds")
            .accessibilityIdentifier("uikit-facts-result")
            .accessibilityValue(lines.joined(separator: "\n"))
            .padding()
        }
      }
      .onAppear {
        let window = UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first
        if let window { lines = DeviceFacts.run(in: window) } else { lines = ["no key window: nothing run"] }
      }
  }
}
