// The scroll view's geometry: offset, size, insets and their observation. Part of the UIKit double.

// https://developer.apple.com/documentation/uikit/uiscrollview
/// A scroll view whose properties change and report as UIKit's do.
///
/// - Observers hear every write of an observed property, also of an equal value: Foundation's automatic change
///   notification is sent by the setter, whatever the value ("Key-Value Observing Programming Guide", Automatic
///   Change Notification).
/// - `contentOffset` is `bounds.origin`: setting it sets the bounds (key-value observers of `bounds` hear it) and
///   then reports `contentOffset`, both before the setter returns; the scroll view is marked for layout (UIKit lays
///   a scroll view out as it scrolls).
/// - `adjustedContentInset` is `contentInset` plus the safe area as `contentInsetAdjustmentBehavior` says:
///   `.never` adds none, `.always` all of it, `.scrollableAxes` an axis's share only on an axis that scrolls (its
///   content is larger than the bounds, or `alwaysBounce…` is set), and `.automatic` as `.scrollableAxes` except that
///   the top and bottom are always adjusted when ``isContentViewOfBarController`` ("Content is always adjusted
///   vertically when the scroll view is the content view of a view controller that is currently displayed by a
///   navigation or tab bar controller"). When it changes the scroll view calls `adjustedContentInsetDidChange()` and
///   reports it by key-value observing unless ``reportsAdjustedContentInsetByKeyValue`` is false (Apple documents
///   the method and the delegate call, not the KVO; the property has no setter; not settled from the decompile).
/// - A `contentInset` write of the value the scroll view has reports only itself (`-[UIScrollView setContentInset:]`
///   returns early on an equal inset, as issue 53's audit of the decompile read it; the key-value report is Foundation's automatic one, sent whatever the value).
///   Any other value reports, in this order: the offset, through `setContentOffset:` (`_adjustContentOffsetIfNecessary`),
///   even when it stays where it was, so that a same-value `contentOffset` report (and `bounds`) comes from inside
///   every inset write; clamped into the new range at rest (no finger, no deceleration, no animated move); then
///   `adjustedContentInset` when it changed (`adjustedContentInsetDidChange`); then `contentInset` itself, as the
///   automatic notification follows the setter's body. A write from inside one of these reports nests.
/// - Offsets lie on the screen's pixel grid (`-[UIScrollView setContentOffset:]`, as issue 53's audit read it; the
///   scroll view keeps the screen's scale as its `_accuracy` from `initWithFrame:`, read here): a written offset is rounded to 1/scale, UIKit's way (the whole
///   points, then the fraction's pixels rounded half away from zero), and so are the smallest and largest resting
///   offsets (`_beginTrackingWithEvent:` and `_maximumContentPoint` round `contentSize` plus the inset before the
///   bounds' size is taken off). Content 2000.1 pt high ends on 2000 pt on a 3× screen. The scale is the window's;
///   outside a window the main screen's, 3× here (assumed: the devices the tests stand for).
/// - Where UIKit clamps the offset into the resting range (`_adjustContentOffsetIfNecessary`): on an inset write, a
///   `contentSize` change, a change of the bounds' size (`setBounds:`, and so `frame`) and of `alwaysBounce…`
///   (`setAlwaysBounceVertical:`, `setAlwaysBounceHorizontal:`); always, except an offset past the leading edge while
///   the content scrolls. Past the trailing edge it snaps even under the finger, reported as a tracking scroll.
/// - A safe area that changes at rest moves the offset by what its applied leading edges changed (see
///   `updateAdjustedContentInset`), before `adjustedContentInset` is reported; the scroll view's subviews hear the
///   safe area only on the edges it does not apply to its inset (`_edgesPropagatingSafeAreaInsetsToSubviews`).
/// - `contentSize` clamps (above), then reports itself: the automatic report follows the setter's body.
/// - `setContentOffset(_:animated:)` stops a deceleration or an animated move; animated, it does nothing for the
///   pixel the content is on, and it is immediate in no window; leaving the window stops scrolling and ends the
///   scroll view's animations unfinished (see each method). The `refreshControl` setter switches
///   `alwaysBounceVertical` on. `isDragging` becomes true after the pan's `.began` report (`UIScrollView+Finger.swift`).
///   A finger or a deceleration runs the main run loop's tracking mode (`FrameClock.isTracking`).
/// - Two writers that set `contentInset` back from each other's reports loop inside UIKit's setters for ever: a hang
///   on a device (KafkaRefresh#76, MJRefresh#1612). The double stops after ``maximumNestedInsetWrites`` nested
///   writes and counts it in ``insetWriteLoops`` instead of hanging the test.
@MainActor open class UIScrollView: UIView {
  private var storedContentInset = UIEdgeInsets.zero
  private var storedAdjustedInset = UIEdgeInsets.zero
  private var nestedInsetWrites = 0
  /// How deep writes of `contentInset` from inside its own reports may nest before the double takes it for a loop.
  public static let maximumNestedInsetWrites = 64
  /// How many write loops were cut (a hang on a device).
  public private(set) var insetWriteLoops = 0
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
      var bounds = self.bounds
      bounds.origin = newValue
      self.bounds = bounds
      setNeedsLayout()
      if old != newValue { UIView.recordAnimatedChange("contentOffset", of: self) }
      KeyValueObservers.didChange(self, "contentOffset", old: old, new: newValue)
    }
  }

  // https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
  /// Stops a deceleration or an animated move first (`-[UIScrollView setContentOffset:animated:]` stops scrolling,
  /// with no report of its own). Not animated, or in no window (nothing would draw the frames): the offset at once.
  /// Animated: nothing when the target, rounded to the pixel, is where the content is; otherwise over the next 0.3 s
  /// of frames, eased out, each frame's offset reported; neither tracking nor decelerating; a touch stops it where it
  /// is.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    stopScrolling()
    guard animated, window != nil else { return self.contentOffset = contentOffset }
    let target = CGPoint(x: roundedToPixel(contentOffset.x), y: roundedToPixel(contentOffset.y))
    guard target != self.contentOffset else { return }
    touch.animation = (from: self.contentOffset, to: target, elapsed: 0)
    FrameClock.startMoving(self)
  }

  /// A deceleration, a bounce or an animated move stops where the content is, with no report.
  func stopScrolling() {
    touch.isDecelerating = false
    touch.velocity = .zero
    touch.animation = nil
  }

  /// Leaving the window stops scrolling (`-[UIScrollView willMoveToWindow:]` stops scrolling when the new window is
  /// nil, as issue 53's audit of the decompile read it): a list taken off screen mid-fling is at rest when shown again.
  open override func willMove(toWindow newWindow: UIWindow?) {
    super.willMove(toWindow: newWindow)
    if newWindow == nil {
      stopScrolling()
      UIView.interruptAnimations(of: self)
    }
  }

  // https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
  open var contentSize: CGSize {
    get { storedContentSize }
    set {
      let old = storedContentSize
      storedContentSize = newValue
      // The clamp runs in the setter's body; the automatic key-value report follows it.
      updateAdjustedContentInset()
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
  open var adjustedContentInset: UIEdgeInsets { storedAdjustedInset }

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
    didSet { if alwaysBounceVertical != oldValue { updateAdjustedContentInset() } }
  }
  // https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncehorizontal
  open var alwaysBounceHorizontal = false {
    didSet { if alwaysBounceHorizontal != oldValue { updateAdjustedContentInset() } }
  }
  // https://developer.apple.com/documentation/uikit/uiscrollview/bounces
  open var bounces = true

  // https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol
  open var refreshControl: UIRefreshControl? {
    didSet {
      guard refreshControl !== oldValue else { return }
      oldValue?.removeFromSuperview()
      // `-[UIScrollView setRefreshControl:]` switches vertical bouncing on, so that a short list can be pulled (as
      // issue 53's audit of the decompile read it).
      if let refreshControl {
        insertSubview(refreshControl, at: 0)
        alwaysBounceVertical = true
      }
      KeyValueObservers.didChange(self, "refreshControl", old: oldValue, new: refreshControl)
    }
  }

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
    if old.size != bounds.size { updateAdjustedContentInset() }
  }

  /// Whether the content scrolls on an axis: larger than the bounds less the insets, or always bouncing.
  func scrolls(vertically: Bool, inset: UIEdgeInsets) -> Bool {
    if vertically {
      return alwaysBounceVertical || contentSize.height + inset.top + inset.bottom > bounds.height
    }
    return alwaysBounceHorizontal || contentSize.width + inset.left + inset.right > bounds.width
  }

  /// The edges whose safe area `adjustedContentInset` includes (`_edgesApplyingSafeAreaInsetsToContentInset`), by
  /// axis: top and bottom, left and right.
  var edgesApplyingSafeArea: (vertical: Bool, horizontal: Bool) {
    let inset = storedContentInset
    switch contentInsetAdjustmentBehavior {
    case .never: return (false, false)
    case .always: return (true, true)
    case .scrollableAxes, .automatic:
      let vertical = scrolls(vertically: true, inset: inset)
      let horizontal = scrolls(vertically: false, inset: inset)
      return (vertical || (contentInsetAdjustmentBehavior == .automatic && isContentViewOfBarController), horizontal)
    }
  }

  /// Whether `adjustedContentInset` is reported to key-value observers when it changes. Apple documents
  /// `adjustedContentInsetDidChange()` and the delegate's `scrollViewDidChangeAdjustedContentInset(_:)`, not a
  /// key-value report, and the property has no setter whose automatic notification would send one; whether UIKit
  /// sends one by hand was not settled from the decompile (issue 53, item 4). True by default (what the layer's
  /// tests long assumed); a test sets it false to show the layer follows the inset without it.
  public static var reportsAdjustedContentInsetByKeyValue = true

  /// Recomputes `adjustedContentInset`; clamps a resting offset (`adjustingOffset`: through `setContentOffset:`
  /// whether it moves or not, as an inset write does); when it changed, tells the subclass, and reports.
  func updateAdjustedContentInset(adjustingOffset: Bool = false, followingSafeArea: Bool = false) {
    let safe = safeAreaInsets
    let inset = storedContentInset
    let (vertical, horizontal) = edgesApplyingSafeArea
    let adjusted = UIEdgeInsets(
      top: inset.top + (vertical ? safe.top : 0), left: inset.left + (horizontal ? safe.left : 0),
      bottom: inset.bottom + (vertical ? safe.bottom : 0), right: inset.right + (horizontal ? safe.right : 0))
    // A safe area that changes at rest moves the offset by what its leading edges changed, so that the content keeps
    // its place below the bars (`_updateForChangedEdgesConvertingSafeAreaToContentInsetWithOldSystemContentInset:…
    // adjustContentOffsetIfNecessary:`, the overlay-inset adjustment); a bar that appears over a list at its top
    // pushes the list down. Assumed: at rest only, and by the whole change wherever the list is scrolled.
    let moved = (top: adjusted.top - storedAdjustedInset.top, left: adjusted.left - storedAdjustedInset.left)
    if followingSafeArea, moved != (0, 0), !touch.isTouching, !touch.isDecelerating, touch.animation == nil {
      contentOffset = CGPoint(x: contentOffset.x - moved.left, y: contentOffset.y - moved.top)
    }
    clampAtRest(to: adjusted, always: adjustingOffset)
    guard adjusted != storedAdjustedInset else { return }
    let old = storedAdjustedInset
    storedAdjustedInset = adjusted
    adjustedContentInsetDidChange()
    guard Self.reportsAdjustedContentInsetByKeyValue else { return }
    KeyValueObservers.didChange(self, "adjustedContentInset", old: old, new: adjusted)
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

  /// An offset outside the range of `inset` moves into it (`_adjustContentOffsetIfNecessary`): always, except past the
  /// leading edge while the content scrolls (a finger, a deceleration, an animated move), where the rubber band
  /// stays; past the trailing edge it snaps even under the finger. `always`: the offset is set even where it is
  /// (`setContentOffset:` is called whatever was computed).
  private func clampAtRest(to inset: UIEdgeInsets, always: Bool = false) {
    let scrolling = touch.isTouching || touch.isDecelerating || touch.animation != nil
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

// https://developer.apple.com/documentation/uikit/uitableview
/// A table view: a scroll view that bounces vertically whatever its content (seen on devices and in peers' code;
/// Apple's reference does not state the default).
@MainActor open class UITableView: UIScrollView {
  // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
  public enum Style: Int {
    case plain, grouped, insetGrouped
  }
  public let style: Style

  // https://developer.apple.com/documentation/uikit/uitableview/backgroundview
  /// "A table view's background view is automatically resized to match the size of the table view. This view is
  /// placed as a subview of the table view behind all cells, header views, and footer views": at index 0.
  open var backgroundView: UIView? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
    }
  }

  // https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    alwaysBounceVertical = true
  }

  public required init?(coder: NSCoder) { nil }

  // https://developer.apple.com/documentation/uikit/uitableview/estimatedrowheight
  open var estimatedRowHeight: CGFloat = 0

  /// Rows laid out for the first time while the list scrolls, with an estimated row height: their real height
  /// changes `contentSize` by `change` in the middle of the scroll, and when they lie above the visible area the
  /// table moves the offset by as much, so that the rows in view stay put ("Estimating the height of a table's
  /// scrolling area": "the table view … adjusts the content offset"; reported as a scroll, tracking or decelerating
  /// as the list is). A test calls it between frames of a drag or a fling.
  public func layOutRowsMeasuredWhileScrolling(change: CGFloat, aboveVisibleArea: Bool) {
    guard estimatedRowHeight > 0 else { return }
    contentSize.height += change
    if aboveVisibleArea { contentOffset.y += change }
  }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@MainActor open class UICollectionViewLayout: NSObject {
  public override init() { super.init() }

  // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/flipshorizontallyinoppositelayoutdirection
  /// "The default value of this property is false": a custom layout's items stay where it puts them in a
  /// right-to-left layout unless it says they flip.
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {}

// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
/// Only its class: the layer asks whether a collection view's layout is one (assumed, from UIKit's flow and
/// compositional layouts, which place their items from the right in a right-to-left layout themselves, with no
/// override of `flipsHorizontallyInOppositeLayoutDirection`: UIKitCore's `UICollectionViewFlowLayout` and
/// `UICollectionViewCompositionalLayout`, iOS 26.1).
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {}

// https://developer.apple.com/documentation/uikit/uicollectionview
/// A collection view: a scroll view with a layout; it does not bounce content that fits unless told to.
@MainActor open class UICollectionView: UIScrollView {
  public let collectionViewLayout: UICollectionViewLayout

  // https://developer.apple.com/documentation/uikit/uicollectionview/backgroundview
  /// "This view is placed behind all cells and supplementary views": at index 0.
  open var backgroundView: UIView? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
    }
  }

  // https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) { nil }
}
