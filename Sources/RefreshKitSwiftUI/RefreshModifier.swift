#if canImport(SwiftUI) && canImport(UIKit)
  import RefreshKit
  import SwiftUI

  /// What every refresh modifier adds on the UIKit path: the probe behind the modified view and its end marker in
  /// front of it, linked through markers kept for as long as the view lives.
  ///
  /// The probe, in the modified view's background, has the modified view's environment: it hands it to the app's
  /// `content` view where that is hosted, from its representable's context, so that this body does not run again on
  /// every change of the environment.
  struct RefreshModifier<Component: RefreshComponent>: ViewModifier {
    let probe: RefreshProbe<Component>
    @State private var markers = ProbeMarkers()

    init(_ probe: RefreshProbe<Component>) {
      self.probe = probe
    }

    func body(content: Content) -> some View {
      var probe = self.probe
      probe.markers = markers
      // The end marker takes no room, so that it never covers the view it marks (SwiftUI-Introspect's front marker
      // is zero-sized for the same reason).
      return content.background(probe).overlay(RefreshProbeEnd(markers: markers).frame(width: 0, height: 0))
    }
  }
#endif
