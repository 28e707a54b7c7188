#if canImport(SwiftUI) && canImport(UIKit)
  @_spi(Hosting) import RefreshKit
  import UIKit

  /// The invisible view a modifier places in front of the modified view, its front marker: the views between the
  /// ``ScrollViewProbe`` behind and this one are the modified view's. When it moves to a window, it asks the probe
  /// to search.
  final class ScrollViewProbeEnd: MarkerView {
    /// The back marker of the same modifier.
    weak var probe: ScrollViewProbe?

    override func didMoveToWindow() {
      super.didMoveToWindow()
      guard window != nil else { return }
      probe?.locate(on: .movedToWindow)
    }
  }
#endif
