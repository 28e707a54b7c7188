import Foundation

/// The abstract base of footers: load more at the bottom, and a ``RefreshState/noMoreData`` state.
///
/// Use ``AutoRefreshFooter`` (loads as the footer comes into view) or ``BackRefreshFooter`` (pull up and release),
/// or one of their leaves.
///
/// ## Subclassing
///
/// Subclass ``AutoRefreshFooter`` or ``BackRefreshFooter``; this class adds no hooks of its own beyond
/// ``RefreshComponent``'s.
@MainActor open class RefreshFooter: RefreshComponent {
  override class var defaultExtent: CGFloat { RefreshConfiguration.defaultScope.configuration.footerHeight }

  /// The footer's height as the app set it: ``RefreshConfiguration/footerHeight`` of the defaults when the footer was
  /// made (44 unless the app changed it). Negative and non-finite values are refused. The footer is never thinner
  /// than its drawn content needs (``RefreshComponent/contentExtent``): at an accessibility text size it grows past
  /// this height, which this property still reads; the height it has now, MJRefresh's `mj_h`, is
  /// ``effectiveHeight``.
  public final var height: CGFloat {
    get { requestedExtent }
    set { setExtent(newValue, member: "height") }
  }

  /// The height the footer has now: ``height``, or the taller ``RefreshComponent/contentExtent`` its drawing needs
  /// (at an accessibility text size), as MJRefresh's `mj_h` reads a footer view's actual height. The frame and an
  /// auto footer's hold are this tall.
  public final var effectiveHeight: CGFloat { extent }

  /// How far below the content the footer sits, past a part of the bottom inset that belongs to something else (a
  /// banner the app shows there): MJRefresh's `ignoredScrollViewContentInsetBottom`. Default 0. Thresholds are
  /// measured from the resting edge, which already includes that inset, so the footer loads or arms once it is
  /// revealed below it. Negative and non-finite values are refused.
  public final var ignoredScrollViewContentInsetBottom: CGFloat {
    get { ignoredInset }
    set { setIgnoredInset(newValue, member: "ignoredScrollViewContentInsetBottom") }
  }

  /// Ends the load and enters ``RefreshState/noMoreData``: nothing loads until ``resetNoMoreData()``.
  ///
  /// Works from ``RefreshState/idle`` too (a first page that was already the last). With a
  /// ``RefreshComponent/minimumRefreshingDuration`` the end may be deferred. As with
  /// ``RefreshComponent/endRefreshing()``, called from inside the load's own async action it lets that action finish
  /// (a cache write after the last page), uncancelled.
  public final func endRefreshingWithNoMoreData() {
    end(to: .noMoreData, result: .success)
  }

  /// What VoiceOver's double tap on the footer does: ``AutoRefreshFooter``'s ``AutoRefreshFooter/tap()`` ("Load
  /// more", or "Retry" after a failed load), or, on a ``BackRefreshFooter``, a load begun for the user (trigger
  /// ``RefreshTrigger/accessibility``, scrolling the footer into view). The counterpart of UIKit's
  /// `accessibilityActivate()`, which the app's view forwards here.
  ///
  /// It loads only from ``RefreshState/idle``, attached and not hidden: never while loading, never with no more
  /// data.
  ///
  /// - Returns: Whether a load started.
  @discardableResult
  public final func accessibilityActivate() -> Bool {
    activateForAccessibility()
  }

  /// Leaves ``RefreshState/noMoreData`` for ``RefreshState/idle``, so that loading works again.
  ///
  /// In any other state it does nothing, except that a deferred end to no-more-data becomes a deferred end to idle.
  public final func resetNoMoreData() {
    if state == .noMoreData {
      transition(to: .idle)
    } else if let deferred = cell.value.schedule.deferredEnd, deferred.state == .noMoreData {
      cell.value.schedule.deferredEnd = (.idle, deferred.time, deferred.ignoresDate)
      scheduleDidChange()
    }
  }
}
