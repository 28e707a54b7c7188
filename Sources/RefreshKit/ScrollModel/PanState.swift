/// The state of the finger on a ``ScrollModel``, named after `UIGestureRecognizer.State`.
///
/// A host reports it (``ScrollModel/hostPanStateDidChange(_:velocity:)``); RefreshKitTools' simulated finger sets it:
/// `beginDrag()` enters ``began``, each `drag(by:)` ``changed``, and the drag ends in ``ended`` (`endDrag(velocity:)`)
/// or ``cancelled`` (`cancelDrag()`), where it stays until the next drag begins.
public enum PanState: Hashable, Sendable, CustomStringConvertible {
  /// No finger has touched the view yet.
  case possible
  /// A finger went down and the drag began.
  case began
  /// The finger moved.
  case changed
  /// The finger lifted: the drag ended normally and may have handed a velocity to deceleration.
  case ended
  /// The system cancelled the drag; nothing that a release would start happens.
  case cancelled

  /// Whether a finger is on the view: true in ``began`` and ``changed``.
  public var isDragging: Bool { self == .began || self == .changed }

  /// The state's name, such as `"changed"`.
  public var description: String {
    switch self {
    case .possible: "possible"
    case .began: "began"
    case .changed: "changed"
    case .ended: "ended"
    case .cancelled: "cancelled"
    }
  }
}
