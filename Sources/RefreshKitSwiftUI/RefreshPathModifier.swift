#if canImport(SwiftUI) && canImport(UIKit)
  import RefreshKit
  import RefreshKitUIKit
  import SwiftUI

  /// What a refresh modifier was given by the view's body.
  struct RefreshModifierValues<Component: RefreshComponent> {
    let makeComponent: @MainActor () -> Component
    /// The component's slot on the UIKit layer.
    let slot: RefreshSlot<Component>
    let action: @MainActor () async throws -> Void
    let isRefreshing: Binding<Bool>?
    let noMoreData: Bool?
    let options: RefreshOptions
    /// The style and the app's own view, if any.
    var drawing = RefreshDrawing(style: RefreshStyle(), content: nil)
  }

  extension RefreshModifierValues {
    /// The values of a modifier for `slot` (the header's, the footer's or the trailer's), on both paths.
    init(
      _ slot: RefreshModifierSlot, make: @escaping @MainActor () -> Component,
      action: @escaping @MainActor () async throws -> Void, isRefreshing: Binding<Bool>?, noMoreData: Bool?,
      options: RefreshOptions, drawing: RefreshDrawing
    ) {
      self.init(
        makeComponent: make, slot: slot.uiKitSlot(), action: action,
        isRefreshing: isRefreshing, noMoreData: noMoreData, options: options, drawing: drawing)
    }
  }

  /// Which slot of a scroll view a modifier fills.
  enum RefreshModifierSlot {
    case header, footer, trailer

    /// The slot on the UIKit layer (`scrollView.refreshKit`).
    func uiKitSlot<Component: RefreshComponent>() -> RefreshSlot<Component> {
      switch self {
      case .header:
        RefreshSlot(install: { $0.header = $1 as? RefreshHeader }, current: { $0.header })
      case .footer:
        RefreshSlot(install: { $0.footer = $1 as? RefreshFooter }, current: { $0.footer })
      case .trailer:
        RefreshSlot(install: { $0.trailer = $1 as? RefreshTrailer }, current: { $0.trailer })
      }
    }
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
