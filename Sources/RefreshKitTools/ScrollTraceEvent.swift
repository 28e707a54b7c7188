import Foundation
import RefreshKit

/// What a host reported to a ``ScrollModel`` at one moment: one line of a recorded session.
///
/// The demo's trace recorder (`refreshkit-demo --record-trace`) writes these as JSON lines and replays them into a
/// model with an ``ScrollDriver/external`` driver; the model reports each host call to its recorders as it arrives.
public enum ScrollTraceEvent: Equatable, Sendable {
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

}
