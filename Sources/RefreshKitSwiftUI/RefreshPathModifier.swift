#if canImport(SwiftUI) && canImport(UIKit)
  import RefreshKit
  import RefreshKitUIKit
  import SwiftUI

  /// What a refresh modifier was given by the view's body.
  struct RefreshModifierValues<Component: RefreshComponent> {
    let makeComponent: @MainActor () -> Component
    /// The component's slot on the UIKit layer.
    let slot: RefreshSlot<Component>
    /// Puts the component in its slot of a model (the scroll-API path's own).
    let installOnModel: @MainActor (ScrollModel, Component) -> Void
    let action: @MainActor () async throws -> Void
    let isRefreshing: Binding<Bool>?
    let noMoreData: Bool?
    let options: RefreshOptions
    /// The style and the app's own view, if any.
    var drawing = RefreshDrawing(style: RefreshStyle(), content: nil)
  }

  /// Every refresh modifier: the scroll-API path from iOS 18 unless the environment asks for the UIKit path
  /// (``RefreshKitScrollPath``), the UIKit path before.
  struct RefreshPathModifier<Component: RefreshComponent>: ViewModifier {
    let values: RefreshModifierValues<Component>
    @Environment(\.refreshKitScrollPath) private var path

    @ViewBuilder func body(content: Content) -> some View {
      #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *), path == .automatic {
          content.modifier(ScrollAPIRefreshModifier(values))
        } else {
          content.modifier(uiKitPath)
        }
      #else
        content.modifier(uiKitPath)
      #endif
    }

    /// The UIKit path: the probe finds the `UIScrollView` and attaches through `scrollView.refreshKit`.
    private var uiKitPath: RefreshModifier<Component> {
      RefreshModifier(
        RefreshProbe(
          makeComponent: values.makeComponent, slot: values.slot, action: values.action,
          isRefreshing: values.isRefreshing, noMoreData: values.noMoreData, options: values.options,
          drawing: values.drawing, markers: nil))
    }
  }
#endif
