@preconcurrency import QuartzCore
import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// What a user sees drawn in a component's view: the app's colours, fonts and arrow picture (set before attaching or
/// while the header shows), the stock look otherwise, the arrow's turn, and a spinning ring that keeps the display link
/// running only while it is in view.
@Suite(.serialized) @MainActor struct ComponentViewDrawingTests {
  /// Lifts the finger and lets the list come back to rest.
  func letGo(_ screen: ViewScreen) {
    screen.table.liftFinger()
    FrameClock.advance(seconds: 1)
  }

  /// Whether `color` is the fixed colour `red`, `green`, `blue`, `alpha`.
  func color(_ color: UIColor?, is rgba: (CGFloat, CGFloat, CGFloat, CGFloat)) -> Bool {
    guard let color else { return false }
    return color.rgba() == rgba
  }

  // MARK: - Colours and fonts

  @Test func theStockLookIsTheSecondaryLabelColourAndBoldTitleOverARegularLine() throws {
    try onScreen { screen in
      _ = screen.attachHeader()
      let view = try #require(screen.table.refreshKit.headerView)
      screen.pull(to: -30)
      #expect(view.titleLabel.textColor == .secondaryLabel)
      #expect(view.lastUpdatedLabel.textColor == .secondaryLabel)
      #expect(view.titleLabel.font.pointSize == 14 && view.titleLabel.font.weight == .bold)
      #expect(view.titleLabel.font.scaledForTextStyle == .subheadline)
      #expect(view.lastUpdatedLabel.font.pointSize == 13 && view.lastUpdatedLabel.font.weight == .regular)
      #expect(view.lastUpdatedLabel.font.scaledForTextStyle == .footnote)
      for label in [view.titleLabel, view.lastUpdatedLabel] {
        // The text follows the user's text size by the view's own scaling (above); UIKit's rescale, done in its own
        // order, would make a font the view gave look like one the app set, which the view then keeps.
        #expect(!label.adjustsFontForContentSizeCategory)
        // Issue 44: a long text wraps and the header grows to fit it (ComponentViewFittingTests), never shrinks.
        #expect(!label.adjustsFontSizeToFitWidth && label.numberOfLines == 0, "a long text wraps, unshrunk")
        #expect(label.textAlignment == .center)
      }
      #expect(view.arrowView.image?.name == "arrow.down")
      #expect(view.arrowView.tintColor == .secondaryLabel)
      letGo(screen)
    }
  }

  @Test func anAppsTextColourAndFontsAreDrawnOnBothLines() throws {
    try onScreen { screen in
      let header = SimpleHeader()
      header.appearance.textColor = RefreshAppearance.Color(red: 0.1, green: 0.4, blue: 0.8)
      header.appearance.titleFont = RefreshAppearance.Font(size: 18, weight: .semibold)
      header.appearance.subtitleFont = RefreshAppearance.Font(size: 11, weight: .medium, scalesWithDynamicType: false)
      header.appearance.tintColor = RefreshAppearance.Color(red: 1, green: 0, blue: 0)
      _ = screen.attachHeader(header)
      let view = try #require(screen.table.refreshKit.headerView)
      screen.pull(to: -30)
      #expect(color(view.titleLabel.textColor, is: (0.1, 0.4, 0.8, 1)))
      #expect(color(view.lastUpdatedLabel.textColor, is: (0.1, 0.4, 0.8, 1)), "the last-updated line too")
      #expect(view.titleLabel.font.pointSize == 18 && view.titleLabel.font.weight == .semibold)
      #expect(view.titleLabel.font.scaledForTextStyle == .subheadline, "scaled with Dynamic Type")
      #expect(view.lastUpdatedLabel.font.pointSize == 11 && view.lastUpdatedLabel.font.weight == .medium)
      #expect(view.lastUpdatedLabel.font.scaledForTextStyle == nil, "an app's fixed size stays fixed")
      #expect(color(view.arrowView.tintColor, is: (1, 0, 0, 1)))
      #expect(color(view.activityIndicator.color, is: (1, 0, 0, 1)), "the spinner's own colour, not its tint")
      #expect(view.circleLayer.strokeColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
      letGo(screen)
    }
  }

  @Test func aStockSpinnerKeepsUIKitsOwnColourUntilAnAppAsksForOne() throws {
    try onScreen { screen in
      let header = SimpleHeader()
      _ = screen.attachHeader(header)
      let view = try #require(screen.table.refreshKit.headerView)
      // nil: the colour UIKit gives the spinner's style (UIActivityIndicatorView.color), not a grey of our own.
      #expect(view.activityIndicator.color == nil)
      header.appearance.tintColor = RefreshAppearance.Color(red: 1, green: 0, blue: 0)
      screen.pull(to: -30)
      #expect(color(view.activityIndicator.color, is: (1, 0, 0, 1)))
      header.appearance.tintColor = nil
      screen.pull(to: -31)
      #expect(view.activityIndicator.color == nil, "back to UIKit's own")
      letGo(screen)
    }
  }

  @Test func aColourOutOfRangeIsDrawnClampedToIt() throws {
    try onScreen { screen in
      let header = SimpleHeader()
      header.appearance.textColor = RefreshAppearance.Color(red: 2, green: -1, blue: .nan, alpha: 0.5)
      _ = screen.attachHeader(header)
      let view = try #require(screen.table.refreshKit.headerView)
      screen.pull(to: -30)
      #expect(color(view.titleLabel.textColor, is: (1, 0, 0, 0.5)))
      letGo(screen)
    }
  }

  @Test func aLookSetWhileTheHeaderShowsIsDrawnAndLaidOutAtOnce() throws {
    try onScreen { screen in
      let header = SimpleHeader()
      header.appearance.showsLastUpdated = false
      _ = screen.attachHeader(header)
      let view = try #require(screen.table.refreshKit.headerView)
      screen.pull(to: -30)
      FrameClock.commit()
      #expect(abs(view.arrowView.frame.minX - 78) < 0.001)
      header.appearance.textColor = RefreshAppearance.Color(red: 0, green: 0.5, blue: 0)
      header.appearance.titleFont = RefreshAppearance.Font(size: 20, weight: .bold)
      FrameClock.advance()
      #expect(color(view.titleLabel.textColor, is: (0, 0.5, 0, 1)))
      #expect(view.titleLabel.font.pointSize == 20)
      // "Pull down to refresh" at 20 points is 220 wide: 195 - 110 - 20 - 20.
      #expect(abs(view.arrowView.frame.minX - 45) < 0.001, "the layout pass measured the title in its new font")
      var stock = RefreshAppearance()
      stock.showsLastUpdated = false
      header.appearance = stock
      FrameClock.advance()
      #expect(view.titleLabel.textColor == .secondaryLabel, "back to the stock look")
      #expect(view.titleLabel.font.pointSize == 14)
      #expect(abs(view.arrowView.frame.minX - 78) < 0.001)
      letGo(screen)
    }
  }

  // MARK: - The arrow's picture

  @Test func anAppsArrowPictureIsDrawnThroughTheImageProviderAskedOnce() throws {
    try onScreen { screen in
      let asked = screen.answerImages(size: CGSize(width: 12, height: 30))
      let header = SimpleHeader()
      header.appearance.arrowImage = RefreshImage("BrandArrow")
      _ = screen.attachHeader(header)
      let view = try #require(screen.table.refreshKit.headerView)
      screen.pull(to: -30)
      FrameClock.commit()
      #expect(view.arrowView.image?.name == "BrandArrow")
      #expect(view.arrowView.bounds.size == CGSize(width: 12, height: 30), "laid out at the picture's size")
      screen.pull(to: -80)
      FrameClock.advance(frames: 5)
      #expect(view.arrowView.image?.name == "BrandArrow", "turned, not replaced")
      #expect(abs(abs(view.arrowView.transform.rotationAngle) - .pi) < 0.001)
      #expect(asked.names == ["BrandArrow"], "asked once, not on every change of the pull")
      letGo(screen)
    }
  }

  @Test func aPictureShownAcrossAStateChangeIsAskedOfTheAppOnce() throws {
    try onScreen { screen in
      let asked = screen.answerImages(size: CGSize(width: 20, height: 20))
      let header = ImageSequenceHeader()
      header.setImages([RefreshImage("Still")], for: .idle)
      header.setImages([RefreshImage("Still")], for: .pulling)
      _ = screen.attachHeader(header)
      let view = try #require(screen.table.refreshKit.headerView)
      screen.pull(to: -30)
      screen.pull(to: -80)
      FrameClock.advance(frames: 5)
      #expect(header.state == .pulling, "the title changed: drawn again")
      #expect(view.imageView.image?.name == "Still")
      #expect(asked.names == ["Still"], "the same picture, asked once")
      letGo(screen)
    }
  }

  @Test func anArrowPictureSetWhileTheHeaderShowsReplacesTheStockArrow() throws {
    try onScreen { screen in
      screen.table.refreshKit.imageProvider = { UIImage(name: $0.name, size: CGSize(width: 12, height: 30)) }
      let header = screen.attachHeader()
      let view = try #require(screen.table.refreshKit.headerView)
      screen.pull(to: -30)
      #expect(view.arrowView.image?.name == "arrow.down")
      header.appearance.arrowImage = RefreshImage("BrandArrow")
      FrameClock.advance()
      #expect(view.arrowView.image?.name == "BrandArrow")
      header.appearance.arrowImage = nil
      FrameClock.advance()
      #expect(view.arrowView.image?.name == "arrow.down", "back to the stock symbol")
      letGo(screen)
    }
  }

  @Test func aNewImageProviderRedrawsThePictureShownAtOnce() throws {
    try onScreen { screen in
      screen.table.refreshKit.imageProvider = { UIImage(name: "old-" + $0.name, size: CGSize(width: 20, height: 20)) }
      let sequence = ImageSequenceHeader {}
      sequence.setImages([RefreshImage("pull-0")], for: .idle)
      _ = screen.attachHeader(sequence)
      let view = try #require(screen.table.refreshKit.headerView)
      screen.pull(to: -30)
      #expect(view.imageView.image?.name == "old-pull-0")
      screen.table.refreshKit.imageProvider = { UIImage(name: "new-" + $0.name, size: CGSize(width: 20, height: 20)) }
      #expect(view.imageView.image?.name == "new-pull-0")
      letGo(screen)
    }
  }

  // MARK: - The arrow's turn

  @Test func theArrowTurnsOverOnceClockwiseWhenThePullArms() throws {
    try onScreen { screen in
      _ = screen.attachHeader()
      let view = try #require(screen.table.refreshKit.headerView)
      screen.pull(to: -40)
      UIView.animationLog = []
      screen.pull(to: -80)
      screen.pull(to: -100)
      let angle = view.arrowView.transform.rotationAngle
      #expect(angle > 0, "a hair less than a half turn: clockwise, never the other way round")
      #expect(abs(angle - (.pi - 1e-6)) < 1e-8)
      let turns = UIView.animationLog.filter { $0.duration == RefreshConfiguration.default.fastAnimationDuration }
      #expect(turns.count == 1, "one animated turn, not one on every move of the finger")
      letGo(screen)
    }
  }

  @Test func theArrowComesBackPointingDownWithoutSpinningAfterARefresh() throws {
    try onScreen { screen in
      let header = screen.attachHeader()
      let view = try #require(screen.table.refreshKit.headerView)
      screen.pull(to: -80)
      screen.release()
      #expect(header.state == .refreshing)
      #expect(view.arrowView.isHidden)
      UIView.animationLog = []
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
      screen.pull(to: -30)
      #expect(!view.arrowView.isHidden)
      #expect(view.arrowView.transform.rotationAngle == 0)
      let turns = UIView.animationLog.filter { $0.duration == RefreshConfiguration.default.fastAnimationDuration }
      #expect(turns.isEmpty, "a hidden arrow is shown turned, not seen turning")
      letGo(screen)
    }
  }

  // MARK: - The ring's frames

  @Test func aSpinningRingRunsTheDisplayLinkUntilTheRefreshEnds() throws {
    try onScreen { screen in
      let before = CADisplayLink.running
      let header = screen.attachHeader(CircleLoadingHeader {})
      let view = try #require(screen.table.refreshKit.headerView)
      @MainActor func linkRuns() -> Bool { CADisplayLink.running.contains { link in !before.contains { $0 === link } } }
      screen.pull(to: -80)
      screen.release()
      #expect(header.state == .refreshing)
      #expect(view.needsFrames)
      #expect(linkRuns(), "the ring turns on the display link")
      let turned = view.circleLayer.transform
      FrameClock.advance(frames: 3)
      #expect(view.circleLayer.transform != turned)
      header.endRefreshing()
      FrameClock.advance(seconds: 1)
      #expect(!view.needsFrames)
      #expect(!linkRuns(), "the ring stopped: so does the link")
    }
  }

  // MARK: - Shapes

  @Test func onlyAChangeOfKindDirectionPictureOrMarkMovesTheParts() {
    typealias Accessory = RefreshPresentation.Accessory
    let same: [(Accessory, Accessory)] = [
      (.none, .none), (.activityIndicator(elapsed: 0), .activityIndicator(elapsed: 1)),
      (.ring(strokeEnd: 0.2, rotation: 0), .ring(strokeEnd: 1, rotation: 2)),
      (.arrow(.down, rotation: 0), .arrow(.down, rotation: .pi)),
      (.image(RefreshImage("a")), .image(RefreshImage("a"))),
      (.result(.success), .result(.success)),
    ]
    for (a, b) in same { #expect(RefreshComponentView.hasSameShape(a, b), "\(a) and \(b)") }
    let different: [(Accessory, Accessory)] = [
      (.none, .activityIndicator(elapsed: 0)), (.arrow(.down, rotation: 0), .arrow(.up, rotation: 0)),
      (.image(RefreshImage("a")), .image(RefreshImage("b"))),
      (.result(.success), .result(.failure)), (.ring(strokeEnd: 1, rotation: 0), .activityIndicator(elapsed: 0)),
    ]
    for (a, b) in different { #expect(!RefreshComponentView.hasSameShape(a, b), "\(a) and \(b)") }
  }
}
