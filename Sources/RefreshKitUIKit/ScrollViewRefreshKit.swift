#if canImport(UIKit)
  import QuartzCore
  @_spi(Hosting) import RefreshKit
  import UIKit

  extension UIScrollView {
    /// RefreshKit on this scroll view: `tableView.refreshKit.header = SimpleHeader { await feed.reload() }`.
    ///
    /// The first read creates the scroll view's one ``ScrollViewRefreshKit`` (a model, its ``ScrollHostAdapter`` and
    /// the observation of the scroll view); later reads return it. It lives as long as the scroll view, in a hidden
    /// subview of no size (where a Swift package can keep it without the Objective-C runtime, and which hears the
    /// safe area and the layout direction): the one trace of a read in `subviews`. Nothing the user sees or the app
    /// reads (insets, offset, bounce, accessibility actions) changes until a component is attached. The name is the
    /// library's own, so that it does not meet an app's `header`, `refreshControl` (UIKit's) or `mj_header`.
    public var refreshKit: ScrollViewRefreshKit {
      if let existing = existingRefreshKit { return existing }
      let host = RefreshKitHostView(scrollView: self)
      addSubview(host)
      return host.refreshKit
    }

    /// The scroll view's ``ScrollViewRefreshKit`` if ``refreshKit`` was read before, without making one.
    @_spi(Hosting) public var existingRefreshKit: ScrollViewRefreshKit? { refreshKitHostView?.refreshKit }

    /// The hidden subview that keeps the scroll view's ``ScrollViewRefreshKit``, if any. Out of line: ⌘R asks it of
    /// every list in the window, and each inlined copy of the search cost an app some 400 bytes (issue 58).
    var refreshKitHostView: RefreshKitHostView? {
      @inline(never) get {
        for case let host as RefreshKitHostView in subviews { return host }
        return nil
      }
    }

    /// Takes RefreshKit off the scroll view when no component is left on it and the app configured nothing on it (its
    /// own inset, a view class, an image provider, exclusion, an announcement handler of its own): its hidden host view, its key-value
    /// observers, its display link and timer go, and the scroll view keeps the app's own inset and bounce. The SwiftUI
    /// modifiers call it when they detach, so that a scroll view they attached to by mistake or left keeps nothing
    /// of theirs. A later read of ``refreshKit`` makes a new one.
    @_spi(Hosting) public func removeRefreshKitIfUnused() {
      guard let host = refreshKitHostView, host.refreshKit.isUnused else { return }
      host.removeFromSuperview()
    }
  }

  /// RefreshKit on one `UIScrollView`: the components you attach, and the glue that forwards the scroll view's
  /// reports to its ``ScrollHostAdapter`` and performs what the adapter answers.
  ///
  /// Every decision is the adapter's; this type only forwards (KVO of `contentOffset`, `contentSize`,
  /// `contentInset`, `contentInsetAdjustmentBehavior`, `bounds` and the pan gesture's
  /// `state`; the end of a deceleration, seen on the frames of a `CADisplayLink` that runs only while
  /// ``ScrollHostAdapter/needsFrames`` or while a component in view moves with the model's time) and draws (one
  /// ``RefreshComponentView`` per component, each the component's accessibility element).
  ///
  /// Set the app's own inset with ``contentInset`` (`refreshKit.contentInset.bottom += keyboardHeight`): it is exact
  /// whatever the components hold. A direct write to the scroll view's `contentInset` is read by the rules of
  /// ``ScrollHostAdapter``.
  ///
  /// VoiceOver needs no code in the app beyond one line in the scroll view's `accessibilityScroll(_:)` (see
  /// ``accessibilityScroll(_:in:)``): the model's announcements are posted to VoiceOver, and
  /// ``RefreshKit/RefreshConfiguration/reducesMotion`` follows the system's Reduce Motion setting.
  @MainActor public final class ScrollViewRefreshKit {
    /// The platform-free adapter that makes every decision.
    @_spi(Hosting) public let adapter: ScrollHostAdapter
    /// The model the scroll view drives.
    public var model: ScrollModel { adapter.model }

    /// The app's own inset: the scroll view's `contentInset` without what the refresh components hold.
    ///
    /// Read and write it instead of the scroll view's `contentInset`, with `=` or `+=`: the scroll view gets it plus
    /// what the components hold, and it stays exactly what you set, before, during and after a refresh.
    ///
    /// ```swift
    /// tableView.refreshKit.contentInset.bottom += keyboardHeight  // the keyboard shows
    /// tableView.refreshKit.contentInset.bottom -= keyboardHeight  // the keyboard hides
    /// ```
    ///
    /// See ``ScrollHostAdapter/appContentInset``: a non-finite inset is refused through `RefreshDiagnostics`.
    public var contentInset: UIEdgeInsets {
      get { UIEdgeInsets(adapter.appContentInset) }
      set { adapter.appContentInset = Insets(newValue) }
    }
    weak var scrollView: Optional<UIScrollView>
    private var observations: [NSKeyValueObservation]
    /// One view per attached component, however it was attached.
    let componentViews: ComponentViews
    private var componentsObservation: Optional<ScrollObservation>
    /// The named accessibility actions this layer added to the scroll view.
    let customActions: AccessibilityCustomActions
    private var modelObservation: Optional<ScrollObservation>
    /// The display link and the deadline timer: created with the first need for either (``frames``).
    private var frameDriver: Optional<FrameDriver>
    /// The `adjustedContentInset` and `contentInset` last reported with the geometry.
    private var reportedAdjustedInset: UIEdgeInsets
    private var reportedContentInset: UIEdgeInsets
    /// How many times the geometry was reported: a test counts it (a list that only scrolls reports it once).
    private(set) var geometryReports: Int
    /// The last scroll reported: `contentOffset` and `bounds` both report each scroll, and only a change is news.
    private var lastScroll: Optional<(offset: CGPoint, isTracking: Bool, isDecelerating: Bool)>
    /// Whether the component views are being synced, and whether the components changed meanwhile.
    private var isSyncingViews: Bool
    private var needsViewSync: Bool
    /// The watcher of the scroll view's `refreshControl`: created with the first header (``refreshControlWatcher``).
    private var controlWatcher: Optional<RefreshControlWatcher>
    /// The touch holds of collection-view glides under way, and whether the scroll view took touches before the first.
    var glidesInFlight: Int
    var tookTouchesBeforeGlide: Bool
    /// The bounce the layer switched on for its components, on each axis.
    var bounceSwitchedOn: (vertical: Bool, horizontal: Bool)
    /// The reveal under way (`setContentOffset(_:animated: true)`): where it heads, the offset at the last frame, how
    /// many frames it has run, and for how many of them in a row the offset stood still.
    var reveal: Optional<(target: CGPoint, last: CGPoint, frames: Int, still: Int)>
    /// Whether the haptic engine was prepared for the pull under way (``RefreshKit/RefreshComponent/hapticMayPlaySoon``).
    private var preparedHaptic: Bool
    /// The observer of VoiceOver's and Switch Control's focus: removed when the layer lets go of it, however the
    /// scroll view went (``NotificationObservation``).
    var focusObserver: Optional<NotificationObservation>

    /// The view class that draws every component of the scroll view that has no view of its own:
    /// ``RefreshComponentView`` unless you set your own.
    ///
    /// Set it before attaching: a view already made keeps its class until its component leaves. To draw one
    /// component its own way, at any time, use ``setViewClass(_:for:)`` or ``setView(_:)``, or have the component's
    /// class adopt ``RefreshViewProviding``.
    public var viewClass: RefreshComponentView.Type

    /// The app's choices for single components (``setViewClass(_:for:)``, ``setView(_:)``, ``setStyle(_:for:)``). A
    /// `ContiguousArray`: an `Array` of a class may hold an `NSArray` on Apple platforms, and each read of it checks
    /// for one, with a slow path specialized for the class (issue 58).
    var customizations: ContiguousArray<ComponentCustomization>

    /// Maps a frame of an image sequence (``RefreshKit/ImageSequenceHeader`` and the other image-sequence leaves) to
    /// the picture drawn for it: by default `UIImage(named:)` in the main bundle. It is asked once each time the frame
    /// shown changes. A component whose style names a bundle (``RefreshViewStyle/imageBundle``) takes its pictures
    /// from that bundle instead.
    ///
    /// ```swift
    /// tableView.refreshKit.imageProvider = { UIImage(named: $0.name, in: .module, compatibleWith: nil) }
    /// ```
    public var imageProvider: @MainActor (RefreshImage) -> UIImage? {
      didSet {
        hasOwnImageProvider = true
        for index in 0..<componentViews.count { componentViews.view(at: index).imageProvider = imageProvider }
        redraw()
      }
    }

    /// The pull-to-refresh header, drawn by a ``viewClass`` view above the content; nil detaches it.
    ///
    /// Every component attached to ``model`` is drawn, however it was attached (`model.addRefreshHeader { … }`
    /// included), and a change makes or removes only the views of the components that came or went.
    public var header: RefreshHeader? {
      get { model.refreshHeader }
      set { model.refreshHeader = newValue }
    }

    /// The load-more footer, drawn below the content; nil detaches it.
    public var footer: RefreshFooter? {
      get { model.refreshFooter }
      set { model.refreshFooter = newValue }
    }

    /// The trailer, drawn right of horizontal content; nil detaches it.
    public var trailer: RefreshTrailer? {
      get { model.refreshTrailer }
      set { model.refreshTrailer = newValue }
    }

    /// Whether the app set ``imageProvider``.
    private var hasOwnImageProvider: Bool

    /// Whether no component is attached and the app configured nothing here that a new one would lose.
    var isUnused: Bool {
      model.refreshComponents.isEmpty && viewClass == RefreshComponentView.self && !hasOwnImageProvider
        && !model.isMutuallyExclusive && customizations.isEmpty
    }

    init(scrollView: UIScrollView) {
      // The first values are set here rather than where the properties are declared: each declared value is a
      // function of its own that an app links and exports (issue 58).
      adapter = ScrollHostAdapter()
      observations = []
      (componentsObservation, modelObservation, frameDriver, controlWatcher) = (nil, nil, nil, nil)
      (lastScroll, reveal, focusObserver) = (nil, nil, nil)
      componentViews = ComponentViews()
      customActions = AccessibilityCustomActions()
      reportedAdjustedInset = .zero
      reportedContentInset = .zero
      geometryReports = 0
      (isSyncingViews, needsViewSync) = (false, false)
      (glidesInFlight, tookTouchesBeforeGlide) = (0, true)
      bounceSwitchedOn = (false, false)
      preparedHaptic = false
      viewClass = RefreshComponentView.self
      customizations = ContiguousArray()  // not `[]`: an array literal made an `Array` first
      imageProvider = { UIImage(named: $0.name) }
      hasOwnImageProvider = false
      self.scrollView = scrollView
      adapter.commandHandler = { [weak self] command in self?.perform(command) }
      // The model's clock follows the media clock, so that its frames can stop while a refresh only waits.
      adapter.hostClock = { CACurrentMediaTime() }
      // Work that starts with no report (a layout asked for, a sleeper, a timer set by the app's call) wakes the link.
      adapter.needsUpdateHandler = { [weak self] in self?.updateDisplayLink() }
      reportGeometry()
      reportScroll()
      // The screen's scale is read as the host view enters the scroll view's window (`hostViewDidMoveToWindow`).
      adapter.hostDidMoveToWindow(scrollView.window != nil)
      observations = observe(scrollView)
      modelObservation = model.observe { [weak self] _ in self?.modelDidChange() }
      componentsObservation = model.observeRefreshComponents { [weak self] in self?.componentsDidChange($0) }
      wireAccessibility()
      componentsDidChange(model.refreshComponents)
    }

    // MARK: - Forwarding

    /// Reports the geometry; the host view also calls it when the safe area changes. It leaves the link and the
    /// timer as they are: a geometry change starts no frame work of its own (the work the model starts wakes the link
    /// through `needsUpdateHandler`, a view that starts drawing from the model's time through `needsFramesDidChange`),
    /// and a link no longer needed stops on its next frame.
    func reportGeometry() {
      guard let scrollView else { return }
      geometryReports += 1
      reportedAdjustedInset = scrollView.adjustedContentInset
      reportedContentInset = scrollView.contentInset
      adapter.hostDidChangeGeometry(
        boundsSize: scrollView.bounds.size, contentSize: scrollView.contentSize,
        contentInset: Insets(scrollView.contentInset), adjustedContentInset: Insets(scrollView.adjustedContentInset))
      reportLayoutDirection()
    }

    func reportScroll() {
      guard let scrollView else { return }
      // Read afresh on every scroll, as MJRefresh does: a bar that collapses or hides as the list scrolls changes
      // the adjusted inset, which UIKit never reports by key-value observing (its subviews do not hear the safe area
      // on the edges it applies to the inset either); an inset write or a new size comes with a scroll report of its
      // own, a safe-area change at rest when it moves the offset (a bottom-only change may wait for the next scroll).
      // UIKit computes it in its getter: inside a `contentInset` write (whose clamp reports a scroll from inside the
      // setter) it is already the new one, and the inset's own report, after the setter, brings the geometry.
      // A new frame (rotation, a sheet's detent, a split view's resize) reports no `bounds`: `setFrame:` does not go
      // through `setBounds:`, and its offset adjustment (`_adjustContentOffsetIfNecessary`) is the only report.
      let resized = scrollView.bounds.size != adapter.model.frame.size
      if resized || scrollView.adjustedContentInset != reportedAdjustedInset,
        scrollView.contentInset == reportedContentInset
      {
        reportGeometry()
      }
      let scroll = (scrollView.contentOffset, scrollView.isTracking, scrollView.isDecelerating)
      if let last = lastScroll, last == scroll { return }
      lastScroll = scroll
      adapter.hostDidScroll(to: scroll.0, isTracking: scroll.1, isDecelerating: scroll.2)
      prepareHapticIfNear(isTracking: scroll.1)
      updateDisplayLink()
    }

    /// Wakes the Taptic Engine once as a pull comes near arming (UIKit's `prepare()`, which keeps it ready for a few
    /// seconds): not on every drag of every list, as Apple advises preparing just before the feedback may play.
    private func prepareHapticIfNear(isTracking: Bool) {
      let near = isTracking && componentViews.hapticMayPlaySoon
      if near, !preparedHaptic { PullHaptic.prepare() }
      preparedHaptic = near
    }

    func reportPan() {
      guard let scrollView else { return }
      let pan = scrollView.panGestureRecognizer
      let state: PanState
      switch pan.state {
      case .began: state = .began
      case .changed: state = .changed
      case .ended: state = .ended
      case .cancelled: state = .cancelled
      case .failed: return adapter.hostPanDidFail()  // a tap: a pan that never began
      case .possible: state = .possible
      @unknown default: return
      }
      adapter.hostPanStateDidChange(state, velocity: pan.velocity(in: scrollView))
      updateDisplayLink()
    }

    func scrollViewDidGoAway() {
      // A glide's completion will find no layer to give the touches back: given back now.
      if glidesInFlight > 0, tookTouchesBeforeGlide { scrollView?.isUserInteractionEnabled = true }
      glidesInFlight = 0
      // A reveal under way is followed no more: the frames stop for good (`updateDisplayLink()` checks the adapter
      // first), and the adapter ends the animations in flight as it detaches.
      focusObserver = nil
      observations.removeAll()
      frameDriver?.stop()
      adapter.hostDidGoAway()
    }

    private func frameDidTick() {
      // KVO reports no scroll when a deceleration (or a finger) ends where the content is: the frame after it says so.
      if let scrollView, let last = lastScroll, last.isTracking || last.isDecelerating, !scrollView.isTracking,
        !scrollView.isDecelerating, scrollView.contentOffset == last.offset
      {
        lastScroll = (last.offset, false, false)
        adapter.hostDidEndDecelerating()
      }
      followReveal()
      adapter.hostClockDidTick()
      redraw()
      updateDisplayLink()
    }

    /// Runs the display link while the adapter needs frames (motion, a step waiting for a frame) or a view draws from
    /// the model's time, and otherwise arms a timer for the model's next deadline, if any (`FrameDriver`).
    func updateDisplayLink() {
      // The scroll view went away (the app cleared its views): nothing is followed, and a tick would only be refused.
      guard !adapter.isDetached else { return frameDriver?.stop() ?? () }
      // A finger that lifted with no fling reports nothing: the frames run until one sees that it did.
      var moving = reveal != nil
      if let lastScroll, lastScroll.isTracking || lastScroll.isDecelerating { moving = true }
      frames.update(following: adapter, moving: moving, drawing: componentViews.needsFrames)
    }

    /// The display link and the deadline timer, made on first use.
    private var frames: FrameDriver {
      if let frameDriver { return frameDriver }
      let driver = FrameDriver { [weak self] in self?.frameDidTick() }
      frameDriver = driver
      return driver
    }

    /// The watcher of the scroll view's `refreshControl`, made on first use.
    var refreshControlWatcher: RefreshControlWatcher {
      if let controlWatcher { return controlWatcher }
      let watcher = RefreshControlWatcher(scrollView: scrollView)
      controlWatcher = watcher
      return watcher
    }

    // MARK: - Drawing

    /// Makes the views of the components that came and removes those of the components that left. Out of line: the
    /// initializer and the components' observer each had a copy.
    @inline(never) private func componentsDidChange(_ attached: [RefreshComponent]) {
      // A view's making may attach or detach a component (an app's view class, a presentation it draws at once):
      // that change is synced after this one, with the components attached then, never inside it.
      guard !isSyncingViews else {
        needsViewSync = true
        return
      }
      isSyncingViews = true
      syncViews(with: attached)
      var passes = 1
      while needsViewSync {
        needsViewSync = false
        guard passes < 8 else {
          // A view class whose making always changes the components would sync for ever: reported, not looped.
          RefreshDiagnostics.report(
            RefreshDiagnostic(
              member: "ScrollViewRefreshKit.viewClass", value: "\(viewClass)",
              reason: "making a component's view attached or detached a component 8 times in a row", kind: .ambiguous))
          break
        }
        passes += 1
        syncViews(with: model.refreshComponents)
      }
      isSyncingViews = false
    }

    private func syncViews(with attached: [RefreshComponent]) {
      if attached.isEmpty { restoreBounce() }
      refreshControlWatcher.headerDidChange(header)
      reportLayoutDirection()
      guard let scrollView else { return }
      forgetCustomizations(ofComponentsLeaving: attached)
      componentViews.sync(with: attached, in: scrollView) { component in
        let view = makeView(for: component)
        prepare(view, in: scrollView)
        return view
      } event: { [weak self] component, event in
        self?.component(component, didSend: event)
      }
      // Drawn, the link and the named actions brought up to date, whether views came or went or not: each is cheap
      // and changes nothing when nothing changed.
      redraw()
      updateDisplayLink()
      updateAccessibilityActions()
    }

    /// Sets up a view made for a component of this scroll view.
    func prepare(_ view: RefreshComponentView, in scrollView: UIScrollView) {
      view.semanticContentAttribute = scrollView.semanticContentAttribute
      view.imageProvider = imageProvider
      view.needsFramesDidChange = { [weak self] in self?.updateDisplayLink() }
    }

    /// A change of the model: the views are placed at once, in the same turn as the report (a footer follows a
    /// `contentSize` change under the finger at once, never a frame late over new rows); their presentation is drawn
    /// on the display link's next frame while it runs (once a frame, however many reports the frame carries), at
    /// once otherwise.
    private func modelDidChange() {
      if frames.isRunning { componentViews.place() } else { redraw() }
    }

    /// The language, a text or a system setting the texts are made from changed: drawn on the display link's next
    /// frame while it runs, at once otherwise.
    func textsDidChange() {
      modelDidChange()
      updateAccessibilityActions()  // the named actions' titles are texts too
    }

    private func redraw() {
      if componentViews.redraw() { updateAccessibilityActions() }
    }
  }
#endif
