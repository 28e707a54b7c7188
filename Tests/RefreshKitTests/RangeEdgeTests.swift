import Foundation
import RefreshKitTools
import Testing

@_spi(Testing) @testable import RefreshKit

// Every documented range and deadline at its end and just past it: the largest magnitude RefreshKit accepts (1e9)
// and the smallest sizes and durations (0), a deceleration rate in 0 < r < 1, the trigger distances, a refresh that
// expires after its interval, a minimum refreshing duration and a result display that end on their deadline, and a
// replayed record at the model's time. The last accepted value takes effect without a diagnostic; the first refused
// one changes nothing and is reported once through `RefreshDiagnostics`.

/// A list with a header, an auto footer and a trailer attached, at rest.
@MainActor final class RangeEdgeFixture {
  let list = makePhoneList(contentHeight: 2000, contentWidth: 1000)
  let header = RefreshHeader()
  let footer = AutoRefreshFooter()
  let trailer = RefreshTrailer()

  init() {
    isolate(header)
    // Away from their defaults, so that a lower edge of 0 shows when it is taken.
    header.ignoredScrollViewContentInsetTop = 5
    trailer.resultDisplayDuration = 1
    list.refreshHeader = header
    list.refreshFooter = footer
    list.refreshTrailer = trailer
  }
}

/// One bound of a documented range: the last value accepted and the first one refused just past it.
struct RangeEdge: Sendable, CustomTestStringConvertible {
  /// What the diagnostic names.
  var member: String
  /// The last accepted value.
  var edge: CGFloat
  /// The first refused value past it.
  var past: CGFloat
  /// What reading the member gives after `edge` was set, when it is not `edge` itself.
  var accepted: CGFloat?
  var set: @MainActor @Sendable (RangeEdgeFixture, CGFloat) -> Void
  var read: @MainActor @Sendable (RangeEdgeFixture) -> CGFloat

  var testDescription: String { "\(member) at \(edge)" }

  static let magnitude = CGFloat.maximumMagnitude
  static let below0 = -CGFloat.leastNonzeroMagnitude

  static let all: [RangeEdge] = [
    // Coordinates and insets: finite and within ±1e9.
    RangeEdge(
      member: "ScrollModel.contentOffset", edge: magnitude, past: magnitude.nextUp,
      set: { $0.list.contentOffset.y = $1 }, read: { $0.list.contentOffset.y }),
    RangeEdge(
      member: "ScrollModel.contentOffset", edge: -magnitude, past: (-magnitude).nextDown,
      set: { $0.list.contentOffset.x = $1 }, read: { $0.list.contentOffset.x }),
    RangeEdge(
      member: "ScrollModel.setContentOffset(_:animated:)", edge: magnitude, past: magnitude.nextUp,
      set: { $0.list.setContentOffset(CGPoint(x: 0, y: $1), animated: false) }, read: { $0.list.contentOffset.y }),
    RangeEdge(
      member: "ScrollModel.contentInset", edge: magnitude, past: magnitude.nextUp,
      set: { $0.list.contentInset.top = $1 }, read: { $0.list.contentInset.top }),
    RangeEdge(
      member: "ScrollModel.contentInset", edge: -magnitude, past: (-magnitude).nextDown,
      set: { $0.list.contentInset.left = $1 }, read: { $0.list.contentInset.left }),
    RangeEdge(
      member: "ScrollModel.safeAreaInsets", edge: magnitude, past: magnitude.nextUp,
      set: { $0.list.safeAreaInsets.bottom = $1 }, read: { $0.list.safeAreaInsets.bottom }),
    RangeEdge(
      // 1e9 points of finger travel to the left pull the content a whole viewport (to the point) past the right edge.
      member: "ScrollModel.drag(by:)", edge: -magnitude, past: (-magnitude).nextDown, accepted: 375,
      set: { f, v in
        f.list.contentOffset.x = f.list.maximumContentOffset.x
        f.list.drag(by: CGPoint(x: v, y: 0))
      },
      read: { max(0, ($0.list.contentOffset.x - $0.list.maximumContentOffset.x).rounded()) }),
    RangeEdge(
      member: "ScrollModel.endDrag(velocity:)", edge: magnitude, past: magnitude.nextUp,
      set: { f, v in
        f.list.beginDrag()
        f.list.endDrag(velocity: CGPoint(x: 0, y: v))
      },
      read: { $0.list.panVelocity.y }),
    // Sizes: finite, not negative, within 1e9.
    RangeEdge(
      member: "ScrollModel.contentSize", edge: magnitude, past: magnitude.nextUp,
      set: { $0.list.contentSize.height = $1 }, read: { $0.list.contentSize.height }),
    RangeEdge(
      member: "ScrollModel.contentSize", edge: 0, past: below0,
      set: { $0.list.contentSize.width = $1 }, read: { $0.list.contentSize.width }),
    RangeEdge(
      member: "ScrollModel.frame", edge: magnitude, past: magnitude.nextUp,
      set: { $0.list.frame.size.width = $1 }, read: { $0.list.frame.width }),
    RangeEdge(
      member: "ScrollModel.frame", edge: 0, past: below0,
      set: { $0.list.frame.size.height = $1 }, read: { $0.list.frame.height }),
    RangeEdge(
      member: "RefreshHeader.height", edge: magnitude, past: magnitude.nextUp,
      set: { $0.header.height = $1 }, read: { $0.header.height }),
    RangeEdge(
      member: "AutoRefreshFooter.height", edge: 0, past: below0,
      set: { $0.footer.height = $1 }, read: { $0.footer.height }),
    RangeEdge(
      member: "RefreshTrailer.width", edge: magnitude, past: magnitude.nextUp,
      set: { $0.trailer.width = $1 }, read: { $0.trailer.width }),
    RangeEdge(
      member: "RefreshHeader.ignoredScrollViewContentInsetTop", edge: 0, past: below0,
      set: { $0.header.ignoredScrollViewContentInsetTop = $1 }, read: { $0.header.ignoredScrollViewContentInsetTop }),
    RangeEdge(
      member: "AutoRefreshFooter.preloadDistance", edge: magnitude, past: magnitude.nextUp,
      set: { $0.footer.preloadDistance = $1 }, read: { $0.footer.preloadDistance ?? -1 }),
    // Durations: finite, not negative, within 1e9 seconds.
    RangeEdge(
      member: "ScrollModel.advance(by:)", edge: magnitude, past: magnitude.nextUp,
      set: { $0.list.advance(by: TimeInterval($1)) }, read: { CGFloat($0.list.now) }),
    RangeEdge(
      member: "ScrollModel.advance(by:)", edge: 0, past: below0,
      set: { $0.list.advance(by: TimeInterval($1)) }, read: { CGFloat($0.list.now) }),
    RangeEdge(
      member: "RefreshHeader.minimumRefreshingDuration", edge: magnitude, past: magnitude.nextUp,
      set: { $0.header.minimumRefreshingDuration = TimeInterval($1) },
      read: { CGFloat($0.header.minimumRefreshingDuration) }),
    RangeEdge(
      member: "RefreshTrailer.resultDisplayDuration", edge: 0, past: below0,
      set: { $0.trailer.resultDisplayDuration = TimeInterval($1) },
      read: { CGFloat($0.trailer.resultDisplayDuration) }),
    RangeEdge(
      member: "RefreshHeader.refreshIfExpired(after:)", edge: magnitude, past: magnitude.nextUp, accepted: 1,
      set: { $0.header.refreshIfExpired(after: TimeInterval($1)) }, read: { CGFloat($0.header.actionCount) }),
    // The deceleration rate: 0 < r < 1.
    RangeEdge(
      member: "ScrollModel.decelerationRate", edge: CGFloat(1).nextDown, past: 1,
      set: { $0.list.decelerationRate = DecelerationRate(rawValue: $1) }, read: { $0.list.decelerationRate.rawValue }),
    RangeEdge(
      member: "ScrollModel.decelerationRate", edge: CGFloat(0).nextUp, past: 0,
      set: { $0.list.decelerationRate = DecelerationRate(rawValue: $1) }, read: { $0.list.decelerationRate.rawValue }),
  ]
}

@Suite @MainActor struct RangeEdgeTests {
  // MARK: - Ranges

  @Test(arguments: RangeEdge.all)
  func theLastValueOfARangeIsAcceptedAndTheNextRefusedAndReported(_ range: RangeEdge) {
    let accepting = RangeEdgeFixture()
    let (_, quiet) = RefreshDiagnostics.collect { range.set(accepting, range.edge) }
    #expect(quiet.isEmpty, "\(range.edge) is in range: \(quiet)")
    #expect(range.read(accepting) == (range.accepted ?? range.edge), "\(range.edge) took effect")

    let refusing = RangeEdgeFixture()
    let before = range.read(refusing)
    let (_, diagnostics) = RefreshDiagnostics.collect { range.set(refusing, range.past) }
    #expect(diagnostics.map(\.member) == [range.member], "\(range.past) is out of range")
    #expect(range.read(refusing) == before, "\(range.past) changed nothing")
  }

  // MARK: - Deceleration rate

  @Test func aDecelerationRateOfExactlyOneWhichWouldNeverStopIsRefusedAndTheFlingStopsAtTheRateKept() {
    let list = makeList(contentHeight: 20_000)
    list.decelerationRate = .fast
    let (_, diagnostics) = RefreshDiagnostics.collect { list.decelerationRate = DecelerationRate(rawValue: 1) }
    #expect(diagnostics.map(\.member) == ["ScrollModel.decelerationRate"])
    #expect(list.decelerationRate == .fast)
    list.contentOffset = CGPoint(x: 0, y: 5000)
    list.beginDrag()
    list.endDrag(velocity: CGPoint(x: 0, y: -1000))
    list.advance(by: 10)
    #expect(!list.isDecelerating)
    expectClose(list.contentOffset.y, 5000 + UIKitCurve.decelerationRestTravel(velocity: 1000, rate: 0.99))
  }

  @Test func aRateJustBelowOneGlidesAlongUIKitsCurveAndARateJustAboveZeroStopsAtOnce() {
    let glide = makeList(contentHeight: 20_000)
    glide.decelerationRate = DecelerationRate(rawValue: 0.9999)
    glide.contentOffset = CGPoint(x: 0, y: 1000)
    glide.beginDrag()
    glide.endDrag(velocity: CGPoint(x: 0, y: -1000))
    for t in [0.5, 1.0, 2.0] {
      glide.advance(by: t - glide.now)
      let expected = 1000 + UIKitCurve.decelerationTravel(velocity: 1000, rate: 0.9999, after: glide.now)
      expectClose(glide.contentOffset.y, expected, tolerance: 0.001, "\(t) s")
      #expect(glide.isDecelerating)
    }

    let stop = makeList(contentHeight: 20_000)
    stop.decelerationRate = DecelerationRate(rawValue: CGFloat(0).nextUp)
    stop.contentOffset = CGPoint(x: 0, y: 1000)
    stop.beginDrag()
    stop.endDrag(velocity: CGPoint(x: 0, y: -1000))
    stop.advance(by: 1.0 / 120)
    #expect(!stop.isDecelerating, "it keeps almost nothing of its speed")
    expectClose(stop.contentOffset.y, 1000, tolerance: 0.01)
  }

  // MARK: - Trigger distances

  /// A list followed by a host, so that the content sits exactly where the host reports it.
  static func hostList(contentWidth: CGFloat = 375) -> ReplayHost {
    let host = ReplayHost()
    host.model.contentSize = CGSize(width: contentWidth, height: 2000)
    return host
  }

  /// The host's finger holds the content at `offset`.
  static func fingerHolds(_ model: ScrollModel, at offset: CGPoint) {
    if !model.isDragging { model.hostPanStateDidChange(.began, velocity: .zero) }
    model.hostPanStateDidChange(.changed, velocity: .zero)
    model.hostDidScroll(to: offset, isTracking: true, isDecelerating: false)
  }

  @Test func aPullArmsAtExactlyItsTriggerDistanceAndNotAHairBefore() {
    let epsilon: CGFloat = 0.001
    // The header: 54 points above the top under a 20-point bar.
    let top = Self.hostList()
    top.model.safeAreaInsets = Insets(top: 20)
    let header = RefreshHeader()
    isolate(header)
    top.model.refreshHeader = header
    Self.fingerHolds(top.model, at: CGPoint(x: 0, y: -20 - 54 + epsilon))
    #expect(header.state == .idle)
    Self.fingerHolds(top.model, at: CGPoint(x: 0, y: -20 - 54))
    #expect(header.state == .pulling)
    #expect(header.showProgress == 1)

    // The back footer: 44 points past the bottom above a 34-point home indicator.
    let bottom = Self.hostList()
    bottom.model.safeAreaInsets = Insets(bottom: 34)
    let footer = BackRefreshFooter()
    bottom.model.refreshFooter = footer
    let bottomEdge = 2000 + 34 - 667.0
    Self.fingerHolds(bottom.model, at: CGPoint(x: 0, y: bottomEdge + 44 - epsilon))
    #expect(footer.state == .idle)
    Self.fingerHolds(bottom.model, at: CGPoint(x: 0, y: bottomEdge + 44))
    #expect(footer.state == .pulling)

    // The trailer: 60 points past the right edge beside the app's 10-point right inset.
    let right = Self.hostList(contentWidth: 1000)
    right.model.contentInset = Insets(right: 10)
    let trailer = RefreshTrailer()
    right.model.refreshTrailer = trailer
    let rightEdge = 1000 + 10 - 375.0
    Self.fingerHolds(right.model, at: CGPoint(x: rightEdge + 60 - epsilon, y: 0))
    #expect(trailer.state == .idle)
    Self.fingerHolds(right.model, at: CGPoint(x: rightEdge + 60, y: 0))
    #expect(trailer.state == .pulling)
  }

  @Test func anAutoFooterLoadsOnceAllOfItIsInViewAndNotAHairBefore() {
    let host = Self.hostList()
    host.model.safeAreaInsets = Insets(bottom: 34)
    let footer = AutoRefreshFooter()
    host.model.refreshFooter = footer
    // All 44 points of the footer show when the content's end is 44 points above the home indicator.
    let allInView = 2000 + 34 + 44 - 667.0
    Self.fingerHolds(host.model, at: CGPoint(x: 0, y: allInView - 100))
    Self.fingerHolds(host.model, at: CGPoint(x: 0, y: allInView - 0.001))
    #expect(footer.actionCount == 0)
    Self.fingerHolds(host.model, at: CGPoint(x: 0, y: allInView))
    #expect(footer.actionCount == 1)
    #expect(footer.refreshTrigger == .scrolledToEnd)
  }

  // MARK: - Expiry

  @Test(arguments: [(599.999, false), (600, true), (600.001, true)])
  func aRefreshExpiresAtExactlyItsInterval(_ age: TimeInterval, _ expires: Bool) {
    let now = Date(timeIntervalSinceReferenceDate: 1_000_000)
    let list = makePhoneList()
    let header = RefreshHeader {}
    isolate(header, now: now, lastUpdated: now.addingTimeInterval(-age))
    list.refreshHeader = header
    #expect(header.refreshIfExpired(after: 600) == expires, "last refreshed \(age) s ago")
    #expect(header.actionCount == (expires ? 1 : 0))
    #expect(header.isRefreshing == expires)
    if expires { #expect(header.refreshTrigger == .expired) }
  }

  @Test func anIntervalOfZeroExpiresEvenWhatJustRefreshed() {
    let now = Date(timeIntervalSinceReferenceDate: 1_000_000)
    let list = makePhoneList()
    let header = RefreshHeader {}
    isolate(header, now: now, lastUpdated: now)
    list.refreshHeader = header
    #expect(header.refreshIfExpired(after: 0))
    #expect(header.actionCount == 1)
  }

  // MARK: - Deadlines on the model's clock

  @Test func anEndAtExactlyTheMinimumRefreshingDurationTakesEffectAtOnce() {
    let list = makePhoneList()
    let header = RefreshHeader()
    header.minimumRefreshingDuration = 0.5
    list.refreshHeader = header
    header.beginRefreshing()
    list.advance(by: 0.5)
    header.endRefreshing()
    #expect(header.state == .idle, "it has shown for exactly its minimum duration")
    #expect(list.refreshInset == .zero)
  }

  @Test func anEarlyEndWaitsUntilExactlyTheMinimumDurationAndNotAFrameLess() {
    let list = makePhoneList()
    let header = RefreshHeader()
    header.minimumRefreshingDuration = 0.5
    list.refreshHeader = header
    header.beginRefreshing()
    list.advance(by: 0.5 - 1.0 / 120)
    header.endRefreshing()
    #expect(header.isRefreshing, "a frame short of its minimum duration")
    list.advance(by: 1.0 / 240)
    #expect(header.isRefreshing)
    #expect(list.refreshInset.top == 54)
    list.advance(by: 1.0 / 240)
    #expect(abs(list.now - 0.5) < 1e-9)
    #expect(header.state == .idle, "at its deadline")
    #expect(list.refreshInset == .zero)
  }

  @Test func aResultShowsUntilExactlyItsDisplayDurationEnds() {
    let list = makePhoneList()
    let header = RefreshHeader()
    header.resultDisplayDuration = 0.5
    list.refreshHeader = header
    header.beginRefreshing()
    list.advance(by: 1)
    header.endRefreshing()
    list.advance(by: 0.5 - 1.0 / 240)
    #expect(header.displayedResult == .success)
    #expect(list.refreshInset.top == 54)
    list.advance(by: 1.0 / 240)
    #expect(header.displayedResult == nil, "at its deadline")
    #expect(list.refreshInset == .zero)
  }

  // MARK: - Replayed records

  @Test func aRecordAtExactlyTheModelsTimeOrAfterPlaysAndOneJustBeforeIsRefused() {
    let host = ReplayHost()
    let model = host.model
    model.contentSize = CGSize(width: 375, height: 2000)
    model.advance(by: 1)
    #expect(model.now == 1)

    let (_, atNow) = RefreshDiagnostics.collect {
      model.replay(
        ScrollTraceRecord(
          time: 1, event: .scroll(offset: CGPoint(x: 0, y: 10), isTracking: false, isDecelerating: false)))
    }
    #expect(atNow.isEmpty)
    #expect(model.contentOffset.y == 10)
    #expect(model.now == 1)

    let (_, before) = RefreshDiagnostics.collect {
      model.replay(
        ScrollTraceRecord(
          time: 1 - 1e-6, event: .scroll(offset: CGPoint(x: 0, y: 20), isTracking: false, isDecelerating: false)))
    }
    #expect(before.map(\.member) == ["ScrollModel.replay(_:)"])
    #expect(model.contentOffset.y == 10, "the earlier record changed nothing")
    #expect(model.now == 1)

    let (_, after) = RefreshDiagnostics.collect {
      model.replay(
        ScrollTraceRecord(
          time: 1 + 1e-6, event: .scroll(offset: CGPoint(x: 0, y: 30), isTracking: false, isDecelerating: false)))
    }
    #expect(after.isEmpty)
    #expect(model.contentOffset.y == 30)
    #expect(model.now == 1 + 1e-6, "the clock moved to the record")
  }

  @Test func aCommandAtExactlyTheModelsTimeReachesTheAppAndOneJustBeforeDoesNot() {
    let model = ReplayHost().model
    model.advance(by: 2)
    var heard: [String] = []
    let trace = ScrollTrace(records: [
      ScrollTraceRecord(time: 2, event: .command("at now")),
      ScrollTraceRecord(time: 2 - 1e-6, event: .command("just before")),
      ScrollTraceRecord(time: 2.5, event: .command("later")),
    ])
    let (_, diagnostics) = RefreshDiagnostics.collect { model.replay(trace) { heard.append($0) } }
    #expect(heard == ["at now", "later"])
    #expect(diagnostics.map(\.member) == ["ScrollModel.replay(_:)"])
    #expect(model.now == 2.5)
  }
}
