import Foundation

@testable import RefreshKit
@testable import RefreshKitTools

/// One random session on a phone-sized list with a header, a footer and a trailer coming and going.
@MainActor final class RandomSession {
  var rng: SplitMix64
  let list: ScrollModel = {
    let list = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    list.simulateMotion()
    return list
  }()
  let header = RefreshHeader()
  let autoFooter = AutoRefreshFooter()
  let backFooter = BackRefreshFooter()
  let trailer = RefreshTrailer()
  var script: [String] = []
  /// Every state change, as "time component from→to", in the demo's JSON terms.
  var transitions: [String] = []

  static func transition(time: TimeInterval, component: String, from: String, to: String) -> String {
    "\(String(format: "%.3f", time)) \(component) \(from)→\(to)"
  }
  var violation: String?
  /// Per component: entries into `.refreshing` and action calls.
  var entries: [ObjectIdentifier: Int] = [:]
  var actions: [ObjectIdentifier: Int] = [:]
  var lastState: [ObjectIdentifier: RefreshState] = [:]
  /// Per component: the announcements its events say it posted, and those its starts, ends and running out of data
  /// call for (a start, an end that was not cancelled, an entry into no-more-data without a load).
  var announced: [ObjectIdentifier: Int] = [:]
  var expectedAnnouncements: [ObjectIdentifier: Int] = [:]
  /// What the scroll model's announcement handler heard, and the page scrolls among it.
  var heard = 0
  var pagesHeard = 0

  /// The header's hold as the sticky rule gives it, worked out from the events this session sees: the whole hold
  /// when a refresh begins, then `clamp(pull, 0, hold)` after each offset change made by the user's own scrolling
  /// (a drag, or a fling that is not springing back to an edge).
  var expectedHeaderHold: CGFloat = 0
  /// Whether the model measures what the offset shows of the header on its next frame: rows scrolled over it by code,
  /// less than a screenful (a clamp's inset change, reported next, cancels it).
  var holdCheckIsDue = false
  var observation: ScrollObservation?

  /// Whether a `wait` step is advancing the clock: offset changes then come from the model's own motion.
  var isWaiting = false
  /// The offset change of the last frame of motion, per axis; zero when the content is not moving by itself.
  var lastMotionStep = CGPoint.zero
  /// Per axis, the direction of a motion that a bound change left inside the resting range: it must not turn around
  /// while it stays inside.
  var watchedDirection = CGPoint.zero
  /// The kind of motion (decay, spring, animation) each watched axis had: a new kind is a new segment of the motion
  /// (a deceleration crossing a bound, an animated move arriving), no longer the one the bound change met.
  var watchedKind: (x: String, y: String) = ("", "")

  init(seed: UInt64) {
    rng = SplitMix64(seed: seed)
    header.lastUpdatedStore = InMemoryLastUpdatedStore()  // not the real caches directory
    list.contentSize = CGSize(width: 375, height: 1500)
    list.alwaysBounceVertical = true  // as in the demo, where a header was attached before the preamble
    observation = list.observe { [weak self] event in
      self?.followStickyRule(event)
      self?.checkMotionDirection(event)
    }
    // The demo's script mode starts with a header and an auto footer under a bar: the preamble undoes that, so
    // that the script replays this session exactly.
    script = ["safe-area top 0", "offset 0 0", "content-height 1500", "detach header", "detach footer"]
    if seed % 2 == 0 {
      // Half the sessions show results after a refresh: the hold outlives the refresh for a while.
      header.resultDisplayDuration = 0.4
      backFooter.resultDisplayDuration = 0.3
      trailer.resultDisplayDuration = 0.2
      script += ["result-display header 0.4", "result-display footer-back 0.3", "result-display trailer 0.2"]
    }
    // VoiceOver runs: every component announces, and the handler hears once the change that posted is complete.
    list.accessibilityAnnouncementHandler = { [weak self] announcement in
      guard let self else { return }
      self.heard += 1
      if case .pageScrolled = announcement { self.pagesHeard += 1 }
      if !self.nearlyEqual(self.list.refreshInset, self.expectedRefreshInset()) {
        self.fail("the handler heard \(announcement) with refreshInset \(self.list.refreshInset) mid-change")
      }
    }
    for component in components {
      let id = ObjectIdentifier(component)
      lastState[id] = .idle
      component.refreshingAction = { [weak self] in self?.actions[id, default: 0] += 1 }
      component.onEvent = { [weak self, unowned component] event in
        guard let self else { return }
        self.countAnnouncements(event, of: id)
        guard case .stateChanged(let from, let to) = event else { return }
        if self.lastState[id] != from {
          self.fail("\(component) reported a change from \(from) but was \(self.lastState[id].map { "\($0)" } ?? "?")")
        }
        if !from.canTransition(to: to) { self.fail("\(component) moved \(from) → \(to), which is not allowed") }
        self.lastState[id] = to
        if to == .refreshing { self.entries[id, default: 0] += 1 }
        if component === self.header, to == .refreshing || from == .refreshing {
          self.holdCheckIsDue = false
          // A new refresh holds the whole header, or from its start only what shows of it when it begins in place;
          // the result display after one holds the whole header.
          self.expectedHeaderHold = self.header.refreshingHoldHeight()
          if to == .refreshing, let trigger = self.header.refreshTrigger { self.followBeginInPlace(trigger) }
        }
        self.transitions.append(
          Self.transition(
            time: self.list.now,
            component: self.named(component).hasPrefix("footer") ? "footer" : self.named(component),
            from: "\(from)", to: "\(to)"))
      }
    }
  }

  var components: [RefreshComponent] { [header, autoFooter, backFooter, trailer] }

  /// Counts the announcements `event` reports and those it calls for.
  func countAnnouncements(_ event: RefreshEvent, of id: ObjectIdentifier) {
    switch event {
    case .accessibilityAnnouncement: announced[id, default: 0] += 1
    case .stateChanged(_, .refreshing): expectedAnnouncements[id, default: 0] += 1
    case .stateChanged(let from, .noMoreData) where from != .refreshing: expectedAnnouncements[id, default: 0] += 1
    case .actionFinished(let result) where result != .cancelled: expectedAnnouncements[id, default: 0] += 1
    default: break
    }
  }

  /// A bound change never turns a motion around: content that a bound change left inside the resting range never moves
  /// against the direction it had, until it leaves the range or the user or the app moves it.
  func checkMotionDirection(_ event: ScrollEvent) {
    guard case .contentOffset(let old, let new) = event, isWaiting, !list.isDragging else { return }
    let minimum = list.minimumContentOffset
    let maximum = list.maximumContentOffset
    let tolerance: CGFloat = 1e-6
    for (axis, name) in [(\CGPoint.x, "x"), (\CGPoint.y, "y")] {
      let delta = new[keyPath: axis] - old[keyPath: axis]
      let direction = watchedDirection[keyPath: axis]
      let inside =
        old[keyPath: axis] >= minimum[keyPath: axis] - tolerance
        && old[keyPath: axis] <= maximum[keyPath: axis] + tolerance
      let kind = motionKind(axis == \CGPoint.x ? list.motionX : list.motionY)
      if kind != (axis == \CGPoint.x ? watchedKind.x : watchedKind.y) {
        watchedDirection[keyPath: axis] = 0
      }
      if watchedDirection[keyPath: axis] != 0, inside, delta * direction < -tolerance {
        fail("a bound change turned the motion around on \(name): \(old) → \(new) against direction \(direction)")
      }
      let nowInside =
        new[keyPath: axis] >= minimum[keyPath: axis] - tolerance
        && new[keyPath: axis] <= maximum[keyPath: axis] + tolerance
      if !nowInside { watchedDirection[keyPath: axis] = 0 }
      lastMotionStep[keyPath: axis] = delta
    }
  }

  /// Runs `change`, which may move a resting bound. A motion that the change leaves inside the resting range is
  /// watched from then on: a deceleration or an animated move that was inside before, or a spring back that was
  /// outside (the bound moved past the content). A spring already inside the range, overshooting its bound on its
  /// own, is the spring's own motion and is not watched.
  func changeBounds(_ change: () -> Void) {
    let before = (minimum: list.minimumContentOffset, maximum: list.maximumContentOffset, offset: list.contentOffset)
    let springs = (x: list.motionX.isSpring, y: list.motionY.isSpring)
    let motions = (x: list.motionX, y: list.motionY)
    change()
    let minimum = list.minimumContentOffset
    let maximum = list.maximumContentOffset
    let offset = list.contentOffset
    for (axis, isSpring) in [(\CGPoint.x, springs.x), (\CGPoint.y, springs.y)] {
      let step = lastMotionStep[keyPath: axis]
      let insideBefore =
        before.offset[keyPath: axis] > before.minimum[keyPath: axis]
        && before.offset[keyPath: axis] < before.maximum[keyPath: axis]
      let inside = offset[keyPath: axis] > minimum[keyPath: axis] && offset[keyPath: axis] < maximum[keyPath: axis]
      // A motion the change itself started (a begin that scrolls a component into view) is not the one it met.
      let sameMotion = axis == \CGPoint.x ? list.motionX == motions.x : list.motionY == motions.y
      if !sameMotion {
        // A new motion: the direction of the last one tells nothing about it.
        lastMotionStep[keyPath: axis] = 0
        watchedDirection[keyPath: axis] = 0
      } else if step != 0, inside, !(isSpring && insideBefore) {
        watchedDirection[keyPath: axis] = step > 0 ? 1 : -1
      }
    }
    watchedKind = (motionKind(list.motionX), motionKind(list.motionY))
  }

  func motionKind(_ motion: AxisMotion) -> String {
    switch motion.kind {
    case .idle: "idle"
    case .decay: "decay"
    case .spring: "spring"
    case .animation: "animation"
    }
  }

  func fail(_ message: String) {
    if violation == nil { violation = message }
  }

  static func report(seed: UInt64, violation: String, script: [String]) -> String {
    """
    Random sequence seed \(seed) broke an invariant: \(violation)
    Replay the shortest failing prefix with `refreshkit-demo --script FILE`, FILE holding:
    \(script.joined(separator: "\n"))
    """
  }

  /// Runs `length` random events; returns a report of the first violated invariant, or nil.
  static func run(seed: UInt64, length: Int) -> String? {
    let session = RandomSession(seed: seed)
    for _ in 0..<length {
      session.step()
      session.checkInvariants()
      if let violation = session.violation {
        return report(seed: seed, violation: violation, script: session.script)
      }
    }
    session.teardown()
    guard session.violation != nil else { return nil }
    // The invariants held after every event but not once everything was detached and time settled: find the
    // shortest prefix that still fails that way (the same seed replays the same events).
    for prefix in 0...length {
      let shorter = RandomSession(seed: seed)
      for _ in 0..<prefix { shorter.step() }
      shorter.teardown()
      if let violation = shorter.violation {
        return report(seed: seed, violation: violation, script: shorter.script)
      }
    }
    return report(seed: seed, violation: session.violation ?? "", script: session.script)
  }

  func random(_ range: ClosedRange<Double>) -> CGFloat {
    CGFloat((Double.random(in: range, using: &rng) * 10).rounded() / 10)
  }

  func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &rng)] }

  func named(_ component: RefreshComponent) -> String {
    if component === header { return "header" }
    if component === trailer { return "trailer" }
    return component === autoFooter ? "footer-auto" : "footer-back"
  }

  /// One random event, written to the script in the demo's gesture language.
  func step() {
    let roll = Int.random(in: 0..<100, using: &rng)
    let changesBounds = (58..<66).contains(roll) || (72..<90).contains(roll) || (93..<100).contains(roll)
    let isWait = (32..<52).contains(roll)
    if !changesBounds && !isWait {
      // The user or the app moves the content: what moved before no longer counts.
      lastMotionStep = .zero
      watchedDirection = .zero
    }
    if changesBounds {
      changeBounds { randomEvent(roll) }
    } else {
      randomEvent(roll)
    }
  }

  /// The event for `roll`, written to the script in the demo's gesture language.
  func randomEvent(_ roll: Int) {
    switch roll {
    case 0..<20:
      let dx = random(-150...150)
      let dy = random(-250...250)
      list.drag(by: CGPoint(x: dx, y: dy))
      script.append("drag \(dx) \(dy)")
    case 20..<22:
      // A VoiceOver user's three-finger scroll: a page, or the component at that edge.
      let direction = pick(AccessibilityScrollDirection.allCases)
      list.accessibilityScroll(direction)
      script.append("voiceover \(direction)")
    case 22..<30:
      let vx = random(-2000...2000)
      let vy = random(-4000...4000)
      list.endDrag(velocity: CGPoint(x: vx, y: vy))
      script.append("release \(vx) \(vy)")
    case 30..<32:
      list.cancelDrag()
      script.append("cancel")
    case 32..<52:
      let seconds = Double(random(0...0.3))
      isWaiting = true
      list.advance(by: seconds)
      isWaiting = false
      if holdCheckIsDue, seconds > 0 { runHoldCheck() }
      if !list.isDecelerating && !list.isAnimatingContentOffset { lastMotionStep = .zero }
      script.append("wait \(seconds)")
    case 52..<58:
      let component = pick(components)
      component.beginRefreshing()
      script.append("begin \(named(component))")
    case 58..<66:
      let component = pick(components)
      component.endRefreshing()
      script.append("end \(named(component))")
    case 66..<68:
      list.refreshFooter?.endRefreshingWithNoMoreData()
      script.append("no-more-data")
    case 68..<70:
      list.refreshFooter?.resetNoMoreData()
      script.append("reset-no-more-data")
    case 70..<72:
      (list.refreshFooter as? AutoRefreshFooter)?.tap()
      script.append("tap")
    case 72..<80:
      attachOrDetach()
    case 80..<83:
      let component = pick(components)
      component.isHidden.toggle()
      script.append("\(component.isHidden ? "hide" : "show") \(named(component))")
    case 83..<86:
      let top = pick([0, 20, 64, 100] as [CGFloat])
      list.contentInset.top = top
      script.append("inset top \(top)")
    case 86..<88:
      let bottom = pick([0, 34, 50] as [CGFloat])
      list.safeAreaInsets.bottom = bottom
      script.append("safe-area bottom \(bottom)")
    case 88..<90:
      let top = pick([0, 44, 88, 140] as [CGFloat])
      list.safeAreaInsets.top = top
      script.append("safe-area top \(top)")
    case 90..<93:
      let y = random(-400...1600)
      list.contentOffset = CGPoint(x: list.contentOffset.x, y: y)
      script.append("offset \(list.contentOffset.x) \(y)")
    case 93..<97:
      // While the content moves, half the time a page arrives (the list grows below it, as an infinite feed does).
      let page = pick([44, 300, 2000] as [CGFloat])
      let appends = list.isDecelerating && Int.random(in: 0..<2, using: &rng) == 0
      let height =
        appends ? list.contentSize.height + page : pick([0, 200, 600, 1500, 2400] as [CGFloat]) + random(0...88)
      list.contentSize.height = height
      script.append("content-height \(height)")
    default:
      let height = pick([480, 667, 812] as [CGFloat])
      list.frame.size.height = height
      script.append("frame 375 \(height)")
    }
  }

  func attachOrDetach() {
    switch Int.random(in: 0..<6, using: &rng) {
    case 0:
      list.refreshHeader = list.refreshHeader == nil ? header : nil
      script.append(list.refreshHeader == nil ? "detach header" : "attach header")
    case 1:
      list.refreshFooter = list.refreshFooter == nil ? autoFooter : nil
      script.append(list.refreshFooter == nil ? "detach footer" : "attach footer auto")
    case 2:
      list.refreshFooter = backFooter
      script.append("attach footer back")
    case 3:
      list.refreshTrailer = list.refreshTrailer == nil ? trailer : nil
      script.append(list.refreshTrailer == nil ? "detach trailer" : "attach trailer")
    case 4:
      list.refreshFooter = list.refreshFooter === autoFooter ? backFooter : autoFooter
      script.append(list.refreshFooter === autoFooter ? "attach footer auto" : "attach footer back")
    default:
      list.refreshHeader = header
      script.append("attach header")
    }
  }

  /// What the rules say the attached components hold.
  func expectedRefreshInset() -> Insets {
    var expected = Insets.zero
    let adjusted = list.adjustedContentInset
    if let header = list.refreshHeader, !header.isHidden, header.holdsRefreshInset {
      expected.top = expectedHeaderHold
    }
    if let footer = list.refreshFooter, !footer.isHidden {
      if footer is AutoRefreshFooter {
        expected.bottom += footer.height
      } else if footer.holdsRefreshInset {
        let baseBottom = adjusted.bottom - list.refreshInset(for: .footer).bottom
        let gap = max(0, list.frame.height - adjusted.top - baseBottom - list.contentSize.height)
        expected.bottom += footer.refreshingHoldHeight() + gap
      }
    }
    if let trailer = list.refreshTrailer, !trailer.isHidden, trailer.holdsRefreshInset {
      let baseRight = adjusted.right - list.refreshInset(for: .trailer).right
      let gap = max(0, list.frame.width - adjusted.left - baseRight - list.contentSize.width)
      expected.right = trailer.refreshingHoldHeight() + gap
    }
    return expected
  }

  func checkInvariants() {
    let expected = expectedRefreshInset()
    if !nearlyEqual(list.refreshInset, expected) {
      fail("refreshInset \(list.refreshInset) but the components hold \(expected)")
    }
    for component in components {
      let id = ObjectIdentifier(component)
      if entries[id, default: 0] != actions[id, default: 0] {
        fail(
          "\(named(component)) entered refreshing \(entries[id, default: 0]) times but its action ran \(actions[id, default: 0]) times"
        )
      }
      if component.state != lastState[id] { fail("\(named(component)) state changed without an event") }
      if !component.showProgress.isFinite { fail("\(named(component)) showProgress \(component.showProgress)") }
      if announced[id, default: 0] != expectedAnnouncements[id, default: 0] {
        fail(
          "\(named(component)) announced \(announced[id, default: 0]) times for \(expectedAnnouncements[id, default: 0]) "
            + "starts, ends and runs out of data")
      }
      let attached = component.scrollView != nil
      if attached, component.scrollView !== list { fail("\(named(component)) attached elsewhere") }
    }
    let componentPosts = components.reduce(0) { $0 + announced[ObjectIdentifier($1), default: 0] }
    if heard != componentPosts + pagesHeard {
      fail("the handler heard \(heard) announcements; the components posted \(componentPosts), the pages \(pagesHeard)")
    }
    if !list.contentOffset.x.isFinite || !list.contentOffset.y.isFinite { fail("offset \(list.contentOffset)") }
    if !list.adjustedContentInset.isFinite { fail("insets \(list.adjustedContentInset)") }
  }

  func nearlyEqual(_ a: Insets, _ b: Insets) -> Bool {
    abs(a.top - b.top) < 1e-6 && abs(a.left - b.left) < 1e-6 && abs(a.bottom - b.bottom) < 1e-6
      && abs(a.right - b.right) < 1e-6
  }

  /// Detaches everything and lets time settle: nothing is held and the offset rests within bounds.
  func teardown() {
    if list.isDragging { list.endDrag() }
    list.refreshHeader = nil
    list.refreshFooter = nil
    list.refreshTrailer = nil
    script += ["release 0 0", "detach header", "detach footer", "detach trailer", "wait 10"]
    list.advance(by: 10)
    if list.refreshInset != .zero { fail("refreshInset \(list.refreshInset) with nothing attached") }
    let minimum = list.minimumContentOffset
    let maximum = list.maximumContentOffset
    let y = list.contentOffset.y
    let x = list.contentOffset.x
    if y < minimum.y - 1e-6 || y > maximum.y + 1e-6 || x < minimum.x - 1e-6 || x > maximum.x + 1e-6 {
      fail("offset \(list.contentOffset) at rest outside \(minimum)...\(maximum)")
    }
  }
}

extension ScrollModel {
  /// The simulated motion of each axis (RefreshKitTools' `ScrollSimulation`), idle when the model has none.
  var motionX: AxisMotion { (motion as? ScrollSimulation)?.motionX ?? AxisMotion() }
  var motionY: AxisMotion { (motion as? ScrollSimulation)?.motionY ?? AxisMotion() }
}
