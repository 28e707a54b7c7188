import Foundation

/// A component that knows how ``TerminalRenderer`` should draw it, as a few lines of text.
///
/// A header's or a footer's lines are stacked and centred in its frame; a trailer's lines are stacked vertically,
/// one cell each, in the column of its centre. The leaves of RefreshKit conform; a downstream component conforms to
/// be drawn its own way (components that do not are drawn as their state's name).
///
/// ```swift
/// extension BrandHeader: TerminalRenderable {
///   var textLines: [String] { [isRefreshing ? "★ Fetching…" : "☆ Pull for news"] }
/// }
/// ```
///
/// A subclass of a leaf overrides the leaf's `textLines` instead; `super.textLines` is the leaf's drawing.
@MainActor public protocol TerminalRenderable: AnyObject {
  /// The lines that draw the component now, top to bottom.
  var textLines: [String] { get }
}

extension StateHeader {
  /// The header as text, with `glyph` (possibly empty) before the title: the title unless hidden, and the
  /// last-updated line under it unless hidden.
  ///
  /// ```
  /// ↓ Pull down to refresh
  /// Last updated: Today 14:05
  /// ```
  func stateTextLines(glyph: String) -> [String] {
    let line = TextGlyphs.line(glyph, isTitleHidden ? "" : title)
    return isLastUpdatedTimeHidden ? [line] : [line, lastUpdatedText]
  }
}

extension SimpleHeader {
  /// The header as text: the arrow (↓ at rest, ↑ armed), the spinner while refreshing, or ✓/✗ while a result
  /// shows; the title; and the last-updated line under it unless hidden.
  var defaultTextLines: [String] {
    stateTextLines(glyph: arrowGlyph(rest: "↓", armed: "↑"))
  }
}

extension CircleLoadingHeader {
  /// The header as text: its ``CircleLoading`` as a ring of eight cells on two lines, filled with
  /// ``CircleLoading/strokeEnd`` from the cell its ``CircleLoading/rotation`` points at.
  var defaultTextLines: [String] { TextGlyphs.ring(circleLoading) }
}

extension CircleLoadingFooter {
  /// The footer as text: its ``CircleLoading`` as a ring on two lines, or its title with no more data.
  var defaultTextLines: [String] {
    isCircleHidden ? [title] : TextGlyphs.ring(circleLoading)
  }
}

extension StateAutoFooter {
  /// The footer as text, on one line: `glyph` (possibly empty), then the title while it is visible.
  func stateTextLines(glyph: String) -> [String] {
    [TextGlyphs.line(glyph, isTitleVisible ? title : "")]
  }
}

extension SimpleAutoFooter {
  /// The footer as text: the spinner while loading, then the title unless hidden, on one line.
  ///
  /// ```
  /// ⠋ Loading more…
  /// ```
  var defaultTextLines: [String] {
    stateTextLines(glyph: isActivityIndicatorAnimating ? TextGlyphs.spinner(self) : "")
  }
}

extension StateBackFooter {
  /// The footer as text, on one line: `glyph` (possibly empty), then the title unless hidden.
  func stateTextLines(glyph: String) -> [String] {
    [TextGlyphs.line(glyph, isTitleHidden ? "" : title)]
  }
}

extension SimpleBackFooter {
  /// The footer as text: the arrow (↑ at rest, ↓ armed) or the spinner while loading, then the title, on one line.
  var defaultTextLines: [String] {
    stateTextLines(glyph: arrowGlyph(rest: "↑", armed: "↓"))
  }
}

extension SimpleTrailer {
  /// The trailer as text, one cell per line: the arrow (← at rest, → armed) or the spinner while loading, then the
  /// title's characters (``verticalTitle``).
  var defaultTextLines: [String] {
    let glyph = arrowGlyph(rest: "←", armed: "→")
    let characters = isTitleHidden ? [] : title.map(String.init)
    return (glyph.isEmpty ? [] : [glyph]) + characters
  }
}

extension ImageSequenceLeaf {
  /// The glyph of the frame shown now, or ✓ or ✗ while a result shows; empty when neither shows.
  var imageGlyph: String { TextGlyphs.result(of: self) ?? currentImage?.glyph ?? "" }
}

extension ImageSequenceHeader {
  /// The header as text: the frame's glyph before the title, and the last-updated line under it unless hidden.
  var defaultTextLines: [String] { stateTextLines(glyph: imageGlyph) }
}

extension ImageSequenceAutoFooter {
  /// The footer as text: the frame's glyph, then the title while it is visible, on one line.
  var defaultTextLines: [String] { stateTextLines(glyph: currentImage?.glyph ?? "") }
}

extension ImageSequenceBackFooter {
  /// The footer as text: the frame's glyph (or ✓/✗ while a result shows), then the title, on one line.
  var defaultTextLines: [String] { stateTextLines(glyph: imageGlyph) }
}

extension StateHeader: TerminalRenderable {}
extension StateAutoFooter: TerminalRenderable {}
extension StateBackFooter: TerminalRenderable {}
extension CircleLoadingHeader: TerminalRenderable {}
extension CircleLoadingFooter: TerminalRenderable {}
extension SimpleTrailer: TerminalRenderable {}

extension SimpleHeader: ArrowLeaf {}
extension SimpleBackFooter: ArrowLeaf {}
extension SimpleTrailer: ArrowLeaf {}
