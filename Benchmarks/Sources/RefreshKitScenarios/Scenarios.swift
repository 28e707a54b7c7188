import Foundation
@_spi(Hosting) @_spi(Testing) import RefreshKit
import RefreshKitTools

/// The scenarios that the benchmarks and `ScrollEventLoop` measure. Each builds its model outside the measured part
/// and exposes the measured loop as one call, so that the benchmark, the plain executable and callgrind all run the
/// very same code.
public enum Scenarios {
  /// An iPhone-sized viewport.
  public static let viewport = CGRect(x: 0, y: 0, width: 375, height: 667)
  /// The content height: long enough that a drag in the middle is far from both edges.
  public static let contentHeight: CGFloat = 2000
  /// The offset changes of one scroll-event sample.
  public static let scrollEventsPerSample = 10_000
  /// One session: 60 seconds of model time at 120 frames per second.
  public static let sessionFrames = 60 * 120
  /// The pairs attached (and detached) in one attach sample.
  public static let attachPairs = 10_000

  /// A list with the content laid out.
  @MainActor public static func makeList() -> ScrollModel {
    let list = ScrollModel(frame: viewport)
    list.simulateMotion()
    list.contentSize = CGSize(width: viewport.width, height: contentHeight)
    return list
  }
}

// MARK: - scroll-event

/// A list held by a finger in the middle of its content, so that moving the finger changes the offset and nothing
/// else: no state, progress, inset or pan state changes.
///
/// With `components`, a ``SimpleHeader`` and a ``SimpleAutoFooter`` are attached; without, the only observer is an
/// empty closure (the baseline: the cost of the model and of delivering one event).
@MainActor public final class ScrollEventFixture {
  public let list: ScrollModel
  public let header: SimpleHeader?
  public let footer: SimpleAutoFooter?
  private let observation: ScrollObservation?
  private var step: CGFloat = 0.5

  public init(components: Bool) {
    list = Scenarios.makeList()
    if components {
      let header = SimpleHeader(action: {})
      let footer = SimpleAutoFooter(action: {})
      list.refreshHeader = header
      list.refreshFooter = footer
      self.header = header
      self.footer = footer
      observation = nil
    } else {
      header = nil
      footer = nil
      observation = list.observe { _ in }
    }
    list.contentOffset = CGPoint(x: 0, y: 600)
    list.beginDrag()
    // The first move takes the pan state from began to changed; every later move changes only the offset.
    list.drag(by: CGPoint(x: 0, y: 0.25))
  }

  /// Moves the finger `events` times by ±0.5 pt: each move is one offset change, delivered to every observer.
  @inline(never)
  public func run(events: Int) {
    var step = self.step
    for _ in 0..<events {
      list.drag(by: CGPoint(x: 0, y: step))
      step = -step
    }
    self.step = step
  }

  /// Nil when the loop changed nothing but the offset (as it must), else what changed.
  public var disturbance: String? {
    guard list.isDragging else { return "the drag ended" }
    if let header, header.state != .idle || header.showProgress != 0 || header.actionCount != 0 {
      return "the header left idle: \(header.state), progress \(header.showProgress)"
    }
    if let footer, footer.state != .idle || footer.showProgress != 0 || footer.actionCount != 0 {
      return "the footer left idle: \(footer.state), progress \(footer.showProgress)"
    }
    let y = list.contentOffset.y
    guard y > 599, y < 601 else { return "the offset drifted to \(y)" }
    return nil
  }
}

// MARK: - device frame

/// A steady drag frame on a device: a finger holds a short list 20 pt past its top (the header partly in view, the
/// auto footer in view below the content), and each frame the scroll view reports a move of ±0.5 pt through a
/// ``ScrollHostAdapter`` and the display link's tick, and the renderer asks each component's ``RefreshRedraw``
/// whether to draw (building each presentation in view and comparing it with the one drawn).
///
/// Nothing but the offset and the header's progress changes: no state, no action, no inset, no redraw after the
/// first frame (checked by ``disturbance``).
@MainActor public final class DeviceFrameFixture {
  public let adapter: ScrollHostAdapter
  public let header: SimpleHeader
  public let footer: SimpleAutoFooter
  private let headerView: ComponentViewStandIn
  private let footerView: ComponentViewStandIn
  /// How many times a component had to be drawn again.
  public private(set) var redrawCount = 0
  private var step: CGFloat = 0.5
  private var y: CGFloat = -20

  public init() {
    adapter = ScrollHostAdapter()
    let size = Scenarios.viewport.size
    // The scroll view: a write of the inset reports itself back at once, as UIKit's KVO does.
    adapter.commandHandler = { [unowned adapter] command in
      guard let inset = command.contentInset else { return }
      adapter.hostDidChangeGeometry(
        boundsSize: size, contentSize: CGSize(width: size.width, height: 600), contentInset: inset,
        adjustedContentInset: inset)
    }
    adapter.hostDidChangeGeometry(
      boundsSize: size, contentSize: CGSize(width: size.width, height: 600), contentInset: .zero,
      adjustedContentInset: .zero)
    header = SimpleHeader(action: {})
    let date = Date(timeIntervalSinceReferenceDate: 0)
    header.currentDate = { date }
    footer = SimpleAutoFooter(action: {})
    headerView = ComponentViewStandIn(component: header)
    footerView = ComponentViewStandIn(component: footer)
    adapter.model.refreshHeader = header
    adapter.model.refreshFooter = footer
    adapter.hostPanStateDidChange(.began, velocity: .zero)
    adapter.hostPanStateDidChange(.changed, velocity: CGPoint(x: 0, y: 30))
    adapter.hostDidScroll(to: CGPoint(x: 0, y: y), isTracking: true, isDecelerating: false)
    drawIfNeeded()
    redrawCount = 0
  }

  /// `frames` frames of the drag.
  @inline(never)
  public func run(frames: Int) {
    // The finger's position in locals: the loop's own bookkeeping, not what is measured, makes no exclusivity checks.
    var y = self.y
    var step = self.step
    for _ in 0..<frames {
      y += step
      step = -step
      adapter.hostDidScroll(to: CGPoint(x: 0, y: y), isTracking: true, isDecelerating: false)
      adapter.hostFrameDidTick(by: 1.0 / 120)
      drawIfNeeded()
    }
    self.y = y
    self.step = step
  }

  private func drawIfNeeded() {
    if headerView.update() { redrawCount += 1 }
    if footerView.update() { redrawCount += 1 }
  }

  /// Nil when the frames changed nothing but the offset and the header's progress (as they must), else what changed.
  public var disturbance: String? {
    guard adapter.model.isDragging else { return "the drag ended" }
    if header.state != .idle || header.actionCount != 0 { return "the header left idle: \(header.state)" }
    if footer.state != .idle || footer.actionCount != 0 { return "the footer left idle: \(footer.state)" }
    guard header.isAccessibilityElement, footer.isAccessibilityElement else { return "a component left the view" }
    guard redrawCount == 0 else { return "\(redrawCount) redraws of presentations that did not change" }
    return nil
  }
}

/// What a component's view in the UIKit layer (`RefreshComponentView`) does of a frame without UIKit: it owns its
/// component's `RefreshRedraw` and asks it in `update()`, copying the presentation only when it is to be drawn.
@MainActor private final class ComponentViewStandIn {
  let component: RefreshComponent
  private var redraw = RefreshRedraw()
  /// The presentation drawn last.
  private(set) var drawnPresentation = RefreshPresentation()

  init(component: RefreshComponent) {
    self.component = component
  }

  /// Whether the frame drew the component.
  func update() -> Bool {
    guard redraw.needsDraw(for: component), let presentation = redraw.drawn else { return false }
    drawnPresentation = presentation
    return true
  }
}

// MARK: - session

/// Sixty seconds of a feed at 120 Hz, advanced frame by frame: every 6 s the user pulls to refresh (released past
/// the trigger, the header refreshes for a second), flings to the bottom (the footer loads for a second while the
/// content bounces), and flings back to the top (the content overshoots and bounces).
@MainActor public final class SessionFixture {
  public let list: ScrollModel
  public let header: SimpleHeader
  public let footer: SimpleAutoFooter

  public static let cycleFrames = 720

  public init() {
    list = Scenarios.makeList()
    header = SimpleHeader(action: {})
    // A fixed date: the header saves it when a refresh ends, and reading the system clock is not what is measured.
    let date = Date(timeIntervalSinceReferenceDate: 0)
    header.currentDate = { date }
    footer = SimpleAutoFooter(action: {})
    list.refreshHeader = header
    list.refreshFooter = footer
  }

  /// Runs `frames` frames of the session's script, each followed by `advance(by: 1/120)`.
  @inline(never)
  public func run(frames: Int) {
    let frameDuration = 1.0 / 120
    for frame in 0..<frames {
      input(at: frame % Self.cycleFrames)
      list.advance(by: frameDuration)
    }
  }

  private func input(at frame: Int) {
    switch frame {
    // Pull to refresh: 150 pt of finger travel past the top, released past the trigger distance.
    case 0: list.beginDrag()
    case 1...30: list.drag(by: CGPoint(x: 0, y: 5))
    case 31: list.endDrag(velocity: .zero)
    case 151: header.endRefreshing()
    // Fling to the bottom: the footer comes into view and loads.
    case 240: list.beginDrag()
    case 241...250: list.drag(by: CGPoint(x: 0, y: -30))
    case 251: list.endDrag(velocity: CGPoint(x: 0, y: -4000))
    case 371: footer.endRefreshing()
    // Fling back to the top: the content overshoots and bounces back.
    case 480: list.beginDrag()
    case 481...490: list.drag(by: CGPoint(x: 0, y: 40))
    case 491: list.endDrag(velocity: CGPoint(x: 0, y: 6000))
    default: break
    }
  }
}

// MARK: - attach

/// Lists for attaching pairs to. Each is warmed by one attach and detach, so that what the list keeps after its first
/// pair (array capacity) is not counted as the cost of a pair.
@MainActor public final class AttachFixture {
  public let lists: [ScrollModel]

  public init(count: Int) {
    lists = (0..<count).map { _ in
      let list = Scenarios.makeList()
      AttachFixture.attachPair(to: list)
      AttachFixture.detachPair(from: list)
      return list
    }
  }

  @inline(never)
  public static func attachPair(to list: ScrollModel) {
    list.refreshHeader = SimpleHeader(action: {})
    list.refreshFooter = SimpleAutoFooter(action: {})
  }

  @inline(never)
  public static func detachPair(from list: ScrollModel) {
    list.refreshHeader = nil
    list.refreshFooter = nil
  }

  /// Attaches a new pair to each list and keeps them attached.
  public func attachAll() {
    for list in lists { Self.attachPair(to: list) }
  }

  /// Detaches every pair; the components are freed.
  public func detachAll() {
    for list in lists { Self.detachPair(from: list) }
  }

  /// Attaches and detaches `count` pairs one after the other on the first list.
  public func cycle(count: Int) {
    let list = lists[0]
    for _ in 0..<count {
      Self.attachPair(to: list)
      Self.detachPair(from: list)
    }
  }

  public var attachedCount: Int {
    lists.reduce(0) { $0 + ($1.refreshHeader == nil ? 0 : 1) + ($1.refreshFooter == nil ? 0 : 1) }
  }
}
