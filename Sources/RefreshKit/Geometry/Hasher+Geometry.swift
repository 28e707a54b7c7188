import Foundation

// Core Graphics' `CGPoint`, `CGSize` and `CGRect` are `Hashable` in swift-corelibs-foundation, but on Apple platforms
// only from iOS 18 and macOS 15: a public type that holds one hashes its fields itself, through these.
extension Hasher {
  /// Feeds a point's coordinates, x then y.
  mutating func combine(point: CGPoint) {
    combine(point.x)
    combine(point.y)
  }

  /// Feeds a size's dimensions, width then height.
  mutating func combine(size: CGSize) {
    combine(size.width)
    combine(size.height)
  }

  /// Feeds a rectangle's origin, then its size.
  mutating func combine(rect: CGRect) {
    combine(point: rect.origin)
    combine(size: rect.size)
  }
}
