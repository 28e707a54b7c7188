import Foundation

extension CGFloat {
  /// The value with at most two decimals and no trailing zeros, the same on every machine: `52.02`, `-88`, `0.5`.
  var refreshKitFormatted: String {
    // Beyond 1e15 the hundredths no longer fit an Int: print such (refused) values as they are.
    guard isFinite, Swift.abs(self) < 1e15 else { return "\(self)" }
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

  /// The largest magnitude RefreshKit accepts for a coordinate, a size, an inset, a velocity or a duration: a
  /// billion points (or seconds). Larger finite values, like 1e308, would overflow to infinity in sums.
  static let maximumMagnitude: CGFloat = 1e9

  /// Whether the value is finite and within ±``maximumMagnitude``. One comparison says both: it is false for NaN
  /// and for the infinities.
  @_spi(Hosting) public var isUsable: Bool { Swift.abs(self) <= CGFloat.maximumMagnitude }

  /// Whether the value is usable and not negative.
  @_spi(Hosting) public var isUsableNonNegative: Bool { isUsable && self >= 0 }

  /// The value clamped to `range`.
  func clamped(to range: ClosedRange<CGFloat>) -> CGFloat {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}

extension CGPoint {
  /// Whether both coordinates are finite and within ±`CGFloat.maximumMagnitude`.
  @_spi(Hosting) public var isUsable: Bool { x.isUsable && y.isUsable }
}

extension CGSize {
  /// Whether both dimensions are usable and not negative.
  @_spi(Hosting) public var isValidSize: Bool { width.isUsableNonNegative && height.isUsableNonNegative }
}

extension CGRect {
  /// Whether the origin is finite and the size finite and not negative.
  var isValidFrame: Bool { origin.isUsable && size.isValidSize }
}

extension Double {
  /// Whether the value is a finite, non-negative duration within `CGFloat.maximumMagnitude` seconds. (The two
  /// comparisons refuse NaN and the infinities too: every display-link frame asks.)
  var isUsableDuration: Bool { self >= 0 && self <= Double(CGFloat.maximumMagnitude) }
}
