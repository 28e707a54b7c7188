import Foundation

/// A ``BackRefreshFooter`` with a state title, an arrow and an activity indicator: MJRefresh's back normal footer
/// as a presentation model.
///
/// | state | ``title`` (English) | ``arrowRotation`` | ``isArrowHidden`` | ``isActivityIndicatorAnimating`` |
/// |---|---|---|---|---|
/// | `.idle` | Pull up to load more | 0 | false | false |
/// | `.pulling` | Release to load more | π | false | false |
/// | `.refreshing` | Loading more… | 0 | true | true |
/// | `.noMoreData` | No more data | 0 | true | false |
///
/// The arrow points up (the way to pull) at rotation 0 and down at π. Titles are read when asked, in the current
/// ``RefreshLocalization/language``.
///
/// ```swift
/// list.refreshFooter = SimpleBackFooter { feed.loadMore() }
/// ```
///
/// ## Subclassing
///
/// Subclasses inherit `init(action:)`. Override ``title(for:)`` to compute titles and the hooks of
/// ``RefreshComponent`` to draw more, calling `super` first.
@MainActor open class SimpleBackFooter: BackRefreshFooter {
  private var titles = StateTitles(.backFooter)

  /// The title for `state`: the one set with ``setTitle(_:for:)``, or the localised default ("Pull up to load
  /// more", "Release to load more", "Loading more…", "No more data").
  ///
  /// ## Subclassing
  ///
  /// Override to compute a title; return `super.title(for: state)` for the states you leave alone.
  ///
  /// - Parameter state: The state.
  /// - Returns: The title shown in that state.
  open func title(for state: RefreshState) -> String {
    titles.title(for: state)
  }

  /// Sets the title shown in `state`, for every language; nil returns to the localised default.
  ///
  /// - Parameters:
  ///   - title: The title, or nil for the default.
  ///   - state: The state it is shown in.
  public func setTitle(_ title: String?, for state: RefreshState) {
    titles.overrides[state] = title
  }

  /// The title while the footer shows the result of the load that just ended
  /// (``RefreshComponent/resultDisplayDuration``): "Loaded", or the failure's message ("Load failed" when it has
  /// none); nil when no result shows.
  public var resultTitle: String? {
    resultTitle(success: .footerLoaded, failure: .footerLoadFailedBriefly)
  }

  /// The title shown now: the ``resultTitle`` while a result shows, else the title for the current
  /// ``RefreshComponent/state``.
  public var title: String { resultTitle ?? title(for: state) }

  /// Whether the title is hidden. Default false.
  public var isTitleHidden = false

  /// The arrow's rotation in radians: 0 (pointing up) at rest, π (pointing down) when releasing loads.
  public var arrowRotation: CGFloat { state == .pulling ? .pi : 0 }

  /// Whether the arrow is hidden: while loading and when there is no more data.
  public var isArrowHidden: Bool { state == .refreshing || state == .noMoreData }

  /// Whether the activity indicator spins: while loading.
  public var isActivityIndicatorAnimating: Bool { state == .refreshing }

  // MARK: - Drawing

  /// The lines ``TerminalRenderer`` draws the footer with, top to bottom (see ``TerminalRenderable``).
  ///
  /// ## Subclassing
  ///
  /// Override to draw the footer your own way in text; `super.textLines` is the default drawing.
  open var textLines: [String] { defaultTextLines }
}
