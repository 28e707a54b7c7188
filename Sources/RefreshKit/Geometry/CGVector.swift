import Foundation

#if !canImport(CoreGraphics)
  /// Core Graphics' `CGVector`, which swift-corelibs-foundation lacks: where Core Graphics exists (every Apple
  /// platform) RefreshKit uses its own, and this one is not compiled. SwiftUI gives a scroll's velocity as one
  /// (`ScrollGeometryHost.phaseDidChange(to:velocity:)`).
  public struct CGVector: Equatable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector of these components.
    ///
    /// - Parameters:
    ///   - dx: The horizontal component.
    ///   - dy: The vertical component.
    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }

    /// The vector whose components are both zero.
    public static let zero = CGVector(dx: 0, dy: 0)
  }
#endif
