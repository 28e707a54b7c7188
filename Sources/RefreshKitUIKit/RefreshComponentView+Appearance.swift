#if canImport(UIKit)
  import RefreshKit
  import UIKit

  extension RefreshComponentView {
    /// Applies the component's look (``RefreshKit/RefreshAppearance``): text colour and fonts, the tint of the arrow,
    /// the images, the spinner and the ring, the arrow's picture and the spinner's size. A nil member keeps the stock
    /// look the initialiser set up (the secondary label colour, fonts scaled with Dynamic Type).
    func apply(_ appearance: RefreshAppearance) {
      let text = appearance.textColor.map(UIColor.init(refreshColor:)) ?? .secondaryLabel
      titleLabel.textColor = text
      lastUpdatedLabel.textColor = text
      titleLabel.font = Self.font(
        appearance.titleFont, stock: .boldSystemFont(ofSize: 14), style: .subheadline, maximum: 22)
      lastUpdatedLabel.font = Self.font(
        appearance.subtitleFont, stock: .systemFont(ofSize: 13), style: .footnote, maximum: 20)
      let tint = tint(of: appearance)
      for view in [arrowView, imageView, activityIndicator] { view.tintColor = tint }
      activityIndicator.style = appearance.indicatorStyle == .large ? .large : .medium
      circleLayer.strokeColor = tint.resolvedColor(with: traitCollection).cgColor
      drawnArrowDirection = nil  // the next draw picks the arrow's picture again
      setNeedsLayout()
    }

    /// The tint `appearance` asks for, or the stock secondary label colour.
    func tint(of appearance: RefreshAppearance) -> UIColor {
      appearance.tintColor.map(UIColor.init(refreshColor:)) ?? .secondaryLabel
    }

    /// The app's arrow picture (``RefreshKit/RefreshAppearance/arrowImage``) through the ``imageProvider``, drawn as
    /// given in place of the stock symbol for `direction` and turned as it turns; nil for the stock symbol.
    func customArrowImage(_ direction: RefreshPresentation.ArrowDirection) -> UIImage? {
      guard let name = drawnPresentation.appearance.arrowImage else { return nil }
      return imageProvider(name)
    }

    /// `font` as a `UIFont`, scaled with Dynamic Type when it asks to be; the stock font, so scaled, when nil.
    private static func font(
      _ font: RefreshAppearance.Font?, stock: UIFont, style: UIFont.TextStyle, maximum: CGFloat
    ) -> UIFont {
      guard let font else {
        return UIFontMetrics(forTextStyle: style).scaledFont(for: stock, maximumPointSize: maximum)
      }
      let weight: UIFont.Weight =
        switch font.weight {
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        }
      let system = UIFont.systemFont(ofSize: font.size, weight: weight)
      guard font.scalesWithDynamicType else { return system }
      return UIFontMetrics(forTextStyle: style).scaledFont(for: system, maximumPointSize: font.size * 1.6)
    }
  }

  extension UIColor {
    /// The colour of a ``RefreshKit/RefreshAppearance/Color``, its components clamped to 0…1.
    convenience init(refreshColor color: RefreshAppearance.Color) {
      func clamped(_ value: Double) -> CGFloat { CGFloat(min(1, max(0, value.isFinite ? value : 0))) }
      self.init(
        red: clamped(color.red), green: clamped(color.green), blue: clamped(color.blue), alpha: clamped(color.alpha))
    }
  }
#endif
