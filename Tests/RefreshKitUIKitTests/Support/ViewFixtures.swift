@preconcurrency import QuartzCore
import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// A screen as an app shows one: a key window in its own scene, and a table in it, 390 × 844 points with 2,000
/// points of rows. The suites that read what a user sees and hears build on it.
@MainActor final class ViewScreen {
  let scene = UIWindowScene()
  let window: UIWindow
  let table: UITableView

  /// A visible key window holding a table with `contentHeight` points of rows; every log a test reads is cleared.
  init(contentHeight: CGFloat = 2000, traits: UITraitCollection = UITraitCollection()) {
    ViewScreen.clearLogs()
    window = UIWindow(windowScene: scene)
    window.traits = traits
    window.makeKeyAndVisible()
    table = UITableView(frame: window.bounds, style: .plain)
    table.contentSize = CGSize(width: window.bounds.width, height: contentHeight)
    window.addSubview(table)
    FrameClock.commit()
  }

  /// Clears what the double logs: VoiceOver's announcements, the haptics, implicit layer animations and the
  /// `UIView.animate` calls.
  static func clearLogs() {
    UIAccessibility.posted = []
    UIFeedbackGenerator.events = []
    CATransaction.implicitAnimations = []
    UIView.animationLog = []
  }

  /// A header as an app attaches one, counting its refreshes in `refreshes`, with its own last-updated store.
  func attachHeader(_ header: RefreshHeader = SimpleHeader()) -> RefreshHeader {
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    table.refreshKit.header = header
    FrameClock.commit()
    return header
  }

  /// The finger pulls the content down to `offsetY` (negative: above the top) over a few frames and stays down.
  func pull(to offsetY: CGFloat) {
    let start = table.contentOffset.y
    let steps = 6
    table.drag(
      through: (1...steps).map { step in
        CGPoint(x: 0, y: start + (offsetY - start) * CGFloat(step) / CGFloat(steps))
      })
  }

  /// The finger lifts, and `seconds` of frames pass.
  func release(thenWait seconds: TimeInterval = 0.5) {
    table.liftFinger()
    FrameClock.advance(seconds: seconds)
  }

  /// Scrolls the table to its last row, at rest.
  func scrollToBottom() {
    table.contentOffset = CGPoint(x: 0, y: table.restingRange().max.y)
    FrameClock.advance()
  }

  /// Takes the table off the screen and closes the scene, so that no later test finds it.
  func tearDown() {
    table.removeFromSuperview()
    window.isHidden = true
    scene.disconnect()
    ViewScreen.clearLogs()
  }
}

/// The names of the pictures the layer asked of the app's image provider, in order.
@MainActor final class AskedImages {
  var names: [String] = []
}

extension ViewScreen {
  /// Gives the table's layer an image provider that answers every name with a picture of `size`, and returns the
  /// names it is asked, in order.
  func answerImages(size: CGSize) -> AskedImages {
    let asked = AskedImages()
    table.refreshKit.imageProvider = { image in
      asked.names.append(image.name)
      return UIImage(name: image.name, size: size)
    }
    return asked
  }

  /// A carousel on the screen: a collection view 390 × 200 points whose items take 300 points across, with
  /// `trailer` attached and laid out. Remove it from its superview at the end of the test.
  func addCarousel(trailer: SimpleTrailer) -> UICollectionView {
    let carousel = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
    carousel.contentSize = CGSize(width: 300, height: 200)
    window.addSubview(carousel)
    carousel.refreshKit.trailer = trailer
    FrameClock.advance()
    return carousel
  }
}

/// Runs `body` with the texts in `language` (no overrides), then restores the language and removes the overrides.
@MainActor func inLanguage<Result>(_ language: String, _ body: () throws -> Result) rethrows -> Result {
  let saved = RefreshLocalization.language
  RefreshLocalization.removeAllOverrides()
  RefreshLocalization.language = language
  defer {
    RefreshLocalization.removeAllOverrides()
    RefreshLocalization.language = saved
  }
  return try body()
}

/// Runs `body` on a fresh screen in English with RefreshKit's own defaults, and tears the screen down after it.
@MainActor func onScreen<Result>(
  contentHeight: CGFloat = 2000, traits: UITraitCollection = UITraitCollection(),
  _ body: (ViewScreen) throws -> Result
) rethrows -> Result {
  try RefreshConfiguration.withDefault(RefreshConfiguration()) {
    try inLanguage("en") {
      let screen = ViewScreen(contentHeight: contentHeight, traits: traits)
      defer { screen.tearDown() }
      return try body(screen)
    }
  }
}
