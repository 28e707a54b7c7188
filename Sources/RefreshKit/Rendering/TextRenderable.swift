import Foundation

/// A component that knows how ``TextRenderer`` should draw it, as a few lines of text.
///
/// A header's or a footer's lines are stacked and centred in its frame; a trailer's lines are stacked vertically,
/// one cell each, in the column of its centre. The leaves of RefreshKit conform; a downstream component conforms to
/// be drawn its own way (components that do not are drawn as their state's name).
///
/// ```swift
/// extension BrandHeader: TextRenderable {
///   var textLines: [String] { [isRefreshing ? "★ Fetching…" : "☆ Pull for news"] }
/// }
/// ```
@MainActor public protocol TextRenderable: AnyObject {
  /// The lines that draw the component now, top to bottom.
  var textLines: [String] { get }
}

/// The glyphs the leaves are drawn with.
enum TextGlyphs {
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
  /// that the turn shows.
  ///
  /// ```
  /// ●●●●      strokeEnd 0.5, rotation 0        ··●●      strokeEnd 0.5, rotation π/2
  /// ····                                       ··●●
  /// ```
  @MainActor static func ring(_ circle: CircleLoading) -> [String] {
    let cells = 8
    let filled = min(Int((circle.strokeEnd * CGFloat(cells)).rounded()), circle.isAnimating ? 6 : cells)
    let start = Int((circle.rotation / (2 * .pi) * CGFloat(cells) + 1e-6).rounded(.down)) % cells
    var ring = Array(repeating: Character("·"), count: cells)
    for step in 0..<filled { ring[(start + step) % cells] = "●" }
    // Clockwise positions 0...3 run along the top left to right, 4...7 along the bottom right to left.
    return [String(ring[0..<4]), String([ring[7], ring[6], ring[5], ring[4]])]
  }
}

extension SimpleHeader: TextRenderable {
  /// The header as text: the arrow (↓ at rest, ↑ armed), the spinner while refreshing, or ✓/✗ while a result
  /// shows; the title; and the last-updated line under it unless hidden.
  ///
  /// ```
  /// ↓ Pull down to refresh
  /// Last updated: Today 14:05
  /// ```
  public var textLines: [String] {
    let glyph: String
    switch displayedResult {
    case .success: glyph = "✓"
    case .failure: glyph = "✗"
    case nil:
      glyph =
        isActivityIndicatorAnimating
        ? TextGlyphs.spinner(self) : isArrowHidden ? "" : arrowRotation > .pi / 2 ? "↑" : "↓"
    }
    var lines = [TextGlyphs.line(glyph, isTitleHidden ? "" : title)]
    if !isLastUpdatedTimeHidden { lines.append(lastUpdatedText) }
    return lines
  }
}

extension CircleLoadingHeader: TextRenderable {
  /// The header as text: its ``CircleLoading`` as a ring of eight cells on two lines, filled with
  /// ``CircleLoading/strokeEnd`` from the cell its ``CircleLoading/rotation`` points at.
  public var textLines: [String] { TextGlyphs.ring(circleLoading) }
}

extension CircleLoadingFooter: TextRenderable {
  /// The footer as text: its ``CircleLoading`` as a ring on two lines, or its title with no more data.
  public var textLines: [String] {
    isCircleHidden ? [title] : TextGlyphs.ring(circleLoading)
  }
}

extension SimpleAutoFooter: TextRenderable {
  /// The footer as text: the spinner while loading, then the title unless hidden, on one line.
  ///
  /// ```
  /// ⠋ Loading more…
  /// ```
  public var textLines: [String] {
    [TextGlyphs.line(isActivityIndicatorAnimating ? TextGlyphs.spinner(self) : "", isTitleVisible ? title : "")]
  }
}

extension SimpleBackFooter: TextRenderable {
  /// The footer as text: the arrow (↑ at rest, ↓ armed) or the spinner while loading, then the title, on one line.
  public var textLines: [String] {
    let glyph =
      isActivityIndicatorAnimating ? TextGlyphs.spinner(self) : isArrowHidden ? "" : arrowRotation > .pi / 2 ? "↓" : "↑"
    return [TextGlyphs.line(glyph, isTitleHidden ? "" : title)]
  }
}

extension SimpleTrailer: TextRenderable {
  /// The trailer as text, one cell per line: the arrow (← at rest, → armed) or the spinner while loading, then the
  /// title's characters (``verticalTitle``).
  public var textLines: [String] {
    let glyph =
      isActivityIndicatorAnimating ? TextGlyphs.spinner(self) : isArrowHidden ? "" : arrowRotation > .pi / 2 ? "→" : "←"
    let characters = isTitleHidden ? [] : title.map(String.init)
    return (glyph.isEmpty ? [] : [glyph]) + characters
  }
}
