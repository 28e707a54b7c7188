#if canImport(SwiftUI) && canImport(UIKit)
  import RefreshKit
  import UIKit

  /// The invisible view a modifier places behind the modified view: it finds the `UIScrollView` SwiftUI made for a
  /// `List`, `ScrollView` or `Form` with a ``ScrollViewLocator``, and says when that scroll view changes.
  ///
  /// SwiftUI may build the scroll view after the probe and replaces it when the list's identity changes, so the
  /// probe looks again whenever it moves to a window, is laid out or is updated. While it is in no window (another
  /// screen was pushed) it keeps the scroll view it had.
  final class ScrollViewProbe: UIView {
    /// Called with the scroll view found, each time it differs from the last one.
    var scrollViewDidChange: ((UIScrollView) -> Void)?
    /// Called each time the probe enters a window: the list appeared.
    var didAppear: (() -> Void)?
    private weak var found: UIScrollView?

    private static let locator = ScrollViewLocator<UIView>(
      parent: { $0.superview }, children: { $0.subviews },
      // A text view scrolls, but it is never the list.
      isScrollView: { $0 is UIScrollView && !($0 is UITextView) },
      frame: { $0.convert($0.bounds, to: nil) })

    override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      backgroundColor = .clear
    }

    required init?(coder: NSCoder) { nil }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      guard window != nil else { return }
      locate()
      didAppear?()
      // SwiftUI may add the list's scroll view beside the probe later in the same update.
      DispatchQueue.main.async { [weak self] in self?.locate() }
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      locate()
    }

    /// Looks for the scroll view, and reports it if it is a new one.
    func locate() {
      guard window != nil, let scrollView = Self.locator.scrollView(for: self) as? UIScrollView else { return }
      guard scrollView !== found else { return }
      found = scrollView
      scrollViewDidChange?(scrollView)
    }
  }
#endif
