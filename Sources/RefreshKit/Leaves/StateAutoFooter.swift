import Foundation

/// An ``AutoRefreshFooter`` that shows a title per state and draws nothing else: MJRefresh's auto state footer, the
/// parent of ``SimpleAutoFooter`` and ``ImageSequenceAutoFooter``.
///
/// | state | ``title`` (English) |
/// |---|---|
/// | `.idle` | Tap or pull up to load more |
/// | `.refreshing` | Loading more… |
/// | `.noMoreData` | No more data |
///
/// After a failed load, while ``AutoRefreshFooter/isWaitingForRetry``, ``title`` says what went wrong and how to retry:
/// the failure's message ("You're offline — tap to retry"; see ``RefreshComponent/errorMessage``), or "Load failed —
/// tap to retry" when it has none.
/// A tap on the title is a load request: the view that draws the footer calls ``AutoRefreshFooter/tap()``, which
/// loads from ``RefreshState/idle``. Titles are read when asked, in the footer's ``StateTitled/language``; the title
/// members come from ``StateTitled``.
///
/// ```swift
/// let footer = SimpleAutoFooter { feed.loadMore() }   // or any other subclass
/// footer.setTitle("You're all caught up", for: .noMoreData)
/// footer.isRefreshingTitleHidden = true
/// ```
///
/// ## Subclassing
///
/// Subclass `StateAutoFooter` to draw a footer your own way while keeping the stock titles: override the hooks of
/// ``RefreshComponent`` to draw (call `super` first) and read ``title`` and ``isTitleVisible`` where you draw the
/// title. Override ``title(for:)`` to compute titles and ``textLines`` to draw in text. Subclasses inherit
/// `init(action:)`.
@MainActor open class StateAutoFooter: AutoRefreshFooter, StateTitled {
  /// The footer's titles: its overrides and its language over the localised defaults (see ``StateTitled``).
  public final var stateTitles: StateTitles {
    didSet {
      titleCache.reset()
      presentationInputsDidChange()
    }
  }

  /// The title last looked up in ``stateTitles``.
  private final var titleCache: StateTitleCache

  /// Creates a footer with no action (see ``RefreshComponent/init()``).
  public override init() {
    // Set here, not where declared: a declared first value is a function of its own that an app links and exports
    // (issue 58).
    (stateTitles, titleCache) = (.autoFooter, StateTitleCache())
    (isTitleHidden, isRefreshingTitleHidden) = (false, false)
    super.init()
  }

  /// The title for `state`: the one set with ``StateTitled/setTitle(_:for:)``, or the localised default ("Tap or
  /// pull up to load more", "Loading more…", "No more data").
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

  /// The title shown now: while ``AutoRefreshFooter/isWaitingForRetry``, the failure's message and the way to retry
  /// ("You're offline — tap to retry", or "Load failed — tap to retry" when the failure has no message:
  /// ``StateTitles/retryTitle(for:)``), else the title for the current ``RefreshComponent/state``.
  public final var title: String {
    if isWaitingForRetry, let retry = stateTitles.retryTitle(for: lastResult) { return retry }
    return title(for: state)
  }

  /// Whether the title is hidden in every state. Default false.
  public final var isTitleHidden: Bool {
    didSet { presentationInputsDidChange() }
  }

  /// Whether the title is hidden while loading, leaving the picture alone (MJRefresh's `refreshingTitleHidden`).
  /// Default false.
  public final var isRefreshingTitleHidden: Bool {
    didSet { presentationInputsDidChange() }
  }

  /// Whether the title shows now: not ``isTitleHidden``, and not loading with ``isRefreshingTitleHidden``.
  public final var isTitleVisible: Bool {
    !isTitleHidden && !(isRefreshingTitleHidden && state == .refreshing)
  }

  // MARK: - Accessibility

  /// What VoiceOver says for the footer, whether the title is hidden or not, in the footer's
  /// ``StateTitled/language``: the state its ``title`` tells, without the title's gesture words ("Load more" for "Tap
  /// or pull up to load more", "Loading more…", "No more data"), and after a failed load the failure's message ("Load
  /// failed" when it has none). A title set with ``StateTitled/setTitle(_:for:)`` is said as set. What a double tap
  /// does is the ``RefreshComponent/accessibilityHint``.
  ///
  /// ## Subclassing
  ///
  /// Override to say what your drawing shows; `super.accessibilityLabel` is this text.
  open override var accessibilityLabel: String? {
    isWaitingForRetry ? failureLabel : spokenTitle(for: state)
  }

  override var textLanguage: String? { language }

  // MARK: - Drawing

  /// What the footer shows (see ``RefreshPresentation``): the ``title`` while ``isTitleVisible``, with no accessory
  /// (the leaves add theirs). A double tap loads while it is idle, so it is then a button to VoiceOver.
  ///
  /// ## Subclassing
  ///
  /// Override to draw your own way: start from `super.presentation` and change what differs.
  open override var presentation: RefreshPresentation {
    var presentation = super.presentation
    presentation.title = isTitleVisible ? title : nil
    return presentation
  }

  /// The stock footer's stamp (see `PresentationStamp`): its inputs and whether a double tap loads; nil for a
  /// subclass the app writes.
  override var presentationStamp: PresentationStamp? {
    let leaf = type(of: self)
    guard leaf == SimpleAutoFooter.self || leaf == StateAutoFooter.self, var stamp = baseStamp else { return nil }
    stamp.isActivatedByDoubleTap = isActivatedByDoubleTap
    return stamp
  }

  /// The lines `TerminalRenderer` draws the footer with (see ``TerminalRenderable``): its ``presentation`` as text,
  /// on one line.
  ///
  /// ## Subclassing
  ///
  /// Override to draw the footer your own way in text only; `super.textLines` is this drawing.
  open var textLines: [String] { presentationTextLines }
}
