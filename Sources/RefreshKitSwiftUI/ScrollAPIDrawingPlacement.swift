#if canImport(SwiftUI) && canImport(UIKit)
  // SwiftUI's scroll API (iOS 18) is in the SDKs of Xcode 16 and later only (SwiftUI 6): an older SDK builds the UIKit
  // path alone.
  #if canImport(SwiftUI, _version: 6.0)
    import Combine
    import Foundation

    /// The content offset a scroll-API modifier's drawing is placed against: its own small object, so that a scroll
    /// makes only the view that places the drawing (``ScrollAPIPlacedDrawing``) evaluate its body again, not the
    /// modifier's. Set only while the component is in view (``ScrollAPIDrawingFeed``).
    @MainActor final class ScrollAPIDrawingPlacement: ObservableObject {
      /// The scroll view's content offset, as the model last had it while the component was in view.
      @Published var offset = CGPoint.zero
    }
  #endif
#endif
