import Foundation
import RefreshKit

/// The picture the SwiftUI drawing shows for a component's arrow, as the UIKit layer's view chooses it: the app's
/// ``RefreshKit/RefreshAppearance/arrowImage`` when it gives one (from the style's image bundle, drawn as given and
/// turned as the arrow turns), else the system symbol for the arrow's direction. Platform-free, tested on Linux.
enum RefreshArrowPicture: Equatable {
  /// A system symbol, by name.
  case symbol(String)
  /// The app's picture.
  case image(RefreshImage)

  /// The picture for an arrow pointing `direction` in a presentation of `appearance`: the style's picture
  /// (`RefreshStyle.arrowImage`, a name in its image bundle) first, as `RefreshViewStyle.arrowImage` wins on UIKit.
  static func of(
    _ direction: RefreshPresentation.ArrowDirection, appearance: RefreshAppearance, styleImage: String? = nil
  ) -> RefreshArrowPicture {
    if let styleImage { return .image(RefreshImage(styleImage)) }
    if let image = appearance.arrowImage { return .image(image) }
    switch direction {
    case .up: return .symbol("arrow.up")
    case .down: return .symbol("arrow.down")
    case .left: return .symbol("arrow.left")
    case .right: return .symbol("arrow.right")
    }
  }
}
