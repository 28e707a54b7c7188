import Foundation

/// A ``BackRefreshFooter`` that shows a title per state and draws nothing else: MJRefresh's back state footer, the
/// parent of ``SimpleBackFooter`` and ``ImageSequenceBackFooter``.
///
/// | state | ``StateTitled/title`` (English) |
/// |---|---|
/// | `.idle` | Pull up to load more |
/// | `.pulling` | Release to load more |
/// | `.refreshing`, `.willRefresh` | Loading more… |
/// | `.noMoreData` | No more data |
///
/// While a result shows, the title is ``StateTitled/resultTitle``: "Loaded" for
/// ``RefreshComponent/resultDisplayDuration`` (0 by default: none), or the failure's message ("The Internet connection
/// appears to be offline.", "Load failed" when the error has none) for ``RefreshComponent/failureDisplayDuration`` (2
/// seconds by default). Titles are read when asked, in the footer's ``StateTitled/language``; the title
/// members come from ``StateTitled``.
///
/// ```swift
/// let footer = SimpleBackFooter { feed.loadMore() }   // or any other subclass
/// footer.setTitle("Keep pulling", for: .idle)
/// ```
///
/// ## Subclassing
///
/// Subclass `StateBackFooter` to draw a footer your own way while keeping the stock titles: override the hooks of
/// ``RefreshComponent`` to draw (call `super` first) and read ``StateTitled/title`` where you draw the title. Override
/// ``title(for:)`` to compute titles and ``textLines`` to draw in text. Subclasses inherit `init(action:)`.
@MainActor open class StateBackFooter: BackRefreshFooter, StateTitled {
  /// The footer's titles: its overrides and its language over the localised defaults (see ``StateTitled``).
  public final var stateTitles: StateTitles

  /// Creates a footer with no action (see ``RefreshComponent/init()``).
  public override init() {
    // Set here, not where declared: a declared first value is a function of its own that an app links and exports
    // (issue 58).
    (stateTitles, isTitleHidden) = (.backFooter, false)
    super.init()
  }

  /// The title for `state`: the one set with ``StateTitled/setTitle(_:for:)``, or the localised default ("Pull up
  /// to load more", "Release to load more", "Loading more…", "No more data").
  ///
  /// ## Subclassing
  ///
  /// Override to compute a title; return `super.title(for: state)` for the states you leave alone.
  ///
  /// - Parameter state: The state.
  /// - Returns: The title shown in that state.
  open func title(for state: RefreshState) -> String {
    stateTitles.title(for: state)
  }

  /// Whether the title is hidden. Default false.
  public final var isTitleHidden: Bool

  // MARK: - Accessibility

  /// What VoiceOver says for the footer, whether the title is hidden or not, in the footer's
  /// ``StateTitled/language``: the state its ``StateTitled/title`` tells, without the title's gesture words ("Load
  /// more" for "Pull up to load more", "Ready to load more" for "Release to load more"), or "Loaded" while a result
  /// shows. A title set with ``StateTitled/setTitle(_:for:)`` is said as set.
  ///
  /// ## Subclassing
  ///
  /// Override to say what your drawing shows; `super.accessibilityLabel` is this text.
  open override var accessibilityLabel: String? { spokenTitle }

  override var textLanguage: String? { language }

  // MARK: - Drawing

  /// What the footer shows (see ``RefreshPresentation``): the ``StateTitled/title`` unless ``isTitleHidden``, with no
  /// accessory (the leaves add theirs). A double tap loads while it is idle, so it is then a button to VoiceOver.
  ///
  /// ## Subclassing
  ///
  /// Override to draw your own way: start from `super.presentation` and change what differs.
  open override var presentation: RefreshPresentation {
    var presentation = super.presentation
    presentation.title = isTitleHidden ? nil : title
    return presentation
  }

  /// The lines `TerminalRenderer` draws the footer with (see ``TerminalRenderable``): its ``presentation`` as text,
  /// on one line.
  ///
  /// ## Subclassing
  ///
  /// Override to draw the footer your own way in text only; `super.textLines` is this drawing.
  open var textLines: [String] { presentationTextLines }
}
