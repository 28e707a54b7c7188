import Foundation

/// VoiceOver: the component's one accessible element, what it announces, and what starts it.
extension RefreshComponent {
  // MARK: - The accessible element

  /// Whether the component is an accessible element now: while it is in view (pulled into view, so that
  /// ``showProgress`` is above 0, or with its ``frame`` inside the part of the viewport that the app's and the
  /// system's insets leave uncovered), or while it refreshes and the content scrolls to show it. Never while hidden
  /// or detached, nor while it refreshes out of view (scrolled a screenful away): VoiceOver lands only on what shows,
  /// and a renderer draws nothing that moves for it.
  ///
  /// The component is one element: an app's view sets it on the view that draws the component, with
  /// ``accessibilityLabel``, and never makes the title, the arrow or the spinner elements of their own.
  public var isAccessibilityElement: Bool {
    // The state as stored: the model is loaded (one weak load), so a component whose model went away reads false.
    guard !isHidden, let scrollView else { return false }
    // Refreshing, the progress reads 1 wherever the component is: only the frame, or the scroll that shows it, counts.
    if currentState == .refreshing ? scrollView.isAnimatingContentOffset : showProgress > 0 { return true }
    return scrollView.viewportShows(frame, uncoveredBy: scrollView.contentInset + scrollView.safeAreaInsets)
  }

  // MARK: - Starting for VoiceOver

  /// Starts a refresh for a VoiceOver user (trigger ``RefreshTrigger/accessibility``) if the component is attached,
  /// visible and idle; returns whether a refresh started, even one that its action ended at once.
  final func beginForAccessibility() -> Bool {
    guard scrollView != nil, !isHidden, state == .idle else { return false }
    let generation = runner.generation
    begin(trigger: .accessibility)
    return runner.generation != generation
  }

  /// Whether a VoiceOver scroll at the component's edge is the component's to answer: attached and visible, and idle
  /// (it starts) or refreshing (a second start is refused, with VoiceOver's boundary sound). Not with no more data.
  final var takesAccessibilityScroll: Bool {
    guard scrollView != nil, !isHidden else { return false }
    return state == .idle || state == .refreshing
  }

  /// What `accessibilityActivate()` does on a footer or a trailer: an auto footer's ``AutoRefreshFooter/tap()``,
  /// else a begin for VoiceOver; returns whether a refresh started.
  @inline(never) final func activateForAccessibility() -> Bool {
    guard let footer = self as? AutoRefreshFooter else { return beginForAccessibility() }
    let generation = runner.generation
    footer.tap()
    return runner.generation != generation
  }

  // MARK: - Announcements

  /// Posts what a screen reader should say about the change from `old` to `new`, if the scroll model has an
  /// announcement handler: the start of a refresh, its end (unless cancelled), or no more data. Called inside the
  /// transition, so the event follows the state change and the handler hears it once the transition is complete.
  ///
  /// The start of a refresh the user asked for (``RefreshTrigger/isRequestedByUser``) interrupts the speech in
  /// progress; everything else waits for it (``AccessibilityAnnouncement/queuedAnnouncement(_:)``).
  final func announceTransition(from old: RefreshState, to new: RefreshState) {
    guard let host = scrollView, host.isAnnouncingForAccessibility,
      let text = announcementText(from: old, to: new), !text.isEmpty
    else { return }
    let trigger = old == .refreshing || new == .refreshing ? refreshTrigger : nil
    let interrupts = new == .refreshing && trigger?.isRequestedByUser == true
    let announcement: AccessibilityAnnouncement = interrupts ? .announcement(text) : .queuedAnnouncement(text)
    send(.accessibilityAnnouncement(announcement, trigger: trigger))
    host.postAccessibilityAnnouncement(announcement)
  }

  /// The text for the change from `old` to `new` in the component's language, or nil when nothing is said.
  private func announcementText(from old: RefreshState, to new: RefreshState) -> String? {
    let isHeader = slot == .header
    func string(_ key: RefreshLocalization.Key) -> String {
      RefreshLocalization.string(for: key, language: textLanguage)
    }
    if new == .refreshing { return string(isHeader ? .accessibilityRefreshing : .accessibilityLoadingMore) }
    if old == .refreshing {
      switch lastResult {
      case .success:
        return string(new == .noMoreData ? .footerNoMoreData : isHeader ? .headerRefreshed : .footerLoaded)
      case .failure(let message):
        return message.isEmpty ? string(isHeader ? .headerRefreshFailed : .footerLoadFailedBriefly) : message
      case .cancelled, nil:
        return nil
      }
    }
    return new == .noMoreData ? string(.footerNoMoreData) : nil
  }
}
