import Foundation

/// A header that shows a sequence of images beside its state title: MJRefresh's GIF header as a presentation model.
///
/// Give it frames per state with ``ImageSequenceLeaf/setImages(_:duration:for:)``; it exposes the frame to draw
/// now, ``ImageSequenceLeaf/currentImage`` (and its ``ImageSequenceLeaf/currentFrameIndex``), computed when read:
/// while idle and pulling the frame follows the pull across the idle frames, and while refreshing the refreshing
/// frames (or the idle ones) loop with the scroll model's time. The title, the last-updated line and the language
/// come from ``StateHeader``.
///
/// ```swift
/// let header = ImageSequenceHeader { feed.reload() }
/// header.setImages(RefreshImage.frames(named: "drop-", glyphs: "▁▂▃▄▅▆▇█"), for: .idle)
/// header.setImages(RefreshImage.frames(named: "spin-", glyphs: "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"), for: .refreshing)
/// header.isLastUpdatedTimeHidden = true
/// list.refreshHeader = header
///
/// // the app's view, on each frame:
/// imageView.image = header.currentImage.map { UIImage(named: $0.name) }
/// ```
///
/// ## Subclassing
///
/// Subclasses inherit `init(action:)`. Set frames in ``RefreshComponent/prepare()`` (after `super.prepare()`), and
/// override the hooks of ``RefreshComponent`` to draw more, calling `super` first. The frame is computed from the
/// header's state, progress and time when read, so it stays right whatever a subclass does in the hooks.
@MainActor open class ImageSequenceHeader: StateHeader, ImageSequenceLeaf {
  /// The frames the header shows in each state (see ``ImageSequenceLeaf``). Empty until frames are set.
  public final var imageSequence: RefreshImageSequence

  /// Creates a header with no action (see ``RefreshComponent/init()``).
  public override init() {
    // Set here, not where declared: a declared first value is a function of its own that an app links and exports
    // (issue 58).
    imageSequence = RefreshImageSequence()
    super.init()
  }

  // MARK: - Drawing

  /// What the header shows: ``StateHeader``'s title and last-updated line, and beside them the mark of the result
  /// while one shows, else the ``ImageSequenceLeaf/currentImage``; it needs frames while its frames loop.
  ///
  /// ## Subclassing
  ///
  /// Override to draw your own way: start from `super.presentation` and change what differs.
  open override var presentation: RefreshPresentation {
    var presentation = super.presentation
    presentation.accessory = imageAccessory(imageSequence, showsResult: true)
    presentation.needsFrames = imageNeedsFrames(imageSequence)
    return presentation
  }
}
