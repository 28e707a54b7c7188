import Foundation

/// Attaching, detaching and following the scroll model: what a component does between its entry points and its
/// hooks.
extension RefreshComponent {
  // MARK: - Attaching

  /// Attaches to `scrollView` in `slot` of its coordinator, which has already detached whatever was there and called
  /// ``willMove(to:)``. Then: the layout (``placeSubviews()``), the hold, ``didMove(to:)`` (laid out and holding what it
  /// holds), and a pending begin.
  final func attach(to scrollView: ScrollModel, slot: RefreshSlot) {
    self.scrollView = scrollView
    self.slot = slot
    // What the component had to do before it came (a layout, a completion) runs on the model's frames.
    frameWorkDidBegin()
    switch slot {
    case .header, .footer: scrollView.alwaysBounceVertical = true
    case .trailer: scrollView.alwaysBounceHorizontal = true
    }
    // The model's events wait for `didMove(to:)`: the component hears nothing of its own attachment before it.
    scrollView.beginHoldingEvents()
    layout()
    syncHeldInset()
    didMove(to: scrollView)
    scrollView.endHoldingEvents()
    guard self.scrollView === scrollView else { return }  // the hook (or an observer) moved it on
    if state == .willRefresh {
      resumeWillRefresh()
    } else {
      updateForScroll()
    }
  }

  /// Detaches from the scroll view: stops observing, ends any refresh and returns every inset held.
  final func detach() {
    runner.cancelFinishing()
    endResultDisplay()
    if state == .refreshing || state == .pulling {
      finishRefresh(
        to: .idle, result: cell.value.schedule.deferredEnd == nil ? .cancelled : cell.value.deferredEndResult,
        ignoresDate: cell.value.schedule.deferredEnd?.ignoresDate ?? false)
    }
    if let coordinator, let slot {
      // Leave the scroll view first, and the coordinator lets go of the link before it empties the slot, so that the
      // inset event that follows no longer reaches this component.
      self.scrollView = nil
      coordinator.remove(self, from: slot)
    }
    scrollView = nil
    slot = nil
    runDueCompletions()
  }

  /// Detaches from the scroll model by an assignment or a replacement, between ``willMove(to:)`` and
  /// ``didMove(to:)`` with nil.
  final func removeFromScrollModel() {
    willMove(to: nil)
    detach()
    didMove(to: nil)
  }

  /// The scroll model was released: the component ends its refresh and forgets its slot, as a detach does.
  final func hostDidGoAway() {
    guard slot != nil, scrollView == nil else { return }
    slot = nil
    willMove(to: nil)
    detach()
    didMove(to: nil)
  }

  /// Starts a pending begin if nothing excludes it any more (called when another component stopped refreshing).
  final func retryWillRefresh() {
    if state == .willRefresh { resumeWillRefresh() }
  }

  private func resumeWillRefresh() {
    guard let scrollView, scrollView.isLaidOutInWindow, !isHidden else { return }
    guard !isExcludedByAnotherRefresh else { return }
    startRefreshing(trigger: refreshTrigger ?? .beginRefreshing)
  }

  // MARK: - Observation

  /// Handles a change of the scroll view the component is attached to. The scroll view calls it directly, before
  /// its other observers, passing itself so that the hot path reads no weak reference.
  final func scrollModel(_ host: ScrollModel, didChange event: ScrollEvent) {
    if needsLayout { layout() }
    // A size, frame, inset or pan-state change may move what the quiet zone was computed from.
    if !event.isOffsetChange { cell.value.quietZone = nil }
    switch event {
    case .contentOffset(let old, let new):
      // Inside the quiet zone a full update would change nothing the component shows or does.
      if !(cell.value.quietZone?.contains(new) ?? false) {
        updateForScroll(in: host, from: old)
        // Only a component at rest has a zone: one that is pulled or shows progress (a header held past its edge)
        // makes no call to learn it has none.
        cell.value.quietZone = isAtRest ? quietZone(in: host) : nil
      }
      scrollViewContentOffsetDidChange(ScrollChange(old: old, new: new))
    case .contentSize(let old, let new):
      layout()
      syncHeldInset()
      updateForScroll(in: host, from: nil)
      scrollViewContentSizeDidChange(ScrollChange(old: old, new: new))
    case .frame:
      layout()
      syncHeldInset()
      if state == .willRefresh { resumeWillRefresh() } else { updateForScroll(in: host, from: nil) }
    case .inset(let source, let old, let new):
      // The app's inset or the safe area changed at the top after the offset moved: that move was the scroll view's
      // clamp for it (reported first), no scroll of rows over the header. A change elsewhere (the keyboard's bottom
      // inset written after a scroll) clamps nothing towards the rows: the check stays due.
      if source != .refresh, old.top != new.top, cell.value.holdCheckIsDue { holdCheckIsDue = false }
      layout()
      syncHeldInset()
      updateForScroll(in: host, from: nil)
    case .panState(let old, let new):
      if !isHidden { panStateDidChange(to: new, in: host) }
      scrollViewPanStateDidChange(ScrollChange(old: old, new: new))
    }
  }

  /// Called after each frame of ``ScrollModel/advance(by:)``: runs a deferred end that is due.
  func modelTimeDidAdvance(to time: TimeInterval) {
    if needsLayout { layout() }
    if cell.value.holdCheckIsDue {
      holdCheckIsDue = false
      (self as? RefreshHeader)?.holdWhatTheOffsetShows()
    }
    // The schedule's fields are read in place (`schedule` would copy it whole, results and all, every frame).
    if let deferredEnd = cell.value.schedule.deferredEnd, time >= deferredEnd.time - ScrollModel.timeTolerance {
      finishRefresh(to: deferredEnd.state, result: cell.value.deferredEndResult, ignoresDate: deferredEnd.ignoresDate)
    }
    if let resultDisplayEnd = cell.value.schedule.resultDisplayEnd, time >= resultDisplayEnd - ScrollModel.timeTolerance
    {
      endResultDisplay()
    }
    runDueCompletions()
  }

  /// Whether ``modelTimeDidAdvance(to:)`` has anything to do at some frame: a layout due, a deferred end or a result
  /// display set, a completion waiting for the content to settle (the same flags `runDueCompletions()` reads). A frame
  /// is skipped only while no component has any.
  final var hasFrameWork: Bool {
    cell.value.needsLayout || cell.value.holdCheckIsDue || cell.value.schedule.nextDeadline != nil
      || cell.value.schedule.hasWaitingSteps
  }

  /// Whether the next frame has work for the component that no deadline stands for: a layout due, or a completion
  /// that runs once the content settles (a begin completion while refreshing, the steps of an end once no result is
  /// on display). A host runs frames for it; a deferred end and a result display wait for their deadline instead
  /// (``ScrollHostAdapter/secondsUntilNextDeadline``), and a refresh that only waits needs neither.
  final var waitsForFrame: Bool {
    if cell.value.needsLayout || cell.value.holdCheckIsDue { return true }
    let schedule = cell.value.schedule
    if schedule.pendingBeginCompletion, cell.value.currentState == .refreshing { return true }
    return schedule.hasWaitingEndSteps && cell.value.currentState != .refreshing && schedule.resultDisplayEnd == nil
  }

  /// Asks for one ``placeSubviews()`` pass before the next delivery of a scroll change or the next frame, however
  /// often it is called meanwhile: for a subclass that changed a height or a text.
  public final func setNeedsLayout() {
    needsLayout = true
  }

  /// ``updateForScroll(in:from:)`` on the attached scroll view, if any.
  final func updateForScroll() {
    guard let scrollView else { return }
    updateForScroll(in: scrollView, from: nil)
  }

  /// The next time on the scroll view's clock at which this component has something to do (a deferred end, the end
  /// of a result display), or nil.
  final var nextTimerDeadline: TimeInterval? {
    cell.value.schedule.nextDeadline
  }

  // MARK: - Insets and layout

  /// Sets the component's share of ``ScrollModel/refreshInset`` to what it holds now.
  @inline(never) final func syncHeldInset() {
    guard let coordinator, let slot else { return }
    coordinator.setInset(isHidden ? .zero : heldInset(), for: slot)
  }

  /// The inset this component currently has in its slot.
  final var currentHeldInset: Insets {
    guard let coordinator, let slot else { return .zero }
    return coordinator.inset(for: slot)
  }

  final func layout() {
    guard let scrollView else { return }
    let newFrame = layoutFrame(in: scrollView)
    guard newFrame != frame || needsLayout else { return }
    frame = newFrame
    needsLayout = false
    placeSubviews()
  }

  final func componentGeometryDidChange() {
    layout()
    syncHeldInset()
    updateForScroll()
  }
}

extension ScrollEvent {
  /// Whether the event is a change of the content offset.
  fileprivate var isOffsetChange: Bool {
    if case .contentOffset = self { return true }
    return false
  }
}
