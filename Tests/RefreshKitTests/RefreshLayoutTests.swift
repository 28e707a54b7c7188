import Foundation
import Testing

@testable import RefreshKit

/// Where a view places a presentation's parts: MJRefresh's rule of the accessory beside the measured text, inside the
/// safe area.
@Suite struct RefreshLayoutTests {
  let header = CGSize(width: 375, height: 54)
  let arrow = CGSize(width: 16, height: 20)

  @Test func theTitleAndTheSubtitleShareTheHeightAcrossTheWholeWidth() {
    let both = RefreshLayout(
      axis: .horizontal, bounds: header, titleSize: CGSize(width: 140, height: 18),
      subtitleSize: CGSize(width: 180, height: 16), accessorySize: nil)
    #expect(both.titleFrame == CGRect(x: 0, y: 0, width: 375, height: 27))
    #expect(both.subtitleFrame == CGRect(x: 0, y: 27, width: 375, height: 27))
    #expect(both.accessoryFrame == nil)
    let title = RefreshLayout(
      axis: .horizontal, bounds: header, titleSize: CGSize(width: 140, height: 18), accessorySize: nil)
    #expect(title.titleFrame == CGRect(x: 0, y: 0, width: 375, height: 54))
    #expect(title.subtitleFrame == nil)
    let subtitle = RefreshLayout(
      axis: .horizontal, bounds: header, titleSize: nil, subtitleSize: CGSize(width: 180, height: 16),
      accessorySize: nil)
    #expect(subtitle.subtitleFrame == CGRect(x: 0, y: 0, width: 375, height: 54))
  }

  @Test func theAccessoryFollowsTheWiderTextLineByTheMargin() {
    let short = RefreshLayout(
      axis: .horizontal, bounds: header, titleSize: CGSize(width: 100, height: 18), accessorySize: arrow)
    // The text spans 137.5…237.5: the arrow ends 20 points left of it.
    #expect(short.accessoryFrame == CGRect(x: 101.5, y: 17, width: 16, height: 20))
    let long = RefreshLayout(
      axis: .horizontal, bounds: header, titleSize: CGSize(width: 100, height: 18),
      subtitleSize: CGSize(width: 200, height: 16), accessorySize: arrow, accessoryMargin: 10)
    #expect(long.accessoryFrame?.maxX == 77.5, "the subtitle is wider: 87.5 − 10")
  }

  @Test func theSafeAreaKeepsEverythingClearOfTheNotch() {
    let landscape = CGSize(width: 812, height: 54)
    let layout = RefreshLayout(
      axis: .horizontal, bounds: landscape, safeAreaLeft: 44, safeAreaRight: 34,
      titleSize: CGSize(width: 700, height: 18), accessorySize: arrow)
    #expect(layout.titleFrame == CGRect(x: 44, y: 0, width: 734, height: 54))
    #expect(layout.accessoryFrame?.minX == 44, "pushed right of the notch, not under it")
  }

  @Test func withNoTextTheAccessoryIsCentred() {
    let layout = RefreshLayout(
      axis: .horizontal, bounds: header, safeAreaLeft: 20, safeAreaRight: 0, titleSize: nil,
      accessorySize: CGSize(width: 24, height: 24))
    #expect(layout.accessoryFrame == CGRect(x: 185.5, y: 15, width: 24, height: 24))
  }

  @Test func aTrailersTitleColumnFollowsItsAccessory() {
    let strip = CGSize(width: 60, height: 300)
    let both = RefreshLayout(
      axis: .vertical, bounds: strip, titleSize: CGSize(width: 14, height: 200), accessorySize: arrow)
    #expect(both.accessoryFrame == CGRect(x: 5, y: 140, width: 16, height: 20))
    #expect(both.titleFrame == CGRect(x: 16, y: 0, width: 44, height: 300))
    let title = RefreshLayout(
      axis: .vertical, bounds: strip, titleSize: CGSize(width: 14, height: 200), accessorySize: nil)
    #expect(title.titleFrame == CGRect(x: 0, y: 0, width: 60, height: 300))
    let accessory = RefreshLayout(axis: .vertical, bounds: strip, titleSize: nil, accessorySize: arrow)
    #expect(accessory.accessoryFrame == CGRect(x: 22, y: 140, width: 16, height: 20))
    #expect(accessory.titleFrame == nil)
  }

  @Test func sizesThatAreNotUsableCountAsNothing() {
    let layout = RefreshLayout(
      axis: .horizontal, bounds: CGSize(width: CGFloat.nan, height: -5), safeAreaLeft: .infinity,
      titleSize: CGSize(width: CGFloat.nan, height: 1), accessorySize: CGSize(width: -3, height: CGFloat.infinity))
    #expect(layout.titleFrame == CGRect.zero)
    #expect(layout.accessoryFrame == CGRect.zero)
  }
}
