#if canImport(UIKit)
  import Foundation
  import QuartzCore
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
        animate(scrollView, for: duration) { scrollView.contentInset = UIEdgeInsets(insets) }
      case .setContentOffset(let offset, let animated):
        scrollView.setContentOffset(offset, animated: animated)
      case .animateContentOffset(let offset, let duration):
        animate(scrollView, for: duration) { scrollView.contentOffset = offset }
      case .setAlwaysBounce(let vertical, let horizontal):
        // Only ever switched on, and only on the axis a component needs: the app's own setting on the other axis
        // (or on this one, once the component has gone) is the app's.
        if vertical && !scrollView.alwaysBounceVertical { scrollView.alwaysBounceVertical = true }
        if horizontal && !scrollView.alwaysBounceHorizontal { scrollView.alwaysBounceHorizontal = true }
      }
    }

    /// Makes `change` glide over `duration` seconds, and reports its end to the adapter.
    ///
    /// A table view (and any scroll view but a collection view) changes inside `UIView.animate`. A collection view
    /// does not: the block would also animate every layout change the inset causes (its cells and supplementary views
    /// slide or fade: MJRefresh's issues 225, 227, 737 and 844, every SwiftUI `List` from iOS 16). Its values change
    /// outside any animation, and only the drawing of its bounds glides from where the content was, as a Core
    /// Animation animation that changes nothing UIKit reads (MJRefresh's `isCollectionViewAnimationBug` path).
    ///
    /// Touches are not taken during the glide (about half a second at most): UIKit sets the values at once and only
    /// what is drawn moves, so a pan begun mid-glide would start from the final offset and the content would jump by
    /// what was left of the glide. `UIView.animate` refuses them by itself (no `.allowUserInteraction`); the
    /// collection view is told not to take them until the glide ends, as MJRefresh does.
    private func animate(_ scrollView: UIScrollView, for duration: TimeInterval, _ change: @escaping () -> Void) {
      guard scrollView is UICollectionView else {
        return UIView.animate(
          withDuration: duration, delay: 0, options: [.beginFromCurrentState], animations: change
        ) { [weak self] _ in
          self?.adapter.hostDidFinishAnimating()
        }
      }
      let from = scrollView.bounds.origin
      let tookTouches = scrollView.isUserInteractionEnabled
      CATransaction.begin()
      CATransaction.setCompletionBlock { [weak self, weak scrollView] in
        MainActor.assumeIsolated {
          // The app's own setting, if it changed it meanwhile, is the app's.
          if tookTouches, let scrollView, !scrollView.isUserInteractionEnabled {
            scrollView.isUserInteractionEnabled = true
          }
          self?.adapter.hostDidFinishAnimating()
        }
      }
      UIView.performWithoutAnimation(change)
      let to = scrollView.bounds.origin
      scrollView.isUserInteractionEnabled = false
      // Additive: from the old place relative to the new one, to none; the content is drawn where it was and glides.
      for (keyPath, distance) in [("bounds.origin.y", from.y - to.y), ("bounds.origin.x", from.x - to.x)]
      where distance != 0 || keyPath == "bounds.origin.y" {
        let glide = CABasicAnimation(keyPath: keyPath)
        glide.fromValue = distance
        glide.toValue = CGFloat(0)
        glide.isAdditive = true
        glide.duration = duration
        glide.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        scrollView.layer.add(glide, forKey: "refreshKit.glide." + keyPath)
      }
      CATransaction.commit()
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
