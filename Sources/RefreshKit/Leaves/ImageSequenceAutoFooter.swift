import Foundation

/// An ``AutoRefreshFooter`` that shows a sequence of images beside its state title: MJRefresh's auto GIF footer as a
/// presentation model.
///
/// Give it frames per state with ``ImageSequenceLeaf/setImages(_:duration:for:)``; it exposes the frame to draw
/// now, ``ImageSequenceLeaf/currentImage``, computed when read: while idle the frame follows how much of the footer
/// is in view, while loading the loading frames (or the idle ones) loop with the scroll model's time, and with no
/// more data only frames set for ``RefreshState/noMoreData`` show. The titles come from ``StateAutoFooter``; with
/// ``StateAutoFooter/isRefreshingTitleHidden`` the frames show alone while loading.
///
/// ```swift
/// let footer = ImageSequenceAutoFooter { feed.loadMore() }
/// footer.setImages(RefreshImage.frames(named: "dots-", glyphs: "⣾⣽⣻⢿⡿⣟⣯⣷"), for: .refreshing)
/// footer.isRefreshingTitleHidden = true
/// list.refreshFooter = footer
/// ```
///
/// ## Subclassing
///
/// Subclasses inherit `init(action:)`. Set frames in ``RefreshComponent/prepare()`` (after `super.prepare()`), and
/// override the hooks of ``RefreshComponent`` to draw more, calling `super` first.
@MainActor open class ImageSequenceAutoFooter: StateAutoFooter, ImageSequenceLeaf {
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

  /// What the footer shows: ``StateAutoFooter``'s title, and beside it the ``ImageSequenceLeaf/currentImage`` (an
  /// auto footer shows no result); it needs frames while its frames loop.
  ///
  /// ## Subclassing
  ///
  /// Override to draw your own way: start from `super.presentation` and change what differs.
  open override var presentation: RefreshPresentation {
    var presentation = super.presentation
    presentation.accessory = imageAccessory(imageSequence, showsResult: false)
    presentation.needsFrames = imageNeedsFrames(imageSequence)
    return presentation
  }
}
