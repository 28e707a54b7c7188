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
  /// The content is built in a hosting controller of its own, and given the environment of the view the modifier is
  /// on (``environment``, with `.environment(\.self, _:)`): its environment objects, colour scheme, locale, text size
  /// and layout direction are the app's, as on the scroll-API path. The whole environment, because an
  /// `@EnvironmentObject` and the app's own keys can be carried no other way (SwiftUI offers no list of them); its
  /// actions (`dismiss`, `openURL`) are those of the view the modifier is on, whose screen the component belongs to. It
  /// is drawn over the whole component, the left and right safe area included (the stock view keeps its text inside
  /// them).
  ///
  /// The hosting controller is contained as Apple documents for a controller's view put in another's hierarchy: a
  /// child of the nearest view controller above the scroll view while the view is in a window (``HostingContainment``,
  /// tested on Linux), which it leaves when the view leaves the window and changes when the list moves to another
  /// screen. Its safe area is switched off (the component's frame is the whole drawing, under a bar or not).
  ///
  /// At an accessibility text size a second hosting controller, in no window, measures the content's ideal height.
  /// Its SwiftUI content reads the same environment as the drawn one; a UIKit view inside it (a representable) is
  /// given the scroll view's light or dark style (`overrideUserInterfaceStyle`) and, from iOS 17, its text size
  /// (`traitOverrides`). Not given: the other traits of the window (size classes, the display scale, the layout
  /// direction of UIKit views), which only a view inside a representable could read, and which change no text size.
  @MainActor final class HostedComponentView: RefreshComponentView {
    /// Builds the SwiftUI view from the component's values; set again at each update of the modifier's view, which
    /// builds the view again (with the ``environment`` set before it). Between updates, the view is built again
    /// only when the component's values change.
    var content: (@MainActor (RefreshSnapshot) -> AnyView)? {
      didSet {
        drawn = nil
        measuringHost = nil
        update()
        setNeedsLayout()  // measured again, in the environment's text size
      }
    }

    /// The environment of the view the modifier is on, given to the content; set before ``content`` at each update
    /// of the modifier's view (`EnvironmentValues` cannot be compared: the content is built again then).
    var environment: EnvironmentValues?

    /// Whether the content reads the progress (the app's own view): the stock presentation does not, and is then
    /// built again only when the presentation or the state changes, not at every frame of a pull.
    var tracksProgress = false

    private var host: UIHostingController<AnyView>?
    /// A copy of the content at its ideal height, out of any window: what the component needs at a large text size.
    private var measuringHost: UIHostingController<AnyView>?
    /// The values drawn last.
    private var drawn: RefreshSnapshot?
    /// The view controller the hosting controller is a child of.
    private var containment = HostingContainment<UIViewController>()

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
        host.rootView = rooted(content(snapshot))
        return
      }
      let host = UIHostingController(rootView: rooted(content(snapshot)))
      if #available(iOS 16.4, tvOS 16.4, *) { host.safeAreaRegions = [] }
      host.view.backgroundColor = .clear
      host.view.isUserInteractionEnabled = false  // the view's own tap recognizer takes an auto footer's taps
      // The component is the VoiceOver element (its label, value and actions): the hosted texts are not read twice.
      host.view.accessibilityElementsHidden = true
      addSubview(host.view)
      self.host = host
      updateContainment()
      setNeedsLayout()
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      updateContainment()
    }

    /// Makes the hosting controller a child of the nearest view controller above this view while it is in a window,
    /// and of none otherwise (``HostingContainment``).
    private func updateContainment() {
      guard let host else { return }
      let nearest =
        window == nil
        ? nil
        : HostingContainment.nearest(
          from: self as UIResponder, next: { $0.next }, as: { $0 as? UIViewController }, excluding: host)
      for step in containment.update(nearest: nearest) {
        switch step {
        case .leave:
          host.willMove(toParent: nil)
          host.removeFromParent()
        case .join(let parent):
          parent.addChild(host)
          host.didMove(toParent: parent)
        }
      }
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      host?.view.frame = bounds
    }

    /// The height the content needs at an accessibility text size, as on the scroll-API path: its ideal height at
    /// the view's width; otherwise 0, and the component keeps its height.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
      let width = size.width > 0 ? size.width : bounds.width
      guard width > 0, let content, isAtAccessibilityTextSize else {
        measuringHost = nil
        return CGSize(width: width, height: 0)
      }
      // The component's values now, drawn or not: a header at rest above the rows is measured before it shows.
      let snapshot = RefreshSnapshot(state: component.state, showProgress: 0, presentation: component.presentation)
      let measuring = measuringHost ?? UIHostingController(rootView: AnyView(EmptyView()))
      if #available(iOS 16.4, tvOS 16.4, *) { measuring.safeAreaRegions = [] }
      // Out of any window, the controller has no traits of its own: the SwiftUI content reads the modifier's
      // environment (`rooted`), and a UIKit view inside it (a representable) the scroll view's style and text size.
      measuring.overrideUserInterfaceStyle = traitCollection.userInterfaceStyle
      #if canImport(UIKit, _version: 7000)
        if #available(iOS 17.0, tvOS 17.0, *) {
          measuring.traitOverrides.preferredContentSizeCategory = traitCollection.preferredContentSizeCategory
        }
      #endif
      measuring.rootView = AnyView(rooted(content(snapshot)).fixedSize(horizontal: false, vertical: true))
      measuringHost = measuring
      let height = measuring.sizeThatFits(in: CGSize(width: width, height: .greatestFiniteMagnitude)).height
      // A flexible view (a colour, a geometry reader) has a small ideal height, and the component keeps its own.
      guard height.isFinite, height < 10_000 else { return CGSize(width: width, height: 0) }
      return CGSize(width: width, height: height.rounded(.up))
    }

    /// Whether the content is drawn at an accessibility text size: as the modifier's environment says (an app's
    /// `.dynamicTypeSize(_:)` range included), from iOS 15; else as the view's traits say.
    private var isAtAccessibilityTextSize: Bool {
      if #available(iOS 15.0, tvOS 15.0, *), let environment { return environment.dynamicTypeSize.isAccessibilitySize }
      return traitCollection.preferredContentSizeCategory.isAccessibilityCategory
    }

    /// The content in the modifier's environment, drawn over the whole view whatever safe area it is given (before
    /// iOS 16.4, which cannot switch it off).
    private func rooted(_ view: AnyView) -> AnyView {
      let view = environment.map { AnyView(view.environment(\.self, $0)) } ?? view
      if #available(iOS 14.0, tvOS 14.0, *) { return AnyView(view.ignoresSafeArea()) }
      return AnyView(view.edgesIgnoringSafeArea(.all))
    }
  }
#endif
