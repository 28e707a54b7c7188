import Foundation

/// A component that shows a sequence of images, MJRefresh's GIF leaves: the frame members that
/// ``ImageSequenceHeader``, ``ImageSequenceAutoFooter`` and ``ImageSequenceBackFooter`` share, written once.
///
/// A conforming component keeps its frames in ``imageSequence`` and gets ``setImages(_:duration:for:)``,
/// ``currentFrameIndex`` and ``currentImage`` from this protocol's extension. The frame is computed when read, from
/// the component's ``RefreshComponent/state``, ``RefreshComponent/showProgress`` and its scroll model's time (the
/// rules are under ``RefreshImageSequence``), so a view that draws ``currentImage`` on each display-link tick, or a
/// test that reads it after ``ScrollModel/advance(by:)``, sees the right frame with no hook to call.
///
/// ```swift
/// let header = ImageSequenceHeader { feed.reload() }
/// header.setImages(RefreshImage.frames(named: "drop-", glyphs: "▁▂▃▄▅▆▇█"), for: .idle)
/// header.setImages(RefreshImage.frames(named: "spin-", glyphs: "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"), for: .refreshing)
/// list.refreshHeader = header
/// ```
///
/// A component of your own conforms by keeping a sequence:
///
/// ```swift
/// final class MascotHeader: StateHeader, ImageSequenceLeaf {
///   var imageSequence = RefreshImageSequence()
/// }
/// ```
@MainActor public protocol ImageSequenceLeaf: RefreshComponent {
  /// The frames the component shows in each state. Change them through ``setImages(_:duration:for:)``.
  var imageSequence: RefreshImageSequence { get set }
}

extension ImageSequenceLeaf {
  /// Sets the frames shown in `state` and how long the whole set takes to play once.
  ///
  /// With no `duration`, each frame shows for ``RefreshImageSequence/defaultFrameDuration`` (0.1 seconds), so the
  /// set plays in `frames.count × 0.1` seconds. An empty `frames`, and a `duration` that is not finite and positive,
  /// are refused: the frames stay as they were and ``RefreshDiagnostics`` reports it.
  ///
  /// ```swift
  /// header.setImages(refreshingFrames, duration: 0.8, for: .refreshing)   // eight frames a 0.1 s, or any count in 0.8 s
  /// ```
  ///
  /// - Parameters:
  ///   - frames: The frames, in order; not empty.
  ///   - duration: How long the whole set takes to play once, in seconds of model time; nil (the default) for 0.1
  ///     seconds per frame.
  ///   - state: The state they are shown in; states without frames borrow as ``RefreshImageSequence`` says.
  public func setImages(_ frames: [RefreshImage], duration: TimeInterval? = nil, for state: RefreshState) {
    imageSequence.setImages(frames, duration: duration, for: state, member: "\(Self.self).setImages(_:duration:for:)")
  }

  /// The index of the frame shown now in its set (the state's own frames, or those it borrows), or nil when no frame
  /// shows.
  ///
  /// While idle it follows ``RefreshComponent/showProgress`` across the idle frames; while refreshing it loops with
  /// the scroll model's time from the refresh's start, and a state's own pulling frames loop from the arming; see
  /// ``RefreshImageSequence`` for every state. While
  /// ``RefreshConfiguration/reducesMotion`` is on it is 0: the first frame of the state's set, still.
  public var currentFrameIndex: Int? { currentFrame?.index }

  /// The frame shown now, or nil when none shows: draw it by its ``RefreshImage/name``.
  public var currentImage: RefreshImage? {
    guard let frame = currentFrame else { return nil }
    return imageSequence.images(for: frame.set)[frame.index]
  }

  /// The frame shown now, as its set and its index there.
  private var currentFrame: (set: RefreshState, index: Int)? {
    imageSequence.frame(
      in: state, progress: showProgress, now: scrollView?.now, stateStart: stateStartTime,
      still: RefreshConfiguration.leavesReduceMotion)
  }
}
