#if canImport(SwiftUI) && canImport(UIKit)
  // SwiftUI's scroll API (iOS 18) is in the SDKs of Xcode 16 and later only (SwiftUI 6): an older SDK builds the UIKit
  // path alone.
  #if canImport(SwiftUI, _version: 6.0)
    import RefreshKit
    import SwiftUI

    /// A component's ``RefreshKit/RefreshPresentation`` drawn in SwiftUI: the view the SwiftUI scroll-API path shows for
    /// a component (from iOS 18), and the UIKit path hosts for a style with fonts (from iOS 16), with the texts, the
    /// accessory and the accessibility the UIKit layer's `RefreshComponentView` gives it, in the style's colours and
    /// fonts over the presentation's appearance.
    @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
    struct RefreshPresentationView: View {
      let presentation: RefreshPresentation
      var style = RefreshStyle()
      /// Whether a left or right arrow turns round in a right-to-left layout: on the scroll-API path, whose model runs
      /// from the leading edge in either direction (a trailer's arrow then points towards the content's end). The
      /// UIKit path's presentation is already in the screen's direction.
      var mirrorsHorizontalArrows = false
      /// Each text style's scale at the user's text size, times 100 (1 at the default size is 100): the texts and
      /// symbols grow with Dynamic Type relative to the text styles the UIKit layer uses (``RefreshTextMetrics``).
      @ScaledMetric(relativeTo: .headline) private var headlineScale: CGFloat = 100
      @ScaledMetric(relativeTo: .subheadline) private var subheadlineScale: CGFloat = 100
      @ScaledMetric(relativeTo: .footnote) private var footnoteScale: CGFloat = 100

      var body: some View {
        let layout =
          presentation.axis == .vertical
          ? AnyLayout(HStackLayout(spacing: 10)) : AnyLayout(VStackLayout(spacing: 6))
        layout {
          accessory
          if presentation.title != nil || presentation.subtitle != nil {
            VStack(spacing: 2) {
              if let title = presentation.title {
                Text(verbatim: title).font(style.titleFont ?? font(.title(presentation.appearance)))
              }
              if let subtitle = presentation.subtitle {
                Text(verbatim: subtitle).font(style.subtitleFont ?? font(.subtitle(presentation.appearance)))
              }
            }
            .foregroundStyle(style.textColor ?? color(presentation.appearance.textColor))
            .multilineTextAlignment(.center)
          }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: presentation.accessibilityLabel ?? ""))
        .accessibilityValue(Text(verbatim: presentation.accessibilityValue ?? ""))
        .accessibilityHint(Text(verbatim: presentation.accessibilityHint ?? ""))
        .accessibilityAddTraits(presentation.accessibilityTraits.contains(.button) ? .isButton : [])
        .accessibilityHidden(presentation.accessibilityLabel == nil)
      }

      @ViewBuilder private var accessory: some View {
        let tint = style.tint ?? color(presentation.appearance.tintColor)
        switch presentation.accessory {
        case .none:
          EmptyView()
        case .arrow(let direction, let rotation):
          arrow(RefreshArrowPicture.of(direction, appearance: presentation.appearance, styleImage: style.arrowImage))
            .foregroundStyle(tint)
            .flipsForRightToLeftLayoutDirection(mirrorsHorizontalArrows && (direction == .left || direction == .right))
            .rotationEffect(.radians(Double(rotation)))
        case .activityIndicator:
          #if os(tvOS)
            ProgressView().tint(tint)  // tvOS has one size of spinner (no `controlSize`)
          #else
            ProgressView().tint(tint).controlSize(
              presentation.appearance.indicatorStyle == .large ? .large : .regular)
          #endif
        case .ring(let strokeEnd, let rotation):
          Circle()
            .trim(from: 0, to: max(0, min(1, strokeEnd)))
            .stroke(tint, style: StrokeStyle(lineWidth: 2, lineCap: .round))
            .rotationEffect(.radians(Double(rotation)))
            .frame(width: size(.ring), height: size(.ring))
        case .image(let image):
          Image(image.name, bundle: style.imageBundle).resizable().scaledToFit().frame(maxWidth: 60, maxHeight: 44)
        case .result(let mark):
          Image(systemName: mark == .success ? "checkmark" : "exclamationmark.triangle")
            .font(font(.symbol))
            .foregroundStyle(tint)
        }
      }

      /// The arrow's picture: the stock symbol in the symbols' size, or the app's picture as given (from the style's
      /// image bundle), as the UIKit layer draws it.
      @ViewBuilder private func arrow(_ picture: RefreshArrowPicture) -> some View {
        switch picture {
        case .symbol(let name): Image(systemName: name).font(font(.symbol))
        case .image(let image): Image(image.name, bundle: style.imageBundle)
        }
      }

      /// The appearance's colour, or the secondary label colour, which follows light and dark mode.
      private func color(_ color: RefreshAppearance.Color?) -> Color {
        guard let color else { return .secondary }
        return Color(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
      }

      /// The system font of `metrics`, at the user's text size.
      private func font(_ metrics: RefreshTextMetrics) -> Font {
        let weight: Font.Weight =
          switch metrics.weight {
          case .regular: .regular
          case .medium: .medium
          case .semibold: .semibold
          case .bold: .bold
          }
        return .system(size: size(metrics), weight: weight)
      }

      /// The size of `metrics` at the user's text size.
      private func size(_ metrics: RefreshTextMetrics) -> CGFloat {
        let scale: CGFloat =
          switch metrics.textStyle {
          case .headline: headlineScale
          case .subheadline: subheadlineScale
          case .footnote: footnoteScale
          }
        return metrics.pointSize(scale: scale / 100)
      }
    }
  #endif
#endif
