#if canImport(UIKit)
  import RefreshKit
  import UIKit

  extension Insets {
    /// The insets of a `UIEdgeInsets`.
    init(_ insets: UIEdgeInsets) {
      self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
  }

  extension UIEdgeInsets {
    /// The edge insets of an ``Insets``.
    init(_ insets: Insets) {
      self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
  }
#endif
