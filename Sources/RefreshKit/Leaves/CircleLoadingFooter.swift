import Foundation

/// An ``AutoRefreshFooter`` drawn as a ``CircleLoading``, with a title when there is no more data.
///
/// ``circleLoading`` fills as the footer comes into view and spins while loading; in ``RefreshState/noMoreData``
/// the circle is hidden and ``title`` ("No more data") shows instead.
///
/// ```swift
/// list.refreshFooter = CircleLoadingFooter { feed.loadMore() }
/// ```
///
/// ## Subclassing
///
/// Subclasses inherit `init(action:)`. The footer drives its circle from ``showProgressDidChange(_:)`` and
/// ``stateDidChange(from:to:)``: an override of either must call `super` first.
@MainActor open class CircleLoadingFooter: AutoRefreshFooter {
  /// The indicator this footer drives; its clock is the scroll view's ``ScrollModel/now``.
  public private(set) lazy var circleLoading = CircleLoading { [weak self] in self?.scrollView?.now }

  private var titles = StateTitles(.circleFooter)

  /// The title shown in `state`: the one set with ``setTitle(_:for:)``, or the default, which is "No more data" in
  /// ``RefreshState/noMoreData`` (in the current ``RefreshLocalization/language``) and empty (no title, the circle
  /// alone) in the other states.
  ///
  /// ## Subclassing
  ///
  /// Override to compute a title; return `super.title(for: state)` for the states you leave alone.
  ///
  /// - Parameter state: The state.
  /// - Returns: The title, empty for none.
  open func title(for state: RefreshState) -> String {
    titles.title(for: state)
  }

  /// Sets the title shown in `state`, for every language; nil returns to the default.
  ///
  /// - Parameters:
  ///   - title: The title, or nil for the default.
  ///   - state: The state it is shown in.
  public func setTitle(_ title: String?, for state: RefreshState) {
    titles.overrides[state] = title
  }

  /// The title for the current ``RefreshComponent/state``, empty for none.
  public var title: String { title(for: state) }

  /// Whether the circle is hidden: in ``RefreshState/noMoreData``, when the title replaces it.
  public var isCircleHidden: Bool { state == .noMoreData }

  /// Feeds the progress to ``circleLoading``.
  ///
  /// ## Subclassing
  /// Call `super` first.
  ///
  /// - Parameter progress: The new progress.
  open override func showProgressDidChange(_ progress: CGFloat) {
    super.showProgressDidChange(progress)
    circleLoading.progress = progress
  }

  /// Starts ``circleLoading`` spinning when a load starts and stops it when the load ends.
  ///
  /// ## Subclassing
  /// Call `super` first.
  ///
  /// - Parameters:
  ///   - old: The state before.
  ///   - new: The state after.
  open override func stateDidChange(from old: RefreshState, to new: RefreshState) {
    super.stateDidChange(from: old, to: new)
    circleLoading.followRefresh(of: self, from: old, to: new)
  }

  // MARK: - Drawing

  /// The lines ``TerminalRenderer`` draws the footer with, top to bottom (see ``TerminalRenderable``).
  ///
  /// ## Subclassing
  ///
  /// Override to draw the footer your own way in text; `super.textLines` is the default drawing.
  open var textLines: [String] { defaultTextLines }
}
