import Foundation

/// How long a scroll view takes no touch during an additive glide of its drawing (the UIKit layer's end of a refresh
/// on a collection view): while the drawing lags half a 44-point row or more behind UIKit's values.
///
/// UIKit's values (the offset, the cells' frames) are final as the glide starts; only the drawing moves, from
/// `distance` points away to none. A pan is harmless meanwhile: the finger moves the final offset, and the glide's
/// remainder still adds to it. A tap is not: UIKit hit-tests the cells where they are, so while the drawing lags half a
/// row (22 points, half of the 44-point minimum tap target of Apple's Human Interface Guidelines) or more, a tap picks
/// the row next to the one drawn under the finger. Touches wait until the lag is under that, and a shorter glide
/// holds none back.
@_spi(Hosting) public enum GlideTouchHold {
  /// The lag from which a tap could pick the wrong row: half of a 44-point tap target.
  public static let tapTolerance: CGFloat = 22

  /// The seconds from the start of a glide of `distance` points over `duration` seconds, eased in and out as Core
  /// Animation's `easeInEaseOut` (the cubic Bézier through (0.42, 0) and (0.58, 1)), until the drawing lags less than
  /// ``tapTolerance``; 0 when it never lags that much. A distance or a duration that is not finite holds nothing back.
  public static func duration(distance: CGFloat, over duration: TimeInterval) -> TimeInterval {
    let distance = abs(distance)
    guard distance.isFinite, duration.isFinite, duration > 0, distance >= tapTolerance else { return 0 }
    // The drawing lags `distance · (1 − ease(t))`: the hold ends where the eased progress reaches this.
    let progress = 1 - Double(tapTolerance / distance)
    return duration * time(atEasedProgress: progress)
  }

  /// The time (0…1) at which the ease-in-ease-out curve reaches `progress`, found by bisection on the curve's
  /// parameter (the curve rises monotonically in both coordinates).
  static func time(atEasedProgress progress: Double) -> Double {
    // The Bézier's x (time) and y (progress) at parameter s: P0 (0, 0), P1 (0.42, 0), P2 (0.58, 1), P3 (1, 1).
    func point(_ s: Double) -> (time: Double, progress: Double) {
      let u = 1 - s
      return (3 * u * u * s * 0.42 + 3 * u * s * s * 0.58 + s * s * s, 3 * u * s * s + s * s * s)
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<40 {
      let middle = (low + high) / 2
      if point(middle).progress < progress { low = middle } else { high = middle }
    }
    return point(high).time
  }
}
