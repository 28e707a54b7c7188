#if canImport(UIKit)
  import RefreshKit
  import UIKit

  /// A component's look in UIKit's own terms: any `UIColor` (dynamic, from an asset catalog, semantic) and any `UIFont`
  /// (a brand typeface), scaled with Dynamic Type through `UIFontMetrics` for a text style, and the bundle of its
  /// pictures.
  ///
  /// A member left nil falls back, one by one, to the app-wide style (``default``), then to the component's
  /// platform-free ``RefreshKit/RefreshAppearance`` (which the terminal draws too), then to the stock look (the
  /// secondary label colour, a 14-point bold title over a 13-point line). Colours are `UIColor`s, so a dynamic or an
  /// asset colour follows dark mode and Increase Contrast by itself; the view resolves the ring's colour again when
  /// the light or dark style or the contrast changes. The tint colours the arrow, a template image, the ring, and the spinner
  /// through `UIActivityIndicatorView.color`.
  ///
  /// ```swift
  /// // app-wide, once at launch:
  /// RefreshViewStyle.default.textColor = UIColor(named: "BrandInk")
  /// RefreshViewStyle.default.titleFont = UIFont(name: "Avenir-Heavy", size: 15)
  /// // one component:
  /// var style = RefreshViewStyle()
  /// style.tintColor = .systemOrange
  /// tableView.refreshKit.setStyle(style, for: header)
  /// ```
  public struct RefreshViewStyle {
    /// No member set: everything falls back.
    public init() {
      // Set here, not by the implicit nil of a `T?` member: each would be a function that an app links and exports.
      (textColor, tintColor, titleFont, subtitleFont, arrowImage, imageBundle) = (nil, nil, nil, nil, nil, nil)
      (titleTextStyle, subtitleTextStyle, scalesFonts) = (nil, nil, nil)
    }

    /// The app-wide style, under each component's own: nothing set unless the app sets it. Set it at launch; a
    /// change made later reaches the views already made at their next update (the next scroll, state change or
    /// trait change), and the views made after it at once.
    @MainActor public static var `default`: RefreshViewStyle {
      get { appWide }
      set {
        appWide = newValue
        generation &+= 1
      }
    }

    /// The app-wide style's storage: a member read from it in place (`appWide.tintColor`) copies none of the others,
    /// where ``default`` copies the whole style.
    @MainActor private(set) static var appWide = RefreshViewStyle()

    /// Counts the changes of ``default``: a view that applied an older one applies the style again.
    @MainActor private(set) static var generation = 0

    /// The colour of the title and the last-updated line.
    public var textColor: Optional<UIColor>

    /// The colour of the arrow, a template image, the ring and the spinner.
    public var tintColor: Optional<UIColor>

    /// The title's font, at the size it has at the default text size: the view scales it with
    /// `UIFontMetrics(forTextStyle:)` for ``titleTextStyle`` unless ``scalesFonts`` is false.
    public var titleFont: Optional<UIFont>

    /// The last-updated line's font, scaled for ``subtitleTextStyle`` like ``titleFont``.
    public var subtitleFont: Optional<UIFont>

    /// The text style whose metrics scale the title: `.subheadline` unless set.
    public var titleTextStyle: Optional<UIFont.TextStyle>

    /// The text style whose metrics scale the last-updated line: `.footnote` unless set.
    public var subtitleTextStyle: Optional<UIFont.TextStyle>

    /// The arrow's picture, in place of the stock symbol: any `UIImage` (from the asset catalog, with its dark
    /// variant; a template image is tinted with ``tintColor``), drawn at its size and turned as the stock arrow turns.
    /// Nil for the component's platform-free ``RefreshKit/RefreshAppearance/arrowImage`` name, else the stock
    /// symbol.
    public var arrowImage: Optional<UIImage>
    /// The bundle whose asset catalog holds the pictures of an image sequence and the app's arrow
    /// (``RefreshKit/RefreshImage`` names), found with `UIImage(named:in:compatibleWith:)` in place of the scroll
    /// view's ``ScrollViewRefreshKit/imageProvider``; nil for the provider. In one component's style it changes that
    /// component's pictures alone.
    public var imageBundle: Optional<Bundle>

    /// Whether the fonts given here follow the user's text size; nil (the default) for yes. Set false for a font that
    /// is already scaled (`UIFont.preferredFont(forTextStyle:)`) or must keep its size.
    public var scalesFonts: Optional<Bool>
  }
#endif
