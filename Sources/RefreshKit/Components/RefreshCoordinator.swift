import Foundation

/// The refresh components of one ``ScrollModel``: the model's single ``ScrollAttachment`` for them.
///
/// It owns the three slots (header, footer, trailer), the share of ``ScrollModel/refreshInset`` each holds, and the
/// rules between components (exclusion, a begin held back until another refresh ends). The model calls it directly on
/// every change and it calls the attached components in slot order, so the scroll path has one protocol call and then
/// direct calls only.
@MainActor final class RefreshCoordinator: ScrollAttachment {
  /// The model, weakly: the model owns the coordinator.
  private(set) weak var model: ScrollModel?

  /// The slots' insets and the exclusion flag, in one value (see `StateCell`).
  private let cell = StateCell(CoordinatorState())

  /// The component in each slot, indexed by ``RefreshSlot/rawValue``. A stored property of its own, outside the
  /// cell: the deinitializer, which is not on the main actor, reads it (an array of main-actor components is
  /// `Sendable`).
  private(set) var components: [RefreshComponent?] = Array(repeating: nil, count: RefreshSlot.allCases.count) {
    didSet { refreshingDidChange() }
  }

  /// What each slot holds.
  private var slots: SlotInsets {
    get { cell.value.slots }
    set { cell.value.slots = newValue }
  }

  /// The scroll model's ``ScrollModel/isMutuallyExclusive``.
  var isMutuallyExclusive: Bool {
    get { cell.value.isMutuallyExclusive }
    set { cell.value.isMutuallyExclusive = newValue }
  }

  /// The observers of the slots (``ScrollModel/observeRefreshComponents(_:)``): cold state, called only when a
  /// component attaches or leaves.
  private var slotObservers: [SlotObserverEntry] = []

  /// How deep the current change of the slots is: an attach detaches the component there first, and its hooks may
  /// attach others; the observers hear once, when the outermost change is complete.
  private var slotChangeDepth = 0

  init(model: ScrollModel) {
    self.model = model
  }

  deinit {
    // The model went away (it owns the coordinator). Its components see it at once through their weak reference and
    // end their refresh when next read or used; they are also told on the main actor, so that an action waiting on
    // something else is cancelled even if nothing reads the component again. Weakly: a component nobody else holds
    // is freed now.
    // By a loop: no `compactMap` and `map` specialized for this alone (issue 58).
    var attached: [WeakComponent] = []
    for case let component? in components { attached.append(WeakComponent(component)) }
    guard !attached.isEmpty else { return }
    Task { @MainActor in
      for component in attached { component.object?.hostDidGoAway() }
    }
  }

  // MARK: - Slots

  func component(in slot: RefreshSlot) -> RefreshComponent? { components[slot.rawValue] }

  /// Puts `component` in `slot`, detaching the one there and the new one from wherever it was.
  @inline(never) func attach(_ component: RefreshComponent?, in slot: RefreshSlot) {
    let before = slotChangeWillBegin()
    attachNow(component, in: slot)
    slotChangeDidEnd(from: before)
  }

  private func attachNow(_ component: RefreshComponent?, in slot: RefreshSlot) {
    guard let model else { return }
    let current = components[slot.rawValue]
    guard current !== component else { return }
    current?.removeFromScrollModel()
    guard let component else { return }
    // A move from another scroll model is one move: `willMove(to:)` this model, then `didMove(to:)` it.
    component.willMove(to: model)
    component.detach()
    // Detaching may have run callbacks that attached something else here meanwhile: the last assignment wins.
    components[slot.rawValue]?.removeFromScrollModel()
    components[slot.rawValue] = component
    let link = CoordinatorLink()
    cell.value.links[slot.rawValue] = link
    component.linkCoordinator(link)
    component.insetOfOtherSlots = slots.sum(excluding: slot)
    component.attach(to: model, slot: slot)
  }

  /// Empties `slot` if `component` is in it, and returns the inset it held.
  func remove(_ component: RefreshComponent, from slot: RefreshSlot) {
    if components[slot.rawValue] === component {
      cell.value.links[slot.rawValue] = nil
      let before = slotChangeWillBegin()
      components[slot.rawValue] = nil
      slotChangeDidEnd(from: before)
    }
    setInset(.zero, for: slot)
    componentStoppedRefreshing()
  }

  /// The attached components, in slot order (header, footer, trailer).
  var attachedComponents: [RefreshComponent] {
    var attached: [RefreshComponent] = []
    for case let component? in components { attached.append(component) }
    return attached
  }

  /// Calls `handler` with the attached components after each change of the slots, until the token is cancelled or
  /// released.
  func observeSlots(_ handler: @escaping @MainActor ([RefreshComponent]) -> Void) -> ScrollObservation? {
    guard let model else { return nil }
    var entries: [SlotObserverEntry] = []
    swap(&entries, &slotObservers)
    for index in entries.indices where entries[index].isLive() { slotObservers.append(entries[index]) }
    let link = ObservationLink()
    slotObservers.append(SlotObserverEntry(handler: handler, link: link))
    return ScrollObservation(link: link, model: model)
  }

  /// Begins a change of the slots; returns what they hold, on the outermost change. Paired with
  /// ``slotChangeDidEnd(from:)`` around the change, with no closure: one copy of the code, not one per change.
  private func slotChangeWillBegin() -> SlotIdentities {
    let before = slotChangeDepth == 0 ? SlotIdentities(components) : SlotIdentities()
    slotChangeDepth += 1
    return before
  }

  /// Ends a change of the slots, and tells the slots' observers if the outermost change left other components
  /// attached than `before`.
  private func slotChangeDidEnd(from before: SlotIdentities) {
    slotChangeDepth -= 1
    guard slotChangeDepth == 0, SlotIdentities(components) != before else { return }
    let attached = attachedComponents
    var index = 0
    // By index: a handler may attach or observe meanwhile; an observer added now hears the next change.
    let count = slotObservers.count
    while index < count, index < slotObservers.count {
      if slotObservers[index].isLive() {
        let handler = slotObservers[index].handler
        handler(attached)
      }
      index += 1
    }
  }

  // MARK: - Insets

  /// The inset the component in `slot` holds.
  func inset(for slot: RefreshSlot) -> Insets { slots[slot] }

  /// Sets what the component in `slot` holds; the model's ``ScrollModel/refreshInset`` is the sum of the slots.
  func setInset(_ inset: Insets, for slot: RefreshSlot) {
    guard inset.isUsable else {
      return RefreshDiagnostics.refuse("ScrollModel.refreshInset[\(slot)]", inset, ScrollModel.notFiniteReason)
    }
    guard slots[slot] != inset else { return }
    slots[slot] = inset
    for other in RefreshSlot.allCases where other != slot {
      components[other.rawValue]?.insetOfOtherSlots = slots.sum(excluding: other)
    }
    model?.setHeldInset(slots.sum, for: self)
  }

  // MARK: - Rules between components

  /// Whether a component other than `component` refreshes and exclusion applies: either asks for it (its own
  /// ``RefreshComponent/isMutuallyExclusive``, or the model's when that is nil).
  func excludes(_ component: RefreshComponent) -> Bool {
    // By index, as the frame's loops (a footer's redraw asks this every frame): the array is not retained, and the
    // options are read only when another component refreshes.
    var index = 0
    while index < components.count {
      defer { index += 1 }
      guard let other = components[index], other !== component, other.currentState == .refreshing else {
        continue
      }
      if (component.isMutuallyExclusive ?? isMutuallyExclusive) || (other.isMutuallyExclusive ?? isMutuallyExclusive) {
        return true
      }
    }
    return false
  }

  /// Tells each component whether another one refreshes (`RefreshComponent.anotherComponentRefreshes`): called when
  /// the slots change and when a component enters or leaves ``RefreshState/refreshing``.
  func refreshingDidChange() {
    var index = 0
    while index < components.count {
      defer { index += 1 }
      guard let component = components[index] else { continue }
      // A loop, not `contains` with a closure: a closure made on the main actor checks its isolation (issue 58).
      var another = false
      for case let other? in components where other !== component && other.currentState == .refreshing {
        another = true
      }
      component.anotherComponentRefreshes = another
    }
  }

  /// Called when a component left ``RefreshState/refreshing`` or was detached: a pending begin that exclusion held
  /// back may start now.
  func componentStoppedRefreshing() {
    for component in components {
      component?.retryWillRefresh()
    }
  }

  // MARK: - ScrollAttachment

  func scrollModel(_ model: ScrollModel, didChange event: ScrollEvent) {
    // By index, so that the array is not retained for the loop: a component may change the slots meanwhile.
    var index = 0
    while index < components.count {
      components[index]?.scrollModel(model, didChange: event)
      index += 1
    }
  }

  var nextTimerDeadline: TimeInterval? {
    var deadline: TimeInterval?
    var index = 0
    while index < components.count {
      if let next = components[index]?.nextTimerDeadline { deadline = min(deadline ?? next, next) }
      index += 1
    }
    return deadline
  }

  var hasFrameWork: Bool {
    // By index, as the frame's other loops: the array is not retained.
    var index = 0
    while index < components.count {
      if components[index]?.hasFrameWork == true { return true }
      index += 1
    }
    return false
  }

  /// Whether a component waits for the next frame (``RefreshComponent/waitsForFrame``): a host keeps its frames
  /// coming. A refresh that only waits, and a deadline, need none.
  var needsFrames: Bool {
    // By index, as the frame's loops (the array is not retained), and with no closure (issue 58).
    var index = 0
    while index < components.count {
      if components[index]?.waitsForFrame == true { return true }
      index += 1
    }
    return false
  }

  /// The earliest time at which a refreshing component's minimum duration is met, if it is still ahead: a host whose
  /// frames stopped wakes then, so that the clock has passed it when the app ends the refresh.
  var nextMinimumDurationEnd: TimeInterval? {
    guard let model else { return nil }
    var earliest: TimeInterval?
    for case let component? in components where component.currentState == .refreshing {
      guard let start = component.refreshingStartTime, component.minimumRefreshingDuration > 0 else { continue }
      let end = start + component.minimumRefreshingDuration
      if end > model.now { earliest = min(earliest ?? end, end) }
    }
    return earliest
  }

  func scrollModel(_ model: ScrollModel, didAdvanceTo time: TimeInterval) {
    // By index, so that the array is not retained for the loop: a component may change the slots meanwhile.
    var index = 0
    while index < components.count {
      components[index]?.modelTimeDidAdvance(to: time)
      index += 1
    }
  }

  func scrollModelHostDidMoveToWindow(_ model: ScrollModel) {
    componentStoppedRefreshing()
  }

  /// At the top edge the header starts, at the bottom the footer, at the trailing edge the trailer: as the app's
  /// `beginRefreshing()` would, for an idle, visible component. A component that already refreshes is not started
  /// again (the model then returns false).
  func scrollModel(_ model: ScrollModel, accessibilityScrollAtEdge direction: AccessibilityScrollDirection) -> Bool {
    component(at: direction)?.beginForAccessibility() ?? false
  }

  /// The component at the edge `direction` names takes the scroll while it can start or already refreshes.
  func scrollModel(_ model: ScrollModel, takesAccessibilityScrollAtEdge direction: AccessibilityScrollDirection) -> Bool
  {
    component(at: direction)?.takesAccessibilityScroll ?? false
  }

  /// The component at the edge a VoiceOver scroll towards `direction` reaches: the header at the top, the footer at
  /// the bottom, the trailer where the content ends (the right, or the left in a right-to-left layout); nothing at
  /// the other side.
  private func component(at direction: AccessibilityScrollDirection) -> RefreshComponent? {
    // The trailer's edge is where the content ends: the right, or the left in a right-to-left layout.
    let trailer = component(in: .trailer)
    let trailingEdge: AccessibilityScrollDirection =
      (trailer as? RefreshTrailer)?.layoutDirection == .rightToLeft ? .left : .right
    switch direction {
    case .up: return component(in: .header)
    case .down: return component(in: .footer)
    case .right, .left: return direction == trailingEdge ? trailer : nil
    }
  }
}

/// What a ``RefreshCoordinator`` stores.
private struct CoordinatorState {
  /// The link shared with the component in each slot (see `CoordinatorLink`).
  var links: [CoordinatorLink?] = Array(repeating: nil, count: RefreshSlot.allCases.count)
  var slots = SlotInsets()
  var isMutuallyExclusive = false
}

/// What each slot holds.
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

  /// What the slots other than `slot` hold. Each slot holds one side only (the header its top, the footer its bottom,
  /// the trailer its right, or its left in a right-to-left layout): each side comes from its own slot, unless that
  /// slot is `slot`.
  func sum(excluding slot: RefreshSlot) -> Insets {
    Insets(
      top: slot == .header ? 0 : header.top, left: slot == .trailer ? 0 : trailer.left,
      bottom: slot == .footer ? 0 : footer.bottom, right: slot == .trailer ? 0 : trailer.right)
  }
}

/// The coordinator's entry for one observer of its slots, live while its token holds the link.
private struct SlotObserverEntry {
  let handler: @MainActor ([RefreshComponent]) -> Void
  var link: ObservationLink?

  /// Whether the token still holds the link: false once it was cancelled or released.
  mutating func isLive() -> Bool {
    guard link != nil else { return false }
    return !isKnownUniquelyReferenced(&link)
  }
}

/// A weak reference to a component that can cross to the main actor from the coordinator's deinitializer.
/// Which component is in each slot, by identity: three fields, not an array of optionals made and compared with `map`
/// and `==` specialized for it alone (issue 58).
private struct SlotIdentities: Equatable {
  var header: Optional<ObjectIdentifier>
  var footer: Optional<ObjectIdentifier>
  var trailer: Optional<ObjectIdentifier>

  /// No component in any slot.
  init() {
    (header, footer, trailer) = (nil, nil, nil)
  }

  /// The components of `slots`, in slot order.
  init(_ slots: [RefreshComponent?]) {
    header = Self.identity(of: slots[RefreshSlot.header.rawValue])
    footer = Self.identity(of: slots[RefreshSlot.footer.rawValue])
    trailer = Self.identity(of: slots[RefreshSlot.trailer.rawValue])
  }

  /// The identity of a slot's component: an `if let`, not three `Optional.map` closures that each checked the actor.
  private static func identity(of component: RefreshComponent?) -> ObjectIdentifier? {
    if let component { return ObjectIdentifier(component) }
    return nil
  }
}

private struct WeakComponent: Sendable {
  weak var object: RefreshComponent?

  init(_ object: RefreshComponent) {
    self.object = object
  }
}
