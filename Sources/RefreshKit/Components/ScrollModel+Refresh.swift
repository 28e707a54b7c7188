import Foundation

/// The refresh components' side of ``ScrollModel``: the slots, exclusion and the inset each slot holds. The model
/// itself names no refresh type; everything here goes through its ``RefreshCoordinator``.
extension ScrollModel {
  /// The pull-to-refresh header. Assigning attaches it (detaching the one before, and detaching the new one from
  /// wherever it was); `nil` detaches. A detached component returns every inset it held and
  /// ends its refresh as ``RefreshResult/cancelled``.
  public var refreshHeader: RefreshHeader? {
    @inline(never) get { refreshCoordinator?.component(in: .header) as? RefreshHeader }
    set { makeRefreshCoordinator().attach(newValue, in: .header) }
  }

  /// The load-more footer, an ``AutoRefreshFooter`` or a ``BackRefreshFooter``. Assigning attaches it; `nil`
  /// detaches.
  public var refreshFooter: RefreshFooter? {
    get { refreshCoordinator?.component(in: .footer) as? RefreshFooter }
    set { makeRefreshCoordinator().attach(newValue, in: .footer) }
  }

  /// The horizontal load-more trailer. Assigning attaches it; `nil` detaches.
  public var refreshTrailer: RefreshTrailer? {
    get { refreshCoordinator?.component(in: .trailer) as? RefreshTrailer }
    set { makeRefreshCoordinator().attach(newValue, in: .trailer) }
  }

  /// Whether the header and the footer of this scroll model exclude each other: while one refreshes, the other does
  /// not start. Off by default, as in MJRefresh. A component's own ``RefreshComponent/isMutuallyExclusive``, when
  /// set, replaces this for that component; exclusion applies when either of two components asks for it.
  public var isMutuallyExclusive: Bool {
    get { refreshCoordinator?.isMutuallyExclusive ?? false }
    set { makeRefreshCoordinator().isMutuallyExclusive = newValue }
  }

  /// The refresh components attached now, in slot order: the header, the footer, the trailer (those attached).
  ///
  /// However a component was attached (``refreshHeader``, `addRefreshHeader(action:)`, the UIKit layer's `header`), it
  /// is here: a renderer draws this list, and ``observeRefreshComponents(_:)`` says when it changes.
  public var refreshComponents: [RefreshComponent] { refreshCoordinator?.attachedComponents ?? [] }

  /// Calls `handler` with ``refreshComponents`` each time a component attaches to this model or leaves it (an
  /// assignment, a replacement, `addRefreshHeader(action:)`, a move to another model), once the change is complete and
  /// the components' hooks have run: one call for a replacement, none for an assignment of the component already
  /// there.
  ///
  /// The UIKit layer draws every attached component this way, however it was attached, and makes or removes only the
  /// views of the components that came or went (`RefreshComponentChanges`).
  ///
  /// - Parameter handler: Called with the attached components, in slot order.
  /// - Returns: The token that keeps the registration alive: delivery stops when it is cancelled or released.
  public func observeRefreshComponents(
    _ handler: @escaping @MainActor ([RefreshComponent]) -> Void
  ) -> ScrollObservation {
    // The coordinator exists from here on, so a token is always made.
    makeRefreshCoordinator().observeSlots(handler) ?? ScrollObservation(link: ObservationLink(), model: self)
  }

  /// The coordinator of this model's refresh components, if one was made.
  var refreshCoordinator: RefreshCoordinator? { attachment(ofType: RefreshCoordinator.self) }

  /// The coordinator, made and attached on first use.
  @inline(never) func makeRefreshCoordinator() -> RefreshCoordinator {
    if let refreshCoordinator { return refreshCoordinator }
    let coordinator = RefreshCoordinator(model: self)
    addAttachment(coordinator)
    return coordinator
  }

  /// The insets the component in `slot` holds.
  func refreshInset(for slot: RefreshSlot) -> Insets { refreshCoordinator?.inset(for: slot) ?? .zero }

  /// Whether a component waits for the next frame: a layout, or a completion waiting for the content to settle. A
  /// host's display link runs while this is true (``ScrollHostAdapter/needsFrames``), so that none of them waits for
  /// the user's next touch.
  var refreshNeedsFrames: Bool { refreshCoordinator?.needsFrames ?? false }

  /// When a refreshing component's minimum duration is next met, if ahead (see `RefreshCoordinator`).
  var nextMinimumDurationEnd: TimeInterval? { refreshCoordinator?.nextMinimumDurationEnd }

  /// Sets what the component in `slot` holds; ``refreshInset`` is the sum of the slots.
  func setRefreshInset(_ inset: Insets, for slot: RefreshSlot) {
    makeRefreshCoordinator().setInset(inset, for: slot)
  }

}
