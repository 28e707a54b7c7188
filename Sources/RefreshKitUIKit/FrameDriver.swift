#if canImport(UIKit)
  import Foundation
  import QuartzCore
  import UIKit

  #if canImport(ObjectiveC)
    /// Foundation's timer.
    typealias RunLoopTimer = Foundation.Timer
  #else
    /// Linux: the UIKit double's timer, which fires on its virtual frame clock (Foundation's would wait in real time).
    typealias RunLoopTimer = UIKit.Timer
  #endif

  /// When the layer wakes: a `CADisplayLink` on the main run loop while something moves or animates, otherwise at
  /// most a one-shot `Timer` for the model's next deadline (a minimum duration, a result display), otherwise never.
  ///
  /// A refresh that only waits for the app costs no frames: the link runs for motion (a finger, a deceleration, a
  /// completion waiting for the next frame) at the display's rate, and for a view drawn from the model's time (a
  /// turning ring, a looping picture) at 30 frames a second at most (`preferredFrameRateRange`, iOS 15 and later),
  /// so that a ProMotion display can slow down.
  ///
  /// SPI for the SwiftUI layer's scroll-API path, which wakes the same way.
  @_spi(Hosting) @MainActor public final class FrameDriver {
    // First values in the initializer, not where declared: a declared value is a function that an app exports.
    private let tick: @MainActor () -> Void
    private let target: FrameDriverTarget
    private var link: Optional<CADisplayLink>
    private var timer: Optional<RunLoopTimer>
    /// What the frames are for, which sets their rate: true for drawing (only a view drawn from the model's time
    /// changes: 30 frames a second at most), false for motion (the content or a finger moves, or a step waits for the
    /// next frame: the system's default rate, 60 Hz on an iPhone without `CADisableMinimumFrameDurationOnPhone`, up to
    /// the display's on ProMotion otherwise); nil when the link does not run. A `Bool`, not an enum of two paces: such
    /// an enum is `Hashable` by itself, and its conformances, metadata and value witnesses cost an app about 700 bytes
    /// (issue 58).
    private var drawingPace: Optional<Bool>

    /// A driver that calls `tick` on each frame of its link and when its timer fires.
    public init(tick: @escaping @MainActor () -> Void) {
      self.tick = tick
      target = FrameDriverTarget()
      armedFor = 0
      (link, timer, drawingPace) = (nil, nil, nil)
      target.driver = self
    }

    /// Whether the display link runs.
    public var isRunning: Bool { link != nil }

    /// Runs the link for what `adapter` needs: at the motion pace while it needs frames or the host still sees motion
    /// it has not reported (`moving`), at the drawing pace while a view draws from the model's time (`drawing`), and
    /// otherwise not at all, waking once for the adapter's next deadline, if any (read only then).
    public func update(following adapter: ScrollHostAdapter, moving: Bool = false, drawing: Bool) {
      let drawingPace: Bool? = adapter.needsFrames || moving ? false : drawing ? true : nil
      update(drawingPace: drawingPace, deadline: drawingPace == nil ? adapter.secondsUntilNextDeadline : nil)
    }

    /// Runs the link at the drawing pace or the motion pace (``drawingPace``), or stops it (nil); with no link, wakes
    /// once in `deadline` seconds, if any.
    private func update(drawingPace: Bool?, deadline: TimeInterval?) {
      if let drawingPace {
        startLink(drawingPace: drawingPace)
        disarm()
      } else {
        stopLink()
        if let deadline { arm(in: deadline) } else { disarm() }
      }
    }

    /// Stops the link and the timer.
    public func stop() {
      stopLink()
      disarm()
    }

    private func startLink(drawingPace: Bool) {
      if link == nil {
        let link = CADisplayLink(target: target, selector: FrameDriverTarget.stepSelector)
        link.add(to: .main, forMode: .common)
        self.link = link
      }
      guard drawingPace != self.drawingPace, let link else { return }
      self.drawingPace = drawingPace
      if #available(iOS 15.0, tvOS 15.0, *) {
        link.preferredFrameRateRange =
          drawingPace ? CAFrameRateRange(minimum: 8, maximum: 30, preferred: 30) : .default
      } else {
        link.preferredFramesPerSecond = drawingPace ? 30 : 0
      }
    }

    private func stopLink() {
      link?.invalidate()
      link = nil
      drawingPace = nil
    }

    /// A one-shot timer in `seconds`, on the main run loop in the common modes (so that it fires while a finger
    /// tracks as well): kept when one is already armed for about that moment.
    private func arm(in seconds: TimeInterval) {
      let fireDate = CACurrentMediaTime() + seconds
      if let timer, timer.isValid, abs(armedFor - fireDate) < 0.001 { return }
      disarm()
      let timer = RunLoopTimer(
        timeInterval: seconds, target: target, selector: FrameDriverTarget.fireSelector, userInfo: nil,
        repeats: false)
      // Apple suggests a tolerance of at least a tenth of the interval; a deadline a user sees stays within 50 ms.
      timer.tolerance = min(0.05, seconds / 10)
      RunLoop.main.add(timer, forMode: .common)
      self.timer = timer
      armedFor = fireDate
    }

    private var armedFor: CFTimeInterval

    private func disarm() {
      timer?.invalidate()
      timer = nil
    }

    /// A frame of the link.
    fileprivate func step() {
      tick()
    }

    /// The timer fired.
    fileprivate func timerDidFire() {
      // Let go of the fired timer before the tick: a re-arm from the tick for about the same moment must make a new
      // one, as a one-shot timer "fires once and then invalidates itself" (Apple), so may still read as valid here.
      // (Unnoticed on the double's frames: a timer fires there at a frame past its fire date and tolerance, when any
      // deadline within 1 ms of it has passed too.)
      timer = nil
      tick()
    }
  }

  /// The target of the driver's link and timer: each retains its target, so the target keeps the driver weakly.
  ///
  /// Main-actor isolated as a whole: the link and the timer were added to the main run loop, so UIKit and Foundation
  /// call it on the main thread, and the call needs no `assumeIsolated` closure.
  @MainActor final class FrameDriverTarget: NSObject {
    weak var driver: FrameDriver?

    #if canImport(ObjectiveC)
      static let stepSelector = #selector(FrameDriverTarget.step(_:))
      static let fireSelector = #selector(FrameDriverTarget.fire(_:))
    #else
      /// Linux: the UIKit double's selectors, which carry the calls the Objective-C runtime makes on a device.
      static let stepSelector = Selector("step:") { (target: FrameDriverTarget, link: Any?) in
        if let link = link as? CADisplayLink { target.step(link) }
      }
      static let fireSelector = Selector("fire:") { (target: FrameDriverTarget, timer: Any?) in
        if let timer = timer as? RunLoopTimer { target.fire(timer) }
      }
    #endif

    #if canImport(ObjectiveC)
      @objc
    #endif
    func step(_ link: CADisplayLink) {
      // The run loop keeps the link and the link keeps its target until `invalidate()`: a driver gone without
      // `stop()` must not leave a link firing every frame for the rest of the app's life.
      guard let driver else { return link.invalidate() }
      driver.step()
    }

    #if canImport(ObjectiveC)
      @objc
    #endif
    func fire(_ timer: RunLoopTimer) {
      driver?.timerDidFire()
    }
  }
#endif
