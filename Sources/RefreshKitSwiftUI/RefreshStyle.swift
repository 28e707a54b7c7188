#if canImport(SwiftUI) && canImport(UIKit)
  import RefreshKit
  import RefreshKitUIKit
  import SwiftUI
  import UIKit

  /// A component's colours and fonts in SwiftUI's terms, for the refresh modifiers' `style` parameter: any `Color`
  /// (an asset colour, a semantic one, which follow dark mode) and any `Font` (`.custom(_:size:relativeTo:)` for a
  /// brand typeface that follows Dynamic Type).
  ///
  /// A member left nil keeps the component's ``RefreshKit/RefreshAppearance``, then the stock look. `imageBundle`
  /// says where the frames of an image sequence are, the SwiftUI counterpart of the UIKit layer's image provider.
  ///
  /// ```swift
  /// List(feed.items) { ItemRow(item: $0) }
  ///   .refreshKitHeader(
  ///     style: RefreshStyle(
  ///       textColor: Color("BrandInk"), tint: .orange,
  ///       titleFont: .custom("Avenir-Heavy", size: 15, relativeTo: .subheadline))
  ///   ) { await feed.reload() }
  /// ```
  ///
  /// On the scroll-API path (iOS 18) SwiftUI draws the component with all four. On the UIKit path the colours reach
  /// the UIKit view (from iOS 14, `UIColor(_:)`); with a font, the component is drawn in SwiftUI there too, from
  /// iOS 16 (before, the stock fonts show).
  public struct RefreshStyle: Hashable {
    /// The colour of the title and the last-updated line.
    public var textColor: Color?
    /// The colour of the arrow, the spinner, the ring and the result's mark.
    public var tint: Color?
    /// The title's font.
    public var titleFont: Font?
    /// The last-updated line's font.
    public var subtitleFont: Font?
    /// The bundle whose asset catalog holds the frames of an image sequence (``RefreshKit/RefreshImage`` names); nil
    /// for the app's main bundle. On the UIKit path it becomes the `imageBundle` of this modifier's component's
    /// `RefreshViewStyle`: the other components of the scroll view, and the scroll view's `imageProvider`, keep
    /// theirs.
    public var imageBundle: Bundle?
    /// The name of the arrow's picture in ``imageBundle``'s asset catalog (its dark variant included), drawn in place of
    /// the stock symbol and turned as it turns: `RefreshViewStyle.arrowImage` on the UIKit path. Nil for the
    /// component's ``RefreshKit/RefreshAppearance/arrowImage``, else the stock symbol.
    public var arrowImage: String?

    /// A style; every member defaults to nil, the component's own look.
    ///
    /// - Parameters:
    ///   - textColor: The colour of the title and the last-updated line.
    ///   - tint: The colour of the arrow, the spinner, the ring and the result's mark.
    ///   - titleFont: The title's font.
    ///   - subtitleFont: The last-updated line's font.
    ///   - imageBundle: The bundle that holds the frames of an image sequence and the arrow; nil for the main bundle.
    ///   - arrowImage: The name of the arrow's picture in `imageBundle`; nil for the component's own arrow.
    public init(
      textColor: Color? = nil, tint: Color? = nil, titleFont: Font? = nil, subtitleFont: Font? = nil,
      imageBundle: Bundle? = nil, arrowImage: String? = nil
    ) {
      (self.textColor, self.tint, self.titleFont, self.subtitleFont) = (textColor, tint, titleFont, subtitleFont)
      (self.imageBundle, self.arrowImage) = (imageBundle, arrowImage)
    }

    /// Whether nothing is set.
    var isEmpty: Bool { self == RefreshStyle() }

    /// Whether a font is set: on the UIKit path, only SwiftUI draws it.
    var hasFont: Bool { titleFont != nil || subtitleFont != nil }

    /// The colours (where `UIColor(_:)` exists, iOS 14), the pictures' bundle and the arrow as a UIKit style.
    @MainActor var viewStyle: RefreshViewStyle? {
      guard textColor != nil || tint != nil || imageBundle != nil || arrowImage != nil else { return nil }
      var style = RefreshViewStyle()
      style.imageBundle = imageBundle
      style.arrowImage = arrowImage.flatMap { UIImage(named: $0, in: imageBundle, compatibleWith: nil) }
      if #available(iOS 14.0, tvOS 14.0, *) {
        style.textColor = textColor.map { UIColor($0) }
        style.tintColor = tint.map { UIColor($0) }
      }
      return style
    }
  }
#endif
