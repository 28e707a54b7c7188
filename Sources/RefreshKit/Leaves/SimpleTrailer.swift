import Foundation

/// A ``RefreshTrailer`` with a title written vertically, an arrow and an activity indicator.
///
/// | state | ``StateTitled/title`` (English) | ``arrowRotation`` | ``isArrowHidden`` | ``isActivityIndicatorAnimating`` |
/// |---|---|---|---|---|
/// | `.idle` | Pull left to load more | 0 | false | false |
/// | `.pulling` | Release to load more | π | false | false |
/// | `.refreshing` | Loading… | 0 | true | true |
///
/// The trailer is a narrow strip at the right edge, so its title is drawn one character per line:
/// ``verticalTitle``. The arrow points left (the way to pull) at rotation 0 and right at π. Titles are read when
/// asked, in the trailer's ``StateTitled/language``. The trailer works as ``SimpleBackFooter`` does at its edge, and shares its
/// implementation: the pull and the hold (``RefreshTrailer``), the title members (``StateTitled``: an override per
/// state over a localised default, the result while it shows) and the drawing of the arrow, the spinner and the result.
///
/// ```swift
/// carousel.refreshTrailer = SimpleTrailer { gallery.loadMore() }
/// ```
///
/// ## Subclassing
///
/// Subclasses inherit `init(action:)`. Override ``title(for:)`` to compute titles and the hooks of
/// ``RefreshComponent`` to draw more, calling `super` first.
@MainActor open class SimpleTrailer: RefreshTrailer, StateTitled {
  /// The trailer's titles: its overrides and its language over the localised defaults (see ``StateTitled``).
  public final var stateTitles: StateTitles

  /// Creates a trailer with no action (see ``RefreshComponent/init()``).
  public override init() {
    // Set here, not where declared: a declared first value is a function of its own that an app links and exports
    // (issue 58).
    (stateTitles, isTitleHidden) = (.trailer, false)
    super.init()
  }

  /// The title for `state`: the one set with ``StateTitled/setTitle(_:for:)``, or the localised default ("Pull left
  /// to load more", "Release to load more", "Loading…"); "Pull right to load more" at rest in a right-to-left
  /// ``RefreshTrailer/layoutDirection``, where the trailer is at the left edge.
  ///
  /// ## Subclassing
  ///
  /// Override to compute a title; return `super.title(for: state)` for the states you leave alone.
  ///
  /// - Parameter state: The state.
  /// - Returns: The title shown in that state.
  open func title(for state: RefreshState) -> String {
    stateTitles.title(for: state, layoutDirection: layoutDirection)
  }

  /// ``StateTitled/title`` written vertically: one character per line, joined by newlines (a space keeps its own line).
  ///
  /// ```swift
  /// trailer.setTitle("More", for: .idle)
  /// trailer.verticalTitle   // "M\no\nr\ne"
  /// ```
  public final var verticalTitle: String {
    // Character by character, with no array of strings to join (a `map` and a `joined` specialized for it).
    var vertical = ""
    for character in title {
      if !vertical.isEmpty { vertical.append("\n") }
      vertical.append(character)
    }
    return vertical
  }

  /// Whether the title is hidden. Default false.
  public final var isTitleHidden: Bool

  /// The arrow's rotation in radians: 0 (pointing the way to pull: left, or right in a right-to-left layout) at rest,
  /// π when releasing loads.
  /// Always 0 while ``RefreshConfiguration/reducesMotion`` is on: the arrow does not turn, and the title tells that
  /// releasing now refreshes.
  public final var arrowRotation: CGFloat {
    state == .pulling && !RefreshConfiguration.leavesReduceMotion ? .pi : 0
  }

  /// Whether the arrow is hidden: while loading.
  public final var isArrowHidden: Bool { state == .refreshing }

  /// Whether the activity indicator spins: while loading.
  public final var isActivityIndicatorAnimating: Bool { state == .refreshing }

  // MARK: - Accessibility

  /// What VoiceOver says for the trailer, on one line, whether the title is hidden or not, in the trailer's
  /// ``StateTitled/language``: the state its ``StateTitled/title`` tells, without the title's gesture words ("Load
  /// more" for "Pull left to load more", "Ready to load more" for "Release to load more"), or "Loaded" while a result
  /// shows. A title set with ``StateTitled/setTitle(_:for:)`` is said as set.
  ///
  /// ## Subclassing
  ///
  /// Override to say what your drawing shows; `super.accessibilityLabel` is this text.
  open override var accessibilityLabel: String? { spokenTitle }

  override var textLanguage: String? { language }

  // MARK: - Drawing

  /// What the trailer shows: its ``StateTitled/title`` unless ``isTitleHidden``, running down
  /// (``RefreshPresentation/Axis/vertical``), and beside it the mark of the result while one shows, else the
  /// activity indicator while loading, else the arrow pointing left (right in a right-to-left layout), turned by
  /// ``arrowRotation``. A double tap loads
  /// while it is idle, so it is then a button to VoiceOver.
  ///
  /// ## Subclassing
  ///
  /// Override to draw your own way: start from `super.presentation` and change what differs.
  open override var presentation: RefreshPresentation {
    var presentation = super.presentation
    presentation.title = isTitleHidden ? nil : title
    presentation.axis = .vertical
    presentation.accessory = arrowAccessory(pointing: layoutDirection == .rightToLeft ? .right : .left)
    return presentation
  }

  /// The lines `TerminalRenderer` draws the trailer with, top to bottom (see ``TerminalRenderable``): its
  /// ``presentation`` as text, the glyph (← at rest, → armed) then the title's characters, one a line.
  ///
  /// ## Subclassing
  ///
  /// Override to draw the trailer your own way in text only; `super.textLines` is the default drawing.
  open var textLines: [String] { presentationTextLines }
}
