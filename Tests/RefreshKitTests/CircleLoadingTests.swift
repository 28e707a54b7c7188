import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

@Suite @MainActor struct CircleLoadingTests {
  // MARK: - The model

  @Test func strokeEndIsTheProgressClampedToOneTurn() {
    let circle = CircleLoading()
    for (progress, strokeEnd) in [(CGFloat(0), CGFloat(0)), (0.25, 0.25), (1, 1), (1.7, 1), (-0.5, 0)] {
      circle.progress = progress
      #expect(circle.strokeEnd == strokeEnd, "progress \(progress)")
    }
  }

  @Test func nonFiniteInputIsRefusedAndReported() {
    let circle = CircleLoading()
    circle.progress = 0.5
    let (_, diagnostics) = RefreshDiagnostics.collect {
      circle.progress = .nan
      circle.secondsPerTurn = 0
      circle.secondsPerTurn = .infinity
    }
    #expect(circle.progress == 0.5)
    #expect(circle.secondsPerTurn == 1)
    #expect(
      diagnostics.map(\.member) == [
        "CircleLoading.progress", "CircleLoading.secondsPerTurn", "CircleLoading.secondsPerTurn",
      ])
  }

  @Test func rotationTurnsOncePerSecondFromTheStartAndStopsAtZero() {
    let clock = ModelTimeBox(10)
    let circle = CircleLoading { clock.now }
    #expect(circle.rotation == 0)
    #expect(!circle.isAnimating)
    circle.startAnimating(at: 10)
    #expect(circle.isAnimating)
    for (time, angle) in [(10.0, 0.0), (10.25, CGFloat.pi / 2), (10.5, .pi), (11.75, 3 * .pi / 2), (13, 0)] {
      clock.now = time
      expectClose(circle.rotation, angle, tolerance: 1e-9, "at \(time)")
      expectClose(circle.rotation(at: time), angle, tolerance: 1e-9)
    }
    circle.startAnimating(at: 12)  // already spinning: keeps its start
    #expect(circle.animationStartTime == 10)
    circle.secondsPerTurn = 2
    clock.now = 10.5
    expectClose(circle.rotation, .pi / 2, tolerance: 1e-9)
    circle.stopAnimating()
    #expect(circle.rotation == 0)
    #expect(!circle.isAnimating)
  }

  // MARK: - CircleLoadingHeader

  @Test func theHeadersCircleFillsAcrossAPullAndClampsPastTheTrigger() {
    let list = makeLeafList()
    let header = CircleLoadingHeader {}
    list.refreshHeader = header
    #expect(header.circleLoading.strokeEnd == 0)
    list.beginDrag()
    var previous: CGFloat = 0
    var clamped = false
    for _ in 0..<60 {
      list.drag(by: CGPoint(x: 0, y: 5))
      let circle = header.circleLoading
      #expect(circle.progress == header.showProgress)
      #expect(circle.strokeEnd == min(header.showProgress, 1))
      #expect(circle.strokeEnd >= previous)
      #expect(!circle.isAnimating)
      previous = circle.strokeEnd
      clamped = clamped || header.showProgress > 1
    }
    #expect(clamped)
    #expect(header.circleLoading.strokeEnd == 1)
    list.drag(by: CGPoint(x: 0, y: -300))
    #expect(header.circleLoading.strokeEnd == 0)
  }

  @Test func theHeadersCircleSpinsWithModelTimeWhileRefreshing() {
    let list = makeLeafList()
    let header = CircleLoadingHeader {}
    list.refreshHeader = header
    list.advance(by: 3)  // the refresh starts at a model time other than zero
    pullDown(list, by: 200)
    list.endDrag()
    #expect(header.isRefreshing)
    #expect(header.circleLoading.isAnimating)
    #expect(header.circleLoading.animationStartTime == 3)
    #expect(header.circleLoading.rotation == 0)

    list.advance(by: 0.25)
    expectClose(header.circleLoading.rotation, .pi / 2, tolerance: 1e-9)
    list.advance(by: 0.25)
    expectClose(header.circleLoading.rotation, .pi, tolerance: 1e-9)
    list.advance(by: 0.75)
    expectClose(header.circleLoading.rotation, .pi / 2, tolerance: 1e-9)

    header.endRefreshing()
    #expect(!header.circleLoading.isAnimating)
    #expect(header.circleLoading.rotation == 0)
  }

  @Test func aProgrammaticRefreshSpinsFromItsStart() {
    let list = makeLeafList()
    let header = CircleLoadingHeader {}
    list.advance(by: 1)
    header.beginRefreshing()  // detached: willRefresh
    #expect(!header.circleLoading.isAnimating)
    list.refreshHeader = header
    #expect(header.circleLoading.animationStartTime == 1)
    list.advance(by: 0.25)
    expectClose(header.circleLoading.rotation, .pi / 2, tolerance: 1e-9)
    list.refreshHeader = nil
    #expect(!header.circleLoading.isAnimating)
    #expect(header.circleLoading.rotation == 0)
  }

  // MARK: - CircleLoadingFooter

  @Test func theFootersCircleSpinsWhileLoadingAndGivesWayToATitle() {
    withLanguage("en") {
      let list = makeLeafList()
      let footer = CircleLoadingFooter {}
      list.refreshFooter = footer
      #expect(footer.title == "")
      #expect(!footer.isCircleHidden)
      footer.tap()
      #expect(footer.isRefreshing)
      #expect(footer.circleLoading.isAnimating)
      list.advance(by: 0.25)
      expectClose(footer.circleLoading.rotation, .pi / 2, tolerance: 1e-9)
      footer.endRefreshingWithNoMoreData()
      #expect(!footer.circleLoading.isAnimating)
      #expect(footer.isCircleHidden)
      #expect(footer.title == "No more data")
      RefreshLocalization.language = "ko"
      #expect(footer.title == "더 이상 데이터가 없습니다")
      footer.setTitle("끝", for: .noMoreData)
      #expect(footer.title == "끝")
    }
  }

  @Test func theFootersCircleFillsAsItComesIntoView() {
    let list = makeLeafList()
    let footer = CircleLoadingFooter {}
    list.refreshFooter = footer
    list.contentOffset = CGPoint(x: 0, y: 2000 - 220 + 22)
    #expect(footer.showProgress == 0.5)
    #expect(footer.circleLoading.strokeEnd == 0.5)
    list.contentOffset = list.maximumContentOffset
    #expect(footer.circleLoading.strokeEnd == 1)
    #expect(!footer.isRefreshing)  // the app moved the content: no load
  }
}

/// A time a test sets by hand, read by a `CircleLoading` clock closure.
@MainActor final class ModelTimeBox {
  var now: TimeInterval

  init(_ now: TimeInterval) {
    self.now = now
  }
}

extension CircleLoadingTests {
  @Test func aCircleKeptByTheAppFollowsItsHeaderWithoutBeingReadAgain() {
    let list = makeLeafList()
    let header = CircleLoadingHeader {}
    list.refreshHeader = header
    let circle = header.circleLoading  // a view keeps the model and redraws from it
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: 40))
    #expect(circle.progress == header.showProgress)
    #expect(circle.progress > 0)
    circle.secondsPerTurn = 2  // the app's setting stays
    list.drag(by: CGPoint(x: 0, y: 200))
    list.endDrag()
    #expect(circle.isAnimating)
    list.advance(by: 0.5)
    expectClose(circle.rotation, .pi / 2, tolerance: 1e-9)
    circle.stopAnimating()  // the app may still stop it by hand: it stays stopped until the next refresh
    #expect(!circle.isAnimating)
    header.endRefreshing()
    header.beginRefreshing()
    #expect(circle.isAnimating)
    #expect(circle.animationStartTime == list.now)
  }
}
