#if canImport(UIKit)
  import Foundation
  import RefreshKit
  import UIKit

  /// Performing the adapter's commands, and telling it of the window.
  extension ScrollViewRefreshKit {
    // MARK: - Commands

    /// Performs `command` on the scroll view: an animated one inside `UIView.animate`, whose completion tells the
    /// adapter (``RefreshKit/ScrollHostAdapter/hostDidFinishAnimating()``) so that the end and begin completions run
    /// when the content arrives.
    func perform(_ command: HostCommand) {
      guard let scrollView else { return }
      switch command {
      case .setContentInset(let insets):
        scrollView.contentInset = UIEdgeInsets(insets)
      case .animateContentInset(let insets, let duration):
        animate(for: duration) { scrollView.contentInset = UIEdgeInsets(insets) }
      case .setContentOffset(let offset, let animated):
        scrollView.setContentOffset(offset, animated: animated)
      case .animateContentOffset(let offset, let duration):
        animate(for: duration) { scrollView.contentOffset = offset }
      case .setAlwaysBounce(let vertical, let horizontal):
        scrollView.alwaysBounceVertical = vertical
        scrollView.alwaysBounceHorizontal = horizontal
      }
    }

    /// Runs `change` inside an animation of `duration` seconds that the user can interrupt with a finger, and reports
    /// its end, finished or not, to the adapter.
    private func animate(for duration: TimeInterval, _ change: @escaping () -> Void) {
      UIView.animate(
        withDuration: duration, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState],
        animations: change
      ) { [weak self] _ in
        self?.adapter.hostDidFinishAnimating()
      }
    }

    // MARK: - Window

    /// The host view moved into a window or out of one. Out: the adapter hears it at once. In: once the scroll view
    /// has been laid out there (its bars and safe area known), at the host view's next layout pass, or on the main
    /// actor's next turn if no layout pass comes first.
    func hostViewDidMoveToWindow(_ isInWindow: Bool, hostView: UIView) {
      guard isInWindow else { return adapter.hostDidMoveToWindow(false) }
      if let scrollView { adapter.displayScale = scrollView.traitCollection.displayScale }
      hostView.setNeedsLayout()
      Task { @MainActor [weak self] in self?.hostViewDidLayOut(inWindow: self?.scrollView?.window != nil) }
    }

    /// The host view was laid out: a scroll view in a window is reported there, once.
    func hostViewDidLayOut(inWindow: Bool) {
      guard inWindow, !adapter.isInWindow else { return }
      reportGeometry()
      adapter.hostDidMoveToWindow(true)
    }
  }
#endif
