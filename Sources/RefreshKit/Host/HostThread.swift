import Foundation

/// Carries a scroll view's report to the main thread: what the UIKit layer does with each key-value observation.
///
/// KVO calls its handler on the thread that made the change. An app that changes its scroll view off the main thread
/// (`reloadData()` from a URLSession queue, which the Main Thread Checker flags) would otherwise make the layer run
/// main-actor code there. ``deliver(_:onMainThread:enqueueOnMain:report:)`` runs the report at once on the main
/// thread; from any other thread it queues it onto the main one and, once it runs there, reports the call through
/// ``RefreshDiagnostics`` as ``RefreshDiagnostic/Kind/offMainThread``. Nothing traps.
@_spi(Hosting) public enum HostThread {
  /// Runs `report` now when `onMainThread`, or queues it through `enqueueOnMain` and reports the call.
  ///
  /// ```swift
  /// scrollView.observe(\.contentSize) { [weak self] _, _ in
  ///   HostThread.deliver(
  ///     "UIScrollView.contentSize", onMainThread: Thread.isMainThread,
  ///     enqueueOnMain: { DispatchQueue.main.async(execute: $0) }
  ///   ) { self?.reportGeometry() }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - member: What changed, as the diagnostic names it (`"UIScrollView.contentSize"`).
  ///   - onMainThread: `Thread.isMainThread` where the change was observed.
  ///   - enqueueOnMain: Runs a block later on the main thread (`DispatchQueue.main.async`).
  ///   - report: The report, run on the main thread.
  public nonisolated static func deliver(
    _ member: String, onMainThread: Bool, enqueueOnMain: (@escaping @Sendable () -> Void) -> Void,
    report: @escaping @MainActor @Sendable () -> Void
  ) {
    guard !onMainThread else { return MainActor.assumeIsolated(report) }
    enqueueOnMain {
      MainActor.assumeIsolated {
        RefreshDiagnostics.report(
          RefreshDiagnostic(
            member: member, value: "changed off the main thread",
            reason: "UIKit objects are changed on the main thread; the report was carried to it and applied there",
            kind: .offMainThread))
        report()
      }
    }
  }
}
