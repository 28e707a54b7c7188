import Foundation

/// What a ``ScrollModel`` keeps for VoiceOver: the app's announcement handler and the announcements waiting for it.
struct AccessibilityAnnouncementQueue {
  /// The app's handler; nil while no screen reader listens, and then nothing is announced.
  var handler: (@MainActor (AccessibilityAnnouncement) -> Void)?
  /// The announcements posted and not yet handed to the handler, in order.
  var pending: [AccessibilityAnnouncement] = []
  /// Whether the handler is being called: a post from inside it waits its turn.
  var isDelivering = false
}

extension ScrollModel {
  // MARK: - Accessibility

  /// Receives what a screen reader should say about this scroll model and its components; nil (the default) while
  /// none listens.
  ///
  /// The model posts ``AccessibilityAnnouncement/pageScrolled(_:)`` ("Page 2 of 5") after a page of
  /// ``accessibilityScroll(_:)``; its refresh components post when a refresh starts ("Refreshing", "Loading more"),
  /// ends ("Refreshed", "Loaded", or the failure's message) and when a footer has no more data, in the component's
  /// language, once each: the start of a refresh the user asked for (``RefreshTrigger/isRequestedByUser``) as an
  /// ``AccessibilityAnnouncement/announcement(_:)``, said at once, and everything else as an
  /// ``AccessibilityAnnouncement/queuedAnnouncement(_:)``, said after the speech in progress. Nothing is posted while
  /// the user pulls, or for a refresh that was cancelled. Each post of a component also reaches the component's observers as
  /// ``RefreshEvent/accessibilityAnnouncement(_:trigger:)``, with the refresh's trigger. While the handler is nil,
  /// nothing is posted and no such event is sent.
  ///
  /// The handler is called once the change that posted has completed and the model's observers have heard of it,
  /// never in the middle of a transition; it may change the model or post again (the post is delivered after the one
  /// being handled). A handler that keeps posting from inside itself is stopped after
  /// ``maximumAnnouncementsPerPost`` announcements, and the rest is refused through ``RefreshDiagnostics``.
  ///
  /// ```swift
  /// list.accessibilityAnnouncementHandler = { announcement in
  ///   switch announcement {
  ///   case .announcement(let text): UIAccessibility.post(notification: .announcement, argument: text)
  ///   case .queuedAnnouncement(let text):
  ///     let queued = NSAttributedString(string: text, attributes: [.accessibilitySpeechQueueAnnouncement: true])
  ///     UIAccessibility.post(notification: .announcement, argument: queued)
  ///   case .pageScrolled(let text): UIAccessibility.post(notification: .pageScrolled, argument: text)
  ///   }
  /// }
  /// ```
  public var accessibilityAnnouncementHandler: (@MainActor (AccessibilityAnnouncement) -> Void)? {
    get { accessibilityAnnouncements.handler }
    set { accessibilityAnnouncements.handler = newValue }
  }

  /// Whether anything listens: components build their announcements only then.
  var isAnnouncingForAccessibility: Bool { accessibilityAnnouncements.handler != nil }

  /// The most announcements one post may lead to, counting those a handler posts from inside itself.
  public static let maximumAnnouncementsPerPost = 100

  /// Posts `announcement` to the ``accessibilityAnnouncementHandler``, after the announcements posted before it.
  ///
  /// The app can speak through the same handler as the library (its own "3 new posts", say). With no handler it
  /// does nothing. An announcement with empty text is refused and reported through ``RefreshDiagnostics``.
  ///
  /// - Parameter announcement: What to say.
  public func postAccessibilityAnnouncement(_ announcement: AccessibilityAnnouncement) {
    guard !announcement.text.isEmpty else {
      return RefreshDiagnostics.refuse(
        "ScrollModel.postAccessibilityAnnouncement(_:)", announcement, "an empty announcement says nothing")
    }
    guard accessibilityAnnouncements.handler != nil else { return }
    accessibilityAnnouncements.pending.append(announcement)
    deliverAccessibilityAnnouncements()
  }

  /// Hands the waiting announcements to the handler, in order, unless a change is still under way (a transition
  /// holds the model's events, or they are being delivered) or the handler is already running: the end of that
  /// change, or the running loop, delivers them.
  func deliverAccessibilityAnnouncements() {
    guard !accessibilityAnnouncements.pending.isEmpty, !accessibilityAnnouncements.isDelivering,
      eventHoldDepth == 0, !isDeliveringEvents
    else { return }
    accessibilityAnnouncements.isDelivering = true
    var index = 0
    while index < accessibilityAnnouncements.pending.count {
      if index == Self.maximumAnnouncementsPerPost {
        RefreshDiagnostics.refuse(
          "ScrollModel.accessibilityAnnouncementHandler",
          "\(accessibilityAnnouncements.pending.count - index) more announcements",
          "the handler kept posting from inside itself; the rest was dropped")
        break
      }
      let announcement = accessibilityAnnouncements.pending[index]
      index += 1
      // A handler removed from inside a call hears nothing more.
      guard let handler = accessibilityAnnouncements.handler else { break }
      handler(announcement)
    }
    accessibilityAnnouncements.pending.removeAll()
    accessibilityAnnouncements.isDelivering = false
  }

  // MARK: - VoiceOver scrolling

  /// Scrolls as VoiceOver's three-finger swipe asks: a page towards `direction`, or at that edge, the refresh
  /// component there. The counterpart of `UIScrollView.accessibilityScroll(_:)`, which an app's view forwards here.
  ///
  /// - At rest at (or past) the edge that `direction` names, the component attached there starts, exactly as if the
  ///   app had called ``RefreshComponent/beginRefreshing()`` (with the trigger ``RefreshTrigger/accessibility``, and
  ///   scrolling itself into view): the header for ``AccessibilityScrollDirection/up``, an idle footer (auto or back,
  ///   not with no more data) for ``AccessibilityScrollDirection/down``, the trailer for
  ///   ``AccessibilityScrollDirection/right``. With nothing there to start, it returns false and moves nothing.
  /// - Anywhere else, the content moves one page, the viewport's length along the axis, with an animated
  ///   ``setContentOffset(_:animated:)`` clamped to the resting bounds, and ``accessibilityAnnouncementHandler`` hears
  ///   ``AccessibilityAnnouncement/pageScrolled(_:)`` ("Page 2 of 5"). During an animated move, the page is counted
  ///   from where the move is heading, so quick swipes page evenly.
  ///
  /// Pages turn while a component refreshes or loads, as `UIScrollView` scrolls whatever its refresh control does: a
  /// VoiceOver user reads the content during a load as a sighted user scrolls it. Only a second start is refused: at
  /// the edge of a component that already refreshes (or that ``isMutuallyExclusive`` holds back), it returns false
  /// and changes nothing, and the action does not run again.
  ///
  /// It also returns false and changes nothing while the user drags, when ``isScrollEnabled`` is false, or when the
  /// content cannot scroll along that axis (it fits the viewport and the matching `alwaysBounce…` flag is off). A
  /// VoiceOver scroll is the user's request made through the app, so the offsets it sets never start an auto footer
  /// by themselves: at the bottom edge the next swipe down loads.
  ///
  /// - Parameter direction: The side of the content the user asks to see (a three-finger swipe down asks for
  ///   ``AccessibilityScrollDirection/up``).
  /// - Returns: Whether the content moved or a component started; false makes VoiceOver play its boundary sound.
  @discardableResult
  public func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool {
    guard let scroll = accessibilityScrollGeometry(direction) else { return false }
    if scroll.isAtEdge {
      for attachment in attachments where attachment.scrollModel(self, accessibilityScrollAtEdge: direction) {
        return true
      }
      return false
    }
    let vertical = direction.isVertical
    let page = vertical ? storedFrame.height : storedFrame.width
    let range = scroll.range
    var destination = scroll.destination
    let position = vertical ? destination.y : destination.x
    let target = (position + (direction.isTowardsStart ? -page : page)).clamped(to: range)
    if vertical { destination.y = target } else { destination.x = target }
    setContentOffset(destination, animated: true)
    postAccessibilityAnnouncement(.pageScrolled(Self.pageText(at: target, in: range, page: page)))
    return true
  }

  /// Whether a VoiceOver scroll towards `direction` is the refresh components' to answer: the content rests at that
  /// edge (or an animated move is heading there) and a component attached there starts, or already refreshes, when
  /// asked. ``accessibilityScroll(_:)`` then starts it or returns false; it changes nothing here.
  ///
  /// A real scroll view pages by itself, and better than the model can (it knows its translucent bars and what its
  /// rows say): the UIKit layer's `ScrollViewRefreshKit.accessibilityScroll(_:in:)` answers only when this is true and
  /// leaves every other scroll to UIKit. False while the user drags, when scrolling is off, when the content cannot
  /// scroll along that axis, away from the edge, and at an edge with no component there, a hidden one, or a footer
  /// with no more data.
  ///
  /// - Parameter direction: The side of the content the user asks to see.
  /// - Returns: Whether a component at that edge takes the scroll.
  public func takesAccessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool {
    guard let scroll = accessibilityScrollGeometry(direction), scroll.isAtEdge else { return false }
    for attachment in attachments where attachment.scrollModel(self, takesAccessibilityScrollAtEdge: direction) {
      return true
    }
    return false
  }

  /// Where a VoiceOver scroll towards `direction` starts from: the resting range along its axis, where the content is
  /// heading (an animated move's end), and whether that is the edge `direction` names; nil when no scroll can happen
  /// (scrolling off, a finger down, nothing to scroll along that axis, an empty viewport).
  private func accessibilityScrollGeometry(
    _ direction: AccessibilityScrollDirection
  ) -> (range: ClosedRange<CGFloat>, destination: CGPoint, isAtEdge: Bool)? {
    let vertical = direction.isVertical
    guard isScrollEnabled, !isDragging, vertical ? canScrollVertically : canScrollHorizontally else { return nil }
    guard (vertical ? storedFrame.height : storedFrame.width) > 0 else { return nil }
    let minimum = minimumContentOffset
    let maximum = maximumContentOffset
    let range = vertical ? minimum.y...maximum.y : minimum.x...maximum.x
    let destination = cell.value.motion?.destination(from: storedContentOffset) ?? storedContentOffset
    let position = vertical ? destination.y : destination.x
    let isAtEdge =
      direction.isTowardsStart
      ? position <= range.lowerBound + Self.edgeTolerance : position >= range.upperBound - Self.edgeTolerance
    return (range, destination, isAtEdge)
  }

  /// How close to a bound, in points, counts as at the edge.
  static let edgeTolerance: CGFloat = 0.5

  /// "Page 2 of 5" for the page that starts at `offset`, counting pages of `page` points from the lower bound of
  /// `range`, the last one ending at its upper bound.
  static func pageText(at offset: CGFloat, in range: ClosedRange<CGFloat>, page: CGFloat) -> String {
    let span = range.upperBound - range.lowerBound
    let count = span <= edgeTolerance ? 1 : Int((span / page - 1e-9).rounded(.up)) + 1
    let index =
      offset >= range.upperBound - edgeTolerance
      ? count : min(count, Int(((offset - range.lowerBound) / page + 1e-9).rounded(.down)) + 1)
    return RefreshLocalization.string(for: .accessibilityPageScrolled)
      .replacingOccurrences(of: "{page}", with: "\(index)")
      .replacingOccurrences(of: "{count}", with: "\(count)")
  }
}
