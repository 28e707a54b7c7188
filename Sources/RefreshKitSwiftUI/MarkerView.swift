#if canImport(SwiftUI) && canImport(UIKit)
  import UIKit

  /// An invisible view that takes no touch and is no accessibility element: what both of a modifier's markers are
  /// (``ScrollViewProbe`` behind the modified view, ``ScrollViewProbeEnd`` in front of it).
  class MarkerView: UIView {
    override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      backgroundColor = .clear
    }

    required init?(coder: NSCoder) { nil }
  }
#endif
