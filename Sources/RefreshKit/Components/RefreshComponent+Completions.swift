import Foundation

/// MJRefresh's method forms with a completion, and the steps that follow a begin and an end: the begin completion,
/// the end of a result display, the closing, and the end's hooks and completions once the content has settled.
///
/// The steps of one end always run in this order, each once: the begin completion (if the refresh ended before it
/// settled), ``RefreshComponent/didEndDisplayingResult(_:)`` and ``RefreshEvent/resultDisplayEnded(_:)`` (if a result
/// showed), ``RefreshComponent/endRefreshingAnimationBeginAction``, ``RefreshComponent/didEndRefreshing()``,
/// ``RefreshComponent/endRefreshingCompletion``, the completions of ``RefreshComponent/endRefreshing(completion:)``.
/// When the next refresh cycle starts before they are due, those left run at once, before its first hook.
extension RefreshComponent {
  // MARK: - Beginning and ending with a completion

  /// Starts a refresh, as ``beginRefreshing()`` does, and runs `completion` once it is in place: MJRefresh's
  /// `beginRefreshingWithCompletionBlock:`.
  ///
  /// `completion` runs once, right after ``beginRefreshingCompletion``: when the component is refreshing, its hold is
  /// in place and any scroll into view has settled (or at the refresh's end, if it ends before that). A begin that
  /// waits for the component to be attached (``RefreshState/willRefresh``) keeps it until that refresh starts. Called
  /// while the component already refreshes, it joins that refresh, and runs at once if that refresh is already in
  /// place. A begin that is refused (hidden, no more data, excluded by another refresh, called from the action after
  /// it ended the refresh) drops it, as does an ``endRefreshing()`` that cancels a waiting begin.
  ///
  /// Unlike MJRefresh, which keeps the block for every later refresh, the completion belongs to this call only; set
  /// ``beginRefreshingCompletion`` for every refresh.
  ///
  /// ```swift
  /// header.beginRefreshing { analytics.log("refresh shown") }
  /// ```
  ///
  /// - Parameter completion: Run once the refresh this call starts (or joins) is in place.
  public final func beginRefreshing(completion: @escaping @MainActor () -> Void) {
    let generation = runner.generation
    let index = beginCompletions.count
    beginCompletions.append(completion)
    begin(trigger: .beginRefreshing)
    switch currentState {
    case .refreshing where !cell.value.schedule.pendingBeginCompletion:
      // The refresh's begin is already complete (this call's, in place at once, or the one it joined): nothing to
      // wait for. The standing completion ran with it.
      while !beginCompletions.isEmpty { beginCompletions.removeFirst()() }
    case .refreshing, .willRefresh:
      break
    case .idle, .pulling, .noMoreData:
      // Refused: dropped. (A refresh that this call started and that already ended ran it at its end.)
      if runner.generation == generation, index < beginCompletions.count { beginCompletions.remove(at: index) }
    }
  }

  /// Ends the refresh, as ``endRefreshing()`` does, and runs `completion` once that end has settled: MJRefresh's
  /// `endRefreshingWithCompletionBlock:`.
  ///
  /// `completion` runs once, right after ``didEndRefreshing()`` and ``endRefreshingCompletion``: when the hold is
  /// returned (after any result display) and the content has settled, or earlier when the next refresh starts first.
  /// An end deferred by ``minimumRefreshingDuration`` keeps it until the refresh really ends (a ``beginRefreshing()``
  /// that cancels the deferred end lets the refresh go on, and it waits for that refresh's end). With no refresh to
  /// end, it runs once the last end has settled, at once if nothing is settling.
  ///
  /// Unlike MJRefresh, which keeps the block for every later end, the completion belongs to this call only; set
  /// ``endRefreshingCompletion`` for every end.
  ///
  /// ```swift
  /// header.endRefreshing { tableView.reloadData() }
  /// ```
  ///
  /// - Parameter completion: Run once this end has settled.
  public final func endRefreshing(completion: @escaping @MainActor () -> Void) {
    endRefreshing(result: .success, ignoresDate: false, completion: completion)
  }

  /// Ends the refresh with `result`, as ``endRefreshing(result:)`` does, and runs `completion` once that end has
  /// settled, as ``endRefreshing(completion:)`` does.
  ///
  /// - Parameters:
  ///   - result: How the refresh's work ended.
  ///   - completion: Run once this end has settled.
  public final func endRefreshing(result: RefreshResult, completion: @escaping @MainActor () -> Void) {
    endRefreshing(result: result, ignoresDate: false, completion: completion)
  }

  /// Ends the refresh with `result`, leaving a header's last-updated date alone when `ignoresDate`, and queues
  /// `completion` for that end.
  final func endRefreshing(result: RefreshResult, ignoresDate: Bool, completion: (@MainActor () -> Void)?) {
    if let completion { endCompletions.append(completion) }
    end(to: .idle, result: result, ignoresDate: ignoresDate)
    // Nothing ended and no end settles: nothing to wait for.
    if currentState != .refreshing, !cell.value.schedule.pendingEndCompletion,
      !cell.value.schedule.pendingEndCompletionBlock
    {
      runSettledSteps()
    }
  }

  // MARK: - The steps of a begin and an end

  /// Runs the begin and end steps whose moment has come: the component refreshing (or back from it with its hold
  /// returned) and the content at rest, or no scroll model to wait for.
  final func runDueCompletions() {
    // Most frames have nothing waiting: that is known from the component's state alone, without reading the scroll
    // view (a weak reference) or the queue of completions (a stored property).
    guard cell.value.schedule.hasWaitingSteps else { return }
    var settled = true
    if let scrollView { settled = !scrollView.isDecelerating && !scrollView.isAnimatingContentOffset }
    if cell.value.schedule.pendingBeginCompletion, currentState == .refreshing, settled {
      runBeginCompletion()
    }
    if currentState != .refreshing, cell.value.schedule.resultDisplayEnd == nil, settled,
      cell.value.schedule.hasWaitingEndSteps
    {
      runSettledSteps()
    }
  }

  /// Runs the begin completion that waits, once: ``beginRefreshingCompletion``, then those of
  /// ``beginRefreshing(completion:)``.
  final func runBeginCompletion() {
    // Clearing a flag of the schedule begins no frame work: no `scheduleDidChange()` after it (nor below, but for the
    // result display's end).
    cell.value.schedule.pendingBeginCompletion = false
    beginRefreshingCompletion?()
    while !beginCompletions.isEmpty { beginCompletions.removeFirst()() }
  }

  /// The closing of the last end begins (its hold is returned): the begin completion if it still waits, then
  /// ``endRefreshingAnimationBeginAction``.
  @inline(never) final func runClosingSteps() {
    if cell.value.schedule.pendingBeginCompletion, currentState != .refreshing { runBeginCompletion() }
    guard cell.value.schedule.pendingClosingAction else { return }
    cell.value.schedule.pendingClosingAction = false
    endRefreshingAnimationBeginAction?()
  }

  /// The last end has settled: what is left of its closing, then ``didEndRefreshing()``, the end completion and those
  /// of ``endRefreshing(completion:)``, each once.
  final func runSettledSteps() {
    runClosingSteps()
    if cell.value.schedule.pendingEndCompletion {
      cell.value.schedule.pendingEndCompletion = false
      cell.value.schedule.pendingEndCompletionBlock = true
      scheduleDidChange()
      didEndRefreshing()
    }
    if cell.value.schedule.pendingEndCompletionBlock {
      cell.value.schedule.pendingEndCompletionBlock = false
      endRefreshingCompletion?()
    }
    while !endCompletions.isEmpty { endCompletions.removeFirst()() }
  }

  /// Ends the display of the last result, if one shows: the hold kept for it is returned,
  /// ``didEndDisplayingResult(_:)`` and ``RefreshEvent/resultDisplayEnded(_:)`` follow, and the closing begins.
  final func endResultDisplay() {
    guard cell.value.schedule.resultDisplayEnd != nil else { return }
    let result = cell.value.resultOnDisplay
    cell.value.schedule.resultDisplayEnd = nil
    // The one clear that begins frame work: the end's steps waited for this deadline, and now wait for a frame
    // (`waitsForFrame`), so that a host running on timers alone starts its frames.
    scheduleDidChange()
    // The inset's events wait for the hook and the event, so that nothing they cause runs before them.
    let host = scrollView
    host?.beginHoldingEvents()
    syncHeldInset()
    didEndDisplayingResult(result)
    send(.resultDisplayEnded(result))
    host?.endHoldingEvents()
    runClosingSteps()
  }

  /// The next refresh cycle starts: every step left of the last end runs now, in order.
  final func finishLastEnd() {
    endResultDisplay()
    if cell.value.schedule.pendingClosingAction || cell.value.schedule.hasWaitingEndSteps { runSettledSteps() }
  }
}
