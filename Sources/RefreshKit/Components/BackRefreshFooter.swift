import Foundation

/// A footer that loads when the user pulls the content up past the bottom edge and releases: the header's
/// behaviour at the bottom.
///
/// The footer sits below the content, or below the viewport when the content is shorter. Pulling up past
/// ``RefreshComponent/willRefreshHeight()`` arms it; releasing refreshes, and the footer holds
/// ``RefreshComponent/refreshingHoldHeight()`` in ``ScrollModel/refreshInset``'s bottom (plus, for content shorter
/// than the viewport, the gap below the content, so that the footer shows at the viewport's bottom). After
/// ``RefreshComponent/endRefreshing()``, if the content grew by at least the hold, the offset stays and the new rows
/// appear in place; otherwise the content settles back.
///
/// ## Subclassing
///
/// Override the hooks of ``RefreshComponent`` to draw it. Subclasses inherit `init(action:)`.
@MainActor open class BackRefreshFooter: RefreshFooter {
  override var pullEdge: PullEdge? { .bottom }
}
