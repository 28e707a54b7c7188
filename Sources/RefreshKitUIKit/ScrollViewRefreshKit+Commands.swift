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
        // Only ever switched on, and only on the axis a component needs: the app's own setting on the other axis
        // (or on this one, once the component has gone) is the app's.
        if vertical && !scrollView.alwaysBounceVertical { scrollView.alwaysBounceVertical = true }
        if horizontal && !scrollView.alwaysBounceHorizontal { scrollView.alwaysBounceHorizontal = true }
      }
    }

    /// Runs `change` inside an animation of `duration` seconds, and reports its end, finished or not, to the adapter.
    ///
    /// Touches are not taken during it (no `.allowUserInteraction`), as MJRefresh's plain animation does: UIKit sets
    /// the model values at once and only the layer's presentation moves, so a pan begun mid-animation would start from
    /// the final offset and the content would jump by what was left of the glide.
    private func animate(for duration: TimeInterval, _ change: @escaping () -> Void) {
      UIView.animate(
        withDuration: duration, delay: 0, options: [.beginFromCurrentState],
        animations: change
      ) { [weak self] _ in
        self?.adapter.hostDidFinishAnimating()
      }
    }

    // MARK: - Window

    /// The host view moved into a window or out of one. Out: the adapter hears it at once. In: once the scroll view
    /// has been laid out there (its bars and safe area known), at the host view's next layout pass, which a view in a
    /// window marked with `setNeedsLayout()` always gets. (Not on the main queue's next turn: the run loop drains the
    /// main queue before Core Animation's commit lays the views out, so the safe area could still be the old one.)
    func hostViewDidMoveToWindow(_ isInWindow: Bool, hostView: UIView) {
      guard isInWindow else { return adapter.hostDidMoveToWindow(false) }
      if let scrollView { adapter.displayScale = scrollView.traitCollection.displayScale }
      hostView.setNeedsLayout()
    }

    /// The host view was laid out: a scroll view in a window is reported there, once.
    func hostViewDidLayOut(inWindow: Bool) {
      guard inWindow, !adapter.isInWindow else { return }
      reportGeometry()
      adapter.hostDidMoveToWindow(true)
    }
  }
#endif
