import Foundation

/// Where a view places the parts of a ``RefreshPresentation`` in a component's bounds: MJRefresh's layout, computed
/// from the sizes the view measured, with no platform in it.
///
/// Along the ``RefreshPresentation/Axis/horizontal`` axis (headers and footers):
/// - The title and the subtitle are centred in the part of the bounds that the safe area leaves uncovered on the
///   left and the right, across its whole width; with both, the title takes the upper half and the subtitle the
///   lower, else the one shown takes the whole height.
/// - The accessory sits left of the text, its right edge a margin (``defaultAccessoryMargin`` unless given) left of
///   the wider text line as measured (MJRefresh's rule: the arrow follows the title's width, not a fixed place),
///   centred vertically, and never left of the safe area. With no text it is centred.
///
/// Along the ``RefreshPresentation/Axis/vertical`` axis (a trailer): the accessory sits ``verticalAccessoryInset``
/// points right of the uncovered part's left edge, and the title column fills the rest, centred in it, the whole
/// height; with no accessory the title is centred, with no title the accessory is.
///
/// In a ``RefreshLayoutDirection/rightToLeft`` layout everything is mirrored: the accessory sits right of the text
/// (a trailer's at its right edge), and the safe area is read on the sides it covers.
///
/// ```swift
/// let layout = RefreshLayout(
///   axis: .horizontal, bounds: CGSize(width: 375, height: 54), titleSize: CGSize(width: 140, height: 18),
///   subtitleSize: CGSize(width: 180, height: 16), accessorySize: CGSize(width: 16, height: 20))
/// layout.accessoryFrame   // x 61.5: its right edge 20 points left of the 180-point subtitle centred at 187.5
/// ```
public struct RefreshLayout: Equatable, Sendable {
  /// The space between the accessory's right edge and the text: 20 points by default.
  public static let defaultAccessoryMargin: CGFloat = 20

  /// The space between a trailer's left edge and its accessory: 5 points.
  public static let verticalAccessoryInset: CGFloat = 5

  /// Where the title goes, or nil when none shows.
  public var titleFrame: Optional<CGRect>

  /// Where the subtitle goes, or nil when none shows.
  public var subtitleFrame: Optional<CGRect>

  /// Where the accessory goes, or nil when none shows.
  public var accessoryFrame: Optional<CGRect>

  /// Lays out a component's parts.
  ///
  /// - Parameters:
  ///   - axis: How the text runs (``RefreshPresentation/axis``).
  ///   - bounds: The component's size.
  ///   - safeAreaLeft: How much of the left edge the safe area covers (a landscape iPhone's notch).
  ///   - safeAreaRight: How much of the right edge the safe area covers.
  ///   - titleSize: The title's measured size, or nil when no title shows.
  ///   - subtitleSize: The subtitle's measured size, or nil when none shows.
  ///   - accessorySize: The accessory's size, or nil when none shows.
  ///   - accessoryMargin: The space between the accessory and the text.
  ///   - layoutDirection: The view's layout direction; right to left mirrors the layout.
  public init(
    axis: RefreshPresentation.Axis, bounds: CGSize, safeAreaLeft: CGFloat = 0, safeAreaRight: CGFloat = 0,
    titleSize: CGSize?, subtitleSize: CGSize? = nil, accessorySize: CGSize?,
    accessoryMargin: CGFloat = RefreshLayout.defaultAccessoryMargin,
    layoutDirection: RefreshLayoutDirection = .leftToRight
  ) {
    // Set here, not declared as `= nil`: a declared value of a public type is a function the app exports (issue 58).
    titleFrame = nil
    subtitleFrame = nil
    accessoryFrame = nil
    // Right to left: lay out the mirror image (the safe area's sides swapped), then mirror it back.
    let mirrors = layoutDirection == .rightToLeft
    layOut(
      axis: axis, bounds: bounds, safeAreaLeft: mirrors ? safeAreaRight : safeAreaLeft,
      safeAreaRight: mirrors ? safeAreaLeft : safeAreaRight, titleSize: titleSize, subtitleSize: subtitleSize,
      accessorySize: accessorySize, accessoryMargin: accessoryMargin)
    guard mirrors else { return }
    let width = Self.usable(bounds.width)
    titleFrame = Self.mirrored(titleFrame, width: width)
    subtitleFrame = Self.mirrored(subtitleFrame, width: width)
    accessoryFrame = Self.mirrored(accessoryFrame, width: width)
  }

  /// `frame` mirrored in a component `width` wide.
  private static func mirrored(_ frame: CGRect?, width: CGFloat) -> CGRect? {
    frame.map { CGRect(x: width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
  }

  /// Lays the parts out from left to right: one copy of the layout for both directions (issue 58).
  private mutating func layOut(
    axis: RefreshPresentation.Axis, bounds: CGSize, safeAreaLeft: CGFloat, safeAreaRight: CGFloat,
    titleSize: CGSize?, subtitleSize: CGSize?, accessorySize: CGSize?, accessoryMargin: CGFloat
  ) {
    let left = Self.usable(safeAreaLeft)
    let right = Self.usable(safeAreaRight)
    let height = Self.usable(bounds.height)
    let content = CGRect(x: left, y: 0, width: max(0, Self.usable(bounds.width) - left - right), height: height)
    let accessory = accessorySize.map { CGSize(width: Self.usable($0.width), height: Self.usable($0.height)) }
    switch axis {
    case .horizontal:
      switch (titleSize, subtitleSize) {
      case (.some, .some):
        titleFrame = CGRect(x: content.minX, y: 0, width: content.width, height: height / 2)
        subtitleFrame = CGRect(x: content.minX, y: height / 2, width: content.width, height: height - height / 2)
      case (.some, nil): titleFrame = content
      case (nil, .some): subtitleFrame = content
      case (nil, nil): break
      }
      guard let accessory else { return }
      let textWidth = min(content.width, max(Self.usable(titleSize?.width), Self.usable(subtitleSize?.width)))
      let y = (height - accessory.height) / 2
      guard textWidth > 0 else {
        accessoryFrame = CGRect(
          x: content.midX - accessory.width / 2, y: y, width: accessory.width, height: accessory.height)
        return
      }
      let maxX = content.midX - textWidth / 2 - Self.usable(accessoryMargin)
      let x = max(content.minX, maxX - accessory.width)
      accessoryFrame = CGRect(x: x, y: y, width: accessory.width, height: accessory.height)
    case .vertical:
      guard let accessory else {
        titleFrame = titleSize.map { _ in content }
        return
      }
      let y = (height - accessory.height) / 2
      guard titleSize != nil else {
        accessoryFrame = CGRect(
          x: content.midX - accessory.width / 2, y: y, width: accessory.width, height: accessory.height)
        return
      }
      let x = content.minX + Self.verticalAccessoryInset
      accessoryFrame = CGRect(x: x, y: y, width: accessory.width, height: accessory.height)
      let column = content.minX + accessory.width
      titleFrame = CGRect(x: column, y: 0, width: max(0, content.maxX - column), height: height)
    }
  }

  /// The thickness a component needs to show its text at its measured size, the rule a renderer applies before it
  /// sets ``RefreshComponent/contentExtent``; the component keeps its own height when that is larger.
  ///
  /// Along the horizontal axis the title takes the upper half and the subtitle the lower (see the layout above), so
  /// both need twice the taller of the two; one alone needs its own height. It is given 8 points above and below,
  /// and rounded up to a whole point, so that a measurement that wobbles by a fraction does not move the
  /// component. The accessory does not count: a ring or a picture shrinks to the component's height (an app's
  /// 20-point header keeps its 16-point ring). A trailer (the vertical axis) keeps its width: 0.
  ///
  /// ```swift
  /// RefreshLayout.fittingExtent(
  ///   axis: .horizontal, titleSize: CGSize(width: 300, height: 40), subtitleSize: CGSize(width: 280, height: 35))
  /// // 96: two halves of 40, and 8 above and below
  /// ```
  ///
  /// - Parameters:
  ///   - axis: How the text runs.
  ///   - titleSize: The title's measured size, or nil when no title shows.
  ///   - subtitleSize: The subtitle's measured size, or nil when none shows.
  /// - Returns: The thickness the text needs, in points; 0 when none shows or the axis is vertical.
  public static func fittingExtent(
    axis: RefreshPresentation.Axis, titleSize: CGSize?, subtitleSize: CGSize? = nil
  ) -> CGFloat {
    guard axis == .horizontal else { return 0 }
    // Two lines take a half each; one alone takes the whole.
    let lines: CGFloat = titleSize != nil && subtitleSize != nil ? 2 : 1
    let text = lines * max(usable(titleSize?.height), usable(subtitleSize?.height))
    guard text > 0 else { return 0 }
    return (text + 16).rounded(.up)  // 8 points above and below
  }

  /// `value` when it is finite and not negative, else 0.
  private static func usable(_ value: CGFloat?) -> CGFloat {
    guard let value, value.isFinite, value > 0 else { return 0 }
    return value
  }
}
