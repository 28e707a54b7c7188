import Foundation
import RefreshKit

/// A scroll view that behaves as `UIScrollView` documents, wired to a ``ScrollHostAdapter`` as the UIKit layer wires a
/// real one.
///
/// - A write to `contentInset` changes `adjustedContentInset` (`contentInset + safeAreaInsets`) and reports the new
///   geometry to the adapter synchronously, before the write returns (KVO, `adjustedContentInsetDidChange()`).
/// - `contentOffset` set directly, or by `setContentOffset(_:animated: false)`, reports the scroll before it returns;
///   an animated `setContentOffset` reports its offsets over the next frames (0.3 s, ease-out), neither tracking nor
///   decelerating.
/// - The pan gesture reports began / changed / ended / cancelled, and `isTracking` follows it.
@MainActor final class FakeUIScrollView {
  let adapter: ScrollHostAdapter
  /// Every command the adapter sent, in order.
  private(set) var commands: [HostCommand] = []
  /// Whether an animated `setContentOffset` runs: false for a replayed trace, whose records carry the frames.
  var performsScrollCommands = true

  var boundsSize: CGSize { didSet { reportGeometry() } }
  var contentSize: CGSize { didSet { reportGeometry() } }
  var contentInset = Insets.zero { didSet { reportGeometry() } }
  var safeAreaInsets = Insets.zero { didSet { reportGeometry() } }
  var adjustedContentInset: Insets { contentInset + safeAreaInsets }
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

  func reportGeometry() {
    adapter.hostDidChangeGeometry(
      boundsSize: boundsSize, contentSize: contentSize, contentInset: contentInset,
      adjustedContentInset: adjustedContentInset)
  }

  /// The scroll view moves its content (a finger, a deceleration, or the app) and says so.
  func scroll(to offset: CGPoint, isTracking: Bool? = nil, isDecelerating: Bool? = nil) {
    if let isTracking { self.isTracking = isTracking }
    if let isDecelerating { self.isDecelerating = isDecelerating }
    contentOffset = offset
    adapter.hostDidScroll(to: offset, isTracking: self.isTracking, isDecelerating: self.isDecelerating)
  }

  func setContentOffset(_ offset: CGPoint, animated: Bool) {
    if animated {
      animation = (contentOffset, offset, 0)
    } else {
      animation = nil
      scroll(to: offset, isTracking: false, isDecelerating: false)
    }
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

  /// One display-link frame of 1/60 s: an animated move steps, then the adapter hears the frame.
  func frame(_ seconds: TimeInterval = 1.0 / 60) {
    if var running = animation {
      running.elapsed = min(running.elapsed + seconds, 0.3)
      let t = running.elapsed / 0.3
      let eased = 1 - (1 - t) * (1 - t)
      let y = running.from.y + (running.to.y - running.from.y) * eased
      let x = running.from.x + (running.to.x - running.from.x) * eased
      animation = running.elapsed >= 0.3 ? nil : running
      scroll(to: CGPoint(x: x, y: y), isTracking: false, isDecelerating: false)
    }
    adapter.hostFrameDidTick(by: seconds)
  }

  /// Frames until `seconds` passed.
  func frames(_ seconds: TimeInterval) {
    for _ in 0..<Int((seconds * 60).rounded()) { frame() }
  }
}
