import Foundation

/// The title a leaf last looked up in its ``StateTitles``, so that a renderer reading it every frame does not look
/// it up in the tables again: valid for the same state until the leaf's titles or the localization change.
@MainActor struct StateTitleCache {
  private var entry: (state: RefreshState, changes: Int, title: String)?

  /// `titles`' title for `state`, looked up again only when `state` or ``RefreshLocalization/changeCount`` differ
  /// from the last lookup.
  mutating func title(for state: RefreshState, in titles: StateTitles) -> String {
    let changes = RefreshLocalization.changeCount
    if let entry, entry.state == state, entry.changes == changes { return entry.title }
    let title = titles.title(for: state)
    entry = (state, changes, title)
    return title
  }

  /// Forgets the last lookup: the leaf's titles changed.
  mutating func reset() {
    entry = nil
  }
}
