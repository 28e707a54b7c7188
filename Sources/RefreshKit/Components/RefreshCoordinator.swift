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

  /// The components, the slots' insets and the exclusion flag, reached without a dynamic exclusivity check per
  /// property (see `StateCell`): the scroll path reads them on every event. `nonisolated(unsafe)` only so that the
  /// deinitializer, which has the object to itself, can read the components; everything else is on the main actor.
  private nonisolated(unsafe) let cell = StateCell(CoordinatorState())

  /// The component in each slot, indexed by ``RefreshSlot/rawValue``.
  private(set) var components: [RefreshComponent?] {
    get { cell.value.components }
    set { cell.value.components = newValue }
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

  init(model: ScrollModel) {
    self.model = model
  }

  deinit {
    // The model went away (it owns the coordinator). Its components see it at once through their weak reference and
    // end their refresh when next read or used; they are also told on the main actor, so that an action waiting on
    // something else is cancelled even if nothing reads the component again. Weakly: a component nobody else holds
    // is freed now.
    let attached = cell.value.components.compactMap { $0 }.map(WeakComponent.init)
    guard !attached.isEmpty else { return }
    Task { @MainActor in
      for component in attached { component.object?.hostDidGoAway() }
    }
  }

  // MARK: - Slots

  func component(in slot: RefreshSlot) -> RefreshComponent? { components[slot.rawValue] }

  /// Puts `component` in `slot`, detaching the one there and the new one from wherever it was.
  func attach(_ component: RefreshComponent?, in slot: RefreshSlot) {
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
    component.insetOfOtherSlots = slots.sum(excluding: slot)
    component.attach(to: model, coordinator: self, slot: slot)
  }

  /// Empties `slot` if `component` is in it, and returns the inset it held.
  func remove(_ component: RefreshComponent, from slot: RefreshSlot) {
    if components[slot.rawValue] === component {
      components[slot.rawValue] = nil
    }
    setInset(.zero, for: slot)
    componentStoppedRefreshing()
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

  /// The model's `adjustedContentInset` without what `slot` holds, summed without subtraction so that it does not
  /// drift by rounding as the slot changes.
  func adjustedContentInset(of model: ScrollModel, excluding slot: RefreshSlot) -> Insets {
    model.contentInset + model.safeAreaInsets + slots.sum(excluding: slot)
  }

  // MARK: - Rules between components

  /// Whether a component other than `component` refreshes and exclusion applies: either asks for it (its own
  /// ``RefreshComponent/isMutuallyExclusive``, or the model's when that is nil).
  func excludes(_ component: RefreshComponent) -> Bool {
    let excludesOthers = component.isMutuallyExclusive ?? isMutuallyExclusive
    for other in components {
      guard let other, other !== component, other.currentState == .refreshing else { continue }
      if excludesOthers || (other.isMutuallyExclusive ?? isMutuallyExclusive) { return true }
    }
    return false
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
    while index < cell.value.components.count {
      cell.value.components[index]?.scrollModel(model, didChange: event)
      index += 1
    }
  }

  var nextTimerDeadline: TimeInterval? {
    var deadline: TimeInterval?
    for component in components {
      if let next = component?.nextTimerDeadline { deadline = min(deadline ?? next, next) }
    }
    return deadline
  }

  func scrollModel(_ model: ScrollModel, didAdvanceTo time: TimeInterval) {
    for component in components {
      component?.modelTimeDidAdvance(to: time)
    }
  }

  /// At the top edge the header starts, at the bottom the footer, at the trailing edge the trailer: as the app's
  /// `beginRefreshing()` would, for an idle, visible component. A component that already refreshes is not started
  /// again (the model then returns false).
  func scrollModel(_ model: ScrollModel, accessibilityScrollAtEdge direction: AccessibilityScrollDirection) -> Bool {
    let slot: RefreshSlot
    switch direction {
    case .up: slot = .header
    case .down: slot = .footer
    case .right, .left:
      // The trailer's edge is where the content ends: the right, or the left in a right-to-left layout.
      let trailingEdge: AccessibilityScrollDirection =
        (component(in: .trailer) as? RefreshTrailer)?.layoutDirection == .rightToLeft ? .left : .right
      guard direction == trailingEdge else { return false }
      slot = .trailer
    }
    return component(in: slot)?.beginForAccessibility() ?? false
  }
}

/// What a ``RefreshCoordinator`` stores.
private struct CoordinatorState {
  var components: [RefreshComponent?] = Array(repeating: nil, count: RefreshSlot.allCases.count)
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

/// A weak reference to a component that can cross to the main actor from the coordinator's deinitializer.
private struct WeakComponent: Sendable {
  weak var object: RefreshComponent?

  init(_ object: RefreshComponent) {
    self.object = object
  }
}
