import Foundation

/// Whether the adapter keeps writing its hold back over another writer's `contentInset`.
///
/// Code that re-applies its own inset on every layout pass (a `UITableViewController`'s `viewDidLayoutSubviews`,
/// SwiftUI's scroll view re-applying its insets) or from inside the scroll view's report (an observer that insists
/// on its value) would fight the adapter for ever: a write each frame, or a loop inside UIKit's setters (the class of
/// MJRefresh's issues 1233, 1317 and 1612). A foreign value that comes back on ``strikesToYield`` frames in a row,
/// each within ``window`` seconds of the last, makes the adapter yield: it stops writing the hold over that value, the
/// refresh goes on, and the component shows as well as the scroll view allows. It holds again once the refresh part
/// changes (the refresh ends, another begins), the app sets its inset through the adapter, or the scroll view shows
/// another value.
struct InsetConflictBreaker {
  /// How many rounds in a row of the same foreign value make the adapter yield.
  static let strikesToYield = 3
  /// The longest time between two rounds that still counts them in a row, in seconds of model time: a bar that the
  /// app shows again now and then is answered every time.
  static let window: TimeInterval = 0.5

  /// The foreign inset the adapter yielded to, and the refresh part it held then.
  private(set) var yielded: (inset: Insets, refreshPart: Insets)?
  private var foreign: Insets?
  private var strikes = 0
  private var lastStrike = -TimeInterval.infinity

  /// A report showed `reported`, not the adapter's own write, and the adapter would write its hold over it again.
  ///
  /// - Returns: Whether the adapter yields now: once an episode.
  mutating func foreignWrite(
    reported: Insets, refreshPart: Insets, at now: TimeInterval, scale: CGFloat
  ) -> Bool {
    guard yielded == nil else { return false }
    // The app's own writes within one turn (`=`, `+=`, an undo) are answered, whatever they are: only a value that
    // comes back frame after frame is a fight. A loop inside one report is bounded by the command cap instead.
    if let foreign, foreign.isSame(as: reported, scale: scale), now - lastStrike <= Self.window {
      guard now > lastStrike else { return false }
      strikes += 1
    } else {
      foreign = reported
      strikes = 1
    }
    lastStrike = now
    guard strikes >= Self.strikesToYield else { return false }
    yielded = (reported, refreshPart)
    return true
  }

  /// Another writer set `reported` from inside the adapter's own write (a report of it): a loop, yielded to at once.
  ///
  /// - Returns: Whether the adapter yields now: once an episode.
  mutating func answeredOwnWrite(reported: Insets, refreshPart: Insets) -> Bool {
    guard yielded == nil else { return false }
    yielded = (reported, refreshPart)
    return true
  }

  /// Whether the adapter leaves the scroll view's `host` inset as it is: it yielded to it, for this refresh part.
  func holdsBack(host: Insets, refreshPart: Insets, scale: CGFloat) -> Bool {
    guard let yielded else { return false }
    return yielded.inset.isSame(as: host, scale: scale) && yielded.refreshPart.isSame(as: refreshPart, scale: scale)
  }

  /// Starts over: the refresh part changed, or the app set its inset through the adapter.
  mutating func reset() {
    self = InsetConflictBreaker()
  }
}
