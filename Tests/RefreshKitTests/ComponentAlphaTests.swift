import Foundation
import RefreshKitTools
import Testing

@testable import RefreshKit

// Found by mutation testing (issue 16): a component's opacity stays within 0...1, as UIKit's does.

@Suite @MainActor struct ComponentAlphaTests {
  @Test func anOpacityAboveOneIsFullyOpaqueAndBelowZeroInvisible() {
    let header = SimpleHeader {}
    header.alpha = 1.5
    #expect(header.alpha == 1)
    header.alpha = -0.25
    #expect(header.alpha == 0)
    header.alpha = 0.4
    #expect(header.alpha == 0.4)
  }

  @Test func aComponentMadeMoreThanOpaqueIsStillDrawn() {
    withLanguage("en") {
      let list = makeLeafList()
      let footer = SimpleAutoFooter {}
      list.refreshFooter = footer
      list.contentOffset = list.maximumContentOffset
      footer.alpha = 7
      #expect(footer.alpha == 1)
      #expect(TerminalRenderer(width: 30, height: 10).render(list)[8] == " Tap or pull up to load more")
      footer.alpha = -1
      #expect(TerminalRenderer(width: 30, height: 10).render(list)[8] == "", "a transparent footer is not drawn")
    }
  }

  @Test func aFadingBackFooterHalfPulledShowsNoMoreDataFullyAtOnce() {
    let list = makePhoneList()
    let footer = BackRefreshFooter()
    footer.automaticallyChangeAlpha = true
    list.refreshFooter = footer
    Finger.pullUp(list, contentBy: footer.frame.height / 2)
    expectNearly(footer.alpha, 0.5)
    footer.endRefreshingWithNoMoreData()  // the app learns there is nothing more while the finger holds still
    #expect(footer.state == .noMoreData)
    #expect(footer.alpha == 1, "\"No more data\" shows fully at once, not at the finger's next move")
  }
}
