import Foundation

/// What a device's scroll view reports beyond its geometry and scrolls: the end of an animation the adapter asked
/// for, a pan that failed, the window; and the adapter's helpers for them.
extension ScrollHostAdapter {
  // MARK: - Reports from the scroll view

  /// An animated command finished: call it from the completion of the animation that performed a
  /// ``HostCommand/animateContentInset(_:duration:)`` or ``HostCommand/animateContentOffset(_:duration:)``, once per
  /// command, finished or interrupted.
  ///
  /// Once no animation is left, what waited for the content to settle runs now: the completions of an end
  /// (``RefreshComponent/endRefreshing(completion:)``, ``RefreshComponent/endRefreshingCompletion``) and of a begin
  /// that scrolled its component into view. A report with no animation in flight is refused through
  /// ``RefreshDiagnostics``; one after ``hostDidGoAway()`` is ignored (an animation may outlive the scroll view).
  public func hostDidFinishAnimating() {
    guard !isDetached else { return }
    guard animationsInFlight > 0 else {
      return RefreshDiagnostics.refuse(
        "ScrollHostAdapter.hostDidFinishAnimating()", "report", "no animated command is in flight")
    }
    animationDidFinish()
  }

  /// The pan gesture failed (`.failed`): a touch that was not a drag, such as a tap. It never began, so nothing ends:
  /// the model hears nothing, and nothing is reported. (A recogniser that failed after it began, which UIKit does not
  /// do, is taken as cancelled.) Ignored once the scroll view went away.
  public func hostPanDidFail() {
    guard !isDetached else { return }
    guard model.isDragging else { return }
    model.hostPanStateDidChange(.cancelled, velocity: .zero)
  }

  /// The scroll view moved into a window or out of one: call it from `didMoveToWindow()` with `window != nil`, once
  /// the scroll view has been laid out there (its safe area is known).
  ///
  /// A ``RefreshComponent/beginRefreshing()`` made while the scroll view is not in a window waits
  /// (``RefreshState/willRefresh``) and starts when it arrives, as MJRefresh's does: a header revealed before the
  /// navigation bar and the safe area exist would end up under them. A refresh under way goes on when the scroll view
  /// leaves. The adapter takes the scroll view to be in a window until told otherwise. Ignored once it went away.
  ///
  /// - Parameter isInWindow: Whether the scroll view is in a window now.
  public func hostDidMoveToWindow(_ isInWindow: Bool) {
    guard !isDetached else { return }
    model.hostDidMoveToWindow(isInWindow)
  }

  /// Whether the scroll view is in a window as far as the adapter knows (``hostDidMoveToWindow(_:)``).
  public var isInWindow: Bool { model.isHostInWindow }

  // MARK: - Helpers

  /// Sets the model's safe area unless it is the same to half a pixel: sums of fractional bars differ in their last
  /// bits from report to report.
  func setSafeArea(_ safeArea: Insets) {
    guard !safeArea.isSame(as: model.safeAreaInsets, scale: displayScale) else { return }
    model.safeAreaInsets = safeArea
  }

  /// The defaults' slow or fast animation duration, or nil when it is not positive or motion is reduced: what an
  /// animated command runs over. Out of line, and the defaults read once: each read copies the whole configuration.
  @inline(never) static func animationDuration(slow: Bool) -> TimeInterval? {
    let configuration = RefreshConfiguration.default
    let duration = slow ? configuration.slowAnimationDuration : configuration.fastAnimationDuration
    return duration > 0 && !configuration.reducesMotion ? duration : nil
  }

  func animationDidBegin() {
    animationsInFlight += 1
    model.hostAnimationDidBegin()
  }

  /// Out of line: the end of the last animation runs the model's due work (`timeDidAdvance(to:)`), which inlined
  /// cost an app 4 KB in `hostDidGoAway()` alone (issue 58).
  @inline(never) func animationDidFinish() {
    guard animationsInFlight > 0 else { return }
    animationsInFlight -= 1
    model.hostAnimationDidEnd()
  }

  /// Says once, as a conflict, that the adapter stopped holding against another writer's `inset`.
  func reportConflict(over inset: Insets) {
    RefreshDiagnostics.report(
      RefreshDiagnostic(
        member: "scrollView.contentInset", value: "\(inset)",
        reason: "another writer keeps changing this inset over the refresh "
          + "hold (a layout pass or an observer that re-applies its contentInset); RefreshKit stops writing its hold "
          + "over it until the refresh part changes, and the refresh goes on. Set refreshKit.contentInset "
          + "(ScrollHostAdapter.appContentInset) instead, or stop re-applying the inset",
        kind: .conflict))
  }

  /// Whether writing `inset` as the refresh part now would make the scroll view snap the content: it gives back a
  /// bottom or right hold while the content scrolls past that edge of the range `inset` leaves, where UIKit clamps
  /// the offset even under the finger (`_adjustContentOffsetIfNecessary`). A "no more data" end mid-pull waits so.
  func returningHoldWouldSnap(to inset: Insets) -> Bool {
    guard model.hostIsTracking || model.isDragging || model.isDecelerating else { return false }
    guard inset.bottom < refreshPart.bottom || inset.right < refreshPart.right else { return false }
    let frame = model.frame.size
    let size = model.contentSize
    let adjusted = model.adjustedContentInset - model.refreshInset + inset
    let maximum = CGPoint(
      x: (size.width + adjusted.right).roundedToPixel(displayScale) - frame.width,
      y: (size.height + adjusted.bottom).roundedToPixel(displayScale) - frame.height)
    let offset = model.contentOffset
    return (inset.bottom < refreshPart.bottom && offset.y > maximum.y)
      || (inset.right < refreshPart.right && offset.x > maximum.x)
  }

  /// Where the command that writes the inset waits among those to send, if one does. A loop, not
  /// `firstIndex(where:)`, whose main-actor closure would check its executor on each call.
  func pendingInsetIndex() -> Int? {
    var index = 0
    while index < pending.count {
      if pending[index].contentInset != nil { return index }
      index += 1
    }
    return nil
  }

  /// Drops what is left to send once a report made too many commands, and says so.
  func dropLooping() {
    let dropped = pending
    pending.removeAll()
    for command in dropped where command.isAnimated { animationDidFinish() }
    RefreshDiagnostics.refuse(
      "ScrollHostAdapter.commandHandler", "\(dropped.count) more commands",
      "the scroll view's reports kept asking for new writes (an observer that writes contentInset back on every "
        + "change?); the rest was dropped. Set refreshKit.contentInset (ScrollHostAdapter.appContentInset) instead")
  }
}

extension Insets {
  /// Whether each edge is less than half a pixel from `other`'s at `scale` pixels per point.
  func isSame(as other: Insets, scale: CGFloat) -> Bool {
    let tolerance = 0.5 / scale
    return abs(top - other.top) < tolerance && abs(left - other.left) < tolerance
      && abs(bottom - other.bottom) < tolerance && abs(right - other.right) < tolerance
  }
}
