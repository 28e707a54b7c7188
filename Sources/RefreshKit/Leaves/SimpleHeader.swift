import Foundation

/// A header with a state title, an arrow, an activity indicator and the time of the last refresh: MJRefresh's
/// normal header as a presentation model.
///
/// `SimpleHeader` draws nothing itself. It exposes what a header shows in each state, and a renderer draws it
/// (`TerminalRenderer` in a terminal; a UIKit or SwiftUI view in an app). The texts (the title per state, the
/// last-updated line, the language) come from ``StateHeader``; this leaf adds the arrow and the indicator:
///
/// | state | title (English) | ``arrowRotation`` | ``isArrowHidden`` | ``isActivityIndicatorAnimating`` |
/// |---|---|---|---|---|
/// | `.idle` | Pull down to refresh | 0 | false | false |
/// | `.pulling` | Release to refresh | π | false | false |
/// | `.refreshing` | Loading… | 0 | true | true |
///
/// Under the title, ``StateHeader/lastUpdatedText`` tells when a refresh of this header's
/// ``RefreshHeader/lastUpdatedKey`` last ended successfully ("Last updated: Today 14:05").
///
/// ```swift
/// let header = SimpleHeader { feed.reload() }
/// header.setTitle("Pull to check for news", for: .idle)
/// header.isLastUpdatedTimeHidden = true
/// list.refreshHeader = header
/// ```
///
/// ## Subclassing
///
/// Subclasses inherit `init(action:)`. Override ``StateHeader/title(for:)`` to compute titles (call `super` for the
/// states you do not change), and the hooks of ``RefreshComponent`` to draw more; call `super` first in every hook.
/// The presentation properties are computed from ``RefreshComponent/state``, so they stay right whatever a subclass
/// draws.
///
/// ```swift
/// final class NewsHeader: SimpleHeader {
///   override func prepare() {
///     super.prepare()
///     setTitle("Pull to check for news", for: .idle)
///   }
///   override func toRefreshingState() {
///     super.toRefreshingState()
///     analytics.log("refresh")
///   }
/// }
/// ```
@MainActor open class SimpleHeader: StateHeader {
  // MARK: - Arrow and activity indicator

  /// The arrow's rotation in radians: 0 (pointing down) at rest, π (pointing up) when releasing refreshes.
  /// Always 0 while ``RefreshConfiguration/reducesMotion`` is on: the arrow does not turn, and the title tells that
  /// releasing now refreshes.
  public final var arrowRotation: CGFloat {
    state == .pulling && !RefreshConfiguration.leavesReduceMotion ? .pi : 0
  }

  /// Whether the arrow is hidden: while refreshing, when the activity indicator replaces it.
  public final var isArrowHidden: Bool { state == .refreshing }

  /// Whether the activity indicator spins: while refreshing.
  public final var isActivityIndicatorAnimating: Bool { state == .refreshing }

  // MARK: - Drawing

  /// What the header shows: ``StateHeader``'s title and last-updated line, and beside them the mark of the result
  /// while one shows, else the activity indicator while refreshing, else the arrow pointing down, turned by
  /// ``arrowRotation`` (a terminal draws ↓ at rest, ↑ armed).
  ///
  /// ## Subclassing
  ///
  /// Override to draw your own way: start from `super.presentation` and change what differs.
  open override var presentation: RefreshPresentation {
    var presentation = super.presentation
    presentation.accessory = arrowAccessory(pointing: .down)
    return presentation
  }
}
