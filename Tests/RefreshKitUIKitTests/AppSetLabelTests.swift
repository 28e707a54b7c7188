import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// A colour or a font the app sets on a component view's label stays (issue 56, item 8): a port of MJRefresh's
/// `stateLabel.textColor = …` to `headerView?.titleLabel.textColor = …` keeps its colour when dark mode toggles or
/// the text size changes, as MJRefresh's label does (it never sets the colour again).
@Suite(.serialized) @MainActor struct AppSetLabelTests {
  @Test func aTitleColourTheAppSetStaysThroughADarkModeSwitch() throws {
    try onScreen { screen in
      _ = screen.attachHeader()
      let view = try #require(screen.table.refreshKit.headerView)
      FrameClock.advance()
      view.titleLabel.textColor = .systemBlue
      view.lastUpdatedLabel.textColor = .label
      screen.window.traits = UITraitCollection(userInterfaceStyle: .dark)
      FrameClock.advance()
      #expect(view.titleLabel.textColor == .systemBlue, "the app's colour, as MJRefresh's stateLabel keeps it")
      #expect(view.lastUpdatedLabel.textColor == .label)
      screen.window.traits = UITraitCollection(userInterfaceStyle: .light)
      FrameClock.advance()
      #expect(view.titleLabel.textColor == .systemBlue)
    }
  }

  @Test func aTitleFontTheAppSetStaysThroughATextSizeChange() throws {
    try onScreen { screen in
      _ = screen.attachHeader()
      let view = try #require(screen.table.refreshKit.headerView)
      FrameClock.advance()
      let font = UIFont.systemFont(ofSize: 11, weight: .semibold)
      view.titleLabel.font = font
      let subtitle = view.lastUpdatedLabel.font
      screen.window.traits = UITraitCollection(contentSizeScale: 1.5)
      FrameClock.advance()
      #expect(view.titleLabel.font === font, "the app's font stays")
      #expect(view.lastUpdatedLabel.font.pointSize == (subtitle?.pointSize ?? 0) * 1.5, "the stock one still scales")
    }
  }

  @Test func labelsTheAppLeftAloneStillFollowDarkMode() throws {
    try onScreen { screen in
      _ = screen.attachHeader()
      let view = try #require(screen.table.refreshKit.headerView)
      FrameClock.advance()
      screen.window.traits = UITraitCollection(userInterfaceStyle: .dark)
      FrameClock.advance()
      #expect(view.titleLabel.textColor == .secondaryLabel)
      var style = RefreshViewStyle()
      style.textColor = .systemBlue
      view.style = style
      #expect(view.titleLabel.textColor == .systemBlue, "a style the app sets later is drawn")
    }
  }
}
