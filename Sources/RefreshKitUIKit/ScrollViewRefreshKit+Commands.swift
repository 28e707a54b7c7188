#if canImport(UIKit)
  import Foundation
  import QuartzCore
  @_spi(Hosting) import RefreshKit
  import UIKit

  /// Performing the adapter's commands, and telling it of the window.
  extension ScrollViewRefreshKit {
    // MARK: - Commands

    /// Performs `command` on the scroll view, and tells the adapter when an animated one ends
    /// (``RefreshKit/ScrollHostAdapter/hostDidFinishAnimating()``), so that the end and begin completions run when the
    /// content arrives: an inset change glides inside `UIView.animate` (a collection view's as a glide of its bounds),
    /// a reveal is UIKit's own animated scroll.
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
      case .animateContentOffset(let offset, _):
        // A reveal, on every kind of scroll view, as UIKit's own animated scroll (over UIKit's duration): the offset
        // moves a frame at a time, and a table or a collection view lays out the rows of each frame. Inside
        // `UIView.animate` the offset would be final at once: UIKit would lay the rows out once, for the final offset,
        // recycle those leaving the screen at once, and the slide would show blank space. Its end is seen on the
        // display link's frames (`followReveal()`): no delegate method is the layer's to hear.
        if reveal != nil { adapter.hostDidFinishAnimating() }  // a reveal replaced: the old one is over
        reveal = (offset, scrollView.contentOffset, 0, 0)
        scrollView.setContentOffset(offset, animated: true)
        updateDisplayLink()
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

    /// Follows the reveal under way on each frame: it is over once the offset is where it headed (a target on the
    /// screen's pixel grid, where UIKit rests `contentOffset`: the model's resting range lies on it), a finger caught
    /// the content (UIKit stops an animated scroll at a touch), or the offset stood still for two frames in a row after
    /// it began to move (the app set an offset of its own, which stops it too; near the end of UIKit's easing a frame
    /// may move less than a pixel). A reveal is never followed for more than 60 frames (UIKit's animated scroll takes
    /// about 0.3 s): the link cannot run on forever.
    func followReveal() {
      guard let moving = reveal, let scrollView else { return }
      let offset = scrollView.contentOffset
      let still = offset == moving.last ? moving.still + 1 : 0
      let over =
        offset == moving.target || scrollView.isTracking || (still >= 2 && moving.frames > 1) || moving.frames >= 60
      guard over else { return reveal = (moving.target, offset, moving.frames + 1, still) }
      reveal = nil
      adapter.hostDidFinishAnimating()
    }

    /// The last component left: the bounce the layer switched on goes back off (a short list no longer bounces for a
    /// header that is gone); the app's own setting, on when the layer came, was never the layer's to change.
    func restoreBounce() {
      // The model forgets the bounce its components asked for, so that the next component asks again.
      if model.alwaysBounceVertical { model.alwaysBounceVertical = false }
      if model.alwaysBounceHorizontal { model.alwaysBounceHorizontal = false }
      guard let scrollView else { return }
      // A refresh control of the app's: UIKit switched the bounce on for it, and it stays (tvOS has none).
      #if os(tvOS)
        let refreshControl: UIView? = nil
      #else
        let refreshControl: UIView? = scrollView.refreshControl
      #endif
      if bounceSwitchedOn.vertical, scrollView.alwaysBounceVertical, refreshControl == nil {
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
    /// Touches wait only while a tap would pick the wrong row (`GlideTouchHold`): UIKit's values are final at once and
    /// only the drawing lags, so a pan mid-glide moves the final offset with the glide's remainder added, and nothing
    /// jumps; but UIKit hit-tests the cells where they are, so while the drawing lags half a row or more a tap picks
    /// the row next to the one under the finger. A glide shorter than that holds no touch back; a longer one holds
    /// them back for its first part only (MJRefresh's `isCollectionViewAnimationBug` path, for the whole animation).
    /// When nothing moves there is no glide, and the end is reported on the main queue's next turn.
    private func glide(_ scrollView: UIScrollView, for duration: TimeInterval, _ change: () -> Void) {
      let from = scrollView.bounds.origin
      UIView.performWithoutAnimation(change)
      let to = scrollView.bounds.origin
      guard from != to else {
        HostThread.enqueueOnMain { [weak self] in self?.adapter.hostDidFinishAnimating() }
        return
      }
      let hold = GlideTouchHold.duration(distance: max(abs(from.y - to.y), abs(from.x - to.x)), over: duration)
      if hold > 0 { holdTouches(of: scrollView, for: hold) }
      CATransaction.begin()
      CATransaction.setCompletionBlock { [weak self] in
        // Returns nothing, not an optional chain's `()?`: a result type of its own for `assumeIsolated` (issue 58).
        MainActor.assumeIsolated { if let self { self.adapter.hostDidFinishAnimating() } }
      }
      Self.glide(scrollView.layer, "bounds.origin.y", by: from.y - to.y, over: duration)
      Self.glide(scrollView.layer, "bounds.origin.x", by: from.x - to.x, over: duration)
      CATransaction.commit()
    }

    /// Makes the drawing of `layer` glide on one axis: additive, from the old place relative to the new one (`distance`
    /// at `keyPath`), to none: the content is drawn where it was and glides; a glide still under way adds to it (no
    /// key: one glide never replaces another). Nothing when it did not move on that axis.
    ///
    /// Called once per axis, out of line: where the two axes were a loop over an array of pairs made at each glide (the
    /// array and its iteration, issue 58).
    @inline(never) private static func glide(
      _ layer: CALayer, _ keyPath: String, by distance: CGFloat, over duration: TimeInterval
    ) {
      guard distance != 0 else { return }
      let glide = CABasicAnimation(keyPath: keyPath)
      glide.fromValue = distance
      glide.toValue = CGFloat(0)
      glide.isAdditive = true
      glide.duration = duration
      glide.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
      layer.add(glide, forKey: nil)
    }

    /// Takes no touch on `scrollView` for `seconds`: the end of a marker animation (of a key no layer draws, which Core
    /// Animation accepts and ignores) gives them back once the last hold in flight ends, unless the app had taken them
    /// away itself.
    private func holdTouches(of scrollView: UIScrollView, for seconds: TimeInterval) {
      if glidesInFlight == 0 {
        tookTouchesBeforeGlide = scrollView.isUserInteractionEnabled
        scrollView.isUserInteractionEnabled = false
      }
      glidesInFlight += 1
      CATransaction.begin()
      CATransaction.setCompletionBlock { [weak self, weak scrollView] in
        MainActor.assumeIsolated {
          guard let self, self.glidesInFlight > 0 else { return }
          self.glidesInFlight -= 1
          if self.glidesInFlight == 0, self.tookTouchesBeforeGlide, let scrollView {
            scrollView.isUserInteractionEnabled = true
          }
        }
      }
      let marker = CABasicAnimation(keyPath: "refreshKitTouchHold")
      marker.duration = seconds
      scrollView.layer.add(marker, forKey: nil)
      CATransaction.commit()
    }

    // MARK: - Window

    /// The host view moved into a window or out of one. Out: the adapter hears it at once. In: once the scroll view
    /// has been laid out there (its bars and safe area known), at the host view's next layout pass, which a view in a
    /// window marked with `setNeedsLayout()` always gets. (Not on the main queue's next turn: the run loop drains the
    /// main queue before Core Animation's commit lays the views out, so the safe area could still be the old one.)
    func hostViewDidMoveToWindow(_ isInWindow: Bool, hostView: UIView) {
      // In no window nothing is drawn, and nothing ticks for the views (`RefreshComponentView.needsFrames`).
      defer { updateDisplayLink() }
      guard isInWindow else { return adapter.hostDidMoveToWindow(false) }
      followDisplayScale()
      hostView.setNeedsLayout()
    }

    /// The screen's scale, once the scroll view has one: a trait collection outside a window leaves it unspecified
    /// (0), and the adapter keeps its 3× until the window says.
    func followDisplayScale() {
      guard let scale = scrollView?.traitCollection.displayScale, scale > 0, scale != adapter.displayScale else {
        return
      }
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
