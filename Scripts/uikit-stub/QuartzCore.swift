// A stub of exactly the QuartzCore (and CoreGraphics) declarations Sources/RefreshKitUIKit uses, each with the
// signature Apple's documentation gives. It only lets `.ci/run` type-check the UIKit layer on Linux: nothing here
// runs. Add a declaration here only when the glue starts using it, with its documentation page.
@_exported import Foundation

// https://developer.apple.com/documentation/corefoundation/cftimeinterval
public typealias CFTimeInterval = Double

// https://developer.apple.com/documentation/coregraphics/cgcolor
public final class CGColor {}

// https://developer.apple.com/documentation/coregraphics/cgpath
public class CGPath {}

// https://developer.apple.com/documentation/coregraphics/cgaffinetransform
public struct CGAffineTransform {
  // https://developer.apple.com/documentation/coregraphics/cgaffinetransform/init(rotationangle:)
  public init(rotationAngle angle: CGFloat) {}
}

// https://developer.apple.com/documentation/quartzcore/catransform3d
public struct CATransform3D {}

// https://developer.apple.com/documentation/quartzcore/catransform3dmakerotation(_:_:_:_:)
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
  CATransform3D()
}

// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: NSObject {
  // https://developer.apple.com/documentation/quartzcore/calayer/frame
  open var frame: CGRect = .zero
  // https://developer.apple.com/documentation/quartzcore/calayer/bounds
  open var bounds: CGRect = .zero
  // https://developer.apple.com/documentation/quartzcore/calayer/position
  open var position: CGPoint = .zero
  // https://developer.apple.com/documentation/quartzcore/calayer/ishidden
  open var isHidden: Bool = false
  // https://developer.apple.com/documentation/quartzcore/calayer/transform
  open var transform: CATransform3D = CATransform3D()
  // https://developer.apple.com/documentation/quartzcore/calayer/addsublayer(_:)
  open func addSublayer(_ layer: CALayer) {}
}

// https://developer.apple.com/documentation/quartzcore/cashapelayer
open class CAShapeLayer: CALayer {
  // https://developer.apple.com/documentation/quartzcore/cashapelayer/path
  open var path: CGPath?
  // https://developer.apple.com/documentation/quartzcore/cashapelayer/fillcolor
  open var fillColor: CGColor?
  // https://developer.apple.com/documentation/quartzcore/cashapelayer/strokecolor
  open var strokeColor: CGColor?
  // https://developer.apple.com/documentation/quartzcore/cashapelayer/linewidth
  open var lineWidth: CGFloat = 1
  // https://developer.apple.com/documentation/quartzcore/cashapelayer/strokeend
  open var strokeEnd: CGFloat = 1
  // https://developer.apple.com/documentation/quartzcore/cashapelayer/linecap
  open var lineCap: CAShapeLayerLineCap = .butt
}

// https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap
public struct CAShapeLayerLineCap: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  // https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap/butt
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  // https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap/round
  public static let round = CAShapeLayerLineCap(rawValue: "round")
}

// https://developer.apple.com/documentation/quartzcore/catransaction
open class CATransaction: NSObject {
  // https://developer.apple.com/documentation/quartzcore/catransaction/begin()
  open class func begin() {}
  // https://developer.apple.com/documentation/quartzcore/catransaction/commit()
  open class func commit() {}
  // https://developer.apple.com/documentation/quartzcore/catransaction/setdisableactions(_:)
  open class func setDisableActions(_ flag: Bool) {}
}

// https://developer.apple.com/documentation/quartzcore/cadisplaylink
// (init(target:selector:) and add(to:forMode:) need the Objective-C runtime; the glue uses them under
// `#if canImport(ObjectiveC)`, which this check does not see.)
open class CADisplayLink: NSObject {
  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/timestamp
  open var timestamp: CFTimeInterval { 0 }
  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
  open func invalidate() {}
}
