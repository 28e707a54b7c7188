#if canImport(UIKit)
  import RefreshKit
  import UIKit

  extension RefreshComponentView {
    // MARK: - Measuring

    /// The size of `text` in `label`'s font and line rules, at `fitting`'s width; nil for no text. It takes the
    /// optional, where its caller's `map` made a main-actor closure that checks its executor (issue 58).
    func measure(_ text: String?, in label: UILabel, _ fitting: CGSize) -> CGSize? {
      guard let text else { return nil }
      measuringLabel.font = label.font
      measuringLabel.numberOfLines = label.numberOfLines
      measuringLabel.text = text
      return measuringLabel.sizeThatFits(fitting)
    }

    /// `title` one character a line, as a trailer's title runs down.
    nonisolated static func oneCharacterALine(_ title: String) -> String {
      var lines = ""
      for character in title {
        if !lines.isEmpty { lines.append("\n") }
        lines.append(character)
      }
      return lines
    }

    /// Adds one of the two labels, with the stock look: two calls, not a loop over an array made for it (issue 58).
    func addStockLabel(_ label: UILabel) {
      label.textAlignment = .center
      label.textColor = .secondaryLabel
      // Wraps rather than shrinks: at a large text size the component grows to fit the lines (`sizeThatFits`).
      label.numberOfLines = 0
      label.adjustsFontForContentSizeCategory = false  // the view rescales; UIKit's would look like the app's font
      addSubview(label)
    }

    /// Adds one of the two pictures (the arrow, the image), hidden until drawn, as ``addStockLabel(_:)`` does.
    func addStockPicture(_ view: UIImageView) {
      view.tintColor = .secondaryLabel
      view.contentMode = .scaleAspectFit
      view.isHidden = true
      addSubview(view)
    }

    /// The width the text may take in a view `width` wide: what the safe area leaves on the left and the right.
    func textWidth(in width: CGFloat) -> CGFloat {
      max(0, width - safeAreaInsets.left - safeAreaInsets.right)
    }

    // MARK: - Traits

    /// Whether the view follows its traits through iOS 17's `registerForTraitChanges(_:handler:)` rather than
    /// `traitCollectionDidChange(_:)`: on iOS 17 and later, when built with an SDK that has it (UIKit 7000 and later:
    /// iOS 16.5's is 6441, iOS 18.0's 8081). Both ways are decided here, so that a change is followed exactly once.
    static var followsTraitsByRegistration: Bool {
      #if canImport(UIKit, _version: 7000)
        if #available(iOS 17.0, tvOS 17.0, *) { return true }
      #endif
      return false
    }

    /// Follows the traits the view draws with from iOS 17: only a change of one of them calls it, not every change
    /// of the trait collection. Those a colour resolves with (the style, the contrast, the interface level of a sheet
    /// or a popover), those a font is made with (the text size, Bold Text), and the layout direction.
    func registerForTraits() {
      #if canImport(UIKit, _version: 7000)
        guard #available(iOS 17.0, tvOS 17.0, *) else { return }
        // A list per platform, not one appended to: an append is the array's growth code specialized for it (issue
        // 58).
        #if os(tvOS)
          let traits: [UITrait] = [  // tvOS has no elevated level
            UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitPreferredContentSizeCategory.self,
            UITraitLegibilityWeight.self, UITraitLayoutDirection.self,
          ]
        #else
          let traits: [UITrait] = [
            UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitPreferredContentSizeCategory.self,
            UITraitLegibilityWeight.self, UITraitLayoutDirection.self, UITraitUserInterfaceLevel.self,
          ]
        #endif
        registerForTraitChanges(traits) { (view: RefreshComponentView, _: UITraitCollection) in
          view.traitsDidChange()
        }
      #endif
    }

    // MARK: - Style

    /// Applies the component's look: the ``style`` (UIKit colours and fonts), else the platform-free
    /// ``RefreshKit/RefreshAppearance``, else the stock look (the secondary label colour, a 14-point bold title over a
    /// 13-point line): text colour and fonts scaled for the view's text size, the tint of the arrow, the images and
    /// the ring, the spinner's colour and size, the arrow's picture.
    ///
    /// The style drawn is the view's own ``style`` over the app-wide ``RefreshViewStyle/default``, each member read in
    /// place from both (`style?.textColor ?? RefreshViewStyle.appWide.textColor`): a merged style copied all nine
    /// (issue 58).
    func apply(_ appearance: RefreshAppearance) {
      appliedStyleGeneration = RefreshViewStyle.generation
      let text =
        style?.textColor ?? RefreshViewStyle.appWide.textColor ?? appearance.textColor.map(UIColor.init(refreshColor:))
        ?? .secondaryLabel
      let scales = style?.scalesFonts ?? RefreshViewStyle.appWide.scalesFonts
      Self.draw(
        &labelLook.title, on: titleLabel, color: text,
        font: font(
          style?.titleFont ?? RefreshViewStyle.appWide.titleFont, appearance.titleFont,
          stock: .boldSystemFont(ofSize: 14),
          textStyle: style?.titleTextStyle ?? RefreshViewStyle.appWide.titleTextStyle ?? .subheadline, scales: scales))
      Self.draw(
        &labelLook.subtitle, on: lastUpdatedLabel, color: text,
        font: font(
          style?.subtitleFont ?? RefreshViewStyle.appWide.subtitleFont, appearance.subtitleFont,
          stock: .systemFont(ofSize: 13),
          textStyle: style?.subtitleTextStyle ?? RefreshViewStyle.appWide.subtitleTextStyle ?? .footnote, scales: scales
        ))
      let tint = tint(of: appearance)
      (arrowView.tintColor, imageView.tintColor) = (tint, tint)
      // The style first: it sets the spinner's colour of its own. No tint asked for keeps UIKit's colour (nil).
      activityIndicator.style = appearance.indicatorStyle == .large ? .large : .medium
      activityIndicator.color = askedTint(of: appearance)
      circleLayer.strokeColor = tint.resolvedColor(with: traitCollection).cgColor
      drawnArrowDirection = nil  // the next draw picks the arrow's picture again
      setNeedsLayout()
    }

    /// The tint the style or `appearance` asks for, or the stock secondary label colour.
    func tint(of appearance: RefreshAppearance) -> UIColor {
      askedTint(of: appearance) ?? .secondaryLabel
    }

    /// The tint the style or `appearance` asks for; nil when neither asks.
    private func askedTint(of appearance: RefreshAppearance) -> UIColor? {
      style?.tintColor ?? RefreshViewStyle.appWide.tintColor ?? appearance.tintColor.map(UIColor.init(refreshColor:))
    }

    /// The app's arrow picture: the style's (``RefreshViewStyle/arrowImage``), else the appearance's name
    /// (``RefreshKit/RefreshAppearance/arrowImage``) through ``picture(named:)``, drawn as given in place of the stock
    /// symbol for `direction` and turned as it turns; nil for the stock symbol.
    func customArrowImage(_ direction: RefreshPresentation.ArrowDirection) -> UIImage? {
      if let image = style?.arrowImage ?? RefreshViewStyle.appWide.arrowImage { return image }
      guard let name = drawnPresentation.appearance.arrowImage else { return nil }
      return picture(named: name)
    }

    /// The font to draw: the style's `UIFont`, else the appearance's system font, else `stock`, scaled for the view's
    /// text size with the metrics of `textStyle` (no ceiling: at an accessibility size the component grows to fit,
    /// ``RefreshKit/RefreshComponent/contentExtent``), unless the style or the appearance says not to scale. Out of
    /// line: the title and the subtitle each had a copy.
    @inline(never) private func font(
      _ font: UIFont?, _ appearanceFont: RefreshAppearance.Font?, stock: UIFont, textStyle: UIFont.TextStyle,
      scales: Bool?
    ) -> UIFont {
      let base: UIFont
      var scaled = true
      if let font {
        base = font
        scaled = scales ?? true
      } else if let appearanceFont {
        let weight: UIFont.Weight =
          switch appearanceFont.weight {
          case .regular: .regular
          case .medium: .medium
          case .semibold: .semibold
          case .bold: .bold
          }
        base = UIFont.systemFont(ofSize: appearanceFont.size, weight: weight)
        scaled = appearanceFont.scalesWithDynamicType
      } else {
        base = stock
      }
      guard scaled else { return base }
      return UIFontMetrics(forTextStyle: textStyle).scaledFont(for: base, compatibleWith: traitCollection)
    }
  }

  /// The colours and fonts a ``RefreshComponentView`` last gave its two labels, so that a colour or a font the app set
  /// on a label itself stays: `headerView?.titleLabel.textColor = .systemBlue`, a port of MJRefresh's
  /// `stateLabel.textColor = …`, is kept through dark mode and text size changes, as MJRefresh's label keeps it
  /// (it never sets the colour again). A label that no longer holds what the view gave it holds the app's; a style set
  /// later (``RefreshComponentView/style``) is the app's newest choice, and is drawn over it.
  ///
  /// Tuples, not structs: a struct's value witnesses (copy, assign, destroy, its tags) were code an app linked for it
  /// alone, about 1 KB for the two (issue 58).
  typealias LabelLook = (title: GivenLook, subtitle: GivenLook)

  /// What the view gave one label: nil before the first time.
  typealias GivenLook = (color: UIColor?, font: UIFont?)

  extension RefreshComponentView {
    /// Gives `label` `color` and `font`, each unless the label holds something other than what `given` says was given
    /// last. Out of line: its two calls held a copy each.
    @inline(never) static func draw(_ given: inout GivenLook, on label: UILabel, color: UIColor, font: UIFont) {
      if given.color == nil || label.textColor == given.color {
        label.textColor = color
        given.color = color
      }
      if given.font == nil || label.font == given.font {
        label.font = font
        given.font = font
      }
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
