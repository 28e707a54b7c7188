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
}
