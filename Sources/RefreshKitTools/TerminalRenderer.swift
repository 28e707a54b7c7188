import Foundation
import RefreshKit

/// Draws a ``ScrollModel`` and its refresh components as lines of text: what the demo prints, and what snapshot
/// tests compare.
///
/// The text is a window of ``width`` columns and ``height`` lines over the viewport, from its top-left corner at
/// ``ScrollModel/contentOffset``:
/// - **Scale.** One line is ``pointsPerLine`` (22) points of the scroll view, so a row of the default 44 points takes
///   two lines and a header of 54 points about two and a half. The viewport's width maps onto the ``width``
///   columns. A cell shows what lies under its centre; lines below the viewport's bottom stay empty.
/// - **Content.** The content is a list of rows ``rowHeight`` points tall; each row's label (``rowLabel``, "Row 1",
///   "Row 2", … by default) is written at the left edge of the content, on the row's first line.
/// - **Components.** The header, the footer and the trailer are drawn where their frames are, so a pull reveals the
///   header from its bottom up. A header's or a footer's lines (``TerminalRenderable/textLines``) are stacked and centred
///   in its frame, one line per ``pointsPerLine``, each centred in the width; a trailer's are stacked in the column
///   of its centre, one character per line, centred in the viewport's height. ``SimpleHeader`` draws its arrow (↓ at
///   rest, ↑ armed) or a spinner, its title and its last-updated line; ``CircleLoadingHeader`` a ring of eight cells
///   that fills with ``CircleLoading/strokeEnd`` (at most six while it spins) and turns with
///   ``CircleLoading/rotation``; the footers and the trailer likewise. A hidden or transparent component is not
///   drawn; one that is not ``TerminalRenderable`` is drawn as its state's name.
/// - **Output.** Exactly ``height`` lines, each at most ``width`` characters, with trailing spaces removed so that
///   snapshots compare cleanly. Each `Character` takes one cell (a terminal shows East Asian characters wider).
///
/// The renderer is pure: it only reads the model, and the same model gives the same text. The model includes what
/// the components read: the scroll view's clock (``ScrollModel/now``), which moves the spinners, and for a
/// ``StateHeader`` its ``RefreshHeader/currentDate``, ``StateHeader/calendar`` and ``RefreshHeader/lastUpdatedStore``,
/// which make the last-updated line. Their defaults are the system's clock, calendar and time zone; inject fixed
/// ones, as the demo and the tests do, for text that is the same on every machine.
///
/// ```swift
/// let list = ScrollModel(frame: CGRect(x: 0, y: 0, width: 240, height: 220))
/// list.contentSize = CGSize(width: 240, height: 2000)
/// list.refreshHeader = SimpleHeader { }
/// list.drag(by: CGPoint(x: 0, y: 160))          // the content moves down 62.86 points: armed
/// print(TerminalRenderer(width: 30, height: 6).renderText(list))
/// ```
///
/// prints (the first line is the top of the header, above its text):
///
/// ```
///
///      ↑ Release to refresh
///   Last updated: No record
/// Row 1
///
/// Row 2
/// ```
public struct TerminalRenderer: Sendable {
  /// The points of the scroll view one line of text stands for: 22.
  public static let pointsPerLine: CGFloat = 22

  /// The number of columns of each line.
  public var width: Int

  /// The number of lines drawn.
  public var height: Int

  /// The height of a content row, in points: 44 by default.
  public var rowHeight: CGFloat

  /// The label of the row at a zero-based index: `"Row 1"` for index 0 by default.
  public var rowLabel: @Sendable (Int) -> String

  /// Creates a renderer of `width` columns and `height` lines.
  ///
  /// ```swift
  /// let renderer = TerminalRenderer(width: 40, height: 12, rowHeight: 88) { "Message #\($0)" }
  /// ```
  ///
  /// - Parameters:
  ///   - width: The number of columns; negative values count as 0.
  ///   - height: The number of lines; negative values count as 0.
  ///   - rowHeight: The height of a content row in points; a value that is not finite and positive counts as 44.
  ///   - rowLabel: The label of the row at a zero-based index.
  public init(
    width: Int, height: Int, rowHeight: CGFloat = 44,
    rowLabel: @escaping @Sendable (Int) -> String = { "Row \($0 + 1)" }
  ) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.rowHeight = rowHeight.isFinite && rowHeight > 0 ? rowHeight : 44
    self.rowLabel = rowLabel
  }

  /// Draws `scrollView` as ``height`` lines of at most ``width`` characters.
  ///
  /// - Parameter scrollView: The scroll view, with its attached components.
  /// - Returns: The lines, top to bottom, without trailing spaces.
  @MainActor public func render(_ scrollView: ScrollModel) -> [String] {
    var canvas = Canvas(width: width, height: height)
    let frame = scrollView.frame
    guard width > 0, height > 0, frame.width > 0 else { return canvas.lines }
    let origin = scrollView.contentOffset
    let columnWidth = frame.width / CGFloat(width)
    let lineHeight = Self.pointsPerLine
    let visibleLines = (0..<height).filter { (CGFloat($0) + 0.5) * lineHeight < frame.height }
    let vertical = [scrollView.refreshHeader as RefreshComponent?, scrollView.refreshFooter].compactMap { $0 }
      .filter(Self.isDrawn)

    for line in visibleLines {
      let y = origin.y + (CGFloat(line) + 0.5) * lineHeight
      // The content's rows: the label on the first line of each row.
      let contentSize = scrollView.contentSize
      if y >= 0, y < contentSize.height {
        let row = Int((y / rowHeight).rounded(.down))
        if y - CGFloat(row) * rowHeight < lineHeight {
          let firstColumn = Int((-origin.x / columnWidth).rounded())
          for (index, character) in rowLabel(row).enumerated() {
            let column = firstColumn + index
            let x = origin.x + (CGFloat(column) + 0.5) * columnWidth
            if x >= 0, x < contentSize.width { canvas.put(character, line: line, column: column) }
          }
        }
      }
      // The header and the footer: their lines stacked and centred in their frames.
      for component in vertical where y >= component.frame.minY && y < component.frame.maxY {
        let lines = Self.textLines(of: component)
        let blockTop = component.frame.minY + (component.frame.height - CGFloat(lines.count) * lineHeight) / 2
        let index = Int(((y - blockTop) / lineHeight).rounded(.down))
        guard lines.indices.contains(index) else { continue }
        canvas.putCentered(lines[index], line: line)
      }
    }

    // The trailer: one cell per line in the column of its centre, centred in the viewport's height.
    if let trailer = scrollView.refreshTrailer, Self.isDrawn(trailer) {
      let column = Int(((trailer.frame.midX - origin.x) / columnWidth).rounded(.down))
      let cells = Self.textLines(of: trailer)
      let top = max(0, (visibleLines.count - cells.count) / 2)
      for (index, cell) in cells.enumerated() where visibleLines.contains(top + index) {
        if let character = cell.first { canvas.put(character, line: top + index, column: column) }
      }
    }
    return canvas.lines
  }

  /// Draws `scrollView` as one string: ``render(_:)``'s lines joined by newlines.
  ///
  /// - Parameter scrollView: The scroll view, with its attached components.
  /// - Returns: The text.
  @MainActor public func renderText(_ scrollView: ScrollModel) -> String {
    render(scrollView).joined(separator: "\n")
  }

  @MainActor private static func isDrawn(_ component: RefreshComponent) -> Bool {
    !component.isHidden && component.alpha > 0
  }

  /// The lines that draw `component`: its ``TerminalRenderable/textLines``, else its
  /// ``RefreshComponent/presentation``, else (when that shows nothing) its state's name.
  @MainActor private static func textLines(of component: RefreshComponent) -> [String] {
    if let renderable = component as? any TerminalRenderable { return renderable.textLines }
    let presentation = component.presentation
    return presentation.isBlank ? ["\(component.state)"] : textLines(of: presentation)
  }

  /// The lines that draw `presentation`, top to bottom: its ``RefreshKit/RefreshPresentation/textLines``.
  ///
  /// - Parameter presentation: A component's presentation.
  /// - Returns: The lines.
  public static func textLines(of presentation: RefreshPresentation) -> [String] { presentation.textLines }
}

/// A grid of characters.
private struct Canvas {
  let width: Int
  private var cells: [[Character]]

  init(width: Int, height: Int) {
    self.width = width
    cells = Array(repeating: Array(repeating: " ", count: width), count: height)
  }

  mutating func put(_ character: Character, line: Int, column: Int) {
    guard cells.indices.contains(line), (0..<width).contains(column) else { return }
    cells[line][column] = character
  }

  /// Writes `text` centred in the line, replacing the whole line, cut at the width.
  mutating func putCentered(_ text: String, line: Int) {
    guard cells.indices.contains(line) else { return }
    let characters = Array(text)
    cells[line] = Array(repeating: " ", count: width)
    let start = max(0, (width - characters.count) / 2)
    for (index, character) in characters.enumerated() { put(character, line: line, column: start + index) }
  }

  var lines: [String] {
    cells.map { cell in
      var line = String(cell)
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}
