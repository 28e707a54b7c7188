import Foundation

/// The state machine: checked transitions, the start and the end of a refresh.
extension RefreshComponent {
  // MARK: - Starting

  /// ``beginRefreshing()`` on behalf of `trigger` (the app, or an expiry).
  final func begin(trigger: RefreshTrigger) {
    if runner.isRunning && state != .refreshing {
      return RefreshDiagnostics.refuse(
        "\(Self.self).beginRefreshing()", "reentrant call", "called from inside the component's own action")
    }
    guard !isHidden else { return }
    switch state {
    case .refreshing:
      // A deferred end is cancelled: the refresh goes on, with no second action.
      cell.value.schedule.deferredEnd = nil
      scheduleDidChange()
      return
    case .willRefresh, .noMoreData:
      return
    case .idle, .pulling:
      break
    }
    guard let scrollView, scrollView.isLaidOutInWindow else {
      refreshTrigger = trigger
      transition(to: .willRefresh)
      return
    }
    guard !isExcludedByAnotherRefresh else { return }
    startRefreshing(trigger: trigger)
  }

  // MARK: - Ending

  /// Ends the refresh in `target` (`.idle` or `.noMoreData`), deferring it when the minimum duration asks;
  /// `ignoresDate` leaves a header's last-updated date as it was. Called from inside the refresh's own async action,
  /// it lets that action run to its end (a cache write after "no more data"): its result then ends nothing.
  final func end(to target: RefreshState, result: RefreshResult, ignoresDate: Bool = false) {
    scrollView?.catchUpWithHostClock()
    if runner.isInsideCurrentAction { runner.letTaskFinish() }
    switch state {
    case .refreshing:
      if let start = refreshingStartTime, let now = scrollView?.now, minimumRefreshingDuration > 0,
        now - start < minimumRefreshingDuration
      {
        cell.value.deferredEndResult = result
        cell.value.schedule.deferredEnd = (target, start + minimumRefreshingDuration, ignoresDate)
        scheduleDidChange()
        return
      }
      finishRefresh(to: target, result: result, ignoresDate: ignoresDate)
    case .willRefresh, .pulling, .idle, .noMoreData:
      finishRefresh(to: target, result: result, ignoresDate: ignoresDate)
    }
  }

  /// Moves to `target` now, dropping any deferred end and cancelling the action's task.
  final func finishRefresh(to target: RefreshState, result: RefreshResult = .success, ignoresDate: Bool = false) {
    scrollView?.catchUpWithHostClock()
    cell.value.schedule.deferredEnd = nil
    scheduleDidChange()
    runner.cancel()
    let wasRefreshing = state == .refreshing
    if wasRefreshing, state.canTransition(to: target) {
      lastResult = result
      let duration = displayDuration(of: result)
      if duration > 0, let now = scrollView?.now, !isHidden {
        cell.value.resultOnDisplay = result
        cell.value.schedule.resultDisplayEnd = now + duration
        scheduleDidChange()
      }
      refreshWillEnd(with: result, ignoresDate: ignoresDate)
      send(.actionFinished(result))
    }
    transition(to: target)
  }

  // MARK: - Transitions

  /// Sets ``showProgress``: the pull ratio, except 1 while refreshing (the sticky hold never moves it) and 0 after a
  /// refresh ended, until the user drags again.
  final func setShowProgress(_ progress: CGFloat) {
    if isProgressResetAfterEnd, scrollView?.isDragging == true { isProgressResetAfterEnd = false }
    var value = progress.isFinite ? max(0, progress) : 0
    if currentState == .refreshing {
      value = 1
    } else if isProgressResetAfterEnd {
      value = 0
    }
    guard value != showProgress else { return }
    showProgress = value
    updateAlpha()
    showProgressDidChange(value)
  }

  final func updateAlpha() {
    guard automaticallyChangeAlpha else { return }
    alpha = currentState == .refreshing || currentState == .noMoreData ? 1 : min(1, showProgress)
  }

  /// Whether another component of the scroll view refreshes and exclusion applies: either component asks for it
  /// (its own ``isMutuallyExclusive``, or the scroll view's when that is nil).
  final var isExcludedByAnotherRefresh: Bool {
    @inline(never) get { coordinator?.excludes(self) ?? false }
  }

  /// The scroll model's adjusted inset without what this component holds: where its pull distances are measured
  /// from.
  final func baseInset(in host: ScrollModel) -> Insets {
    guard slot != nil else { return host.adjustedContentInset }
    // Summed without subtraction, so that it does not drift by rounding as the slots change.
    return host.contentInset + host.safeAreaInsets + insetOfOtherSlots
  }

  /// Enters ``RefreshState/refreshing`` for `trigger`, holds the inset and runs the action once.
  @inline(never) final func startRefreshing(trigger: RefreshTrigger) {
    // The transition first finishes the last end (its result display included) and holds the inset again.
    guard currentState.canTransition(to: .refreshing) else { return }
    refreshTrigger = trigger
    guard transition(to: .refreshing) else { return }
    guard state == .refreshing else { return }
    refreshDidStart(programmatic: trigger.isProgrammatic)
    runDueCompletions()
  }

  /// Moves to `new` if ``RefreshState/canTransition(to:)`` allows it, then holds or returns the inset and calls the
  /// hooks. Returns whether the state changed.
  @discardableResult
  final func transition(to new: RefreshState) -> Bool {
    // A new refresh cycle (a pull that arms, a begin) first runs what is left of the last end, so that no hook of that
    // end runs after one of the new cycle. Its code may change the state: the transition is checked afterwards.
    if currentState == .idle, new != .noMoreData, currentState.canTransition(to: new) { finishLastEnd() }
    let old = currentState
    guard old.canTransition(to: new) else { return false }
    // The scroll view's events wait until this change is complete and reported, so that no observer (this component
    // included) sees the new state before the hooks and events of this transition have run.
    let host = scrollView
    host?.catchUpWithHostClock()
    host?.beginHoldingEvents()
    stateWillChange(from: old, to: new)
    currentState = new
    if (old == .refreshing) != (new == .refreshing) { coordinator?.refreshingDidChange() }
    stateStartTime = host?.now
    if new == .refreshing {
      runner.refreshDidBegin()
      refreshingStartTime = host?.now
      setShowProgress(1)  // held at 1 while refreshing, whatever `isProgressResetAfterEnd` says (the end sets it)
    } else if old == .refreshing {
      refreshingStartTime = nil
      isProgressResetAfterEnd = true
      setShowProgress(0)
    }
    eventHub.beginHolding()
    send(.stateChanged(from: old, to: new))
    if new == .pulling || old == .pulling, new != .refreshing {
      send(.thresholdCrossed(armed: new == .pulling))
    }
    announceTransition(from: old, to: new)
    syncHeldInset()
    updateAlpha()
    // A hook may change the state again; the hooks of a transition that was overtaken are not called.
    if state == new { stateDidChange(from: old, to: new) }
    if state == new {
      switch new {
      case .idle: toNormalState()
      case .pulling: toPullingState()
      case .willRefresh: toWillRefreshState()
      case .refreshing: toRefreshingState()
      case .noMoreData: toNoMoreDataState()
      }
    }
    eventHub.endHolding()
    host?.endHoldingEvents()
    if old == .willRefresh, new != .refreshing {
      // The begin that waited was cancelled: the completions given to it never run.
      beginCompletions.removeAll()
    }
    if old == .refreshing {
      // The steps of this end, marked before any runs: a step that starts the next refresh finishes this end first.
      cell.value.schedule.pendingClosingAction = true
      cell.value.schedule.pendingEndCompletion = true
      scheduleDidChange()
      // Each begin gets its completion, before the end's, even when the refresh ended before the content settled;
      // with no result to show, the hold is returned now and the closing begins.
      if cell.value.schedule.resultDisplayEnd == nil {
        runClosingSteps()
      } else if cell.value.schedule.pendingBeginCompletion {
        runBeginCompletion()
      }
    }
    if new == .refreshing {
      cell.value.schedule.pendingBeginCompletion = true
      scheduleDidChange()
    }
    if old == .refreshing {
      // Another component may have been waiting for this one to finish (exclusion).
      coordinator?.componentStoppedRefreshing()
    }
    if new == .refreshing {
      // Once per entry into refreshing, even when a hook or an observer already ended this refresh: action calls
      // always equal entries. (An async action is not started for a refresh that already ended.)
      runner.run(for: self)
    }
    // A new refresh's completion waits at least until it has started scrolling itself into view.
    if new != .refreshing { runDueCompletions() }
    return true
  }
}
