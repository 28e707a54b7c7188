import Foundation
import RefreshKitTools
import Testing

@testable import RefreshKit

/// Snapshots: a 240 × 220 viewport drawn as 30 columns of 8 points and 10 lines of 22 points, rows of 44 points.
@Suite @MainActor struct TerminalRendererTests {
  let renderer = TerminalRenderer(width: 30, height: 10)

  /// A list with a ``SimpleHeader`` that last refreshed today at 14:05, with English texts.
  private func headerList() -> (ScrollModel, SimpleHeader) {
    let list = makeLeafList()
    let header = SimpleHeader {}
    isolate(header, lastUpdated: utcDate(2026, 11, 3, 14, 5))
    list.refreshHeader = header
    return (list, header)
  }

  // MARK: - SimpleHeader

  @Test func headerAtRest() {
    withLanguage("en") {
      let (list, _) = headerList()
      #expect(
        renderer.renderText(list) == """
          Row 1

          Row 2

          Row 3

          Row 4

          Row 5

          """)
    }
  }

  @Test func headerHalfPulledShowsItsBottomLine() {
    withLanguage("en") {
      let (list, header) = headerList()
      pullDown(list, by: 60)
      #expect(header.state == .idle)
      expectClose(list.contentOffset.y, -28.7)
      #expect(
        renderer.renderText(list) == """
            Last updated: Today 14:05
          Row 1

          Row 2

          Row 3

          Row 4

          Row 5
          """)
    }
  }

  @Test func headerArmed() {
    withLanguage("en") {
      let (list, header) = headerList()
      pullDown(list, by: 160)
      #expect(header.state == .pulling)
      expectClose(list.contentOffset.y, -62.86)
      #expect(
        renderer.renderText(list) == """

               ↑ Release to refresh
            Last updated: Today 14:05
          Row 1

          Row 2

          Row 3

          Row 4
          """)
    }
  }

  @Test func headerRefreshing() {
    withLanguage("en") {
      let (list, header) = headerList()
      pullToRefresh(list, travel: 160)
      #expect(header.isRefreshing)
      #expect(list.contentOffset.y == -54)
      #expect(
        renderer.renderText(list) == """
                    ⠋ Loading…
            Last updated: Today 14:05
          Row 1

          Row 2

          Row 3

          Row 4

          """)
      list.advance(by: 0.35)  // the spinner moves with the model's time
      #expect(renderer.render(list)[0] == "          ⠸ Loading…")
    }
  }

  @Test func headerInSimplifiedChineseWithoutTheLastUpdatedLine() {
    withLanguage("zh-Hans") {
      let (list, header) = headerList()
      header.isLastUpdatedTimeHidden = true
      pullDown(list, by: 160)
      #expect(
        TerminalRenderer(width: 30, height: 4).render(list) == [
          "", "           ↑ 松开立即刷新", "", "Row 1",
        ])
    }
  }

  // MARK: - CircleLoadingHeader

  @Test func circleHeaderFillsAndTurns() {
    let list = makeLeafList()
    list.refreshHeader = CircleLoadingHeader {}
    let renderer = TerminalRenderer(width: 30, height: 4)
    pullDown(list, by: 160)
    #expect(
      renderer.renderText(list) == """

                     ●●●●
                     ●●●●
        Row 1
        """)
    list.endDrag()
    list.advance(by: 0.25)
    #expect(
      renderer.renderText(list) == """
                     ··●●
                     ●●●●

        Row 1
        """)
    list.advance(by: 0.5)
    #expect(
      renderer.renderText(list) == """
                     ●●●●
                     ●●··
        Row 1

        """)
  }

  // MARK: - Footers

  @Test func autoFooterLoadingAndWithNoMoreData() {
    withLanguage("en") {
      let list = makeLeafList()
      let footer = SimpleAutoFooter {}
      list.refreshFooter = footer
      list.contentOffset = list.maximumContentOffset
      footer.tap()
      #expect(footer.isRefreshing)
      #expect(
        renderer.renderText(list) == """

          Row 43

          Row 44

          Row 45

          Row 46
                 ⠋ Loading more…

          """)
      footer.endRefreshingWithNoMoreData()
      #expect(
        renderer.renderText(list) == """

          Row 43

          Row 44

          Row 45

          Row 46
                   No more data

          """)
    }
  }

  @Test func autoFooterAtRestAndBackFooterArmed() {
    withLanguage("en") {
      let list = makeLeafList()
      let auto = SimpleAutoFooter {}
      list.refreshFooter = auto
      list.contentOffset = list.maximumContentOffset
      #expect(TerminalRenderer(width: 30, height: 10).render(list)[8] == " Tap or pull up to load more")

      let back = SimpleBackFooter {}
      list.refreshFooter = back
      list.contentOffset = list.maximumContentOffset
      list.beginDrag()
      list.drag(by: CGPoint(x: 0, y: -160))
      #expect(back.state == .pulling)
      #expect(
        renderer.renderText(list) == """
          Row 43

          Row 44

          Row 45

          Row 46

              ↓ Release to load more

          """)
    }
  }

  // MARK: - Trailer

  @Test func trailerArmed() {
    withLanguage("en") {
      let list = makeLeafList(height: 528)
      let trailer = SimpleTrailer {}
      list.refreshTrailer = trailer
      list.beginDrag()
      list.drag(by: CGPoint(x: -200, y: 0))
      #expect(trailer.state == .pulling)
      expectClose(list.contentOffset.x, 75.43)
      // Rows are labelled 12 columns in, so that the content's shift to the left shows.
      let renderer = TerminalRenderer(width: 30, height: 24) { String(repeating: " ", count: 12) + "Photo \($0 + 1)" }
      #expect(
        renderer.renderText(list) == """
             Photo 1
                                  →
             Photo 2              R
                                  e
             Photo 3              l
                                  e
             Photo 4              a
                                  s
             Photo 5              e

             Photo 6              t
                                  o
             Photo 7
                                  l
             Photo 8              o
                                  a
             Photo 9              d

             Photo 10             m
                                  o
             Photo 11             r
                                  e
             Photo 12

          """)
    }
  }

  @Test func trailerRefreshing() {
    withLanguage("en") {
      let list = makeLeafList(height: 264)
      let trailer = SimpleTrailer {}
      list.refreshTrailer = trailer
      list.beginDrag()
      list.drag(by: CGPoint(x: -200, y: 0))
      list.endDrag()
      list.advance(by: 1)
      #expect(trailer.isRefreshing)
      #expect(list.contentOffset.x == 60)
      let renderer = TerminalRenderer(width: 30, height: 12) { String(repeating: " ", count: 12) + "Photo \($0 + 1)" }
      #expect(
        renderer.renderText(list) == """
              Photo 1
                                    ⠋
              Photo 2               L
                                    o
              Photo 3               a
                                    d
              Photo 4               i
                                    n
              Photo 5               g
                                    …
              Photo 6

          """)
    }
  }

  // MARK: - Purity and edges

  @Test func theSameModelGivesTheSameText() {
    withLanguage("en") {
      let (first, _) = headerList()
      let (second, _) = headerList()
      for list in [first, second] { pullDown(list, by: 160) }
      let text = renderer.renderText(first)
      #expect(renderer.renderText(first) == text)
      #expect(renderer.renderText(second) == text)
      #expect(renderer.render(first).joined(separator: "\n") == text)
      #expect(first.contentOffset == second.contentOffset)
    }
  }

  @Test func linesAreExactlyTheHeightAndAtMostTheWidth() {
    withLanguage("ru") {
      let (list, _) = headerList()
      pullDown(list, by: 160)
      for (width, height) in [(30, 10), (12, 3), (1, 1), (200, 40)] {
        let lines = TerminalRenderer(width: width, height: height).render(list)
        #expect(lines.count == height)
        #expect(lines.allSatisfy { $0.count <= width && $0.last != " " })
      }
      #expect(TerminalRenderer(width: 0, height: 3).render(list) == ["", "", ""])
      #expect(TerminalRenderer(width: -4, height: -1).render(list).isEmpty)
    }
  }

  @Test func customRowsAndUnknownComponents() {
    let list = makeLeafList(height: 88)
    list.refreshHeader = RefreshHeader {}
    let renderer = TerminalRenderer(width: 20, height: 6, rowHeight: 22) { "#\($0)" }
    #expect(renderer.render(list) == ["#0", "#1", "#2", "#3", "", ""])
    pullDown(list, by: 100)
    #expect(renderer.render(list)[0] == "        idle")
    list.refreshHeader?.isHidden = true
    #expect(renderer.render(list)[0] == "")
  }
}
