#if canImport(UIKit)
  import Foundation
  @_spi(Hosting) import RefreshKit

  extension HostThread {
    /// Runs a key-value observer's `report` on the main thread: at once there, or queued onto the main queue and
    /// reported through `RefreshDiagnostics` (`HostThread.deliver(_:onMainThread:enqueueOnMain:report:)`
    /// with ``isOnMainQueue`` and `DispatchQueue.main`). Every KVO handler of the layer goes through it.
    /// Out of line (`@inline(never)`): nine handlers call it.
    @inline(never) nonisolated static func deliverOnMainQueue(
      _ member: String, _ report: @escaping @MainActor @Sendable () -> Void
    ) {
      deliver(
        member, onMainThread: isOnMainQueue, enqueueOnMain: asyncOnMainQueue, report: report)
    }

    /// Runs `block` at the main queue's next turn, on the main actor (through ``asyncOnMainQueue(_:)``).
    @inline(never) nonisolated static func enqueueOnMain(_ block: @escaping @MainActor @Sendable () -> Void) {
      asyncOnMainQueue { MainActor.assumeIsolated(block) }
    }

    /// The layer's one `DispatchQueue.main.async`, out of line: each call built the default quality of service and
    /// flags of its own (a copy in ``deliverOnMainQueue(_:_:)`` and one in ``enqueueOnMain(_:)``, with the latter's
    /// closure around `assumeIsolated`, cost an app about 700 bytes, issue 58).
    @inline(never) nonisolated static func asyncOnMainQueue(_ work: @escaping @Sendable () -> Void) {
      DispatchQueue.main.async(execute: work)
    }

    /// Whether `member`, which UIKit calls on the main thread (a component view's accessibility property, VoiceOver's
    /// scroll), may read the layer's main-actor state now: true on the main queue. Called from another thread (an
    /// app's or an SDK's own code, such as a session-replay SDK that reads labels on its own queue, or an in-process
    /// accessibility client on Mac Catalyst), it is false, and the caller answers as if it had nothing to say; the
    /// first such call of each member is reported through `RefreshDiagnostics` as `offMainThread`, on the main
    /// queue's next turn, and later ones are not (a reader at a snapshot's rate would flood the main queue and the
    /// log). `assumeIsolated` there would stop the app. Nothing traps.
    nonisolated static func mayAnswer(_ member: String) -> Bool {
      if isOnMainQueue { return true }
      guard OffMainReads.shared.isFirst(member) else { return false }
      enqueueOnMain {
        RefreshDiagnostics.report(
          RefreshDiagnostic(
            member: member, value: "read off the main thread",
            reason: "UIKit asks it on the main thread; answered with nothing, and reported once", kind: .offMainThread))
      }
      return false
    }

    /// Whether the caller runs where the main actor runs: on the main thread, or inside a block of the main queue.
    ///
    /// The main actor's executor is the main queue. An app's main thread drains it (UIKit's run loop), but a process
    /// that parks its main thread in `dispatch_main()` (a command-line tool, an `async` main, `swift test` on Linux)
    /// has it drained by another thread, where `Thread.isMainThread` is false although the code is on the main actor:
    /// reporting that as off the main thread would defer every report of a frame to a later turn.
    nonisolated static var isOnMainQueue: Bool {
      // Out of line: the key's lazy global and `getSpecific(key:)` were copied into each caller.
      @inline(never) get { Thread.isMainThread || DispatchQueue.getSpecific(key: MainQueueMark.shared.key) != nil }
    }
  }

  /// The members already reported as called off the main thread (`HostThread.mayAnswer(_:)`), behind a lock: any
  /// thread may ask. A handful of names at most: an array searched from the start.
  private final class OffMainReads: @unchecked Sendable {
    static let shared = OffMainReads()
    private let lock = NSLock()
    private var reported: [String] = []

    /// Whether `member` is reported for the first time now.
    func isFirst(_ member: String) -> Bool {
      lock.lock()
      defer { lock.unlock() }
      for name in reported where name == member { return false }
      reported.append(member)
      return true
    }
  }

  /// A key the main queue carries, so that a block of it knows it is one (`DispatchQueue.getSpecific(key:)`): only its
  /// presence counts, so its value is `()`. Set once; the key is only read after (whether the SDK marks
  /// `DispatchSpecificKey` `Sendable` differs by platform).
  private final class MainQueueMark: @unchecked Sendable {
    static let shared = MainQueueMark()
    let key = DispatchSpecificKey<Void>()

    private init() { DispatchQueue.main.setSpecific(key: key, value: ()) }
  }
#endif
