#if canImport(UIKit)
  import RefreshKit
  import UIKit

  /// A component that says which view draws it: adopt it in a component subclass whose look a
  /// ``RefreshComponentView`` subclass draws, and every scroll view draws that component with it, whatever its
  /// ``ScrollViewRefreshKit/viewClass``.
  ///
  /// ```swift
  /// final class LogoHeader: RefreshHeader, RefreshViewProviding {
  ///   var viewClass: RefreshComponentView.Type { LogoHeaderView.self }
  /// }
  /// ```
  ///
  /// ``ScrollViewRefreshKit/setViewClass(_:for:)`` and ``ScrollViewRefreshKit/setView(_:)`` still take precedence
  /// for the component they name.
  @MainActor public protocol RefreshViewProviding: RefreshComponent {
    /// The view class that draws the component: read when its view is made.
    var viewClass: RefreshComponentView.Type { get }
  }
#endif
