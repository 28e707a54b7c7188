// A stub of exactly the UIKit declarations Sources/RefreshKitUIKit uses, each with the signature Apple's
// documentation gives (and Foundation's key-value observing, which swift-corelibs-foundation lacks). It only lets
// `.ci/run` type-check the UIKit layer on Linux: nothing here runs. Add a declaration here only when the glue starts
// using it, with its documentation page.
@_exported import Foundation
@_exported import QuartzCore

// MARK: - Foundation's key-value observing (Apple platforms only)

// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let new = NSKeyValueObservingOptions(rawValue: 1)
  public static let old = NSKeyValueObservingOptions(rawValue: 2)
}

// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange
public struct NSKeyValueObservedChange<Value> {
  public let newValue: Value?
  public let oldValue: Value?
}

// https://developer.apple.com/documentation/foundation/nskeyvalueobservation
public class NSKeyValueObservation: NSObject {
  // https://developer.apple.com/documentation/foundation/nskeyvalueobservation/invalidate()
  public func invalidate() {}
}

// https://developer.apple.com/documentation/objectivec/nsobject/keyvalueobservingpublisher
public protocol _KeyValueCodingAndObserving {}
extension NSObject: _KeyValueCodingAndObserving {}
extension _KeyValueCodingAndObserving {
  // https://developer.apple.com/documentation/swift/using-key-value-observing-in-swift
  // The handler is `@Sendable` in the SDK's Foundation interface (`@preconcurrency`), as here.
  @preconcurrency public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation { NSKeyValueObservation() }
}

// MARK: - UIKit

// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }
}

// https://developer.apple.com/documentation/uikit/nstextalignment
public enum NSTextAlignment: Int {
  case left, center, right, justified, natural
}

// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject {
  // https://developer.apple.com/documentation/uikit/uicolor/gray
  open class var gray: UIColor { fatalError("stub") }
  // https://developer.apple.com/documentation/uikit/uicolor/cgcolor
  open var cgColor: CGColor { fatalError("stub") }
}

// https://developer.apple.com/documentation/uikit/uibezierpath
open class UIBezierPath: NSObject {
  // https://developer.apple.com/documentation/uikit/uibezierpath/init(arccenter:radius:startangle:endangle:clockwise:)
  public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {}
  // https://developer.apple.com/documentation/uikit/uibezierpath/cgpath
  open var cgPath: CGPath { fatalError("stub") }
}

// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {}

// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) {}
  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) {}
  // https://developer.apple.com/documentation/uikit/uiview/frame
  open var frame: CGRect = .zero
  // https://developer.apple.com/documentation/uikit/uiview/bounds
  open var bounds: CGRect = .zero
  // https://developer.apple.com/documentation/uikit/uiview/ishidden
  open var isHidden: Bool = false
  // https://developer.apple.com/documentation/uikit/uiview/alpha
  open var alpha: CGFloat = 1
  // https://developer.apple.com/documentation/uikit/uiview/transform
  open var transform: CGAffineTransform = CGAffineTransform(rotationAngle: 0)
  // https://developer.apple.com/documentation/uikit/uiview/layer
  open var layer: CALayer { CALayer() }
  // https://developer.apple.com/documentation/uikit/uiview/subviews
  open var subviews: [UIView] { [] }
  // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) {}
  // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  open func removeFromSuperview() {}
  // https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange()
  open func safeAreaInsetsDidChange() {}
  // https://developer.apple.com/documentation/uikit/uiview/willmove(tosuperview:)
  open func willMove(toSuperview newSuperview: UIView?) {}
}

// https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
  public convenience init() { self.init(frame: .zero) }
  // https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String?
  // https://developer.apple.com/documentation/uikit/uilabel/textalignment
  open var textAlignment: NSTextAlignment = .natural
}

// https://developer.apple.com/documentation/uikit/uiactivityindicatorview
@MainActor open class UIActivityIndicatorView: UIView {
  // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum
  public enum Style: Int {
    case medium = 100
    case large = 101
  }
  // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:)
  public init(style: UIActivityIndicatorView.Style) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(frame: .zero) }
  // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/hideswhenstopped
  open var hidesWhenStopped: Bool = true
  // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating()
  open func startAnimating() {}
  // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/stopanimating()
  open func stopAnimating() {}
}

// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor open class UIGestureRecognizer: NSObject {
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
  public enum State: Int {
    case possible, began, changed, ended, cancelled, failed
  }
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
  open var state: UIGestureRecognizer.State { .possible }
}

// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
  // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
  open func velocity(in view: UIView?) -> CGPoint { .zero }
}

// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {
  // https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
  open var contentOffset: CGPoint = .zero
  // https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
  open var contentSize: CGSize = .zero
  // https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
  open var contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
  // https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
  open var adjustedContentInset: UIEdgeInsets { contentInset }
  // https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
  public enum ContentInsetAdjustmentBehavior: Int {
    case automatic, scrollableAxes, never, always
  }
  // https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property
  open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic
  // https://developer.apple.com/documentation/uikit/uiscrollview/istracking
  open var isTracking: Bool { false }
  // https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating
  open var isDecelerating: Bool { false }
  // https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer
  open var panGestureRecognizer: UIPanGestureRecognizer { UIPanGestureRecognizer() }
  // https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
}
