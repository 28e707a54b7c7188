import Foundation
import Testing

@testable import RefreshKit

/// A list that VoiceOver pages through: a viewport 375 × 400 over content 2000 points tall, at the top, so that a
/// page is 400 points and the list has five pages (offsets 0, 400, 800, 1200 and 1600).
///
/// - Parameters:
///   - contentHeight: The content's height.
///   - contentWidth: The content's width; by default the viewport's, so only the vertical axis scrolls.
@MainActor func makeVoiceOverList(contentHeight: CGFloat = 2000, contentWidth: CGFloat = 375) -> ScrollModel {
  makeList(width: 375, height: 400, contentWidth: contentWidth, contentHeight: contentHeight)
}

/// What a screen reader heard from one scroll model: everything its announcement handler received, in order.
@MainActor final class VoiceOver {
  private(set) var heard: [AccessibilityAnnouncement] = []

  /// Starts listening to `list`, which keeps the listener alive; `reaction` runs after each announcement is recorded,
  /// inside the handler.
  init(_ list: ScrollModel, reaction: @escaping @MainActor (AccessibilityAnnouncement) -> Void = { _ in }) {
    list.accessibilityAnnouncementHandler = { announcement in
      self.heard.append(announcement)
      reaction(announcement)
    }
  }

  /// The texts heard, each as `.announcement("…")` or `.pageScrolled("…")`.
  var spoken: [String] { heard.map(\.description) }

  /// What was heard, then forgets it.
  func take() -> [AccessibilityAnnouncement] {
    defer { heard.removeAll() }
    return heard
  }
}

/// Records the events of one component, keeping its token alive.
@MainActor final class ComponentEventLog {
  private(set) var events: [RefreshEvent] = []
  private var token: RefreshObservation?

  init(_ component: RefreshComponent) {
    token = component.observe { [unowned self] event in self.events.append(event) }
  }

  /// The accessibility announcements among the events, with their triggers.
  var announcements: [(AccessibilityAnnouncement, RefreshTrigger?)] {
    events.compactMap { event in
      if case .accessibilityAnnouncement(let announcement, let trigger) = event { return (announcement, trigger) }
      return nil
    }
  }
}

/// A header a test can refresh: idle at the top of `list`, its last refresh stored as Today 10:24 (UTC), so that its
/// label is the same on every machine.
@discardableResult
@MainActor func attachHeader(to list: ScrollModel, _ header: RefreshHeader = SimpleHeader {}) -> RefreshHeader {
  isolate(header, lastUpdated: utcDate(2026, 11, 3, 10, 24))
  list.refreshHeader = header
  return header
}

/// Scrolls `list` to the bottom of its resting range, as the app would, with no motion left.
@MainActor func scrollToBottom(_ list: ScrollModel) {
  list.contentOffset = list.maximumContentOffset
}
