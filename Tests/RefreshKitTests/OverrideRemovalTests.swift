import Foundation
import RefreshKitTools
import Testing

@testable import RefreshKit

// Issue 16, item 4: `RefreshLocalization.removeAllOverrides()` takes every app-wide text override away at once: the
// leaves that show titles read the localised defaults again with nothing to reload, and the change counter that
// tells a caching renderer to redraw moves.

@Suite @MainActor struct OverrideRemovalTests {
  @Test func removingAllOverridesShowsEveryLeafsDefaultTitleAgainAtOnce() {
    withLanguage("en") {
      let header = SimpleHeader {}
      isolate(header)
      let autoFooter = SimpleAutoFooter {}
      let backFooter = SimpleBackFooter {}
      let trailer = SimpleTrailer {}
      let list = makeLeafList()
      list.refreshHeader = header
      list.refreshFooter = autoFooter
      RefreshLocalization.setString("Swipe down for news", for: .headerIdle)
      RefreshLocalization.setString("More, please", for: .autoFooterIdle, language: "en")
      RefreshLocalization.setString("Lift for more", for: .backFooterIdle)
      RefreshLocalization.setString("Swipe left", for: .trailerIdle, language: "en-GB")
      #expect(header.title == "Swipe down for news")
      #expect(autoFooter.title == "More, please")
      #expect(backFooter.title == "Lift for more")
      #expect(trailer.title == "Swipe left")

      RefreshLocalization.removeAllOverrides()
      #expect(header.title == "Pull down to refresh")
      #expect(autoFooter.title == "Tap or pull up to load more")
      #expect(backFooter.title == "Pull up to load more")
      #expect(trailer.title == "Pull left to load more")
      #expect(trailer.verticalTitle.hasPrefix("P\nu\nl\nl"))
    }
  }

  @Test func removingAllOverridesRestoresTheNoMoreDataTitleOfBothFooterKinds() {
    withLanguage("en") {
      let list = makeLeafList()
      let footer = SimpleAutoFooter {}
      list.refreshFooter = footer
      footer.endRefreshingWithNoMoreData()
      let circle = CircleLoadingFooter {}
      circle.endRefreshingWithNoMoreData()
      RefreshLocalization.setString("That's all", for: .footerNoMoreData)
      #expect(footer.title == "That's all")
      #expect(circle.title == "That's all")
      RefreshLocalization.removeAllOverrides()
      #expect(footer.title == "No more data")
      #expect(circle.title == "No more data")
    }
  }

  @Test func aListDrawnAfterRemovingAllOverridesShowsTheDefaultTexts() {
    withLanguage("en") {
      let list = makeLeafList()
      let header = SimpleHeader {}
      isolate(header)
      list.refreshHeader = header
      pullDown(list, by: 160)
      #expect(header.state == .pulling)
      let renderer = TerminalRenderer(width: 30, height: 3)
      RefreshLocalization.setString("Let go!", for: .headerPulling)
      RefreshLocalization.setString("Never: ", for: .lastUpdatedPrefix, language: "en")
      #expect(renderer.render(list)[1] == "          ↑ Let go!")
      #expect(renderer.render(list)[2] == "       Never: No record")

      let drawnFor = RefreshLocalization.changeCount
      RefreshLocalization.removeAllOverrides()
      #expect(RefreshLocalization.changeCount != drawnFor, "a renderer caching by the change count redraws")
      #expect(renderer.render(list)[1] == "     ↑ Release to refresh")
      #expect(renderer.render(list)[2] == "   Last updated: No record")
    }
  }

  @Test func removingAllOverridesInAnotherLanguageShowsThatLanguagesDefaults() {
    withLanguage("ja") {
      let header = SimpleHeader {}
      isolate(header)
      RefreshLocalization.setString("引っ張って", for: .headerIdle, language: "ja-JP")
      RefreshLocalization.setString("Pull!", for: .headerRefreshing)
      #expect(header.title == "引っ張って")
      #expect(header.title(for: .refreshing) == "Pull!")
      RefreshLocalization.removeAllOverrides()
      #expect(header.title == "下に引いて更新")
      #expect(header.title(for: .refreshing) == RefreshLocalization.string(for: .headerRefreshing, language: "ja"))
      #expect(header.title(for: .refreshing) != "Pull!")
    }
  }

  @Test func aLeafsOwnTitlesStayWhenTheAppWideOverridesGo() {
    withLanguage("en") {
      let header = SimpleHeader {}
      isolate(header)
      header.setTitle("Pull for the latest", for: .idle)
      RefreshLocalization.setString("Release now", for: .headerPulling)
      RefreshLocalization.removeAllOverrides()
      #expect(header.title == "Pull for the latest", "set on the header itself, not through RefreshLocalization")
      #expect(header.title(for: .pulling) == "Release to refresh")
    }
  }

  @Test func settingThenRemovingAnOverrideCountsAsTwoChanges() {
    withLanguage("en") {
      let start = RefreshLocalization.changeCount
      RefreshLocalization.setString("x", for: .trailerIdle)
      RefreshLocalization.removeAllOverrides()
      #expect(RefreshLocalization.changeCount == start + 2)
    }
  }
}
