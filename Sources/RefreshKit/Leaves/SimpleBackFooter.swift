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
  public var arrowRotation: CGFloat {
    state == .pulling && !RefreshConfiguration.default.reducesMotion ? .pi : 0
  }

  /// Whether the arrow is hidden: while loading and when there is no more data.
  public var isArrowHidden: Bool { state == .refreshing || state == .noMoreData }

  /// Whether the activity indicator spins: while loading.
  public var isActivityIndicatorAnimating: Bool { state == .refreshing }

  // MARK: - Drawing

  /// The lines ``TerminalRenderer`` draws the footer with (see ``TerminalRenderable``): the arrow (↑ at rest, ↓
  /// armed), the spinner while loading, or ✓/✗ while a result shows, then the title, on one line.
  ///
  /// ## Subclassing
  ///
  /// Override to draw the footer your own way in text; `super.textLines` is the default drawing.
  open override var textLines: [String] { defaultTextLines }
}
