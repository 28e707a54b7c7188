import Foundation

/// An ``AutoRefreshFooter`` with a state title and an activity indicator: MJRefresh's auto normal footer as a
/// presentation model.
///
/// | state | title (English) | ``isActivityIndicatorAnimating`` |
/// |---|---|---|
/// | `.idle` | Tap or pull up to load more | false |
/// | `.refreshing` | Loading more… | true |
/// | `.noMoreData` | No more data | false |
///
/// The titles, the retry prompt and their language come from ``StateAutoFooter``. A tap on the title is a load
/// request: the view that draws the footer calls ``AutoRefreshFooter/tap()``, which loads from
/// ``RefreshState/idle``. With ``StateAutoFooter/isRefreshingTitleHidden`` the indicator shows alone while loading.
///
/// ```swift
/// let footer = SimpleAutoFooter { feed.loadMore() }
/// footer.isRefreshingTitleHidden = true
/// list.refreshFooter = footer
/// // the view's tap handler:
/// footer.tap()
/// ```
///
/// ## Subclassing
///
/// Subclasses inherit `init(action:)`. Override ``StateAutoFooter/title(for:)`` to compute titles and the hooks of
/// ``RefreshComponent`` to draw more, calling `super` first.
@MainActor open class SimpleAutoFooter: StateAutoFooter {
  /// Whether the activity indicator spins: while loading.
  public var isActivityIndicatorAnimating: Bool { state == .refreshing }

  // MARK: - Drawing

  /// The lines ``TerminalRenderer`` draws the footer with (see ``TerminalRenderable``): the spinner while loading,
  /// then the title unless hidden, on one line.
  ///
  /// ## Subclassing
  ///
  /// Override to draw the footer your own way in text; `super.textLines` is the default drawing.
  open override var textLines: [String] { defaultTextLines }
}
