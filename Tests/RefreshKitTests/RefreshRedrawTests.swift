import Foundation
import Testing

@_spi(Hosting) @testable import RefreshKit
@testable import RefreshKitTools

/// What a renderer draws once a frame: a component in view whose presentation changed, and nothing else.
@Suite @MainActor struct RefreshRedrawTests {
  static func list() -> (ScrollModel, SimpleHeader) {
    let list = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    list.contentSize = CGSize(width: 375, height: 2000)
    let header = SimpleHeader()
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    let date = Date(timeIntervalSinceReferenceDate: 0)
    header.currentDate = { date }
    list.refreshHeader = header
    return (list, header)
  }

  @Test func aHeaderPulledIntoViewIsDrawnOnceAndNotAgainWhileItLooksTheSame() {
    let (list, header) = Self.list()
    var redraw = RefreshRedraw()
    list.drag(by: CGPoint(x: 0, y: 20))
    #expect(redraw.presentationToDraw(for: header)?.title == "Pull down to refresh")
    var draws = 0
    for step in 0..<20 {
      list.drag(by: CGPoint(x: 0, y: step.isMultiple(of: 2) ? 1 : -1))
      if redraw.presentationToDraw(for: header) != nil { draws += 1 }
    }
    #expect(draws == 0, "the pull moved, the presentation did not")
  }

  @Test func aHeaderIsDrawnAgainWhenWhatItShowsChanges() {
    let (list, header) = Self.list()
    var redraw = RefreshRedraw()
    list.drag(by: CGPoint(x: 0, y: 20))
    _ = redraw.presentationToDraw(for: header)
    list.drag(by: CGPoint(x: 0, y: 200))  // past the trigger: "Release to refresh"
    #expect(redraw.presentationToDraw(for: header)?.title == "Release to refresh")
    #expect(redraw.drawn?.title == "Release to refresh")
  }

  @Test func aHeaderOutOfViewIsNotAskedForItsPresentation() {
    let (list, header) = Self.list()
    var redraw = RefreshRedraw()
    list.contentOffset = CGPoint(x: 0, y: 600)
    #expect(!header.isAccessibilityElement)
    #expect(redraw.presentationToDraw(for: header) == nil)
    #expect(redraw.drawn == nil, "nothing drawn while out of view")
    list.contentOffset = CGPoint(x: 0, y: 0)
    list.drag(by: CGPoint(x: 0, y: 20))
    #expect(redraw.presentationToDraw(for: header) != nil, "back in view: drawn")
  }

  @Test func anInvalidatedRedrawDrawsTheSamePresentationAgain() {
    let (list, header) = Self.list()
    var redraw = RefreshRedraw()
    list.drag(by: CGPoint(x: 0, y: 20))
    _ = redraw.presentationToDraw(for: header)
    #expect(redraw.presentationToDraw(for: header) == nil)
    redraw.invalidate()
    #expect(redraw.presentationToDraw(for: header) != nil)
  }

  @Test func needsDrawSaysWhenToDrawAndDrawnHoldsWhatToDraw() {
    let (list, header) = Self.list()
    var redraw = RefreshRedraw()
    list.drag(by: CGPoint(x: 0, y: 20))
    let first = redraw.needsDraw(for: header)
    #expect(first)
    #expect(redraw.drawn?.title == "Pull down to refresh")
    list.drag(by: CGPoint(x: 0, y: 1))
    let afterMove = redraw.needsDraw(for: header)
    #expect(!afterMove, "the pull moved, the presentation did not")
    list.drag(by: CGPoint(x: 0, y: 200))  // past the trigger
    let afterTrigger = redraw.needsDraw(for: header)
    #expect(afterTrigger)
    #expect(redraw.drawn?.title == "Release to refresh")
    #expect(redraw.drawn == header.presentation)
  }

  @Test func needsDrawAsksNothingOfAHeaderOutOfView() {
    let (list, header) = Self.list()
    var redraw = RefreshRedraw()
    list.contentOffset = CGPoint(x: 0, y: 600)
    let outOfView = redraw.needsDraw(for: header)
    #expect(!outOfView)
    #expect(redraw.drawn == nil, "nothing drawn while out of view")
    list.contentOffset = CGPoint(x: 0, y: 0)
    list.drag(by: CGPoint(x: 0, y: 20))
    let backInView = redraw.needsDraw(for: header)
    #expect(backInView, "back in view: drawn")
  }

  @Test func aCopyOfARedrawDrawsOnItsOwn() {
    let (list, header) = Self.list()
    var redraw = RefreshRedraw()
    list.drag(by: CGPoint(x: 0, y: 20))
    _ = redraw.presentationToDraw(for: header)
    var copy = redraw
    list.drag(by: CGPoint(x: 0, y: 200))  // past the trigger: "Release to refresh"
    #expect(copy.presentationToDraw(for: header)?.title == "Release to refresh")
    #expect(redraw.drawn?.title == "Pull down to refresh", "the original still holds what it drew")
    #expect(redraw.presentationToDraw(for: header)?.title == "Release to refresh", "and draws the change itself")
    copy.invalidate()
    #expect(redraw.presentationToDraw(for: header) == nil, "the copy's invalidation is its own")
    #expect(copy.presentationToDraw(for: header) != nil)
  }
}
