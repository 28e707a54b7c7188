import Foundation

/// One edge of an ``AppInsetReader``.
struct EdgeInsetReader {
  /// What a write meant.
  enum Reading {
    /// The app's inset.
    case certain(CGFloat)
    /// Taken as the whole inset without knowing the style; `asChange` is the other reading.
    case guessed(CGFloat, asChange: CGFloat)
  }

  /// How the app writes this edge, as far as its writes have shown: changes of what it read (`+=`, `-=`: true), or
  /// whole values (`=`: false); nil while nothing is seen yet. An optional `Bool`, not an enum of three cases: such an
  /// enum is `Hashable` by itself, and its conformances, metadata and value witnesses cost an app about 700 bytes
  /// (issue 58).
  private(set) var writesChanges: Bool? = nil
  /// The app's insets when it was last known for certain, the latest first: both readings agreed, or one of them came
  /// back to one of these.
  private(set) var known: [CGFloat] = [0]
  /// The app's inset had every write since the latest known one been a change.
  private var ifChanges: CGFloat = 0

  /// How many known insets an edge remembers: a bar's, a banner's on top of it, keyboards of a few sizes, and what
  /// they add up to.
  static let knownCount = 16

  /// Takes `app` as the edge's inset, known for certain. Out of line: five callers, and each of the four edges of
  /// ``AppInsetReader/settle(_:)`` had a copy.
  @inline(never) mutating func settle(_ app: CGFloat) {
    // A loop, not `removeAll(where:)`, which is specialized (its partition) for this array alone.
    var index = 0
    while index < known.count {
      if Self.same(known[index], app) { known.remove(at: index) } else { index += 1 }
    }
    known.insert(app, at: 0)
    if known.count > Self.knownCount { known.removeLast() }
    ifChanges = app
  }

  /// Reads a write of `written` where the scroll view showed `shown` and the app's inset was `app`.
  mutating func read(written: CGFloat, shown: CGFloat, app: CGFloat) -> Reading {
    let asChange = ifChanges + (written - shown)
    if Self.same(asChange, written) {
      settle(written)
      return .certain(written)
    }
    // The write lands on the inset the changes led to, where the whole reading had drifted from it: the writes were
    // changes, and this one writes the result whole (a layout pass).
    if Self.same(written, ifChanges) && !Self.same(app, ifChanges) {
      writesChanges = true
      settle(written)
      return .certain(written)
    }
    let changeComesBack = isKnown(asChange)
    let wholeComesBack = isKnown(written)
    // An undo (`-=`) that comes back to a known inset, where the whole reading comes back to none.
    if changeComesBack && !wholeComesBack {
      writesChanges = true
      settle(asChange)
      return .certain(asChange)
    }
    // Re-applied: a layout pass writes the inset the app has. It teaches nothing of how the app's other code writes
    // the edge.
    if Self.same(written, app) {
      settle(written)
      return .certain(written)
    }
    // A whole value that comes back to a known inset, where the change reading comes back to none.
    if wholeComesBack && !changeComesBack {
      writesChanges = false
      settle(written)
      return .certain(written)
    }
    ifChanges = asChange
    switch writesChanges {
    case true?: return .certain(asChange)
    case false?: return .certain(written)
    case nil: return .guessed(written, asChange: asChange)
    }
  }

  /// Whether `inset` is one of the ``known`` insets, but for rounding.
  private func isKnown(_ inset: CGFloat) -> Bool {
    for other in known where Self.same(other, inset) { return true }
    return false
  }

  /// Equal but for the rounding of sums of points.
  static func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 0.001 }
}
