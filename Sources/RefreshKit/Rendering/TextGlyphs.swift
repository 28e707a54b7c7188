import Foundation

/// The glyphs a presentation is drawn with in text.
enum TextGlyphs {
  /// The glyph of `accessory` on a line before the title: an arrow (↓ ↑ ← →, turned to the nearest quarter), a
  /// braille spinner frame, the image's glyph, ✓ or ✗; empty for none (and for a ring, which takes lines of its own).
  static func glyph(_ accessory: RefreshPresentation.Accessory) -> String {
    switch accessory {
    case .none, .ring: ""
    case .arrow(let direction, let rotation): arrow(direction.turned(by: rotation))
    case .activityIndicator(let elapsed): spinner(elapsed: elapsed)
    case .image(let image): image.glyph
    case .result(.success): "✓"
    case .result(.failure): "✗"
    }
  }

  /// An arrow pointing `direction`.
  static func arrow(_ direction: RefreshPresentation.ArrowDirection) -> String {
    switch direction {
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    }
  }

  /// A braille spinner, ten frames a second of model time.
  static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// The spinner's frame after `elapsed` seconds of spinning: the first at 0, then ten a second.
  static func spinner(elapsed: TimeInterval) -> String {
    guard elapsed.isFinite, elapsed > 0 else { return String(spinnerFrames[0]) }
    let frame = Int((elapsed * 10 + 1e-6).rounded(.down)) % spinnerFrames.count
    return String(spinnerFrames[frame])
  }

  /// A glyph and a title on one line, either of them possibly empty.
  static func line(_ glyph: String, _ title: String) -> String {
    // No array made only to filter and join two strings.
    if glyph.isEmpty { return title }
    if title.isEmpty { return glyph }
    return glyph + " " + title
  }

  /// A ring of eight cells on two lines of four, clockwise from the top left: `strokeEnd` of them filled (●), from
  /// the cell `rotation` points at, the rest empty (·).
  ///
  /// ```
  /// ●●●●      strokeEnd 0.5, rotation 0        ··●●      strokeEnd 0.5, rotation π/2
  /// ····                                       ··●●
  /// ```
  static func ring(strokeEnd: CGFloat, rotation: CGFloat) -> [String] {
    let cells = 8
    let filled = strokeEnd.isFinite ? Int((strokeEnd.clamped(to: 0...1) * CGFloat(cells)).rounded()) : 0
    let turn = rotation.isFinite ? rotation / (2 * .pi) - (rotation / (2 * .pi)).rounded(.down) : 0
    let start = Int((turn * CGFloat(cells) + 1e-6).rounded(.down)) % cells
    var ring = Array(repeating: Character("·"), count: cells)
    for step in 0..<filled { ring[(start + step) % cells] = "●" }
    // Clockwise positions 0...3 run along the top left to right, 4...7 along the bottom right to left.
    return [String(ring[0..<4]), String([ring[7], ring[6], ring[5], ring[4]])]
  }
}
