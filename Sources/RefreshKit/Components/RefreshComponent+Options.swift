import Foundation

/// Options with validation, and the hook values read back through checks.
extension RefreshComponent {
  // MARK: - Durations

  /// The shortest time a refresh stays visible, in seconds of the scroll view's clock. Default 0.
  ///
  /// With a positive value, an ``endRefreshing()`` that comes earlier is deferred until the refresh has shown that
  /// long, and ``isRefreshing`` stays true until then. A ``beginRefreshing()`` meanwhile cancels the deferred end and
  /// keeps the refresh (no second action).
  public var minimumRefreshingDuration: TimeInterval {
    get { storedMinimumRefreshingDuration }
    @inline(never) set {
      if accepts(duration: newValue, for: "minimumRefreshingDuration") { storedMinimumRefreshingDuration = newValue }
    }
  }

  /// How long a pull component keeps its refresh inset after a refresh ended, showing the result ("Refreshed", or
  /// the failure) before it collapses, in seconds of the scroll view's clock. Default 0: a success collapses at once,
  /// as in MJRefresh (a failure shows for ``failureDisplayDuration``).
  ///
  /// The state is ``RefreshState/idle`` and ``isRefreshing`` false from the end on; only the presentation and the
  /// inset wait. A new refresh, hiding or detaching ends the display early. Non-finite and negative values are
  /// refused.
  public var resultDisplayDuration: TimeInterval {
    get { storedResultDisplayDuration }
    set { if accepts(duration: newValue, for: "resultDisplayDuration") { storedResultDisplayDuration = newValue } }
  }

  /// How long a header, a back footer or a trailer shows a failed refresh's message ("The Internet connection
  /// appears to be offline.", or "Refresh failed" when the error has no text for users) before it collapses, in
  /// seconds of the scroll view's clock, when that is longer than ``resultDisplayDuration``. Default 2
  /// (``RefreshConfiguration/failureDisplayDuration`` when the component was made); 0 shows a failure only for
  /// ``resultDisplayDuration``, as before this option existed.
  ///
  /// A failure shows as any result does (``displayedResult``): the state is ``RefreshState/idle`` from the end on,
  /// the inset waits, and a new refresh, hiding or detaching ends the display early. A success keeps
  /// ``resultDisplayDuration`` and a cancelled refresh shows nothing. An ``AutoRefreshFooter`` does not use it: its
  /// failure stays on screen as a prompt to retry (``AutoRefreshFooter/isWaitingForRetry``) until the next load.
  /// Non-finite and negative values are refused.
  ///
  /// ```swift
  /// header.failureDisplayDuration = 3   // a failure shows for 3 s, a success collapses at once
  /// header.failureDisplayDuration = 0   // a failure collapses at once too
  /// ```
  public var failureDisplayDuration: TimeInterval {
    get { storedFailureDisplayDuration }
    set { if accepts(duration: newValue, for: "failureDisplayDuration") { storedFailureDisplayDuration = newValue } }
  }

  /// How long `result` shows once a refresh ended with it: ``resultDisplayDuration`` for a success, the longer of it
  /// and ``failureDisplayDuration`` for a failure (an auto footer's failure: ``resultDisplayDuration``), 0 for a
  /// cancelled refresh.
  final func displayDuration(of result: RefreshResult) -> TimeInterval {
    switch result {
    case .success: resultDisplayDuration
    case .failure:
      self is AutoRefreshFooter ? resultDisplayDuration : max(resultDisplayDuration, failureDisplayDuration)
    case .cancelled: 0
    }
  }

  /// Whether `duration` is usable for `member`; reports it when it is not.
  @inline(never) final func accepts(duration: TimeInterval, for member: String) -> Bool {
    guard duration.isUsableDuration else {
      RefreshDiagnostics.refuse("\(Self.self).\(member)", duration, "not a finite, non-negative duration")
      return false
    }
    return true
  }
  /// The result being shown after a refresh ended, while ``resultDisplayDuration`` (or, for a failure,
  /// ``failureDisplayDuration``) runs; nil otherwise.
  public var displayedResult: RefreshResult? {
    @inline(never) get { cell.value.schedule.resultDisplayEnd == nil ? nil : cell.value.resultOnDisplay }
  }

  /// Whether the component holds its refresh inset: while refreshing, and while it shows a result.
  final var holdsRefreshInset: Bool { currentState == .refreshing || displayedResult != nil }

  // MARK: - Geometry

  /// Sets the part of the inset the component sits beyond (a header's top, a footer's bottom), refusing what is not
  /// a usable, non-negative distance.
  @inline(never) final func setIgnoredInset(_ value: CGFloat, member: String) {
    guard value.isUsableNonNegative else {
      return RefreshDiagnostics.refuse("\(Self.self).\(member)", value, "not a finite, non-negative distance")
    }
    ignoredInset = value
  }

  /// Sets ``extent`` from the public `height` or `width`, refusing what is not a usable, non-negative size.
  final func setExtent(_ value: CGFloat, member: String) {
    guard value.isUsableNonNegative else {
      return RefreshDiagnostics.refuse("\(Self.self).\(member)", value, "not a finite, non-negative \(member)")
    }
    requestedExtent = value
  }

  // MARK: - Validated hook values

  /// ``willRefreshHeight()``, or the default when the override returns an invalid value.
  final var triggerDistance: CGFloat {
    let value = willRefreshHeight()
    guard value.isUsable, value > 0 else {
      reportInvalidHook("willRefreshHeight()", value)
      return max(extent, 1)
    }
    return value
  }

  /// ``refreshingHoldHeight()``, or the default when the override returns an invalid value.
  final var holdDistance: CGFloat {
    let value = refreshingHoldHeight()
    guard value.isUsableNonNegative else {
      reportInvalidHook("refreshingHoldHeight()", value)
      return extent
    }
    return value
  }

  private func reportInvalidHook(_ hook: String, _ value: CGFloat) {
    let report = "\(hook)=\(value)"
    guard !reportedInvalidHooks.contains(report) else { return }
    reportedInvalidHooks.append(report)
    RefreshDiagnostics.refuse("\(Self.self).\(hook)", value, "a hook must return a finite, non-negative distance")
  }
}
