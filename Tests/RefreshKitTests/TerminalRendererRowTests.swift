import Foundation
import RefreshKitTools
import Testing

@testable import RefreshKit

// Issue 16, item 6: the renderer draws the content's rows and nothing more. A line shows what lies under its centre
// (one line per 22 points, from the viewport's top at the content offset), and a row's label goes on the line at its
// top: so no row is drawn past the end of the content, or before its start, and each row's label is drawn once.

/// The row numbers ("Row 12" → 12) drawn on each line, nil for a line without a row label.
private func rowNumbers(_ lines: [String]) -> [Int?] {
  lines.map { line in
    guard line.hasPrefix("Row ") else { return nil }
    return Int(line.dropFirst(4).prefix { $0.isNumber })
  }
}

/// Where the centre of line `index` lies in the content, for `list` drawn from its current offset.
@MainActor private func centre(ofLine index: Int, in list: ScrollModel) -> CGFloat {
  list.contentOffset.y + (CGFloat(index) + 0.5) * TerminalRenderer.pointsPerLine
}

@Suite @MainActor struct TerminalRendererRowTests {
  @Test func atTheVeryEndAboveTheAutoFooterTheLineOnTheContentsEndShowsNoRow() {
    withLanguage("en") {
      // 45 rows of 44 points; 10.5 lines of viewport, so a line's centre falls exactly on the content's end.
      let list = makeLeafList(height: 231, contentHeight: 45 * 44)
      list.refreshFooter = SimpleAutoFooter {}
      list.contentOffset = list.maximumContentOffset
      #expect(list.contentOffset.y == 1793)  // the content's 1980 points, the footer's 44, less the viewport
      #expect(centre(ofLine: 8, in: list) == 1980)
      #expect(
        TerminalRenderer(width: 30, height: 11).render(list) == [
          "Row 42", "", "Row 43", "", "Row 44", "", "Row 45", "", "", " Tap or pull up to load more", "",
        ])
    }
  }

  @Test func contentMovedPastItsEndShowsNoRowBelowTheLastOne() {
    let list = makeLeafList(contentHeight: 45 * 44)
    list.contentOffset = CGPoint(x: 0, y: 1980 - 11 - 5 * 22)  // line 5 is centred on the content's end
    #expect(
      TerminalRenderer(width: 30, height: 10).render(list) == ["", "Row 44", "", "Row 45", "", "", "", "", "", ""])
  }

  @Test func contentMovedDownHalfALineShowsTheFirstRowOnTheTopLine() {
    let list = makeLeafList()
    list.contentOffset = CGPoint(x: 0, y: -11)  // the top line's centre is the content's first point
    #expect(
      TerminalRenderer(width: 30, height: 6).render(list) == ["Row 1", "", "Row 2", "", "Row 3", ""])
  }

  @Test func aRowWhoseSecondLineIsCentredOnItsMiddleIsLabelledOnce() {
    let list = makeLeafList()
    list.contentOffset = CGPoint(x: 0, y: 11)  // line 0 is centred 22 points into row 1, line 1 on row 2's top
    #expect(
      TerminalRenderer(width: 30, height: 6).render(list) == ["", "Row 2", "", "Row 3", "", "Row 4"])
  }

  @Test func linesBelowTheViewportStayEmptyWhereTheContentGoesOn() {
    let list = makeLeafList(height: 231)  // 10.5 lines: line 10 is centred on the viewport's bottom edge
    #expect(
      TerminalRenderer(width: 30, height: 12).render(list) == [
        "Row 1", "", "Row 2", "", "Row 3", "", "Row 4", "", "Row 5", "", "", "",
      ])
  }

  @Test func shortContentAboveTheAutoFooterShowsItsRowsThenTheFooter() {
    withLanguage("en") {
      let list = makeLeafList(contentHeight: 3 * 44)
      list.refreshFooter = SimpleAutoFooter {}
      #expect(
        TerminalRenderer(width: 30, height: 10).render(list) == [
          "Row 1", "", "Row 2", "", "Row 3", "", " Tap or pull up to load more", "", "", "",
        ])
    }
  }

  /// Contents whose height is not a multiple of the row height, at the very end, half a line and a whole pull past
  /// it, with and without the auto footer: the labels are consecutive, each drawn once, each on a line centred in
  /// its row's first 22 points, and no label on a line centred past the content's end.
  @Test(arguments: [false, true])
  func rowsAreDrawnOnlyWhereTheContentIs(withAutoFooter: Bool) {
    withLanguage("en") {
      let renderer = TerminalRenderer(width: 30, height: 10)
      for height in stride(from: CGFloat(1958), through: 2026, by: 1) {
        let list = makeLeafList(contentHeight: height)
        if withAutoFooter { list.refreshFooter = SimpleAutoFooter {} }
        let end = list.maximumContentOffset.y
        for offset in [end, end + 11, end + 100] {
          list.contentOffset = CGPoint(x: 0, y: offset)
          let lines = renderer.render(list)
          let numbers = rowNumbers(lines)
          let drawn = numbers.compactMap { $0 }
          #expect(!drawn.isEmpty || offset > end, "content \(height), offset \(offset): rows are drawn")
          #expect(drawn == Array(drawn.indices.map { (drawn.first ?? 0) + $0 }), "content \(height): \(drawn)")
          for (index, number) in numbers.enumerated() {
            let y = centre(ofLine: index, in: list)
            guard let number else {
              // A line centred on a row's top always shows it.
              let row = Int((y / 44).rounded(.down))
              let onATop = y >= 0 && y < height && y - CGFloat(row) * 44 < 22
              #expect(!onATop, "content \(height), offset \(offset): line \(index) lost its row")
              continue
            }
            let top = CGFloat(number - 1) * 44
            #expect(y < height, "content \(height), offset \(offset): Row \(number) drawn past the end")
            #expect(y >= top && y < top + 22, "content \(height), offset \(offset): Row \(number) on line \(index)")
          }
          if withAutoFooter, offset == end {
            #expect(lines.contains(" Tap or pull up to load more"), "content \(height): the footer shows")
          }
        }
      }
    }
  }
}
