// A table view: a scroll view that bounces vertically, with estimated row heights. Part of the UIKit double.

// https://developer.apple.com/documentation/uikit/uitableview
/// A table view: a scroll view that bounces vertically whatever its content (seen on devices and in peers' code;
/// Apple's reference does not state the default).
@MainActor open class UITableView: UIScrollView {
  // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
  public enum Style: Int {
    case plain, grouped, insetGrouped
  }
  public let style: Style

  // https://developer.apple.com/documentation/uikit/uitableview/backgroundview
  /// "A table view's background view is automatically resized to match the size of the table view. This view is
  /// placed as a subview of the table view behind all cells, header views, and footer views": at index 0.
  open var backgroundView: UIView? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
    }
  }

  // https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    alwaysBounceVertical = true
  }

  public required init?(coder: NSCoder) { nil }

  // https://developer.apple.com/documentation/uikit/uitableview/estimatedrowheight
  open var estimatedRowHeight: CGFloat = 0

  /// Rows laid out for the first time while the list scrolls, with an estimated row height: their real height
  /// changes `contentSize` by `change` in the middle of the scroll, and when they lie above the visible area the
  /// table moves the offset by as much, so that the rows in view stay put ("Estimating the height of a table's
  /// scrolling area": "the table view … adjusts the content offset"; reported as a scroll, tracking or decelerating
  /// as the list is). A test calls it between frames of a drag or a fling.
  public func layOutRowsMeasuredWhileScrolling(change: CGFloat, aboveVisibleArea: Bool) {
    guard estimatedRowHeight > 0 else { return }
    contentSize.height += change
    if aboveVisibleArea { contentOffset.y += change }
  }
}
