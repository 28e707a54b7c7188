import Foundation

/// The glyphs the leaves are drawn with.
enum TextGlyphs {
  /// ✓ or ✗ while `component` shows the result of the refresh that just ended, else nil.
  @MainActor static func result(of component: RefreshComponent) -> String? {
    switch component.displayedResult {
    case .success: "✓"
    case .failure: "✗"
    case .cancelled, nil: nil
    }
  }

  /// A braille spinner, ten frames a second of model time.
  static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// The spinner's frame for `component`: the first when its refresh starts, then ten a second of model time.
  @MainActor static func spinner(_ component: RefreshComponent) -> String {
    guard let start = component.refreshingStartTime, let now = component.scrollView?.now, now > start else {
      return String(spinnerFrames[0])
    }
    let frame = Int(((now - start) * 10 + 1e-6).rounded(.down)) % spinnerFrames.count
    return String(spinnerFrames[frame])
  }

  /// A glyph and a title on one line, either of them possibly empty.
  static func line(_ glyph: String, _ title: String) -> String {
    [glyph, title].filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// A ring of eight cells on two lines of four, clockwise from the top left: `strokeEnd` of them filled (●), from
  /// the cell `rotation` points at, the rest empty (·). While the circle spins, at most six cells are filled, so
  /// that the turn shows; a circle kept still by Reduce Motion is full.
  ///
  /// ```
  /// ●●●●      strokeEnd 0.5, rotation 0        ··●●      strokeEnd 0.5, rotation π/2
  /// ····                                       ··●●
  /// ```
  @MainActor static func ring(_ circle: CircleLoading) -> [String] {
    let cells = 8
    let filled = min(Int((circle.strokeEnd * CGFloat(cells)).rounded()), circle.isSpinning ? 6 : cells)
    let start = Int((circle.rotation / (2 * .pi) * CGFloat(cells) + 1e-6).rounded(.down)) % cells
    var ring = Array(repeating: Character("·"), count: cells)
    for step in 0..<filled { ring[(start + step) % cells] = "●" }
    // Clockwise positions 0...3 run along the top left to right, 4...7 along the bottom right to left.
    return [String(ring[0..<4]), String([ring[7], ring[6], ring[5], ring[4]])]
  }
}
