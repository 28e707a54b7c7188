import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// A phone's screen as an app sets it up: a 390 × 844 window, key and visible, with a list filling it and a
/// `SimpleHeader` attached the way an app attaches one (`tableView.refreshKit.header = SimpleHeader { … }`).
///
/// It remembers the display links that ran before it was made, so that a test reads only its own list's link
/// (``ownLinks``), and it clears the logs a test reads. Call ``tearDown()`` at the end of a test: the list leaves its
/// window, so that its display link stops.
@MainActor final class Phone {
  let window: UIWindow
  let list: UIScrollView
  let header: SimpleHeader
  /// How many times the header's action ran.
  private(set) var refreshes = 0
  private let linksBefore: [CADisplayLink]

  /// A phone showing `list` (a 390 × 844 table view of `contentHeight` points by default) under `safeArea`, with a
  /// `SimpleHeader` whose action counts ``refreshes``. `inWindow: false` makes the list as in `viewDidLoad`: no window
  /// yet (``show()`` puts it there).
  init(
    list: UIScrollView? = nil, contentHeight: CGFloat = 2000, safeArea: UIEdgeInsets = .zero, inWindow: Bool = true
  ) {
    UIView.animationLog = []
    UIAccessibility.posted = []
    linksBefore = CADisplayLink.running
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    window.safeAreaInsets = safeArea
    let list = list ?? UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    if list.contentSize == .zero { list.contentSize = CGSize(width: 390, height: contentHeight) }
    self.list = list
    header = SimpleHeader()
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    header.refreshingAction = { [weak self] in self?.refreshes += 1 }
    list.refreshKit.header = header
    if inWindow { show() }
  }

  private var hasShown = false

  /// The list goes on screen: into the window, then the frame's layout pass (the safe area reaches it, and the layer
  /// hears of the window). The first time, at rest at the top, below the safe area, as UIKit first shows a list.
  func show() {
    window.addSubview(list)
    FrameClock.commit()
    guard !hasShown else { return }
    hasShown = true
    if !list.isTracking, !list.isDecelerating, list.contentOffset.y > -list.adjustedContentInset.top {
      list.contentOffset.y = -list.adjustedContentInset.top
    }
  }

  /// The layer of the list.
  var refreshKit: ScrollViewRefreshKit { list.refreshKit }

  /// The view drawing the header.
  var headerView: RefreshComponentView? { list.refreshKit.headerView }

  /// The display links running that this phone's list started.
  var ownLinks: [CADisplayLink] {
    CADisplayLink.running.filter { link in !linksBefore.contains { $0 === link } }
  }

  /// Whether the list's display link runs.
  var linkRuns: Bool { !ownLinks.isEmpty }

  /// The finger pulls the content down from the top to `distance` points beyond where it rests, one frame for each
  /// 20 points, moving down at 300 points a second, and lifts (unless `lift` is false) with no velocity.
  func pull(by distance: CGFloat, lift: Bool = true) {
    let top = -list.adjustedContentInset.top
    let steps =
      stride(from: 20, through: distance, by: 20).map { $0 }
      + (distance.truncatingRemainder(dividingBy: 20) == 0 ? [] : [distance])
    list.drag(through: steps.map { CGPoint(x: 0, y: top - $0) }, velocity: CGPoint(x: 0, y: 300))
    if lift { list.liftFinger() }
  }

  /// A pull past the header, and the frames until the content rests with the header refreshing in view.
  func pullToRefresh() {
    pull(by: 90)
    FrameClock.advance(seconds: 0.5)
  }

  /// The list leaves its window, and a frame runs: its display link stops.
  func tearDown() {
    list.removeFromSuperview()
    FrameClock.advance(frames: 1)
  }
}

/// Runs `body` with RefreshKit's own defaults, whatever another test set.
@MainActor func withDefaults<Result>(_ body: () throws -> Result) rethrows -> Result {
  try RefreshConfiguration.withDefault(RefreshConfiguration()) { try body() }
}

/// The diagnostics an app's `RefreshDiagnostics.handler` receives while `body` runs (a report made on the main queue
/// runs outside the test's task, where `RefreshDiagnostics.collect` does not reach).
@MainActor func handledDiagnostics(_ body: () async -> Void) async -> [RefreshDiagnostic] {
  final class Box { var diagnostics: [RefreshDiagnostic] = [] }
  let box = Box()
  let saved = RefreshDiagnostics.handler
  RefreshDiagnostics.handler = { box.diagnostics.append($0) }
  await body()
  RefreshDiagnostics.handler = saved
  return box.diagnostics
}
