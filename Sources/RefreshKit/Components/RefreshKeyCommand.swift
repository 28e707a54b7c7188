import Foundation

/// ⌘R on a keyboard (an iPad with a keyboard, Mac Catalyst): which list refreshes, and starting it.
///
/// The UIKit layer gives the lists on screen, the one that holds the keyboard focus first and then the front-most,
/// and ⌘R refreshes the header of the list chosen here, with the trigger ``RefreshTrigger/keyCommand``:
///
/// 1. The first list whose header is in view: the content is at its top (the header sits right above it, where a
///    pull shows it; a refreshing header shows there) or pulled down past it.
/// 2. When no header is in view, the first list that has a header: it scrolls back to the top and refreshes, as
///    Mail's ⌘R refreshes a mailbox scrolled down.
///
/// If the chosen list's header cannot start (it already refreshes, or a refreshing footer excludes it), ⌘R does
/// nothing: it never refreshes another list instead. Lists with no header, or a hidden one, are never chosen.
@MainActor public enum RefreshKeyCommand {
  /// The list among `lists` whose header ⌘R refreshes, or nil when none does (see the type's rules).
  ///
  /// - Parameter lists: The lists on screen, the one holding the keyboard focus first, then from front to back.
  /// - Returns: The list to refresh, or nil.
  public static func list(toRefreshAmong lists: [ScrollModel]) -> ScrollModel? {
    // One pass, with no array of the lists that have a header: the first whose header is in view, else the first.
    var firstWithHeader: ScrollModel?
    var chosen: ScrollModel?
    for list in lists where !(list.refreshHeader?.isHidden ?? true) {
      if isHeaderInView(list) {
        chosen = list
        break
      }
      if firstWithHeader == nil { firstWithHeader = list }
    }
    guard let chosen = chosen ?? firstWithHeader else { return nil }
    return chosen.refreshHeader?.offersAccessibilityAction == true ? chosen : nil
  }

  /// Refreshes the header of the list that ``list(toRefreshAmong:)`` chooses, as its
  /// ``RefreshComponent/beginRefreshing()`` would, with the trigger ``RefreshTrigger/keyCommand``.
  ///
  /// - Parameter lists: The lists on screen, the one holding the keyboard focus first, then from front to back.
  /// - Returns: Whether a refresh started.
  @discardableResult
  public static func refresh(among lists: [ScrollModel]) -> Bool {
    guard let header = list(toRefreshAmong: lists)?.refreshHeader else { return false }
    let generation = header.runner.generation
    header.begin(trigger: .keyCommand)
    return header.runner.generation != generation
  }

  /// Whether `list`'s header is in view: the content is at its top (a refreshing header's hold included) or pulled
  /// down past it.
  @inline(never) private static func isHeaderInView(_ list: ScrollModel) -> Bool {
    list.contentOffset.y <= list.minimumContentOffset.y + ScrollModel.edgeTolerance
  }
}
