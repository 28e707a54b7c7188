// Labels, image views, the activity indicator and controls. Part of the UIKit double.

// https://developer.apple.com/documentation/uikit/uilabel
/// A label. Its text is measured as a fixed-pitch font would be (each character 0.55 × the point size wide, each
/// line 1.2 × high): not Apple's metrics, only sizes that grow with the text and the font as real ones do.
@MainActor open class UILabel: UIView {
  open var text: String?
  open var textAlignment: NSTextAlignment = .natural
  open var font: UIFont! = .systemFont(ofSize: 17)
  open var textColor: UIColor! = .label
  open var numberOfLines = 1
  open var adjustsFontSizeToFitWidth = false
  open var minimumScaleFactor: CGFloat = 0
  open var adjustsFontForContentSizeCategory = false

  // https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  /// Measured as a fixed-pitch font (a character 0.55 of the point size wide, a line 1.2 tall). With
  /// `numberOfLines` 0 ("as many lines as needed") and a width given, a line longer than the width wraps onto as
  /// many lines as it takes, at any character (assumed: UIKit breaks at words, which the double does not model).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let pointSize = font?.pointSize ?? 17
    let characterWidth = pointSize * 0.55
    let perLine = numberOfLines == 0 && size.width > 0 ? max(1, Int(size.width / characterWidth)) : Int.max
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [Int] in
      guard line.count > perLine else { return [line.count] }
      return stride(from: 0, to: line.count, by: perLine).map { min(perLine, line.count - $0) }
    }
    let shown = numberOfLines == 0 ? lines.count : min(lines.count, numberOfLines)
    let widest = lines.max() ?? 0
    return CGSize(width: CGFloat(widest) * characterWidth, height: CGFloat(shown) * pointSize * 1.2)
  }

  open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}

// https://developer.apple.com/documentation/uikit/nstextalignment
public enum NSTextAlignment: Int {
  case left, center, right, justified, natural
}

// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor open class UIImageView: UIView {
  open var image: UIImage?
  public convenience init(image: UIImage?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }
  open override var intrinsicContentSize: CGSize { image?.size ?? .zero }
}

// https://developer.apple.com/documentation/uikit/uiactivityindicatorview
/// An activity indicator: 20 points square in the medium style, 37 in the large (UIKit's sizes), hidden while
/// stopped when `hidesWhenStopped` (the default).
@MainActor open class UIActivityIndicatorView: UIView {
  public enum Style: Int {
    case medium = 100
    case large = 101
  }
  open var style: Style
  // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/color
  /// "The color of the activity indicator": the spinner's colour, which its `tintColor` does not set.
  open var color: UIColor!
  open var hidesWhenStopped = true {
    didSet { if hidesWhenStopped, !isAnimating { isHidden = true } }
  }
  open private(set) var isAnimating = false

  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    isHidden = true
  }

  public required init?(coder: NSCoder) { nil }

  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  open override var intrinsicContentSize: CGSize {
    style == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
  }
}

// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {}

// https://developer.apple.com/documentation/uikit/uirefreshcontrol
@MainActor open class UIRefreshControl: UIControl {}

// https://developer.apple.com/documentation/uikit/uibezierpath
open class UIBezierPath: NSObject {
  public let cgPath: CGPath

  // https://developer.apple.com/documentation/uikit/uibezierpath/init(arccenter:radius:startangle:endangle:clockwise:)
  public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    cgPath = CGPath(
      arcCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }
}

// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Equatable, Sendable, CustomStringConvertible {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
  public static let zero = UIEdgeInsets()
  public var description: String { "UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }
}
