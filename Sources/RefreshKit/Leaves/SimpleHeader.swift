import Foundation

/// A header with a state title, an arrow, an activity indicator and the time of the last refresh: MJRefresh's
/// normal header as a presentation model.
///
/// `SimpleHeader` draws nothing itself. It exposes what a header shows in each state, and a renderer draws it
/// (``TerminalRenderer`` in a terminal; a UIKit or SwiftUI view in an app):
///
/// | state | ``title`` (English) | ``arrowRotation`` | ``isArrowHidden`` | ``isActivityIndicatorAnimating`` |
/// |---|---|---|---|---|
/// | `.idle` | Pull down to refresh | 0 | false | false |
/// | `.pulling` | Release to refresh | π | false | false |
/// | `.refreshing` | Loading… | 0 | true | true |
///
/// Under the title, ``lastUpdatedText`` tells when a refresh of this header's ``RefreshHeader/lastUpdatedKey`` last
/// ended successfully ("Last updated: Today 14:05"); the header saves that date in its
/// ``RefreshHeader/lastUpdatedStore`` when a refresh ends successfully.
///
/// Every text is read when asked, in the current ``RefreshLocalization/language``, so switching the language at run
/// time changes an attached header's texts with nothing to reload. ``setTitle(_:for:)`` overrides a state's title.
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
/// Subclasses inherit `init(action:)`. Override ``title(for:)`` to compute titles (call `super` for the states you
/// do not change), and the hooks of ``RefreshComponent`` to draw more; call `super` first in every hook. The
/// presentation properties are computed from ``RefreshComponent/state``, so they stay right whatever a subclass
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
@MainActor open class SimpleHeader: RefreshHeader {
  private var titles = StateTitles(.header)

  // MARK: - Title

  /// The title for `state`: the one set with ``setTitle(_:for:)``, or the localised default.
  ///
  /// The defaults are "Pull down to refresh" (`.idle`), "Release to refresh" (`.pulling`) and "Loading…"
  /// (`.refreshing`, and `.willRefresh` unless set), in the current ``RefreshLocalization/language``.
  ///
  /// ## Subclassing
  ///
  /// Override to compute a title; return `super.title(for: state)` for the states you leave alone.
  ///
  /// - Parameter state: The state.
  /// - Returns: The title shown in that state.
  open func title(for state: RefreshState) -> String {
    titles.title(for: state)
  }

  /// The title while the header shows the result of the refresh that just ended
  /// (``RefreshComponent/resultDisplayDuration``): "Refreshed", or the failure's message ("Refresh failed" when it
  /// has none); nil when no result shows.
  public var resultTitle: String? {
    resultTitle(success: .headerRefreshed, failure: .headerRefreshFailed)
  }

  /// Sets the title shown in `state`, for every language; nil returns to the localised default.
  ///
  /// ```swift
  /// header.setTitle("Fetching the news…", for: .refreshing)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title, or nil for the default.
  ///   - state: The state it is shown in.
  public func setTitle(_ title: String?, for state: RefreshState) {
    titles.overrides[state] = title
  }

  /// The title shown now: the ``resultTitle`` while a result shows, else the title for the current
  /// ``RefreshComponent/state``.
  public var title: String { resultTitle ?? title(for: state) }

  /// Whether the title is hidden (MJRefresh's `stateLabel.hidden`). Default false.
  public var isTitleHidden = false

  // MARK: - Arrow and activity indicator

  /// The arrow's rotation in radians: 0 (pointing down) at rest, π (pointing up) when releasing refreshes.
  public var arrowRotation: CGFloat { state == .pulling ? .pi : 0 }

  /// Whether the arrow is hidden: while refreshing, when the activity indicator replaces it.
  public var isArrowHidden: Bool { state == .refreshing }

  /// Whether the activity indicator spins: while refreshing.
  public var isActivityIndicatorAnimating: Bool { state == .refreshing }

  // MARK: - Last updated

  /// Whether the last-updated line is hidden (MJRefresh's `lastUpdatedTimeLabel.hidden`). Default false.
  public var isLastUpdatedTimeHidden = false

  /// The calendar, with its time zone, that ``lastUpdatedText`` reads days and times in. Defaults to the user's.
  ///
  /// ```swift
  /// var utc = Calendar(identifier: .gregorian)
  /// utc.timeZone = TimeZone(identifier: "UTC")!
  /// header.calendar = utc
  /// ```
  public var calendar = Calendar.current

  /// Makes the last-updated line from the date of the last refresh (nil if never), in place of the default
  /// (MJRefresh's `lastUpdatedTimeText`). Default nil.
  public var lastUpdatedTextProvider: (@MainActor (Date?) -> String)?

  /// The last-updated line: "Last updated: Today 14:05", "Last updated: Yesterday 09:30",
  /// "Last updated: 2026-11-01 09:30", or "Last updated: No record" before the first refresh.
  ///
  /// It is computed when read, from ``RefreshHeader/lastUpdatedTime``, ``RefreshHeader/currentDate`` (the present,
  /// which decides "Today"), ``calendar`` and the current ``RefreshLocalization/language``; see
  /// ``RefreshLocalization/lastUpdatedText(for:now:calendar:language:)``. A ``lastUpdatedTextProvider`` replaces it.
  public var lastUpdatedText: String {
    if let lastUpdatedTextProvider { return lastUpdatedTextProvider(lastUpdatedTime) }
    return RefreshLocalization.lastUpdatedText(for: lastUpdatedTime, now: currentDate(), calendar: calendar)
  }

  // MARK: - Drawing

  /// The lines ``TerminalRenderer`` draws the header with, top to bottom (see ``TerminalRenderable``).
  ///
  /// ## Subclassing
  ///
  /// Override to draw the header your own way in text; `super.textLines` is the default drawing.
  open var textLines: [String] { defaultTextLines }
}
