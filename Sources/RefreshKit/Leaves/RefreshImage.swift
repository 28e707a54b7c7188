/// One frame of an image sequence, named rather than drawn, so that it means the same on every platform.
///
/// RefreshKit draws no pixels: a frame names an image, and the app maps the ``name`` to a `UIImage`, an `NSImage`
/// or a SwiftUI `Image` (an asset in its catalog, say), while `TerminalRenderer` draws the frame's ``glyph``, a
/// short text that stands for it in a terminal.
///
/// ```swift
/// let frames = (0..<8).map { RefreshImage("pull-\($0)", glyph: ["◐", "◓", "◑", "◒"][$0 % 4]) }
/// header.setImages(frames, for: .idle)
///
/// // in the app's view:
/// imageView.image = header.currentImage.map { UIImage(named: $0.name) }
/// ```
public struct RefreshImage: Equatable, Sendable {
  /// The name the app knows the image by, such as an asset name.
  public var name: String

  /// A short text (a character or two) that `TerminalRenderer` draws for the image; empty draws nothing.
  public var glyph: String

  /// Creates a frame.
  ///
  /// - Parameters:
  ///   - name: The name the app knows the image by, such as an asset name.
  ///   - glyph: A short text that stands for the image in a terminal; empty (the default) draws nothing.
  public init(_ name: String, glyph: String = "") {
    self.name = name
    self.glyph = glyph
  }

  /// Frames named `prefix` followed by their index from 0, one per character of `glyphs`, that character being the
  /// frame's glyph: a quick way to make a sequence that a terminal can show.
  ///
  /// ```swift
  /// RefreshImage.frames(named: "spinner-", glyphs: "⠋⠙⠹")
  /// // [RefreshImage("spinner-0", glyph: "⠋"), RefreshImage("spinner-1", glyph: "⠙"), RefreshImage("spinner-2", glyph: "⠹")]
  /// ```
  ///
  /// - Parameters:
  ///   - prefix: What each frame's name starts with.
  ///   - glyphs: One character per frame.
  /// - Returns: The frames, in order.
  public static func frames(named prefix: String, glyphs: String) -> [RefreshImage] {
    glyphs.enumerated().map { RefreshImage("\(prefix)\($0.offset)", glyph: String($0.element)) }
  }

  /// `count` frames named `prefix` followed by their number, from `first`: an app's numbered assets, with no glyph
  /// (a terminal draws nothing for them).
  ///
  /// ```swift
  /// // Assets "pull-1" … "pull-60", as an MJRefresh app's image arrays were named.
  /// header.setImages(RefreshImage.frames(named: "pull-", count: 60, startingAt: 1), for: .idle)
  /// ```
  ///
  /// A negative count is refused with a diagnostic and makes no frame.
  ///
  /// - Parameters:
  ///   - prefix: What each frame's name starts with.
  ///   - count: How many frames.
  ///   - first: The number of the first frame; 0 by default.
  /// - Returns: The frames, in order.
  @MainActor public static func frames(named prefix: String, count: Int, startingAt first: Int = 0) -> [RefreshImage] {
    guard count >= 0, first <= Int.max - count else {
      RefreshDiagnostics.refuse(
        "RefreshImage.frames(named:count:startingAt:)", (count, first), "a negative count, or numbers past Int.max")
      return []
    }
    return numbered(prefix, first..<first + count)
  }

  /// A frame named `prefix` followed by each of `numbers`. Off the main actor, so that its closure checks no
  /// executor when `map` calls it (a check an app would link).
  private static func numbered(_ prefix: String, _ numbers: Range<Int>) -> [RefreshImage] {
    numbers.map { RefreshImage("\(prefix)\($0)") }
  }
}
