#if canImport(UIKit)
  import QuartzCore
  import UIKit

  /// A `CADisplayLink` on the main run loop that calls `tick` with the time since the previous frame, until stopped.
  @MainActor final class DisplayLinkDriver {
    private let tick: @MainActor (TimeInterval) -> Void
    private var link: CADisplayLink?
    private var lastTimestamp: CFTimeInterval?

    init(tick: @escaping @MainActor (TimeInterval) -> Void) {
      self.tick = tick
      let target = DisplayLinkTarget()
      target.driver = self
      let link = CADisplayLink(target: target, selector: DisplayLinkTarget.stepSelector)
      link.add(to: .main, forMode: .common)
      self.link = link
    }

    /// The display link showed a frame at `timestamp`.
    func step(_ link: CADisplayLink) {
      let previous = lastTimestamp ?? link.timestamp
      lastTimestamp = link.timestamp
      tick(max(0, link.timestamp - previous))
    }

    func stop() {
      link?.invalidate()
      link = nil
    }
  }

  /// The display link's target: it retains the target, so the target keeps the driver weakly.
  ///
  /// Main-actor isolated as a whole: the link was added to the main run loop, so UIKit calls `step(_:)` on the main
  /// thread, and the call needs no `assumeIsolated` closure (which Swift 6's region checker rejects for sending
  /// `self` and the link into it).
  @MainActor final class DisplayLinkTarget: NSObject {
    weak var driver: DisplayLinkDriver?

    #if canImport(ObjectiveC)
      static let stepSelector = #selector(DisplayLinkTarget.step(_:))
    #else
      /// Linux: the UIKit double's selector, which carries the call the Objective-C runtime makes on a device.
      static let stepSelector = Selector("step:") { (target: DisplayLinkTarget, link: Any?) in
        if let link = link as? CADisplayLink { target.step(link) }
      }
    #endif

    #if canImport(ObjectiveC)
      @objc
    #endif
    func step(_ link: CADisplayLink) {
      // The run loop keeps the link and the link keeps its target until `invalidate()`: a driver gone without
      // `stop()` must not leave a link firing every frame for the rest of the app's life.
      guard let driver else { return link.invalidate() }
      driver.step(link)
    }
  }
#endif
