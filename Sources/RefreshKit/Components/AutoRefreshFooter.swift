import Foundation

/// A footer that loads more as soon as it comes into view while the user scrolls, like an endless feed.
///
/// The footer sits right after the content and is part of it: while attached and visible it holds its height in
/// ``ScrollModel/refreshInset``'s bottom, so that the content can scroll far enough to show it. It loads when:
/// - the user scrolls down (by a drag or the fling after it) until ``triggerAutomaticallyRefreshPercent`` of the
///   footer is in view, or until the content's end is within ``preloadDistance`` of the viewport's bottom;
/// - the drag ends at the bottom edge;
/// - the content is shorter than the viewport and the user drags it up and releases (the footer is in view at rest,
///   so scrolling cannot reveal it: a deliberate drag up is the request);
/// - the user taps it (``tap()``) while idle.
///
/// It loads at most ``autoTriggerTimes`` times per drag, never while the content is pulled down into the header zone,
/// never in ``RefreshState/noMoreData``, and never because the app or the system moved the content.
///
/// ```swift
/// list.refreshFooter = AutoRefreshFooter { feed.loadMore() }
/// // when the page has loaded:
/// list.refreshFooter?.endRefreshing()          // or endRefreshingWithNoMoreData()
/// ```
///
/// ## Subclassing
///
/// Override the hooks of ``RefreshComponent`` to draw it. Subclasses inherit `init(action:)`.
@MainActor open class AutoRefreshFooter: RefreshFooter {
  /// What the footer reads on the scroll path, in one value reached without a dynamic exclusivity check per
  /// property (see `StateCell`).
  private let footerCell: StateCell<AutoRefreshFooterState>

  /// Creates a footer with no action (see ``RefreshComponent/init()``).
  public override init() {
    // Set here, not where declared: a declared first value is a function of its own that an app links and exports
    // (issue 58).
    footerCell = StateCell(AutoRefreshFooterState())
    super.init()
  }

  /// How much of the footer must be in view to load: 1 (the default) is all of it, 0.5 half of it.
  ///
  /// Non-finite values are refused. Ignored while ``preloadDistance`` is set.
  public final var triggerAutomaticallyRefreshPercent: CGFloat {
    get { footerCell.value.triggerAutomaticallyRefreshPercent }
    @inline(never) set {
      guard newValue.isUsable else {
        return RefreshDiagnostics.refuse(
          "\(Self.self).triggerAutomaticallyRefreshPercent", newValue, ScrollModel.notFiniteReason)
      }
      footerCell.value.triggerAutomaticallyRefreshPercent = newValue
      cell.value.quietZone = nil
    }
  }

  /// When set, the footer loads as soon as the content's end is within this many points of the viewport's bottom,
  /// before the footer shows. Negative and non-finite values are refused. Default nil.
  public final var preloadDistance: CGFloat? {
    get { footerCell.value.preloadDistance }
    @inline(never) set {
      if let newValue, !newValue.isUsableNonNegative {
        return RefreshDiagnostics.refuse(
          "\(Self.self).preloadDistance", newValue, "not a finite, non-negative distance")
      }
      footerCell.value.preloadDistance = newValue
      cell.value.quietZone = nil
    }
  }

  /// Sets ``preloadDistance`` so that the footer loads when `itemCount` rows of `rowHeight` points are left below
  /// the viewport: for lists with uniform rows.
  ///
  /// ```swift
  /// footer.preload(itemCount: 5, rowHeight: 44)  // load when 5 rows (220 pt) remain
  /// ```
  ///
  /// - Parameters:
  ///   - itemCount: How many rows may remain; negative counts are refused.
  ///   - rowHeight: The height of a row in points; negative and non-finite values are refused.
  public final func preload(itemCount: Int, rowHeight: CGFloat) {
    guard itemCount >= 0, rowHeight.isUsableNonNegative, CGFloat(itemCount) * rowHeight <= .maximumMagnitude else {
      return RefreshDiagnostics.refuse(
        "\(Self.self).preload(itemCount:rowHeight:)", "(\(itemCount), \(rowHeight))",
        "not a non-negative count and a finite, non-negative height")
    }
    preloadDistance = CGFloat(itemCount) * rowHeight
  }

  /// The most loads one drag (with the fling after it) may start by reaching the end: 1 by default; -1 (as in
  /// MJRefresh) or 0 for no limit. Other negative values are refused.
  public final var autoTriggerTimes: Int {
    get { footerCell.value.autoTriggerTimes }
    @inline(never) set {
      guard newValue >= -1 else {
        return RefreshDiagnostics.refuse("\(Self.self).autoTriggerTimes", newValue, "negative")
      }
      footerCell.value.autoTriggerTimes = newValue
    }
  }

  /// How many loads the current drag has started.
  private(set) var loadsThisDrag: Int {
    get { footerCell.value.loadsThisDrag }
    set { footerCell.value.loadsThisDrag = newValue }
  }

  /// The offset the user's own scrolling last left, so that a release loads only where the user brought the content
  /// (not where the app moved it meanwhile). Moves inside the quiet zone are not noted: a release never loads there,
  /// and the user's first move out of it is noted before a release there can load.
  private final var lastUserOffsetY: CGFloat? {
    get { footerCell.value.lastUserOffsetY }
    set { footerCell.value.lastUserOffsetY = newValue }
  }

  /// Counts drags; a load that failed blocks automatic loads for the rest of the drag it ended in.
  private final var dragSerial: Int {
    get { footerCell.value.dragSerial }
    set { footerCell.value.dragSerial = newValue }
  }
  private final var failedDragSerial: Int? {
    get { footerCell.value.failedDragSerial }
    set { footerCell.value.failedDragSerial = newValue }
  }

  /// Whether the last load failed and the footer waits for a retry: a ``tap()`` or the next drag to the bottom.
  ///
  /// A leaf shows the failure's message and asks for a retry while this is true ("You're offline — tap to retry";
  /// "Load failed — tap to retry" for a failure with no message). It is cleared when a load starts.
  public final var isWaitingForRetry: Bool {
    @inline(never) get {
      if case .failure = lastResult, state == .idle { return true }  // not for a cancelled load
      return false
    }
  }

  override func refreshWillEnd(with result: RefreshResult, ignoresDate: Bool) {
    if case .failure = result { failedDragSerial = dragSerial }
  }

  /// Whether the content, with the footer, fits in the viewport, so that scrolling cannot reveal the footer; false
  /// while the footer is on no scroll view.
  public final var isContentShorterThanViewport: Bool {
    guard let scrollView else { return false }
    return Self.contentFits(in: scrollView)
  }

  private static func contentFits(in host: ScrollModel) -> Bool {
    let inset = host.adjustedContentInset
    return host.contentSize.height + inset.top + inset.bottom <= host.frame.height
  }

  /// A user's tap on the footer: loads when ``RefreshComponent/state`` is ``RefreshState/idle``, whatever the
  /// per-drag budget.
  public final func tap() {
    guard state == .idle, scrollView != nil, !isHidden, !isExcludedByAnotherRefresh else { return }
    startRefreshing(trigger: .tap)
  }

  /// Whether the footer loads by itself when the user scrolls it into view (MJRefresh's `automaticallyRefresh`).
  /// Default true. When false it loads only on ``tap()`` or when a drag is released with the footer in view: a
  /// "tap or pull up to load more" footer.
  public final var isAutomaticallyRefresh: Bool {
    get { footerCell.value.isAutomaticallyRefresh }
    set { footerCell.value.isAutomaticallyRefresh = newValue }
  }

  /// Whether the footer holds its height in ``ScrollModel/refreshInset`` while idle, so that the content can scroll
  /// far enough to show it (MJRefresh's auto footers). Default true. When false it holds it only while loading, as
  /// Infinity's footers do, and loads when the content's end reaches the viewport's bottom (or
  /// comes within ``preloadDistance`` of it).
  public final var holdsInsetWhenIdle: Bool {
    get { footerCell.value.holdsInsetWhenIdle }
    @inline(never) set {
      guard newValue != footerCell.value.holdsInsetWhenIdle else { return }
      footerCell.value.holdsInsetWhenIdle = newValue
      componentGeometryDidChange()
    }
  }

  override func heldInset() -> Insets {
    holdsInsetWhenIdle || currentState == .refreshing ? Insets(bottom: extent) : .zero
  }

  override func layoutFrame(in scrollView: ScrollModel) -> CGRect {
    CGRect(
      x: 0, y: scrollView.contentSize.height + ignoredScrollViewContentInsetBottom, width: scrollView.frame.width,
      height: extent)
  }

  /// The adjusted bottom inset without the footer's own height.
  private final func baseBottomInset(_ scrollView: ScrollModel) -> CGFloat {
    baseInset(in: scrollView).bottom
  }

  override func updateForScroll(in host: ScrollModel, from oldOffset: CGPoint?) {
    guard !isHidden else { return }
    let offset = host.contentOffset.y
    if oldOffset != nil, host.offsetChangeIsFromUser { lastUserOffsetY = offset }
    let contentHeight = host.contentSize.height
    let viewportHeight = host.frame.height
    let baseBottom = baseBottomInset(host)
    let shown = offset + viewportHeight - baseBottom - contentHeight
    // A footer of no height shows `shown / 0`, infinite or NaN, which `setShowProgress(_:)` reads as 0.
    setShowProgress(shown / extent)

    guard let oldOffset, offset > oldOffset.y, currentState == .idle, !Self.contentFits(in: host) else { return }
    guard host.offsetChangeIsFromUser else { return }  // a drag or its fling; never the app or the system
    guard isAutomaticallyRefresh else { return }  // tap or pull up only
    // On a host's pixel grid the content's end rests on a pixel (UIKit rounds it): the threshold is rounded as well.
    guard offset >= (contentHeight + baseBottom + reveal).roundedToPixel(host.pixelScale) - viewportHeight else {
      return
    }
    guard offset >= headerZoneEdge(host) else { return }  // the header zone
    loadAutomatically(.scrolledToEnd)
  }

  /// An assistive technology (VoiceOver, Switch Control) moved its focus to an element of the content: when that
  /// brought the content's end into view (the last row's bottom at the viewport's bottom, or within
  /// ``preloadDistance`` of it), the user reached the end, and an idle footer loads, as for a finger that scrolled
  /// there. VoiceOver scrolls a focused row just into view, never past it, so the footer itself need not show. The
  /// app's own scrolling and content that shrinks move no focus, and load nothing.
  final func assistiveFocusDidMove() {
    guard let host = scrollView, !isHidden, currentState == .idle, isAutomaticallyRefresh, !Self.contentFits(in: host)
    else { return }
    let end = host.contentSize.height + baseBottomInset(host) - host.frame.height - (preloadDistance ?? 0)
    let offset = host.contentOffset.y
    guard offset >= end - Self.focusTolerance, offset >= headerZoneEdge(host), !isExcludedByAnotherRefresh else {
      return
    }
    startRefreshing(trigger: .scrolledToEnd)
  }

  /// How far short of the end a focus may leave the content and still have reached it: half a point, UIKit's rounding.
  private static let focusTolerance: CGFloat = 0.5

  /// At rest, the footer stays so while neither its progress nor an automatic load can start: below the offset at
  /// which it comes into view and below the one at which it loads (whether it loads automatically or not), with a
  /// margin for the rounding of the full update's arithmetic. A change of ``holdsInsetWhenIdle`` changes the refresh
  /// inset, whose event forgets the zone; ``preloadDistance`` and ``triggerAutomaticallyRefreshPercent`` forget it
  /// themselves.
  override func quietZone(in host: ScrollModel) -> QuietZone? {
    guard isAtRest else { return nil }
    let inView = host.contentSize.height + baseBottomInset(host) - host.frame.height
    // On a host's pixel grid the thresholds are rounded, by up to half a pixel down.
    let grid = host.pixelScale > 0 ? 0.5 / host.pixelScale : 0
    return .upTo(min(inView, inView + reveal) - Self.quietMargin - grid, along: .vertical)
  }

  /// How far past the offset at which the footer starts to show the content must be scrolled to load: the share of
  /// the footer ``triggerAutomaticallyRefreshPercent`` asks for, or minus ``preloadDistance`` (a load before it shows).
  private final var reveal: CGFloat {
    if let preloadDistance { return -preloadDistance }
    return holdsInsetWhenIdle ? extent * triggerAutomaticallyRefreshPercent : 0
  }

  /// How far inside the thresholds the quiet zone ends, in points.
  private static let quietMargin: CGFloat = 0.001

  override func panStateDidChange(to panState: PanState, in scrollView: ScrollModel) {
    switch panState {
    case .began:
      loadsThisDrag = 0
      lastUserOffsetY = scrollView.contentOffset.y
      dragSerial += 1
    case .ended where currentState == .idle && scrollView.contentOffset.y == lastUserOffsetY:
      let offset = scrollView.contentOffset.y
      let fits = Self.contentFits(in: scrollView)
      if fits ? offset > headerZoneEdge(scrollView) : offset >= scrollView.maximumContentOffset.y {
        loadAutomatically(.pull)
      }
    default:
      break
    }
  }

  /// The offset above which the content is pulled into the header's zone: the top edge without what the header
  /// holds (the only component that holds a top inset), so that a header that just started refreshing on the same
  /// release does not make it look dragged up.
  private final func headerZoneEdge(_ host: ScrollModel) -> CGFloat {
    0 - (host.contentInset.top + host.safeAreaInsets.top)
  }

  private final func loadAutomatically(_ trigger: RefreshTrigger) {
    guard autoTriggerTimes <= 0 || loadsThisDrag < autoTriggerTimes, !isExcludedByAnotherRefresh else { return }
    guard failedDragSerial != dragSerial else { return }  // no retry loop within the drag that failed
    loadsThisDrag += 1
    startRefreshing(trigger: trigger)
  }
}

/// What an ``AutoRefreshFooter`` stores, forwarded by its properties.
private struct AutoRefreshFooterState {
  var triggerAutomaticallyRefreshPercent: CGFloat = 1
  var preloadDistance: CGFloat?
  var autoTriggerTimes = 1
  var loadsThisDrag = 0
  var lastUserOffsetY: CGFloat?
  var dragSerial = 0
  var failedDragSerial: Int?
  var isAutomaticallyRefresh = true
  var holdsInsetWhenIdle = true
}
