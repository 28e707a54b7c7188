#if canImport(SwiftUI) && canImport(UIKit)
  // SwiftUI's scroll API (iOS 18) is in the SDKs of Xcode 16 and later only (SwiftUI 6): an older SDK builds the UIKit
  // path alone.
  #if canImport(SwiftUI, _version: 6.0)
    import SwiftUI

    /// A scroll-API modifier's drawing, placed where its component is in the scroll view: its frame in the content
    /// less the content offset. It alone follows the offset, so that a scroll re-evaluates this small body, which
    /// moves the drawing, and not the modifier's (its scroll callbacks, its scroll position binding, its overlay).
    ///
    /// Assumed: the offset, set from `onScrollGeometryChange`'s action, is applied in the same update as the scroll
    /// it reports, as the former drawing (published from the same action) was: the drawing keeps up with the rows.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    struct ScrollAPIPlacedDrawing<Content: View>: View {
      @ObservedObject var placement: ScrollAPIDrawingPlacement
      /// The component's frame in the content.
      let frame: CGRect
      let content: Content

      init(placement: ScrollAPIDrawingPlacement, frame: CGRect, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.frame = frame
        self.content = content()
      }

      var body: some View {
        content.offset(x: frame.minX - placement.offset.x, y: frame.minY - placement.offset.y)
      }
    }
  #endif
#endif
