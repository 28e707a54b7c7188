#if canImport(SwiftUI) && canImport(UIKit)
  import UIKit

  /// Links the two markers of one modifier, made by two representables (the background and the overlay) that know
  /// nothing of each other: whichever is made second links both.
  final class ProbeMarkers {
    weak var back: ScrollViewProbe?
    weak var front: ScrollViewProbeEnd?

    /// Links both when both exist.
    @MainActor func link() {
      back?.front = front
      front?.probe = back
    }
  }
#endif
