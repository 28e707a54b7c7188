#if canImport(SwiftUI) && canImport(UIKit)
  import RefreshKit
  import SwiftUI

  /// What every refresh modifier adds on the UIKit path: the probe behind the modified view and its end marker in
  /// front of it, linked through markers kept for as long as the view lives.
  ///
  /// It reads the whole environment of the modified view (`\.self`), which the app's `content` view is given where it
  /// is hosted: its body runs again on any change of it (a colour scheme, a text size, an environment object), and
  /// the hosted view is built again with the new values.
  struct RefreshModifier<Component: RefreshComponent>: ViewModifier {
    let probe: RefreshProbe<Component>
    @State private var markers = ProbeMarkers()
    @Environment(\.self) private var environment

    init(_ probe: RefreshProbe<Component>) {
      self.probe = probe
    }

    func body(content: Content) -> some View {
      var probe = self.probe
      probe.markers = markers
      probe.environment = environment
      // The end marker takes no room, so that it never covers the view it marks (SwiftUI-Introspect's front marker
      // is zero-sized for the same reason).
      return content.background(probe).overlay(RefreshProbeEnd(markers: markers).frame(width: 0, height: 0))
    }
  }
#endif
