import Foundation

/// A ``BackRefreshFooter`` with a state title, an arrow and an activity indicator: MJRefresh's back normal footer
/// as a presentation model.
///
/// | state | title (English) | ``arrowRotation`` | ``isArrowHidden`` | ``isActivityIndicatorAnimating`` |
/// |---|---|---|---|---|
/// | `.idle` | Pull up to load more | 0 | false | false |
/// | `.pulling` | Release to load more | π | false | false |
/// | `.refreshing` | Loading more… | 0 | true | true |
/// | `.noMoreData` | No more data | 0 | true | false |
///
/// The titles, the result title and their language come from ``StateBackFooter``. The arrow points up (the way to
/// pull) at rotation 0 and down at π.
///
/// ```swift
/// list.refreshFooter = SimpleBackFooter { feed.loadMore() }
/// ```
///
/// ## Subclassing
///
/// Subclasses inherit `init(action:)`. Override ``StateBackFooter/title(for:)`` to compute titles and the hooks of
/// ``RefreshComponent`` to draw more, calling `super` first.
@MainActor open class SimpleBackFooter: StateBackFooter {
  /// The arrow's rotation in radians: 0 (pointing up) at rest, π (pointing down) when releasing loads.
  /// Always 0 while ``RefreshConfiguration/reducesMotion`` is on: the arrow does not turn, and the title tells that
  /// releasing now refreshes.
  public final var arrowRotation: CGFloat {
    state == .pulling && !RefreshConfiguration.leavesReduceMotion ? .pi : 0
  }

  /// Whether the arrow is hidden: while loading and when there is no more data.
  public final var isArrowHidden: Bool { state == .refreshing || state == .noMoreData }

  /// Whether the activity indicator spins: while loading.
  public final var isActivityIndicatorAnimating: Bool { state == .refreshing }

  // MARK: - Drawing

  /// What the footer shows: ``StateBackFooter``'s title, and beside it the mark of the result while one shows,
  /// else the activity indicator while loading, else the arrow pointing up, turned by ``arrowRotation`` (a terminal
  /// draws ↑ at rest, ↓ armed), hidden with no more data.
  ///
  /// ## Subclassing
  ///
  /// Override to draw your own way: start from `super.presentation` and change what differs.
  open override var presentation: RefreshPresentation {
    var presentation = super.presentation
    presentation.accessory = arrowAccessory(pointing: .up)
    return presentation
  }
}
