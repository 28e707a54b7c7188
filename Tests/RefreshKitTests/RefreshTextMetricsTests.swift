import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitSwiftUI

/// Dynamic Type on the SwiftUI scroll-API path (iOS 18): the texts and the symbols grow with the user's text size,
/// relative to the text styles the UIKit layer scales them with.
@Suite @MainActor struct RefreshTextMetricsTests {
  @Test func theStockTitleAndLineGrowWithTheirTextStylesAsOnTheUIKitPath() {
    let title = RefreshTextMetrics.title(RefreshAppearance())
    #expect(title == RefreshTextMetrics(size: 14, weight: .bold, textStyle: .subheadline, scales: true))
    let subtitle = RefreshTextMetrics.subtitle(RefreshAppearance())
    #expect(subtitle == RefreshTextMetrics(size: 13, weight: .regular, textStyle: .footnote, scales: true))
    // At the largest accessibility size the footnote's metrics scale by about 2.8.
    #expect(subtitle.pointSize(scale: 2.8) == 13 * 2.8)
    #expect(title.pointSize(scale: 1) == 14, "the default text size draws the size given")
  }

  @Test func anAppearanceFontIsScaledUnlessItAsksNotTo() {
    var appearance = RefreshAppearance()
    appearance.titleFont = RefreshAppearance.Font(size: 18, weight: .semibold)
    appearance.subtitleFont = RefreshAppearance.Font(size: 11, scalesWithDynamicType: false)
    let title = RefreshTextMetrics.title(appearance)
    #expect(title.pointSize(scale: 1.5) == 27)
    #expect(title.weight == .semibold)
    #expect(RefreshTextMetrics.subtitle(appearance).pointSize(scale: 1.5) == 11, "kept at its size")
  }

  @Test func theArrowTheResultMarkAndTheRingGrowWithTheHeadline() {
    #expect(RefreshTextMetrics.symbol.textStyle == .headline)
    #expect(RefreshTextMetrics.symbol.pointSize(scale: 2) == 34)
    #expect(RefreshTextMetrics.ring.pointSize(scale: 2) == 48)
  }

  @Test func anUnusableSizeOrScaleFallsBackToTheStockSize() {
    var appearance = RefreshAppearance()
    appearance.titleFont = RefreshAppearance.Font(size: .nan)
    #expect(RefreshTextMetrics.title(appearance).size == 14)
    #expect(RefreshTextMetrics.symbol.pointSize(scale: .infinity) == 17)
    #expect(RefreshTextMetrics.symbol.pointSize(scale: -1) == 17)
  }
}
