import Foundation

/// The frames an image-sequence leaf shows in each state, and how long each state's set takes to play: MJRefresh's
/// `stateImages` and `stateDurations`.
///
/// An ``ImageSequenceLeaf`` keeps one (``ImageSequenceLeaf/imageSequence``) and picks its frame from it when read:
/// - `.idle`: the idle frames follow the pull, frame `⌊showProgress × count⌋`, the last one from the trigger on.
/// - `.refreshing`: its frames, else the idle ones, loop with the model's time from the refresh's start.
/// - `.pulling` and `.willRefresh`: their own frames loop with the model's time from the moment the state was entered
///   (a pull that arms shows the first pulling frame at once, as `UIImageView.startAnimating()` does in MJRefresh's GIF
///   header, and each new arming starts again from it); without their own, the idle frames follow the pull (so an
///   armed pull shows the last idle frame, as in MJRefresh).
/// - `.noMoreData`: its own frames loop with the model's time from the moment the state was entered (from the model's
///   zero when it was entered while detached); without them no frame shows, as MJRefresh's GIF footers hide their
///   image.
///
/// While ``RefreshConfiguration/reducesMotion`` is on, a leaf shows the first frame of the set its state shows, and
/// it neither follows the pull nor loops.
///
/// A set of `n` frames given no duration plays in `n × 0.1` seconds (``defaultFrameDuration`` a frame); a duration
/// given is for the whole set. Time is the scroll model's (``ScrollModel/now``, moved only by
/// ``ScrollModel/advance(by:)``), never the wall clock, so the frame at any moment is the same on every run.
///
/// ```swift
/// var sequence = RefreshImageSequence()
/// sequence.setImages(RefreshImage.frames(named: "drop-", glyphs: "▁▂▃▄▅▆▇█"), for: .idle)
/// sequence.setImages(RefreshImage.frames(named: "spin-", glyphs: "◐◓◑◒"), duration: 0.6, for: .refreshing)
/// ```
public struct RefreshImageSequence: Equatable, Sendable {
  /// How long one frame shows when ``setImages(_:duration:for:)`` is given no duration: 0.1 seconds.
  public static let defaultFrameDuration: TimeInterval = 0.1

  /// The frames and durations, in one object that is never changed: setting a state's frames makes a new one. A
  /// copy of the sequence is then one reference, where five arrays were retained and released by every copy and by
  /// the value witnesses an app links for the type (issue 58); frames are set when a leaf is made.
  private final class Storage: Sendable {
    /// The frames set for each state, in the order of `RefreshState`'s cases (idle, pulling, willRefresh,
    /// refreshing, noMoreData), empty where none were: such a state borrows as the table above says. Five fields,
    /// not a dictionary or a generic type of values by state, whose specializations and value witnesses an app would
    /// link for this one use.
    let frames: ([RefreshImage], [RefreshImage], [RefreshImage], [RefreshImage], [RefreshImage])
    /// How long each state's whole set takes to play once, in seconds of model time, in the same order; 0 where no
    /// frames were set (a duration set is positive).
    let durations: (TimeInterval, TimeInterval, TimeInterval, TimeInterval, TimeInterval)

    init(
      frames: ([RefreshImage], [RefreshImage], [RefreshImage], [RefreshImage], [RefreshImage]),
      durations: (TimeInterval, TimeInterval, TimeInterval, TimeInterval, TimeInterval)
    ) {
      (self.frames, self.durations) = (frames, durations)
    }
  }

  private var storage: Storage

  /// Creates a sequence with no frames: a leaf shows no image until frames are set.
  public init() {
    storage = Storage(frames: ([], [], [], [], []), durations: (0, 0, 0, 0, 0))
  }

  /// Whether two sequences show the same frames for the same durations in every state.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.storage.frames == rhs.storage.frames && lhs.storage.durations == rhs.storage.durations)
  }

  /// Sets the frames shown in `state` and how long the whole set takes to play.
  ///
  /// An empty `frames`, and a `duration` that is not finite and positive, are refused: the sequence stays as it was
  /// and ``RefreshDiagnostics`` reports it.
  ///
  /// - Parameters:
  ///   - frames: The frames, in order; not empty.
  ///   - duration: How long the whole set takes to play once, in seconds; nil (the default) for
  ///     ``defaultFrameDuration`` per frame.
  ///   - state: The state they are shown in.
  @MainActor public mutating func setImages(
    _ frames: [RefreshImage], duration: TimeInterval? = nil, for state: RefreshState
  ) {
    setImages(frames, duration: duration, for: state, member: "RefreshImageSequence.setImages(_:duration:for:)")
  }

  /// ``setImages(_:duration:for:)``, reporting a refusal under `member`.
  @MainActor mutating func setImages(
    _ frames: [RefreshImage], duration: TimeInterval?, for state: RefreshState, member: String
  ) {
    guard !frames.isEmpty else {
      return RefreshDiagnostics.refuse(member, "[] for \(state)", "an image sequence needs at least one frame")
    }
    if let duration, !(duration.isUsableDuration && duration > 0) {
      return RefreshDiagnostics.refuse(member, duration, "not a finite, positive duration")
    }
    let duration = duration ?? Double(frames.count) * Self.defaultFrameDuration
    var (sets, durations) = (storage.frames, storage.durations)
    state.replace(in: &sets, with: frames)
    state.replace(in: &durations, with: duration)
    storage = Storage(frames: sets, durations: durations)
  }

  /// The frames set for `state` itself, empty when none were: what it borrows is not included.
  ///
  /// - Parameter state: The state.
  /// - Returns: The frames, in order.
  public func images(for state: RefreshState) -> [RefreshImage] {
    state.pick(storage.frames)
  }

  /// How long the frames set for `state` itself take to play once, or nil when none were set.
  ///
  /// - Parameter state: The state.
  /// - Returns: The duration in seconds of model time, or nil.
  func duration(for state: RefreshState) -> TimeInterval? {
    let duration = state.pick(storage.durations)
    return duration > 0 ? duration : nil
  }

  /// The frame shown now, as the set it is taken from and its index there; nil when there is none.
  ///
  /// - Parameters:
  ///   - state: The component's state.
  ///   - progress: The component's ``RefreshComponent/showProgress``.
  ///   - now: The model's time, or nil when the component is detached (then 0).
  ///   - stateStart: When the component entered `state`, on the model's clock; nil when it entered it detached (the
  ///     model's zero then).
  ///   - still: Whether motion is reduced: the first frame of the set the state shows, whatever the progress and the
  ///     time.
  func frame(
    in state: RefreshState, progress: CGFloat, now: TimeInterval?, stateStart: TimeInterval?, still: Bool = false
  ) -> (set: RefreshState, index: Int)? {
    if still {
      return frame(in: state, progress: 0, now: 0, stateStart: 0).map { ($0.set, 0) }
    }
    // A looping set starts from its first frame when the state is entered, as a restarted image view does.
    let elapsed = (now ?? 0) - (stateStart ?? 0)
    switch state {
    case .idle:
      return followingProgress(progress)
    case .refreshing:
      return looping(storage.frames.3.isEmpty ? .idle : .refreshing, elapsed: elapsed)
    case .noMoreData:
      return looping(.noMoreData, elapsed: elapsed)
    case .pulling, .willRefresh:
      return images(for: state).isEmpty ? followingProgress(progress) : looping(state, elapsed: elapsed)
    }
  }

  /// Whether the frame shown in `state` changes with the model's time alone: the state shows a looping set (see
  /// ``frame(in:progress:now:refreshingStart:still:)``) of more than one frame.
  func loops(in state: RefreshState) -> Bool {
    let set: RefreshState
    switch state {
    case .idle: return false
    case .refreshing: set = storage.frames.3.isEmpty ? .idle : .refreshing
    case .noMoreData, .pulling, .willRefresh: set = state
    }
    return images(for: set).count > 1
  }

  /// The idle frame for `progress`: `⌊progress × count⌋`, clamped to the set.
  private func followingProgress(_ progress: CGFloat) -> (set: RefreshState, index: Int)? {
    let count = storage.frames.0.count
    guard count > 0 else { return nil }
    let position = Double(max(0, progress)) * Double(count) + 1e-9
    return (.idle, min(count - 1, Int(position.rounded(.down))))
  }

  /// The frame of `set` after `elapsed` seconds of looping: `⌊elapsed / (duration / count)⌋` modulo the count,
  /// computed from the fraction of the current cycle so that it cannot overflow.
  private func looping(_ set: RefreshState, elapsed: TimeInterval) -> (set: RefreshState, index: Int)? {
    let count = images(for: set).count
    guard count > 0, let duration = duration(for: set) else { return nil }
    let cycles = max(0, elapsed) / duration
    let position = (cycles - cycles.rounded(.down)) * Double(count) + 1e-6
    return (set, Int(position.rounded(.down)) % count)
  }
}
