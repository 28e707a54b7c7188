import Foundation

@testable import RefreshKit

/// The header's hold as the sticky rule gives it (``RandomSession/expectedHeaderHold``), worked out from the events the
/// session sees.
extension RandomSession {
  /// A begin from code far from the top (or an expired header in a scrolled list) refreshes in place, and the header
  /// holds only what the offset shows of it, from its first write.
  func followBeginInPlace(_ trigger: RefreshTrigger) {
    guard list.refreshHeader === header, !header.isHidden, header.isRefreshing else { return }
    let top = list.contentInset.top + list.safeAreaInsets.top
    let distance = abs(list.contentOffset.y + top + header.refreshingHoldHeight())
    let inPlace =
      switch trigger {
      case .beginRefreshing: distance > list.frame.height
      case .expired: distance > max(header.extent, header.refreshingHoldHeight()) + 0.5
      default: false
      }
    guard inPlace else { return }
    expectedHeaderHold = min(expectedHeaderHold, max(-list.contentOffset.y - top, 0))
  }

  func followStickyRule(_ event: ScrollEvent) {
    if case .inset(let source, let old, let new) = event, holdCheckIsDue {
      if source != .refresh, old.top != new.top {
        holdCheckIsDue = false
      } else if old.top != new.top {
        runHoldCheck()  // the model's frame measured it
      }
    }
    guard case .contentOffset(let old, let new) = event, list.refreshHeader === header, !header.isHidden,
      header.isRefreshing
    else { return }
    guard list.offsetChangeIsFromUser else {
      // Rows scrolled over the header by code take away what they cover: a screenful past the top at once, nearer on
      // the next frame; an offset set back to the top gives the hold back whole.
      let pull = -new.y - (list.contentInset.top + list.safeAreaInsets.top)
      if new.y > old.y {
        if pull < -list.frame.height { expectedHeaderHold = 0 } else { holdCheckIsDue = true }
      } else if new.y < old.y, expectedHeaderHold < header.refreshingHoldHeight(),
        abs(pull - expectedHeaderHold) <= 0.5
      {
        // Back to where the content rests at the top: the whole hold comes back (and the header scrolls into view).
        expectedHeaderHold = header.refreshingHoldHeight()
      }
      return
    }
    let pull = -new.y - (list.contentInset.top + list.safeAreaInsets.top)
    let following = min(max(pull, 0), header.refreshingHoldHeight())
    // While the content springs back to an edge, the hold may only grow.
    expectedHeaderHold = list.isSpringingVertically ? max(expectedHeaderHold, following) : following
  }

  /// The model's frame after rows were scrolled over the header by code: the hold keeps what the offset shows.
  func runHoldCheck() {
    holdCheckIsDue = false
    guard list.refreshHeader === header, !header.isHidden, header.isRefreshing else { return }
    let pull = -list.contentOffset.y - (list.contentInset.top + list.safeAreaInsets.top)
    expectedHeaderHold = min(expectedHeaderHold, max(pull, 0))
  }
}
