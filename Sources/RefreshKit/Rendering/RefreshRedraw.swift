import Foundation

/// Whether a view must draw its component again: once a frame, only while the component is in view, and only when its
/// ``RefreshComponent/presentation`` differs from the one drawn last.
///
/// A renderer keeps one per component and asks it once a frame (on a device: each frame of the display link, however
/// many scroll reports the frame carried):
///
/// ```swift
/// if let presentation = redraw.presentationToDraw(for: component) { draw(presentation) }
/// ```
///
/// or, without copying the presentation on the frames that draw nothing, ``needsDraw(for:)`` and ``drawn``.
///
/// A component out of view (``RefreshComponent/isAccessibilityElement`` false: scrolled away, hidden or detached) is
/// not asked for its presentation at all; the first frame it is back in view draws it if it changed meanwhile.
///
/// A stock leaf itself (``SimpleHeader``, ``StateHeader``, ``SimpleAutoFooter`` or ``StateAutoFooter``; not a
/// subclass) is not asked for its presentation, nor where it is, while nothing its presentation is made from changed:
/// its state, titles, language and hidden parts, its appearance, the result of its last load, the app's language and
/// strings (``RefreshLocalization/changeCount``), a header's last-updated date, store, key, calendar and locale and the
/// minute of its clock, whether a footer's double tap loads. Each of those is read or counted every frame, so a
/// change is drawn at the next frame. Any other component, a subclass of a stock leaf included (its
/// ``RefreshComponent/presentation`` override may read properties of its own), has its presentation built and compared
/// every frame it is in view: a change of anything it reads is drawn, with nothing to invalidate.
@_spi(Hosting) @MainActor public struct RefreshRedraw {
  /// The presentation drawn last, or nil before the first draw (and after ``invalidate()``).
  public var drawn: RefreshPresentation? { storage.drawn }

  /// What was drawn, in one object copied on write: a copy of a redraw is one reference, where a presentation and a
  /// stamp kept in place made the value-witness code of their copies (some 1.9 KB an app linked).
  private var storage: Storage

  /// A redraw that has drawn nothing yet.
  public init() {
    storage = Storage()
  }

  /// The presentation to draw now, which becomes ``drawn``; nil when the component is out of view or its presentation
  /// is the one drawn last.
  ///
  /// The same as ``needsDraw(for:)`` followed by a read of ``drawn``, which a renderer that draws every frame prefers:
  /// it copies no presentation while there is nothing to draw.
  ///
  /// - Parameter component: The component the view draws.
  /// - Returns: What to draw, or nil for nothing.
  public mutating func presentationToDraw(for component: RefreshComponent) -> RefreshPresentation? {
    needsDraw(for: component) ? drawn : nil
  }

  /// Whether the view must draw now: true when the component is in view and its presentation differs from the one
  /// drawn last, which ``drawn`` then holds.
  ///
  /// ```swift
  /// if redraw.needsDraw(for: component), let presentation = redraw.drawn { draw(presentation) }
  /// ```
  ///
  /// - Parameter component: The component the view draws.
  /// - Returns: Whether ``drawn`` changed and is to be drawn.
  public mutating func needsDraw(for component: RefreshComponent) -> Bool {
    // A stock leaf whose inputs are those of the presentation drawn has that presentation: nothing to draw, in view or
    // not, so neither its presentation nor its place is looked at. (A stamp is kept only with a presentation drawn:
    // `drawnStamp` is nil whenever `drawn` is.)
    let stamp = component.presentationStamp
    if let stamp, let drawnStamp = storage.drawnStamp, stamp == drawnStamp { return false }
    guard component.isAccessibilityElement else { return false }
    let storage = uniqueStorage()
    storage.drawnStamp = stamp
    let presentation = component.presentation
    if let drawn = storage.drawn, drawn == presentation { return false }
    storage.drawn = presentation
    return true
  }

  /// Forgets what was drawn: the next call draws (a view whose fonts or colours changed).
  public mutating func invalidate() {
    let storage = uniqueStorage()
    storage.drawn = nil
    storage.drawnStamp = nil
  }

  /// The storage, copied first when another redraw shares it (a redraw is a value: a copy draws on its own).
  private mutating func uniqueStorage() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
    return storage
  }

  /// What a redraw keeps (see ``storage``).
  private final class Storage {
    /// The presentation drawn last.
    var drawn: RefreshPresentation?
    /// What ``drawn`` was made from, when the component gave a stamp (see `PresentationStamp`). A stamp is kept only
    /// with a presentation drawn: nil whenever ``drawn`` is.
    var drawnStamp: PresentationStamp?

    init() {}

    init(copying other: Storage) {
      drawn = other.drawn
      drawnStamp = other.drawnStamp
    }
  }
}
