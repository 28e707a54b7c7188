import Foundation
@_spi(Hosting) import RefreshKit
import Testing

/// A scroll view that behaves as `UIScrollView` does, wired to a ``ScrollHostAdapter`` as the UIKit layer wires a
/// real one. It and the UIKit double describe one UIKit: both pass the scripted facts of `Tests/UIKitFacts`
/// (`ScrollViewFactsTests` in each test target), each citing the method of UIKit's decompile it states.
///
/// - Offsets lie on a 3× screen's pixel grid, and so do the resting range's edges (`_roundedProposedContentOffset:`).
/// - A write to `contentInset` changes `adjustedContentInset` (`contentInset + safeAreaInsets`, or `contentInset`
///   alone when `contentInsetAdjustmentBehavior` is `.never`) and reports it synchronously, before the write returns,
///   in UIKit's order: an equal inset reports only itself (`setContentInset:` does nothing for it); another one
///   first clamps the offset into the new range through `setContentOffset:` (`_adjustContentOffsetIfNecessary`),
///   reported even where it stays (the UIKit layer drops that report, as its `reportScroll()` does); then the app's
///   own observers of `contentInset` run; then the geometry (the inset's own report, after the setter). The clamp
///   runs always, even under the finger (UIKit skips it past the leading edge while scrolling only when the private
///   `_skipsContentOffsetAdjustmentsIfScrolling` is set, which it is not by default), and also when `contentSize` or
///   the bounds' size change. A write from inside one of these reports nests, as in UIKit. A change of the safe area or of the adjustment behaviour reports the same way. Assumed: the
///   order in which KVO calls two observers of one key (the fake runs the app's first; the adapter must be right in
///   either order, and the double shuffles them on a seed). `adjustedContentInset` is not reported by KVO (UIKit
///   never does): the geometry goes with the inset's report, as the layer sends it.
/// - Left to the double (the UIKit layer's tests): the adjusted inset per axis (`.scrollableAxes`; here the safe area
///   applies to every edge or to none), the offset a safe-area change moves at rest, UIKit's own deceleration (a fling here moves nothing by itself: a test
///   scripts its offsets, and `setContentOffset` stops it), touches before a pan begins, and animations interrupted.
/// - `contentOffset` set directly, or by `setContentOffset(_:animated: false)`, reports the scroll before it returns;
///   `setContentOffset(_:animated:)` stops a deceleration and does nothing for the pixel the content is on; animated,
///   it reports its offsets over the next frames (0.3 s, ease-out), neither tracking nor decelerating.
/// - The pan gesture reports began / changed / ended / cancelled, and `isTracking` follows it. A touch that is not a
///   drag fails (``tap()``): UIKit's gesture state machine goes `.possible → .failed` ("About the Gesture Recognizer
///   State Machine", `UIGestureRecognizer.State.failed`), and the pan never began.
/// - Inside `UIView.animate(withDuration:animations:completion:)` a property takes its final value at once (KVO and
///   `scrollViewDidScroll(_:)` report it before the call returns); only the drawing moves, and the completion runs
///   when the duration has passed (UIView, "Animating views with block objects"). The animated commands behave so:
///   the final values are reported at once, ``ScrollHostAdapter/hostDidFinishAnimating()`` after the duration.
/// - A finger moves content that fits the bounds only when `alwaysBounceVertical` (`…Horizontal`) is set: both are
///   false by default on `UIScrollView` and `UICollectionView` (UIScrollView, `alwaysBounceVertical`: "If this
///   property is true and bounces is true, vertical dragging is allowed even if the content is smaller than the
///   bounds of the scroll view. The default value is false"). A `UITableView` bounces vertically by default (seen on
///   devices and in peers' code; not stated in Apple's reference).
/// - A view outside a window has no safe area from its bars yet (`UIView.window`: nil until added to a window;
///   `safeAreaInsets` are computed once it is in the window's hierarchy): see ``isInWindow``.
/// - KVO calls its handler on the thread that made the change ("Key-Value Observing Programming Guide"): see
///   ``changeContentSizeOffTheMainThread(to:)``.
/// - Two writers that each set `contentInset` back from the other's KVO loop inside UIKit's setters, for ever: a hang
///   on a device (KafkaRefresh#76, MJRefresh#1612). The fake stops after ``maximumInsetWrites`` writes nested inside
///   one another (the UIKit double's cap, `UIScrollView.maximumNestedInsetWrites`) and records it in
///   ``insetWritesOverflowed`` instead of hanging the test; writes one after another, however many, are no loop.
@MainActor final class FakeUIScrollView {
  let adapter: ScrollHostAdapter
  /// Every command the adapter sent, in order.
  private(set) var commands: [HostCommand] = []
  /// Whether an animated `setContentOffset` runs: false for a replayed trace, whose records carry the frames.
  var performsScrollCommands = true

  /// Whether the offset is put on the pixel grid and clamped into the resting range, as UIKit does: false for a
  /// replayed trace, whose records carry the offsets UIKit reported.
  var clampsOffsetAtRest = true
  /// The app's own observer of `contentInset` (KVO, or a `didSet` of a subclass): it runs before the UIKit layer's
  /// and may write the inset again.
  var appInsetObserver: ((FakeUIScrollView) -> Void)?

  /// `alwaysBounceVertical` and `alwaysBounceHorizontal`: false by default, as on `UIScrollView`.
  private(set) var alwaysBounceVertical = false
  private(set) var alwaysBounceHorizontal = false
  /// The `UIView.animate` blocks under way: the duration each has left.
  private(set) var animations: [TimeInterval] = []
  /// Every animated command's duration, in order.
  private(set) var animatedDurations: [TimeInterval] = []
  /// Whether the view is in a window (`window != nil`): the layer reports each change, once laid out there.
  var isInWindow = true { didSet { if isInWindow != oldValue { adapter.hostDidMoveToWindow(isInWindow) } } }
  /// How deep `contentInset` writes from inside its own reports may nest before the fake takes the writers to loop.
  static let maximumInsetWrites = 64
  private var nestedInsetWrites = 0
  /// Whether more than ``maximumInsetWrites`` writes came: on a device, a hang.
  private(set) var insetWritesOverflowed = false
  /// How many `contentInset` writes the fake performed.
  private(set) var insetWrites = 0

  /// `setBounds:` and `setContentSize:` clamp the offset (`_adjustContentOffsetIfNecessary`) when the size changes.
  var boundsSize: CGSize { didSet { sizeDidChange(boundsSize != oldValue) } }
  var contentSize: CGSize { didSet { sizeDidChange(contentSize != oldValue) } }
  /// What a key-value observer of `contentOffset` ("offset") and `contentInset` ("inset") heard, in order: UIKit's
  /// reports, before the layer drops a scroll report that changes nothing (``takeReports()``).
  private var reports: [String] = []
  /// `contentInset`: written through a setter that reports as UIKit's does, also from inside a report.
  var contentInset: Insets {
    get { storedContentInset }
    set {
      insetWrites += 1
      guard nestedInsetWrites < Self.maximumInsetWrites else {
        insetWritesOverflowed = true
        return
      }
      nestedInsetWrites += 1
      defer { nestedInsetWrites -= 1 }
      let old = storedContentInset
      storedContentInset = newValue
      if let pixelScale {
        // iOS 18 stores the inset rounded to the screen's pixels (KafkaRefresh#76, reported by apps).
        func pixel(_ value: CGFloat) -> CGFloat { (value * pixelScale).rounded() / pixelScale }
        storedContentInset = Insets(
          top: pixel(newValue.top), left: pixel(newValue.left), bottom: pixel(newValue.bottom),
          right: pixel(newValue.right))
      }
      // `-[UIScrollView setContentInset:]` does nothing for an equal inset; the key-value report follows the setter.
      adjustedInsetDidChange(appObserves: true, clamping: storedContentInset != old)
      reports.append("inset")
    }
  }
  var safeAreaInsets = Insets.zero { didSet { adjustedInsetDidChange(appObserves: false, clamping: true) } }
  /// The screen's scale when the scroll view stores `contentInset` rounded to its pixels, as iOS 18 does; nil to keep
  /// the value written.
  var pixelScale: CGFloat?
  /// Whether `adjustedContentInset` includes the safe area: `contentInsetAdjustmentBehavior` other than `.never`.
  var adjustsContentInsetForSafeArea = true {
    didSet { adjustedInsetDidChange(appObserves: false, clamping: true) }
  }
  var adjustedContentInset: Insets { contentInset + (adjustsContentInsetForSafeArea ? safeAreaInsets : .zero) }
  private var storedContentInset = Insets.zero
  private(set) var contentOffset = CGPoint.zero
  private(set) var isTracking = false
  private(set) var isDecelerating = false
  private var animation: (from: CGPoint, to: CGPoint, elapsed: TimeInterval)?

  /// A phone's list (375 × 667 over `contentHeight` of content), its adapter and the command handler.
  init(boundsSize: CGSize = CGSize(width: 375, height: 667), contentHeight: CGFloat = 2000) {
    adapter = ScrollHostAdapter()
    self.boundsSize = boundsSize
    contentSize = CGSize(width: boundsSize.width, height: contentHeight)
    adapter.commandHandler = { [unowned self] command in
      commands.append(command)
      switch command {
      case .setContentInset(let insets): contentInset = insets
      case .setContentOffset(let offset, let animated):
        if performsScrollCommands { setContentOffset(offset, animated: animated) }
      case .animateContentInset(let insets, let duration):
        // The layer: `UIView.animate(withDuration: duration) { contentInset = insets } completion: { report }`.
        animations.append(duration)
        animatedDurations.append(duration)
        contentInset = insets
      case .animateContentOffset(let offset, let duration):
        animations.append(duration)
        animatedDurations.append(duration)
        if performsScrollCommands { scroll(to: offset, isTracking: false, isDecelerating: false) }
      case .setAlwaysBounce(let vertical, let horizontal):
        alwaysBounceVertical = vertical
        alwaysBounceHorizontal = horizontal
      }
    }
    reportGeometry()
  }

  var model: ScrollModel { adapter.model }

  /// The commands sent since the last call, then forgets them.
  func takeCommands() -> [HostCommand] {
    defer { commands.removeAll() }
    return commands
  }

  /// UIKit's order: the clamp (a scroll, reported even where the offset stays), the app's observers, then the
  /// geometry.
  private func adjustedInsetDidChange(appObserves: Bool, clamping: Bool) {
    if clamping { clamp() }
    if appObserves { appInsetObserver?(self) }
    reportGeometry()
  }

  private func sizeDidChange(_ changed: Bool) {
    if changed { clamp() }
    reportGeometry()
  }

  /// `_adjustContentOffsetIfNecessary`: the offset moves into the resting range, whose edges lie on the pixel grid,
  /// always, even while the content scrolls (`_skipsContentOffsetAdjustmentsIfScrolling` is off by default); it
  /// goes through `setContentOffset:` whatever was computed, so that the offset is reported even where it stays (the
  /// UIKit layer drops that report: ``scroll(to:isTracking:isDecelerating:)``). Not for a replayed trace.
  private func clamp() {
    guard clampsOffsetAtRest else { return }
    let inset = adjustedContentInset
    let minimum = CGPoint(x: Self.pixel(-inset.left), y: Self.pixel(-inset.top))
    let maximum = CGPoint(
      x: max(minimum.x, Self.pixel(contentSize.width + inset.right) - boundsSize.width),
      y: max(minimum.y, Self.pixel(contentSize.height + inset.bottom) - boundsSize.height))
    func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
      min(max(value, low), high)
    }
    let x = clamp(contentOffset.x, minimum.x, maximum.x)
    scroll(to: CGPoint(x: x, y: clamp(contentOffset.y, minimum.y, maximum.y)))
  }

  /// `value` on a 3× screen's pixel grid as `_roundedProposedContentOffset:` rounds it: the whole points, then the
  /// fraction's pixels rounded half away from zero.
  static func pixel(_ value: CGFloat) -> CGFloat {
    let whole = value.rounded(.down)
    return whole + ((value - whole) * 3).rounded() / 3
  }

  /// The reports heard since the last call (UIKit's, before the layer drops the ones that change nothing).
  func takeReports() -> [String] {
    defer { reports.removeAll() }
    return reports
  }

  func reportGeometry() {
    adapter.hostDidChangeGeometry(
      boundsSize: boundsSize, contentSize: contentSize, contentInset: contentInset,
      adjustedContentInset: adjustedContentInset)
  }

  /// The scroll view moves its content (a finger, a deceleration, or the app) and says so, on the pixel grid
  /// (`setContentOffset:` rounds). A finger moves an axis whose content fits the bounds only when its `alwaysBounce…`
  /// flag is set. The UIKit layer forwards a report only when the offset or the flags changed (its `reportScroll()`).
  func scroll(to offset: CGPoint, isTracking: Bool? = nil, isDecelerating: Bool? = nil) {
    let flags = (self.isTracking, self.isDecelerating)
    if let isTracking { self.isTracking = isTracking }
    if let isDecelerating { self.isDecelerating = isDecelerating }
    var offset = clampsOffsetAtRest ? CGPoint(x: Self.pixel(offset.x), y: Self.pixel(offset.y)) : offset
    if self.isTracking {
      let inset = adjustedContentInset
      if !alwaysBounceVertical, contentSize.height + inset.top + inset.bottom <= boundsSize.height {
        offset.y = contentOffset.y
      }
      if !alwaysBounceHorizontal, contentSize.width + inset.left + inset.right <= boundsSize.width {
        offset.x = contentOffset.x
      }
      guard offset != contentOffset else { return }
    }
    reports.append("offset")
    let changed = offset != contentOffset || flags != (self.isTracking, self.isDecelerating)
    contentOffset = offset
    guard changed else { return }
    adapter.hostDidScroll(to: offset, isTracking: self.isTracking, isDecelerating: self.isDecelerating)
  }

  /// A tap: the pan gesture goes `.possible → .failed`, never having begun.
  func tap() {
    adapter.hostPanDidFail()
  }

  /// The app changes `contentSize` on a background queue (`reloadData()` from a URLSession completion): KVO fires
  /// there, and the layer carries the report to the main queue, which the test drains (``FakeMainQueue/run()``).
  nonisolated func changeContentSizeOffTheMainThread(to size: CGSize, mainQueue: FakeMainQueue) async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread { [weak self] in
        HostThread.deliver(
          "UIScrollView.contentSize", onMainThread: Thread.isMainThread, enqueueOnMain: mainQueue.enqueue
        ) { self?.contentSize = size }
        done.resume()
      }
    }
  }

  /// `_setContentOffset:animated:…`: stops a deceleration or an animated move, then does nothing for the pixel the
  /// content is on; animated, over the next 0.3 s of frames.
  func setContentOffset(_ offset: CGPoint, animated: Bool) {
    let target = CGPoint(x: Self.pixel(offset.x), y: Self.pixel(offset.y))
    animation = nil
    if isDecelerating { endDecelerating() }  // stopped with no report: the layer reports the end itself
    guard target != contentOffset else { return }
    if animated {
      animation = (contentOffset, target, 0)
    } else {
      scroll(to: target, isTracking: false, isDecelerating: false)
    }
  }

  /// The deceleration ends where the content is: KVO reports no scroll, the UIKit layer reports the end directly.
  func endDecelerating() {
    isDecelerating = false
    adapter.hostDidEndDecelerating()
  }

  /// The pan gesture's state changes; the recogniser's velocity is `velocity`.
  func pan(_ state: PanState, velocity: CGPoint = .zero) {
    if state == .began { animation = nil }
    isTracking = state.isDragging
    adapter.hostPanStateDidChange(state, velocity: velocity)
  }

  /// A finger pulls the content to each of `offsets`, one frame each, and lifts (the content then rests).
  func userPulls(through offsets: [CGFloat], lift: Bool = true) {
    pan(.began)
    for y in offsets {
      pan(.changed, velocity: CGPoint(x: 0, y: 300))
      scroll(to: CGPoint(x: 0, y: y), isTracking: true, isDecelerating: false)
      frame()
    }
    if lift { pan(.ended) }
  }

  /// One display-link frame of 1/60 s: an animated move steps, the `UIView.animate` blocks whose time is up run
  /// their completions, then the adapter hears the frame.
  func frame(_ seconds: TimeInterval = 1.0 / 60) {
    if !animations.isEmpty {
      animations = animations.map { $0 - seconds }
      while let index = animations.firstIndex(where: { $0 <= 1e-9 }) {
        animations.remove(at: index)
        adapter.hostDidFinishAnimating()
      }
    }
    if var running = animation {
      running.elapsed = min(running.elapsed + seconds, 0.3)
      let t = running.elapsed / 0.3
      let eased = 1 - (1 - t) * (1 - t)
      let y = running.from.y + (running.to.y - running.from.y) * eased
      let x = running.from.x + (running.to.x - running.from.x) * eased
      animation = running.elapsed >= 0.3 ? nil : running
      scroll(to: CGPoint(x: x, y: y), isTracking: false, isDecelerating: false)
    }
    if adapter.hostClock == nil {
      adapter.hostFrameDidTick(by: seconds)
    } else {
      hostTime += seconds
      adapter.hostClockDidTick()
    }
  }

  /// The host's clock, once ``useHostClock(from:)`` gave the adapter one: each frame moves it, and a test moves it
  /// alone for time that passes with no frame.
  var hostTime: TimeInterval = 0

  /// Gives the adapter the host's clock (as the UIKit layer gives it `CACurrentMediaTime()`), reading `start` now.
  func useHostClock(from start: TimeInterval) {
    hostTime = start
    adapter.hostClock = { [weak self] in self?.hostTime ?? 0 }
  }

  /// Frames until `seconds` passed.
  func frames(_ seconds: TimeInterval) {
    for _ in 0..<Int((seconds * 60).rounded()) { frame() }
  }

  /// Expects the app's inset to be `app`, and the scroll view's to be it plus what the components hold.
  func expectAppInset(_ app: Insets, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(adapter.appContentInset == app, comment, sourceLocation: sourceLocation)
    #expect(contentInset == app + model.refreshInset, comment, sourceLocation: sourceLocation)
  }

  /// A phone's list under an 88-pt bar (the app's own inset, as with `contentInsetAdjustmentBehavior = .never`, or the
  /// system's safe area) whose `SimpleHeader` refreshes after a pull, shown at rest.
  static func refreshingUnderABar(barIsTheApps: Bool) -> (FakeUIScrollView, SimpleHeader) {
    let view = FakeUIScrollView()
    if barIsTheApps { view.contentInset.top = 88 } else { view.safeAreaInsets = Insets(top: 88) }
    let header = SimpleHeader()
    header.lastUpdatedStore = InMemoryLastUpdatedStore()
    view.model.refreshHeader = header
    view.userPulls(through: [-120, -160, -200])
    return (view, header)
  }
}

/// The main queue of a test: blocks another thread queued onto it, run when the test drains it.
final class FakeMainQueue: Sendable {
  private let blocks = LockedBlocks()

  /// Queues `block` (`DispatchQueue.main.async`), from any thread.
  var enqueue: @Sendable (@escaping @Sendable () -> Void) -> Void {
    { [blocks] block in blocks.append(block) }
  }

  /// Runs what was queued, in order, on the main actor.
  @MainActor func run() {
    for block in blocks.take() { block() }
  }
}

/// Blocks behind a lock.
private final class LockedBlocks: @unchecked Sendable {
  private let lock = NSLock()
  private var blocks: [@Sendable () -> Void] = []

  func append(_ block: @escaping @Sendable () -> Void) {
    lock.lock()
    blocks.append(block)
    lock.unlock()
  }

  func take() -> [@Sendable () -> Void] {
    lock.lock()
    defer { lock.unlock() }
    let taken = blocks
    blocks.removeAll()
    return taken
  }
}
