#if canImport(UIKit)
  import UIKit

  /// A hidden, empty subview of the scroll view that keeps its ``ScrollViewRefreshKit`` for as long as the scroll
  /// view keeps it, and hears of the safe area and of the scroll view going away.
  final class RefreshKitHostView: UIView {
    let refreshKit: ScrollViewRefreshKit

    init(scrollView: UIScrollView) {
      refreshKit = ScrollViewRefreshKit(scrollView: scrollView)
      super.init(frame: .zero)
      isHidden = true
    }

    required init?(coder: NSCoder) { nil }

    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      refreshKit.reportGeometry()
    }

    /// The layout direction or the screen's scale (a window moved to an external display) may have changed. Kept on
    /// iOS 17 and later, where UIKit still calls it: the work is two comparisons (a registration would cost an app
    /// more code than it saves).
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      refreshKit.reportLayoutDirection()
      refreshKit.followDisplayScale()
    }

    // `super` first, though UIView's own does nothing (Apple's documentation of both): an app or an SDK that swapped
    // UIView's implementations (view tracking, analytics) hears these views move as it hears its own.
    override func willMove(toSuperview newSuperview: UIView?) {
      super.willMove(toSuperview: newSuperview)
      if newSuperview == nil { refreshKit.scrollViewDidGoAway() }
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      refreshKit.hostViewDidMoveToWindow(window != nil, hostView: self)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      refreshKit.hostViewDidLayOut(inWindow: window != nil)
    }
  }
#endif
