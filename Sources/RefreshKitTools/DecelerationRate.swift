import Foundation

/// How quickly a fling slows down, as `UIScrollView.DecelerationRate`.
public struct DecelerationRate: Equatable, Sendable {
  /// The fraction of velocity kept per millisecond.
  public var rawValue: CGFloat

  /// Creates a rate from the fraction of velocity kept per millisecond.
  ///
  /// - Parameter rawValue: A value in `0 < rawValue < 1`; ``ScrollModel/decelerationRate`` refuses others.
  public init(rawValue: CGFloat) {
    self.rawValue = rawValue
  }

  /// UIKit's normal rate, 0.998.
  public static let normal = DecelerationRate(rawValue: 0.998)
  /// UIKit's fast rate, 0.99.
  public static let fast = DecelerationRate(rawValue: 0.99)

  /// The decay constant per second, `1000 · ln(rate)`.
  var k: CGFloat { 1000 * log(rawValue) }
}
