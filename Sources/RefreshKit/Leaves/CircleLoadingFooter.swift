import Foundation

/// An ``AutoRefreshFooter`` drawn as a ``CircleLoading``, with a title when there is no more data or a load failed.
///
/// ``circleLoading`` fills as the footer comes into view and spins while loading; in ``RefreshState/noMoreData``
/// the circle is hidden and ``title`` ("No more data") shows instead. After a failed load, while
/// ``AutoRefreshFooter/isWaitingForRetry``, the title beside the circle says what went wrong and how to retry ("You're
/// offline — tap to retry").
///
/// ```swift
/// list.refreshFooter = CircleLoadingFooter { feed.loadMore() }
/// ```
///
/// ## Subclassing
///
/// Subclasses inherit `init(action:)`. ``circleLoading`` takes up the footer's progress and refresh whenever it is
/// read, so it stays right whatever a subclass does in the hooks of ``RefreshComponent`` (call `super` first in them
/// anyway). Override ``title(for:)`` to compute titles and ``textLines`` to draw in text.
@MainActor open class CircleLoadingFooter: AutoRefreshFooter, StateTitled {
  /// The indicator this footer shows. It follows the footer by itself: its ``CircleLoading/progress`` is the footer's
  /// ``RefreshComponent/showProgress``, it spins from the start of each load while it lasts, and its clock is the
  /// scroll view's ``ScrollModel/now``.
  public let circleLoading: CircleLoading

  /// The footer's titles: its overrides and its language over the defaults (see ``StateTitled``).
  public final var stateTitles: StateTitles

  /// Creates a footer with no action (see ``RefreshComponent/init()``).
  public override init() {
    // Set here, not where declared: a declared first value is a function of its own that an app links and exports
    // (issue 58).
    // The circle is made here, not lazily: a lazy variable is three overridable accessors in the vtable of this class
    // and of each subclass, and an export each.
    (stateTitles, circleLoading) = (StateTitles(.circleFooter), CircleLoading())
    super.init()
    circleLoading.follow(self)
  }

  /// The title shown in `state`: the one set with ``StateTitled/setTitle(_:for:)``, or the default, which is "No
  /// more data" in ``RefreshState/noMoreData`` (in the footer's ``StateTitled/language``) and empty (no title, the
  /// circle alone) in the other states.
  ///
  /// ## Subclassing
  ///
  /// Override to compute a title; return `super.title(for: state)` for the states you leave alone.
  ///
  /// - Parameter state: The state.
  /// - Returns: The title, empty for none.
  open func title(for state: RefreshState) -> String {
    stateTitles.title(for: state)
  }

  /// The title shown now: while ``AutoRefreshFooter/isWaitingForRetry``, the failure's message and the way to retry
  /// ("You're offline — tap to retry", or "Load failed — tap to retry" when the failure has no message:
  /// ``StateTitles/retryTitle(for:)``), else the title for the current ``RefreshComponent/state`` (empty but in
  /// ``RefreshState/noMoreData`` unless set).
  public final var title: String {
    if isWaitingForRetry, let retry = stateTitles.retryTitle(for: lastResult) { return retry }
    return title(for: state)
  }

  /// Whether the circle is hidden: in ``RefreshState/noMoreData``, when the title replaces it.
  public final var isCircleHidden: Bool { state == .noMoreData }

  // MARK: - Accessibility

  /// What VoiceOver says for the footer: its ``StateTitled/title`` when it has one ("No more data"), else the state
  /// an auto footer's title would tell, without its gesture words ("Load more", "Loading more…", or after a failed
  /// load the failure's message), in the footer's ``StateTitled/language``: the circle alone tells a sighted user,
  /// the words tell a VoiceOver user. What a double tap does is the ``RefreshComponent/accessibilityHint``.
  ///
  /// ## Subclassing
  ///
  /// Override to say what your drawing shows; `super.accessibilityLabel` is this text.
  open override var accessibilityLabel: String? {
    // After a failed load the title shows the message and the way to retry: VoiceOver hears the message, and the
    // way to retry from the hint.
    if isWaitingForRetry { return failureLabel }
    let shown = title
    guard shown.isEmpty else { return shown }
    let spoken = StateTitles(.autoFooter, language: stateTitles.language)
    return spoken.spokenTitle(for: state) ?? spoken.title(for: state)
  }

  override var textLanguage: String? { language }

  // MARK: - Drawing

  /// What the footer shows: ``circleLoading`` as a ring, with the ``title`` when it has one (a failed load's); with
  /// no more data, the title alone. It needs frames while the circle spins, and is a button to VoiceOver while idle.
  ///
  /// ## Subclassing
  ///
  /// Override to draw your own way: start from `super.presentation` and change what differs.
  open override var presentation: RefreshPresentation {
    var presentation = super.presentation
    let title = title
    if isCircleHidden {
      presentation.title = title
    } else {
      presentation.title = title.isEmpty ? nil : title
      presentation.accessory = circleLoading.accessory
      presentation.needsFrames = circleLoading.isSpinning
    }
    return presentation
  }

  /// The lines `TerminalRenderer` draws the footer with, top to bottom (see ``TerminalRenderable``): its
  /// ``presentation`` as text, the ring as eight cells on two lines.
  ///
  /// ## Subclassing
  ///
  /// Override to draw the footer your own way in text only; `super.textLines` is the default drawing.
  open var textLines: [String] { presentationTextLines }
}
