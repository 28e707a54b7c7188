import Foundation

extension CGFloat {
  /// The value with at most two decimals and no trailing zeros, the same on every machine: `52.02`, `-88`, `0.5`.
  var refreshKitFormatted: String {
    guard isFinite else { return "\(self)" }
    let hundredths = (self * 100).rounded()
    if hundredths == 0 { return "0" }
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = Int(Swift.abs(hundredths))
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 { return "\(sign)\(whole)" }
    if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
    return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// The value clamped to `range`.
  func clamped(to range: ClosedRange<CGFloat>) -> CGFloat {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}

extension CGPoint {
  /// Whether both coordinates are finite.
  var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
  /// Whether both dimensions are finite and not negative.
  var isValidSize: Bool { width.isFinite && height.isFinite && width >= 0 && height >= 0 }
}

extension CGRect {
  /// Whether the origin is finite and the size finite and not negative.
  var isValidFrame: Bool { origin.isFinite && size.isValidSize }
}
