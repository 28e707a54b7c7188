import Foundation

/// What a host reported to a ``ScrollModel`` at one moment: one line of a recorded session.
///
/// The demo's trace recorder (`refreshkit-demo --record-trace`) writes these as JSON lines and replays them into a
/// model with an ``ScrollDriver/external`` driver; the model reports each to its recorders as it arrives.
public enum ScrollTraceEvent: Hashable, Sendable {
  /// The host scrolled: ``ScrollModel/hostDidScroll(to:isTracking:isDecelerating:)``.
  case scroll(offset: CGPoint, isTracking: Bool, isDecelerating: Bool)
  /// The host's pan gesture changed state: ``ScrollModel/hostPanStateDidChange(_:velocity:)``.
  case pan(PanState, velocity: CGPoint)
  /// The app set ``ScrollModel/contentSize``.
  case contentSize(CGSize)
  /// The app set ``ScrollModel/frame``.
  case frame(CGRect)
  /// The app set ``ScrollModel/contentInset``.
  case contentInset(Insets)
  /// The system set ``ScrollModel/safeAreaInsets``.
  case safeAreaInsets(Insets)
  /// A frame of ``ScrollModel/advance(by:)`` ended at the record's time: the timers due then run.
  case tick
  /// Something the app did that the model does not see, such as `end header`: a replay hands it to the app.
  case command(String)

  /// Hashes the event's case and values. Written out because Core Graphics' geometry types are not `Hashable` on
  /// Apple platforms before iOS 18 and macOS 15.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .scroll(let offset, let isTracking, let isDecelerating):
      hasher.combine(0)
      hasher.combine(point: offset)
      hasher.combine(isTracking)
      hasher.combine(isDecelerating)
    case .pan(let state, let velocity):
      hasher.combine(1)
      hasher.combine(state)
      hasher.combine(point: velocity)
    case .contentSize(let size):
      hasher.combine(2)
      hasher.combine(size: size)
    case .frame(let frame):
      hasher.combine(3)
      hasher.combine(rect: frame)
    case .contentInset(let insets):
      hasher.combine(4)
      hasher.combine(insets)
    case .safeAreaInsets(let insets):
      hasher.combine(5)
      hasher.combine(insets)
    case .tick:
      hasher.combine(6)
    case .command(let command):
      hasher.combine(7)
      hasher.combine(command)
    }
  }
}
