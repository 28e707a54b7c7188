import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// Where the component views go among the list's own subviews, the rotor's actions following a component hidden or
/// shown, and the accessory's side following a `semanticContentAttribute` set later.
@Suite(.serialized) @MainActor struct ComponentOrderAndVisibilityTests {
  @Test func aHeaderHiddenAtRestLeavesTheRotorAndTheScreenAtTheNextScrollAndComesBackShown() throws {
    try onScreen { screen in
      let header = screen.attachHeader()
      let view = try #require(screen.table.refreshKit.headerView)
      #expect(screen.table.accessibilityCustomActions?.map(\.name) == ["Refresh"])
      header.isHidden = true
      screen.table.contentOffset.y = 10  // the next scroll
      FrameClock.advance()
      #expect(view.isHidden)
      #expect(screen.table.accessibilityCustomActions?.map(\.name) ?? [] == [])
      header.isHidden = false
      screen.table.contentOffset.y = 0
      FrameClock.advance()
      #expect(!view.isHidden)
      #expect(screen.table.accessibilityCustomActions?.map(\.name) == ["Refresh"])
    }
  }

  @Test func aHeaderHiddenAtRestLeavesTheRotorAndTheScreenAtOnce() throws {
    try onScreen { screen in
      let header = screen.attachHeader()
      let view = try #require(screen.table.refreshKit.headerView)
      header.isHidden = true
      FrameClock.advance()
      withKnownIssue("hiding a component at rest tells the model's observers nothing: drawn at the next report") {
        #expect(view.isHidden)
        #expect(screen.table.accessibilityCustomActions?.map(\.name) ?? [] == [])
      }
    }
  }

  @Test func aFooterAttachedAfterTheHeaderDrawsAboveItAndBelowTheRows() throws {
    try onScreen { screen in
      let row = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
      screen.table.addSubview(row)
      _ = screen.attachHeader()
      screen.table.refreshKit.footer = SimpleAutoFooter {}
      FrameClock.commit()
      let subviews = screen.table.subviews
      let headerIndex = try #require(subviews.firstIndex { $0 === screen.table.refreshKit.headerView })
      let footerIndex = try #require(subviews.firstIndex { $0 === screen.table.refreshKit.footerView })
      let rowIndex = try #require(subviews.firstIndex { $0 === row })
      #expect(headerIndex < footerIndex, "slot order: the header, then the footer")
      #expect(footerIndex < rowIndex, "a row draws above both")
      row.removeFromSuperview()
    }
  }

  @Test func aRightToLeftAttributeSetLaterMovesTheArrowRightOfTheTitleAtTheNextLayout() throws {
    try onScreen { screen in
      _ = screen.attachHeader()
      let view = try #require(screen.table.refreshKit.headerView)
      screen.pull(to: -40)
      let text = view.titleLabel.sizeThatFits(view.bounds.size)
      #expect(view.arrowView.frame.maxX <= view.bounds.midX - text.width / 2, "left of the text")
      screen.table.semanticContentAttribute = .forceRightToLeft
      screen.table.contentSize.height += 1  // a geometry report
      FrameClock.commit()
      #expect(view.arrowView.frame.minX >= view.bounds.midX + text.width / 2, "right of the text")
      screen.table.liftFinger()
      FrameClock.advance(seconds: 1)
    }
  }
}
