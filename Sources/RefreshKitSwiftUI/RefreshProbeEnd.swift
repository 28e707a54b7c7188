#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// The overlay of one modifier: a ``ScrollViewProbeEnd``, the front marker.
  struct RefreshProbeEnd: UIViewRepresentable {
    let markers: ProbeMarkers

    func makeUIView(context: Context) -> ScrollViewProbeEnd {
      let end = ScrollViewProbeEnd()
      markers.front = end
      markers.link()
      return end
    }

    func updateUIView(_ end: ScrollViewProbeEnd, context: Context) {}
  }
#endif
