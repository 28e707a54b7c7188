import Foundation

/// A pull-to-refresh header: pull the content down past ``RefreshComponent/willRefreshHeight()`` and release.
///
/// The header sits above the content. While the user drags, ``RefreshComponent/showProgress`` grows from 0 at rest
/// to 1 at the trigger distance, measured from the top inset as it is at that moment (a translucent bar, a large
/// title or the app's inset need no setup), and the state moves between ``RefreshState/idle`` and
/// ``RefreshState/pulling``. Releasing while pulling refreshes: the action runs once, the header holds
/// ``RefreshComponent/refreshingHoldHeight()`` in ``ScrollModel/refreshInset``'s top and the content springs to show
/// it. ``RefreshComponent/endRefreshing()`` returns the hold and the content settles back.
///
/// While refreshing, the hold behaves like a sticky section header: it shrinks as the user scrolls the content up
/// past it and grows back when the content is pulled down again, within `0...refreshingHoldHeight()`; while the
/// content springs back to the top it only grows, so a fling that overshoots the top shows the header again. Rows the
/// app scrolls over the header (`setContentOffset`, `scrollToRow`, VoiceOver's pages) take away what they cover, on
/// the next frame (at once a screenful away), so that no hold hangs a plain table's pinned section headers below the
/// bar; the clamp of an inset write moves it not at all. An offset the app sets short of the top never grows the hold;
/// one that brings the content back to where it rests at the top (a status-bar tap, VoiceOver's page up, a list
/// emptied under the offset) gives the hold back whole and scrolls the header into view, as a pull there does.
///
/// Only a user starts a refresh: offsets set by the app, safe-area and inset changes, content-size changes and the
/// bounce back after a refresh never do.
///
/// ```swift
/// list.refreshHeader = RefreshHeader { feed.reload() }
/// // later, when the feed has loaded:
/// list.refreshHeader?.endRefreshing()
/// ```
///
/// ## Subclassing
///
/// Override the hooks of ``RefreshComponent`` to draw the header, ``RefreshComponent/willRefreshHeight()`` and
/// ``RefreshComponent/refreshingHoldHeight()`` to change its distances. Subclasses inherit `init(action:)`.
@MainActor open class RefreshHeader: RefreshComponent {
  override class var defaultExtent: CGFloat { RefreshConfiguration.defaultScope.configuration.headerHeight }

  /// The header's height as the app set it: ``RefreshConfiguration/headerHeight`` of the defaults when the header was
  /// made (54 unless the app changed it). Negative and non-finite values are refused. The header is never thinner
  /// than its drawn content needs (``RefreshComponent/contentExtent``): at an accessibility text size it grows past
  /// this height, and this property still reads what was set (the value to set again, in `prepare()` or after a
  /// change of the defaults). The height the header has now, MJRefresh's `mj_h`, is ``effectiveHeight``.
  public final var height: CGFloat {
    get { requestedExtent }
    set { setExtent(newValue, member: "height") }
  }

  /// The height the header has now: ``height``, or the taller ``RefreshComponent/contentExtent`` its drawing needs
  /// (at an accessibility text size), as MJRefresh's `mj_h` reads a header view's actual height. The frame, the
  /// default trigger distance and the hold are this tall.
  ///
  /// ```swift
  /// header.height = 54
  /// header.setContentExtent(96)   // what the view measured its text to need (the UIKit layer does it)
  /// header.height               // 54
  /// header.effectiveHeight      // 96
  /// ```
  public final var effectiveHeight: CGFloat { extent }

  /// How far above the content the header sits, past a part of the top inset that belongs to something else (a
  /// banner the app shows above the rows): MJRefresh's `ignoredScrollViewContentInsetTop`. Default 0. Thresholds are
  /// measured from the resting edge, which already includes that inset, so the header arms once it is revealed above
  /// it, and the hold shows it there. Negative and non-finite values are refused.
  public final var ignoredScrollViewContentInsetTop: CGFloat {
    get { ignoredInset }
    set { setIgnoredInset(newValue, member: "ignoredScrollViewContentInsetTop") }
  }

  /// What every frame's redraw reads of the last refresh (the key, the store, the clock), in a cell: no exclusivity
  /// check per read (see `StateCell`). A value replaced leaves the cell before it is released.
  private let headerCell: StateCell<RefreshHeaderState>

  /// Creates a header with no action (see ``RefreshComponent/init()``).
  public override init() {
    // Set here, not where declared: a declared first value is a function of its own that an app links and exports
    // (issue 58).
    let store = RefreshConfiguration.defaultScope.configuration.lastUpdatedStore
    headerCell = StateCell(RefreshHeaderState(lastUpdatedStore: store))
    super.init()
  }

  /// The ``lastUpdatedKey`` of a header whose key the app left alone.
  nonisolated static let defaultLastUpdatedKey = "RefreshHeader"

  /// The key under which the last refresh's date is kept in ``lastUpdatedStore``. Default `"RefreshHeader"`.
  public final var lastUpdatedKey: String {
    get { headerCell.value.lastUpdatedKey }
    @inline(never) set {
      headerCell.value.lastUpdatedKey = newValue
      presentationInputsDidChange()
    }
  }

  /// Where the date of the last refresh is kept: ``RefreshConfiguration/lastUpdatedStore`` of the defaults when the
  /// header was made: ``FileLastUpdatedStore/shared``, a file in the caches directory, unless the app changed it.
  public final var lastUpdatedStore: any LastUpdatedStore {
    get { headerCell.value.lastUpdatedStore }
    @inline(never) set {
      // The old store leaves the cell by a swap and is released after the write, not inside it; a swap rather than
      // `withExtendedLifetime(_:_:)`, whose closure made on the main actor checks its isolation (issue 58).
      var old = newValue
      swap(&old, &headerCell.value.lastUpdatedStore)
      presentationInputsDidChange()
    }
  }

  /// The clock that dates a finished refresh. Defaults to the system's; tests inject a fixed date.
  public final var currentDate: @MainActor () -> Date {
    get { headerCell.value.currentDate }
    @inline(never) set {
      var old = newValue  // released after the write, as the store's (a swap, no closure)
      swap(&old, &headerCell.value.currentDate)
    }
  }

  /// When a refresh of this header's ``lastUpdatedKey`` last ended successfully, or nil if never. It is saved as the
  /// refresh ends, before the hooks and events of that end run.
  public final var lastUpdatedTime: Date? { lastUpdatedStore.date(forKey: lastUpdatedKey) }

  /// Whether ``lastUpdatedStore`` is one of the library's own stores (see `PresentationStamp`).
  final var keepsDateInStockStore: Bool { headerCell.value.keepsDateInStockStore }

  /// The hold while refreshing, as the sticky behaviour left it; nil means the full hold.
  private final var stickyHold: CGFloat?

  override func stateWillChange(from old: RefreshState, to new: RefreshState) {
    guard new == .refreshing || old == .refreshing else { return }
    holdCheckIsDue = false
    // A refresh that starts in place (begun from code far from the top, an expired header in a scrolled list) holds
    // only what the offset shows of the header from its first write: none deep in the rows, so no inset is written.
    stickyHold = nil
    if new == .refreshing, startsInPlace, let geometry = pullGeometry(.top) {
      stickyHold = geometry.pullDistance.clamped(to: 0...holdDistance)
    }
  }

  override func heldInset() -> Insets {
    guard holdsRefreshInset else { return .zero }
    return Insets(top: min(stickyHold ?? holdDistance, holdDistance))
  }

  override var pullEdge: PullEdge? { .top }

  override func updateForScroll(in host: ScrollModel, from oldOffset: CGPoint?) {
    guard !isHidden else { return }
    // Sticky: the hold follows the user's own scrolling (a drag, or the fling after it) within
    // 0...refreshingHoldHeight(). While the content springs back to an edge the hold may only grow: shrinking would
    // chase its own bound, and a fling that overshoots the top still shows the header.
    guard currentState == .refreshing, let oldOffset, let geometry = pullGeometry(.top) else {
      return updatePull(.top, in: host, from: oldOffset)
    }
    if host.offsetChangeIsFromUser {
      let following = geometry.pullDistance.clamped(to: 0...holdDistance)
      setStickyHold(host.isSpringingVertically ? max(stickyHold ?? holdDistance, following) : following)
    } else if host.contentOffset.y < oldOffset.y {
      // Back to the top by code (a status-bar tap, the app's scroll to the top, VoiceOver's page up, a list that
      // shrank under the offset) with part of the hold gone: the hold comes back whole and the header scrolls into
      // view, as a pull there shows it (MJRefresh's inset follows `max(-offsetY, originalTop)`). Only an offset that
      // lands where the content rests at the top: one set past it settles back by itself, with the hold it has.
      if let stickyHold, abs(geometry.pullDistance - stickyHold) <= ScrollModel.edgeTolerance {
        holdWhole()
        host.setContentOffset(PullEdge.top.revealingOffset(in: host), animated: true)
      }
    } else if host.contentOffset.y > oldOffset.y {
      // Rows scrolled over the header by code (the app's `setContentOffset` or `scrollToRow`, VoiceOver's page): a
      // hold there would hang a plain table's pinned section headers below the bar by what the rows cover, so the hold
      // keeps only what still shows, as MJRefresh recomputes its inset from every offset. A screenful away, at once;
      // nearer, on the next frame: a scroll view reports the clamp of an inset write (a layout pass re-applying the
      // app's inset over the hold) before the inset itself, and the adapter puts the hold and the offset back
      // meanwhile, or the top inset change that follows cancels the check (a write of another edge, the keyboard's
      // bottom inset, clamps nothing towards the rows). An offset set towards the header short of the top (a clamp)
      // never grows the hold.
      if geometry.pullDistance < -PullEdge.top.viewportLength(host.frame.size) {
        setStickyHold(0)
      } else {
        holdCheckIsDue = true
      }
    }
    // No pull to follow while refreshing: the progress stays at 1 and no transition starts from here.
  }

  /// Holds `hold`, within `0...refreshingHoldHeight()`. The full hold is kept as nil, so that it follows a hold that
  /// grows meanwhile (a header that grows to fit its text at a larger text size).
  private final func setStickyHold(_ hold: CGFloat) {
    stickyHold = hold < holdDistance ? hold : nil
    syncHeldInset()
  }

  /// Gives the refreshing header its whole hold back (before it scrolls itself into view).
  final func holdWhole() {
    guard currentState == .refreshing, stickyHold != nil else { return }
    setStickyHold(holdDistance)
  }

  /// Rows scrolled over the refreshing header by code: the hold keeps what the offset shows of the header, none when
  /// the rows cover it. It never grows here.
  final func holdWhatTheOffsetShows() {
    guard currentState == .refreshing, let geometry = pullGeometry(.top) else { return }
    setStickyHold(min(stickyHold ?? holdDistance, max(geometry.pullDistance, 0)))
  }

  override func refreshWillEnd(with result: RefreshResult, ignoresDate: Bool) {
    // A successful refresh is stamped before the state changes, so that hooks and event handlers of the end already
    // read the new date. A failed one updated nothing, and an end that ignores the date leaves it: the date stays.
    guard result == .success, !ignoresDate else { return }
    lastUpdatedStore.setDate(currentDate(), forKey: lastUpdatedKey)
  }

  /// Ends the refresh as ``RefreshComponent/endRefreshing(result:)`` does, leaving ``lastUpdatedTime`` as it was when
  /// `ignoreDate` is true: ESPullToRefresh's `stopPullToRefresh(ignoreDate:)`.
  ///
  /// Use it when the refresh brought nothing new (the server answered "not modified", the app served a cache), so
  /// the last-updated line keeps telling when the content last changed. The result is still the one given: it is
  /// announced, shown for ``RefreshComponent/resultDisplayDuration`` and kept in ``RefreshComponent/lastResult``. Only
  /// a successful end stamps the date in any case; ``RefreshResult/cancelled`` also leaves it but is no result at all
  /// (nothing is announced or shown). With a ``RefreshComponent/minimumRefreshingDuration`` the end, and what it leaves
  /// alone, may be deferred.
  ///
  /// ```swift
  /// header.endRefreshing(ignoreDate: true)   // nothing new: "Last updated" stays
  /// ```
  ///
  /// - Parameters:
  ///   - result: How the refresh's work ended; ``RefreshResult/success`` unless given.
  ///   - ignoreDate: Whether to leave the last-updated date as it was.
  ///   - completion: Run once this end has settled, as for ``RefreshComponent/endRefreshing(result:completion:)``;
  ///     nil for none.
  public final func endRefreshing(
    result: RefreshResult = .success, ignoreDate: Bool, completion: (@MainActor () -> Void)? = nil
  ) {
    endRefreshing(result: result, ignoresDate: ignoreDate, completion: completion)
  }

  /// Begins a refresh if the last successful one ended `interval` seconds ago or longer, or never, by
  /// ``currentDate``.
  ///
  /// Call it when a screen appears to refresh stale content, as the dates in ``lastUpdatedStore`` (a
  /// file-backed store keeps them across launches) tell:
  ///
  /// ```swift
  /// header.refreshIfExpired(after: 15 * 60)  // older than 15 minutes: refresh
  /// ```
  ///
  /// - Parameter interval: The age in seconds from which the content counts as expired (at exactly this age it does);
  ///   negative and non-finite values are refused.
  /// - Returns: Whether a refresh began (or will begin on attach).
  @discardableResult
  public final func refreshIfExpired(after interval: TimeInterval) -> Bool {
    guard interval.isUsableDuration else {
      RefreshDiagnostics.refuse(
        "\(Self.self).refreshIfExpired(after:)", interval, "not a finite, non-negative interval")
      return false
    }
    if let last = lastUpdatedTime, currentDate().timeIntervalSince(last) < interval { return false }
    guard state == .idle else { return false }
    begin(trigger: .expired)
    return state == .refreshing || state == .willRefresh
  }
}

/// What a ``RefreshHeader`` reads of its last refresh on every frame, in one value held in a `StateCell`. Plain data
/// and references: nothing here calls out.
private struct RefreshHeaderState {
  var lastUpdatedKey = RefreshHeader.defaultLastUpdatedKey
  var lastUpdatedStore: any LastUpdatedStore {
    didSet { keepsDateInStockStore = Self.isStock(lastUpdatedStore) }
  }
  /// Whether ``lastUpdatedStore`` is one of the library's own stores, whose changes `PresentationStamp` counts: a
  /// frame knows it without loading the store.
  private(set) var keepsDateInStockStore: Bool
  var currentDate: @MainActor () -> Date = { Date() }

  init(lastUpdatedStore: any LastUpdatedStore) {
    self.lastUpdatedStore = lastUpdatedStore
    keepsDateInStockStore = Self.isStock(lastUpdatedStore)
  }

  /// Whether `store` is an ``InMemoryLastUpdatedStore`` or a ``FileLastUpdatedStore``.
  private static func isStock(_ store: any LastUpdatedStore) -> Bool {
    type(of: store) == InMemoryLastUpdatedStore.self || type(of: store) == FileLastUpdatedStore.self
  }
}
