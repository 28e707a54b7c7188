#if canImport(SwiftUI) && canImport(UIKit)
  import RefreshKit
  import SwiftUI

  /// What every refresh modifier adds: the probe behind the modified view and its end marker in front of it, linked
  /// through markers kept for as long as the view lives.
  struct RefreshModifier<Component: RefreshComponent>: ViewModifier {
    let probe: RefreshProbe<Component>
    @State private var markers = ProbeMarkers()

    init(_ probe: RefreshProbe<Component>) {
      self.probe = probe
    }

    func body(content: Content) -> some View {
      var probe = self.probe
      probe.markers = markers
      return content.background(probe).overlay(RefreshProbeEnd(markers: markers))
    }
  }
#endif
