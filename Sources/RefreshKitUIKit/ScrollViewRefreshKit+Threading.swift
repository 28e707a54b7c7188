#if canImport(UIKit)
  import Foundation
  @_spi(Hosting) import RefreshKit
  import UIKit

  /// The key-value observation of the scroll view: each report is carried to the main thread.
  extension ScrollViewRefreshKit {
    /// Observes `scrollView`'s `contentOffset`, `contentSize`, `contentInset`, `contentInsetAdjustmentBehavior`,
    /// `bounds` and its pan gesture's `state`. Not `adjustedContentInset`: UIKit never reports it by key-value
    /// observing (computed in its getter, no setter); every scroll report reads it afresh (`reportScroll()`). UIKit
    /// reports a scroll from inside every `contentInset` write and every change of size or frame
    /// (`_adjustContentOffsetIfNecessary` sets the offset, the same value too); a safe-area change at rest reports
    /// one when it moves the offset (a bar at the top: assumed, see the UIKit article's checklist), and a change of
    /// the bottom edge alone may report none until the next scroll.
    ///
    /// KVO calls each handler on the thread that made the change: on the main thread the report runs at once; from any
    /// other (an app that calls `reloadData()` on a URLSession queue) `HostThread` reports it through
    /// `RefreshDiagnostics` and runs it on the main queue, reading the scroll view there. Nothing traps.
    func observe(_ scrollView: UIScrollView) -> [NSKeyValueObservation] {
      // The handlers are `@Sendable`: each captures the main-actor-isolated (so Sendable) `self` weakly.
      [
        scrollView.observe(\.contentOffset, options: [.new]) { [weak self] _, _ in
          HostThread.deliverOnMainQueue("UIScrollView.contentOffset") { self?.reportScroll() }
        },
        scrollView.observe(\.contentSize, options: [.new]) { [weak self] _, _ in
          HostThread.deliverOnMainQueue("UIScrollView.contentSize") { self?.reportGeometry() }
        },
        // Not redundant with the scroll reports: the offset UIKit sets inside an inset write comes before the inset is
        // adjusted, so a scroll report reads the old adjusted inset, and whether UIKit reports `adjustedContentInset`
        // by key-value observing is not documented.
        scrollView.observe(\.contentInset, options: [.new]) { [weak self] _, _ in
          HostThread.deliverOnMainQueue("UIScrollView.contentInset") { self?.reportGeometry() }
        },
        scrollView.observe(\.contentInsetAdjustmentBehavior, options: [.new]) { [weak self] _, _ in
          HostThread.deliverOnMainQueue("UIScrollView.contentInsetAdjustmentBehavior") { self?.reportGeometry() }
        },
        // The bounds' origin is the offset: UIKit sets the bounds inside `setContentOffset`, before the KVO of
        // `contentOffset`, and clamps the offset inside a `contentInset` write, before the KVO of the inset. Only the
        // scroll is reported from here (`reportScroll()` reports the geometry too when the size changed, an app's
        // `bounds` write, unless an inset write is under way; a new `frame`, as rotation sets it, reports no
        // `bounds`): the inset is heard from its own KVO once UIKit's setter is done, so the adapter never writes
        // back from inside UIKit's clamp.
        scrollView.observe(\.bounds, options: [.new]) { [weak self] _, _ in
          HostThread.deliverOnMainQueue("UIScrollView.bounds") { self?.reportScroll() }
        },
        scrollView.panGestureRecognizer.observe(\.state, options: [.new]) { [weak self] _, _ in
          HostThread.deliverOnMainQueue("UIPanGestureRecognizer.state") { self?.reportPan() }
        },
      ]
    }
  }
#endif
