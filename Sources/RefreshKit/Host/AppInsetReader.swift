import Foundation

/// How ``ScrollHostAdapter`` reads what the app writes to the scroll view's `contentInset` itself.
///
/// On an edge where no component holds anything, the value written is the app's inset. Where one holds (a refreshing
/// header, an auto footer), the scroll view shows the app's inset plus the hold, and a write can mean two things: the
/// app's whole inset (`contentInset.bottom = 300`), or a change of what it read, hold included
/// (`contentInset.bottom += 300`). The two readings differ by the hold. Each edge remembers the app's insets when
/// they were known for certain, and what the app's inset would be had every write since the last of them been a
/// change (the change reading); the rules, in order:
///
/// 1. When both readings give the same inset (nothing held), that is the app's.
/// 2. A write of the inset the change reading had reached, where the whole reading had drifted from it, writes the
///    result of changes whole (a layout pass): that is the app's, and the edge's writes were changes.
/// 3. A change that comes back to a known inset, where the whole reading comes back to none, is an undo:
///    `+= k … -= k`.
/// 4. A write of the app's current inset re-applies it (a layout pass that sets the inset it always sets), whatever
///    the edge's other writes are.
/// 5. A whole value that comes back to a known inset, where the change reading comes back to none, is whole:
///    `= k … = 0`.
/// 6. Otherwise the edge's style decides, as rules 2, 3 and 5 last showed it: changes, or whole values; with neither
///    seen yet, the whole value, a guess the adapter reports as ambiguous. A change taken whole is off by the hold
///    until the app undoes it, which rule 3 then corrects.
///
/// Where two of the app's insets on an edge differ by the hold (or twice it), a write can come back to a known inset
/// under either reading, and a coincidence can win; a write of the value the scroll view already shows changes
/// nothing the adapter can see.
struct AppInsetReader {
  /// The edges, in the order of ``edgeNames``.
  private var edges = Array(repeating: EdgeInsetReader(), count: 4)
  /// The app's inset as the reader last read or was given it.
  private var app = Insets.zero

  /// The edges' names, in the order of ``edge(_:of:)``.
  static let edgeNames = ["top", "left", "bottom", "right"]

  /// Edge `index` of `insets`: top, left, bottom, right. A switch, where an array of key paths made on each read
  /// cost an app about 1 KB.
  static func edge(_ index: Int, of insets: Insets) -> CGFloat {
    switch index {
    case 0: insets.top
    case 1: insets.left
    case 2: insets.bottom
    default: insets.right
    }
  }

  /// Sets edge `index` of `insets` (see ``edge(_:of:)``) to `value`.
  static func setEdge(_ index: Int, of insets: inout Insets, to value: CGFloat) {
    switch index {
    case 0: insets.top = value
    case 1: insets.left = value
    case 2: insets.bottom = value
    default: insets.right = value
    }
  }

  /// A write the reader took as the app's whole inset without knowing the edge's style: the edge (`"top"`, `"left"`,
  /// `"bottom"` or `"right"`), what the app wrote, what the scroll view showed before (the app's inset and the hold),
  /// and the app's inset had the write been a change. A tuple, not a struct: a struct's value witnesses and metadata
  /// were code an app linked for it alone (issue 58).
  typealias Guess = (edge: String, written: CGFloat, shown: CGFloat, asChange: CGFloat)

  /// Starts over from `app`, known for certain: the app set it through the adapter.
  mutating func settle(_ app: Insets) {
    for index in edges.indices {
      edges[index].settle(Self.edge(index, of: app))
    }
    self.app = app
  }

  /// The app's inset after the scroll view reported `reported` where it showed `shown`, the app's inset being `app`;
  /// with the edges it had to guess. An edge within `tolerance` of what it showed is what the adapter wrote, as the
  /// scroll view stores it: rounded to its pixels (iOS 18 reports a written 44.1 as 44.0 on a 3× screen), which is
  /// no write of the app's.
  mutating func read(
    reported: Insets, shown: Insets, app: Insets, tolerance: CGFloat = 0
  ) -> (app: Insets, guesses: [Guess]) {
    // Someone set the model's inset directly since: that is the app's, for certain.
    if app != self.app { settle(app) }
    var result = app
    var guesses: [Guess] = []
    for index in edges.indices {
      let written = Self.edge(index, of: reported)
      let before = Self.edge(index, of: shown)
      guard abs(written - before) > tolerance else { continue }
      switch edges[index].read(written: written, shown: before, app: Self.edge(index, of: app)) {
      case .certain(let value):
        Self.setEdge(index, of: &result, to: value)
      case .guessed(let value, let asChange):
        Self.setEdge(index, of: &result, to: value)
        guesses.append((edge: Self.edgeNames[index], written: written, shown: before, asChange: asChange))
      }
    }
    self.app = result
    return (result, guesses)
  }
}
