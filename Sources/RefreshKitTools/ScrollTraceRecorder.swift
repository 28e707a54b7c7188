import Foundation
@_spi(Recording) import RefreshKit

/// Records what a scroll view's host reports to a ``ScrollModel``, frame by frame, as a ``ScrollTrace``.
///
/// With a ``ScrollDriver/simulated`` driver the recorder writes what a real scroll view would have reported for the
/// model's own motion: every offset with whether a finger moved it and whether the content decelerates, every change
/// of the pan gesture with its velocity, every change of the frame, content size, content inset and safe area, and a
/// `tick` at the end of every frame of ``ScrollModel/advance(by:)``. With an ``ScrollDriver/external`` driver it
/// writes the host's calls as they arrive. Either trace replays into a model with an external driver, through
/// ``ScrollModel/replay(_:command:)``, with the same transitions, actions, progress and insets, frame for frame.
///
/// ```swift
/// let recorder = ScrollTraceRecorder(recording: list)
/// // … the session …
/// recorder.stop()
/// try recorder.trace.jsonLines().write(to: url, atomically: true, encoding: .utf8)
/// ```
///
/// It also writes what RefreshKit did, as the trace's ``ScrollTrace/observations``: every change of the model's
/// ``ScrollModel/refreshInset``, the events of the components given to ``observe(_:as:)``, and what the app notes with
/// ``note(_:)`` (a diagnostic, an end and its completion, a leak); ``RefreshTraceCheck`` checks them.
///
/// The model keeps the recorder until ``stop()``. Start it while the content rests: the first records are the
/// model's geometry and offset then. What the app does to the components (`endRefreshing()` and the like) is not the
/// host's: note it with ``recordCommand(_:)`` so that a replay can do it at the same point. A simulated
/// ``ScrollModel/beginDrag()`` while a finger is already down has no counterpart in a pan gesture: its `began` is
/// recorded, and a replay refuses it.
@MainActor public final class ScrollTraceRecorder {
  /// What was recorded so far, in order.
  public private(set) var records: [ScrollTraceRecord] = []
  /// What RefreshKit did so far, in order.
  public private(set) var observations: [ScrollTraceObservation] = []
  /// The registrations of the observed components' events.
  private var componentObservations: [RefreshObservation] = []
  private weak var model: ScrollModel?
  /// What the model reports to. The model keeps it, and it keeps the recorder, until ``stop()``.
  private weak var tap: Tap?
  /// What a model replaying ``records`` has been told: its last reported flags and whether its deceleration counts
  /// as the user's.
  private var replayed: ReplayedReport

  private struct ReplayedReport {
    var isTracking: Bool
    var isDecelerating: Bool
    var releaseIsFromUser = false
  }

  /// Starts recording `model`, with its geometry and offset now as the first records.
  ///
  /// - Parameter model: The model to record. The recorder runs before its other attachments, so that each frame's
  ///   `tick` comes before what the frame's timers do.
  public init(recording model: ScrollModel) {
    self.model = model
    // The first report: no finger tracks the content (a drag under way follows as a pan that began, and moved).
    replayed = ReplayedReport(isTracking: false, isDecelerating: model.isDecelerating)
    let start: [ScrollTraceEvent] = [
      .frame(model.frame), .contentSize(model.contentSize), .contentInset(model.contentInset),
      .safeAreaInsets(model.safeAreaInsets),
      .scroll(offset: model.contentOffset, isTracking: replayed.isTracking, isDecelerating: replayed.isDecelerating),
    ]
    records = start.map { ScrollTraceRecord(time: model.now, event: $0) }
    // What the components hold already (a refresh begun before the recorder started).
    if model.refreshInset != .zero {
      observations = [
        ScrollTraceObservation(time: model.now, position: records.count, outcome: .refreshInset(model.refreshInset))
      ]
    }
    // A drag under way: the pan began, and moved if it did, so that a replay's gesture is in the same state.
    if model.isDragging { append(.pan(.began, velocity: .zero)) }
    if model.panState == .changed { append(.pan(.changed, velocity: model.panVelocity)) }
    let tap = Tap(recorder: self)
    self.tap = tap
    model.startRecording(tap)
  }

  /// Whether the recorder still records.
  public var isRecording: Bool {
    guard let model, let tap else { return false }
    return model.isRecording(with: tap)
  }

  /// What was recorded so far, as a trace.
  public var trace: ScrollTrace { ScrollTrace(records: records, observations: observations) }

  /// Writes `component`'s state changes and action starts from now on, under `name` (`header`, `footer`,
  /// `trailer`), until ``stop()``.
  ///
  /// - Parameters:
  ///   - component: The component to observe.
  ///   - name: Its name in the trace: `header`, `footer` or `trailer`, which tell ``RefreshTraceCheck`` its edge.
  public func observe(_ component: RefreshComponent, as name: String) {
    guard isRecording else { return }
    componentObservations.append(
      component.observe { [weak self] event in
        switch event {
        case .stateChanged(let from, let to): self?.note(.state(component: name, from: from, to: to))
        case .actionStarted(let trigger): self?.note(.action(component: name, trigger: "\(trigger)"))
        default: break
        }
      })
  }

  /// Writes `outcome` at the model's time now, after the records so far: what the app saw RefreshKit do that the
  /// recorder does not see itself (a diagnostic from ``RefreshDiagnostics/handler``, an end with a completion and
  /// the completion, a leak).
  ///
  /// - Parameter outcome: What happened.
  public func note(_ outcome: ScrollTraceOutcome) {
    guard let model, isRecording else { return }
    observations.append(ScrollTraceObservation(time: model.now, position: records.count, outcome: outcome))
  }

  /// Notes something the app did that the model does not see, such as `end header`, at the model's time now.
  ///
  /// - Parameter command: The app's command, in whatever words the replaying app understands.
  public func recordCommand(_ command: String) {
    guard let model, isRecording else { return }
    records.append(ScrollTraceRecord(time: model.now, event: .command(command)))
  }

  /// Stops recording; ``records`` keeps what was recorded. Calling it again does nothing.
  public func stop() {
    componentObservations.removeAll()
    guard let model else { return }
    if let tap { model.stopRecording(tap) }
    self.model = nil
  }

  // MARK: - Recording

  private func append(_ event: ScrollTraceEvent) {
    guard let model else { return }
    records.append(ScrollTraceRecord(time: model.now, event: event))
    switch event {
    case .scroll(_, let isTracking, let isDecelerating):
      replayed.isTracking = isTracking
      replayed.isDecelerating = isDecelerating
      if !isTracking && !isDecelerating { replayed.releaseIsFromUser = false }
    case .pan(let state, _):
      replayed.releaseIsFromUser = state == .ended
    default:
      break
    }
  }

  /// Called by the model for each host call in external mode, before it takes effect.
  func hostDidReport(_ event: ScrollTraceEvent) {
    append(event)
  }

  /// Called by the model as it emits `event`.
  func modelWillEmit(_ event: ScrollEvent, fromUser: Bool, in model: ScrollModel) {
    let simulated = model.driver == .simulated
    switch event {
    case .contentOffset(let old, let new):
      // In external mode the host's call was recorded as it arrived.
      guard simulated else { return }
      let isTracking = fromUser && model.isDragging
      let isDecelerating = model.isDecelerating
      if !fromUser && isDecelerating && replayed.releaseIsFromUser {
        // The model's motion stopped being the user's without a frame that said so (an offset the app set that
        // changed nothing, a release that started no motion): a report that neither tracks nor decelerates ends it.
        append(.scroll(offset: old, isTracking: false, isDecelerating: false))
      }
      append(.scroll(offset: new, isTracking: isTracking, isDecelerating: isDecelerating))
    case .panState(_, let new):
      guard simulated else { return }
      append(.pan(new, velocity: model.panVelocity))
    case .contentSize(_, let new): append(.contentSize(new))
    case .frame(_, let new): append(.frame(new))
    case .inset(.content, _, let new): append(.contentInset(new))
    case .inset(.safeArea, _, let new): append(.safeAreaInsets(new))
    case .inset(.refresh, _, let new): note(.refreshInset(new))  // the components' output: an observation
    }
  }

  // MARK: - Frames

  /// Called by the model at the end of each frame, before its timers run.
  func modelWillRunTimers(_ model: ScrollModel) {
    if model.driver == .simulated {
      // What the model's motion did this frame without moving the content: it stopped, or started.
      let isTracking = replayed.isTracking && model.isDragging
      let isDecelerating = model.isDecelerating
      if isTracking != replayed.isTracking || isDecelerating != replayed.isDecelerating
        || (!isTracking && !isDecelerating && replayed.releaseIsFromUser)
      {
        append(.scroll(offset: model.contentOffset, isTracking: isTracking, isDecelerating: isDecelerating))
      }
    }
    append(.tick)
  }
}

/// What a model reports its input to for one ``ScrollTraceRecorder``: the model's recording seam is SPI, so the
/// public recorder does not conform to it itself.
@MainActor private final class Tap: ScrollInputRecorder {
  let recorder: ScrollTraceRecorder

  init(recorder: ScrollTraceRecorder) {
    self.recorder = recorder
  }

  func scrollModel(_ model: ScrollModel, hostDidScrollTo offset: CGPoint, isTracking: Bool, isDecelerating: Bool) {
    recorder.hostDidReport(.scroll(offset: offset, isTracking: isTracking, isDecelerating: isDecelerating))
  }

  func scrollModel(_ model: ScrollModel, hostPanStateDidChange state: PanState, velocity: CGPoint) {
    recorder.hostDidReport(.pan(state, velocity: velocity))
  }

  func scrollModel(_ model: ScrollModel, willEmit event: ScrollEvent, fromUser: Bool) {
    recorder.modelWillEmit(event, fromUser: fromUser, in: model)
  }

  func scrollModel(_ model: ScrollModel, willRunTimersAt time: TimeInterval) {
    recorder.modelWillRunTimers(model)
  }
}
