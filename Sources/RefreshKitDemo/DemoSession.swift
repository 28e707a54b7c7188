import Foundation
import RefreshKit

/// A simulated feed in a scroll view, with the gestures and the clock a scenario plays.
@MainActor final class DemoSession {
  static let rowHeight: CGFloat = 44
  static let frameStep: TimeInterval = 1.0 / 60

  let list: ScrollModel
  let log: DemoLog
  /// Records the session for `--svg`; nil when no plot was asked for.
  var recorder: SessionRecorder?
  /// Records what the host reports, with the app's commands, for `--record-trace`; nil when no trace was asked for.
  var traceRecorder: ScrollTraceRecorder?
  private(set) var rows: Int
  private var scheduled: [(time: TimeInterval, order: Int, work: () -> Void)] = []
  private var scheduleCounter = 0
  /// Action calls per component name, counted from the components' events.
  private(set) var actionCounts: [String: Int] = [:]
  var refreshes: Int { actionCounts["header", default: 0] }
  var loads: Int { actionCounts["footer", default: 0] }
  var trailerLoads: Int { actionCounts["trailer", default: 0] }

  init(rows: Int, output: DemoOptions.Output, frames: Bool, width: CGFloat = 375) {
    list = ScrollModel(frame: CGRect(x: 0, y: 0, width: width, height: 667))
    // The simulated motion (RefreshKitTools' files, compiled into the demo): deceleration, springs, animated moves.
    list.simulateMotion()
    log = DemoLog(output: output, list: list)
    self.rows = rows
    list.contentSize = CGSize(width: width, height: CGFloat(rows) * Self.rowHeight)
    if frames {
      let list = self.list
      // The whole viewport, one line per 22 pt, so that the footer at its bottom shows too.
      log.renderFrame = { TerminalRenderer(width: 44, height: Self.linesForViewport(of: list)).render(list) }
    }
  }

  /// How many text lines show the whole viewport of `list`.
  static func linesForViewport(of list: ScrollModel) -> Int {
    Int((list.frame.height / TerminalRenderer.pointsPerLine).rounded(.up))
  }

  // MARK: Feed

  func setRows(_ count: Int) {
    rows = count
    list.contentSize.height = CGFloat(count) * Self.rowHeight
  }

  // MARK: Components

  /// The wall-clock date every demo session pretends it is, so that "Last updated" texts are the same everywhere.
  static let fixedDate = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18 11:06:40 UTC

  /// Logs the transitions of `component` under `name`, and makes its dates deterministic.
  func watch(_ component: RefreshComponent, as name: String) {
    if let header = component as? RefreshHeader {
      let list = self.list
      header.lastUpdatedStore = InMemoryLastUpdatedStore()
      header.currentDate = { Self.fixedDate.addingTimeInterval(list.now) }
      if let simple = header as? StateHeader {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        simple.calendar = calendar
        // A 24-hour locale with year-month-day dates, so that the text is the same on every machine.
        simple.locale = Locale(identifier: "sv_SE")
      }
    }
    component.onEvent = { [weak self, weak component] event in
      guard let self, let component else { return }
      switch event {
      case .stateChanged(let from, let to):
        self.recorder?.recordTransition(component: name, from: "\(from)", to: "\(to)")
        self.log.record(component: name, .transition(from: "\(from)", to: "\(to)"), progress: component.showProgress)
      case .actionFinished(.failure(let message)):
        self.log.record(component: name, .failure(message: message), progress: nil)
      case .actionStarted:
        self.actionCounts[name, default: 0] += 1
      case .thresholdCrossed, .actionFinished, .resultDisplayEnded, .accessibilityAnnouncement:
        break
      }
    }
  }

  func note(_ name: String, _ text: String) {
    log.record(component: name, .note(text), progress: nil)
  }

  /// Logs what a screen reader would say, as `VoiceOver: "Refreshing"`, from now on.
  func listenAsVoiceOver() {
    list.accessibilityAnnouncementHandler = { [weak self] announcement in
      self?.note("voiceover", "VoiceOver: \"\(announcement.text)\"")
    }
  }

  /// A header that refreshes the feed: `duration` seconds later `added` rows appear on top.
  func makeHeader(
    _ make: (@escaping @MainActor () -> Void) -> RefreshHeader, duration: TimeInterval = 1.2, added: Int = 5
  )
    -> RefreshHeader
  {
    var header: RefreshHeader?
    let created = make { [weak self] in
      guard let self else { return }
      self.note("header", "action: reload #\(self.refreshes)")
      self.after(duration) {
        self.setRows(self.rows + added)
        self.note("header", "loaded: \(added) new rows on top, \(self.rows) in all")
        self.noteCommand("end header")
        header?.endRefreshing()
      }
    }
    header = created
    watch(created, as: "header")
    return created
  }

  /// A footer whose loads add `pageSize` rows after `duration` seconds, until `pages` pages were loaded.
  func makeFooter(
    _ make: (@escaping @MainActor () -> Void) -> RefreshFooter, duration: TimeInterval = 0.8, pageSize: Int = 10,
    pages: Int = 2
  ) -> RefreshFooter {
    var footer: RefreshFooter?
    let created = make { [weak self] in
      guard let self else { return }
      let load = self.loads
      self.note("footer", "action: load more #\(load)")
      self.after(duration) {
        if load > pages {
          self.note("footer", "loaded: nothing more")
          self.noteCommand("no-more-data")
          footer?.endRefreshingWithNoMoreData()
        } else {
          self.setRows(self.rows + pageSize)
          self.note("footer", "loaded: \(pageSize) rows, \(self.rows) in all")
          self.noteCommand("end footer")
          footer?.endRefreshing()
        }
      }
    }
    footer = created
    watch(created, as: "footer")
    return created
  }

  // MARK: Clock

  func after(_ delay: TimeInterval, _ work: @escaping () -> Void) {
    scheduleCounter += 1
    scheduled.append((list.now + delay, scheduleCounter, work))
  }

  /// Lets `seconds` of virtual time pass in frames of 1/60 s, running scheduled work when it is due.
  func wait(_ seconds: TimeInterval) {
    let end = list.now + seconds
    while list.now < end - 1e-9 {
      list.advance(by: min(Self.frameStep, end - list.now))
      runDueWork()
    }
  }

  private func runDueWork() {
    while let next = scheduled.enumerated().filter({ $0.element.time <= list.now + 1e-9 }).min(by: {
      ($0.element.time, $0.element.order) < ($1.element.time, $1.element.order)
    }) {
      scheduled.remove(at: next.offset)
      next.element.work()
    }
  }

  /// Runs the clock until nothing is scheduled or moving, at most `limit` seconds.
  func settle(limit: TimeInterval = 10) {
    var waited: TimeInterval = 0
    while waited < limit, !scheduled.isEmpty || list.isDecelerating || list.isAnimatingContentOffset {
      wait(Self.frameStep)
      waited += Self.frameStep
    }
  }

  /// Runs the clock, letting tasks on the main actor run between frames, until nothing is pending.
  func settleAsync(limit: TimeInterval = 10) async {
    var waited: TimeInterval = 0
    while waited < limit {
      for _ in 0..<4 { await Task.yield() }
      let busy =
        !scheduled.isEmpty || list.isDecelerating || list.isAnimatingContentOffset
        || list.refreshHeader?.isRefreshing == true || list.refreshFooter?.isRefreshing == true
      guard busy else { return }
      wait(Self.frameStep)
      waited += Self.frameStep
    }
  }

  // MARK: Gestures

  /// A finger drag of `distance` points (positive pulls the content down) in `steps` moves, one frame apart. A finger
  /// already down goes on moving: the same gesture, as a pan gesture reports it.
  func drag(dx: CGFloat = 0, dy: CGFloat, steps: Int) {
    if !list.isDragging { list.beginDrag() }
    for _ in 0..<steps {
      list.drag(by: CGPoint(x: dx / CGFloat(steps), y: dy / CGFloat(steps)))
      wait(Self.frameStep)
    }
  }

  func release(vx: CGFloat = 0, vy: CGFloat = 0) {
    list.endDrag(velocity: CGPoint(x: vx, y: vy))
  }

  /// A fling towards the bottom: a quick drag up and a release at `velocity`.
  func flingUp(velocity: CGFloat = 4000) {
    drag(dy: -120, steps: 4)
    release(vy: -velocity)
  }

  // MARK: Summary

  private func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
    "\(count) \(count == 1 ? singular : plural)"
  }

  func summary() {
    let inset = list.adjustedContentInset
    let refresh = list.refreshInset
    var text = "summary: \(counted(refreshes, "refresh", "refreshes")), \(counted(loads, "load", "loads"))"
    if trailerLoads > 0 { text += ", \(counted(trailerLoads, "trailer load", "trailer loads"))" }
    text += ", \(Int((list.contentSize.height / Self.rowHeight).rounded(.down))) rows"
    log.message(text)
    var final = "final: adjustedContentInset top \(format(inset.top, decimals: 1)) bottom "
    final += "\(format(inset.bottom, decimals: 1)), refreshInset top \(format(refresh.top, decimals: 1)) bottom "
    final += "\(format(refresh.bottom, decimals: 1)), offset.y \(format(list.contentOffset.y, decimals: 1))"
    log.message(final)
  }
}
