import Foundation

/// A header drawn as a ``CircleLoading``: the circle fills as the user pulls and spins while refreshing.
///
/// ``circleLoading``'s ``CircleLoading/strokeEnd`` follows ``RefreshComponent/showProgress`` (full at the trigger)
/// and its ``CircleLoading/rotation`` advances with the scroll view's model time while refreshing, one turn per
/// second. After a failed refresh, while the failure shows (``RefreshComponent/failureDisplayDuration``), the ring
/// gives way to the failure's mark and message ("The Internet connection appears to be offline.", or "Refresh failed").
///
/// ```swift
/// list.refreshHeader = CircleLoadingHeader { feed.reload() }
/// let circle = (list.refreshHeader as? CircleLoadingHeader)?.circleLoading
/// ```
///
/// ## Subclassing
///
/// Subclasses inherit `init(action:)`. ``circleLoading`` takes up the header's progress and refresh whenever it is
/// read, so it stays right whatever a subclass does in the hooks of ``RefreshComponent`` (call `super` first in them
/// anyway). Override ``textLines`` to draw the header your own way in text.
@MainActor open class CircleLoadingHeader: RefreshHeader {
  /// The indicator this header shows. It follows the header by itself: its ``CircleLoading/progress`` is the header's
  /// ``RefreshComponent/showProgress``, it spins from the start of each refresh while it lasts, and its clock is the
  /// scroll view's ``ScrollModel/now``.
  public let circleLoading: CircleLoading

  /// Creates a header with no action (see ``RefreshComponent/init()``).
  public override init() {
    // Made here, not lazily: a lazy variable is three overridable accessors in the vtable of this class and of each
    // subclass, and an export each (issue 58).
    circleLoading = CircleLoading()
    super.init()
    circleLoading.follow(self)
  }

  // MARK: - Accessibility

  /// What VoiceOver says for the header, which shows no text: the state a header's title would tell, without its
  /// gesture words ("Refresh", "Ready to refresh", "Loading…", or "Refreshed" or the failure's message while a result
  /// shows), in
  /// ``RefreshConfiguration/language`` or, when that is nil, ``RefreshLocalization/language``.
  ///
  /// ## Subclassing
  ///
  /// Override to say what your drawing shows; `super.accessibilityLabel` is this text.
  open override var accessibilityLabel: String? {
    let spoken = StateTitles.header
    return resultTitle(in: spoken) ?? spoken.spokenTitle(for: state) ?? spoken.title(for: state)
  }

  // MARK: - Drawing

  /// What the header shows: ``circleLoading`` as a ring, with no text; it needs frames while the circle spins. While a
  /// failure shows (``RefreshComponent/displayedResult``), the failure's mark and its message instead: a ring cannot
  /// say what went wrong.
  ///
  /// ## Subclassing
  ///
  /// Override to draw your own way: start from `super.presentation` and change what differs.
  open override var presentation: RefreshPresentation {
    var presentation = super.presentation
    if case .failure = displayedResult {
      presentation.title = resultTitle(in: .header)
      presentation.accessory = .result(.failure)
      return presentation
    }
    presentation.accessory = circleLoading.accessory
    presentation.needsFrames = circleLoading.isSpinning
    return presentation
  }

  /// The lines `TerminalRenderer` draws the header with, top to bottom (see ``TerminalRenderable``): its
  /// ``presentation`` as text, the ring as eight cells on two lines.
  ///
  /// ## Subclassing
  ///
  /// Override to draw the header your own way in text only; `super.textLines` is the default drawing.
  open var textLines: [String] { presentationTextLines }
}
