#if canImport(UIKit)
  import Foundation
  import RefreshKit

  extension HostThread {
    /// Runs a key-value observer's `report` on the main thread: at once there, or queued onto the main queue and
    /// reported through `RefreshDiagnostics` (``RefreshKit/HostThread/deliver(_:onMainThread:enqueueOnMain:report:)``
    /// with this thread and `DispatchQueue.main`). Every KVO handler of the layer goes through it.
    nonisolated static func deliverOnMainQueue(_ member: String, _ report: @escaping @MainActor @Sendable () -> Void) {
      deliver(
        member, onMainThread: Thread.isMainThread, enqueueOnMain: { DispatchQueue.main.async(execute: $0) },
        report: report)
    }
  }
#endif
