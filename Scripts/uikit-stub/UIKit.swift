// A stub of exactly the UIKit declarations Sources/RefreshKitUIKit uses, each with the signature Apple's
// documentation gives (and Foundation's key-value observing, which swift-corelibs-foundation lacks). It only lets
// `.ci/run` type-check the UIKit layer on Linux: nothing here runs. Add a declaration here only when the glue starts
// using it, with its documentation page. It is compiled in Swift 5 mode, as the SDK's Objective-C headers are
// imported: UIKit's mutable globals (the accessibility traits and notifications) are `static var`s here as there, so
// the glue needs the same `@preconcurrency import` to read them.
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

// https://developer.apple.com/documentation/uikit/uitraitcollection
open class UITraitCollection: NSObject {
  // https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale
  open var displayScale: CGFloat { 1 }
}

// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject {
  // https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
  @available(iOS 13.0, *)
  open class var secondaryLabel: UIColor { fatalError("stub") }
  // https://developer.apple.com/documentation/uikit/uicolor/cgcolor
  open var cgColor: CGColor { fatalError("stub") }
  // https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:)
  @available(iOS 13.0, *)
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
  // https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
}

// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject {
  // https://developer.apple.com/documentation/uikit/uifont/textstyle
  public struct TextStyle: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/uikit/uifont/textstyle/headline
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    // https://developer.apple.com/documentation/uikit/uifont/textstyle/subheadline
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    // https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
  }
  // https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
  // https://developer.apple.com/documentation/uikit/uifont/boldsystemfont(ofsize:)
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
  // https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont() }
  // https://developer.apple.com/documentation/uikit/uifont/weight
  public struct Weight: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: CGFloat
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/uikit/uifont/weight/regular
    public static let regular = Weight(0)
    // https://developer.apple.com/documentation/uikit/uifont/weight/medium
    public static let medium = Weight(0.23)
    // https://developer.apple.com/documentation/uikit/uifont/weight/semibold
    public static let semibold = Weight(0.3)
    // https://developer.apple.com/documentation/uikit/uifont/weight/bold
    public static let bold = Weight(0.4)
  }
}

// https://developer.apple.com/documentation/uikit/uifontmetrics
open class UIFontMetrics: NSObject {
  // https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
  public init(forTextStyle textStyle: UIFont.TextStyle) {}
  // https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:maximumpointsize:)
  open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { font }
}

// https://developer.apple.com/documentation/uikit/uiimage/configuration
open class UIImageConfiguration: NSObject {}

// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject {
  // https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration
  open class SymbolConfiguration: UIImageConfiguration {
    // https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration/init(textstyle:)
    public convenience init(textStyle: UIFont.TextStyle) { self.init() }
  }
  // https://developer.apple.com/documentation/uikit/uiimage/init(named:)
  public init?(named name: String) {}
  // https://developer.apple.com/documentation/uikit/uiimage/init(systemname:withconfiguration:)
  @available(iOS 13.0, *)
  public init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {}
  // https://developer.apple.com/documentation/uikit/uiimage/size
  open var size: CGSize { .zero }
}

extension UIImage {
  // https://developer.apple.com/documentation/uikit/uiimage/configuration
  public typealias Configuration = UIImageConfiguration
}

// MARK: - Accessibility

// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/button
  public static var button = UIAccessibilityTraits(rawValue: 1 << 0)
  // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/statictext
  public static var staticText = UIAccessibilityTraits(rawValue: 1 << 6)
}

// https://developer.apple.com/documentation/uikit/uiaccessibilityscrolldirection
public enum UIAccessibilityScrollDirection: Int, Sendable {
  case right = 1, left, up, down, next, previous
}

// https://developer.apple.com/documentation/uikit/uiaccessibility
public enum UIAccessibility {
  // https://developer.apple.com/documentation/uikit/uiaccessibility/notification
  public struct Notification: Hashable, RawRepresentable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement
    public static var announcement = Notification(rawValue: 1008)
    // https://developer.apple.com/documentation/uikit/uiaccessibility/notification/pagescrolled
    public static var pageScrolled = Notification(rawValue: 1009)
  }
  // https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
  public static func post(notification: UIAccessibility.Notification, argument: Any?) {}
  // https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
  public static var isReduceMotionEnabled: Bool { false }
  // https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification
  public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
}

// https://developer.apple.com/documentation/uikit/uiapplication
open class UIApplication: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiapplication/significanttimechangenotification
  public static let significantTimeChangeNotification = NSNotification.Name(
    "UIApplicationSignificantTimeChangeNotification")
}

// https://developer.apple.com/documentation/uikit/uibezierpath
open class UIBezierPath: NSObject {
  // https://developer.apple.com/documentation/uikit/uibezierpath/init(arccenter:radius:startangle:endangle:clockwise:)
  public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {}
  // https://developer.apple.com/documentation/uikit/uibezierpath/cgpath
  open var cgPath: CGPath { fatalError("stub") }
}

// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {
  // The SDK declares the accessibility members on NSObject (UIAccessibility.h), not isolated to the main actor; an
  // extension of NSObject here could not be overridden, so they are on the first UIKit class, nonisolated as there.
  // https://developer.apple.com/documentation/objectivec/nsobject/1615141-isaccessibilityelement
  nonisolated open var isAccessibilityElement: Bool {
    get { false }
    set {}
  }
  // https://developer.apple.com/documentation/objectivec/nsobject/1615181-accessibilitylabel
  nonisolated open var accessibilityLabel: String? {
    get { nil }
    set {}
  }
  // https://developer.apple.com/documentation/objectivec/nsobject/1615117-accessibilityvalue
  nonisolated open var accessibilityValue: String? {
    get { nil }
    set {}
  }
  // https://developer.apple.com/documentation/objectivec/nsobject/1615202-accessibilitytraits
  nonisolated open var accessibilityTraits: UIAccessibilityTraits {
    get { [] }
    set {}
  }
  // https://developer.apple.com/documentation/objectivec/nsobject/1615165-accessibilityactivate
  nonisolated open func accessibilityActivate() -> Bool { false }
  // https://developer.apple.com/documentation/objectivec/nsobject/1615094-accessibilityscroll
  nonisolated open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
  // https://developer.apple.com/documentation/objectivec/nsobject/1615150-accessibilitycustomactions
  nonisolated open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { nil }
    set {}
  }
}

// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction
// The iOS 16 SDK declares the handler without the main actor (the iOS 26 SDK with it): the stricter form is here.
@MainActor open class UIAccessibilityCustomAction: NSObject {
  // https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:)
  public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {}
}

// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
public enum UIUserInterfaceLayoutDirection: Int, @unchecked Sendable {
  case leftToRight = 0
  case rightToLeft = 1
}

// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute
public enum UISemanticContentAttribute: Int, @unchecked Sendable {
  case unspecified = 0
  case playback = 1
  case spatial = 2
  case forceLeftToRight = 3
  case forceRightToLeft = 4
}

// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
  // https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
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
  // https://developer.apple.com/documentation/uikit/uiview/center
  open var center: CGPoint = .zero
  // https://developer.apple.com/documentation/uikit/uiview/tintcolor
  open var tintColor: UIColor!
  // https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.property
  open var contentMode: UIView.ContentMode = .scaleToFill
  // https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum
  public enum ContentMode: Int {
    case scaleToFill, scaleAspectFit, scaleAspectFill
  }
  // https://developer.apple.com/documentation/uikit/uiview/safeareainsets
  open var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
  // https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
  open var intrinsicContentSize: CGSize { .zero }
  // https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)
  open func sizeThatFits(_ size: CGSize) -> CGSize { .zero }
  // https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
  open func layoutSubviews() {}
  // https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
  open func setNeedsLayout() {}
  // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
  open var traitCollection: UITraitCollection { UITraitCollection() }
  // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)
  open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}
  // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {}
  // https://developer.apple.com/documentation/uikit/uiview/animationoptions
  public struct AnimationOptions: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/uikit/uiview/animationoptions/allowuserinteraction
    public static var allowUserInteraction: UIView.AnimationOptions { UIView.AnimationOptions(rawValue: 2) }
    // https://developer.apple.com/documentation/uikit/uiview/animationoptions/beginfromcurrentstate
    public static var beginFromCurrentState: UIView.AnimationOptions { UIView.AnimationOptions(rawValue: 4) }
  }
  // https://developer.apple.com/documentation/uikit/uiview/window
  open var window: UIWindow? { nil }
  // https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
  open func didMoveToWindow() {}
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
  // https://developer.apple.com/documentation/uikit/uilabel/font
  open var font: UIFont!
  // https://developer.apple.com/documentation/uikit/uilabel/textcolor
  open var textColor: UIColor!
  // https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  open var numberOfLines: Int = 1
  // https://developer.apple.com/documentation/uikit/uilabel/adjustsfontsizetofitwidth
  open var adjustsFontSizeToFitWidth: Bool = false
  // https://developer.apple.com/documentation/uikit/uilabel/minimumscalefactor
  open var minimumScaleFactor: CGFloat = 0
  // https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
  open var adjustsFontForContentSizeCategory: Bool = false
}

// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor open class UIImageView: UIView {
  public convenience init() { self.init(frame: .zero) }
  // https://developer.apple.com/documentation/uikit/uiimageview/image
  open var image: UIImage?
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
  // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.property
  open var style: UIActivityIndicatorView.Style = .medium
  // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/hideswhenstopped
  open var hidesWhenStopped: Bool = true
  // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating()
  open func startAnimating() {}
  // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/stopanimating()
  open func stopAnimating() {}
  // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/isanimating
  open var isAnimating: Bool { false }
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

// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {}

// https://developer.apple.com/documentation/uikit/uirefreshcontrol
@MainActor open class UIRefreshControl: UIControl {}

// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {
  // https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol
  open var refreshControl: UIRefreshControl?
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
  // https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical
  open var alwaysBounceVertical: Bool = false
  // https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncehorizontal
  open var alwaysBounceHorizontal: Bool = false
}

// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {}
