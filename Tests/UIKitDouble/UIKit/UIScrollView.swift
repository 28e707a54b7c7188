// The scroll view's geometry: offset, size, insets and their observation. Part of the UIKit double.

// https://developer.apple.com/documentation/uikit/uiscrollview
/// A scroll view whose properties change and report as UIKit's do.
///
/// - Observers hear every write of an observed property, also of an equal value: Foundation's automatic change
///   notification is sent by the setter, whatever the value ("Key-Value Observing Programming Guide", Automatic
///   Change Notification).
/// - `contentOffset` is `bounds.origin`: setting it to another pixel sets the bounds (key-value observers of `bounds`
///   hear it) and marks the scroll view for layout, then reports `contentOffset`, before the setter returns; setting
///   it to the pixel it is on reports `contentOffset` alone (`-[UIScrollView setContentOffset:]` calls `setBounds:`
///   and `_notifyDidScroll` only when the rounded offset differs from the bounds' origin; the key-value report is
///   Foundation's automatic one).
/// - `adjustedContentInset` is `contentInset` plus the safe area as `contentInsetAdjustmentBehavior` says:
///   `.never` adds none, `.always` all of it, `.scrollableAxes` an axis's share only on an axis that scrolls (its
///   content is larger than the bounds, or `alwaysBounce…` is set), and `.automatic` as `.scrollableAxes` except that
///   the top and bottom are always adjusted when ``isContentViewOfBarController`` ("Content is always adjusted
///   vertically when the scroll view is the content view of a view controller that is currently displayed by a
///   navigation or tab bar controller"). When it changes the scroll view calls `adjustedContentInsetDidChange()`
///   and nothing else: key-value observers of `adjustedContentInset` hear nothing, ever. UIKit computes the property
///   in its getter (`-[UIScrollView adjustedContentInset]` adds `_systemContentInset` to `contentInset`), has no
///   setter for it (automatic notification needs one), declares no `keyPathsForValuesAffectingAdjustedContentInset`
///   and does not override `automaticallyNotifiesObserversForKey:` (UIScrollView's class methods are
///   `_panGestureAction`, `_pinchGestureAction`, `_implicitAnimationCulprits` and
///   `_defaultEdgesScrollingContentIntoSafeArea`), and `-[UIScrollView _notifyAdjustedContentInsetDidChange]` calls
///   `adjustedContentInsetDidChange` and the delegate's `scrollViewDidChangeAdjustedContentInset:`, with no
///   `willChangeValueForKey:` (iOS 26.1 decompile).
/// - A `contentInset` write of the value the scroll view has reports only itself (`-[UIScrollView setContentInset:]`
///   compares the four edges and does nothing when they are equal; the key-value report is Foundation's automatic
///   one, sent whatever the value). Any other value is stored, then `_updateForChangedScrollRelatedInsets` runs, and
///   the write reports, in this order: the offset, through `_adjustContentOffsetIfNecessary`, whose
///   `_applyAutomaticAdjustedContentOffset:` calls `setContentOffset:` with whatever it computed, so that a same-value
///   `contentOffset` report comes from inside every inset write (clamped into the new range: see below); then
///   `adjustedContentInsetDidChange()` (`_notifyAdjustedContentInsetDidChange`); then `contentInset` itself, as the
///   automatic notification follows the setter's body. A write from inside one of these reports nests.
/// - Offsets lie on the screen's pixel grid: `-[UIScrollView setContentOffset:]` rounds what it is given with
///   `_roundedProposedContentOffset:`, to 1/`_accuracy` (the whole points, then the fraction's pixels rounded half
///   away from zero; `round` alone on a 1× screen), and so are the smallest and largest resting offsets
///   (`_minimumContentOffset`, `_maximumContentOffsetForContentSize:` and `_adjustedContentOffsetForContentOffset:…`
///   round the inset and `contentSize` plus the inset before the bounds' size is taken off). Content 2000.1 pt high
///   ends on 2000 pt on a 3× screen. `_accuracy` is the screen's scale (`initWithFrame:` and
///   `_didMoveFromWindow:toWindow:` read `_currentScreenScale`; a trait change of scale re-rounds the offset,
///   `traitCollectionDidChange:`): the window's here; outside a window the main screen's, 3× (assumed: the devices the
///   tests stand for).
/// - Where UIKit clamps the offset into the resting range (`_adjustContentOffsetIfNecessary`): on an inset write, a
///   `contentSize` change (`setContentSize:`, which returns early on an equal size), a change of the bounds' size
///   (`setBounds:`; `setFrame:` whatever the frame, with no report of `bounds`) and of `alwaysBounce…`
///   (`setAlwaysBounceVertical:`, `setAlwaysBounceHorizontal:`, which return early on an equal value); always, also
///   under the finger, reported as a tracking scroll. The one exception, an offset past the leading edge while the
///   content scrolls (`_adjustedContentOffsetForContentOffset:contentSize:skipsAdjustmentIfScrolling:` skips that
///   case while tracking, decelerating or animating), holds only when `_skipsContentOffsetAdjustmentsIfScrolling`
///   is set, which it is not by default (``skipsContentOffsetAdjustmentsIfScrolling``).
/// - A safe area that changes at rest moves the offset by what its applied leading edges changed (see
///   `updateAdjustedContentInset`), before `adjustedContentInsetDidChange()`; the scroll view's subviews hear the
///   safe area only on the edges it does not apply to its inset (`_edgesPropagatingSafeAreaInsetsToSubviews`).
/// - `contentSize`, the bounds' size and `alwaysBounce…`, when they change, set the offset through
///   `_adjustContentOffsetIfNecessary` as an inset write does (a same-value report too); `contentSize` then reports
///   itself: the automatic report follows the setter's body.
/// - `setContentOffset(_:animated:)` stops a deceleration or an animated move, then does nothing for the pixel the
///   content is on, animated or not, and is immediate in no window; leaving the window stops scrolling (see each
///   method), and ends the scroll view's animations unfinished (assumed: see `UIView+Animation.swift`). The
///   `refreshControl` setter switches `alwaysBounceVertical` on. `isDragging` becomes true after the pan's `.began` report (`UIScrollView+Finger.swift`).
///   A finger or a deceleration runs the main run loop's tracking mode (`FrameClock.isTracking`).
/// - Two writers that set `contentInset` back from each other's reports loop inside UIKit's setters for ever: a hang
///   on a device (KafkaRefresh#76, MJRefresh#1612). The double stops after ``maximumNestedInsetWrites`` nested
///   writes and counts it in ``insetWriteLoops`` instead of hanging the test.
@MainActor open class UIScrollView: UIView {
  private var storedContentInset = UIEdgeInsets.zero
  /// The adjusted inset as the last `adjustedContentInsetDidChange()` knew it.
  private var notifiedAdjustedInset = UIEdgeInsets.zero
  private var nestedInsetWrites = 0
  /// How deep writes of `contentInset` from inside its own reports may nest before the double takes it for a loop.
  public static let maximumNestedInsetWrites = 64
  /// How many write loops were cut (a hang on a device).
  public private(set) var insetWriteLoops = 0
  /// Whether the clamp leaves an offset past the leading edge while the content scrolls
  /// (`_skipsContentOffsetAdjustmentsIfScrolling`, a bit of `_scrollViewFlags` that `_adjustContentOffsetIfNecessary`
  /// passes as `skipsAdjustmentIfScrolling:`; only the private `_setSkipsContentOffsetAdjustmentsIfScrolling:` sets
  /// it, as SwiftUI's scroll hosting does). False by default (assumed: a flag bit UIKit's allocation zeroes; no
  /// initialiser that sets it was found in the decompile): a list's inset write clamps even under the finger.
  public var skipsContentOffsetAdjustmentsIfScrolling = false
  /// Every `contentInset` written, in order.
  public private(set) var contentInsetWrites: [UIEdgeInsets] = []
  /// Whether the scroll view is the content view of a view controller shown by a navigation or tab bar controller
  /// (for `.automatic`). True by default, as for most lists in an app.
  public var isContentViewOfBarController = true {
    didSet { updateAdjustedContentInset() }
  }
  /// The finger and the motion (UIScrollView+Finger.swift).
  var touch = TouchState()
  // https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer
  public let panGestureRecognizer = UIPanGestureRecognizer(target: nil, action: nil)

  public override init(frame: CGRect) {
    super.init(frame: frame)
    addGestureRecognizer(panGestureRecognizer)
  }

  public required init?(coder: NSCoder) { nil }

  // https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      let old = bounds.origin
      let newValue = CGPoint(x: roundedToPixel(newValue.x), y: roundedToPixel(newValue.y))
      if newValue != old {
        var bounds = self.bounds
        bounds.origin = newValue
        self.bounds = bounds
        setNeedsLayout()
        UIView.recordAnimatedChange("contentOffset", of: self)
      }
      KeyValueObservers.didChange(self, "contentOffset", old: old, new: newValue)
    }
  }

  // https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
  /// As `-[UIScrollView _setContentOffset:animated:animationCurve:animationAdjustsForContentOffsetDelta:animation:
  /// animationConfigurator:]`: stops a deceleration (`_stopScrollingNotify:pin:`) or an animated move first, with no
  /// report of its own; then nothing at all when the target, rounded to the pixel (`_roundedProposedContentOffset:`),
  /// is where the content is, animated or not. Not animated, or in no window (nothing would draw the frames): the
  /// offset at once (`setContentOffset:`). Animated: over the next 0.3 s of frames (`_contentOffsetAnimationDuration`,
  /// set by `initWithFrame:`), eased out, each frame's offset reported; neither tracking nor decelerating; a touch
  /// stops it where it is.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    stopScrolling()
    let target = CGPoint(x: roundedToPixel(contentOffset.x), y: roundedToPixel(contentOffset.y))
    guard target != self.contentOffset else { return }
    guard animated, window != nil else { return self.contentOffset = target }
    touch.animation = (from: self.contentOffset, to: target, elapsed: 0)
    FrameClock.startMoving(self)
  }

  /// A deceleration, a bounce or an animated move stops where the content is, with no report.
  func stopScrolling() {
    touch.isDecelerating = false
    touch.velocity = .zero
    touch.animation = nil
  }

  /// Leaving the window stops scrolling: `-[UIScrollView removeFromSuperview]` stops it (`_stopScrollingNotify:0
  /// pin:1`) before the view moves, and `-[UIScrollView _didMoveFromWindow:toWindow:]` when the new window is nil (a
  /// superview taken off screen), after super's, so that the scroll view and its subviews hear `didMoveToWindow()`
  /// while it still scrolls. A list taken off screen mid-fling is at rest when shown again. The stop reports nothing
  /// (notify 0: no delegate call; what `pin:1` does is assumed to move nothing, `_stopScrollingNotify:pin:`'s body
  /// not being read: the layer must notice the rest by itself).
  open override func removeFromSuperview() {
    stopScrolling()
    super.removeFromSuperview()
  }

  override func didMoveSubtreeToWindow() {
    if window == nil { stopScrolling() }
  }

  /// The scroll view's animations end unfinished as it leaves its window (assumed: `UIView+Animation.swift`).
  open override func willMove(toWindow newWindow: UIWindow?) {
    super.willMove(toWindow: newWindow)
    if newWindow == nil { UIView.interruptAnimations(of: self) }
  }

  // https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
  open var contentSize: CGSize {
    get { storedContentSize }
    set {
      let old = storedContentSize
      storedContentSize = newValue
      // `setContentSize:` returns early on an equal size; otherwise `_adjustContentOffsetIfNecessary` sets the offset
      // whatever it computed (a same-value report), in the setter's body; the automatic key-value report follows it.
      if newValue != old { updateAdjustedContentInset(adjustingOffset: true) }
      KeyValueObservers.didChange(self, "contentSize", old: old, new: newValue)
    }
  }
  private var storedContentSize = CGSize.zero

  /// An app sets `contentSize` on another thread (`reloadData()` in a URLSession completion): the value is stored,
  /// and its observers hear of it on that thread, as key-value observing calls them on the setter's thread; this
  /// returns once they have. (What else the setter would do there is left out: only the report's thread is
  /// modelled.)
  public func setContentSizeOnAnotherThread(_ size: CGSize) async {
    let old = storedContentSize
    storedContentSize = size
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread { [self] in
        KeyValueObservers.didChange(self, "contentSize", old: old, new: size)
        done.resume()
      }
    }
  }

  // https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
  open var contentInset: UIEdgeInsets {
    get { storedContentInset }
    set {
      contentInsetWrites.append(newValue)
      guard nestedInsetWrites < Self.maximumNestedInsetWrites else {
        insetWriteLoops += 1
        return
      }
      nestedInsetWrites += 1
      defer { nestedInsetWrites -= 1 }
      let old = storedContentInset
      guard newValue != old else {
        return KeyValueObservers.didChange(self, "contentInset", old: old, new: newValue)
      }
      storedContentInset = newValue
      UIView.recordAnimatedChange("contentInset", of: self)
      updateAdjustedContentInset(adjustingOffset: true)
      KeyValueObservers.didChange(self, "contentInset", old: old, new: newValue)
    }
  }

  // https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
  /// Computed whenever read, as `-[UIScrollView adjustedContentInset]` adds `_systemContentInset` (the safe area on
  /// the edges that apply it) to `contentInset`: read from inside a report of the offset that an inset write or a
  /// safe-area change makes, it is already the new one.
  open var adjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    let inset = storedContentInset
    let (vertical, horizontal) = edgesApplyingSafeArea
    return UIEdgeInsets(
      top: inset.top + (vertical ? safe.top : 0), left: inset.left + (horizontal ? safe.left : 0),
      bottom: inset.bottom + (vertical ? safe.bottom : 0), right: inset.right + (horizontal ? safe.right : 0))
  }

  // https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinsetdidchange()
  open func adjustedContentInsetDidChange() {}

  // https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
  public enum ContentInsetAdjustmentBehavior: Int {
    case automatic, scrollableAxes, never, always
  }

  // https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet {
      guard contentInsetAdjustmentBehavior != oldValue else { return }
      KeyValueObservers.didChange(
        self, "contentInsetAdjustmentBehavior", old: oldValue, new: contentInsetAdjustmentBehavior)
      updateAdjustedContentInset()
    }
  }

  // https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical
  /// "If this property is true and bounces is true, vertical dragging is allowed even if the content is smaller than
  /// the bounds of the scroll view. The default value is false."
  open var alwaysBounceVertical = false {
    didSet { if alwaysBounceVertical != oldValue { updateAdjustedContentInset(adjustingOffset: true) } }
  }
  // https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncehorizontal
  open var alwaysBounceHorizontal = false {
    didSet { if alwaysBounceHorizontal != oldValue { updateAdjustedContentInset(adjustingOffset: true) } }
  }
  // https://developer.apple.com/documentation/uikit/uiscrollview/bounces
  open var bounces = true

  // https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol
  /// `-[UIScrollView setRefreshControl:]` switches vertical bouncing on whenever it is given a control (so that a
  /// short list can be pulled), then `_setRefreshControl:` does nothing more for the control it has, or takes the
  /// old one out and puts the new one at the back of the content (`_addContentSubview:atBack:`).
  open var refreshControl: UIRefreshControl? {
    get { storedRefreshControl }
    set {
      let old = storedRefreshControl
      if newValue != nil { alwaysBounceVertical = true }
      if newValue !== old {
        old?.removeFromSuperview()
        storedRefreshControl = newValue
        if let newValue { insertSubview(newValue, at: 0) }
      }
      KeyValueObservers.didChange(self, "refreshControl", old: old, new: newValue)
    }
  }
  private var storedRefreshControl: UIRefreshControl?

  // https://developer.apple.com/documentation/uikit/uiscrollview/istracking
  /// "True if the user has touched the content view but might not have yet started dragging it."
  open var isTracking: Bool { touch.isTouching }
  // https://developer.apple.com/documentation/uikit/uiscrollview/isdragging
  open var isDragging: Bool { touch.isDragging }
  // https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating
  open var isDecelerating: Bool { touch.isDecelerating }

  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    updateAdjustedContentInset(followingSafeArea: true)
  }

  override func boundsDidChange(from old: CGRect) {
    // `setBounds:` runs `_adjustContentOffsetIfNecessary` (a same-value report too) when the size changed.
    if old.size != bounds.size { updateAdjustedContentInset(adjustingOffset: true) }
  }

  override func frameDidChange(from old: CGRect) {
    // `-[UIScrollView setFrame:]` calls super's (no `setBounds:`, so no key-value report of `bounds`), updates the
    // adjusted inset when the size changed (`_updateForChangedEdgesConvertingSafeAreaToContentInsetWithOld…`, which
    // runs `_updateForChangedScrollRelatedInsets` only when the system inset changed), then calls
    // `_adjustContentOffsetIfNecessary` whatever the frame: the offset's report (a same-value one too) is the only
    // report of a rotation a key-value observer of the scroll view gets. (UIKit may set the offset twice when the
    // system inset changed too; the double once.)
    updateAdjustedContentInset(adjustingOffset: true)
  }

  /// Whether a finger scrolls the content on an axis: larger than the bounds less the insets, or always bouncing
  /// (`_canScrollY`: `_canScrollWithoutBouncingY` adds the effective inset to the content's height, or
  /// `alwaysBounceVertical`; `_canScrollX` likewise).
  func scrolls(vertically: Bool, inset: UIEdgeInsets) -> Bool {
    if vertically {
      return alwaysBounceVertical || contentSize.height + inset.top + inset.bottom > bounds.height
    }
    return alwaysBounceHorizontal || contentSize.width + inset.left + inset.right > bounds.width
  }

  /// The edges whose safe area `adjustedContentInset` includes, by axis: top and bottom, left and right.
  /// `_edgesApplyingSafeAreaInsetsToContentInsetForContentSize:` compares `contentSize` with the bounds alone (no
  /// inset: content that fits takes no safe area even when its inset makes it scroll), or the axis's
  /// `_contentScrollsAlongYAxis` (`alwaysBounceVertical` unless set otherwise; `…XAxis` likewise).
  var edgesApplyingSafeArea: (vertical: Bool, horizontal: Bool) {
    switch contentInsetAdjustmentBehavior {
    case .never: return (false, false)
    case .always: return (true, true)
    case .scrollableAxes, .automatic:
      let vertical = alwaysBounceVertical || contentSize.height > bounds.height
      let horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
      return (vertical || (contentInsetAdjustmentBehavior == .automatic && isContentViewOfBarController), horizontal)
    }
  }

  /// Recomputes `adjustedContentInset`; clamps a resting offset (`adjustingOffset`: through `setContentOffset:`
  /// whether it moves or not, as an inset write does); when it changed, tells the subclass
  /// (`_notifyAdjustedContentInsetDidChange`). No key-value report: UIKit sends none (see the header).
  func updateAdjustedContentInset(adjustingOffset: Bool = false, followingSafeArea: Bool = false) {
    let adjusted = adjustedContentInset
    let previous = notifiedAdjustedInset
    notifiedAdjustedInset = adjusted
    // A safe area that changes at rest moves the offset by what its leading edges changed, so that the content keeps
    // its place below the bars (`-[UIScrollView setSafeAreaInsets:]` calls `_UIScrollViewAdjustForOverlayInsetsChange
    // IfNecessary`, which sets the offset; its body is not in the decompile): a bar that appears over a list at its
    // top pushes the list down. Assumed: at rest only (`_shouldContentOffsetMaintainRelativeDistanceFromSafeArea`, which
    // `setSafeAreaInsets:` consults, is false while tracking, decelerating or animating a scroll), and by the whole
    // change wherever the list is scrolled.
    let moved = (top: adjusted.top - previous.top, left: adjusted.left - previous.left)
    if followingSafeArea, moved != (0, 0), !touch.isTouching, !touch.isDecelerating, touch.animation == nil {
      contentOffset = CGPoint(x: contentOffset.x - moved.left, y: contentOffset.y - moved.top)
    }
    clampAtRest(to: adjusted, always: adjustingOffset)
    // `_updateForChangedScrollRelatedInsets` adjusts the offset first, then `_notifyAdjustedContentInsetDidChange`.
    guard adjusted != previous else { return }
    adjustedContentInsetDidChange()
  }

  /// The range the offset rests in under `inset`: from `-inset.top` to where the content's end meets the bottom,
  /// both on the pixel grid.
  public func restingRange(for inset: UIEdgeInsets? = nil) -> (min: CGPoint, max: CGPoint) {
    let inset = inset ?? adjustedContentInset
    let minimum = CGPoint(x: roundedToPixel(-inset.left), y: roundedToPixel(-inset.top))
    let maximum = CGPoint(
      x: max(minimum.x, roundedToPixel(contentSize.width + inset.right) - bounds.width),
      y: max(minimum.y, roundedToPixel(contentSize.height + inset.bottom) - bounds.height))
    return (minimum, maximum)
  }

  /// The screen's scale the scroll view rounds to: its window's, or the main screen's (3×, assumed) outside one.
  public var pixelScale: CGFloat {
    let scale = window?.traitCollection.displayScale ?? 0
    return scale > 0 ? scale : 3
  }

  /// `value` on the pixel grid as UIKit rounds it (`_maximumContentPoint`): the whole points, plus the fraction's
  /// pixels rounded half away from zero.
  public func roundedToPixel(_ value: CGFloat) -> CGFloat {
    let scale = pixelScale
    guard value.isFinite else { return value }
    guard scale != 1 else { return value.rounded() }
    let whole = value.rounded(.down)
    return whole + ((value - whole) * scale).rounded() / scale
  }

  /// An offset outside the range of `inset` moves into it (`_adjustContentOffsetIfNecessary`): always, even under the
  /// finger, unless ``skipsContentOffsetAdjustmentsIfScrolling`` is set, when past the leading edge while the content
  /// scrolls (a finger, a deceleration, an animated move) the rubber band stays. `always`: the offset is set even where it is
  /// (`setContentOffset:` is called whatever was computed).
  private func clampAtRest(to inset: UIEdgeInsets, always: Bool = false) {
    let scrolling =
      skipsContentOffsetAdjustmentsIfScrolling && (touch.isTouching || touch.isDecelerating || touch.animation != nil)
    let range = restingRange(for: inset)
    func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
      if value > high { return high }
      return value < low && !scrolling ? low : value
    }
    let target = CGPoint(
      x: clamp(contentOffset.x, range.min.x, range.max.x), y: clamp(contentOffset.y, range.min.y, range.max.y))
    if always || target != contentOffset { contentOffset = target }
  }
}
