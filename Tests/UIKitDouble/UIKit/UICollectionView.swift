// A collection view and its layouts' classes. Part of the UIKit double.

// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@MainActor open class UICollectionViewLayout: NSObject {
  public override init() { super.init() }

  // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/flipshorizontallyinoppositelayoutdirection
  /// "The default value of this property is false": a custom layout's items stay where it puts them in a
  /// right-to-left layout unless it says they flip.
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {}

// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
/// Only its class: the layer asks whether a collection view's layout is one (assumed, from UIKit's flow and
/// compositional layouts, which place their items from the right in a right-to-left layout themselves, with no
/// override of `flipsHorizontallyInOppositeLayoutDirection`: UIKitCore's `UICollectionViewFlowLayout` and
/// `UICollectionViewCompositionalLayout`, iOS 26.1).
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {}

// https://developer.apple.com/documentation/uikit/uicollectionview
/// A collection view: a scroll view with a layout; it does not bounce content that fits unless told to.
@MainActor open class UICollectionView: UIScrollView {
  public let collectionViewLayout: UICollectionViewLayout

  // https://developer.apple.com/documentation/uikit/uicollectionview/backgroundview
  /// "This view is placed behind all cells and supplementary views": at index 0.
  open var backgroundView: UIView? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
    }
  }

  // https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) { nil }
}
