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

extension SimpleHeader {
  /// The header as text: the arrow (↓ at rest, ↑ armed), the spinner while refreshing, or ✓/✗ while a result
  /// shows; the title; and the last-updated line under it unless hidden.
  ///
  /// ```
  /// ↓ Pull down to refresh
  /// Last updated: Today 14:05
  /// ```
  var defaultTextLines: [String] {
    let glyph =
      TextGlyphs.result(of: self)
      ?? (isActivityIndicatorAnimating
        ? TextGlyphs.spinner(self) : isArrowHidden ? "" : arrowRotation > .pi / 2 ? "↑" : "↓")
    var lines = [TextGlyphs.line(glyph, isTitleHidden ? "" : title)]
    if !isLastUpdatedTimeHidden { lines.append(lastUpdatedText) }
    return lines
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

extension SimpleAutoFooter {
  /// The footer as text: the spinner while loading, then the title unless hidden, on one line.
  ///
  /// ```
  /// ⠋ Loading more…
  /// ```
  var defaultTextLines: [String] {
    [TextGlyphs.line(isActivityIndicatorAnimating ? TextGlyphs.spinner(self) : "", isTitleVisible ? title : "")]
  }
}

extension SimpleBackFooter {
  /// The footer as text: the arrow (↑ at rest, ↓ armed) or the spinner while loading, then the title, on one line.
  var defaultTextLines: [String] {
    let glyph =
      TextGlyphs.result(of: self)
      ?? (isActivityIndicatorAnimating
        ? TextGlyphs.spinner(self) : isArrowHidden ? "" : arrowRotation > .pi / 2 ? "↓" : "↑")
    return [TextGlyphs.line(glyph, isTitleHidden ? "" : title)]
  }
}

extension SimpleTrailer {
  /// The trailer as text, one cell per line: the arrow (← at rest, → armed) or the spinner while loading, then the
  /// title's characters (``verticalTitle``).
  var defaultTextLines: [String] {
    let glyph =
      TextGlyphs.result(of: self)
      ?? (isActivityIndicatorAnimating
        ? TextGlyphs.spinner(self) : isArrowHidden ? "" : arrowRotation > .pi / 2 ? "→" : "←")
    let characters = isTitleHidden ? [] : title.map(String.init)
    return (glyph.isEmpty ? [] : [glyph]) + characters
  }
}

extension SimpleHeader: TerminalRenderable {}
extension CircleLoadingHeader: TerminalRenderable {}
extension CircleLoadingFooter: TerminalRenderable {}
extension SimpleAutoFooter: TerminalRenderable {}
extension SimpleBackFooter: TerminalRenderable {}
extension SimpleTrailer: TerminalRenderable {}
