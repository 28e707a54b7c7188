// Traits, colours, fonts and images. Part of the UIKit double.

// https://developer.apple.com/documentation/uikit/uitraitcollection
/// The traits a view draws with: the display's scale, light or dark, the layout direction, the text size, the
/// contrast.
///
/// `UITraitCollection()` leaves the scale (0, "unspecified" in `displayScale`'s reference), the style and the
/// contrast unspecified, as UIKit's does ("a trait collection whose
/// traits are all unspecified"): it is what a view outside any window has here. A window's traits are never
/// unspecified on a device: ``UIWindow`` gives the device's light style and normal contrast where a test leaves them
/// unspecified.
public final class UITraitCollection: NSObject, Sendable {
  public let displayScale: CGFloat
  public let userInterfaceStyle: UIUserInterfaceStyle
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  /// How much Dynamic Type scales text: 1 at the default size (`.large`).
  public let contentSizeScale: CGFloat
  // https://developer.apple.com/documentation/uikit/uitraitcollection/accessibilitycontrast
  public let accessibilityContrast: UIAccessibilityContrast
  // https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacelevel
  /// "The visual level for content in the window": elevated in a sheet or a popover, where dynamic system colours
  /// resolve lighter in dark mode.
  public let userInterfaceLevel: UIUserInterfaceLevel
  // https://developer.apple.com/documentation/uikit/uitraitcollection/legibilityweight
  /// Bold Text (Settings > Accessibility > Display & Text Size): `.bold` when it is on.
  public let legibilityWeight: UILegibilityWeight

  public init(
    displayScale: CGFloat = 0, userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
    layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight, contentSizeScale: CGFloat = 1,
    accessibilityContrast: UIAccessibilityContrast = .unspecified,
    userInterfaceLevel: UIUserInterfaceLevel = .unspecified, legibilityWeight: UILegibilityWeight = .unspecified
  ) {
    (self.displayScale, self.userInterfaceStyle, self.layoutDirection) = (
      displayScale, userInterfaceStyle, layoutDirection
    )
    (self.contentSizeScale, self.accessibilityContrast) = (contentSizeScale, accessibilityContrast)
    (self.userInterfaceLevel, self.legibilityWeight) = (userInterfaceLevel, legibilityWeight)
  }

  /// These traits with the device's where they are unspecified: light, normal contrast, a 3× screen (assumed: the
  /// devices the tests stand for).
  var withDeviceDefaults: UITraitCollection {
    UITraitCollection(
      displayScale: displayScale > 0 ? displayScale : 3,
      userInterfaceStyle: userInterfaceStyle == .unspecified ? .light : userInterfaceStyle,
      layoutDirection: layoutDirection, contentSizeScale: contentSizeScale,
      accessibilityContrast: accessibilityContrast == .unspecified ? .normal : accessibilityContrast,
      userInterfaceLevel: userInterfaceLevel == .unspecified ? .base : userInterfaceLevel,
      legibilityWeight: legibilityWeight == .unspecified ? .regular : legibilityWeight)
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return displayScale == other.displayScale && userInterfaceStyle == other.userInterfaceStyle
      && layoutDirection == other.layoutDirection && contentSizeScale == other.contentSizeScale
      && accessibilityContrast == other.accessibilityContrast && userInterfaceLevel == other.userInterfaceLevel
      && legibilityWeight == other.legibilityWeight
  }

  public override var hash: Int { Int(displayScale * 10) ^ userInterfaceStyle.rawValue }

  // https://developer.apple.com/documentation/uikit/uitraitcollection/current
  /// The traits a dynamic colour resolves with when asked outside a view (`cgColor`): the device's light ones (the
  /// double does not model setting it).
  public static var current: UITraitCollection { UITraitCollection().withDeviceDefaults }
}

// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}

// https://developer.apple.com/documentation/uikit/uiuserinterfacelevel
public enum UIUserInterfaceLevel: Int, Sendable {
  case unspecified = -1, base, elevated
}

// https://developer.apple.com/documentation/uikit/uilegibilityweight
public enum UILegibilityWeight: Int, Sendable {
  case unspecified = -1, regular, bold
}

// https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast
public enum UIAccessibilityContrast: Int, Sendable {
  case unspecified = -1, normal, high
}

// https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1, leftToRight, rightToLeft
}

// https://developer.apple.com/documentation/uikit/uicolor
/// A colour: fixed sRGB components, or a dynamic colour that resolves them from a trait collection.
open class UIColor: NSObject, @unchecked Sendable {
  private let components: (CGFloat, CGFloat, CGFloat, CGFloat)?
  private let provider: (@Sendable (UITraitCollection) -> UIColor)?
  /// A name for a test's messages.
  public let name: String?

  // https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = (red, green, blue, alpha)
    provider = nil
    name = nil
  }

  // https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)
  public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    components = nil
    provider = dynamicProvider
    name = nil
  }

  init(name: String, light: UIColor, dark: UIColor) {
    components = nil
    provider = { $0.userInterfaceStyle == .dark ? dark : light }
    self.name = name
  }

  // https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:)
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    provider.map { $0(traitCollection).resolvedColor(with: traitCollection) } ?? self
  }

  /// The sRGB components with `traits` (the device's light ones by default; an unspecified style resolves as light).
  public func rgba(with traits: UITraitCollection = UITraitCollection.current) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
    let resolved = resolvedColor(with: traits)
    return resolved.components ?? (0, 0, 0, 1)
  }

  // https://developer.apple.com/documentation/uikit/uicolor/cgcolor
  /// Resolved with `UITraitCollection.current`: a dynamic colour's `cgColor` does not follow dark mode by itself.
  open var cgColor: CGColor {
    let (r, g, b, a) = rgba(with: UITraitCollection.current)
    return CGColor(red: r, green: g, blue: b, alpha: a)
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    if self === other { return true }
    if let name, let otherName = other.name { return name == otherName }
    guard components != nil, other.components != nil else { return false }
    return rgba() == other.rgba()
  }

  public override var hash: Int { 0 }

  // https://developer.apple.com/documentation/uikit/uicolor/label
  open class var label: UIColor {
    UIColor(name: "label", light: UIColor(white: 0, alpha: 1), dark: UIColor(white: 1, alpha: 1))
  }
  // https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
  /// #3C3C43 at 60% in light mode, #EBEBF5 at 60% in dark mode (Apple's Human Interface Guidelines, Color).
  open class var secondaryLabel: UIColor {
    UIColor(
      name: "secondaryLabel", light: UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6),
      dark: UIColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6))
  }
  // https://developer.apple.com/documentation/uikit/uicolor/systemblue
  open class var systemBlue: UIColor {
    UIColor(
      name: "systemBlue", light: UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1),
      dark: UIColor(red: 10 / 255, green: 132 / 255, blue: 1, alpha: 1))
  }

  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }
}

// https://developer.apple.com/documentation/uikit/uifont
/// A font: a face (the system's, or a named one a test registered in ``registeredNames``), a size and a weight.
open class UIFont: NSObject, @unchecked Sendable {
  public let pointSize: CGFloat
  public let weight: Weight
  /// The text style whose metrics scaled the font, if any.
  public let scaledForTextStyle: TextStyle?
  // https://developer.apple.com/documentation/uikit/uifont/fontname
  /// The face's name: ".SFUI" for the system font (UIKit gives a private name there too).
  public let fontName: String
  /// The named faces `UIFont(name:size:)` finds: a test's fonts in the app's bundle.
  @MainActor public static var registeredNames: Set<String> = []

  init(pointSize: CGFloat, weight: Weight, scaledFor style: TextStyle? = nil, fontName: String = ".SFUI") {
    (self.pointSize, self.weight, scaledForTextStyle, self.fontName) = (pointSize, weight, style, fontName)
  }

  // https://developer.apple.com/documentation/uikit/uifont/init(name:size:)
  /// A named face, or nil when no font of that name is installed ("nil if no matching font was found").
  @MainActor public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard UIFont.registeredNames.contains(fontName) else { return nil }
    self.init(pointSize: fontSize, weight: .regular, fontName: fontName)
  }

  /// The same face and weight at `size`, scaled for `style`.
  func scaled(to size: CGFloat, for style: TextStyle?) -> UIFont {
    UIFont(pointSize: size, weight: weight, scaledFor: style, fontName: fontName)
  }

  public struct TextStyle: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
  }

  public struct Weight: Hashable, RawRepresentable, Sendable {
    public let rawValue: CGFloat
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let regular = Weight(0)
    public static let medium = Weight(0.23)
    public static let semibold = Weight(0.3)
    public static let bold = Weight(0.4)
  }

  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .regular) }
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .bold) }
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }
}

// https://developer.apple.com/documentation/uikit/uifontmetrics
/// Scales a font for Dynamic Type by the text size of a trait collection (``UITraitCollection/contentSizeScale``, a
/// test's stand-in for the user's content size category), up to the maximum given. Without a trait collection it
/// scales by ``contentSizeScale``: UIKit reads `UITraitCollection.current` there, which the double does not model.
open class UIFontMetrics: NSObject, @unchecked Sendable {
  public let textStyle: UIFont.TextStyle
  /// The user's text size as a factor when no trait collection is given: 1 at the default size.
  public static var contentSizeScale: CGFloat { 1 }
  /// How many fonts `scaledFont(for:compatibleWith:)` scaled (asked on the main thread): a test's view of how often
  /// a view set its fonts again.
  @MainActor public static var scaledWithTraitsCount = 0

  public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

  open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    font.scaled(to: min(font.pointSize * Self.contentSizeScale, maximumPointSize), for: textStyle)
  }

  open func scaledFont(for font: UIFont) -> UIFont {
    font.scaled(to: font.pointSize * Self.contentSizeScale, for: textStyle)
  }

  // https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:compatiblewith:)
  /// "Returns a version of the specified font that adopts the current font metrics and is scaled for the specified
  /// trait collection."
  open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    MainActor.assumeIsolated { UIFontMetrics.scaledWithTraitsCount += 1 }
    let scale = traitCollection?.contentSizeScale ?? Self.contentSizeScale
    return font.scaled(to: font.pointSize * scale, for: textStyle)
  }
}

// https://developer.apple.com/documentation/uikit/uiimage/configuration
open class UIImageConfiguration: NSObject, @unchecked Sendable {}

// https://developer.apple.com/documentation/uikit/uiimage
/// An image: a name and a size. `UIImage(named:)` finds only what a test put in ``catalog``; a system symbol is
/// 20 × 20 points (the headline style's size, near enough).
open class UIImage: NSObject, @unchecked Sendable {
  public let name: String
  public let size: CGSize
  public let isSymbol: Bool
  /// The images `UIImage(named:)` finds, by name: a test's asset catalog.
  @MainActor public static var catalog: [String: CGSize] = [:]
  /// How many times `UIImage(named:)` was asked.
  @MainActor public static var namedLookups = 0
  /// The images `UIImage(named:in:compatibleWith:)` finds in a bundle other than the main one: by the bundle's path,
  /// then by name (a test's asset catalogs of other bundles).
  @MainActor public static var bundleCatalogs: [String: [String: CGSize]] = [:]
  /// The path of the bundle the image was found in by `UIImage(named:in:compatibleWith:)`, for a test to read.
  public private(set) var bundlePath: String?

  public init(name: String, size: CGSize, isSymbol: Bool = false) {
    (self.name, self.size, self.isSymbol) = (name, size, isSymbol)
  }

  open class SymbolConfiguration: UIImageConfiguration, @unchecked Sendable {
    public let textStyle: UIFont.TextStyle?
    public init(textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
  }

  // https://developer.apple.com/documentation/uikit/uiimage/init(named:)
  @MainActor public convenience init?(named name: String) {
    UIImage.namedLookups += 1
    guard let size = UIImage.catalog[name] else { return nil }
    self.init(name: name, size: size)
  }

  // https://developer.apple.com/documentation/uikit/uiimage/init(named:in:compatiblewith:)
  /// An image of `bundle`'s asset catalog (the main bundle's for nil): ``catalog`` for the main bundle,
  /// ``bundleCatalogs`` for another. The trait collection is not modelled (one picture a name).
  @MainActor public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    UIImage.namedLookups += 1
    let path = (bundle ?? Bundle.main).bundlePath
    let found = path == Bundle.main.bundlePath ? UIImage.catalog[name] : UIImage.bundleCatalogs[path]?[name]
    guard let size = found else { return nil }
    self.init(name: name, size: size)
    bundlePath = path
  }

  // https://developer.apple.com/documentation/uikit/uiimage/init(systemname:withconfiguration:)
  public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
    self.init(name: name, size: CGSize(width: 20, height: 20), isSymbol: true)
  }
}

extension UIImage {
  public typealias Configuration = UIImageConfiguration
}
