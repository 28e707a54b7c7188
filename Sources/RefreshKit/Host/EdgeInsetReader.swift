import Foundation

/// One edge of an ``AppInsetReader``.
struct EdgeInsetReader {
  /// How the app writes this edge, as far as its writes have shown.
  enum Style {
    case unknown
    /// Whole values (`=`).
    case whole
    /// Changes of what it read (`+=`, `-=`).
    case change
  }

  /// What a write meant.
  enum Reading {
    /// The app's inset.
    case certain(CGFloat)
    /// Taken as the whole inset without knowing the style; `asChange` is the other reading.
    case guessed(CGFloat, asChange: CGFloat)
  }

  private(set) var style = Style.unknown
  /// The app's inset when both readings last agreed.
  private(set) var anchor: CGFloat = 0
  /// The app's inset had every write since the anchor been a change.
  private var ifChanges: CGFloat = 0

  mutating func settle(_ app: CGFloat) {
    anchor = app
    ifChanges = app
  }

  /// Reads a write of `written` where the scroll view showed `shown` and the app's inset was `app`.
  mutating func read(written: CGFloat, shown: CGFloat, app: CGFloat) -> Reading {
    let asChange = ifChanges + (written - shown)
    let changeComesBack = Self.same(asChange, anchor)
    let wholeComesBack = Self.same(written, anchor)
    if Self.same(asChange, written) || (changeComesBack && wholeComesBack) {
      settle(written)
      return .certain(written)
    }
    if changeComesBack {
      style = .change
      settle(anchor)
      return .certain(anchor)
    }
    if wholeComesBack {
      style = .whole
      settle(written)
      return .certain(written)
    }
    if Self.same(written, app) {
      settle(app)
      return .certain(app)
    }
    ifChanges = asChange
    switch style {
    case .change: return .certain(asChange)
    case .whole: return .certain(written)
    case .unknown: return .guessed(written, asChange: asChange)
    }
  }

  /// Equal but for the rounding of sums of points.
  static func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 0.001 }
}
