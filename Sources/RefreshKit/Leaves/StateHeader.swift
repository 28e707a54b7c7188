import Foundation

/// A header that shows a title per state and the time of the last refresh, and draws nothing else: MJRefresh's state
/// header, the parent of ``SimpleHeader`` and ``ImageSequenceHeader``.
///
/// `StateHeader` is the text layer of a header. It exposes what the header says in each state, and leaves the
/// picture (an arrow, a spinner, an animation) to its subclasses:
///
/// | state | ``StateTitled/title`` (English) |
/// |---|---|
/// | `.idle` | Pull down to refresh |
/// | `.pulling` | Release to refresh |
/// | `.refreshing`, `.willRefresh` | Loading… |
///
/// While a result shows, the title is ``StateTitled/resultTitle``: "Refreshed" for
/// ``RefreshComponent/resultDisplayDuration`` (0 by default: none), or the failure's message ("The Internet connection
/// appears to be offline.", "Refresh failed" when the error has none) for ``RefreshComponent/failureDisplayDuration``
/// (2 seconds by default). Under the title, ``lastUpdatedText`` tells when a refresh of this header's
/// ``RefreshHeader/lastUpdatedKey`` last ended successfully ("Last updated: Today 14:05"); the header saves that date
/// in its ``RefreshHeader/lastUpdatedStore`` when a refresh ends successfully.
///
/// Every text is read when asked, in the header's ``StateTitled/language``, so switching the language at run time
/// changes an attached header's texts with nothing to reload: set ``RefreshLocalization/language`` to switch every
/// leaf, or ``StateTitled/language`` to switch this one. ``StateTitled/setTitle(_:for:)`` overrides a state's title
/// in every language. The title members come from ``StateTitled``.
///
/// ```swift
/// let header = SimpleHeader { feed.reload() }   // or any other subclass
/// header.setTitle("Pull to check for news", for: .idle)
/// header.language = "ja"
/// header.isLastUpdatedTimeHidden = true
/// ```
///
/// ## Subclassing
///
/// Subclass `StateHeader` to draw a header your own way while keeping the stock texts: override the hooks of
/// ``RefreshComponent`` to draw (call `super` first in every hook) and read ``StateTitled/title`` and
/// ``lastUpdatedText`` where
/// you draw them. Override ``title(for:)`` to compute titles (call `super` for the states you do not change) and
/// ``textLines`` to draw in text. Subclasses inherit `init(action:)`. The texts are computed from
/// ``RefreshComponent/state`` when read, so they stay right whatever a subclass draws.
///
/// ```swift
/// final class LogoHeader: StateHeader {
///   private(set) var logoAngle: CGFloat = 0
///
///   override func showProgressDidChange(_ progress: CGFloat) {
///     super.showProgressDidChange(progress)
///     logoAngle = min(progress, 1) * .pi
///   }
///
///   override var textLines: [String] { [logoAngle < .pi ? "◔ " + title : "◕ " + title] }
/// }
/// ```
@MainActor open class StateHeader: RefreshHeader, StateTitled {
  /// The header's titles: its overrides and its language over the localised defaults (see ``StateTitled``).
  public final var stateTitles: StateTitles {
    didSet {
      titleCache.reset()
      lastUpdatedCache = nil  // the language may have changed
      presentationInputsDidChange()
    }
  }

  /// The title last looked up in ``stateTitles``.
  private final var titleCache: StateTitleCache

  /// Creates a header with no action (see ``RefreshComponent/init()``).
  public override init() {
    // Set here, not where declared: a declared first value (or a `T?` variable's implicit nil, which `Optional<T>`
    // does not get) is a function of its own that an app links and exports (issue 58).
    (stateTitles, titleCache) = (.header, StateTitleCache())
    (isTitleHidden, isLastUpdatedTimeHidden) = (false, false)
    (calendar, locale, lastUpdatedTextProvider) = (.autoupdatingCurrent, nil, nil)
    (lastUpdatedCache, labelCache) = (nil, nil)
    super.init()
  }

  // MARK: - Title

  /// The title for `state`: the one set with ``StateTitled/setTitle(_:for:)``, or the localised default.
  ///
  /// The defaults are "Pull down to refresh" (`.idle`), "Release to refresh" (`.pulling`) and "Loading…"
  /// (`.refreshing`, and `.willRefresh` unless set), in the header's ``StateTitled/language``.
  ///
  /// ## Subclassing
  ///
  /// Override to compute a title; return `super.title(for: state)` for the states you leave alone.
  ///
  /// - Parameter state: The state.
  /// - Returns: The title shown in that state.
  open func title(for state: RefreshState) -> String {
    titleCache.title(for: state, in: stateTitles)
  }

  /// Whether the title is hidden (MJRefresh's `stateLabel.hidden`). Default false.
  public final var isTitleHidden: Bool {
    didSet { presentationInputsDidChange() }
  }

  // MARK: - Last updated

  /// Whether the last-updated line is hidden (MJRefresh's `lastUpdatedTimeLabel.hidden`). Default false; the line
  /// is also hidden when ``RefreshComponent/appearance`` says not to show it (``RefreshAppearance/showsLastUpdated``).
  public final var isLastUpdatedTimeHidden: Bool {
    didSet { presentationInputsDidChange() }
  }

  /// Whether the last-updated line shows: neither ``isLastUpdatedTimeHidden`` nor the appearance hides it.
  final var showsLastUpdatedLine: Bool { !isLastUpdatedTimeHidden && appearance.showsLastUpdated }

  /// The calendar, with its time zone, that ``lastUpdatedText`` reads days and times in. Defaults to the user's,
  /// following its changes (`Calendar.autoupdatingCurrent`: a traveller's new time zone, a new first weekday).
  ///
  /// ```swift
  /// var utc = Calendar(identifier: .gregorian)
  /// utc.timeZone = TimeZone(identifier: "UTC")!
  /// header.calendar = utc
  /// ```
  public final var calendar: Calendar {
    didSet {
      lastUpdatedCache = nil
      presentationInputsDidChange()
    }
  }

  /// The locale the last-updated line writes its date and time in, or nil (the default) for the user's
  /// (`Locale.current`) whatever the header's language, so that the date follows their region and the clock is on 12
  /// or 24 hours as they set it.
  public final var locale: Optional<Locale> {
    didSet {
      lastUpdatedCache = nil
      presentationInputsDidChange()
    }
  }

  /// Makes the last-updated line from the date of the last refresh (nil if never), in place of the default
  /// (MJRefresh's `lastUpdatedTimeText`). Default nil.
  public final var lastUpdatedTextProvider: Optional<@MainActor (Date?) -> String> {
    didSet {
      cell.value.presentationRunsAppCode = lastUpdatedTextProvider != nil
      presentationInputsDidChange()
    }
  }

  /// The last-updated line: "Last updated: Today 2:05 PM", "Last updated: Yesterday 09:30",
  /// "Last updated: 11/1/2026 9:30 AM", or "Last updated: No record" before the first refresh, with the date and the
  /// time written as the ``locale`` writes them.
  ///
  /// It is computed when read, from ``RefreshHeader/lastUpdatedTime``, ``RefreshHeader/currentDate`` (the present,
  /// which decides "Today"), ``calendar``, ``locale`` and the header's ``StateTitled/language``; see
  /// ``RefreshLocalization/lastUpdatedText(for:now:calendar:language:locale:)``. A ``lastUpdatedTextProvider``
  /// replaces it.
  public final var lastUpdatedText: String {
    if let lastUpdatedTextProvider { return lastUpdatedTextProvider(lastUpdatedTime) }
    // Formatted once a minute at most: the text changes with the date, the minute of the present (which decides
    // "Today"), the language, the locale and the calendar, and a renderer reads it every frame the header is in view.
    // The language (in the titles), the locale and the calendar forget the cache when set, so that only plain
    // numbers are compared here.
    // The date is kept as seconds: `Date` is resilient on Apple platforms, so that each copy and comparison of a
    // `Date?` goes through its value witnesses.
    let date = lastUpdatedTime
    let seconds = date?.timeIntervalSinceReferenceDate
    let now = currentDate()
    let minute = (now.timeIntervalSinceReferenceDate / 60).rounded(.down)
    let changes = RefreshLocalization.changeCount
    if let cache = lastUpdatedCache, cache.seconds == seconds, cache.minute == minute, cache.changes == changes {
      return cache.text
    }
    let text = RefreshLocalization.lastUpdatedText(
      for: date, now: now, calendar: calendar, language: stateTitles.language, locale: locale)
    lastUpdatedCache = (seconds, minute, changes, text)
    return text
  }

  /// The last ``lastUpdatedText`` formatted, and the date (in seconds since the reference date), minute and count of
  /// localization changes it was formatted at; nil once the language, the locale or the calendar is set.
  private final var lastUpdatedCache: Optional<(seconds: Double?, minute: Double, changes: Int, text: String)>

  /// The last ``accessibilityLabel`` joined, and the title and line it was joined from.
  private final var labelCache: Optional<(title: String, line: String, label: String)>

  // MARK: - Accessibility

  /// What VoiceOver says for the header: the state its ``StateTitled/title`` tells, without the title's gesture
  /// words ("Refresh" for "Pull down to refresh", "Ready to refresh" for "Release to refresh", "Loading…",
  /// "Refreshed"), and, unless hidden, the last-updated line ("Refresh, Last updated: Today 10:24"), in the header's
  /// ``StateTitled/language``. A title set with ``StateTitled/setTitle(_:for:)`` is said as set. The state is said
  /// even when ``isTitleHidden``: it is what tells the state.
  ///
  /// ## Subclassing
  ///
  /// Override to say what your drawing shows; `super.accessibilityLabel` is this text.
  open override var accessibilityLabel: String? {
    let title = spokenTitle
    guard showsLastUpdatedLine else { return title }
    let line = lastUpdatedText
    if let cache = labelCache, cache.title == title, cache.line == line { return cache.label }
    let label = title + ", " + line
    labelCache = (title, line, label)
    return label
  }

  override var textLanguage: String? { language }

  // MARK: - Drawing

  /// What the header shows (see ``RefreshPresentation``): the ``StateTitled/title`` unless ``isTitleHidden``, and
  /// under it the ``lastUpdatedText`` unless ``isLastUpdatedTimeHidden``, with no accessory (the leaves add theirs).
  ///
  /// ## Subclassing
  ///
  /// Override to draw your own way: start from `super.presentation` and change what differs.
  open override var presentation: RefreshPresentation {
    var presentation = super.presentation
    presentation.title = isTitleHidden ? nil : title
    presentation.subtitle = showsLastUpdatedLine ? lastUpdatedText : nil
    return presentation
  }

  /// The stock header's stamp (see `PresentationStamp`): its inputs, the date of its last refresh and the minute of
  /// its present; nil for a subclass the app writes, and while the app's ``lastUpdatedTextProvider`` writes the line.
  override var presentationStamp: PresentationStamp? {
    let leaf = type(of: self)
    guard leaf == SimpleHeader.self || leaf == StateHeader.self, !cell.value.presentationRunsAppCode,
      var stamp = baseStamp
    else { return nil }
    // SimpleHeader's arrow turns when pulled, unless motion is reduced.
    if stamp.state == .pulling { stamp.reducesMotion = RefreshConfiguration.leavesReduceMotion }
    // An app's own store is app code (a keychain, a database): it is read only while the header is in view, where
    // the presentation is built, never for a stamp at every frame.
    guard keepsDateInStockStore else { return nil }
    stamp.lastUpdatedRevision = PresentationStamp.stockStoreRevision  // the key and store are inputs
    stamp.minute = (currentDate().timeIntervalSinceReferenceDate / 60).rounded(.down)
    return stamp
  }

  /// The lines `TerminalRenderer` draws the header with, top to bottom (see ``TerminalRenderable``): its
  /// ``presentation`` as text, such as `↓ Pull down to refresh` over `Last updated: Today 14:05`.
  ///
  /// ## Subclassing
  ///
  /// Override to draw the header your own way in text only; `super.textLines` is this drawing.
  open var textLines: [String] { presentationTextLines }
}
