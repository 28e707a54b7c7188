import Foundation

/// One axis of a plot: maps values (seconds or points) to positions in the picture and chooses round ticks.
///
/// Ticks are multiples of 1, 2, 2.5 or 5 times a power of ten, found with multiplications and divisions by ten only
/// (no logarithms), so that every machine chooses the same ones.
struct PlotAxis {
  /// The values at the two ends of the axis.
  let lower: Double
  let upper: Double
  /// The positions of `lower` and `upper` in the picture; `end` may be smaller than `start` (a vertical axis grows
  /// upwards).
  let start: Double
  let end: Double
  /// The distance between two ticks.
  let step: Double
  /// How many decimals the tick labels need.
  let decimals: Int

  /// An axis from `lower` to `upper` drawn from `start` to `end`, with about `ticks` ticks.
  ///
  /// - Parameters:
  ///   - lower: The value at `start`; `upper` must be larger (equal bounds are widened by one on each side).
  ///   - upper: The value at `end`.
  ///   - start: Where `lower` is drawn.
  ///   - end: Where `upper` is drawn.
  ///   - ticks: About how many ticks to show.
  init(lower: Double, upper: Double, start: Double, end: Double, ticks: Int) {
    let (low, high) = upper > lower ? (lower, upper) : (lower - 1, lower + 1)
    self.lower = low
    self.upper = high
    self.start = start
    self.end = end
    let rough = (high - low) / Double(max(ticks, 1))
    var magnitude = 1.0
    var decimals = 0
    while magnitude * 10 <= rough {
      magnitude *= 10
    }
    while magnitude > rough {
      magnitude /= 10
      decimals += 1
    }
    let multiple = [1, 2, 2.5, 5, 10].first { $0 * magnitude >= rough } ?? 10
    step = multiple * magnitude
    self.decimals = decimals + (multiple == 2.5 ? 1 : 0) - (multiple == 10 && decimals > 0 ? 1 : 0)
  }

  /// The position of `value` in the picture.
  func position(_ value: Double) -> Double {
    start + (value - lower) / (upper - lower) * (end - start)
  }

  /// The tick values within the axis, in increasing order.
  var ticks: [Double] {
    let first = (lower / step).rounded(.up)
    let last = (upper / step).rounded(.down)
    guard first <= last else { return [] }
    return stride(from: first, through: last, by: 1).map { $0 * step }
  }

  /// The label of the tick at `value`, with `unit` after it: `1.5 s`, `-200 pt`.
  func label(_ value: Double, unit: String) -> String {
    "\(SVGBuilder.shortNumber(value, decimals: max(decimals, 0))) \(unit)"
  }
}
