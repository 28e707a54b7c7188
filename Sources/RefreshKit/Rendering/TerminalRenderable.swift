import Foundation

/// A component that knows how ``TerminalRenderer`` should draw it, as a few lines of text.
///
/// A header's or a footer's lines are stacked and centred in its frame; a trailer's lines are stacked vertically,
/// one cell each, in the column of its centre. The leaves of RefreshKit conform: their lines draw their
/// ``RefreshComponent/presentation`` (``TerminalRenderer/textLines(of:)``), so overriding the presentation changes
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
  var presentationTextLines: [String] { TerminalRenderer.textLines(of: presentation) }
}

extension StateHeader: TerminalRenderable {}
extension StateAutoFooter: TerminalRenderable {}
extension StateBackFooter: TerminalRenderable {}
extension CircleLoadingHeader: TerminalRenderable {}
extension CircleLoadingFooter: TerminalRenderable {}
extension SimpleTrailer: TerminalRenderable {}
