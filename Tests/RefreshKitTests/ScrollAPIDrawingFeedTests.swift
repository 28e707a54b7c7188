import Foundation
import Testing

@_spi(Hosting) @testable import RefreshKit
@testable import RefreshKitSwiftUI

/// What the scroll-API modifier (iOS 18) publishes per frame, on the fake SwiftUI scroll view: its body is evaluated
/// again only when what is drawn changes (a state, a visible progress step), never for a scroll alone, and nothing at
/// all is published while the component is out of view. The figures are in `Benchmarks/README.md`.
@Suite @MainActor struct ScrollAPIDrawingFeedTests {
  /// One modifier's state: it feeds its component's drawing from every model event, as `ScrollAPIRefreshState` does,
  /// and counts what it publishes.
  @MainActor final class Publisher {
    var feed = ScrollAPIDrawingFeed()
    let component: RefreshComponent
    let model: ScrollModel
    /// Publishes of the drawing (body evaluations of the modifier) and of the offset (the placing view's).
    private(set) var drawings = 0
    private(set) var offsets = 0
    /// Publishes of either made while the component was out of view before and after the event.
    private(set) var whileOutOfView = 0
    /// The model's events heard.
    private(set) var events = 0
    /// Events after which the drawing, shown, was not where the component is (its frame less the offset).
    private(set) var misplaced = 0
    /// What the glue published before issue 55, for the figure in `Benchmarks/README.md`: the drawing with the frame
    /// relative to the offset, from the first time the component was in view, at every event that changed it.
    private(set) var formerPublishes = 0
    private var formerDrawing: (ScrollAPIDrawingFeed.Drawing, CGPoint)?
    private var observation: ScrollObservation?

    init(_ component: RefreshComponent, on model: ScrollModel, tracksProgress: Bool = false) {
      self.component = component
      self.model = model
      feed.tracksProgress = tracksProgress
      observation = model.observe { [weak self] _ in self?.update() }
      update()
    }

    func update() {
      events += 1
      let wasInView = feed.drawing?.isInView == true
      let change = feed.update(component: component, on: model)
      if change.contains(.drawing) { drawings += 1 }
      if change.contains(.offset) { offsets += 1 }
      let isInView = feed.drawing?.isInView == true
      if let drawing = feed.drawing, !component.isHidden {
        var former = drawing
        former.isInView = true
        let relative = model.contentOffset
        if formerDrawing.map({ $0.0 != former || $0.1 != relative }) ?? true { formerPublishes += 1 }
        formerDrawing = (former, relative)
      }
      if !wasInView, !isInView, !change.intersection([.drawing, .offset]).isEmpty { whileOutOfView += 1 }
      if let drawing = feed.drawing, drawing.isInView,
        drawing.frame != component.frame || feed.offset != model.contentOffset
      {
        misplaced += 1
      }
    }

    /// The counts from now on.
    func reset() {
      (drawings, offsets, whileOutOfView, events, formerPublishes) = (0, 0, 0, 0, 0)
    }
  }

  /// A long list under an 88-pt bar, at rest at its top, with a header and an auto footer.
  static func feedList() -> (FakeSwiftUIScrollView, SimpleHeader, SimpleAutoFooter) {
    let list = FakeSwiftUIScrollView(contentHeight: 20_000, safeArea: Insets(top: 88))
    let header = SimpleHeader()
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    let footer = SimpleAutoFooter()
    list.model.refreshHeader = header
    list.model.refreshFooter = footer
    list.frames(0.5)
    return (list, header, footer)
  }

  /// A fling: the finger drags the content 200 pt up, lets go at 3,000 pt/s, and the content coasts for 3 s.
  static func fling(_ list: FakeSwiftUIScrollView) {
    let start = list.contentOffset.y
    list.pull(through: (1...10).map { start + CGFloat($0) * 20 })
    var offset = list.contentOffset.y
    var speed: CGFloat = 3000 / 60
    var coast: [CGPoint] = []
    for _ in 0..<180 {
      offset += speed
      speed *= 0.985
      coast.append(CGPoint(x: 0, y: offset))
    }
    list.release(velocity: CGVector(dx: 0, dy: 3000), coast: coast)
  }

  @Test func aThreeSecondFlingWithTheHeaderAndFooterOutOfViewPublishesNothing() {
    let (list, header, footer) = Self.feedList()
    let headerState = Publisher(header, on: list.model)
    let footerState = Publisher(footer, on: list.model, tracksProgress: true)
    headerState.reset()
    footerState.reset()
    let outputs = list.outputChanges.count
    Self.fling(list)
    #expect(list.outputChanges.count == outputs, "the host's output (margins, bounce, position) publishes nothing")
    #expect(list.contentOffset.y > 3000, "the fling went a long way")
    #expect(headerState.events > 190, "a scroll event a frame")
    #expect(headerState.drawings == 0, "no body evaluation for a scroll")
    #expect(headerState.offsets == 0, "the header is out of view: nothing placed")
    #expect(footerState.drawings == 0)
    #expect(footerState.offsets == 0)
  }

  @Test func aFiveSecondRefreshPublishesOncePerStateChangeAndVisibleProgressStepAndNothingAtRest() {
    let (list, header, _) = Self.feedList()
    let stock = Publisher(header, on: list.model)
    let custom = Publisher(header, on: list.model, tracksProgress: true)
    var stateChanges = 0
    let states = header.observe { if case .stateChanged = $0 { stateChanges += 1 } }
    var steps = 0
    var lastProgress = header.showProgress
    let progress = list.model.observe { _ in
      if header.showProgress != lastProgress, header.isAccessibilityElement { steps += 1 }
      lastProgress = header.showProgress
    }
    list.pull(through: stride(from: -100, through: -220, by: -10).map { CGFloat($0) })
    list.release()
    #expect(header.state == .refreshing)
    let beforeRest = (stock.drawings, stock.offsets, custom.drawings, custom.offsets)
    list.frames(5)
    #expect(header.state == .refreshing)
    #expect(stock.drawings == beforeRest.0, "five seconds at rest: no body evaluation")
    #expect(stock.offsets == beforeRest.1, "and nothing moved")
    #expect(custom.drawings == beforeRest.2)
    header.endRefreshing()
    list.frames(1)
    #expect(header.state == .idle)
    #expect(header.isAccessibilityElement == false, "back under the bar")
    _ = (states, progress)
    #expect(stock.formerPublishes > 8 * stock.drawings, "the former glue evaluated the body at each scroll event")
    // Entering the view is the first progress step; leaving it is one more publish.
    #expect(stock.drawings <= stateChanges + 2)
    #expect(custom.drawings <= stateChanges + steps + 1)
    #expect(stock.whileOutOfView == 0)
    #expect(custom.whileOutOfView == 0)
    #expect(stock.misplaced == 0, "the drawing is where the header is at every event")
    #expect(custom.misplaced == 0)
  }

  @Test func aFlingDuringARefreshPublishesNothingOnceTheHeaderIsOutOfView() {
    let (list, header, _) = Self.feedList()
    let state = Publisher(header, on: list.model, tracksProgress: true)
    list.pullAndRelease(through: [-120, -160, -200])
    #expect(header.state == .refreshing)
    state.reset()
    let outputs = list.outputChanges.count
    Self.fling(list)
    #expect(header.state == .refreshing)
    let holds = list.outputChanges.dropFirst(outputs).map(\.output.margins.top)
    #expect(holds == [34, 14, 0], "the host publishes only the sticky hold shrinking as the header leaves the view")
    #expect(state.feed.drawing?.isInView == false, "refreshing, scrolled far away")
    #expect(state.whileOutOfView == 0)
    #expect(state.drawings <= 1, "one publish as it leaves the view")
    #expect(state.offsets < 20, "placed only for the frames it was still in view")
    #expect(state.misplaced == 0)
    #expect(state.formerPublishes > 150, "the former glue evaluated the body at each frame of the fling")
  }

  @Test func aHiddenComponentIsDrawnAgainInFullWhenShown() {
    let (list, header, _) = Self.feedList()
    let state = Publisher(header, on: list.model)
    list.pull(through: [-120, -160])
    #expect(state.feed.drawing?.isInView == true)
    header.isHidden = true
    list.pull(through: [-165])
    #expect(state.feed.drawing == nil)
    header.isHidden = false
    list.pull(through: [-170])
    #expect(state.feed.drawing?.isInView == true, "drawn again, though its presentation did not change")
    #expect(state.feed.drawing?.presentation == header.presentation)
  }
}
