#if canImport(SwiftUI) && canImport(UIKit)
  import RefreshKit
  import RefreshKitUIKit
  import SwiftUI
  import UIKit

  /// The UIKit path's view for a component that SwiftUI draws: an app's `content` view, or the stock presentation in
  /// SwiftUI fonts. A ``RefreshKitUIKit/RefreshComponentView`` without its stock parts, hosting the SwiftUI view built
  /// from the component's ``RefreshSnapshot`` each time it changes; it stays the component's VoiceOver
  /// element and takes an auto footer's taps, as the stock view does.
  ///
  /// The content is built in a hosting controller of its own: it sees SwiftUI's default environment, not the
  /// environment of the view the modifier is on (an `@EnvironmentObject` it reads must be given to it again, with
  /// `.environmentObject(_:)` inside the `content` closure). It is drawn over the whole component, the left and right
  /// safe area included (the stock view keeps its text inside them).
  ///
  /// The hosting controller has no parent view controller: the view is a subview of the scroll view, which has none
  /// to give, and what a parent brings (appearance callbacks, a safe area) is what this view must not have. Its safe
  /// area is switched off (the component's frame is the whole drawing, under a bar or not).
  @MainActor final class HostedComponentView: RefreshComponentView {
    /// Builds the SwiftUI view from the component's values; set again at each update of the modifier's view.
    var content: (@MainActor (RefreshSnapshot) -> AnyView)? {
      didSet {
        drawn = nil
        measuringHost = nil
        update()
      }
    }

    /// Whether the content reads the progress (the app's own view): the stock presentation does not, and is then
    /// built again only when the presentation or the state changes, not at every frame of a pull.
    var tracksProgress = false

    private var host: UIHostingController<AnyView>?
    /// A copy of the content at its ideal height, out of any window: what the component needs at a large text size.
    private var measuringHost: UIHostingController<AnyView>?
    /// The values drawn last.
    private var drawn: RefreshSnapshot?

    override func prepare() {
      super.prepare()
      showsStockParts = false
    }

    override func update() {
      super.update()
      guard let content else { return }
      // From the presentation the redraw keeps (built only when it changed, and only while in view): most frames
      // compare three small values and draw nothing.
      let snapshot = RefreshSnapshot(
        state: component.state, showProgress: tracksProgress ? component.showProgress : 0,
        presentation: drawnPresentation)
      guard snapshot != drawn else { return }
      drawn = snapshot
      if let host {
        host.rootView = Self.rooted(content(snapshot))
        return
      }
      let host = UIHostingController(rootView: Self.rooted(content(snapshot)))
      if #available(iOS 16.4, tvOS 16.4, *) { host.safeAreaRegions = [] }
      host.view.backgroundColor = .clear
      host.view.isUserInteractionEnabled = false  // the view's own tap recognizer takes an auto footer's taps
      // The component is the VoiceOver element (its label, value and actions): the hosted texts are not read twice.
      host.view.accessibilityElementsHidden = true
      addSubview(host.view)
      self.host = host
      setNeedsLayout()
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      host?.view.frame = bounds
    }

    /// The height the content needs at an accessibility text size, as on the scroll-API path: its ideal height at
    /// the view's width; otherwise 0, and the component keeps its height.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
      let width = size.width > 0 ? size.width : bounds.width
      guard width > 0, let content, traitCollection.preferredContentSizeCategory.isAccessibilityCategory else {
        measuringHost = nil
        return CGSize(width: width, height: 0)
      }
      // The component's values now, drawn or not: a header at rest above the rows is measured before it shows.
      let snapshot = RefreshSnapshot(state: component.state, showProgress: 0, presentation: component.presentation)
      let measuring = measuringHost ?? UIHostingController(rootView: AnyView(EmptyView()))
      if #available(iOS 16.4, tvOS 16.4, *) { measuring.safeAreaRegions = [] }
      measuring.rootView = AnyView(Self.rooted(content(snapshot)).fixedSize(horizontal: false, vertical: true))
      measuringHost = measuring
      let height = measuring.sizeThatFits(in: CGSize(width: width, height: .greatestFiniteMagnitude)).height
      // A flexible view (a colour, a geometry reader) has a small ideal height, and the component keeps its own.
      guard height.isFinite, height < 10_000 else { return CGSize(width: width, height: 0) }
      return CGSize(width: width, height: height.rounded(.up))
    }

    /// The content, drawn over the whole view whatever safe area it is given (before iOS 16.4, which cannot switch
    /// it off).
    private static func rooted(_ view: AnyView) -> AnyView {
      if #available(iOS 14.0, tvOS 14.0, *) { return AnyView(view.ignoresSafeArea()) }
      return AnyView(view.edgesIgnoringSafeArea(.all))
    }
  }
#endif
