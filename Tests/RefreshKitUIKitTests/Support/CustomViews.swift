import RefreshKit
import UIKit

@testable import RefreshKitUIKit

/// A brand header's view as an app writes one: a logo in place of the stock parts, turned by the pull and spinning
/// while refreshing, with a log of the hooks it heard.
@MainActor final class LogoHeaderView: RefreshComponentView {
  let logo = UIImageView()
  /// The hooks heard, in order: "prepare", "state idle→pulling", "progress 0.5".
  private(set) var heard: [String] = []
  /// The height the logo asks the header for, or nil to keep the header's.
  var neededHeight: CGFloat?

  override func prepare() {
    super.prepare()
    showsStockParts = false  // first: the hooks still come after prepare()
    heard.append("prepare")
    logo.image = UIImage(name: "Logo", size: CGSize(width: 32, height: 32))
    addSubview(logo)
  }

  override func stateDidChange(from previous: RefreshState?, to state: RefreshState) {
    super.stateDidChange(from: previous, to: state)
    heard.append("state \(previous.map { "\($0)" } ?? "nil")→\(state)")
    logo.alpha = state == .refreshing ? 1 : 0.6
  }

  override func showProgressDidChange(_ progress: CGFloat) {
    super.showProgressDidChange(progress)
    heard.append("progress \(progress)")
    logo.transform = CGAffineTransform(rotationAngle: min(progress, 1) * .pi)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    logo.bounds = CGRect(x: 0, y: 0, width: 32, height: 32)
    logo.center = CGPoint(x: bounds.midX, y: bounds.midY)
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: neededHeight ?? 0)
  }
}

/// A header whose class names the view that draws it.
@MainActor final class LogoHeader: RefreshHeader, RefreshViewProviding {
  var viewClass: RefreshComponentView.Type { LogoHeaderView.self }
}
