import Foundation
import Testing

@testable import RefreshKit

/// A component's look, set per component or app-wide with no subclass, reaches what a renderer draws.
@Suite @MainActor struct AppearanceTests {
  let brandBlue = RefreshAppearance.Color(red: 0.1, green: 0.4, blue: 0.8)

  @Test func componentsShowTheStockLookUntilTheAppChangesIt() {
    let header = SimpleHeader()
    #expect(header.appearance == RefreshAppearance())
    #expect(header.presentation.appearance.textColor == nil)
    #expect(header.presentation.appearance.showsLastUpdated)
    #expect(header.presentation.appearance.indicatorStyle == .medium)
  }

  @Test func theAppWideLookReachesEveryComponentMadeAfterIt() {
    withConfiguration {
      let before = SimpleHeader()
      RefreshConfiguration.default.appearance.textColor = brandBlue
      RefreshConfiguration.default.appearance.titleFont = RefreshAppearance.Font(size: 15, weight: .semibold)
      RefreshConfiguration.default.appearance.indicatorStyle = .large
      let components: [RefreshComponent] = [
        SimpleHeader(), SimpleAutoFooter(), SimpleBackFooter(), SimpleTrailer(), CircleLoadingHeader(),
        ImageSequenceHeader(),
      ]
      for component in components {
        #expect(component.presentation.appearance.textColor == brandBlue, "\(type(of: component))")
        #expect(component.presentation.appearance.titleFont == RefreshAppearance.Font(size: 15, weight: .semibold))
        #expect(component.presentation.appearance.indicatorStyle == .large)
      }
      #expect(before.presentation.appearance.textColor == nil, "a component already made keeps its look")
    }
  }

  @Test func oneComponentsLookChangesWithoutTouchingTheOthers() {
    let list = makeLeafList()
    let header = SimpleHeader()
    let footer = SimpleAutoFooter()
    list.refreshHeader = header
    list.refreshFooter = footer
    header.appearance.tintColor = RefreshAppearance.Color(white: 0.2)
    header.appearance.arrowImage = RefreshImage("BrandArrow")
    #expect(header.presentation.appearance.tintColor == RefreshAppearance.Color(white: 0.2))
    #expect(header.presentation.appearance.arrowImage == RefreshImage("BrandArrow"))
    #expect(footer.presentation.appearance == RefreshAppearance())
  }

  @Test func aHeaderWhoseLookHidesTheLastUpdatedLineNeitherShowsNorSaysIt() {
    withLanguage("en") {
      let header = SimpleHeader()
      isolate(header)
      #expect(header.presentation.subtitle == "Last updated: No record")
      header.appearance.showsLastUpdated = false
      #expect(header.presentation.subtitle == nil)
      #expect(header.presentation.accessibilityLabel == "Refresh")
      #expect(header.textLines == ["↓ Pull down to refresh"])
    }
  }

  @Test func theAppWideLookCanHideEveryHeadersLastUpdatedLine() {
    withConfiguration {
      RefreshConfiguration.default.appearance.showsLastUpdated = false
      let header = StateHeader()
      isolate(header)
      #expect(header.presentation.subtitle == nil)
    }
  }
}
