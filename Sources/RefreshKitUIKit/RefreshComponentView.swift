#if canImport(UIKit)
  import QuartzCore
  @_spi(Hosting) import RefreshKit
  import UIKit

  /// The view that draws one component: its ``RefreshKit/RefreshComponent/presentation``, and nothing it decides
  /// itself.
  ///
  /// ``update()`` copies the component's frame in the content, its alpha and whether it is hidden, and draws the
  /// presentation: the title and the subtitle (the last-updated line) centred in the part of the view the safe area
  /// leaves uncovered on the left and the right, in fonts that follow Dynamic Type and colours that follow dark mode;
  /// the accessory left of the text at the text's measured width plus ``accessoryMargin`` (MJRefresh's rule, in
  /// ``RefreshKit/RefreshLayout``): an arrow, an activity indicator, a ring (``circleLayer``), a frame of an image
  /// sequence (through ``imageProvider``) or the mark of a result. A trailer's title runs down, one character a line.
  ///
  /// The view is the component's one accessibility element while the component is in view, with the presentation's
  /// label, value and traits; VoiceOver's double tap (`accessibilityActivate()`) reaches the footer or the trailer,
  /// and a tap on an auto footer calls its ``RefreshKit/AutoRefreshFooter/tap()``.
  ///
  /// ## Subclassing
  ///
  /// To draw a leaf of your own, override its ``RefreshKit/RefreshComponent/presentation`` first: this view and the
  /// terminal then draw it with no other code. For drawing that a presentation cannot say, set
  /// ``ScrollViewRefreshKit/viewClass`` to your subclass, override ``update()``, call `super` first, and read your
  /// leaf's properties from ``component``.
  @MainActor open class RefreshComponentView: UIView {
    /// The component this view draws.
    public let component: RefreshComponent
    /// The title.
    public let titleLabel = UILabel()
    /// The subtitle: the last-updated line of a header that shows one.
    public let lastUpdatedLabel = UILabel()
    /// No longer drawn: the arrow is ``arrowView``, a symbol image. This label stays empty and hidden.
    @available(*, deprecated, message: "The arrow is drawn by arrowView; this label stays empty and hidden.")
    public let arrowLabel = UILabel()
    /// The arrow, a symbol image turned by the presentation's rotation.
    public let arrowView = UIImageView()
    /// A frame of an image sequence, or the mark of a result.
    public let imageView = UIImageView()
    /// The activity indicator, spinning while the presentation shows one.
    public let activityIndicator = UIActivityIndicatorView(style: .medium)
    /// The ring of a circle-loading leaf.
    public let circleLayer = CAShapeLayer()

    /// Maps a frame of an image sequence to its picture: ``ScrollViewRefreshKit/imageProvider``, which the layer
    /// sets; by default `UIImage(named:)` in the main bundle.
    public final var imageProvider: @MainActor (RefreshImage) -> UIImage? = { UIImage(named: $0.name) } {
      didSet {
        shownImage = nil
        redraw.invalidate()
      }
    }

    /// The space between the accessory and the text, in points (MJRefresh's `labelLeftInset`).
    public final var accessoryMargin: CGFloat = RefreshLayout.defaultAccessoryMargin {
      didSet { setNeedsLayout() }
    }

    /// The presentation drawn last.
    public private(set) var drawnPresentation = RefreshPresentation()

    /// Whether the view draws something that moves with the model's time and is in view: the layer keeps its display
    /// link running meanwhile.
    final var needsFrames: Bool { drawnPresentation.needsFrames && component.isAccessibilityElement }

    /// Called when ``needsFrames`` may have changed.
    final var needsFramesDidChange: (@MainActor () -> Void)?

    /// The frame of an image sequence shown, and its picture.
    final var shownImage: (frame: RefreshImage, picture: UIImage?)?

    /// The ring's rotation and the arrow's, as drawn.
    final var drawnRotation: (ring: CGFloat, arrow: CGFloat) = (0, 0)

    /// The way the arrow's image points, as drawn.
    final var drawnArrowDirection: RefreshPresentation.ArrowDirection?

    private var observation: RefreshObservation?

    /// Whether to draw: only while the component is in view, and only when its presentation changed.
    private var redraw = RefreshRedraw()

    /// A view that draws `component`.
    ///
    /// - Parameter component: The component to draw.
    public required init(component: RefreshComponent) {
      self.component = component
      super.init(frame: .zero)
      for label in [titleLabel, lastUpdatedLabel] {
        label.textAlignment = .center
        label.textColor = .secondaryLabel
        label.adjustsFontForContentSizeCategory = true
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        addSubview(label)
      }
      titleLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(
        for: .boldSystemFont(ofSize: 14), maximumPointSize: 22)
      lastUpdatedLabel.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(
        for: .systemFont(ofSize: 13), maximumPointSize: 20)
      for view in [arrowView, imageView] {
        view.tintColor = .secondaryLabel
        view.contentMode = .scaleAspectFit
        view.isHidden = true
        addSubview(view)
      }
      activityIndicator.hidesWhenStopped = true
      addSubview(activityIndicator)
      circleLayer.fillColor = nil
      circleLayer.lineWidth = 2
      circleLayer.lineCap = .round
      layer.addSublayer(circleLayer)
      resolveColors()
      addTapRecognizer()
      observation = component.observe { [weak self] _ in self?.update() }
      update()
    }

    /// Not supported: a component view is made for a component.
    public required init?(coder: NSCoder) { nil }

    /// Copies the component's frame, alpha and visibility onto the view and draws its presentation when the component
    /// is in view and its presentation changed (`RefreshRedraw`); called on every scroll, state change and
    /// frame.
    ///
    /// ## Subclassing
    ///
    /// Call `super.update()` first, then draw what the presentation cannot say.
    open func update() {
      let hadFrames = needsFrames
      place()
      // Asked without copying the presentation: most frames have nothing to draw.
      if redraw.needsDraw(for: component), let presentation = redraw.drawn {
        let old = drawnPresentation
        drawnPresentation = presentation
        if presentation.appearance != old.appearance { apply(presentation.appearance) }
        draw(presentation)
        if presentation.title != old.title || presentation.subtitle != old.subtitle || presentation.axis != old.axis
          || !Self.hasSameShape(presentation.accessory, old.accessory)
        {
          setNeedsLayout()
        }
      }
      if needsFrames != hadFrames { needsFramesDidChange?() }
    }

    /// Copies the component's frame in the content, its alpha and whether it is hidden: done on every report of the
    /// scroll view, in the same turn, so that the view moves with the rows it sits beside.
    final func place() {
      frame = component.frame
      alpha = component.alpha
      isHidden = component.isHidden
    }

    /// Draws `presentation`'s texts and accessory.
    private func draw(_ presentation: RefreshPresentation) {
      titleLabel.isHidden = presentation.title == nil
      lastUpdatedLabel.isHidden = presentation.subtitle == nil
      let vertical = presentation.axis == .vertical
      titleLabel.numberOfLines = vertical ? 0 : 1
      // A trailer's title runs down: one character a line (split only then).
      titleLabel.text =
        vertical ? presentation.title.map { $0.map(String.init).joined(separator: "\n") } : presentation.title
      lastUpdatedLabel.text = presentation.subtitle
      drawAccessory(presentation.accessory)
    }

    // MARK: - Layout

    /// Places the texts and the accessory as ``RefreshKit/RefreshLayout`` says, from their measured sizes.
    open override func layoutSubviews() {
      super.layoutSubviews()
      let presentation = drawnPresentation
      let fitting = CGSize(width: bounds.width, height: bounds.height)
      let layout = RefreshLayout(
        axis: presentation.axis, bounds: bounds.size, safeAreaLeft: safeAreaInsets.left,
        safeAreaRight: safeAreaInsets.right,
        titleSize: presentation.title.map { _ in titleLabel.sizeThatFits(fitting) },
        subtitleSize: presentation.subtitle.map { _ in lastUpdatedLabel.sizeThatFits(fitting) },
        accessorySize: accessorySize(presentation.accessory), accessoryMargin: accessoryMargin,
        layoutDirection: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
      if let frame = layout.titleFrame { titleLabel.frame = frame }
      if let frame = layout.subtitleFrame { lastUpdatedLabel.frame = frame }
      if let frame = layout.accessoryFrame { placeAccessory(in: frame) }
    }

    /// Lays the parts out again inside the new safe area.
    open override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      setNeedsLayout()
    }

    /// Follows a change of the text size, of the light or dark appearance, or of the layout direction (the accessory
    /// goes right of the text in a right-to-left layout).
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      redraw.invalidate()
      resolveColors()
      setNeedsLayout()
    }

    /// The ring's colour, resolved for the light or dark appearance (a layer's colour does not follow it).
    final func resolveColors() {
      circleLayer.strokeColor = tint(of: drawnPresentation.appearance).resolvedColor(with: traitCollection).cgColor
    }

    // MARK: - Accessibility
    //
    // UIKit declares these on NSObject, not isolated to the main actor, and asks them on the main thread.

    /// Whether VoiceOver finds the component here: while it is in view or refreshing
    /// (``RefreshKit/RefreshComponent/isAccessibilityElement``). Setting it has no effect: the component decides.
    nonisolated open override var isAccessibilityElement: Bool {
      get { MainActor.assumeIsolated { component.isAccessibilityElement } }
      set {}
    }

    /// The presentation's accessibility label, read when asked, in the leaf's language. Setting it has no effect.
    nonisolated open override var accessibilityLabel: String? {
      get { MainActor.assumeIsolated { component.presentation.accessibilityLabel } }
      set {}
    }

    /// The presentation's accessibility value, read when asked. Setting it has no effect.
    nonisolated open override var accessibilityValue: String? {
      get { MainActor.assumeIsolated { component.presentation.accessibilityValue } }
      set {}
    }

    /// The presentation's traits: a button while a double tap loads. Setting them has no effect.
    nonisolated open override var accessibilityTraits: UIAccessibilityTraits {
      get { MainActor.assumeIsolated { UIAccessibilityTraits(component.presentation.accessibilityTraits) } }
      set {}
    }

    /// VoiceOver's double tap: a footer's or the trailer's `accessibilityActivate()` (an auto footer loads or retries,
    /// a back footer or the trailer loads); a header does nothing.
    ///
    /// - Returns: Whether a load started.
    nonisolated open override func accessibilityActivate() -> Bool {
      MainActor.assumeIsolated {
        if let footer = component as? RefreshFooter { return footer.accessibilityActivate() }
        if let trailer = component as? RefreshTrailer { return trailer.accessibilityActivate() }
        return false
      }
    }

    // MARK: - Tap

    /// A tap on an auto footer calls its ``RefreshKit/AutoRefreshFooter/tap()``, which loads from idle.
    private func addTapRecognizer() {
      guard component is AutoRefreshFooter else { return }
      addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.tapSelector))
    }

    #if canImport(ObjectiveC)
      private static let tapSelector = #selector(didTap)
    #else
      /// Linux: the UIKit double's selector, which carries the call the Objective-C runtime makes on a device.
      private static let tapSelector = Selector("refreshKit_didTap") { (view: RefreshComponentView, _: Any?) in
        view.didTap()
      }
    #endif

    #if canImport(ObjectiveC)
      // A prefixed selector: an app's subclass with its own `didTap` does not take the footer's taps.
      @objc(refreshKit_didTap)
    #endif
    private func didTap() {
      (component as? AutoRefreshFooter)?.tap()
    }
  }
#endif
