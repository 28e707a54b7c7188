import Foundation

/// A deterministic model of `UIScrollView` that refresh components observe.
///
/// `ScrollModel` holds what a scroll view holds (a viewport ``frame``, a ``contentSize``, a ``contentOffset`` and
/// three sources of insets) and simulates what a finger and UIKit's physics do with them: a drag rubber-bands past
/// the edges, a release hands its velocity to deceleration, and a critically damped spring brings the content back
/// to the nearest edge. Nothing moves by itself: time passes only through ``advance(by:)``, so every session can be
/// replayed, printed and tested exactly.
///
/// ```swift
/// let list = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
/// list.contentSize = CGSize(width: 375, height: 2000)
/// list.safeAreaInsets = Insets(top: 88, bottom: 34)
/// list.refreshHeader = SimpleHeader { feed.reload() }
/// list.beginDrag()
/// list.drag(by: CGPoint(x: 0, y: 150))  // the finger moves down: the content is pulled down
/// list.endDrag()
/// list.advance(by: 0.5)
/// ```
///
/// ## Insets
///
/// ``contentInset`` belongs to the app and RefreshKit never writes it. ``safeAreaInsets`` stands for the system's
/// share (bars, notch, home indicator). ``refreshInset`` is the sum of what the attached components hold. The resting
/// bounds of the offset follow their sum, ``adjustedContentInset``.
///
/// ## Bad input
///
/// A NaN or infinite value, a negative size or a negative time step is ignored, leaving the model as it was, and
/// reported through ``RefreshDiagnostics``.
///
/// ## Subclassing
///
/// The class is open so that an app can model its own list types on top of it. Its members are not overridable: the
/// physics and the observation contract hold for every subclass.
@MainActor open class ScrollModel {
  // MARK: - Stored state

  private var storedFrame: CGRect
  private var storedContentSize: CGSize = .zero
  private var storedContentOffset: CGPoint = .zero
  private var storedContentInset: Insets = .zero
  private var storedSafeAreaInsets: Insets = .zero
  private var refreshSlots = SlotInsets()

  /// What each slot holds, in stored fields rather than an array: read on every scroll event.
  private struct SlotInsets {
    var header = Insets.zero
    var footer = Insets.zero
    var trailer = Insets.zero

    subscript(slot: RefreshSlot) -> Insets {
      get {
        switch slot {
        case .header: header
        case .footer: footer
        case .trailer: trailer
        }
      }
      set {
        switch slot {
        case .header: header = newValue
        case .footer: footer = newValue
        case .trailer: trailer = newValue
        }
      }
    }

    var sum: Insets { header + footer + trailer }

    func sum(excluding slot: RefreshSlot) -> Insets {
      switch slot {
      case .header: footer + trailer
      case .footer: header + trailer
      case .trailer: header + footer
      }
    }
  }
  private var storedRefreshInset: Insets = .zero

  private var observers: [ObserverBox] = []
  /// Events waiting for delivery, each with whether it is an offset change made by the user.
  private var pendingEvents: [(event: ScrollEvent, fromUser: Bool)] = []
  private var isDeliveringEvents = false
  private var eventHoldDepth = 0
  private var observersNeedCompaction = false

  private var motionX = AxisMotion()
  private var motionY = AxisMotion()
  /// Whether the running motion was started by a user's release (a fling), not by the system settling the content.
  private(set) var isMotionFromUser = false

  var attachedComponents: [RefreshComponent?] = Array(repeating: nil, count: RefreshSlot.allCases.count)

  /// The most events one change may cause through observers that change the model in turn.
  static let maximumEventsPerChange = 10_000

  /// Creates a scroll view whose viewport is `frame.size`.
  ///
  /// - Parameter frame: The viewport. An invalid frame (non-finite or negative size) is refused and `.zero` used.
  public init(frame: CGRect) {
    if frame.isValidFrame {
      storedFrame = frame
    } else {
      storedFrame = .zero
      RefreshDiagnostics.refuse("ScrollModel.init(frame:)", frame, Self.invalidSizeReason)
    }
  }

  isolated deinit {
    // A host released while its components refresh: each ends its refresh and cancels its action.
    for component in attachedComponents {
      component?.detach()
    }
    // Nothing will advance this clock again: wake every sleeper rather than leak it.
    for sleeper in sleepers {
      sleeper.continuation.resume()
    }
  }

  static let notFiniteReason = "not a finite number within ±1e9"
  static let invalidSizeReason = "not a finite, non-negative size within 1e9"

  // MARK: - Geometry

  /// The viewport, as `UIView.frame`. Its size is what the user sees of the content.
  public var frame: CGRect {
    get { storedFrame }
    set {
      guard newValue.isValidFrame else {
        return RefreshDiagnostics.refuse("ScrollModel.frame", newValue, Self.invalidSizeReason)
      }
      let old = storedFrame
      guard old != newValue else { return }
      storedFrame = newValue
      emit(.frame(old: old, new: newValue))
      settleIfOutOfBounds()
    }
  }

  /// The size of the scrollable content.
  public var contentSize: CGSize {
    get { storedContentSize }
    set {
      guard newValue.isValidSize else {
        return RefreshDiagnostics.refuse("ScrollModel.contentSize", newValue, Self.invalidSizeReason)
      }
      let old = storedContentSize
      guard old != newValue else { return }
      storedContentSize = newValue
      emit(.contentSize(old: old, new: newValue))
      settleIfOutOfBounds()
    }
  }

  /// The point of the content shown at the viewport's top-left corner.
  ///
  /// Setting it stops any deceleration, bounce or animated move; the offset is taken as given, even out of bounds,
  /// and the content settles back as time advances. An offset set by the app never starts a refresh.
  public var contentOffset: CGPoint {
    get { storedContentOffset }
    set {
      guard newValue.isUsable else {
        return RefreshDiagnostics.refuse("ScrollModel.contentOffset", newValue, Self.notFiniteReason)
      }
      stopMotion()
      setOffset(newValue, fromUser: false)
      settleIfOutOfBounds()
    }
  }

  /// The app's insets. RefreshKit never writes them.
  public var contentInset: Insets {
    get { storedContentInset }
    set {
      guard newValue.isUsable else {
        return RefreshDiagnostics.refuse("ScrollModel.contentInset", newValue, Self.notFiniteReason)
      }
      let old = storedContentInset
      guard old != newValue else { return }
      storedContentInset = newValue
      emit(.inset(.content, old: old, new: newValue))
      settleIfOutOfBounds()
    }
  }

  /// The system's insets: bars, notch, home indicator. The app or a test sets them.
  public var safeAreaInsets: Insets {
    get { storedSafeAreaInsets }
    set {
      guard newValue.isUsable else {
        return RefreshDiagnostics.refuse("ScrollModel.safeAreaInsets", newValue, Self.notFiniteReason)
      }
      let old = storedSafeAreaInsets
      guard old != newValue else { return }
      storedSafeAreaInsets = newValue
      emit(.inset(.safeArea, old: old, new: newValue))
      settleIfOutOfBounds()
    }
  }

  /// The sum of the insets that the attached refresh components hold right now.
  ///
  /// A refreshing header holds its ``RefreshComponent/refreshingHoldHeight()`` at the top, an attached and visible
  /// auto footer its height at the bottom (it sits in the content), and so on. It is zero when nothing is attached.
  public var refreshInset: Insets { storedRefreshInset }

  /// The insets that bound the offset: `contentInset + safeAreaInsets + refreshInset`.
  public var adjustedContentInset: Insets { storedContentInset + storedSafeAreaInsets + storedRefreshInset }

  /// The smallest resting offset: the content's top-left corner just below the top and left insets.
  public var minimumContentOffset: CGPoint {
    let inset = adjustedContentInset
    return CGPoint(x: 0 - inset.left, y: 0 - inset.top)
  }

  /// The largest resting offset: the content's end just above the bottom and right insets, never below
  /// ``minimumContentOffset``.
  public var maximumContentOffset: CGPoint {
    let inset = adjustedContentInset
    let minimum = minimumContentOffset
    return CGPoint(
      x: max(minimum.x, storedContentSize.width + inset.right - storedFrame.width),
      y: max(minimum.y, storedContentSize.height + inset.bottom - storedFrame.height))
  }

  /// `adjustedContentInset` without what the component in `slot` holds, summed without subtraction so that it does
  /// not drift by rounding as the slot changes.
  func adjustedContentInset(excluding slot: RefreshSlot) -> Insets {
    storedContentInset + storedSafeAreaInsets + refreshSlots.sum(excluding: slot)
  }

  /// The insets a component holds in `slot`.
  func refreshInset(for slot: RefreshSlot) -> Insets { refreshSlots[slot] }

  /// Sets what the component in `slot` holds; ``refreshInset`` is the sum of the slots.
  ///
  /// Components call this with their whole contribution, so removing it is setting `.zero`: an inset can never be
  /// returned twice or leak.
  func setRefreshInset(_ inset: Insets, for slot: RefreshSlot) {
    guard inset.isUsable else {
      return RefreshDiagnostics.refuse("ScrollModel.refreshInset[\(slot)]", inset, Self.notFiniteReason)
    }
    guard refreshSlots[slot] != inset else { return }
    refreshSlots[slot] = inset
    let old = storedRefreshInset
    let sum = refreshSlots.sum
    storedRefreshInset = sum
    if old != sum {
      emit(.inset(.refresh, old: old, new: sum))
      settleIfOutOfBounds()
    }
  }

  // MARK: - Behaviour flags

  /// Whether the content rubber-bands past its edges. When false, drags and flings stop at the bounds.
  public var bounces = true
  /// Whether a vertical drag moves content that is not taller than the viewport. Attaching a header or a footer
  /// sets it to true.
  public var alwaysBounceVertical = false
  /// Whether a horizontal drag moves content that is not wider than the viewport. Attaching a trailer sets it.
  public var alwaysBounceHorizontal = false
  /// Whether a release settles on a multiple of the viewport's size.
  public var isPagingEnabled = false
  /// Whether drags move the content. When false, ``beginDrag()`` and the calls after it do nothing.
  public var isScrollEnabled = true
  /// How fast a fling slows down: the fraction of velocity kept per millisecond.
  public var decelerationRate: DecelerationRate {
    get { storedDecelerationRate }
    set {
      guard newValue.rawValue.isFinite, newValue.rawValue > 0, newValue.rawValue < 1 else {
        return RefreshDiagnostics.refuse("ScrollModel.decelerationRate", newValue.rawValue, "not in 0 < rate < 1")
      }
      storedDecelerationRate = newValue
    }
  }
  private var storedDecelerationRate: DecelerationRate = .normal

  /// Whether the header and the footer of this scroll view exclude each other: while one refreshes, the other does
  /// not start. Off by default, as in MJRefresh. A component's own ``RefreshComponent/isMutuallyExclusive``, when
  /// set, replaces this for that component; exclusion applies when either of two components asks for it.
  public var isMutuallyExclusive = false

  // MARK: - Gesture

  /// The state of the finger.
  public private(set) var panState: PanState = .possible

  /// Whether a finger is dragging the content.
  public var isDragging: Bool { panState.isDragging }

  /// Whether the content is moving without a finger: decelerating after a fling or springing back to an edge.
  public var isDecelerating: Bool {
    if motionX.isAnimation || motionY.isAnimation { return false }
    return !motionX.isIdle || !motionY.isIdle
  }

  /// Whether an animated ``setContentOffset(_:animated:)`` is running.
  public var isAnimatingContentOffset: Bool { motionX.isAnimation || motionY.isAnimation }

  /// A finger touches the view: stops any deceleration, bounce or animation and enters ``PanState/began``.
  public func beginDrag() {
    guard isScrollEnabled else { return }
    stopMotion()
    setPanState(.began)
  }

  /// The finger moves by `translation` since the last call, as a pan gesture reports it.
  ///
  /// Positive `y` moves the finger down, which pulls the content down (``contentOffset`` decreases). Past the
  /// resting bounds the content follows with a rubber band: for finger travel `x` past the edge and viewport
  /// dimension `d`, it moves `(1 − 1 / (x · 0.55 / d + 1)) · d`. With ``bounces`` false it stops at the edge. An axis
  /// whose content fits the viewport moves only when its `alwaysBounce…` flag is set.
  ///
  /// - Parameter translation: The finger's movement in points since the last call.
  public func drag(by translation: CGPoint) {
    guard translation.isUsable else {
      return RefreshDiagnostics.refuse("ScrollModel.drag(by:)", translation, Self.notFiniteReason)
    }
    guard isScrollEnabled else { return }
    if !isDragging { beginDrag() }
    setPanState(.changed)
    let minimum = minimumContentOffset
    let maximum = maximumContentOffset
    var offset = storedContentOffset
    if canScrollHorizontally {
      offset.x = Self.dragged(
        offset.x, by: -translation.x, within: minimum.x...maximum.x, dimension: storedFrame.width, bounces: bounces)
    }
    if canScrollVertically {
      offset.y = Self.dragged(
        offset.y, by: -translation.y, within: minimum.y...maximum.y, dimension: storedFrame.height, bounces: bounces)
    }
    setOffset(offset, fromUser: true)
  }

  /// The finger lifts with `velocity` (points per second, the pan gesture's signs) and the content decelerates.
  ///
  /// The release enters ``PanState/ended`` first, so that a component armed by the drag starts refreshing and holds
  /// its inset before the content moves. Then, per axis: inside the bounds the content decelerates as
  /// `x(t) = x0 + v0 · (r^(1000t) − 1) / (1000 · ln r)` with `r` the ``decelerationRate``; when that path crosses a
  /// bound, or the release is already past one, a critically damped spring brings it back to the bound.
  ///
  /// - Parameter velocity: The finger's velocity in points per second; positive `y` is the finger moving down.
  public func endDrag(velocity: CGPoint = .zero) {
    guard velocity.isUsable else {
      return RefreshDiagnostics.refuse("ScrollModel.endDrag(velocity:)", velocity, Self.notFiniteReason)
    }
    guard isDragging else { return }
    setPanState(.ended)
    guard !isDragging else { return }  // an observer began a new drag
    startRelease(velocity: CGPoint(x: -velocity.x, y: -velocity.y))
  }

  /// The system cancels the drag: the content settles back without velocity, and nothing that a release would
  /// start happens.
  public func cancelDrag() {
    guard isDragging else { return }
    setPanState(.cancelled)
    guard !isDragging else { return }
    startRelease(velocity: .zero)
    isMotionFromUser = false
  }

  /// Moves the offset to `offset`, over 0.3 s of model time when `animated`.
  ///
  /// - Parameters:
  ///   - offset: The new offset.
  ///   - animated: Whether the move is an ease-in-out animation of 0.3 s, run by ``advance(by:)``.
  public func setContentOffset(_ offset: CGPoint, animated: Bool) {
    guard offset.isUsable else {
      return RefreshDiagnostics.refuse("ScrollModel.setContentOffset(_:animated:)", offset, Self.notFiniteReason)
    }
    guard animated else {
      contentOffset = offset
      return
    }
    stopMotion()
    let duration = Self.animationDuration
    motionX = AxisMotion(
      kind: .animation(from: storedContentOffset.x, to: offset.x, duration: duration), startTime: now)
    motionY = AxisMotion(
      kind: .animation(from: storedContentOffset.y, to: offset.y, duration: duration), startTime: now)
    isMotionFromUser = false
  }

  /// The duration of an animated ``setContentOffset(_:animated:)``.
  public static let animationDuration: TimeInterval = 0.3

  var canScrollVertically: Bool {
    alwaysBounceVertical
      || storedContentSize.height + adjustedContentInset.top + adjustedContentInset.bottom
        > storedFrame.height
  }

  var canScrollHorizontally: Bool {
    alwaysBounceHorizontal
      || storedContentSize.width + adjustedContentInset.left + adjustedContentInset.right
        > storedFrame.width
  }

  /// The rubber-band constant of UIKit: the fraction of the viewport a drag can pull past the edge.
  public nonisolated static let rubberBandCoefficient: CGFloat = 0.55

  /// How far the content moves past an edge for `travel` points of finger travel past it.
  ///
  /// - Parameters:
  ///   - travel: The finger's travel past the edge, not negative.
  ///   - dimension: The viewport's size along the axis.
  /// - Returns: `(1 − 1 / (travel · 0.55 / dimension + 1)) · dimension`.
  public nonisolated static func rubberBand(travel: CGFloat, dimension: CGFloat) -> CGFloat {
    guard dimension > 0, travel > 0 else { return 0 }
    return (1 - 1 / (travel * rubberBandCoefficient / dimension + 1)) * dimension
  }

  /// The finger travel past the edge that moves the content `displacement` past it: the inverse of
  /// ``rubberBand(travel:dimension:)``.
  nonisolated static func fingerTravel(displacement: CGFloat, dimension: CGFloat) -> CGFloat {
    guard dimension > 0, displacement > 0 else { return 0 }
    let limited = min(displacement, dimension * 0.999_999)
    return limited / (dimension - limited) * dimension / rubberBandCoefficient
  }

  /// The offset after the finger moves the content by `delta`, rubber-banding past `range`.
  nonisolated static func dragged(
    _ offset: CGFloat, by delta: CGFloat, within range: ClosedRange<CGFloat>, dimension: CGFloat, bounces: Bool
  ) -> CGFloat {
    // Where the finger is, in offset terms, undoing the rubber band of where the content is now.
    var finger = offset
    if offset < range.lowerBound {
      finger = range.lowerBound - fingerTravel(displacement: range.lowerBound - offset, dimension: dimension)
    } else if offset > range.upperBound {
      finger = range.upperBound + fingerTravel(displacement: offset - range.upperBound, dimension: dimension)
    }
    finger += delta
    if finger < range.lowerBound {
      guard bounces else { return range.lowerBound }
      return range.lowerBound - rubberBand(travel: range.lowerBound - finger, dimension: dimension)
    }
    if finger > range.upperBound {
      guard bounces else { return range.upperBound }
      return range.upperBound + rubberBand(travel: finger - range.upperBound, dimension: dimension)
    }
    return finger
  }

  // MARK: - Time

  /// The model's clock, in seconds since the scroll view was created. Only ``advance(by:)`` moves it.
  public private(set) var now: TimeInterval = 0

  /// The length of one frame: motion is evaluated, and observers notified, at least this often while time advances.
  public static let frameDuration: TimeInterval = 1.0 / 120

  /// Durations closer than this, in seconds, count as equal: it absorbs the rounding of summed time steps.
  static let timeTolerance: TimeInterval = 1e-9

  /// Advances the model's clock by `seconds`, running deceleration, bounce and animations.
  ///
  /// Motion is evaluated on a grid of 120 frames per second of model time (and at the end of the step), each frame
  /// from the closed form of its segment, so one step of a second and 120 steps of 1/120 s give the same path.
  ///
  /// - Parameter seconds: The time to advance, not negative and finite.
  public func advance(by seconds: TimeInterval) {
    guard seconds.isUsableDuration else {
      return RefreshDiagnostics.refuse("ScrollModel.advance(by:)", seconds, "not a finite, non-negative duration")
    }
    let end = now + seconds
    while now < end {
      if isAtRest {
        // Nothing moves: jump to the frame of the next timer (a sleeper, a component's deferred end), or the end.
        // The frames skipped would change nothing, so the result is the same as stepping through them.
        let jump = min(end, nextTimerFrame() ?? end)
        if jump > now {
          now = jump
          isMotionFromUser = false
          timeDidAdvance(to: jump)
          continue
        }
      }
      var nextFrame = ((now / Self.frameDuration).rounded(.down) + 1) * Self.frameDuration
      if nextFrame - now < Self.frameDuration * 1e-6 { nextFrame += Self.frameDuration }
      let stepEnd = end - nextFrame < Self.frameDuration * 1e-6 ? end : nextFrame
      stepMotion(to: stepEnd)
      timeDidAdvance(to: stepEnd)
    }
  }

  /// Whether no motion runs or would start: the offset rests within its bounds, or a finger holds it.
  private var isAtRest: Bool {
    guard motionX.isIdle, motionY.isIdle else { return false }
    if isDragging { return true }
    let minimum = minimumContentOffset
    let maximum = maximumContentOffset
    let offset = storedContentOffset
    return offset.x >= minimum.x && offset.x <= maximum.x && offset.y >= minimum.y && offset.y <= maximum.y
  }

  /// The first frame boundary at or after the earliest timer of a sleeper or a component, or nil if none is set.
  private func nextTimerFrame() -> TimeInterval? {
    var deadline = sleepers.map(\.deadline).min()
    for component in attachedComponents {
      if let next = component?.nextTimerDeadline { deadline = min(deadline ?? next, next) }
    }
    guard let deadline else { return nil }
    // The same tolerance as the timers' own checks, so that a deadline on a frame boundary fires on that frame.
    let frame = ((deadline - 1e-9) / Self.frameDuration).rounded(.up) * Self.frameDuration
    return max(frame, now)
  }

  /// Called after each frame of ``advance(by:)``; the clock reads `time`.
  func timeDidAdvance(to time: TimeInterval) {
    for component in attachedComponents {
      component?.modelTimeDidAdvance(to: time)
    }
    if !sleepers.isEmpty { wakeSleepers() }
  }

  private struct Sleeper {
    var deadline: TimeInterval
    var id: Int
    var continuation: CheckedContinuation<Void, Never>
  }

  private var sleepers: [Sleeper] = []
  private var nextSleeperID = 0

  /// Suspends the calling task until the model's clock has advanced by `seconds`, or the task is cancelled.
  ///
  /// This is how an async action waits on the model's time, so that a test or the demo decides when it resumes:
  ///
  /// ```swift
  /// list.refreshHeader = SimpleHeader { [weak list] in
  ///   await list?.sleep(for: 1.2)
  /// }
  /// ```
  ///
  /// The ``advance(by:)`` that passes the deadline wakes the task, and the task goes on once the main actor is free:
  /// after that `advance` returns, when the caller awaits (`await Task.yield()`, or the action's task). Advance in
  /// steps and yield between them to see the action end at its deadline. Capture the scroll view weakly: an action
  /// that holds it strongly keeps it alive.
  ///
  /// - Parameter seconds: How long to wait, in seconds of model time. Non-finite or negative values are refused and
  ///   return at once.
  public func sleep(for seconds: TimeInterval) async {
    guard seconds.isUsableDuration else {
      return RefreshDiagnostics.refuse("ScrollModel.sleep(for:)", seconds, "not a finite, non-negative duration")
    }
    guard seconds > 0, !Task.isCancelled else { return }
    let id = nextSleeperID
    nextSleeperID += 1
    let deadline = now + seconds
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        sleepers.append(Sleeper(deadline: deadline, id: id, continuation: continuation))
      }
    } onCancel: {
      Task { @MainActor [weak self] in self?.wakeSleeper(id: id) }
    }
  }

  /// How many tasks wait in ``sleep(for:)``.
  var sleeperCount: Int { sleepers.count }

  private func wakeSleeper(id: Int) {
    guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return }
    sleepers.remove(at: index).continuation.resume()
  }

  private func wakeSleepers() {
    let due = sleepers.filter { $0.deadline <= now + 1e-9 }
    guard !due.isEmpty else { return }
    sleepers.removeAll { $0.deadline <= now + 1e-9 }
    for sleeper in due {
      sleeper.continuation.resume()
    }
  }

  // MARK: - Observation

  /// Registers `handler` to receive every change of the model.
  ///
  /// Events arrive synchronously, in the order the changes happen. A handler may change the model: the events that
  /// causes are delivered after the current one has reached every observer, so delivery never recurses and stays
  /// in order. Delivery stops when the returned token is cancelled or released.
  ///
  /// - Parameter handler: Called with each event.
  /// - Returns: The token that keeps the registration alive.
  public func observe(_ handler: @escaping @MainActor (ScrollEvent) -> Void) -> ScrollObservation {
    let box = ObserverBox(handler: handler)
    observers.append(box)
    return ScrollObservation(box: box, scrollView: self)
  }

  func observerDidCancel() {
    if isDeliveringEvents {
      observersNeedCompaction = true
    } else {
      observers.removeAll { !$0.isActive }
    }
  }

  /// Holds back delivery while a component finishes a state change, so that observers (the component included) never
  /// see the model between two steps of one transition. Calls nest; the last ``endHoldingEvents()`` delivers.
  func beginHoldingEvents() {
    eventHoldDepth += 1
  }

  /// Ends a ``beginHoldingEvents()`` and delivers what was held once no hold is left.
  func endHoldingEvents() {
    eventHoldDepth -= 1
    guard eventHoldDepth == 0, !isDeliveringEvents, !pendingEvents.isEmpty else { return }
    isDeliveringEvents = true
    deliverPending()
  }

  /// Delivers `event` now, or after the events before it; `fromUser` travels with it, so that an offset the app sets
  /// while a drag's event is being delivered is still the app's when its own turn comes.
  private func emit(_ event: ScrollEvent, fromUser: Bool = false) {
    if isDeliveringEvents || eventHoldDepth > 0 {
      pendingEvents.append((event, fromUser))
      return
    }
    isDeliveringEvents = true
    deliver(event, fromUser: fromUser)
    deliverPending()
  }

  /// Delivers the queued events in order, then ends the delivery.
  private func deliverPending() {
    var index = 0
    while index < pendingEvents.count {
      if index == Self.maximumEventsPerChange {
        RefreshDiagnostics.refuse(
          "ScrollModel.observe(_:)", "\(pendingEvents.count - index) more events",
          "observers kept changing the model; the rest of this change was dropped")
        break
      }
      deliver(pendingEvents[index].event, fromUser: pendingEvents[index].fromUser)
      index += 1
    }
    pendingEvents.removeAll(keepingCapacity: true)
    isDeliveringEvents = false
    if observersNeedCompaction {
      observersNeedCompaction = false
      observers.removeAll { !$0.isActive }
    }
  }

  private func deliver(_ event: ScrollEvent, fromUser: Bool) {
    offsetChangeIsFromUser = fromUser
    defer { offsetChangeIsFromUser = false }
    // Attached components first, called directly: no closure, no weak reference on the scroll path.
    for slot in RefreshSlot.allCases {
      attachedComponents[slot.rawValue]?.scrollViewDidChange(event, in: self)
    }
    let count = observers.count
    var index = 0
    while index < count {
      let box = observers[index]
      if box.isActive { box.handler(event) }
      index += 1
    }
  }

  // MARK: - Internal updates

  /// Whether the offset change being delivered was made by the user: a drag, or the fling and bounce that a release
  /// started. Offsets set by the app and the system's settling are not. Components arm and load only on these.
  private(set) var offsetChangeIsFromUser = false

  private func setOffset(_ offset: CGPoint, fromUser: Bool) {
    let old = storedContentOffset
    guard old != offset else { return }
    storedContentOffset = offset
    emit(.contentOffset(old: old, new: offset), fromUser: fromUser)
  }

  /// Called when a component left ``RefreshState/refreshing`` or was detached: a pending begin that exclusion held
  /// back may start now.
  func componentStoppedRefreshing() {
    for component in attachedComponents {
      component?.retryWillRefresh()
    }
  }

  /// Whether the vertical axis is springing back to a bound (after a release past it, or a fling that crossed it).
  var isSpringingVertically: Bool {
    if case .spring = motionY.kind { return true }
    return false
  }

  private func setPanState(_ state: PanState) {
    let old = panState
    guard old != state else { return }
    panState = state
    emit(.panState(old: old, new: state))
  }

  /// Starts the spring back on each idle axis that is out of bounds, so that ``isDecelerating`` tells at once that
  /// the content will move when time advances. (Motion is the same as if it started at the next ``advance(by:)``.)
  private func settleIfOutOfBounds() {
    guard !isDragging else { return }
    let minimum = minimumContentOffset
    let maximum = maximumContentOffset
    if motionX.isIdle,
      let spring = AxisMotion.bounceBack(
        offset: storedContentOffset.x, velocity: 0, range: minimum.x...maximum.x, at: now)
    {
      motionX = spring
    }
    if motionY.isIdle,
      let spring = AxisMotion.bounceBack(
        offset: storedContentOffset.y, velocity: 0, range: minimum.y...maximum.y, at: now)
    {
      motionY = spring
    }
  }

  private func stopMotion() {
    motionX = AxisMotion()
    motionY = AxisMotion()
    isMotionFromUser = false
  }

  /// Starts deceleration or a bounce on each axis after a release with `velocity` in offset terms.
  private func startRelease(velocity: CGPoint) {
    isMotionFromUser = true
    let minimum = minimumContentOffset
    let maximum = maximumContentOffset
    motionX = releaseMotion(
      offset: storedContentOffset.x, velocity: canScrollHorizontally ? velocity.x : 0, range: minimum.x...maximum.x,
      page: storedFrame.width)
    motionY = releaseMotion(
      offset: storedContentOffset.y, velocity: canScrollVertically ? velocity.y : 0, range: minimum.y...maximum.y,
      page: storedFrame.height)
  }

  private func releaseMotion(
    offset: CGFloat, velocity: CGFloat, range: ClosedRange<CGFloat>, page: CGFloat
  ) -> AxisMotion {
    if isPagingEnabled, page > 0 {
      var index = ((offset - range.lowerBound) / page).rounded()
      if velocity > 0 { index = ((offset - range.lowerBound) / page).rounded(.up) }
      if velocity < 0 { index = ((offset - range.lowerBound) / page).rounded(.down) }
      let target = (range.lowerBound + index * page).clamped(to: range)
      return AxisMotion(
        kind: .spring(target: target, displacement: offset - target, velocity: velocity, side: nil), startTime: now)
    }
    if let spring = AxisMotion.bounceBack(offset: offset, velocity: velocity, range: range, at: now) {
      return spring
    }
    guard velocity != 0 else { return AxisMotion() }
    return AxisMotion(kind: .decay(origin: offset, velocity: velocity, k: decelerationRate.k), startTime: now)
  }

  /// Moves each axis to its position at `time` (at most one frame after ``now``) and sets ``now`` to `time`.
  private func stepMotion(to time: TimeInterval) {
    guard !isDragging else {
      now = time
      return
    }
    let minimum = minimumContentOffset
    let maximum = maximumContentOffset
    let x = step(&motionX, offset: storedContentOffset.x, range: minimum.x...maximum.x, from: now, to: time)
    let y = step(&motionY, offset: storedContentOffset.y, range: minimum.y...maximum.y, from: now, to: time)
    now = time
    if motionX.isIdle && motionY.isIdle { isMotionFromUser = false }
    setOffset(CGPoint(x: x, y: y), fromUser: isMotionFromUser)
  }

  /// Advances one axis's motion from `start` to `end` and returns its new offset.
  private func step(
    _ motion: inout AxisMotion, offset: CGFloat, range: ClosedRange<CGFloat>, from start: TimeInterval,
    to end: TimeInterval
  ) -> CGFloat {
    switch motion.kind {
    case .idle:
      // Out of bounds with nothing holding the content there: it settles back to the edge.
      guard let spring = AxisMotion.bounceBack(offset: offset, velocity: 0, range: range, at: start) else {
        return offset
      }
      motion = spring
      return step(&motion, offset: offset, range: range, from: start, to: end)

    case .decay(let origin, let velocity, let k):
      let stopTime = motion.startTime + AxisMotion.decayStopTime(velocity: velocity, k: k)
      let bound = velocity > 0 ? range.upperBound : range.lowerBound
      if velocity > 0 ? offset > bound : offset < bound {
        // The bound moved behind the decaying content (the content shrank, an inset changed): the spring takes over
        // from here with the current velocity, as if the path had crossed the bound now.
        let (_, speed) = AxisMotion.decay(origin: origin, velocity: velocity, k: k, at: start - motion.startTime)
        guard bounces else {
          motion = AxisMotion()
          return bound
        }
        motion = AxisMotion(
          kind: .spring(
            target: bound, displacement: offset - bound, velocity: speed, side: velocity > 0 ? .upper : .lower),
          startTime: start)
        return step(&motion, offset: offset, range: range, from: start, to: end)
      }
      // A path that reaches the bound hands over to the spring there, even when it would have stopped within
      // `decayStopDistance` past it: the content never rests past a bound.
      if let crossing = AxisMotion.decayCrossingTime(origin: origin, velocity: velocity, k: k, bound: bound) {
        guard motion.startTime + crossing <= end else {
          return AxisMotion.decay(origin: origin, velocity: velocity, k: k, at: end - motion.startTime).0
        }
        let crossingTime = motion.startTime + crossing
        let (_, speed) = AxisMotion.decay(origin: origin, velocity: velocity, k: k, at: crossing)
        guard bounces else {
          motion = AxisMotion()
          return bound
        }
        motion = AxisMotion(
          kind: .spring(target: bound, displacement: 0, velocity: speed, side: velocity > 0 ? .upper : .lower),
          startTime: crossingTime)
        return step(&motion, offset: bound, range: range, from: crossingTime, to: end)
      }
      if end >= stopTime {
        // Resting past a bound that moved meanwhile, the content springs back from the moment it stopped.
        motion = AxisMotion()
        let rest = AxisMotion.decayRestPoint(origin: origin, velocity: velocity, k: k)
        return step(&motion, offset: rest, range: range, from: max(start, stopTime), to: end)
      }
      return AxisMotion.decay(origin: origin, velocity: velocity, k: k, at: end - motion.startTime).0

    case .spring(let target, let displacement, let velocity, let side):
      var liveTarget = target
      if let side { liveTarget = side == .lower ? range.lowerBound : range.upperBound }
      if liveTarget != target {
        // The bound moved (an inset changed): go on from where the content is, towards the new bound.
        let (_, speed) = AxisMotion.spring(displacement: displacement, velocity: velocity, at: start - motion.startTime)
        motion = AxisMotion(
          kind: .spring(target: liveTarget, displacement: offset - liveTarget, velocity: speed, side: side),
          startTime: start)
        return step(&motion, offset: offset, range: range, from: start, to: end)
      }
      let tau = end - motion.startTime
      if AxisMotion.springHasSettled(displacement: displacement, velocity: velocity, at: tau) {
        motion = AxisMotion()
        return target
      }
      return target + AxisMotion.spring(displacement: displacement, velocity: velocity, at: tau).0

    case .animation(let from, let to, let duration):
      let elapsed = end - motion.startTime
      // Tolerates the rounding of a clock that has summed many steps: 0.15 + 0.14 + 0.01 s ends the move.
      if elapsed >= duration - Self.timeTolerance {
        // Arriving out of bounds, the content springs back from the moment the move ended.
        let finish = min(max(start, motion.startTime + duration), end)
        motion = AxisMotion()
        return step(&motion, offset: to, range: range, from: finish, to: end)
      }
      return from + (to - from) * AxisMotion.easeInOut(CGFloat(elapsed / duration))
    }
  }
}

/// How quickly a fling slows down, as `UIScrollView.DecelerationRate`.
public struct DecelerationRate: Hashable, Sendable {
  /// The fraction of velocity kept per millisecond.
  public var rawValue: CGFloat

  /// Creates a rate from the fraction of velocity kept per millisecond.
  ///
  /// - Parameter rawValue: A value in `0 < rawValue < 1`; ``ScrollModel/decelerationRate`` refuses others.
  public init(rawValue: CGFloat) {
    self.rawValue = rawValue
  }

  /// UIKit's normal rate, 0.998.
  public static let normal = DecelerationRate(rawValue: 0.998)
  /// UIKit's fast rate, 0.99.
  public static let fast = DecelerationRate(rawValue: 0.99)

  /// The decay constant per second, `1000 · ln(rate)`.
  var k: CGFloat { 1000 * log(rawValue) }
}
