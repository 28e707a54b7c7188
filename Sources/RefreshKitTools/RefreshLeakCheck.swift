import Foundation

/// Watches objects through weak references, to say which of them outlived the screen that owned them.
///
/// The RefreshKit Check app watches every RefreshKit object of a screen (the components, their views, the scroll
/// view's `refreshKit`) before it pops the screen, and notes each survivor in the trace as a
/// ``ScrollTraceOutcome/leak(_:)``, which ``RefreshTraceCheck`` reports:
///
/// ```swift
/// let leaks = RefreshLeakCheck()
/// leaks.watch(header, as: "header")
/// // … pop the screen, let the run loop turn …
/// for name in leaks.survivors { recorder.note(.leak(name)) }
/// ```
@MainActor public final class RefreshLeakCheck {
  private var watched: [(name: String, object: Weak)] = []

  private struct Weak {
    weak var object: AnyObject?
  }

  /// Creates a check that watches nothing yet.
  public init() {}

  /// Watches `object` under `name`, without keeping it alive.
  ///
  /// - Parameters:
  ///   - object: The object that must go away.
  ///   - name: What a report calls it.
  public func watch(_ object: AnyObject, as name: String) {
    watched.append((name, Weak(object: object)))
  }

  /// The names of the watched objects still alive, in the order they were watched.
  public var survivors: [String] {
    watched.filter { $0.object.object != nil }.map(\.name)
  }
}
