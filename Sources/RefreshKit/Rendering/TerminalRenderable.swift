import Foundation

/// A component that knows how a text renderer (the demo's terminal renderer) should draw it, as a few lines of text.
///
/// A header's or a footer's lines are stacked and centred in its frame; a trailer's lines are stacked vertically,
/// one cell each, in the column of its centre. The leaves of RefreshKit conform: their lines draw their
/// ``RefreshComponent/presentation`` (``RefreshPresentation/textLines``), so overriding the presentation changes
/// them too. A downstream component conforms to be drawn its own way in text only; one that does not is drawn from
/// its presentation, or as its state's name when that shows nothing.
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

extension RefreshComponent {
  /// The component's ``presentation`` as text: what the leaves draw in a terminal.
  var presentationTextLines: [String] { presentation.textLines }
}

extension RefreshPresentation {
  /// The lines that draw the presentation as text, top to bottom: what the leaves' ``TerminalRenderable/textLines``
  /// are.
  ///
  /// - Horizontal: the accessory's glyph (↓ ↑ ← → for an arrow, a braille spinner frame, an image's glyph, ✓ or ✗)
  ///   and the title on one line, then the subtitle. A ring takes two lines of its own, eight cells of which
  ///   ``RefreshPresentation/Accessory/ring(strokeEnd:rotation:)``'s `strokeEnd` are filled (●) from the cell its
  ///   `rotation` points at; a title that is not empty follows it. The first line is there even when it is empty.
  /// - Vertical: the glyph, then the title's characters, one a line.
  ///
  /// ```swift
  /// RefreshPresentation(
  ///   title: "Release to refresh", subtitle: "Last updated: No record", accessory: .arrow(.down, rotation: .pi)
  /// ).textLines
  /// // ["↑ Release to refresh", "Last updated: No record"]
  /// ```
  public var textLines: [String] {
    let title = self.title ?? ""
    let glyph = TextGlyphs.glyph(accessory)
    var ring: [String]?
    if case .ring(let strokeEnd, let rotation) = accessory {
      ring = TextGlyphs.ring(strokeEnd: strokeEnd, rotation: rotation)
    }
    switch axis {
    case .vertical:
      return (ring ?? (glyph.isEmpty ? [] : [glyph])) + title.map(String.init)
    case .horizontal:
      let top = ring.map { title.isEmpty ? $0 : $0 + [title] } ?? [TextGlyphs.line(glyph, title)]
      return top + (subtitle.map { [$0] } ?? [])
    }
  }
}

extension StateHeader: TerminalRenderable {}
extension StateAutoFooter: TerminalRenderable {}
extension StateBackFooter: TerminalRenderable {}
extension CircleLoadingHeader: TerminalRenderable {}
extension CircleLoadingFooter: TerminalRenderable {}
extension SimpleTrailer: TerminalRenderable {}
