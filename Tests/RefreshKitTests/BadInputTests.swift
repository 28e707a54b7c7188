import Foundation
import Testing

@_spi(Testing) @testable import RefreshKit
@testable import RefreshKitTools

// Promise 10 in CONTRIBUTING.md ("What the library promises"): every public settable member and entry point of the
// scroll view and of the components, fed NaN, ±infinity, a negative value where negative is invalid, and 1e308
// (beyond the ±1e9 RefreshKit accepts), leaves everything observable as it was and reports exactly one diagnostic
// naming the member. The model is in a busy state when the bad value arrives: a header refreshing, a drag under
// way, an auto footer and a trailer attached, a back footer refreshing on a second list.

// MARK: - Values

/// One bad value and how the test names it.
struct BadInputValue: Sendable {
  var name: String
  var value: CGFloat
}

enum BadInputValues {
  static let nan = BadInputValue(name: "nan", value: .nan)
  static let plusInfinity = BadInputValue(name: "+infinity", value: .infinity)
  static let minusInfinity = BadInputValue(name: "-infinity", value: -.infinity)
  static let huge = BadInputValue(name: "1e308", value: 1e308)
  static let minusHuge = BadInputValue(name: "-1e308", value: -1e308)
  static let negative = BadInputValue(name: "-1", value: -1)

  /// For quantities that may be negative (offsets, insets, velocities, origins): non-finite and too large.
  static let signed = [nan, plusInfinity, minusInfinity, huge, minusHuge]
  /// For sizes, heights, widths, durations and distances: non-finite, negative and too large.
  static let nonNegative = [nan, plusInfinity, minusInfinity, negative, huge]
}

// MARK: - Fixture

/// Two lists in a busy state, with every kind of component attached, and a log of everything they report.
@MainActor final class BadInputFixture {
  /// A `SimpleHeader` refreshing, a `SimpleAutoFooter` and a `RefreshTrailer` attached, a drag under way.
  let list: ScrollModel
  let header = SimpleHeader()
  let footer = SimpleAutoFooter()
  let trailer = RefreshTrailer()
  /// Short content with a plain `RefreshHeader` and a `BackRefreshFooter` that refreshes.
  let backList: ScrollModel
  let plainHeader = RefreshHeader()
  let backFooter = BackRefreshFooter()
  /// A circle indicator fed by hand.
  let circle = CircleLoading()

  var scrollEvents: [ScrollEvent] = []
  var refreshEvents: [RefreshEvent] = []
  private var tokens: [ScrollObservation] = []
  var tasks: [Task<Void, Never>] = []

  var components: [RefreshComponent] { [header, footer, trailer, plainHeader, backFooter] }

  init() {
    list = makePhoneList()
    list.safeAreaInsets = Insets(top: 88, bottom: 34)
    list.contentInset = Insets(top: 10, left: 2, bottom: 5, right: 3)
    list.decelerationRate = .fast
    isolate(header)
    header.minimumRefreshingDuration = 0.5
    header.resultDisplayDuration = 0.25
    header.alpha = 0.5
    footer.preloadDistance = 100
    footer.triggerAutomaticallyRefreshPercent = 0.5
    footer.autoTriggerTimes = 2
    trailer.alpha = 0.75
    list.refreshHeader = header
    list.refreshFooter = footer
    list.refreshTrailer = trailer
    list.beginDrag()
    Finger.pullDown(list, contentBy: 100)
    list.endDrag()
    list.advance(by: 1)
    list.beginDrag()
    list.drag(by: CGPoint(x: 0, y: -30))

    backList = makePhoneList(contentHeight: 400)
    isolate(plainHeader)
    backList.refreshHeader = plainHeader
    backList.refreshFooter = backFooter
    backFooter.minimumRefreshingDuration = 2
    backFooter.beginRefreshing()
    backList.advance(by: 0.5)

    circle.progress = 0.4
    circle.secondsPerTurn = 2

    for observed in [list, backList] {
      tokens.append(observed.observe { [unowned self] event in self.scrollEvents.append(event) })
    }
    for component in components {
      component.onEvent = { [unowned self] event in self.refreshEvents.append(event) }
    }
  }

  /// Cancels the observers and any task an input started, and waits for the tasks to end.
  func tearDown() async {
    for token in tokens { token.cancel() }
    for component in components { component.onEvent = nil }
    for task in tasks { task.cancel() }
    for task in tasks { await task.value }
    tasks.removeAll()
  }

  var snapshot: BadInputSnapshot { BadInputSnapshot(self) }
}

/// Everything a caller can read of a list, to check that refused input changed nothing.
struct BadInputListState: Equatable {
  var frame: CGRect
  var contentSize: CGSize
  var contentOffset: CGPoint
  var contentInset: Insets
  var safeAreaInsets: Insets
  var refreshInset: Insets
  var adjustedContentInset: Insets
  var minimumContentOffset: CGPoint
  var maximumContentOffset: CGPoint
  var panState: PanState
  var isDecelerating: Bool
  var isAnimatingContentOffset: Bool
  var isMotionFromUser: Bool
  var now: TimeInterval
  var decelerationRate: DecelerationRate
  var flags: [Bool]
  var sleeperCount: Int

  @MainActor init(_ list: ScrollModel) {
    frame = list.frame
    contentSize = list.contentSize
    contentOffset = list.contentOffset
    contentInset = list.contentInset
    safeAreaInsets = list.safeAreaInsets
    refreshInset = list.refreshInset
    adjustedContentInset = list.adjustedContentInset
    minimumContentOffset = list.minimumContentOffset
    maximumContentOffset = list.maximumContentOffset
    panState = list.panState
    isDecelerating = list.isDecelerating
    isAnimatingContentOffset = list.isAnimatingContentOffset
    isMotionFromUser = list.isMotionFromUser
    now = list.now
    decelerationRate = list.decelerationRate
    flags = [
      list.bounces, list.alwaysBounceVertical, list.alwaysBounceHorizontal, list.isPagingEnabled,
      list.isScrollEnabled, list.isMutuallyExclusive,
    ]
    sleeperCount = list.sleeperCount
  }
}

/// Everything a caller can read of a component, to check that refused input changed nothing.
struct BadInputComponentState: Equatable {
  var type: String
  var state: RefreshState
  var showProgress: CGFloat
  var frame: CGRect
  var extent: CGFloat
  var alpha: CGFloat
  var isHidden: Bool
  var minimumRefreshingDuration: TimeInterval
  var resultDisplayDuration: TimeInterval
  var failureDisplayDuration: TimeInterval
  var actionCount: Int
  var refreshingStartTime: TimeInterval?
  var displayedResult: RefreshResult?
  var lastResult: RefreshResult?
  var scrollView: ObjectIdentifier?
  var heldInset: Insets
  var lastUpdatedTime: Date?
  var triggerAutomaticallyRefreshPercent: CGFloat?
  var preloadDistance: CGFloat?
  var autoTriggerTimes: Int?
  var loadsThisDrag: Int?

  @MainActor init(_ component: RefreshComponent) {
    type = "\(Swift.type(of: component))"
    state = component.state
    showProgress = component.showProgress
    frame = component.frame
    extent = component.extent
    alpha = component.alpha
    isHidden = component.isHidden
    minimumRefreshingDuration = component.minimumRefreshingDuration
    resultDisplayDuration = component.resultDisplayDuration
    failureDisplayDuration = component.failureDisplayDuration
    actionCount = component.actionCount
    refreshingStartTime = component.refreshingStartTime
    displayedResult = component.displayedResult
    lastResult = component.lastResult
    scrollView = component.scrollView.map(ObjectIdentifier.init)
    heldInset = component.currentHeldInset
    lastUpdatedTime = (component as? RefreshHeader)?.lastUpdatedTime
    if let footer = component as? AutoRefreshFooter {
      triggerAutomaticallyRefreshPercent = footer.triggerAutomaticallyRefreshPercent
      preloadDistance = footer.preloadDistance
      autoTriggerTimes = footer.autoTriggerTimes
      loadsThisDrag = footer.loadsThisDrag
    }
  }
}

/// The whole observable state of a ``BadInputFixture``.
struct BadInputSnapshot: Equatable {
  var list: BadInputListState
  var backList: BadInputListState
  var components: [BadInputComponentState]
  var circle: [CGFloat?]

  @MainActor init(_ fixture: BadInputFixture) {
    list = BadInputListState(fixture.list)
    backList = BadInputListState(fixture.backList)
    components = fixture.components.map(BadInputComponentState.init)
    circle = [
      fixture.circle.progress, fixture.circle.strokeEnd, CGFloat(fixture.circle.secondsPerTurn),
      fixture.circle.animationStartTime.map { CGFloat($0) },
    ]
  }
}

// MARK: - Cases

/// One bad input: the member that must refuse it and how to send it.
struct BadInput: Sendable, CustomTestStringConvertible {
  var member: String
  var input: String
  var apply: @MainActor @Sendable (BadInputFixture) async -> Void

  var testDescription: String { "\(member) ← \(input)" }

  init(_ member: String, _ input: String, _ apply: @escaping @MainActor @Sendable (BadInputFixture) -> Void) {
    self.member = member
    self.input = input
    self.apply = { fixture in apply(fixture) }
  }

  init(
    suspending member: String, _ input: String,
    _ apply: @escaping @MainActor @Sendable (BadInputFixture) async -> Void
  ) {
    self.member = member
    self.input = input
    self.apply = apply
  }
}

/// Replaces one edge of `insets` by `value`.
private func replacing(
  _ edge: WritableKeyPath<Insets, CGFloat> & Sendable, of insets: Insets, by value: CGFloat
)
  -> Insets
{
  var result = insets
  result[keyPath: edge] = value
  return result
}

enum BadInputCases {
  static let edges: [(String, WritableKeyPath<Insets, CGFloat> & Sendable)] = [
    ("top", \.top), ("left", \.left), ("bottom", \.bottom), ("right", \.right),
  ]

  static let scrollView: [BadInput] = {
    var cases: [BadInput] = []
    for bad in BadInputValues.signed {
      let v = bad.value
      let n = bad.name
      cases += [
        BadInput("ScrollModel.contentOffset", "x = \(n)") { $0.list.contentOffset.x = v },
        BadInput("ScrollModel.contentOffset", "y = \(n)") { $0.list.contentOffset.y = v },
        BadInput("ScrollModel.setContentOffset(_:animated:)", "y = \(n), animated") {
          $0.list.setContentOffset(CGPoint(x: 0, y: v), animated: true)
        },
        BadInput("ScrollModel.setContentOffset(_:animated:)", "x = \(n), not animated") {
          $0.list.setContentOffset(CGPoint(x: v, y: 0), animated: false)
        },
        BadInput("ScrollModel.frame", "origin.x = \(n)") { $0.list.frame.origin.x = v },
        BadInput("ScrollModel.frame", "origin.y = \(n)") { $0.list.frame.origin.y = v },
        BadInput("ScrollModel.drag(by:)", "x = \(n)") { $0.list.drag(by: CGPoint(x: v, y: 0)) },
        BadInput("ScrollModel.drag(by:)", "y = \(n)") { $0.list.drag(by: CGPoint(x: 0, y: v)) },
        BadInput("ScrollModel.endDrag(velocity:)", "x = \(n)") { $0.list.endDrag(velocity: CGPoint(x: v, y: 0)) },
        BadInput("ScrollModel.endDrag(velocity:)", "y = \(n)") { $0.list.endDrag(velocity: CGPoint(x: 0, y: v)) },
      ]
      for (edge, path) in edges {
        cases += [
          BadInput("ScrollModel.contentInset", "\(edge) = \(n)") { f in
            f.list.contentInset = replacing(path, of: f.list.contentInset, by: v)
          },
          BadInput("ScrollModel.safeAreaInsets", "\(edge) = \(n)") { f in
            f.list.safeAreaInsets = replacing(path, of: f.list.safeAreaInsets, by: v)
          },
        ]
      }
    }
    for bad in BadInputValues.nonNegative {
      let v = bad.value
      let n = bad.name
      cases += [
        BadInput("ScrollModel.contentSize", "width = \(n)") { $0.list.contentSize.width = v },
        BadInput("ScrollModel.contentSize", "height = \(n)") { $0.list.contentSize.height = v },
        BadInput("ScrollModel.frame", "width = \(n)") { $0.list.frame.size.width = v },
        BadInput("ScrollModel.frame", "height = \(n)") { $0.list.frame.size.height = v },
        BadInput("ScrollModel.advance(by:)", n) { $0.list.advance(by: TimeInterval(v)) },
        BadInput(suspending: "ScrollModel.sleep(for:)", n) { f in
          // A sleep that is not refused waits on the model's clock: the task stays suspended and the list counts a
          // sleeper, which the snapshot sees. A refused one returns at once.
          let list = f.list
          let returned = ActionCounter()
          let task = Task { @MainActor in
            await list.sleep(for: TimeInterval(v))
            returned.count += 1
          }
          f.tasks.append(task)
          var turns = 0
          while returned.count == 0, list.sleeperCount == 0, turns < 1000 {
            await Task.yield()
            turns += 1
          }
        },
      ]
    }
    for bad in [
      BadInputValues.nan, BadInputValues.plusInfinity, BadInputValues.minusInfinity, BadInputValues.negative,
      BadInputValues.huge,
    ] {
      let v = bad.value
      cases.append(
        BadInput("ScrollModel.decelerationRate", "rawValue = \(bad.name)") {
          $0.list.decelerationRate = DecelerationRate(rawValue: v)
        })
    }
    return cases
  }()

  /// The members every component has, on each kind of component of the fixture.
  static let components: [BadInput] = {
    let subjects: [(String, @MainActor @Sendable (BadInputFixture) -> RefreshComponent)] = [
      ("SimpleHeader", { $0.header }), ("SimpleAutoFooter", { $0.footer }), ("RefreshTrailer", { $0.trailer }),
      ("RefreshHeader", { $0.plainHeader }), ("BackRefreshFooter", { $0.backFooter }),
    ]
    var cases: [BadInput] = []
    for (type, component) in subjects {
      for bad in BadInputValues.nonNegative {
        let v = bad.value
        cases += [
          BadInput("\(type).minimumRefreshingDuration", bad.name) {
            component($0).minimumRefreshingDuration = TimeInterval(v)
          },
          BadInput("\(type).resultDisplayDuration", bad.name) { component($0).resultDisplayDuration = TimeInterval(v) },
          BadInput("\(type).failureDisplayDuration", bad.name) {
            component($0).failureDisplayDuration = TimeInterval(v)
          },
        ]
      }
      // A negative alpha is clamped to 0, as UIKit does; the others are refused.
      for bad in BadInputValues.signed {
        let v = bad.value
        cases.append(BadInput("\(type).alpha", bad.name) { component($0).alpha = v })
      }
    }
    for bad in BadInputValues.nonNegative {
      let v = bad.value
      let n = bad.name
      cases += [
        BadInput("SimpleHeader.height", n) { $0.header.height = v },
        BadInput("RefreshHeader.height", n) { $0.plainHeader.height = v },
        BadInput("SimpleAutoFooter.height", n) { $0.footer.height = v },
        BadInput("BackRefreshFooter.height", n) { $0.backFooter.height = v },
        BadInput("RefreshTrailer.width", n) { $0.trailer.width = v },
        BadInput("SimpleHeader.refreshIfExpired(after:)", n) { $0.header.refreshIfExpired(after: TimeInterval(v)) },
        BadInput("RefreshHeader.refreshIfExpired(after:)", n) {
          $0.plainHeader.refreshIfExpired(after: TimeInterval(v))
        },
        BadInput("SimpleAutoFooter.preloadDistance", n) { $0.footer.preloadDistance = v },
        BadInput("SimpleAutoFooter.preload(itemCount:rowHeight:)", "rowHeight = \(n)") {
          $0.footer.preload(itemCount: 5, rowHeight: v)
        },
      ]
    }
    for bad in BadInputValues.signed {
      let v = bad.value
      cases.append(
        BadInput("SimpleAutoFooter.triggerAutomaticallyRefreshPercent", bad.name) {
          $0.footer.triggerAutomaticallyRefreshPercent = v
        })
    }
    cases += [
      BadInput("SimpleAutoFooter.autoTriggerTimes", "-2") { $0.footer.autoTriggerTimes = -2 },  // -1 is "no limit"
      BadInput("SimpleAutoFooter.autoTriggerTimes", "Int.min") { $0.footer.autoTriggerTimes = .min },
      BadInput("SimpleAutoFooter.preload(itemCount:rowHeight:)", "itemCount = -1") {
        $0.footer.preload(itemCount: -1, rowHeight: 44)
      },
      BadInput("SimpleAutoFooter.preload(itemCount:rowHeight:)", "itemCount = Int.max") {
        $0.footer.preload(itemCount: .max, rowHeight: 44)
      },
    ]
    return cases
  }()

  /// The circle indicator of the circle leaves.
  static let circle: [BadInput] = {
    var cases: [BadInput] = []
    for bad in BadInputValues.signed {
      let v = bad.value
      cases += [
        BadInput("CircleLoading.progress", bad.name) { $0.circle.progress = v },
        BadInput("CircleLoading.startAnimating(at:)", bad.name) { $0.circle.startAnimating(at: TimeInterval(v)) },
      ]
    }
    for bad in BadInputValues.nonNegative {
      let v = bad.value
      cases.append(BadInput("CircleLoading.secondsPerTurn", bad.name) { $0.circle.secondsPerTurn = TimeInterval(v) })
    }
    return cases
  }()

  static let all = scrollView + components + circle
}

// MARK: - Tests

@Suite @MainActor struct BadInputTests {
  @Test(arguments: BadInputCases.all)
  func badInputLeavesEverythingAsItWasAndIsReportedOnce(_ bad: BadInput) async {
    let fixture = BadInputFixture()
    #expect(fixture.header.state == .refreshing, "fixture: the header refreshes")
    #expect(fixture.backFooter.state == .refreshing, "fixture: the back footer refreshes")
    #expect(fixture.list.isDragging, "fixture: a drag is under way")
    let before = fixture.snapshot
    fixture.scrollEvents.removeAll()
    fixture.refreshEvents.removeAll()

    let (_, diagnostics) = await RefreshDiagnostics.collect { await bad.apply(fixture) }

    #expect(fixture.snapshot == before, "\(bad.testDescription) changed the observable state")
    #expect(fixture.scrollEvents.isEmpty, "\(bad.testDescription) sent \(fixture.scrollEvents)")
    #expect(fixture.refreshEvents.isEmpty, "\(bad.testDescription) sent \(fixture.refreshEvents)")
    #expect(
      diagnostics.map(\.member) == [bad.member], "\(bad.testDescription) reported \(diagnostics.map(\.description))")
    await fixture.tearDown()
  }

  @Test(arguments: [
    BadInputValues.nan, BadInputValues.plusInfinity, BadInputValues.minusInfinity, BadInputValues.negative,
    BadInputValues.huge,
  ])
  func badInitialFrameSizeIsRefusedAndZeroUsed(_ bad: BadInputValue) {
    for frame in [
      CGRect(x: 0, y: 0, width: bad.value, height: 667), CGRect(x: 0, y: 0, width: 375, height: bad.value),
    ] {
      let (list, diagnostics) = RefreshDiagnostics.collect { ScrollModel(frame: frame) }
      #expect(list.frame == .zero, "\(frame)")
      #expect(diagnostics.map(\.member) == ["ScrollModel.init(frame:)"], "\(frame)")
    }
  }

  @Test(arguments: BadInputValues.signed)
  func badInitialFrameOriginIsRefusedAndZeroUsed(_ bad: BadInputValue) {
    for frame in [
      CGRect(x: bad.value, y: 0, width: 375, height: 667), CGRect(x: 0, y: bad.value, width: 375, height: 667),
    ] {
      let (list, diagnostics) = RefreshDiagnostics.collect { ScrollModel(frame: frame) }
      #expect(list.frame == .zero, "\(frame)")
      #expect(diagnostics.map(\.member) == ["ScrollModel.init(frame:)"], "\(frame)")
    }
  }

  /// After a storm of refused input the fixture still works: the header ends, the content settles, the back footer
  /// ends at its minimum duration, and nothing is NaN.
  @Test func everyRefusedInputInARowLeavesTheModelWorking() async {
    let fixture = BadInputFixture()
    let (_, diagnostics) = await RefreshDiagnostics.collect {
      for bad in BadInputCases.all { await bad.apply(fixture) }
    }
    #expect(diagnostics.count == BadInputCases.all.count)
    await fixture.tearDown()
    let list = fixture.list
    list.endDrag()
    list.advance(by: 1)
    fixture.header.endRefreshing()
    list.advance(by: 2)
    #expect(fixture.header.state == .idle)
    #expect(list.refreshInset == Insets(bottom: 44))
    #expect(list.contentInset == Insets(top: 10, left: 2, bottom: 5, right: 3))
    expectNearly(list.contentOffset.y, list.minimumContentOffset.y)
    #expect(list.contentOffset.x.isFinite && list.contentOffset.y.isFinite)
    fixture.backFooter.endRefreshing()
    fixture.backList.advance(by: 2)
    #expect(fixture.backFooter.state == .idle)
    #expect(fixture.backList.refreshInset == .zero)
  }
}
