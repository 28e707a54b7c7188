import Foundation
import RefreshKitTools
import Testing

@testable import RefreshKit

/// A header of an app's own that draws a mascot where ``SimpleHeader`` draws its arrow: one overridden property.
final class MascotHeader: SimpleHeader {
  override var presentation: RefreshPresentation {
    var presentation = super.presentation
    if case .arrow = presentation.accessory { presentation.accessory = .image(RefreshImage("mascot", glyph: "☺")) }
    presentation.accessibilityValue = "3 new posts"
    return presentation
  }
}

/// A bare header of an app's own that draws itself only through its presentation.
final class BannerHeader: RefreshHeader {
  override var presentation: RefreshPresentation {
    var presentation = super.presentation
    presentation.title = isRefreshing ? "★ Fetching" : "☆ Pull for news"
    return presentation
  }
}

/// The presentation value itself, how the terminal draws it, and a downstream leaf that overrides it.
@Suite @MainActor struct RefreshPresentationTests {
  // MARK: - The value

  @Test func aPresentationShowsNothingByDefault() {
    let blank = RefreshPresentation()
    #expect(blank.isBlank)
    #expect(blank.axis == .horizontal)
    #expect(!blank.needsFrames)
    #expect(blank.accessibilityTraits == .staticText)
    #expect(!RefreshPresentation(title: "").isBlank, "an empty title still shows, as an empty line")
    #expect(!RefreshPresentation(accessory: .activityIndicator(elapsed: 0)).isBlank)
  }

  @Test func anArrowTurnsByQuarters() {
    typealias Direction = RefreshPresentation.ArrowDirection
    #expect(Direction.down.turned(by: 0) == .down)
    #expect(Direction.down.turned(by: .pi) == .up)
    #expect(Direction.down.turned(by: .pi / 2) == .left, "clockwise on the screen")
    #expect(Direction.up.turned(by: .pi / 2) == .right)
    #expect(Direction.left.turned(by: -.pi / 2) == .down)
    #expect(Direction.right.turned(by: 2 * .pi + 0.1) == .right)
    #expect(Direction.up.turned(by: .nan) == .up)
  }

  // MARK: - In a terminal

  @Test func theTerminalDrawsEachAccessoryBeforeTheTitle() {
    func lines(_ accessory: RefreshPresentation.Accessory, title: String? = "Go") -> [String] {
      TerminalRenderer.textLines(of: RefreshPresentation(title: title, accessory: accessory))
    }
    #expect(lines(.none) == ["Go"])
    #expect(lines(.arrow(.down, rotation: 0)) == ["↓ Go"])
    #expect(lines(.arrow(.up, rotation: .pi)) == ["↓ Go"])
    #expect(lines(.arrow(.left, rotation: .pi)) == ["→ Go"])
    #expect(lines(.activityIndicator(elapsed: 0)) == ["⠋ Go"])
    #expect(lines(.activityIndicator(elapsed: 0.35)) == ["⠸ Go"])
    #expect(lines(.activityIndicator(elapsed: 1.15)) == ["⠙ Go"], "ten frames a second, round and round")
    #expect(lines(.image(RefreshImage("a", glyph: "◐"))) == ["◐ Go"])
    #expect(lines(.image(RefreshImage("a"))) == ["Go"], "an image with no glyph draws nothing")
    #expect(lines(.result(.success)) == ["✓ Go"])
    #expect(lines(.result(.failure), title: nil) == ["✗"])
    #expect(lines(.ring(strokeEnd: 0.5, rotation: 0), title: nil) == ["●●●●", "····"])
    #expect(lines(.ring(strokeEnd: 0.25, rotation: .pi), title: "Go") == ["····", "··●●", "Go"])
    #expect(lines(.none, title: nil) == [""], "the first line is there even when empty")
  }

  @Test func theSubtitleGoesUnderAndAVerticalTitleRunsDown() {
    let header = RefreshPresentation(title: "Pull", subtitle: "Last updated: Today 10:24", accessory: .none)
    #expect(TerminalRenderer.textLines(of: header) == ["Pull", "Last updated: Today 10:24"])
    var trailer = RefreshPresentation(title: "More", accessory: .arrow(.left, rotation: 0), axis: .vertical)
    #expect(TerminalRenderer.textLines(of: trailer) == ["←", "M", "o", "r", "e"])
    trailer.accessory = .none
    #expect(TerminalRenderer.textLines(of: trailer) == ["M", "o", "r", "e"])
  }

  @Test func theTerminalDrawsTheLeavesAsBefore() {
    withLanguage("en") {
      let list = makeLeafList()
      let header = SimpleHeader {}
      isolate(header)
      list.refreshHeader = header
      Finger.pullDown(list, contentBy: 80)
      let lines = TerminalRenderer(width: 30, height: 6).render(list)
      #expect(lines[1] == "     ↑ Release to refresh")
      #expect(lines[2] == "   Last updated: No record")
    }
  }

  // MARK: - A leaf of the app's own

  @Test func aDownstreamLeafOverridesOnePropertyAndEveryRendererFollows() {
    withLanguage("en") {
      let list = makeLeafList()
      let header = MascotHeader {}
      isolate(header)
      header.isLastUpdatedTimeHidden = true
      list.refreshHeader = header
      #expect(header.presentation.accessory == .image(RefreshImage("mascot", glyph: "☺")))
      #expect(header.presentation.accessibilityValue == "3 new posts")
      #expect(header.textLines == ["☺ Pull down to refresh"], "the terminal draws the override")
      header.beginRefreshing()
      #expect(header.presentation.accessory == .activityIndicator(elapsed: 0), "the rest is the stock leaf's")
      #expect(header.textLines == ["⠋ Loading…"])
    }
  }

  @Test func aBareComponentIsDrawnFromItsPresentationOrAsItsState() {
    let list = makeLeafList()
    list.refreshHeader = BannerHeader()
    Finger.pullDown(list, contentBy: 54)
    let banner = TerminalRenderer(width: 30, height: 4).render(list)
    #expect(banner.contains { $0.contains("☆ Pull for news") })
    list.cancelDrag()
    list.advance(by: 1)
    list.refreshHeader = RefreshHeader()
    Finger.pullDown(list, contentBy: 54)
    let bare = TerminalRenderer(width: 30, height: 4).render(list)
    #expect(bare.contains { $0.contains("pulling") }, "a presentation that shows nothing: the state's name")
    withLanguage("en") {
      let expected = RefreshPresentation(accessibilityLabel: "Refresh")
      #expect(RefreshHeader().presentation == expected, "the base shows nothing and says its state")
    }
  }
}
