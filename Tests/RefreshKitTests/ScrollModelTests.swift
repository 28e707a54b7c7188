import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

@Suite @MainActor struct ScrollModelTests {
  // MARK: - Rubber band

  @Test func dragPastTopRubberBandsByUIKitsFormula() {
    for (travel, expected) in [(CGFloat(100), CGFloat(52.02)), (400, 178.98)] {
      let list = makeList()
      list.beginDrag()
      list.drag(by: CGPoint(x: 0, y: travel))
      expectClose(list.contentOffset.y, -expected, "finger travel \(travel)")
      #expect(list.contentOffset.x == 0)
      expectClose(ScrollModel.rubberBand(travel: travel, dimension: 960), expected)
    }
  }

  @Test func theRubberBandGivesNothingWithoutTravelOrRoomAndAtMostTheViewport() {
    for (travel, dimension) in [(CGFloat(0), CGFloat(960)), (-50, 960), (100, 0), (100, -960), (0, 0)] {
      #expect(ScrollModel.rubberBand(travel: travel, dimension: dimension) == 0, "travel \(travel), size \(dimension)")
    }
    #expect(ScrollModel.rubberBand(travel: .infinity, dimension: 960) == 960)
    expectClose(ScrollModel.rubberBand(travel: 1_000_000, dimension: 960), 958.33, tolerance: 0.01)
  }

  @Test func dragPastBottomRubberBandsByUIKitsFormula() {
    for (travel, expected) in [(CGFloat(100), CGFloat(52.02)), (400, 178.98)] {
      let list = makeList()
      list.contentOffset = list.maximumContentOffset
      #expect(list.maximumContentOffset.y == 4040)
      list.beginDrag()
      list.drag(by: CGPoint(x: 0, y: -travel))
      expectClose(list.contentOffset.y, 4040 + expected, "finger travel \(travel)")
    }
  }

  @Test func dragThatStartsInsideTheBoundsRubberBandsOnlyPastTheEdge() {
    let list = makeList()
    list.contentOffset = CGPoint(x: 0, y: 50)
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: 450))
    expectClose(list.contentOffset.y, -178.98)
  }

  @Test func splitDragsPastTheEdgeMoveAsFarAsOneDrag() {
    let single = makeList()
    single.drag(by: CGPoint(x: 0, y: 400))

    let even = makeList()
    for _ in 0..<4 { even.drag(by: CGPoint(x: 0, y: 100)) }

    let uneven = makeList()
    uneven.contentOffset = CGPoint(x: 0, y: 30)
    for step: CGFloat in [10, 25, 3.5, 80, 120, 0.25, 191.25] { uneven.drag(by: CGPoint(x: 0, y: step)) }

    let back = makeList()
    back.contentOffset = back.maximumContentOffset
    for step: CGFloat in [-50, -150, -200] { back.drag(by: CGPoint(x: 0, y: step)) }

    expectClose(single.contentOffset.y, -178.98)
    expectClose(even.contentOffset.y, single.contentOffset.y)
    expectClose(uneven.contentOffset.y, single.contentOffset.y)
    expectClose(back.contentOffset.y, 4040 + 178.98)
  }

  @Test func draggingBackOverTheEdgeReturnsTheContentToWhereTheFingerIs() {
    let list = makeList()
    list.drag(by: CGPoint(x: 0, y: 400))
    list.drag(by: CGPoint(x: 0, y: -300))
    expectClose(list.contentOffset.y, -52.02)
    list.drag(by: CGPoint(x: 0, y: -300))
    expectClose(list.contentOffset.y, 200)
  }

  @Test func dragWithoutBouncesStopsAtTheEdge() {
    let list = makeList()
    list.bounces = false
    list.drag(by: CGPoint(x: 0, y: 400))
    #expect(list.contentOffset.y == 0)
    list.drag(by: CGPoint(x: 0, y: -5000))
    #expect(list.contentOffset.y == 4040)
    list.drag(by: CGPoint(x: 0, y: -100))
    #expect(list.contentOffset.y == 4040)
    list.drag(by: CGPoint(x: 0, y: 40))
    #expect(list.contentOffset.y == 4000)
  }

  @Test func dragWithoutBouncesStopsAtTheTopOfContentUnderABar() {
    let list = makeList()
    list.bounces = false
    list.safeAreaInsets = Insets(top: 88)
    list.contentOffset = CGPoint(x: 0, y: -88)
    list.drag(by: CGPoint(x: 0, y: 400))
    #expect(list.contentOffset.y == -88, "the first row stays just below the bar")
    list.drag(by: CGPoint(x: 0, y: -100))
    #expect(list.contentOffset.y == 12)
  }

  @Test func horizontalDragRubberBandsByTheViewportWidth() {
    let list = makeList(width: 400, contentWidth: 2000)
    list.drag(by: CGPoint(x: 100, y: 0))
    expectClose(list.contentOffset.x, -ScrollModel.rubberBand(travel: 100, dimension: 400))
    expectClose(list.contentOffset.x, -48.35)
    #expect(list.contentOffset.y == 0)
  }

  // MARK: - Deceleration and bounce

  @Test func releaseInsideBoundsDeceleratesToUIKitsRestPoint() {
    let list = makeList()
    list.contentOffset = CGPoint(x: 0, y: 1000)
    list.beginDrag()
    list.endDrag(velocity: CGPoint(x: 0, y: -1000))
    #expect(list.panState == .ended)
    #expect(list.isDecelerating)
    list.advance(by: 0.5)
    #expect(list.isDecelerating)
    #expect(list.contentOffset.y > 1000 && list.contentOffset.y < 1499.5)
    list.advance(by: 10)
    #expect(!list.isDecelerating)
    expectClose(list.contentOffset.y, 1499.5)
  }

  @Test func aFlingLateInTheSessionFollowsTheSamePathAsOneAtTheStart() {
    let early = makeList()
    let late = makeList()
    late.advance(by: 10)
    for list in [early, late] {
      list.contentOffset = CGPoint(x: 0, y: 1000)
      list.beginDrag()
      list.endDrag(velocity: CGPoint(x: 0, y: -1000))
    }
    for _ in 0..<6 {
      early.advance(by: 0.05)
      late.advance(by: 0.05)
      expectClose(late.contentOffset.y, early.contentOffset.y)
    }
    // 0.3 s of decay at the normal rate: 1000 · (0.998^300 − 1) / (1000 · ln 0.998) past the release.
    let travel = 1000 * (pow(0.998, 300) - 1) / (1000 * log(0.998))
    expectClose(early.contentOffset.y, 1000 + travel)
  }

  @Test func fastDecelerationRateStopsAFifthAsFar() {
    let list = makeList()
    list.decelerationRate = .fast
    list.contentOffset = CGPoint(x: 0, y: 1000)
    list.beginDrag()
    list.endDrag(velocity: CGPoint(x: 0, y: -1000))
    list.advance(by: 0.1)
    #expect(list.isDecelerating)
    list.advance(by: 5)
    #expect(!list.isDecelerating)
    expectClose(list.contentOffset.y, 1099.5)
  }

  @Test func flingDownwardsDeceleratesTowardsTheTop() {
    let list = makeList()
    list.contentOffset = CGPoint(x: 0, y: 3000)
    list.beginDrag()
    list.endDrag(velocity: CGPoint(x: 0, y: 1000))
    list.advance(by: 10)
    expectClose(list.contentOffset.y, 3000 - 499.5)
  }

  @Test func flingIntoTheBottomOvershootsAndSettlesExactlyOnTheBound() {
    let list = makeList()
    list.contentOffset = CGPoint(x: 0, y: 3800)
    var farthest: CGFloat = 0
    let log = EventLog(list) { event in
      if case .contentOffset(_, let new) = event { farthest = max(farthest, new.y) }
    }
    list.beginDrag()
    list.endDrag(velocity: CGPoint(x: 0, y: -3000))
    list.advance(by: 0.3)
    #expect(list.isDecelerating)
    list.advance(by: 3)
    #expect(farthest > list.maximumContentOffset.y + 10)
    #expect(list.contentOffset.y == list.maximumContentOffset.y)
    #expect(!list.isDecelerating)
    _ = log
  }

  @Test func releasePastTheTopSpringsBackExactlyToTheTop() {
    let list = makeList()
    list.drag(by: CGPoint(x: 0, y: 200))
    let pulled = list.contentOffset.y
    #expect(pulled < 0)
    list.endDrag()
    #expect(list.isDecelerating)
    list.advance(by: 0.1)
    #expect(list.contentOffset.y > pulled && list.contentOffset.y < 0)
    list.advance(by: 2)
    #expect(list.contentOffset.y == 0)
    #expect(!list.isDecelerating)
  }

  @Test func releasePastTheTopWithAFlingStillSettlesOnTheTop() {
    let list = makeList()
    list.drag(by: CGPoint(x: 0, y: 200))
    list.endDrag(velocity: CGPoint(x: 0, y: 2000))
    list.advance(by: 3)
    #expect(list.contentOffset.y == 0)
    #expect(!list.isDecelerating)
  }

  @Test func flingWithoutBouncesStopsOnTheBound() {
    let list = makeList()
    list.bounces = false
    list.contentOffset = CGPoint(x: 0, y: 3800)
    var farthest: CGFloat = 0
    let log = EventLog(list) { event in
      if case .contentOffset(_, let new) = event { farthest = max(farthest, new.y) }
    }
    list.beginDrag()
    list.endDrag(velocity: CGPoint(x: 0, y: -3000))
    list.advance(by: 3)
    #expect(farthest == 4040)
    #expect(list.contentOffset.y == 4040)
    #expect(!list.isDecelerating)
    _ = log
  }

  @Test func flingThatWouldStopJustPastTheBottomNeverRestsPastIt() {
    for bounces in [true, false] {
      let list = makeList()
      list.bounces = bounces
      list.contentOffset = CGPoint(x: 0, y: 3800)
      var farthest: CGFloat = 0
      let log = EventLog(list) { event in
        if case .contentOffset(_, let new) = event { farthest = max(farthest, new.y) }
      }
      // The free path would stop 0.3 pt past the bottom bound, closer than the deceleration's stop distance.
      let speed = (4040.3 - 3800) * -DecelerationRate.normal.k
      list.beginDrag()
      list.endDrag(velocity: CGPoint(x: 0, y: -speed))
      list.advance(by: 10)
      #expect(farthest < 4040.05, "bounces: \(bounces)")
      #expect(list.contentOffset.y == 4040, "bounces: \(bounces)")
      #expect(!list.isDecelerating)
      _ = log
    }
  }

  @Test func nothingMovesUntilTimeAdvances() {
    let list = makeList()
    list.drag(by: CGPoint(x: 0, y: 200))
    let pulled = list.contentOffset
    list.endDrag(velocity: CGPoint(x: 0, y: -500))
    #expect(list.contentOffset == pulled)
    list.advance(by: 0)
    #expect(list.contentOffset == pulled)
  }

  // MARK: - Short content

  @Test func shortContentIgnoresVerticalDragsWithoutAlwaysBounceVertical() {
    let list = makeList(contentHeight: 300)
    let log = EventLog(list)
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: 150))
    list.drag(by: CGPoint(x: 0, y: -400))
    #expect(list.contentOffset == .zero)
    list.endDrag(velocity: CGPoint(x: 0, y: 2000))
    list.advance(by: 1)
    #expect(list.contentOffset == .zero)
    #expect(!log.events.contains { if case .contentOffset = $0 { true } else { false } })
  }

  @Test func shortContentWithAlwaysBounceVerticalRubberBandsAndBouncesBack() {
    let list = makeList(contentHeight: 300)
    list.alwaysBounceVertical = true
    #expect(list.maximumContentOffset.y == 0)
    list.drag(by: CGPoint(x: 0, y: 100))
    expectClose(list.contentOffset.y, -52.02)
    list.endDrag()
    list.advance(by: 2)
    #expect(list.contentOffset.y == 0)

    list.drag(by: CGPoint(x: 0, y: -400))
    expectClose(list.contentOffset.y, 178.98)
    list.endDrag()
    list.advance(by: 2)
    #expect(list.contentOffset.y == 0)
    #expect(!list.isDecelerating)
  }

  // MARK: - Step-size independence

  @Test func decelerationPathDoesNotDependOnTheStepSize() {
    func flung() -> ScrollModel {
      let list = makeList()
      list.contentOffset = CGPoint(x: 0, y: 1000)
      list.beginDrag()
      list.endDrag(velocity: CGPoint(x: 0, y: -1000))
      return list
    }
    let oneStep = flung()
    oneStep.advance(by: 1)
    let frames = flung()
    for _ in 0..<120 { frames.advance(by: 1.0 / 120) }
    let odd = flung()
    advance(odd, by: 1, inStepsOf: 0.37)
    let tiny = flung()
    advance(tiny, by: 1, inStepsOf: 0.001)

    #expect(oneStep.contentOffset.y > 1400)
    expectClose(frames.contentOffset.y, oneStep.contentOffset.y)
    expectClose(odd.contentOffset.y, oneStep.contentOffset.y)
    expectClose(tiny.contentOffset.y, oneStep.contentOffset.y)
    expectClose(frames.now, 1, tolerance: 1e-9)
  }

  @Test func bouncePathDoesNotDependOnTheStepSize() {
    func flungIntoTheBottom() -> ScrollModel {
      let list = makeList()
      list.contentOffset = CGPoint(x: 0, y: 3800)
      list.beginDrag()
      list.endDrag(velocity: CGPoint(x: 0, y: -3000))
      return list
    }
    for time in [0.2, 0.35, 0.5, 1.0, 2.0] {
      let oneStep = flungIntoTheBottom()
      oneStep.advance(by: time)
      let frames = flungIntoTheBottom()
      advance(frames, by: time, inStepsOf: 1.0 / 120)
      let odd = flungIntoTheBottom()
      advance(odd, by: time, inStepsOf: 0.37)
      let uneven = flungIntoTheBottom()
      advance(uneven, by: time, inStepsOf: 0.013)
      expectClose(frames.contentOffset.y, oneStep.contentOffset.y, "at \(time) s")
      expectClose(odd.contentOffset.y, oneStep.contentOffset.y, "at \(time) s")
      expectClose(uneven.contentOffset.y, oneStep.contentOffset.y, "at \(time) s")
    }
  }

  @Test func springBackPathDoesNotDependOnTheStepSize() {
    func pulled() -> ScrollModel {
      let list = makeList()
      list.drag(by: CGPoint(x: 0, y: 300))
      list.endDrag(velocity: CGPoint(x: 0, y: 800))
      return list
    }
    for time in [0.05, 0.25, 0.6, 1.5] {
      let oneStep = pulled()
      oneStep.advance(by: time)
      let odd = pulled()
      advance(odd, by: time, inStepsOf: 0.037)
      let frames = pulled()
      advance(frames, by: time, inStepsOf: 1.0 / 120)
      expectClose(odd.contentOffset.y, oneStep.contentOffset.y, "at \(time) s")
      expectClose(frames.contentOffset.y, oneStep.contentOffset.y, "at \(time) s")
    }
  }

  @Test func bounceThatBarelyOvershootsSettlesAtTheSameMomentWhateverTheStepSize() {
    // Reaches the bottom bound at about 1.62 s with 19.5 pt/s, then overshoots it by less than a point.
    func flung() -> ScrollModel {
      let list = makeList()
      list.contentOffset = CGPoint(x: 0, y: 3800)
      list.beginDrag()
      list.endDrag(velocity: CGPoint(x: 0, y: -500))
      return list
    }
    for time in [1.63, 1.65, 1.7, 1.8, 2.5] {
      let oneStep = flung()
      oneStep.advance(by: time)
      for step in [0.013, 0.0011, 0.37, 1.0 / 120] {
        let stepped = flung()
        advance(stepped, by: time, inStepsOf: step)
        expectClose(stepped.contentOffset.y, oneStep.contentOffset.y, "at \(time) s in steps of \(step) s")
      }
    }
  }

  @Test func animatedMoveOutOfBoundsSpringsBackOnTheSamePathWhateverTheStepSize() {
    func moved() -> ScrollModel {
      let list = makeList()
      list.advance(by: 0.123)
      list.setContentOffset(CGPoint(x: 0, y: -100), animated: true)
      return list
    }
    for time in [0.3, 0.31, 0.35, 0.5, 2] {
      let oneStep = moved()
      oneStep.advance(by: time)
      for step in [0.3, 0.013, 1.0 / 120] {
        let stepped = moved()
        advance(stepped, by: time, inStepsOf: step)
        expectClose(stepped.contentOffset.y, oneStep.contentOffset.y, "at \(time) s in steps of \(step) s")
      }
    }
    let settled = moved()
    settled.advance(by: 2)
    #expect(settled.contentOffset.y == 0)
  }

  // MARK: - Observation

  @Test func observersSeeEveryChangeInOrderWithOldAndNewValues() {
    let list = makeList()
    let log = EventLog(list)
    list.contentSize = CGSize(width: 375, height: 6000)
    list.frame = CGRect(x: 0, y: 20, width: 375, height: 800)
    list.contentOffset = CGPoint(x: 0, y: 100)
    list.contentOffset = CGPoint(x: 0, y: 100)  // unchanged: no event
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: 30))
    list.drag(by: CGPoint(x: 0, y: 20))
    list.endDrag()
    list.beginDrag()
    list.cancelDrag()
    #expect(
      log.take() == [
        .contentSize(old: CGSize(width: 375, height: 5000), new: CGSize(width: 375, height: 6000)),
        .frame(
          old: CGRect(x: 0, y: 0, width: 375, height: 960), new: CGRect(x: 0, y: 20, width: 375, height: 800)),
        .contentOffset(old: .zero, new: CGPoint(x: 0, y: 100)),
        .panState(old: .possible, new: .began),
        .panState(old: .began, new: .changed),
        .contentOffset(old: CGPoint(x: 0, y: 100), new: CGPoint(x: 0, y: 70)),
        .contentOffset(old: CGPoint(x: 0, y: 70), new: CGPoint(x: 0, y: 50)),
        .panState(old: .changed, new: .ended),
        .panState(old: .ended, new: .began),
        .panState(old: .began, new: .cancelled),
      ])
  }

  @Test func eachInsetSourceIsReportedWithItsOldAndNewValues() {
    let list = makeList()
    let log = EventLog(list)
    let bars = Insets(top: 88, bottom: 34)
    list.contentInset = Insets(top: 10)
    list.safeAreaInsets = bars
    list.setRefreshInset(Insets(top: 54), for: .header)
    list.setRefreshInset(Insets(bottom: 44), for: .footer)
    list.setRefreshInset(Insets(right: 60), for: .trailer)
    list.setRefreshInset(.zero, for: .header)
    list.setRefreshInset(.zero, for: .header)  // unchanged: no event
    list.contentInset = Insets(top: 10)  // unchanged: no event
    list.contentInset = .zero
    #expect(
      log.take() == [
        .inset(.content, old: .zero, new: Insets(top: 10)),
        .inset(.safeArea, old: .zero, new: bars),
        .inset(.refresh, old: .zero, new: Insets(top: 54)),
        .inset(.refresh, old: Insets(top: 54), new: Insets(top: 54, bottom: 44)),
        .inset(.refresh, old: Insets(top: 54, bottom: 44), new: Insets(top: 54, bottom: 44, right: 60)),
        .inset(.refresh, old: Insets(top: 54, bottom: 44, right: 60), new: Insets(bottom: 44, right: 60)),
        .inset(.content, old: Insets(top: 10), new: .zero),
      ])
  }

  @Test func motionIsReportedFrameByFrameWhileTimeAdvances() {
    let list = makeList()
    list.drag(by: CGPoint(x: 0, y: 100))
    list.endDrag()
    let log = EventLog(list)
    list.advance(by: 0.1)
    let offsets = log.take().compactMap { event -> CGPoint? in
      if case .contentOffset(_, let new) = event { return new }
      return nil
    }
    #expect(offsets.count == 12)
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0.y < $1.y })
  }

  @Test func observerChangingTheModelInsideItsCallbackKeepsEveryObserverInOrder() {
    let list = makeList()
    var depth = 0
    var deepest = 0
    let first = EventLog(list) { event in
      depth += 1
      deepest = max(deepest, depth)
      defer { depth -= 1 }
      if case .contentSize(_, let new) = event {
        list.contentOffset = CGPoint(x: 0, y: new.height - 960)
        list.safeAreaInsets = Insets(top: 20)
      }
    }
    let second = EventLog(list)
    let third = EventLog(list) { event in
      if case .inset(.safeArea, _, _) = event { list.contentOffset.y += 1 }
    }
    list.contentSize = CGSize(width: 375, height: 3000)
    let expected: [ScrollEvent] = [
      .contentSize(old: CGSize(width: 375, height: 5000), new: CGSize(width: 375, height: 3000)),
      .contentOffset(old: .zero, new: CGPoint(x: 0, y: 2040)),
      .inset(.safeArea, old: .zero, new: Insets(top: 20)),
      .contentOffset(old: CGPoint(x: 0, y: 2040), new: CGPoint(x: 0, y: 2041)),
    ]
    #expect(first.events == expected)
    #expect(second.events == expected)
    #expect(third.events == expected)
    #expect(deepest == 1)
    #expect(list.contentOffset.y == 2041)
  }

  @Test func observerCancellingItselfDuringDeliveryGetsNoFurtherEvents() {
    let list = makeList()
    var quitter: ScrollObservation?
    var seenByQuitter: [ScrollEvent] = []
    quitter = list.observe { event in
      seenByQuitter.append(event)
      quitter?.cancel()
      list.contentOffset.y += 10  // delivered to the others, not to the quitter
    }
    let other = EventLog(list)
    list.contentOffset = CGPoint(x: 0, y: 100)
    list.contentOffset = CGPoint(x: 0, y: 200)
    #expect(seenByQuitter == [.contentOffset(old: .zero, new: CGPoint(x: 0, y: 100))])
    #expect(quitter?.isActive == false)
    #expect(
      other.events == [
        .contentOffset(old: .zero, new: CGPoint(x: 0, y: 100)),
        .contentOffset(old: CGPoint(x: 0, y: 100), new: CGPoint(x: 0, y: 110)),
        .contentOffset(old: CGPoint(x: 0, y: 110), new: CGPoint(x: 0, y: 200)),
      ])
  }

  @Test func observerCancelledByAnEarlierObserverMissesTheRestOfThatEvent() {
    let list = makeList()
    var victim: EventLog?
    let killer = EventLog(list) { _ in victim?.token?.cancel() }
    victim = EventLog(list)
    list.contentOffset = CGPoint(x: 0, y: 10)
    #expect(killer.events.count == 1)
    #expect(victim?.events == [])
  }

  @Test func releasingTheTokenStopsDelivery() {
    let list = makeList()
    var count = 0
    var token: ScrollObservation? = list.observe { _ in count += 1 }
    list.contentOffset = CGPoint(x: 0, y: 10)
    #expect(count == 1)
    #expect(token?.isActive == true)
    token = nil
    list.contentOffset = CGPoint(x: 0, y: 20)
    list.advance(by: 1)
    #expect(count == 1)
  }

  @Test func cancellingTheTokenTwiceIsHarmless() {
    let list = makeList()
    var count = 0
    let token = list.observe { _ in count += 1 }
    token.cancel()
    token.cancel()
    list.contentOffset = CGPoint(x: 0, y: 20)
    #expect(count == 0)
    #expect(!token.isActive)
  }

  @Test func selfPerpetuatingObserverTerminatesAndReportsADiagnostic() {
    let list = makeList()
    let runaway = EventLog(list) { event in
      if case .contentOffset = event { list.contentOffset.y += 1 }
    }
    let bystander = EventLog(list)
    let (_, diagnostics) = RefreshDiagnostics.collect {
      list.contentOffset = CGPoint(x: 0, y: 1)
    }
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.member == "ScrollModel.observe(_:)")
    #expect(runaway.events == bystander.events)
    #expect(bystander.events.count <= ScrollModel.maximumEventsPerChange + 1)

    runaway.token?.cancel()
    bystander.events.removeAll()
    let (_, quiet) = RefreshDiagnostics.collect { list.contentOffset = CGPoint(x: 0, y: 0) }
    #expect(quiet.isEmpty)
    #expect(bystander.events.count == 1)
  }

  // MARK: - Insets

  @Test func everyInsetSourceMovesTheAdjustedInsetAndTheRestingBounds() {
    let list = makeList()
    list.contentInset = Insets(top: 10, left: 1, bottom: 20, right: 2)
    #expect(list.adjustedContentInset == Insets(top: 10, left: 1, bottom: 20, right: 2))
    #expect(list.minimumContentOffset == CGPoint(x: -1, y: -10))
    #expect(list.maximumContentOffset == CGPoint(x: 2, y: 4060))

    list.safeAreaInsets = Insets(top: 88, bottom: 34)
    #expect(list.adjustedContentInset == Insets(top: 98, left: 1, bottom: 54, right: 2))
    #expect(list.minimumContentOffset.y == -98)
    #expect(list.maximumContentOffset.y == 4094)

    list.setRefreshInset(Insets(top: 54), for: .header)
    list.setRefreshInset(Insets(bottom: 44), for: .footer)
    list.setRefreshInset(Insets(right: 60), for: .trailer)
    #expect(list.refreshInset == Insets(top: 54, bottom: 44, right: 60))
    #expect(list.refreshInset(for: .footer) == Insets(bottom: 44))
    #expect(list.adjustedContentInset == Insets(top: 152, left: 1, bottom: 98, right: 62))
    #expect(list.minimumContentOffset == CGPoint(x: -1, y: -152))
    #expect(list.maximumContentOffset == CGPoint(x: 62, y: 4138))
  }

  @Test func contentComesToRestOnTheInsetBounds() {
    let list = makeList()
    list.contentInset = Insets(top: 10, bottom: 20)
    list.safeAreaInsets = Insets(top: 88, bottom: 34)
    list.setRefreshInset(Insets(top: 54), for: .header)
    list.setRefreshInset(Insets(bottom: 44), for: .footer)

    list.drag(by: CGPoint(x: 0, y: 300))
    list.endDrag()
    list.advance(by: 2)
    #expect(list.contentOffset.y == -152)

    list.contentOffset = CGPoint(x: 0, y: 4000)
    list.beginDrag()
    list.endDrag(velocity: CGPoint(x: 0, y: -4000))
    list.advance(by: 4)
    #expect(list.contentOffset.y == 4138)
  }

  @Test func removingAnInsetLetsTheContentSettleOnTheNewBound() {
    let list = makeList()
    list.setRefreshInset(Insets(top: 54), for: .header)
    list.contentOffset = CGPoint(x: 0, y: -54)
    list.advance(by: 1)
    #expect(list.contentOffset.y == -54)
    list.setRefreshInset(.zero, for: .header)
    #expect(list.contentOffset.y == -54)  // nothing moves until time advances
    list.advance(by: 2)
    #expect(list.contentOffset.y == 0)
  }

  @Test func insetChangeDuringABounceRetargetsTheSpring() {
    let list = makeList()
    list.drag(by: CGPoint(x: 0, y: 300))
    list.endDrag()
    list.advance(by: 0.05)
    list.safeAreaInsets = Insets(top: 40)
    list.advance(by: 2)
    #expect(list.contentOffset.y == -40)
  }

  @Test func shortContentInsetsCountTowardsScrollability() {
    let list = makeList(contentHeight: 900)
    list.drag(by: CGPoint(x: 0, y: -100))
    #expect(list.contentOffset.y == 0)
    list.endDrag()
    list.contentInset = Insets(top: 100)
    #expect(list.maximumContentOffset.y == -60)
    list.contentOffset = CGPoint(x: 0, y: -100)
    list.drag(by: CGPoint(x: 0, y: -30))
    #expect(list.contentOffset.y == -70)
  }

  // MARK: - Bad input

  /// Runs `change` and expects it to leave `list` as it was, deliver no event and report one diagnostic naming
  /// `member`.
  private func expectRefused(
    _ list: ScrollModel, member: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ change: (ScrollModel) -> Void
  ) {
    let before = ScrollModelSnapshot(list)
    let log = EventLog(list)
    let (_, diagnostics) = RefreshDiagnostics.collect { change(list) }
    #expect(ScrollModelSnapshot(list) == before, "\(member) changed the model", sourceLocation: sourceLocation)
    #expect(log.events.isEmpty, "\(member) sent \(log.events)", sourceLocation: sourceLocation)
    #expect(diagnostics.count == 1, "\(member) reported \(diagnostics)", sourceLocation: sourceLocation)
    #expect(diagnostics.first?.member == member, sourceLocation: sourceLocation)
    log.token?.cancel()
  }

  private static let nonFinite: [CGFloat] = [.nan, .infinity, -.infinity]

  @Test func nonFiniteOffsetsAreRefused() {
    let list = makeList()
    list.contentOffset = CGPoint(x: 0, y: 300)
    for bad in Self.nonFinite {
      expectRefused(list, member: "ScrollModel.contentOffset") { $0.contentOffset = CGPoint(x: bad, y: 0) }
      expectRefused(list, member: "ScrollModel.contentOffset") { $0.contentOffset = CGPoint(x: 0, y: bad) }
      expectRefused(list, member: "ScrollModel.setContentOffset(_:animated:)") {
        $0.setContentOffset(CGPoint(x: 0, y: bad), animated: true)
      }
      expectRefused(list, member: "ScrollModel.setContentOffset(_:animated:)") {
        $0.setContentOffset(CGPoint(x: bad, y: 0), animated: false)
      }
    }
  }

  @Test func nonFiniteOrNegativeSizesAndFramesAreRefused() {
    let list = makeList()
    for bad in Self.nonFinite + [-1] {
      expectRefused(list, member: "ScrollModel.contentSize") { $0.contentSize = CGSize(width: bad, height: 100) }
      expectRefused(list, member: "ScrollModel.contentSize") { $0.contentSize = CGSize(width: 100, height: bad) }
      expectRefused(list, member: "ScrollModel.frame") { $0.frame = CGRect(x: 0, y: 0, width: 375, height: bad) }
      expectRefused(list, member: "ScrollModel.frame") { $0.frame = CGRect(x: 0, y: 0, width: bad, height: 960) }
    }
    for bad in Self.nonFinite {
      expectRefused(list, member: "ScrollModel.frame") { $0.frame = CGRect(x: bad, y: 0, width: 375, height: 960) }
      expectRefused(list, member: "ScrollModel.frame") { $0.frame = CGRect(x: 0, y: bad, width: 375, height: 960) }
    }
  }

  @Test func invalidInitialFrameIsRefusedAndZeroUsed() {
    let (list, diagnostics) = RefreshDiagnostics.collect {
      ScrollModel(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: -5))
    }
    #expect(list.frame == .zero)
    #expect(diagnostics.map(\.member) == ["ScrollModel.init(frame:)"])
  }

  @Test func nonFiniteInsetsAreRefused() {
    let list = makeList()
    list.contentInset = Insets(top: 5)
    list.safeAreaInsets = Insets(bottom: 34)
    list.setRefreshInset(Insets(top: 54), for: .header)
    for bad in Self.nonFinite {
      for insets in [Insets(top: bad), Insets(left: bad), Insets(bottom: bad), Insets(right: bad)] {
        expectRefused(list, member: "ScrollModel.contentInset") { $0.contentInset = insets }
        expectRefused(list, member: "ScrollModel.safeAreaInsets") { $0.safeAreaInsets = insets }
        for slot in RefreshSlot.allCases {
          expectRefused(list, member: "ScrollModel.refreshInset[\(slot)]") { $0.setRefreshInset(insets, for: slot) }
        }
      }
    }
    #expect(list.adjustedContentInset == Insets(top: 59, bottom: 34))
  }

  @Test func nonFiniteGestureInputIsRefused() {
    let list = makeList()
    list.contentOffset = CGPoint(x: 0, y: 500)
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: 20))
    for bad in Self.nonFinite {
      expectRefused(list, member: "ScrollModel.drag(by:)") { $0.drag(by: CGPoint(x: 0, y: bad)) }
      expectRefused(list, member: "ScrollModel.drag(by:)") { $0.drag(by: CGPoint(x: bad, y: 0)) }
      expectRefused(list, member: "ScrollModel.endDrag(velocity:)") { $0.endDrag(velocity: CGPoint(x: 0, y: bad)) }
      expectRefused(list, member: "ScrollModel.endDrag(velocity:)") { $0.endDrag(velocity: CGPoint(x: bad, y: 0)) }
    }
    #expect(list.isDragging)
    list.endDrag(velocity: CGPoint(x: 0, y: -1000))
    list.advance(by: 10)
    expectClose(list.contentOffset.y, 480 + 499.5)
  }

  @Test func negativeOrNonFiniteTimeStepsAreRefused() {
    let list = makeList()
    list.contentOffset = CGPoint(x: 0, y: 1000)
    list.beginDrag()
    list.endDrag(velocity: CGPoint(x: 0, y: -1000))
    list.advance(by: 0.1)
    for bad: TimeInterval in [-0.1, -.leastNonzeroMagnitude, .nan, .infinity, -.infinity] {
      expectRefused(list, member: "ScrollModel.advance(by:)") { $0.advance(by: bad) }
    }
    #expect(list.isDecelerating)
  }

  // MARK: - Animated offset, drag interruption and cancellation

  @Test func animatedOffsetArrivesAfterThreeTenthsOfASecondAndNotBefore() {
    for start: TimeInterval in [0, 0.123, 7.7] {
      let list = makeList()
      list.advance(by: start)
      list.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
      #expect(list.contentOffset.y == 0)
      #expect(list.isAnimatingContentOffset)
      #expect(!list.isDecelerating)
      list.advance(by: 0.15)
      expectClose(list.contentOffset.y, 300, "halfway from \(start) s")
      list.advance(by: 0.14)
      #expect(list.contentOffset.y > 550 && list.contentOffset.y < 600, "from \(start) s")
      #expect(list.isAnimatingContentOffset)
      list.advance(by: 0.01)
      #expect(list.contentOffset.y == 600, "from \(start) s")
      #expect(!list.isAnimatingContentOffset, "from \(start) s")
    }
  }

  @Test func unanimatedSetContentOffsetMovesAtOnce() {
    let list = makeList()
    list.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
    #expect(list.contentOffset.y == 600)
    #expect(!list.isAnimatingContentOffset)
  }

  @Test func dragStopsAnAnimatedMove() {
    let list = makeList()
    list.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
    list.advance(by: 0.1)
    let caught = list.contentOffset.y
    #expect(caught > 0 && caught < 600)
    list.beginDrag()
    #expect(!list.isAnimatingContentOffset)
    list.advance(by: 1)
    #expect(list.contentOffset.y == caught)
    list.drag(by: CGPoint(x: 0, y: -10))
    list.endDrag()
    list.advance(by: 1)
    #expect(list.contentOffset.y == caught + 10)
  }

  @Test func dragStopsDeceleration() {
    let list = makeList()
    list.contentOffset = CGPoint(x: 0, y: 1000)
    list.beginDrag()
    list.endDrag(velocity: CGPoint(x: 0, y: -1000))
    list.advance(by: 0.2)
    let caught = list.contentOffset.y
    list.beginDrag()
    #expect(!list.isDecelerating)
    list.advance(by: 1)
    #expect(list.contentOffset.y == caught)
  }

  @Test func cancelledDragBouncesBackWithoutVelocity() {
    let cancelled = makeList()
    cancelled.drag(by: CGPoint(x: 0, y: 200))
    cancelled.cancelDrag()
    #expect(cancelled.panState == .cancelled)
    let released = makeList()
    released.drag(by: CGPoint(x: 0, y: 200))
    released.endDrag(velocity: .zero)
    #expect(!cancelled.isMotionFromUser)
    #expect(released.isMotionFromUser)
    for _ in 0..<30 {
      cancelled.advance(by: 0.05)
      released.advance(by: 0.05)
      #expect(cancelled.contentOffset == released.contentOffset)
    }
    #expect(cancelled.contentOffset.y == 0)

    let inside = makeList()
    inside.contentOffset = CGPoint(x: 0, y: 1000)
    inside.drag(by: CGPoint(x: 0, y: -50))
    inside.cancelDrag()
    #expect(!inside.isDecelerating)
    inside.advance(by: 1)
    #expect(inside.contentOffset.y == 1050)
  }

  @Test func disabledScrollingIgnoresTheFinger() {
    let list = makeList()
    list.isScrollEnabled = false
    let log = EventLog(list)
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: 100))
    list.endDrag(velocity: CGPoint(x: 0, y: 1000))
    #expect(list.panState == .possible)
    #expect(list.contentOffset == .zero)
    #expect(log.events.isEmpty)
  }

  // MARK: - Paging

  @Test func pagingSettlesOnAMultipleOfThePageSize() {
    let list = makeList(contentHeight: 960 * 5)
    list.isPagingEnabled = true
    list.contentOffset = CGPoint(x: 0, y: 960)

    list.drag(by: CGPoint(x: 0, y: -300))
    list.endDrag()
    list.advance(by: 2)
    #expect(list.contentOffset.y == 960)

    list.drag(by: CGPoint(x: 0, y: -600))
    list.endDrag()
    list.advance(by: 2)
    #expect(list.contentOffset.y == 1920)

    list.drag(by: CGPoint(x: 0, y: -100))
    list.endDrag(velocity: CGPoint(x: 0, y: -800))
    list.advance(by: 2)
    #expect(list.contentOffset.y == 2880)

    list.drag(by: CGPoint(x: 0, y: 100))
    list.endDrag(velocity: CGPoint(x: 0, y: 800))
    list.advance(by: 2)
    #expect(list.contentOffset.y == 1920)

    list.drag(by: CGPoint(x: 0, y: -5000))
    list.endDrag(velocity: CGPoint(x: 0, y: -5000))
    list.advance(by: 3)
    #expect(list.contentOffset.y == 3840)
    #expect(!list.isDecelerating)
  }

  @Test func horizontalPagingSettlesOnAMultipleOfTheWidth() {
    let list = makeList(width: 400, contentWidth: 1600, contentHeight: 960)
    list.isPagingEnabled = true
    list.drag(by: CGPoint(x: -150, y: 0))
    list.endDrag(velocity: CGPoint(x: -300, y: 0))
    list.advance(by: 2)
    #expect(list.contentOffset == CGPoint(x: 400, y: 0))
  }
}

// MARK: - Regressions found in review

extension ScrollModelTests {
  @Test func aFlingSpringsBackAtOnceWhenTheBoundMovesUnderIt() {
    let list = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    list.contentSize = CGSize(width: 375, height: 5000)
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: -10))
    list.endDrag(velocity: CGPoint(x: 0, y: -3000))
    list.advance(by: 0.1)
    list.contentSize.height = 667  // the list is reloaded with one screen of rows: the bottom bound is now 0
    var farthest: CGFloat = 0
    for _ in 0..<240 {
      list.advance(by: 1.0 / 120)
      farthest = max(farthest, list.contentOffset.y)
    }
    #expect(farthest < list.frame.height, "the spring stops the fling within a screen, not after its free path")
    #expect(list.contentOffset.y == 0)
    #expect(!list.isDecelerating)
  }

  @Test func aMotionlessReleaseIsNotUserMotionOnceTimePasses() {
    let list = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    list.contentSize = CGSize(width: 375, height: 5000)
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: -100))
    list.endDrag()
    list.advance(by: 5)
    #expect(!list.isDecelerating)
    #expect(!list.isMotionFromUser)
  }
}
