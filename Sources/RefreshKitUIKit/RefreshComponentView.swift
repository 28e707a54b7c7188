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
  /// At a large text size the view asks its component to grow to fit the text (``sizeThatFits(_:)``, set as the
  /// component's ``RefreshKit/RefreshComponent/contentExtent`` at each layout pass): the header and its hold grow.
  ///
  /// ## Subclassing
  ///
  /// To draw a leaf of your own, override its ``RefreshKit/RefreshComponent/presentation`` first: this view and the
  /// terminal then draw it with no other code. For drawing that a presentation cannot say (a logo, an animation
  /// driven by the pull), subclass this view as an MJRefresh header subclass draws itself:
  ///
  /// - set up your subviews in ``prepare()`` (MJRefresh's `prepare`), and set ``showsStockParts`` to false when
  ///   yours replace the stock title, arrow and spinner;
  /// - lay them out in `layoutSubviews()` (MJRefresh's `placeSubviews`), calling `super` first;
  /// - react in ``stateDidChange(from:to:)`` (MJRefresh's `setState:`) and ``showProgressDidChange(_:)``
  ///   (`setPullingPercent:`), reading anything else from ``component``;
  /// - return the height your drawing needs from ``sizeThatFits(_:)`` if it can grow.
  ///
  /// Then give it to one component: `scrollView.refreshKit.setViewClass(LogoHeaderView.self, for: header)`, at any
  /// time; or have the component's class say which view draws it (``RefreshViewProviding``); or set
  /// ``ScrollViewRefreshKit/viewClass`` for every component of a scroll view. The hooks run with `super` first, as
  /// the component's do, and the stock view's VoiceOver element (the presentation's label) stays.
  @MainActor open class RefreshComponentView: UIView {
    /// The component this view draws.
    public let component: RefreshComponent
    /// The title.
    public let titleLabel: UILabel
    /// The subtitle: the last-updated line of a header that shows one.
    public let lastUpdatedLabel: UILabel
    /// The arrow, a symbol image turned by the presentation's rotation.
    public let arrowView: UIImageView
    /// A frame of an image sequence, or the mark of a result.
    public let imageView: UIImageView
    /// The activity indicator, spinning while the presentation shows one.
    public let activityIndicator: UIActivityIndicatorView
    /// The ring of a circle-loading leaf.
    public let circleLayer: CAShapeLayer

    /// Maps a frame of an image sequence to its picture: ``ScrollViewRefreshKit/imageProvider``, which the layer
    /// sets; by default `UIImage(named:)` in the main bundle. A style's ``RefreshViewStyle/imageBundle`` takes its
    /// place.
    public final var imageProvider: @MainActor (RefreshImage) -> UIImage? {
      didSet {
        shownImage = nil
        redraw.invalidate()
      }
    }

    /// This view's own colours and fonts (``RefreshViewStyle``), over ``RefreshViewStyle/default``; nil for none.
    /// ``ScrollViewRefreshKit/setStyle(_:for:)`` sets it on the view of a component and on the views made for it
    /// later; a change is drawn at once.
    public final var style: Optional<RefreshViewStyle> {
      didSet {
        shownImage = nil  // its bundle's pictures, at the next draw
        redraw.invalidate()
        labelLook = ((nil, nil), (nil, nil))  // the app's newest choice: drawn over a colour or a font set on a label
        apply(drawnPresentation.appearance)
      }
    }

    /// Whether the view draws the stock parts of the presentation (the title, the last-updated line and the
    /// accessory): true unless a subclass that draws its own look sets it false, in ``prepare()`` or later. VoiceOver
    /// still reads the presentation's label either way.
    public final var showsStockParts: Bool {
      didSet {
        guard showsStockParts != oldValue else { return }
        redraw.invalidate()
        // Nothing counts as drawn: the next drawing lays the parts out again, also when it comes later than the
        // update below (a component out of view draws nothing until it comes back into view).
        drawnPresentation = RefreshPresentation()
        if !showsStockParts { draw(RefreshPresentation()) }  // the stock parts hidden: no text, no accessory
        // Set in `prepare()`, before the first update: the hooks hear of the component only after `prepare()`.
        if hookedState != nil { update() }
        setNeedsLayout()
      }
    }

    /// The space between the accessory and the text, in points (MJRefresh's `labelLeftInset`).
    public final var accessoryMargin: CGFloat {
      didSet { setNeedsLayout() }
    }

    /// The presentation drawn last.
    public private(set) final var drawnPresentation: RefreshPresentation

    /// Whether the view draws something that moves with time, in a window and in view: the display link runs for it.
    final var needsFrames: Bool { drawnPresentation.needsFrames && window != nil && component.isAccessibilityElement }

    /// Called when ``needsFrames`` may have changed.
    final var needsFramesDidChange: Optional<@MainActor () -> Void>

    /// The frame of an image sequence shown, and its picture.
    final var shownImage: Optional<(frame: RefreshImage, picture: UIImage?)>

    /// The ring's rotation and the arrow's, as drawn.
    final var drawnRotation: (ring: CGFloat, arrow: CGFloat)

    /// The way the arrow's image points, as drawn.
    final var drawnArrowDirection: Optional<RefreshPresentation.ArrowDirection>
    /// The change of ``RefreshViewStyle/default`` last applied: an update applies a newer one (one integer compared).
    final var appliedStyleGeneration: Int

    private final var observation: Optional<RefreshObservation>

    /// The state and the progress the hooks were last told of: nil before the first update.
    private final var hookedState: Optional<RefreshState>
    private final var hookedProgress: Optional<CGFloat>
    final var labelLook: LabelLook  // the colours and fonts the view last gave its labels
    /// A label outside the view, that measures the texts the component would show.
    let measuringLabel: UILabel

    /// The thickness last measured for the component: a NaN, refused by the component, is reported once.
    private final var measuredExtent: Optional<CGFloat>

    /// Whether to draw: only while the component is in view, and only when its presentation changed.
    private final var redraw: RefreshRedraw

    /// A view that draws `component`.
    ///
    /// - Parameter component: The component to draw.
    public required init(component: RefreshComponent) {
      // First values here: a declared value is a function an app exports, and `init(coder:)` makes each (issue 58).
      (titleLabel, lastUpdatedLabel, measuringLabel) = (.init(), .init(), .init())
      (arrowView, imageView, activityIndicator, circleLayer) = (.init(), .init(), .init(style: .medium), .init())
      imageProvider = { UIImage(named: $0.name) }
      (showsStockParts, accessoryMargin, drawnPresentation) = (true, RefreshLayout.defaultAccessoryMargin, .init())
      (drawnRotation, appliedStyleGeneration, labelLook, redraw) = ((0, 0), -1, ((nil, nil), (nil, nil)), .init())
      (style, needsFramesDidChange, shownImage, drawnArrowDirection, observation) = (nil, nil, nil, nil, nil)
      (hookedState, hookedProgress, measuredExtent) = (nil, nil, nil)
      self.component = component
      super.init(frame: .zero)
      addStockLabel(titleLabel)
      addStockLabel(lastUpdatedLabel)
      addStockPicture(arrowView)
      addStockPicture(imageView)
      activityIndicator.hidesWhenStopped = true
      addSubview(activityIndicator)
      circleLayer.fillColor = nil
      circleLayer.lineWidth = 2
      circleLayer.lineCap = .round
      layer.addSublayer(circleLayer)
      apply(drawnPresentation.appearance)
      addTapRecognizer()
      registerForTraits()
      prepare()
      observe()
      update()
    }

    /// Follows the component's events while the view is in a superview: a view the app swapped out and still holds
    /// hears nothing (its animations do not run off screen), and follows again when it is put back (the scroll view's
    /// layer puts it back and draws it at once).
    open override func didMoveToSuperview() {
      super.didMoveToSuperview()  // for an app's or an SDK's swapped-in UIView implementation
      if superview == nil {
        observation?.cancel()
        observation = nil
      } else if observation == nil {
        observe()
      }
    }

    private final func observe() {
      observation = component.observe { [weak self] _ in self?.update() }
    }

    /// Not supported: a component view is made for a component.
    public required init?(coder: NSCoder) { nil }

    /// Copies the component's frame, alpha and visibility onto the view and draws its presentation when the component
    /// is in view and its presentation changed (`RefreshRedraw`); called on every scroll, state change and
    /// frame.
    ///
    /// ## Subclassing
    ///
    /// Call `super.update()` first, then draw what the presentation cannot say. It calls
    /// ``stateDidChange(from:to:)`` and ``showProgressDidChange(_:)`` when the component's state or progress changed
    /// since the last call.
    open func update() {
      let hadFrames = needsFrames
      place()
      if appliedStyleGeneration != RefreshViewStyle.generation { apply(drawnPresentation.appearance) }
      // Asked without copying the presentation: most frames have nothing to draw.
      if redraw.needsDraw(for: component), let presentation = redraw.drawn {
        // Compared with the drawn presentation in place, before it is replaced, not with a copy of it kept (a copy
        // and a destruction of the whole value, issue 58).
        let restyled = presentation.appearance != drawnPresentation.appearance
        let reshaped =
          presentation.title != drawnPresentation.title || presentation.subtitle != drawnPresentation.subtitle
          || presentation.axis != drawnPresentation.axis
          || !Self.hasSameShape(presentation.accessory, drawnPresentation.accessory)
        drawnPresentation = presentation
        if restyled { apply(presentation.appearance) }
        if showsStockParts { draw(presentation) }
        if reshaped { setNeedsLayout() }
      }
      callHooks()
      if needsFrames != hadFrames { needsFramesDidChange?() }
    }

    // MARK: - Hooks
    //
    // The rule for `super`, as for a component's hooks: a hook that returns nothing calls `super` first.

    /// Called once from the initialiser, before the first ``update()``: add and configure your subviews here
    /// (MJRefresh's `prepare`), and set ``showsStockParts`` to false if they replace the stock ones.
    ///
    /// ## Subclassing
    /// Call `super.prepare()` first. Stored properties of the subclass are already initialised.
    open func prepare() {}

    /// Called from ``update()`` when the component's state changed since the last call, and once at the first update
    /// with `previous` nil: draw the state (MJRefresh's `setState:`). The view may be out of view.
    ///
    /// ## Subclassing
    /// Call `super` first.
    ///
    /// - Parameters:
    ///   - previous: The state drawn before, or nil at the first update.
    ///   - state: The component's state now.
    open func stateDidChange(from previous: RefreshState?, to state: RefreshState) {}

    /// Called from ``update()`` when the component's ``RefreshKit/RefreshComponent/showProgress`` changed since the
    /// last call, and once at the first update: drive a pull-driven animation from it (MJRefresh's
    /// `setPullingPercent:`; 0 at rest, 1 at the trigger distance, above 1 when pulled further).
    ///
    /// ## Subclassing
    /// Call `super` first.
    ///
    /// - Parameter progress: The component's progress now.
    open func showProgressDidChange(_ progress: CGFloat) {}

    /// Tells the hooks what changed since they were last called.
    private final func callHooks() {
      let state = component.state
      if state != hookedState {
        let previous = hookedState
        hookedState = state
        // Back at idle, the component takes the thickness its texts need now (it only grew meanwhile).
        if state == .idle, previous != nil { setNeedsLayout() }
        stateDidChange(from: previous, to: state)
      }
      let progress = component.showProgress
      if progress != hookedProgress {
        hookedProgress = progress
        showProgressDidChange(progress)
      }
    }

    /// Copies the component's frame in the content, its alpha and whether it is hidden: done on every report of the
    /// scroll view, in the same turn, so that the view moves with the rows it sits beside.
    final func place() {
      frame = component.frame
      alpha = component.alpha
      isHidden = component.isHidden
    }

    /// Draws `presentation`'s texts and accessory.
    private final func draw(_ presentation: RefreshPresentation) {
      titleLabel.isHidden = presentation.title == nil
      lastUpdatedLabel.isHidden = presentation.subtitle == nil
      let vertical = presentation.axis == .vertical
      // A trailer's title runs down: one character a line (split only then). No `map` here or in the layout: a
      // closure made on the main actor checks its executor (issue 58).
      var title = presentation.title
      if vertical, let text = title { title = Self.oneCharacterALine(text) }
      titleLabel.text = title
      lastUpdatedLabel.text = presentation.subtitle
      drawAccessory(presentation.accessory)
    }

    // MARK: - Layout

    /// Places the texts and the accessory as ``RefreshKit/RefreshLayout`` says, from their measured sizes, and tells
    /// the component how thick its drawing needs it to be (``sizeThatFits(_:)``).
    open override func layoutSubviews() {
      super.layoutSubviews()
      measureContentExtent()
      guard showsStockParts else { return }
      let presentation = drawnPresentation
      let fitting = CGSize(width: textWidth(in: bounds.width), height: 0)
      let layout = RefreshLayout(
        axis: presentation.axis, bounds: bounds.size, safeAreaLeft: safeAreaInsets.left,
        safeAreaRight: safeAreaInsets.right,
        titleSize: presentation.title == nil ? nil : titleLabel.sizeThatFits(fitting),
        subtitleSize: presentation.subtitle == nil ? nil : lastUpdatedLabel.sizeThatFits(fitting),
        accessorySize: accessorySize(presentation.accessory), accessoryMargin: accessoryMargin,
        layoutDirection: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
      if let frame = layout.titleFrame { titleLabel.frame = frame }
      if let frame = layout.subtitleFrame { lastUpdatedLabel.frame = frame }
      if let frame = layout.accessoryFrame { placeAccessory(in: frame) }
    }

    /// The size the view needs to draw its parts at `size`'s width: that width, and the thickness the stock texts
    /// need at the current text size (``RefreshKit/RefreshLayout/fittingExtent(axis:titleSize:subtitleSize:)``;
    /// 0 for a trailer, and with ``showsStockParts`` false). The layout pass gives the height to the component as its
    /// ``RefreshKit/RefreshComponent/contentExtent``: the component is never thinner.
    ///
    /// ## Subclassing
    /// Return the height your own drawing needs at the given width (0 to keep the component's height).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
      let width = size.width > 0 ? size.width : bounds.width
      guard showsStockParts else { return CGSize(width: width, height: 0) }
      // The component's texts now, drawn or not: a header at rest above the rows is measured before it shows.
      let presentation = component.presentation
      let fitting = CGSize(width: textWidth(in: width), height: 0)
      let extent = RefreshLayout.fittingExtent(
        axis: presentation.axis, titleSize: measure(presentation.title, in: titleLabel, fitting),
        subtitleSize: measure(presentation.subtitle, in: lastUpdatedLabel, fitting))
      return CGSize(width: width, height: extent)
    }

    /// Gives the component the thickness the view needs, when it changed.
    private final func measureContentExtent() {
      let needed = sizeThatFits(CGSize(width: bounds.width, height: 0)).height
      if needed.isNaN, measuredExtent?.isNaN == true { return }  // reported once
      measuredExtent = needed
      guard needed != component.contentExtent else { return }
      component.setContentExtent(needed)
      place()  // the component's new frame, so that this pass lays the parts out in it
    }

    /// Lays the parts out again inside the new safe area.
    open override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      setNeedsLayout()
    }

    /// Before iOS 17, follows a change of the text size, of the light or dark appearance, of the contrast or of the
    /// layout direction (the accessory goes right of the text in a right-to-left layout). From iOS 17 (built with the
    /// iOS 17 SDK or later) the view registers for those traits instead (`registerForTraitChanges(_:handler:)`, in
    /// the initialiser) and does nothing more here: a change is followed once.
    ///
    /// ## Subclassing
    /// Call `super` first. UIKit still calls this method on iOS 17 and later, for a change of any trait.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      guard !Self.followsTraitsByRegistration else { return }
      traitsDidChange()
    }

    /// Draws again with the new traits: the fonts scaled for the text size, the ring's colour resolved for the
    /// appearance and the contrast (a layer's colour does not follow them), the parts laid out again.
    final func traitsDidChange() {
      redraw.invalidate()
      apply(drawnPresentation.appearance)
      setNeedsLayout()
    }

    // MARK: - Accessibility
    //
    // UIKit declares these on NSObject, not isolated to the main actor, and asks them on the main thread.

    /// Whether VoiceOver finds the component here: while it is in view or refreshing
    /// (``RefreshKit/RefreshComponent/isAccessibilityElement``). The component decides: a write is refused and reported.
    nonisolated open override var isAccessibilityElement: Bool {
      get {
        guard mayReadAccessibility("isAccessibilityElement") else { return false }
        return MainActor.assumeIsolated { component.isAccessibilityElement }
      }
      set {
        refuseAccessibilityWrite("isAccessibilityElement") {
          $0.isAccessibilityElement == newValue ? nil : newValue as Any
        }
      }
    }

    /// The presentation's accessibility label, read when asked, in the leaf's language. A write is refused and reported.
    nonisolated open override var accessibilityLabel: String? {
      get { presentationForAccessibility("accessibilityLabel")?.accessibilityLabel }
      set {
        refuseAccessibilityWrite("accessibilityLabel") { $0.accessibilityLabel == newValue ? nil : newValue as Any }
      }
    }

    /// The presentation's accessibility value, read when asked. A write is refused and reported.
    nonisolated open override var accessibilityValue: String? {
      get { presentationForAccessibility("accessibilityValue")?.accessibilityValue }
      set {
        refuseAccessibilityWrite("accessibilityValue") { $0.accessibilityValue == newValue ? nil : newValue as Any }
      }
    }

    /// The presentation's accessibility hint, read when asked: what a double tap does ("Loads more items"), in the
    /// leaf's language. A write is refused and reported.
    nonisolated open override var accessibilityHint: String? {
      get { presentationForAccessibility("accessibilityHint")?.accessibilityHint }
      set { refuseAccessibilityWrite("accessibilityHint") { $0.accessibilityHint == newValue ? nil : newValue as Any } }
    }

    /// The presentation's traits: a button while a double tap loads. A write is refused and reported.
    nonisolated open override var accessibilityTraits: UIAccessibilityTraits {
      get {
        guard let presentation = presentationForAccessibility("accessibilityTraits") else { return [] }
        return UIAccessibilityTraits(presentation.accessibilityTraits)
      }
      set {
        refuseAccessibilityWrite("accessibilityTraits") { $0.accessibilityTraits == newValue ? nil : newValue as Any }
      }
    }

    /// VoiceOver's double tap: a footer's or the trailer's `accessibilityActivate()` (an auto footer loads or retries,
    /// a back footer or the trailer loads); a header does nothing.
    ///
    /// - Returns: Whether a load started.
    nonisolated open override func accessibilityActivate() -> Bool {
      guard mayReadAccessibility("accessibilityActivate()") else { return false }
      return MainActor.assumeIsolated {
        if let footer = component as? RefreshFooter { return footer.accessibilityActivate() }
        if let trailer = component as? RefreshTrailer { return trailer.accessibilityActivate() }
        return false
      }
    }

    // MARK: - Tap

    /// A tap on an auto footer calls its ``RefreshKit/AutoRefreshFooter/tap()``, which loads from idle.
    private final func addTapRecognizer() {
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
    private final func didTap() {
      (component as? AutoRefreshFooter)?.tap()
    }
  }
#endif
