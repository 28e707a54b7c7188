// Views: the tree, geometry, the window, gesture recognizers. Part of the UIKit double.

// https://developer.apple.com/documentation/uikit/uiview
/// A view.
///
/// - The tree: `addSubview(_:)` "establishes a strong reference to view and sets its next responder to the
///   receiver"; a view with another superview is removed from it first. Each move calls, in this order,
///   `willMove(toSuperview:)`, `willMove(toWindow:)` (when the window changes, down the moved subtree),
///   `didMoveToWindow()` (likewise, parent first), `didMoveToSuperview()`; the superview hears `didAddSubview(_:)`
///   or `willRemoveSubview(_:)`. The order is what UIKit shows in practice, not stated by Apple.
///   UIView's own four move methods do nothing (Apple's documentation of each), unless an app or an SDK swapped their
///   implementations (`swappedLifecycle`), which only a subclass that calls `super` runs.
/// - Geometry: `frame` is `center` and `bounds.size` (a transform is not applied to it: set frames before turning a
///   view), and setting it reports no `bounds` (see `frame`); a subview's origin is in its superview's bounds, so a
///   scroll view's `bounds.origin` (its offset) moves its subviews; `convert(_:to:)` follows the chain through the
///   window.
/// - `isHidden`, `alpha`, `tintColor` (inherited from the superview when not set, as UIKit's getter does),
///   `semanticContentAttribute` and `effectiveUserInterfaceLayoutDirection`.
@MainActor open class UIView: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiview/layer
  public let layer: CALayer
  // https://developer.apple.com/documentation/uikit/uiview/subviews
  open private(set) var subviews: [UIView] = []
  // https://developer.apple.com/documentation/uikit/uiview/superview
  open private(set) weak var superview: UIView?
  /// The controller whose root view this is, for the responder chain.
  weak var viewController: UIViewController?
  var storedBounds: CGRect = .zero
  var storedCenter: CGPoint = .zero
  var storedTintColor: UIColor?
  var needsLayout = true
  var storedSafeAreaInsets = UIEdgeInsets.zero
  var lastTraitCollection: UITraitCollection?
  /// The view's `registerForTraitChanges(_:handler:)` registrations.
  var traitChangeRegistrations: [TraitChangeRegistration] = []
  /// How many times `layoutSubviews()` ran: a test's view of layout passes.
  public private(set) var layoutCount = 0

  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) {
    layer = CALayer()
    layer.isViewBacking = true
    super.init()
    storedBounds = CGRect(origin: .zero, size: frame.size)
    storedCenter = CGPoint(x: frame.midX, y: frame.midY)
  }

  public convenience override init() { self.init(frame: .zero) }

  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) {
    layer = CALayer()
    super.init()
  }

  open override var next: UIResponder? { viewController ?? superview }

  // MARK: - Geometry

  // https://developer.apple.com/documentation/uikit/uiview/frame
  /// Sets the center and the bounds' size without going through the `bounds` setter: key-value observers of
  /// `bounds` hear nothing. `-[UIScrollView setFrame:]` calls super's `setFrame:` and then adjusts the offset, with no
  /// call of `setBounds:` (iOS 26.1 decompile); that `-[UIView setFrame:]` itself does not call `setBounds:` is
  /// assumed (it sets the layer's frame, and the automatic report of `bounds` comes only from its own setter,
  /// "Key-Value Observing Programming Guide", Automatic Change Notification; its body was not read). A change of size asks for a
  /// layout pass, as the bounds' does. A rotation, a sheet's detent or a split view's resize sets a root view's frame.
  open var frame: CGRect {
    get {
      CGRect(
        x: storedCenter.x - storedBounds.width / 2, y: storedCenter.y - storedBounds.height / 2,
        width: storedBounds.width, height: storedBounds.height)
    }
    set {
      let old = frame
      if newValue.size != storedBounds.size {
        storedBounds.size = newValue.size
        UIView.recordAnimatedChange("bounds", of: self)
        setNeedsLayout()
      }
      storedCenter = CGPoint(x: newValue.midX, y: newValue.midY)
      frameDidChange(from: old)
      if frame != old { KeyValueObservers.didChange(self, "frame", old: old, new: frame) }
    }
  }

  /// Called inside the `frame` setter, whatever the value, before its observers hear of it: a scroll view adjusts
  /// its offset there (`-[UIScrollView setFrame:]`).
  func frameDidChange(from old: CGRect) {}

  // https://developer.apple.com/documentation/uikit/uiview/bounds
  /// A change of size asks for a layout pass (UIKit lays a view out when its bounds' size changes).
  open var bounds: CGRect {
    get { storedBounds }
    set {
      let old = storedBounds
      storedBounds = newValue
      if old != newValue { UIView.recordAnimatedChange("bounds", of: self) }
      if old.size != newValue.size { setNeedsLayout() }
      if old != newValue { boundsDidChange(from: old) }
      KeyValueObservers.didChange(self, "bounds", old: old, new: newValue)
    }
  }

  /// Called inside the `bounds` setter, before its observers hear of it: a scroll view updates what depends on it.
  func boundsDidChange(from old: CGRect) {}

  // https://developer.apple.com/documentation/uikit/uiview/center
  /// The animatable properties (`center`, `bounds`, `transform`, `alpha`, `backgroundColor`) record a change made
  /// inside an animation block, so that a block that changes none of them completes at once.
  open var center: CGPoint {
    get { storedCenter }
    set {
      if newValue != storedCenter { UIView.recordAnimatedChange("center", of: self) }
      storedCenter = newValue
    }
  }

  // https://developer.apple.com/documentation/uikit/uiview/transform
  open var transform: CGAffineTransform = .identity {
    didSet { if transform != oldValue { UIView.recordAnimatedChange("transform", of: self) } }
  }
  // https://developer.apple.com/documentation/uikit/uiview/ishidden
  open var isHidden = false
  // https://developer.apple.com/documentation/uikit/uiview/alpha
  open var alpha: CGFloat = 1 { didSet { if alpha != oldValue { UIView.recordAnimatedChange("alpha", of: self) } } }
  // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
  open var backgroundColor: UIColor? {
    didSet { if backgroundColor !== oldValue { UIView.recordAnimatedChange("backgroundColor", of: self) } }
  }
  // https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.property
  open var contentMode: UIView.ContentMode = .scaleToFill
  // https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
  open var isUserInteractionEnabled = true

  // https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum
  public enum ContentMode: Int {
    case scaleToFill, scaleAspectFit, scaleAspectFill
  }

  // https://developer.apple.com/documentation/uikit/uiview/tintcolor
  /// The view's tint, or its superview's when it has none of its own, or the system's blue at the root.
  open var tintColor: UIColor! {
    get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
    set { storedTintColor = newValue }
  }

  // https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

  // https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
  /// Right to left when the attribute forces it, left to right when it forces that or for playback and spatial
  /// controls, and otherwise the trait collection's direction ("the layout direction … taking into account the
  /// semantic content attribute").
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceRightToLeft: return .rightToLeft
    case .forceLeftToRight, .playback, .spatial: return .leftToRight
    case .unspecified: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }

  // https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
  open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
  // https://developer.apple.com/documentation/uikit/uiview/nointrinsicmetric
  public static let noIntrinsicMetric: CGFloat = -1
  // https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)
  /// "The default implementation of this method returns the existing size of the view."
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  // https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6dv2k
  /// `rect` in this view's bounds, in `view`'s (the window's when nil).
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    let inWindow = rect.offsetBy(dx: originInWindow.x, dy: originInWindow.y)
    guard let view else { return inWindow }
    return inWindow.offsetBy(dx: -view.originInWindow.x, dy: -view.originInWindow.y)
  }

  /// Where this view's bounds' origin is, in the coordinates of the root of its tree (the window).
  var originInWindow: CGPoint {
    guard let superview else { return CGPoint(x: -bounds.minX, y: -bounds.minY) }
    let parent = superview.originInWindow
    return CGPoint(x: parent.x + frame.minX - bounds.minX, y: parent.y + frame.minY - bounds.minY)
  }

  // MARK: - Layout, safe area, traits (UIView+Layout.swift has the passes)

  // https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
  /// Marks the view for the next layout pass: the window's pass at the end of the frame (the Core Animation commit
  /// of the run loop's turn), or `layoutIfNeeded()`. A view in no window is laid out once it is in one.
  open func setNeedsLayout() { needsLayout = true }

  // https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
  /// Lays out, now, this view and every view under it that needs it, each before its subviews.
  open func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutCount += 1
      layoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }

  // https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
  /// The default does nothing (no constraints or autoresizing are modelled).
  open func layoutSubviews() {}

  // https://developer.apple.com/documentation/uikit/uiview/safeareainsets
  /// The part of the view that the window's safe area (its bars, the notch, the home indicator) covers: each edge is
  /// how far the window's inset on that side reaches into the view, computed from the view's frame in the window.
  /// UIKit updates it in the layout pass and calls `safeAreaInsetsDidChange()` when it changed.
  open var safeAreaInsets: UIEdgeInsets { storedSafeAreaInsets }

  // https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange()
  open func safeAreaInsetsDidChange() {}

  // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
  /// The window's traits; a view outside a window has `UITraitCollection()`, its style and contrast unspecified, as
  /// UIKit gives a view in no window (it resolves a dynamic colour as light).
  open var traitCollection: UITraitCollection { window?.windowTraits ?? UITraitCollection() }

  // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // MARK: - The tree

  // https://developer.apple.com/documentation/uikit/uiview/window
  open var window: UIWindow? { superview?.window }

  // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

  // https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
  /// Inserts `view` at `index` of `subviews` (0 is the back); an index past the end appends.
  open func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self else { return }
    let oldWindow = view.window
    let newWindow = window
    view.willMove(toSuperview: self)
    if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
    if let old = view.superview {
      old.willRemoveSubview(view)
      old.subviews.removeAll { $0 === view }
    }
    view.superview = self
    subviews.insert(view, at: max(0, min(index, subviews.count)))
    if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
    view.didMoveToSuperview()
    didAddSubview(view)
    view.setNeedsLayout()
    setNeedsLayout()
  }

  // https://developer.apple.com/documentation/uikit/uiview/bringsubviewtofront(_:)
  open func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }

  // https://developer.apple.com/documentation/uikit/uiview/sendsubviewtoback(_:)
  open func sendSubviewToBack(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
  }

  // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  open func removeFromSuperview() {
    guard let old = superview else { return }
    let oldWindow = window
    willMove(toSuperview: nil)
    if oldWindow != nil { propagateWillMove(toWindow: nil) }
    old.willRemoveSubview(self)
    old.subviews.removeAll { $0 === self }
    superview = nil
    if oldWindow != nil { propagateDidMoveToWindow() }
    didMoveToSuperview()
  }

  /// Whether hit-testing reaches this view: it and every view above it are shown, opaque enough and take touches.
  public var takesTouches: Bool {
    var current: UIView? = self
    while let view = current {
      guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled else { return false }
      current = view.superview
    }
    return true
  }

  // https://developer.apple.com/documentation/uikit/uiview/isdescendant(of:)
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let node = current {
      if node === view { return true }
      current = node.superview
    }
    return false
  }

  private func propagateWillMove(toWindow newWindow: UIWindow?) {
    willMove(toWindow: newWindow)
    for subview in subviews { subview.propagateWillMove(toWindow: newWindow) }
  }

  private func propagateDidMoveToWindow() {
    if window != nil { setNeedsLayout() }
    didMoveToWindow()
    updateTraitCollection()
    for subview in subviews { subview.propagateDidMoveToWindow() }
    didMoveSubtreeToWindow()
  }

  /// Called once the view and its subviews heard `didMoveToWindow()`: where a scroll view's
  /// `_didMoveFromWindow:toWindow:` continues after super's.
  func didMoveSubtreeToWindow() {}

  /// A lifecycle method of UIView's own, by name, for ``swappedLifecycle``.
  public enum LifecycleCall: Equatable, Sendable {
    case willMoveToSuperview, didMoveToSuperview, willMoveToWindow, didMoveToWindow
  }

  /// What an app or an SDK put in place of UIView's own lifecycle methods: the Objective-C runtime lets any code swap
  /// a class's implementations (`method_exchangeImplementations`), and view-tracking, analytics and layout-debugging
  /// SDKs swap these four on UIView. The swapped-in code runs for a subclass's view only when the subclass calls
  /// `super`; UIView's own implementations then do nothing more (Apple's documentation of each: "The default
  /// implementation of this method does nothing").
  public static var swappedLifecycle: ((UIView, LifecycleCall) -> Void)?

  // https://developer.apple.com/documentation/uikit/uiview/willmove(tosuperview:)
  open func willMove(toSuperview newSuperview: UIView?) { Self.swappedLifecycle?(self, .willMoveToSuperview) }
  // https://developer.apple.com/documentation/uikit/uiview/didmovetosuperview()
  open func didMoveToSuperview() { Self.swappedLifecycle?(self, .didMoveToSuperview) }
  // https://developer.apple.com/documentation/uikit/uiview/willmove(towindow:)
  open func willMove(toWindow newWindow: UIWindow?) { Self.swappedLifecycle?(self, .willMoveToWindow) }
  // https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
  open func didMoveToWindow() { Self.swappedLifecycle?(self, .didMoveToWindow) }
  // https://developer.apple.com/documentation/uikit/uiview/didaddsubview(_:)
  open func didAddSubview(_ subview: UIView) {}
  // https://developer.apple.com/documentation/uikit/uiview/willremovesubview(_:)
  open func willRemoveSubview(_ subview: UIView) {}

  // MARK: - Gesture recognizers

  // https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers
  open private(set) var gestureRecognizers: [UIGestureRecognizer]?

  // https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
  open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
    recognizer.view = self
  }

  // https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)
  open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    gestureRecognizers?.removeAll { $0 === recognizer }
    recognizer.view = nil
  }

  /// A finger taps the view: each enabled tap recognizer on it recognizes and sends its actions. Returns whether
  /// one did. A view in no window gets none, and neither does one that hit-testing skips: `hitTest(_:with:)` "ignores
  /// view objects that are hidden, that have disabled user interactions, or have an alpha level less than 0.01", and
  /// everything inside them.
  @discardableResult public func simulateTap() -> Bool {
    guard window != nil, takesTouches else { return false }
    let taps = (gestureRecognizers ?? []).compactMap { $0 as? UITapGestureRecognizer }.filter(\.isEnabled)
    for recognizer in taps { recognizer.recognize() }
    return !taps.isEmpty
  }
}

// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute
public enum UISemanticContentAttribute: Int, @unchecked Sendable {
  case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}

// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
public enum UIUserInterfaceLayoutDirection: Int, @unchecked Sendable {
  case leftToRight = 0, rightToLeft
}
