import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

@Suite @MainActor struct SimpleTrailerTests {
  @Test func titlesAndArrowFollowAPullLeft() {
    withLanguage("en") {
      let list = makeLeafList()
      var loads = 0
      let trailer = SimpleTrailer { loads += 1 }
      list.refreshTrailer = trailer
      #expect(trailer.title == "Pull left to load more")
      #expect(trailer.arrowRotation == 0)
      list.beginDrag()
      list.drag(by: CGPoint(x: -40, y: 0))
      #expect(trailer.state == .idle)
      list.drag(by: CGPoint(x: -200, y: 0))
      #expect(trailer.state == .pulling)
      #expect(trailer.title == "Release to load more")
      #expect(trailer.arrowRotation == .pi)
      list.endDrag()
      #expect(loads == 1)
      #expect(trailer.title == "Loading…")
      #expect(trailer.isArrowHidden)
      #expect(trailer.isActivityIndicatorAnimating)
      trailer.endRefreshing()
      #expect(trailer.title == "Pull left to load more")
      #expect(!trailer.isActivityIndicatorAnimating)
    }
  }

  @Test func theVerticalTitleHasOneCharacterPerLine() {
    withLanguage("en") {
      let trailer = SimpleTrailer()
      #expect(trailer.verticalTitle == "P\nu\nl\nl\n \nl\ne\nf\nt\n \nt\no\n \nl\no\na\nd\n \nm\no\nr\ne")
      trailer.setTitle("More", for: .idle)
      #expect(trailer.verticalTitle == "M\no\nr\ne")
      #expect(trailer.textLines == ["←", "M", "o", "r", "e"])
      RefreshLocalization.language = "zh-Hant"
      #expect(trailer.title(for: .pulling) == "鬆開載入更多")
      #expect(trailer.verticalTitle == "M\no\nr\ne")
      trailer.setTitle(nil, for: .idle)
      #expect(trailer.verticalTitle == "左\n拉\n載\n入\n更\n多")
    }
  }

  @Test func titlesInSimplifiedChinese() {
    withLanguage("zh-Hans") {
      let trailer = SimpleTrailer()
      #expect(trailer.title(for: .idle) == "左拉加载更多")
      #expect(trailer.title(for: .pulling) == "松开加载更多")
      #expect(trailer.title(for: .refreshing) == "正在加载…")
    }
  }
}

extension SimpleTrailerTests {
  @Test func aTrailerShowsItsFailureWhileTheResultShows() {
    withLanguage("ru") {
      let list = makeLeafList(contentWidth: 800)
      let trailer = SimpleTrailer {}
      list.refreshTrailer = trailer
      trailer.beginRefreshing()
      trailer.endRefreshing(result: .failure("Нет сети"))
      #expect(trailer.title == "Нет сети")
      #expect(trailer.textLines.first == "✗")
      #expect(list.refreshInset.right > 0)
      list.advance(by: 1.9)
      #expect(list.refreshInset.right > 0, "a failure shows for 2 s by default (failureDisplayDuration)")
      list.advance(by: 0.1)
      #expect(list.refreshInset == .zero)
      #expect(trailer.resultTitle == nil)
    }
  }
}
