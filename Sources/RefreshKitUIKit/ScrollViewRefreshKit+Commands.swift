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
        if scrollView is UICollectionView {
          glide(scrollView, for: duration) { scrollView.contentInset = UIEdgeInsets(insets) }
        } else {
          animate(for: duration) { scrollView.contentInset = UIEdgeInsets(insets) }
        }
      case .setContentOffset(let offset, let animated):
        scrollView.setContentOffset(offset, animated: animated)
      case .animateContentOffset(let offset, let duration):
        // A reveal, on every kind of scroll view: a collection view lays its cells out for the offset at each frame
        // of the animation, where a glide of its bounds would show a strip with no cells.
        animate(for: duration) { scrollView.contentOffset = offset }
      case .setAlwaysBounce(let vertical, let horizontal):
        // Only switched on, and only on the axis a component needs: the app's own setting on the other axis is the
        // app's. What the layer switched on it switches off again when the last component leaves.
        if vertical && !scrollView.alwaysBounceVertical {
          scrollView.alwaysBounceVertical = true
          bounceSwitchedOn.vertical = true
        }
        if horizontal && !scrollView.alwaysBounceHorizontal {
          scrollView.alwaysBounceHorizontal = true
          bounceSwitchedOn.horizontal = true
        }
      }
    }

    /// The last component left: the bounce the layer switched on goes back off (a short list no longer bounces for a
    /// header that is gone); the app's own setting, on when the layer came, was never the layer's to change.
    func restoreBounce() {
      // The model forgets the bounce its components asked for, so that the next component asks again.
      if model.alwaysBounceVertical { model.alwaysBounceVertical = false }
      if model.alwaysBounceHorizontal { model.alwaysBounceHorizontal = false }
      guard let scrollView else { return }
      // A refresh control of the app's: UIKit switched the bounce on for it, and it stays.
      if bounceSwitchedOn.vertical, scrollView.alwaysBounceVertical, scrollView.refreshControl == nil {
        scrollView.alwaysBounceVertical = false
      }
      if bounceSwitchedOn.horizontal, scrollView.alwaysBounceHorizontal { scrollView.alwaysBounceHorizontal = false }
      bounceSwitchedOn = (false, false)
    }

    /// Runs `change` inside an animation of `duration` seconds, and reports its end, finished or not, to the adapter.
    ///
    /// Touches are not taken during it (no `.allowUserInteraction`), as MJRefresh's plain animation does: UIKit sets
    /// the model values at once and only the layer's presentation moves, so a pan begun mid-animation would start from
    /// the final offset and the content would jump by what was left of the glide.
    private func animate(for duration: TimeInterval, _ change: @escaping () -> Void) {
      UIView.animate(
        withDuration: duration, delay: 0, options: [.beginFromCurrentState], animations: change
      ) { [weak self] _ in
        self?.adapter.hostDidFinishAnimating()
      }
    }

    /// Makes an inset change glide over `duration` seconds, and reports its end to the adapter.
    ///
    /// A table view (and any scroll view but a collection view) changes inside `UIView.animate` (``animate(for:_:)``).
    /// A collection view does not: the block would also animate every layout change the inset causes (its cells and
    /// supplementary views slide or fade: MJRefresh's issues 225, 227, 737 and 844, every SwiftUI `List` from iOS 16).
    /// Its inset changes outside any animation, and only the drawing of its bounds glides from where the content was,
    /// as an additive Core Animation animation that changes nothing UIKit reads (MJRefresh's
    /// `isCollectionViewAnimationBug` path, for the end of a refresh: the strip that glides is the header's own, so no
    /// cell is missing from it). The change runs before the glide's transaction begins, so that nothing it sets off
    /// (a spinner that starts, the app's own animations) holds back the completion.
    ///
    /// Touches wait for the glide, as with `UIView.animate` (a pan begun mid-glide would start from the final offset):
    /// the collection view takes none until the last glide in flight ends. When nothing moves there is no glide, no
    /// touch is held back, and the end is reported on the main queue's next turn.
    private func glide(_ scrollView: UIScrollView, for duration: TimeInterval, _ change: () -> Void) {
      let from = scrollView.bounds.origin
      UIView.performWithoutAnimation(change)
      let to = scrollView.bounds.origin
      guard from != to else {
        DispatchQueue.main.async { [weak self] in
          MainActor.assumeIsolated { self?.adapter.hostDidFinishAnimating() }
        }
        return
      }
      if glidesInFlight == 0 {
        tookTouchesBeforeGlide = scrollView.isUserInteractionEnabled
        scrollView.isUserInteractionEnabled = false
      }
      glidesInFlight += 1
      CATransaction.begin()
      CATransaction.setCompletionBlock { [weak self, weak scrollView] in
        MainActor.assumeIsolated {
          guard let self else { return }
          self.glidesInFlight -= 1
          if self.glidesInFlight == 0, self.tookTouchesBeforeGlide, let scrollView {
            scrollView.isUserInteractionEnabled = true
          }
          self.adapter.hostDidFinishAnimating()
        }
      }
      // Additive, from the old place relative to the new one, to none: the content is drawn where it was and glides;
      // a glide still under way adds to it (no key: one glide never replaces another).
      for (keyPath, distance) in [("bounds.origin.y", from.y - to.y), ("bounds.origin.x", from.x - to.x)]
      where distance != 0 {
        let glide = CABasicAnimation(keyPath: keyPath)
        glide.fromValue = distance
        glide.toValue = CGFloat(0)
        glide.isAdditive = true
        glide.duration = duration
        glide.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        scrollView.layer.add(glide, forKey: nil)
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
      followDisplayScale()
      hostView.setNeedsLayout()
    }

    /// The screen's scale, once the scroll view has one: a trait collection outside a window leaves it unspecified
    /// (0), and the adapter keeps its 3× until the window says.
    func followDisplayScale() {
      guard let scale = scrollView?.traitCollection.displayScale, scale > 0 else { return }
      adapter.displayScale = scale
    }

    /// The host view was laid out: a scroll view in a window is reported there, once.
    func hostViewDidLayOut(inWindow: Bool) {
      guard inWindow, !adapter.isInWindow else { return }
      reportGeometry()
      adapter.hostDidMoveToWindow(true)
    }
  }
#endif
