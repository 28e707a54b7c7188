import Foundation
@_spi(Hosting) import RefreshKit

extension ScrollViewLocator {
  /// When a modifier's marker may look for its scroll view.
  enum Occasion: Sendable {
    /// A marker moved to a window: the view appeared, or came back (a screen popped, a sheet dismissed).
    case movedToWindow
    /// The back marker was laid out.
    case laidOut
    /// The modifier's view was updated (SwiftUI's `updateUIView`, at each body that changes its inputs).
    case updated
  }

  /// What the modifier is attached to when the occasion comes.
  enum Current: Sendable {
    /// No scroll view yet.
    case nothing
    /// The scroll view the modifier was applied to, found between its markers.
    case receiver
    /// A scroll view around the markers, the fallback: the view itself may still come (SwiftUI builds it later).
    case ancestor
    /// A scroll view that left the hierarchy (SwiftUI replaced the list, or took it out of the window).
    case gone
  }

  /// Whether to walk the tree on `occasion`: a search costs a walk of the views around the markers, and a list's
  /// rows change (and its view is updated) far more often than its scroll view does.
  ///
  /// Only when the marker moves to a window, or when it is laid out or updated without a scroll view of its own
  /// (none yet, only the fallback for a layout, or one that left the hierarchy); never while the marker is in no
  /// window (another screen was pushed over it: it keeps the scroll view it had).
  ///
  /// - Parameters:
  ///   - occasion: What happened to the marker.
  ///   - isInWindow: Whether the marker is in a window.
  ///   - current: What the modifier is attached to now.
  /// - Returns: Whether to search.
  static func needsSearch(on occasion: Occasion, isInWindow: Bool, current: Current) -> Bool {
    guard isInWindow else { return false }
    switch (occasion, current) {
    case (.movedToWindow, _): return true
    case (_, .nothing), (_, .gone): return true
    case (.laidOut, .ancestor): return true
    case (.laidOut, .receiver), (.updated, .receiver), (.updated, .ancestor): return false
    }
  }
}
