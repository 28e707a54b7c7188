import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

/// A list as a phone shows it: a viewport 375 × 960 over content `contentHeight` tall, at the top.
///
/// - Parameters:
///   - width: The viewport's width.
///   - height: The viewport's height, the rubber band's dimension `d`.
///   - contentWidth: The content's width; by default the viewport's, so only the vertical axis scrolls.
///   - contentHeight: The content's height.
@MainActor func makeList(
  width: CGFloat = 375, height: CGFloat = 960, contentWidth: CGFloat? = nil, contentHeight: CGFloat = 5000
) -> ScrollModel {
  TestLastUpdatedStore.install()
  let list = ScrollModel(frame: CGRect(x: 0, y: 0, width: width, height: height))
  list.simulateMotion()
  list.contentSize = CGSize(width: contentWidth ?? width, height: contentHeight)
  return list
}

/// Expects `actual` to be strictly closer than `tolerance` to `expected`: ``expectNearly`` with the bound excluded.
func expectClose(
  _ actual: CGFloat, _ expected: CGFloat, tolerance: CGFloat = 0.01, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectNearly(actual, expected, tolerance: tolerance.nextDown, comment, sourceLocation: sourceLocation)
}

/// Advances `list` by `seconds` in steps of at most `step`, the last one shorter if need be.
@MainActor func advance(_ list: ScrollModel, by seconds: TimeInterval, inStepsOf step: TimeInterval) {
  var left = seconds
  while left > step * 1e-9 {
    let next = min(step, left)
    list.advance(by: next)
    left -= next
  }
}

/// Records the events of one observer, keeping its token alive.
@MainActor final class EventLog {
  var events: [ScrollEvent] = []
  var token: ScrollObservation?

  /// Starts recording the events of `list`; `reaction` runs after each event is recorded.
  init(_ list: ScrollModel, reaction: @escaping @MainActor (ScrollEvent) -> Void = { _ in }) {
    token = list.observe { [unowned self] event in
      self.events.append(event)
      reaction(event)
    }
  }

  /// The recorded events, then forgets them.
  func take() -> [ScrollEvent] {
    defer { events.removeAll() }
    return events
  }
}

/// Everything a caller can read of a ``ScrollModel``, to check that refused input changed nothing.
struct ScrollModelSnapshot: Equatable {
  var frame: CGRect
  var contentSize: CGSize
  var contentOffset: CGPoint
  var contentInset: Insets
  var safeAreaInsets: Insets
  var refreshInset: Insets
  var panState: PanState
  var isDecelerating: Bool
  var isAnimatingContentOffset: Bool
  var now: TimeInterval

  @MainActor init(_ list: ScrollModel) {
    frame = list.frame
    contentSize = list.contentSize
    contentOffset = list.contentOffset
    contentInset = list.contentInset
    safeAreaInsets = list.safeAreaInsets
    refreshInset = list.refreshInset
    panState = list.panState
    isDecelerating = list.isDecelerating
    isAnimatingContentOffset = list.isAnimatingContentOffset
    now = list.now
  }
}
