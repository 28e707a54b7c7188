#if canImport(UIKit)
  import RefreshKit
  import UIKit

  /// What the app chose for one component of a scroll view: its view (a class or an instance) and its style.
  ///
  /// A class, not a struct: a struct holding a style's nine references cost an app 1.4 KB of value witnesses, which
  /// a list of references needs none of (issue 58).
  @MainActor final class ComponentCustomization {
    /// The component the choice is for (kept while the choice is: see ``ScrollViewRefreshKit/setViewClass(_:for:)``).
    let component: RefreshComponent
    /// The view class chosen, or nil.
    var viewClass: RefreshComponentView.Type?
    /// The view chosen, or nil.
    var view: RefreshComponentView?
    /// The style chosen, or nil.
    var style: RefreshViewStyle?

    init(component: RefreshComponent) {
      self.component = component
    }

    /// Whether nothing is chosen any more.
    var isEmpty: Bool { viewClass == nil && view == nil && style == nil }
  }
#endif
