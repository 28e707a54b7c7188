/// The titles of a leaf: the app's per-state overrides over localised defaults read when asked.
struct StateTitles {
  /// The overrides the app set, by state.
  var overrides: [RefreshState: String] = [:]

  /// The key of each state's default text.
  let defaults: [RefreshState: RefreshLocalization.Key]

  /// The state whose title a state without a default borrows (a header's `willRefresh` shows the refreshing title).
  let aliases: [RefreshState: RefreshState]

  /// The title for `state`: its override, else its localised default, else the title of the state it borrows from.
  @MainActor func title(for state: RefreshState) -> String {
    if let title = overrides[state] { return title }
    if let key = defaults[state] { return RefreshLocalization.string(for: key) }
    if let alias = aliases[state], alias != state { return title(for: alias) }
    return ""
  }
}
