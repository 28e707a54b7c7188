import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// At an accessibility text size the header grows to fit its text, and its hold with it (issue 44, item 5), where it
/// used to cap the text at 22 and 20 points and shrink it into a fixed 54-point header.
@Suite(.serialized) @MainActor struct TextSizeFittingTests {
  /// The largest accessibility size, as a factor on the default size (AX5 makes a 17-point body 53 points).
  let accessibilityScale: CGFloat = 3.1

  /// Whether the label's text, measured at its frame's width, fits in its frame's height.
  func fits(_ label: UILabel) -> Bool {
    label.sizeThatFits(CGSize(width: label.frame.width, height: 0)).height <= label.frame.height + 0.001
  }

  @Test func atTheDefaultTextSizeTheStockHeightsStay() {
    onScreen { screen in
      let header = screen.attachHeader()
      screen.table.refreshKit.footer = SimpleAutoFooter {}
      FrameClock.advance()
      #expect(header.frame.height == 54)
      #expect(screen.table.refreshKit.footer?.frame.height == 44)
    }
  }

  @Test func atAnAccessibilitySizeTheTextIsUncappedAndTheHeaderGrowsToFitIt() throws {
    try onScreen(traits: UITraitCollection(contentSizeScale: accessibilityScale)) { screen in
      let header = screen.attachHeader()
      FrameClock.advance()
      let view = try #require(screen.table.refreshKit.headerView)
      #expect(abs(view.titleLabel.font.pointSize - 14 * accessibilityScale) < 0.001, "no 22-point ceiling")
      #expect(abs(view.lastUpdatedLabel.font.pointSize - 13 * accessibilityScale) < 0.001, "no 20-point ceiling")
      #expect(header.height == 54, "the app's height stays what it set")
      #expect(header.frame.height > 54)
      #expect(view.frame == header.frame)
      #expect(fits(view.titleLabel), "the title's lines fit")
      #expect(fits(view.lastUpdatedLabel), "the last-updated line's fit")
      #expect(view.titleLabel.frame.maxY <= view.lastUpdatedLabel.frame.minY, "one under the other")
      #expect(view.lastUpdatedLabel.frame.maxY <= view.bounds.height)
    }
  }

  @Test func inLandscapeTheTextWrapsInWhatTheSafeAreaLeavesAndTheHeaderGrowsMore() {
    var heights: [CGFloat] = []
    for side in [CGFloat(0), 150] {
      onScreen(traits: UITraitCollection(contentSizeScale: accessibilityScale)) { screen in
        screen.window.safeAreaInsets = UIEdgeInsets(top: 0, left: side, bottom: 21, right: side)
        let header = screen.attachHeader()
        FrameClock.advance()
        heights.append(header.frame.height)
      }
    }
    #expect(heights.count == 2)
    #expect(heights.last ?? 0 > heights.first ?? 0, "the same text, 150 points narrower on each side, takes more lines")
  }

  @Test func theGrownHeaderTriggersAndHoldsItsWholeHeight() {
    onScreen(traits: UITraitCollection(contentSizeScale: accessibilityScale)) { screen in
      let header = screen.attachHeader()
      FrameClock.advance()
      let height = header.frame.height
      #expect(height > 54)
      screen.pull(to: -(height - 10))
      FrameClock.advance()
      #expect(header.state == .idle, "short of the grown height: not armed")
      screen.pull(to: -(height + 30))
      FrameClock.advance()
      #expect(header.state == .pulling)
      screen.table.liftFinger()
      FrameClock.advance(seconds: 1)
      #expect(header.state == .refreshing)
      #expect(screen.table.contentInset.top == height, "the hold is the grown height, kept while refreshing")
      #expect(screen.table.contentOffset.y == -height, "the whole header shows")
      #expect(header.frame.height == height, "a shorter title does not shrink it mid-refresh")
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
      #expect(screen.table.contentInset.top == 0)
    }
  }

  @Test func theHeaderFollowsTheUsersTextSizeBothWays() {
    onScreen { screen in
      let header = screen.attachHeader()
      FrameClock.advance()
      #expect(header.frame.height == 54)
      screen.window.traits = UITraitCollection(contentSizeScale: accessibilityScale)
      FrameClock.advance()
      let grown = header.frame.height
      #expect(grown > 54)
      header.beginRefreshing()
      FrameClock.advance(seconds: 1)
      #expect(screen.table.contentInset.top == grown)
      screen.window.traits = UITraitCollection()
      FrameClock.advance()
      #expect(header.frame.height == grown, "mid-refresh it does not shrink under the user")
      #expect(screen.table.contentInset.top == grown)
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
      #expect(header.frame.height == 54, "back to its height at the default size once idle")
      #expect(screen.table.contentInset.top == 0)
    }
  }

  @Test func backAtRestAHeaderWhoseTextStaysTheSameTakesTheHeightItsTextNeedsNow() {
    onScreen { screen in
      // The same title in every state, and no accessory or last-updated line: the end of the refresh changes nothing
      // the header draws, only its state.
      let header = StateHeader()
      header.isLastUpdatedTimeHidden = true
      for state in RefreshState.allCases { header.setTitle("Updating", for: state) }
      _ = screen.attachHeader(header)
      FrameClock.advance()
      let resting = header.frame.height
      header.beginRefreshing()
      FrameClock.advance(seconds: 1)
      screen.window.traits = UITraitCollection(contentSizeScale: accessibilityScale)
      FrameClock.advance()
      let grown = header.frame.height
      #expect(grown > resting, "a larger text size while refreshing grows it")
      screen.window.traits = UITraitCollection()
      FrameClock.advance()
      #expect(header.frame.height == grown, "a smaller one meanwhile does not shrink it under the user")
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
      #expect(header.state == .idle)
      #expect(header.frame.height == resting, "back at rest it takes the height its text needs now")
      #expect(screen.table.contentInset.top == 0)
    }
  }

  @Test func aFooterGrowsTooAndATrailerKeepsItsWidth() throws {
    try onScreen(traits: UITraitCollection(contentSizeScale: accessibilityScale)) { screen in
      let footer = SimpleAutoFooter {}
      screen.table.refreshKit.footer = footer
      FrameClock.advance()
      #expect(footer.height == 44)
      #expect(footer.frame.height > 44)
      let view = try #require(screen.table.refreshKit.footerView)
      #expect(fits(view.titleLabel))
      #expect(screen.table.contentInset.bottom == footer.frame.height, "an auto footer holds its grown height")
      let carousel = UICollectionView(frame: screen.window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
      carousel.contentSize = CGSize(width: 1500, height: 844)
      screen.window.addSubview(carousel)
      let trailer = SimpleTrailer {}
      carousel.refreshKit.trailer = trailer
      FrameClock.advance()
      #expect(trailer.frame.width == 60)
      carousel.removeFromSuperview()
    }
  }
}
