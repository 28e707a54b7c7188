import Foundation
import RefreshKit

/// How the SwiftUI drawing of a component sizes a text or a symbol with Dynamic Type, by the UIKit layer's rules
/// (its view scales with `UIFontMetrics`): a size at the default text size, a weight, the text style whose metrics
/// scale it, and whether it scales at all. Platform-free, so that the choice is tested on Linux; the SwiftUI view
/// reads each text style's scale with `@ScaledMetric(relativeTo:)` and draws ``pointSize(scale:)``.
///
/// | part | size at the default text size | relative to |
/// |---|---|---|
/// | title | ``RefreshKit/RefreshAppearance/titleFont``, else 14 pt bold | `.subheadline` |
/// | last-updated line | ``RefreshKit/RefreshAppearance/subtitleFont``, else 13 pt | `.footnote` |
/// | arrow, result mark, ring | 17 pt semibold (the headline's), the ring 24 pt wide | `.headline` |
///
/// An appearance font with `scalesWithDynamicType` false keeps its size, as on the UIKit path. There is no ceiling:
/// at an accessibility text size the component grows to fit its texts.
struct RefreshTextMetrics: Equatable {
  /// The text styles the parts scale with.
  enum TextStyle: Equatable {
    case headline, subheadline, footnote
  }

  /// The size in points at the default text size.
  var size: CGFloat
  /// The weight.
  var weight: RefreshAppearance.Font.Weight
  /// The text style whose metrics scale the size.
  var textStyle: TextStyle
  /// Whether the size follows the user's text size.
  var scales: Bool

  /// The title's: the appearance's font, else the UIKit layer's stock 14-point bold.
  static func title(_ appearance: RefreshAppearance) -> RefreshTextMetrics {
    metrics(appearance.titleFont, stock: RefreshAppearance.Font(size: 14, weight: .bold), textStyle: .subheadline)
  }

  /// The last-updated line's: the appearance's font, else the UIKit layer's stock 13-point regular.
  static func subtitle(_ appearance: RefreshAppearance) -> RefreshTextMetrics {
    metrics(appearance.subtitleFont, stock: RefreshAppearance.Font(size: 13), textStyle: .footnote)
  }

  /// The arrow's and the result mark's symbol, in the headline's size and weight (the UIKit layer's symbol
  /// configuration, `textStyle: .headline`).
  static let symbol = RefreshTextMetrics(size: 17, weight: .semibold, textStyle: .headline, scales: true)

  /// The ring's diameter, scaled as the symbols are.
  static let ring = RefreshTextMetrics(size: 24, weight: .regular, textStyle: .headline, scales: true)

  private static func metrics(
    _ font: RefreshAppearance.Font?, stock: RefreshAppearance.Font, textStyle: TextStyle
  ) -> RefreshTextMetrics {
    let font = font ?? stock
    let size = font.size.isFinite && font.size > 0 ? font.size : stock.size
    return RefreshTextMetrics(
      size: size, weight: font.weight, textStyle: textStyle, scales: font.scalesWithDynamicType)
  }

  /// The size to draw at for a text style's `scale` (its scaled value over its default one; 1 at the default text
  /// size): the size times the scale, or the size itself when it does not scale or the scale is not a usable number.
  func pointSize(scale: CGFloat) -> CGFloat {
    guard scales, scale.isFinite, scale > 0 else { return size }
    return size * scale
  }
}
