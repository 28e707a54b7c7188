import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

@Suite @MainActor struct SimpleFootersTests {
  // MARK: - SimpleAutoFooter

  @Test func autoFooterTitlesFollowTheStateInEnglish() {
    withLanguage("en") {
      let list = makeLeafList()
      let footer = SimpleAutoFooter {}
      list.refreshFooter = footer
      #expect(footer.title == "Tap or pull up to load more")
      #expect(!footer.isActivityIndicatorAnimating)
      footer.tap()
      #expect(footer.title == "Loading more…")
      #expect(footer.isActivityIndicatorAnimating)
      footer.endRefreshingWithNoMoreData()
      #expect(footer.title == "No more data")
      #expect(!footer.isActivityIndicatorAnimating)
      footer.resetNoMoreData()
      #expect(footer.title == "Tap or pull up to load more")
    }
  }

  @Test func autoFooterTitlesFollowTheStateInSimplifiedChinese() {
    withLanguage("zh-Hans") {
      let footer = SimpleAutoFooter()
      #expect(footer.title(for: .idle) == "点击或上拉加载更多")
      #expect(footer.title(for: .refreshing) == "正在加载更多的数据…")
      #expect(footer.title(for: .noMoreData) == "已经全部加载完毕")
    }
  }

  @Test func autoFooterLoadsWhenScrolledIntoViewAndOnTap() {
    let list = makeLeafList()
    var loads = 0
    let footer = SimpleAutoFooter { loads += 1 }
    list.refreshFooter = footer
    list.contentOffset = CGPoint(x: 0, y: 1700)
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: -200))
    #expect(footer.isRefreshing)
    #expect(loads == 1)
    list.endDrag()
    footer.endRefreshing()
    footer.tap()
    #expect(loads == 2)
  }

  @Test func theRefreshingTitleCanBeHiddenLeavingTheIndicator() {
    withLanguage("en") {
      let list = makeLeafList()
      let footer = SimpleAutoFooter {}
      footer.isRefreshingTitleHidden = true
      list.refreshFooter = footer
      list.contentOffset = list.maximumContentOffset
      #expect(footer.isTitleVisible)
      footer.tap()
      #expect(!footer.isTitleVisible)
      #expect(footer.isActivityIndicatorAnimating)
      #expect(footer.textLines == ["⠋"])
      footer.endRefreshingWithNoMoreData()
      #expect(footer.isTitleVisible)
      #expect(footer.textLines == ["No more data"])
      footer.isTitleHidden = true
      #expect(!footer.isTitleVisible)
    }
  }

  @Test func autoFooterOverridesOneTitle() {
    withLanguage("en") {
      let footer = SimpleAutoFooter()
      footer.setTitle("You're all caught up", for: .noMoreData)
      #expect(footer.title(for: .noMoreData) == "You're all caught up")
      #expect(footer.title(for: .idle) == "Tap or pull up to load more")
      #expect(footer.title(for: .willRefresh) == "Loading more…")
      footer.setTitle(nil, for: .noMoreData)
      #expect(footer.title(for: .noMoreData) == "No more data")
    }
  }

  // MARK: - SimpleBackFooter

  @Test func backFooterTitlesAndArrowFollowAPullUp() {
    withLanguage("en") {
      let list = makeLeafList()
      var loads = 0
      let footer = SimpleBackFooter { loads += 1 }
      list.refreshFooter = footer
      list.contentOffset = list.maximumContentOffset
      #expect(footer.title == "Pull up to load more")
      #expect(footer.arrowRotation == 0)
      list.beginDrag()
      list.drag(by: CGPoint(x: 0, y: -30))
      #expect(footer.state == .idle)
      #expect(footer.title == "Pull up to load more")
      list.drag(by: CGPoint(x: 0, y: -170))
      #expect(footer.state == .pulling)
      #expect(footer.title == "Release to load more")
      #expect(footer.arrowRotation == .pi)
      #expect(!footer.isArrowHidden)
      list.endDrag()
      #expect(loads == 1)
      #expect(footer.title == "Loading more…")
      #expect(footer.isArrowHidden)
      #expect(footer.isActivityIndicatorAnimating)
      footer.endRefreshingWithNoMoreData()
      #expect(footer.title == "No more data")
      #expect(footer.isArrowHidden)
      #expect(!footer.isActivityIndicatorAnimating)
    }
  }

  @Test func backFooterTitlesInSimplifiedChinese() {
    withLanguage("zh-Hans") {
      let footer = SimpleBackFooter()
      #expect(footer.title(for: .idle) == "上拉可以加载更多")
      #expect(footer.title(for: .pulling) == "松开立即加载更多")
      #expect(footer.title(for: .refreshing) == "正在加载更多的数据…")
      #expect(footer.title(for: .noMoreData) == "已经全部加载完毕")
      footer.setTitle("再拉一点", for: .idle)
      #expect(footer.title(for: .idle) == "再拉一点")
    }
  }

  @Test func footerTitlesFollowALanguageSwitchWhileAttached() {
    withLanguage("en") {
      let list = makeLeafList()
      let auto = SimpleAutoFooter {}
      list.refreshFooter = auto
      #expect(auto.title == "Tap or pull up to load more")
      RefreshLocalization.language = "ru"
      #expect(auto.title == "Нажмите или потяните вверх, чтобы загрузить ещё")
      let back = SimpleBackFooter {}
      list.refreshFooter = back
      RefreshLocalization.language = "uk"
      #expect(back.title == "Потягніть угору, щоб завантажити ще")
    }
  }
}

// MARK: - Retry

extension SimpleFootersTests {
  @Test func aFailedLoadSaysWhatWentWrongAndTapToRetryUntilTheNextLoadStarts() {
    withLanguage("en") {
      let list = makeLeafList()
      let footer = SimpleAutoFooter {}
      list.refreshFooter = footer
      footer.tap()
      footer.endRefreshing(result: .failure("offline"))
      #expect(footer.isWaitingForRetry)
      #expect(footer.title == "offline — tap to retry")
      #expect(footer.presentation.title == "offline — tap to retry")
      footer.tap()
      footer.endRefreshing(result: .failure(""))
      #expect(footer.title == "Load failed — tap to retry", "a failure with no message")
      footer.tap()
      #expect(footer.title == "Loading more…")
      footer.endRefreshing()
      #expect(footer.title == "Tap or pull up to load more")
    }
  }
}

extension SimpleFootersTests {
  @Test func aBackFooterSaysLoadedOrItsFailureWhileTheResultShows() {
    withLanguage("en") {
      let list = makeLeafList()
      let footer = SimpleBackFooter {}
      footer.resultDisplayDuration = 0.5
      list.refreshFooter = footer
      footer.beginRefreshing()
      footer.endRefreshing()
      #expect(footer.title == "Loaded")
      #expect(footer.textLines == ["✓ Loaded"])
      #expect(list.refreshInset.bottom > 0, "the hold stays while the result shows")
      list.advance(by: 0.5)
      #expect(footer.title == "Pull up to load more")
      #expect(list.refreshInset == .zero)
      footer.beginRefreshing()
      footer.endRefreshing(result: .failure(""))
      #expect(footer.textLines == ["✗ Load failed"])
    }
  }
}
