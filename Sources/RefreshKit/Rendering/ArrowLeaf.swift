import Foundation

/// A leaf pulled at an edge that shows an arrow, an activity indicator and the result of its last refresh:
/// ``SimpleHeader``, ``SimpleBackFooter`` and ``SimpleTrailer``, drawn in text the same way.
@MainActor protocol ArrowLeaf: RefreshComponent {
  /// The arrow's rotation in radians: 0 at rest, π when releasing refreshes.
  var arrowRotation: CGFloat { get }
  /// Whether the arrow is hidden.
  var isArrowHidden: Bool { get }
  /// Whether the activity indicator spins.
  var isActivityIndicatorAnimating: Bool { get }
}

extension ArrowLeaf {
  /// The leaf's glyph: ✓ or ✗ while a result shows, the spinner while the indicator spins, nothing while the arrow
  /// is hidden, else the arrow: `rest` at rotation 0, `armed` once turned past π/2.
  func arrowGlyph(rest: String, armed: String) -> String {
    if let result = TextGlyphs.result(of: self) { return result }
    if isActivityIndicatorAnimating { return TextGlyphs.spinner(self) }
    if isArrowHidden { return "" }
    return arrowRotation > .pi / 2 ? armed : rest
  }
}
