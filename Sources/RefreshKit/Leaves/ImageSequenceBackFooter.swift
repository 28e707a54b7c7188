import Foundation

/// A ``BackRefreshFooter`` that shows a sequence of images beside its state title: MJRefresh's back GIF footer as a
/// presentation model.
///
/// Give it frames per state with ``ImageSequenceLeaf/setImages(_:duration:for:)``; it exposes the frame to draw
/// now, ``ImageSequenceLeaf/currentImage``, computed when read: while idle and pulling the frame follows the pull
/// across the idle frames, while loading the loading frames (or the idle ones) loop with the scroll model's time, and
/// with no more data only frames set for ``RefreshState/noMoreData`` show. The titles and the result title come from
/// ``StateBackFooter``.
///
/// ```swift
/// let footer = ImageSequenceBackFooter { feed.loadMore() }
/// footer.setImages(RefreshImage.frames(named: "rise-", glyphs: "▁▂▃▄▅▆▇█"), for: .idle)
/// footer.setImages(RefreshImage.frames(named: "spin-", glyphs: "◐◓◑◒"), duration: 0.6, for: .refreshing)
/// list.refreshFooter = footer
/// ```
///
/// ## Subclassing
///
/// Subclasses inherit `init(action:)`. Set frames in ``RefreshComponent/prepare()`` (after `super.prepare()`), and
/// override the hooks of ``RefreshComponent`` to draw more, calling `super` first.
@MainActor open class ImageSequenceBackFooter: StateBackFooter, ImageSequenceLeaf {
  /// The frames the footer shows in each state (see ``ImageSequenceLeaf``). Empty until frames are set.
  public final var imageSequence: RefreshImageSequence

  /// Creates a footer with no action (see ``RefreshComponent/init()``).
  public override init() {
    // Set here, not where declared: a declared first value is a function of its own that an app links and exports
    // (issue 58).
    imageSequence = RefreshImageSequence()
    super.init()
  }

  // MARK: - Drawing

  /// What the footer shows: ``StateBackFooter``'s title, and beside it the mark of the result while one shows, else
  /// the ``ImageSequenceLeaf/currentImage``; it needs frames while its frames loop.
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
