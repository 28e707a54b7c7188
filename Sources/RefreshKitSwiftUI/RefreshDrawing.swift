#if canImport(SwiftUI) && canImport(UIKit)
  import RefreshKit
  import SwiftUI

  /// How a modifier's body asks its component to be drawn: a style, and the app's own view built from the
  /// component's values, if any.
  struct RefreshDrawing {
    /// The colours and fonts.
    let style: RefreshStyle
    /// The app's view, or nil for the stock drawing.
    let content: (@MainActor (RefreshSnapshot) -> AnyView)?

    /// What the UIKit path hosts in SwiftUI: the app's view; else, with a font (which only SwiftUI draws), the stock
    /// presentation in SwiftUI where that view exists (iOS 16 and an SDK with SwiftUI 6); else nothing, and the
    /// UIKit view draws the component, in the style's colours.
    @MainActor var uiKitPathContent: (@MainActor (RefreshSnapshot) -> AnyView)? {
      if let content { return content }
      guard style.hasFont else { return nil }
      #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 16.0, tvOS 16.0, visionOS 1.0, *) {
          let style = style
          return { snapshot in AnyView(RefreshPresentationView(presentation: snapshot.presentation, style: style)) }
        }
      #endif
      return nil
    }
  }
#endif
