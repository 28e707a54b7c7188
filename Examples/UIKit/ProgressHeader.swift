// A progress-driven header in the style of a Lottie animation, the full example of the "Subclassing a component"
// article: the pull scrubs the animation from its first frame to the last, and the refresh loops it. The animation is
// a drawn ring here; with Lottie, `LottieAnimationView.currentProgress` takes the same value. It draws no text:
// VoiceOver reads the header as a stock one ("Refresh", "Ready to refresh", "Loading…"), and under Reduce Motion the
// refresh shows a still ring. Type-checked against the iOS SDK by `ios-sdk-check.sh`.
import QuartzCore
import RefreshKit
import RefreshKitUIKit
import UIKit

/// A header that arms after 80 points of pull and holds only 50 while refreshing, drawn by a `ProgressHeaderView`.
final class ProgressHeader: RefreshHeader, RefreshViewProviding {
  var viewClass: RefreshComponentView.Type { ProgressHeaderView.self }

  override func prepare() {
    super.prepare()
    height = 80
  }

  override func refreshingHoldHeight() -> CGFloat { 50 }
}

/// Draws the header as an animation scrubbed by the pull: no stock title, arrow or spinner.
final class ProgressHeaderView: RefreshComponentView {
  private let ring = CAShapeLayer()

  override func prepare() {
    super.prepare()
    showsStockParts = false
    ring.fillColor = nil
    ring.lineWidth = 3
    ring.lineCap = .round
    ring.strokeEnd = 0
    layer.addSublayer(ring)
    resolveRingColour()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let side: CGFloat = 30
    ring.frame = CGRect(x: bounds.midX - side / 2, y: bounds.maxY - side - 10, width: side, height: side)
    ring.path = UIBezierPath(ovalIn: ring.bounds).cgPath
  }

  override func showProgressDidChange(_ progress: CGFloat) {
    super.showProgressDidChange(progress)
    guard component.state != .refreshing else { return }
    // The animation's frame: 0 at rest, the last at the trigger distance.
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    ring.strokeEnd = min(max(progress, 0), 1)
    CATransaction.commit()
  }

  override func stateDidChange(from previous: RefreshState?, to state: RefreshState) {
    super.stateDidChange(from: previous, to: state)
    if state == .refreshing, RefreshConfiguration.default.reducesMotion {
      ring.strokeEnd = 0.8  // a still ring: the system's Reduce Motion, which RefreshKit follows
    } else if state == .refreshing {
      let loop = CABasicAnimation(keyPath: "transform.rotation.z")
      loop.byValue = 2 * CGFloat.pi
      loop.duration = 1
      loop.repeatCount = .infinity
      // Kept when the app goes to the background or the view leaves its window mid-refresh: no state change would
      // add it again.
      loop.isRemovedOnCompletion = false
      ring.strokeEnd = 0.8
      ring.add(loop, forKey: "loop")
    } else {
      ring.removeAnimation(forKey: "loop")
    }
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    resolveRingColour()
  }

  /// A layer's colour does not follow dark mode by itself: resolved for the view's traits.
  private func resolveRingColour() {
    CATransaction.begin()
    CATransaction.setDisableActions(true)  // the new colour at once, not faded in
    ring.strokeColor = UIColor.systemTeal.resolvedColor(with: traitCollection).cgColor
    CATransaction.commit()
  }
}
