import Foundation

/// Whether the adapter keeps writing its hold back over another writer's `contentInset`.
///
/// A steady writer is no fight: code that re-applies the same inset on every layout pass (a `UITableViewController`'s
/// `viewDidLayoutSubviews`, which for a table view controller runs on every scroll frame, its view being the table
/// view; SwiftUI re-applying its insets) gets the hold written back in the same turn, before anything is drawn, once
/// per re-application, as MJRefresh's header restores its inset on each offset change. Two writers are a fight:
/// one whose value keeps changing, on ``strikesToYield`` frames in a row, each within ``window`` seconds of the last,
/// and one that answers the adapter's own write from inside its report more than once (a loop inside UIKit's
/// setters, the class of MJRefresh's issues 1233, 1317 and 1612). Then the adapter yields: it stops writing the hold
/// over that value, the refresh goes on, and the component shows as well as the scroll view allows. It holds again
/// once the refresh part changes (the refresh ends, another begins) or the app sets its inset through the adapter,
/// and, after a loop, once the scroll view shows another value.
struct InsetConflictBreaker {
  /// How many frames in a row of a changing foreign value make the adapter yield.
  static let strikesToYield = 3
  /// The longest time between two rounds that still counts them in a row, in seconds of model time: a bar that the
  /// app changes now and then is answered every time.
  static let window: TimeInterval = 0.5

  /// The foreign inset the adapter yielded to (nil: any, to a writer whose value keeps changing), and the refresh
  /// part it held then.
  private(set) var yielded: (inset: Insets?, refreshPart: Insets)?
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
    defer { foreign = reported }
    // The app's own writes within one turn (`=`, `+=`, an undo) are answered, whatever they are, and so is the same
    // value re-applied frame after frame: only a value that differs from the last, frame after frame, is a fight.
    guard let foreign, now - lastStrike <= Self.window else {
      (strikes, lastStrike) = (1, now)
      return false
    }
    guard now > lastStrike else { return false }
    lastStrike = now
    guard !foreign.isSame(as: reported, scale: scale) else { return false }
    strikes += 1
    guard strikes >= Self.strikesToYield else { return false }
    yielded = (nil, refreshPart)
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
    return (yielded.inset?.isSame(as: host, scale: scale) ?? true)
      && yielded.refreshPart.isSame(as: refreshPart, scale: scale)
  }

  /// Starts over: the refresh part changed, or the app set its inset through the adapter.
  mutating func reset() {
    self = InsetConflictBreaker()
  }
}
