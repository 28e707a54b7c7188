import Foundation

/// How a component looks in a view: its text colour and fonts, the tint of its arrow, spinner and ring, its arrow's
/// picture, its spinner's size, and whether a header shows its last-updated line. MJRefresh's
/// `stateLabel.textColor`, `lastUpdatedTimeLabel.hidden`, `arrowView.image` and `activityIndicatorViewStyle`, with no
/// subclass and no platform.
///
/// Every component has one (``RefreshComponent/appearance``), which starts as ``RefreshConfiguration/appearance`` of
/// the defaults, and its ``RefreshPresentation/appearance`` carries it to the renderer: the UIKit layer's
/// `RefreshComponentView` applies it; a nil member keeps the stock look (the secondary label colour, which follows
/// dark mode, and fonts that follow Dynamic Type).
///
/// ```swift
/// // app-wide, once at launch:
/// RefreshConfiguration.default.appearance.textColor = RefreshAppearance.Color(red: 0.1, green: 0.4, blue: 0.8)
/// RefreshConfiguration.default.appearance.titleFont = RefreshAppearance.Font(size: 15, weight: .semibold)
/// // one component:
/// header.appearance.showsLastUpdated = false
/// header.appearance.arrowImage = RefreshImage("BrandArrow")
/// ```
public struct RefreshAppearance: Equatable, Sendable {
  /// The stock look.
  public init() {
    textColor = nil
    titleFont = nil
    subtitleFont = nil
    tintColor = nil
    arrowImage = nil
    indicatorStyle = .medium
    showsLastUpdated = true
  }

  /// The colour of the title and the last-updated line; nil for the stock secondary label colour.
  ///
  /// A colour set here is one fixed colour: unlike the stock one, it does not change with dark mode or Increase
  /// Contrast. For a colour that does (a dynamic or an asset-catalog `UIColor`), use the UIKit layer's
  /// `RefreshViewStyle`, or `RefreshStyle` in SwiftUI; they take precedence over this one.
  public var textColor: Optional<Color>

  /// The title's font; nil for the stock one (14-point bold, scaled with Dynamic Type).
  public var titleFont: Optional<Font>

  /// The last-updated line's font; nil for the stock one (13-point, scaled with Dynamic Type).
  public var subtitleFont: Optional<Font>

  /// The colour of the arrow, the activity indicator, the ring and a template image; nil for the stock secondary
  /// label colour. Like ``textColor``, a fixed colour that does not follow dark mode.
  public var tintColor: Optional<Color>

  /// The picture of the arrow, read through the view's image provider and drawn in place of the stock symbol, turned
  /// as it turns: draw it pointing the way the component's arrow points at rest (down for a header, up for a back
  /// footer, left for a trailer); nil for the stock arrow symbol.
  public var arrowImage: Optional<RefreshImage>

  /// The size of the activity indicator: ``IndicatorStyle/medium`` unless changed.
  public var indicatorStyle: IndicatorStyle

  /// Whether a header shows its last-updated line: true unless changed. The line is then neither drawn nor said by
  /// VoiceOver (``StateHeader/isLastUpdatedTimeHidden`` hides it too).
  public var showsLastUpdated: Bool

  /// A colour in the sRGB space, each component from 0 to 1 (values outside are clamped when drawn).
  public struct Color: Equatable, Sendable {
    /// The red component.
    public var red: Double
    /// The green component.
    public var green: Double
    /// The blue component.
    public var blue: Double
    /// The opacity.
    public var alpha: Double

    /// A colour from its sRGB components.
    ///
    /// - Parameters:
    ///   - red: The red component, 0 to 1.
    ///   - green: The green component, 0 to 1.
    ///   - blue: The blue component, 0 to 1.
    ///   - alpha: The opacity, 0 to 1; opaque by default.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
      (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// A grey.
    ///
    /// - Parameters:
    ///   - white: The brightness, 0 (black) to 1 (white).
    ///   - alpha: The opacity, 0 to 1; opaque by default.
    public init(white: Double, alpha: Double = 1) {
      self.init(red: white, green: white, blue: white, alpha: alpha)
    }
  }

  /// A system font of a size and a weight, scaled with Dynamic Type unless told not to. For a typeface of the app's
  /// own, use the UIKit layer's `RefreshViewStyle` (any `UIFont`) or `RefreshStyle` in SwiftUI (any `Font`).
  public struct Font: Equatable, Sendable {
    /// The size in points at the default text size.
    public var size: CGFloat
    /// The weight.
    public var weight: Weight
    /// Whether the size follows the user's text size (Dynamic Type): true unless changed.
    public var scalesWithDynamicType: Bool

    /// A system font.
    ///
    /// - Parameters:
    ///   - size: The size in points at the default text size.
    ///   - weight: The weight; regular by default.
    ///   - scalesWithDynamicType: Whether the size follows the user's text size; true by default.
    public init(size: CGFloat, weight: Weight = .regular, scalesWithDynamicType: Bool = true) {
      (self.size, self.weight, self.scalesWithDynamicType) = (size, weight, scalesWithDynamicType)
    }

    /// The weights a font can have.
    public enum Weight: Hashable, Sendable {
      case regular, medium, semibold, bold
    }
  }

  /// The sizes of the activity indicator.
  public enum IndicatorStyle: Hashable, Sendable {
    /// UIKit's medium indicator (MJRefresh's default, `gray`/`white`).
    case medium
    /// UIKit's large indicator.
    case large
  }
}
