/// What moves a ``ScrollModel``: its own simulation, or a real scroll view that reports to it.
///
/// In ``simulated`` mode (the default) the model is the scroll view: RefreshKitTools' simulated finger (`beginDrag()`,
/// `drag(by:)`, `endDrag(velocity:)`) moves it, and ``ScrollModel/advance(by:)`` runs the rubber band, deceleration,
/// springs and animated moves of the motion that it gives the model (`simulateMotion()`).
///
/// In ``external`` mode a real scroll view (a `UIScrollView`) moves and the model follows it: the host reports every
/// scroll with ``ScrollModel/hostDidScroll(to:isTracking:isDecelerating:)`` and every change of its pan gesture with
/// ``ScrollModel/hostPanStateDidChange(_:velocity:)``. The model runs no motion of its own; what it would have moved
/// itself, it asks the host to do through ``ScrollModel/scrollRequestHandler``, and it tells the host what the
/// components hold through ``ScrollModel/refreshInsetHandler``. Timers still run on ``ScrollModel/advance(by:)``.
/// See <doc:UsingRefreshKitWithUIScrollView>.
public enum ScrollDriver: Hashable, Sendable, CustomStringConvertible {
  /// The model simulates the scroll view: drags, rubber band, deceleration, springs and animated moves.
  case simulated
  /// A real scroll view drives the model through the `host…` calls; the model asks it to scroll and to apply the
  /// refresh inset.
  case external

  /// The driver's name, such as `"external"`.
  public var description: String {
    switch self {
    case .simulated: "simulated"
    case .external: "external"
    }
  }
}
