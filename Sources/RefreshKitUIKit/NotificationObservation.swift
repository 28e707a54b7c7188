#if canImport(UIKit)
  import Foundation

  /// A block observer of `NotificationCenter.default` that is removed when this object goes: a block observer stays
  /// registered until `removeObserver(_:)` is called (Apple's `addObserver(forName:object:queue:using:)` page), so an
  /// owner that goes without a last callback (a scroll view released with no `willMove(toSuperview:)`) would leave
  /// its block called for the rest of the app's life.
  final class NotificationObservation {
    /// The token `addObserver(forName:object:queue:using:)` returned.
    private let token: any NSObjectProtocol

    /// Calls `handler` for every `name` posted by any object, on the poster's thread.
    ///
    /// - Parameters:
    ///   - name: The notification.
    ///   - handler: What to do with each.
    init(_ name: Notification.Name, handler: @escaping @Sendable (Notification) -> Void) {
      token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil, using: handler)
    }

    deinit {
      NotificationCenter.default.removeObserver(token)
    }
  }
#endif
