import Foundation

/// The points of an SVG path in picture coordinates, rounded to a tenth and kept short: a point equal to the one
/// before is dropped, and a point that continues a horizontal or vertical run in the same direction replaces the
/// run's last point (the picture is the same, with fewer numbers).
struct PlotPath {
  /// A point of the path, rounded to the tenths that the picture is written with.
  struct Point: Equatable {
    var x: Double
    var y: Double

    init(_ x: Double, _ y: Double) {
      self.x = PlotPath.rounded(x)
      self.y = PlotPath.rounded(y)
    }
  }

  /// The runs of the path: each starts with a move.
  private(set) var runs: [[Point]] = []

  /// `value` rounded to a tenth, without a negative zero.
  static func rounded(_ value: Double) -> Double {
    let rounded = (value * 10).rounded() / 10
    return rounded == 0 ? 0 : rounded
  }

  var isEmpty: Bool { runs.isEmpty }

  /// Starts a new run at (`x`, `y`).
  mutating func move(_ x: Double, _ y: Double) {
    runs.append([Point(x, y)])
  }

  /// Extends the current run to (`x`, `y`), or starts the first one there.
  mutating func line(_ x: Double, _ y: Double) {
    let point = Point(x, y)
    guard var run = runs.popLast() else { return move(x, y) }
    defer { runs.append(run) }
    guard run.last != point else { return }
    if run.count >= 2 {
      let last = run[run.count - 1]
      let before = run[run.count - 2]
      let horizontal = before.y == last.y && last.y == point.y && (last.x - before.x) * (point.x - last.x) >= 0
      let vertical = before.x == last.x && last.x == point.x && (last.y - before.y) * (point.y - last.y) >= 0
      if horizontal || vertical {
        run[run.count - 1] = point
        return
      }
    }
    run.append(point)
  }

  /// A horizontal step to `x`, then a vertical one to `y`: a value that holds until the next one.
  mutating func step(_ x: Double, _ y: Double) {
    guard let last = runs.last?.last else { return move(x, y) }
    line(x, last.y)
    line(x, y)
  }

  /// The path's `d` attribute, such as `M10.0,20.0 L30.0,20.0`; with `closed`, each run ends with `Z`.
  func data(closed: Bool = false) -> String {
    runs.map { run in
      let points = run.enumerated().map { index, point in
        (index == 0 ? "M" : "L") + SVGBuilder.number(point.x) + "," + SVGBuilder.number(point.y)
      }
      return points.joined(separator: " ") + (closed ? " Z" : "")
    }.joined(separator: " ")
  }
}
