import Foundation

/// The pull-and-release machine shared by ``RefreshHeader``, ``BackRefreshFooter`` and ``RefreshTrailer``.
extension RefreshComponent {
  /// The pull geometry now, or nil when detached.
  final func pullGeometry(_ edge: PullEdge) -> PullGeometry? {
    guard let scrollView, slot != nil else { return nil }
    return PullGeometry(edge: edge, scrollView: scrollView, base: baseInset(in: scrollView))
  }

  /// Whether the component is attached, visible, idle and shows no progress, with no layout due: an offset change
  /// that leaves it pulled nowhere changes nothing.
  final var isAtRest: Bool {
    // Each field read in place: a copy of the whole state would copy its references (the model, the coordinator).
    cell.value.currentState == .idle && cell.value.showProgress == 0 && !cell.value.isProgressResetAfterEnd
      && !cell.value.isHidden && cell.value.slot != nil && !cell.value.needsLayout
  }

  /// Updates progress and arms or disarms the component while the user drags.
  ///
  /// Only the user's own movement arms it (`userMoved`: the event is an offset change made by a drag); any change
  /// may disarm it, so that an inset or an offset set by the app never leaves it armed by accident.
  final func updatePull(_ edge: PullEdge, in host: ScrollModel, userMoved: Bool) {
    guard !isHidden, slot != nil else { return }
    let pull = PullGeometry(edge: edge, scrollView: host, base: baseInset(in: host)).pullDistance
    let trigger = triggerDistance
    setShowProgress(pull / trigger)
    guard host.isDragging, currentState == .idle || currentState == .pulling else { return }
    let armed = pull >= trigger && !isExcludedByAnotherRefresh
    let target: RefreshState = armed ? .pulling : .idle
    // A drag that stays on its side of the trigger changes nothing: no transition to ask for (one to the same state
    // is refused).
    guard target != currentState, !(armed && !userMoved) else { return }
    transition(to: target)
  }

  /// ``updatePull(_:in:userMoved:)`` for a change of the scroll view: `oldOffset` is set for offset changes.
  final func updatePull(_ edge: PullEdge, in host: ScrollModel, from oldOffset: CGPoint?) {
    updatePull(edge, in: host, userMoved: oldOffset != nil && host.offsetChangeIsFromUser)
  }

  /// A release while armed refreshes; a cancelled drag disarms.
  final func releasePull(_ edge: PullEdge, panState: PanState, in host: ScrollModel) {
    switch panState {
    case .ended where currentState == .pulling:
      if isExcludedByAnotherRefresh {
        transition(to: .idle)
      } else {
        startRefreshing(trigger: .pull)
      }
    case .cancelled where currentState == .pulling:
      transition(to: .idle)
    default:
      updatePull(edge, in: host, userMoved: false)
    }
  }

  /// Called when a refresh starts, after the action ran: a pull component begun without a pull scrolls itself into
  /// view, as if it had been pulled, when the user asked for it (VoiceOver, ⌘R) or when it is near.
  ///
  /// Begun by the app's code (``beginRefreshing()``) further than one viewport away, it refreshes in place: the rows
  /// the user reads stay where they are, a header holds only what the offset shows of it from the start (none, deep in
  /// the rows: no gap above a plain table's pinned section headers, and no inset written) and shows its refresh once
  /// pulled into view, and VoiceOver hears it begin. A glide over a screenful of rows would show blank rows and take no
  /// touch. An expired header scrolls only a list resting at its start: expiry never moves a list the user has
  /// scrolled.
  ///
  /// The app's code (the action, hooks, event handlers) runs between the choice of the first hold and this one: an
  /// action that empties the list pulls a begin made in place to the top. A reveal first gives the hold back whole, so
  /// that the header shows held there rather than hidden above the top it would scroll to.
  final func refreshDidStart(programmatic: Bool) {
    guard programmatic, let pullEdge, let scrollView, !startsInPlace else { return }
    (self as? RefreshHeader)?.holdWhole()
    scrollView.setContentOffset(pullEdge.revealingOffset(in: scrollView), animated: true)
  }

  /// Whether the refresh starting now for ``refreshTrigger`` stays where the list is rather than scrolling its
  /// component into view (see `refreshDidStart(programmatic:)`): asked before its inset is first held, so that a
  /// header never holds what it would take back in the same turn.
  final var startsInPlace: Bool {
    guard let refreshTrigger, refreshTrigger.isProgrammatic, let pullEdge, let scrollView else { return false }
    // Measured to where the content rests with the whole hold in: a header decides before its hold is first written.
    let held = currentHeldInset
    let heldAlongEdge: CGFloat =
      switch pullEdge {
      case .top: held.top
      case .bottom: held.bottom
      case .left: held.left
      case .right: held.right
      }
    let distance =
      pullEdge.distance(from: scrollView.contentOffset, to: pullEdge.revealingOffset(in: scrollView))
      + max(0, holdDistance - heldAlongEdge)
    switch refreshTrigger {
    case .beginRefreshing: return distance > pullEdge.viewportLength(scrollView.frame.size)
    case .expired: return distance > max(extent, holdDistance) + 0.5
    default: return false
    }
  }
}
