#if canImport(UIKit)
  import RefreshKit
  import UIKit

  extension ScrollViewRefreshKit {
    /// The view that draws the ``header``, or nil when there is none: MJRefresh's `header.stateLabel` and
    /// `header.arrowView` are its `titleLabel` and `arrowView`. Prefer ``RefreshKit/RefreshComponent/appearance``
    /// for colours, fonts and pictures, which survive the view being made again; use the view for the rest.
    ///
    /// ```swift
    /// tableView.refreshKit.header = SimpleHeader { await feed.reload() }
    /// tableView.refreshKit.headerView?.backgroundColor = .systemGroupedBackground
    /// ```
    public var headerView: RefreshComponentView? { view(drawing: header) }

    /// The view that draws the ``footer``, or nil when there is none.
    public var footerView: RefreshComponentView? { view(drawing: footer) }

    /// The view that draws the ``trailer``, or nil when there is none.
    public var trailerView: RefreshComponentView? { view(drawing: trailer) }

    /// The view drawing `component`, if any.
    private func view(drawing component: RefreshComponent?) -> RefreshComponentView? {
      guard let component else { return nil }
      return componentViews.view(drawing: component)
    }
  }
#endif
