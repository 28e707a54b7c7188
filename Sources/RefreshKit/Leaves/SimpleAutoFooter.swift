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
  public final var isActivityIndicatorAnimating: Bool { state == .refreshing }

  // MARK: - Drawing

  /// What the footer shows: ``StateAutoFooter``'s title, and beside it the activity indicator while loading.
  ///
  /// ## Subclassing
  ///
  /// Override to draw your own way: start from `super.presentation` and change what differs.
  open override var presentation: RefreshPresentation {
    var presentation = super.presentation
    presentation.accessory = isActivityIndicatorAnimating ? activityIndicator : .none
    return presentation
  }
}
