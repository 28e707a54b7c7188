import Foundation

/// A horizontal pull-to-load where the content ends: at the right edge, pull the content left past the trigger and
/// release.
///
/// The trailer sits after the content (or after the viewport when the content is narrower). Releasing while armed
/// refreshes and holds ``RefreshComponent/refreshingHoldHeight()`` in ``ScrollModel/refreshInset``'s right, until
/// ``RefreshComponent/endRefreshing()``. Attaching it sets ``ScrollModel/alwaysBounceHorizontal``. In a right-to-left
/// layout (``layoutDirection``), where a horizontal list ends at the left, it sits left of the content, loads when
/// the content is pulled right, and holds the inset's left.
///
/// ```swift
/// carousel.refreshTrailer = RefreshTrailer { gallery.loadMore() }
/// ```
///
/// ## Subclassing
///
/// Override the hooks of ``RefreshComponent`` to draw it; ``RefreshComponent/willRefreshHeight()`` and
/// ``RefreshComponent/refreshingHoldHeight()`` are horizontal distances here. Subclasses inherit `init(action:)`.
@MainActor open class RefreshTrailer: RefreshComponent {
  override class var defaultExtent: CGFloat { RefreshConfiguration.defaultScope.configuration.trailerWidth }

  /// The trailer's width as the app set it: ``RefreshConfiguration/trailerWidth`` of the defaults when the trailer was
  /// made (60 unless the app changed it). Negative and non-finite values are refused. A renderer that sets a larger
  /// ``RefreshComponent/contentExtent`` widens the trailer past it (the stock view does not); the width it has now is
  /// ``effectiveWidth``.
  public final var width: CGFloat {
    get { requestedExtent }
    set { setExtent(newValue, member: "width") }
  }

  /// The width the trailer has now: ``width``, or the larger ``RefreshComponent/contentExtent`` a renderer set, as
  /// MJRefresh's `mj_w` reads a trailer view's actual width.
  public final var effectiveWidth: CGFloat { extent }

  /// The layout direction of the scroll view: ``RefreshLayoutDirection/leftToRight`` unless changed. The UIKit layer
  /// sets it from the scroll view's `effectiveUserInterfaceLayoutDirection`; on a model, set it yourself.
  ///
  /// In ``RefreshLayoutDirection/rightToLeft`` the trailer is where the content ends in that direction, the left edge:
  /// its frame is left of the content, a pull to the right loads, it holds the left inset, and a leaf's title and
  /// arrow say so ("Pull right to load more"). A change moves an attached trailer and its hold at once.
  public final var layoutDirection: RefreshLayoutDirection {
    didSet {
      guard layoutDirection != oldValue else { return }
      componentGeometryDidChange()
    }
  }

  /// Creates a trailer with no action (see ``RefreshComponent/init()``).
  public override init() {
    // Set here, not where declared: a declared first value is a function of its own that an app links and exports
    // (issue 58).
    layoutDirection = .leftToRight
    super.init()
  }

  override var pullEdge: PullEdge? { layoutDirection == .rightToLeft ? .left : .right }

  /// What VoiceOver's double tap on the trailer does: from ``RefreshState/idle``, attached and not hidden, a load
  /// begun for the user (trigger ``RefreshTrigger/accessibility``, scrolling the trailer into view). The counterpart
  /// of UIKit's `accessibilityActivate()`, which the app's view forwards here.
  ///
  /// - Returns: Whether a load started.
  @discardableResult
  public final func accessibilityActivate() -> Bool {
    activateForAccessibility()
  }
}
