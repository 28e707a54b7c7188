// A brand header, as the README's "Subclassing" shows it: the component decides the distances and keeps the stock
// texts (a `StateHeader`: the title and the last-updated line, which VoiceOver reads), its view draws the logo beside
// them, in the brand's asset colours (each with a dark variant) and typeface, scaled with Dynamic Type; the logo keeps
// still under Reduce Motion. Type-checked against the iOS SDK by `ios-sdk-check.sh`; add `Logo`, `BrandInk` and `BrandAccent` to
// the app's asset catalog and the Avenir Next face ships with iOS.
import RefreshKit
import RefreshKitUIKit
import UIKit

/// Arms after 80 points of pull and holds 60 while refreshing; drawn by a `BrandHeaderView` on every scroll view. A
/// `StateHeader` has the stock titles ("Pull down to refresh", "Loading…") and the last-updated line, in every
/// language RefreshKit speaks, and VoiceOver reads them; a bare `RefreshHeader` draws no text.
final class BrandHeader: StateHeader, RefreshViewProviding {
  var viewClass: RefreshComponentView.Type { BrandHeaderView.self }

  override func prepare() {
    super.prepare()
    height = 60
  }

  override func willRefreshHeight() -> CGFloat { 80 }
}

/// The logo turns as the user pulls and spins while the header refreshes (it keeps still under Reduce Motion); the
/// stock title and last-updated line stay, in the brand's ink and typeface.
final class BrandHeaderView: RefreshComponentView {
  private let logo = UIImageView(image: UIImage(named: "Logo"))

  override func prepare() {
    super.prepare()
    logo.contentMode = .scaleAspectFit
    addSubview(logo)
    var style = RefreshViewStyle()
    style.textColor = UIColor(named: "BrandInk")  // an asset colour: its dark variant shows in dark mode
    style.tintColor = UIColor(named: "BrandAccent")
    style.titleFont = UIFont(name: "AvenirNext-DemiBold", size: 15)  // scaled for .subheadline
    self.style = style
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let side = min(36, bounds.height - 8)
    logo.bounds = CGRect(x: 0, y: 0, width: side, height: side)
    logo.center = CGPoint(x: safeAreaInsets.left + 16 + side / 2, y: bounds.midY)
  }

  override func showProgressDidChange(_ progress: CGFloat) {
    super.showProgressDidChange(progress)
    guard component.state != .refreshing else { return }
    logo.transform = CGAffineTransform(rotationAngle: min(progress, 1) * .pi)
  }

  override func stateDidChange(from previous: RefreshState?, to state: RefreshState) {
    super.stateDidChange(from: previous, to: state)
    // RefreshKit follows the system's Reduce Motion in `reducesMotion`: the title says "Loading…" without the spin.
    if state == .refreshing, !RefreshConfiguration.default.reducesMotion {
      let spin = CABasicAnimation(keyPath: "transform.rotation.z")
      spin.byValue = 2 * CGFloat.pi
      spin.duration = 0.8
      spin.repeatCount = .infinity
      // Kept when the app goes to the background or the view leaves its window mid-refresh: no state change would
      // add it again.
      spin.isRemovedOnCompletion = false
      logo.layer.add(spin, forKey: "spin")
    } else {
      logo.layer.removeAnimation(forKey: "spin")
    }
  }
}

/// A screen whose table refreshes with the brand header. The app-wide style, set at launch
/// (`RefreshViewStyle.default.textColor = UIColor(named: "BrandInk")` in `application(_:didFinishLaunchingWithOptions:)`),
/// gives every other component the ink.
final class BrandFeedViewController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.refreshKit.header = BrandHeader { [weak self] in
      try await Task.sleep(nanoseconds: 500_000_000)
      self?.tableView.reloadData()
    }
  }
}
