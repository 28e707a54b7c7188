#if canImport(SwiftUI) && canImport(UIKit)
  import RefreshKit
  import RefreshKitUIKit
  import SwiftUI
  import UIKit

  /// The UIKit path's view for a component that SwiftUI draws: an app's `content` view, or the stock presentation in
  /// SwiftUI fonts. A ``RefreshKitUIKit/RefreshComponentView`` without its stock parts, hosting the SwiftUI view built
  /// from the component's ``RefreshSnapshot`` each time it changes; it stays the component's VoiceOver
  /// element and takes an auto footer's taps, as the stock view does.
  @MainActor final class HostedComponentView: RefreshComponentView {
    /// Builds the SwiftUI view from the component's values; set again at each update of the modifier's view.
    var content: (@MainActor (RefreshSnapshot) -> AnyView)? {
      didSet {
        drawn = nil
        update()
      }
    }

    private var host: UIHostingController<AnyView>?
    /// The values drawn last.
    private var drawn: RefreshSnapshot?

    override func prepare() {
      super.prepare()
      showsStockParts = false
    }

    override func update() {
      super.update()
      guard let content else { return }
      let snapshot = RefreshSnapshot(of: component)
      guard snapshot != drawn else { return }
      drawn = snapshot
      if let host {
        host.rootView = content(snapshot)
        return
      }
      let host = UIHostingController(rootView: content(snapshot))
      host.view.backgroundColor = .clear
      host.view.isUserInteractionEnabled = false  // the view's own tap recognizer takes an auto footer's taps
      addSubview(host.view)
      self.host = host
      setNeedsLayout()
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      host?.view.frame = bounds
    }
  }
#endif
