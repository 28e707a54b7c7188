import Foundation
import Testing

@testable import RefreshKit

// The geometry VoiceOver gets: each component's frame (in the scroll view's content coordinates, where its view sits)
// and whether that frame is in the part of the viewport the app's and the system's insets leave uncovered, which
// makes the component an accessible element while it is idle and shows no progress. For the header, the auto footer,
// the back footer and the trailer, under the app's contentInset, the safe area, both, and another component's held
// refresh inset (which covers nothing: the components show in it), at each edge of the uncovered viewport: touching
// it is out of view, one point over it is in view.

/// What covers the edges of the viewport in one case.
enum CoveringInset: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case none
  case app
  case safeArea
  case appAndSafeArea
  /// Another component refreshes and holds its inset; nothing else covers the viewport.
  case anotherComponentsHold

  var testDescription: String { rawValue }

  /// The cases in which only the app and the system cover the viewport.
  static let appOrSystem: [CoveringInset] = [.none, .app, .safeArea, .appAndSafeArea]

  static let appInset = Insets(top: 30, left: 12, bottom: 20, right: 16)
  static let systemInset = Insets(top: 88, left: 44, bottom: 34, right: 44)

  var contentInset: Insets { self == .app || self == .appAndSafeArea ? Self.appInset : .zero }
  var safeAreaInsets: Insets { self == .safeArea || self == .appAndSafeArea ? Self.systemInset : .zero }
  /// What covers the viewport's edges: the app's and the system's insets, never a refresh hold.
  var covered: Insets { contentInset + safeAreaInsets }
}

@Suite @MainActor struct AccessibilityFrameTests {
  /// A phone list for `kind`: 2000 points of content (a trailer's gallery: 1000 points wide, one screen tall), or
  /// content shorter than the viewport along the component's axis.
  static func makeList(for kind: ReentrantComponentKind, short: Bool = false) -> ScrollModel {
    switch (kind, short) {
    case (.trailer, false): makePhoneList(contentHeight: 667, contentWidth: 1000)
    case (.trailer, true): makePhoneList(contentHeight: 667, contentWidth: 200)
    case (_, false): makePhoneList(contentHeight: 2000)
    case (_, true): makePhoneList(contentHeight: 300)
    }
  }

  /// The frame the documentation gives `kind` on `list`: a header just above the content, its height tall; an auto
  /// footer right after the content; a back footer below the content, or for shorter content at the bottom of the
  /// viewport inside the insets; a trailer after the content, or for narrower content at the viewport's right edge
  /// inside the insets, as tall as the viewport.
  static func documentedFrame(of kind: ReentrantComponentKind, on list: ScrollModel, covered: Insets) -> CGRect {
    let content = list.contentSize
    switch kind {
    case .header:
      return CGRect(x: 0, y: -54, width: 375, height: 54)
    case .autoFooter:
      return CGRect(x: 0, y: content.height, width: 375, height: 44)
    case .backFooter:
      return CGRect(x: 0, y: max(content.height, 667 - covered.top - covered.bottom), width: 375, height: 44)
    case .trailer:
      return CGRect(x: max(content.width, 375 - covered.left - covered.right), y: 0, width: 60, height: 667)
    }
  }

  /// The offsets along the component's axis at which its frame touches an edge of the uncovered viewport from
  /// outside (out of view) and overlaps it by one point (in view): the frame below (or right of) the viewport, then
  /// above (or left of) it.
  static func edgeOffsets(of frame: CGRect, kind: ReentrantComponentKind, covered: Insets) -> [(CGFloat, Bool, String)]
  {
    let (start, end, length, lead, trail) =
      kind == .trailer
      ? (frame.minX, frame.maxX, CGFloat(375), covered.left, covered.right)
      : (frame.minY, frame.maxY, CGFloat(667), covered.top, covered.bottom)
    let touchingFromBeyond = start - length + trail
    let touchingFromBefore = end - lead
    return [
      (touchingFromBeyond, false, "touching the uncovered viewport's far edge from outside"),
      (touchingFromBeyond + 1, true, "one point inside its far edge"),
      (touchingFromBefore, false, "touching the uncovered viewport's near edge from outside"),
      (touchingFromBefore - 1, true, "one point inside its near edge"),
    ]
  }

  /// Refreshes `component` and ends it, so that it is idle with its progress at 0 until the user drags: from then
  /// on only its frame decides whether it is an element.
  static func refreshAndSettle(_ component: RefreshComponent, on list: ScrollModel) {
    component.beginRefreshing()
    #expect(component.isRefreshing)
    component.endRefreshing()
    list.advance(by: 2)
    #expect(component.state == .idle)
    #expect(component.showProgress == 0)
  }

  @Test(arguments: ReentrantComponentKind.allCases, CoveringInset.allCases)
  func anIdleComponentIsAnElementExactlyWhileItsFrameOverlapsTheUncoveredViewport(
    _ kind: ReentrantComponentKind, _ inset: CoveringInset
  ) {
    let shortContent: [Bool] = kind == .backFooter || kind == .trailer ? [false, true] : [false]
    for short in shortContent where !(short && inset == .anotherComponentsHold) {
      let list = Self.makeList(for: kind, short: short)
      list.contentInset = inset.contentInset
      list.safeAreaInsets = inset.safeAreaInsets
      list.contentOffset = list.minimumContentOffset
      let component = kind.make()
      kind.attach(component, to: list)
      let frame = Self.documentedFrame(of: kind, on: list, covered: inset.covered)
      #expect(component.frame == frame, "short content: \(short)")
      #expect(!component.isAccessibilityElement, "at rest it is outside the uncovered viewport (short: \(short))")
      Self.refreshAndSettle(component, on: list)
      if inset == .anotherComponentsHold {
        // The header (or, for the header, a back footer) refreshes and holds its inset.
        let other: RefreshComponent = kind == .header ? BackRefreshFooter() : RefreshHeader()
        if let header = other as? RefreshHeader { list.refreshHeader = header }
        if let footer = other as? BackRefreshFooter { list.refreshFooter = footer }
        other.beginRefreshing()
        list.advance(by: 1)
        #expect(list.refreshInset != .zero)
        #expect(component.frame == frame)
      }
      let rest = list.contentOffset
      for (offset, shows, place) in Self.edgeOffsets(of: frame, kind: kind, covered: inset.covered) {
        list.contentOffset = kind == .trailer ? CGPoint(x: offset, y: rest.y) : CGPoint(x: rest.x, y: offset)
        #expect(component.showProgress == 0)
        #expect(component.isAccessibilityElement == shows, "\(place) (short: \(short))")
      }
    }
  }

  @Test(arguments: [ReentrantComponentKind.header, .backFooter, .trailer], CoveringInset.appOrSystem)
  func aComponentShowingItsResultInItsHoldIsAnElementUntilTheHoldGoes(
    _ kind: ReentrantComponentKind, _ inset: CoveringInset
  ) {
    let list = Self.makeList(for: kind)
    list.contentInset = inset.contentInset
    list.safeAreaInsets = inset.safeAreaInsets
    // At the component's end of the content, where a begin from code shows it.
    list.contentOffset = kind == .header ? list.minimumContentOffset : list.maximumContentOffset
    let component = kind.make()
    component.resultDisplayDuration = 1
    kind.attach(component, to: list)
    component.beginRefreshing()
    list.advance(by: 1)
    component.endRefreshing()
    list.advance(by: 0.5)
    #expect(component.state == .idle)
    #expect(component.showProgress == 0)
    #expect(component.displayedResult == .success)
    #expect(list.refreshInset == kind.hold, "the result shows in the hold")
    #expect(component.isAccessibilityElement, "shown in its hold, inside the uncovered viewport")
    list.advance(by: 2)
    #expect(list.refreshInset == .zero)
    #expect(!list.isDecelerating)
    #expect(!component.isAccessibilityElement, "the hold went and the content settled: it is just outside")
  }

  @Test func aComponentWithNoHeightOrNoWidthIsNeverAnElementEvenWhereItWouldShow() {
    let list = makePhoneList()
    let footer = AutoRefreshFooter()
    footer.height = 0
    list.refreshFooter = footer
    list.contentOffset = CGPoint(x: 0, y: 1400)
    #expect(footer.frame == CGRect(x: 0, y: 2000, width: 375, height: 0))
    #expect(footer.showProgress == 0)
    #expect(!footer.isAccessibilityElement, "nothing of it shows")

    let gallery = makePhoneList(contentHeight: 667, contentWidth: 1000)
    let trailer = RefreshTrailer()
    trailer.width = 0
    gallery.refreshTrailer = trailer
    Self.refreshAndSettle(trailer, on: gallery)
    gallery.contentOffset = CGPoint(x: 700, y: 0)
    #expect(trailer.frame == CGRect(x: 1000, y: 0, width: 0, height: 667))
    #expect(!trailer.isAccessibilityElement, "nothing of it shows")
  }

  @Test(arguments: CoveringInset.appOrSystem)
  func anAutoFooterInItsIdleHoldIsAnElementAtTheBottomAndNotAtTheTop(_ inset: CoveringInset) {
    let list = Self.makeList(for: .autoFooter)
    list.contentInset = inset.contentInset
    list.safeAreaInsets = inset.safeAreaInsets
    list.contentOffset = list.minimumContentOffset
    let footer = AutoRefreshFooter()
    list.refreshFooter = footer
    Self.refreshAndSettle(footer, on: list)
    #expect(!footer.isAccessibilityElement)
    list.contentOffset = list.maximumContentOffset
    #expect(list.maximumContentOffset.y == 2000 + inset.covered.bottom + 44 - 667, "its idle hold lets it show")
    #expect(footer.isAccessibilityElement, "scrolled to the bottom it shows in its hold")
  }
}
