// The Core Graphics values the UIKit layer uses, as plain values a test can read back. Part of the UIKit double
// (see Tests/UIKitDouble/README.md): Linux only, compiled as the module the layer imports as `QuartzCore`.
@_exported import Foundation

// https://developer.apple.com/documentation/corefoundation/cftimeinterval
public typealias CFTimeInterval = Double

// https://developer.apple.com/documentation/coregraphics/cgcolor
/// A colour's components in sRGB, as `UIColor.cgColor` resolves them.
public final class CGColor: Equatable, CustomStringConvertible {
  public let red: CGFloat
  public let green: CGFloat
  public let blue: CGFloat
  public let alpha: CGFloat

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  public static func == (a: CGColor, b: CGColor) -> Bool {
    a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
  }

  public var description: String { "CGColor(\(red), \(green), \(blue), \(alpha))" }
}

// https://developer.apple.com/documentation/coregraphics/cgpath
/// A path; the double keeps the arc it was made from (`UIBezierPath(arcCenter:…)`), its direction included: the
/// same angles drawn the other way make another arc ("clockwise: The direction in which to draw the arc",
/// https://developer.apple.com/documentation/uikit/uibezierpath/init(arccenter:radius:startangle:endangle:clockwise:)),
/// and a ring whose `strokeEnd` grows fills the way its path runs.
public class CGPath: Equatable {
  public let arcCenter: CGPoint
  public let radius: CGFloat
  public let startAngle: CGFloat
  public let endAngle: CGFloat
  public let clockwise: Bool

  public init(arcCenter: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool = true) {
    (self.arcCenter, self.radius, self.startAngle, self.endAngle) = (arcCenter, radius, startAngle, endAngle)
    self.clockwise = clockwise
  }

  public static func == (a: CGPath, b: CGPath) -> Bool {
    a.arcCenter == b.arcCenter && a.radius == b.radius && a.startAngle == b.startAngle && a.endAngle == b.endAngle
      && a.clockwise == b.clockwise
  }
}

// https://developer.apple.com/documentation/coregraphics/cgaffinetransform
public struct CGAffineTransform: Equatable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat

  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  // https://developer.apple.com/documentation/coregraphics/cgaffinetransform/init(rotationangle:)
  public init(rotationAngle angle: CGFloat) {
    self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
  }

  // https://developer.apple.com/documentation/coregraphics/cgaffinetransform/identity
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// The rotation this transform makes, in radians (-π…π): `atan2(b, a)`.
  public var rotationAngle: CGFloat { atan2(b, a) }
}

// https://developer.apple.com/documentation/quartzcore/catransform3d
/// A 3D transform; the double keeps the rotation about the z axis, the only one the layer makes.
public struct CATransform3D: Equatable, Sendable {
  /// The rotation about the z axis, in radians.
  public var zRotation: CGFloat

  public init(zRotation: CGFloat = 0) { self.zRotation = zRotation }
}

// https://developer.apple.com/documentation/quartzcore/catransform3didentity
public let CATransform3DIdentity = CATransform3D()

// https://developer.apple.com/documentation/quartzcore/catransform3dmakerotation(_:_:_:_:)
/// A rotation by `angle` about the axis (x, y, z); the double models the z axis only, and records any other as no
/// rotation (assumed: the layer turns its ring about z).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
  x == 0 && y == 0 && z != 0 ? CATransform3D(zRotation: z > 0 ? angle : -angle) : CATransform3D()
}
