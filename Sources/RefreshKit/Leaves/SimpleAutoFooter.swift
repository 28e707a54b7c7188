import Foundation

/// An ``AutoRefreshFooter`` with a state title and an activity indicator: MJRefresh's auto normal footer as a
/// presentation model.
///
/// | state | ``title`` (English) | ``isActivityIndicatorAnimating`` |
/// |---|---|---|
/// | `.idle` | Tap or pull up to load more | false |
/// | `.refreshing` | Loading more… | true |
/// | `.noMoreData` | No more data | false |
///
/// A tap on the title is a load request: the view that draws the footer calls ``AutoRefreshFooter/tap()``, which
/// loads from ``RefreshState/idle``. With ``isRefreshingTitleHidden`` the indicator shows alone while loading.
/// Titles are read when asked, in the current ``RefreshLocalization/language``.
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
/// Subclasses inherit `init(action:)`. Override ``title(for:)`` to compute titles and the hooks of
/// ``RefreshComponent`` to draw more, calling `super` first.
@MainActor open class SimpleAutoFooter: AutoRefreshFooter {
  private var titles = StateTitles(.autoFooter)

  /// The title for `state`: the one set with ``setTitle(_:for:)``, or the localised default ("Tap or pull up to
  /// load more", "Loading more…", "No more data").
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
  /// ```swift
  /// footer.setTitle("You're all caught up", for: .noMoreData)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title, or nil for the default.
  ///   - state: The state it is shown in.
  public func setTitle(_ title: String?, for state: RefreshState) {
    titles.overrides[state] = title
  }

  /// The title shown now: "Load failed — tap to retry" while ``AutoRefreshFooter/isWaitingForRetry``, else the
  /// title for the current ``RefreshComponent/state``.
  public var title: String {
    isWaitingForRetry ? RefreshLocalization.string(for: .footerLoadFailed) : title(for: state)
  }

  /// Whether the title is hidden in every state. Default false.
  public var isTitleHidden = false

  /// Whether the title is hidden while loading, leaving the activity indicator alone (MJRefresh's
  /// `refreshingTitleHidden`). Default false.
  public var isRefreshingTitleHidden = false

  /// Whether the title shows now: not ``isTitleHidden``, and not loading with ``isRefreshingTitleHidden``.
  public var isTitleVisible: Bool {
    !isTitleHidden && !(isRefreshingTitleHidden && state == .refreshing)
  }

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
