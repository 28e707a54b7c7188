#if canImport(UIKit)
  import RefreshKit
  import UIKit

  /// What the app chose for one component of a scroll view: its view (a class or an instance) and its style.
  struct ComponentCustomization {
    /// The component the choice is for (kept while the choice is: see ``ScrollViewRefreshKit/setViewClass(_:for:)``).
    let component: RefreshComponent
    /// The view class chosen, or nil.
    var viewClass: RefreshComponentView.Type?
    /// The view chosen, or nil.
    var view: RefreshComponentView?
    /// The style chosen, or nil.
    var style: RefreshViewStyle?

    /// Whether nothing is chosen any more.
    var isEmpty: Bool { viewClass == nil && view == nil && style == nil }
  }
#endif
