import Foundation

/// What a refresh component shows and says now, with no platform in it: the one value every renderer draws.
///
/// A component gives its presentation in ``RefreshComponent/presentation``, computed from its state, its progress
/// and its scroll model's time when read. `TerminalRenderer` draws it as text; the `RefreshKitUIKit` layer's
/// `RefreshComponentView` draws it with labels, an image view, an activity indicator and a shape layer, and exposes
/// its accessibility label, value and traits to VoiceOver. Neither decides anything of its own, so both draw the
/// same thing at the same moment, and what they draw is tested here on any platform.
///
/// - ``title`` and ``subtitle`` (a header's "Last updated" line), each nil when it does not show.
/// - ``accessory``: what shows beside the title: an arrow, an activity indicator, a ring, a frame of an image
///   sequence or the mark of a result; see ``Accessory``.
/// - ``axis``: how the text runs; a trailer's title runs down, one character under the other.
/// - ``needsFrames``: whether it moves with the model's time while nothing else happens (a looping image sequence,
///   a spinning ring), so that a view draws it again at every frame.
/// - ``accessibilityLabel``, ``accessibilityValue``, ``accessibilityTraits`` and ``accessibilityHint``: what
///   VoiceOver says for the component, its one accessible element (a footer that loads on a double tap is a
///   ``AccessibilityTraits/button``, whose hint says what activating it does).
///
/// The stock leaves give theirs (the table is in <doc:LeavesAndDefaults>). A leaf of your own draws its own way by
/// overriding the one property:
///
/// ```swift
/// final class MascotHeader: SimpleHeader {
///   override var presentation: RefreshPresentation {
///     var presentation = super.presentation
///     if case .arrow = presentation.accessory { presentation.accessory = .image(RefreshImage("mascot", glyph: "☺")) }
///     return presentation
///   }
/// }
/// ```
public struct RefreshPresentation: Equatable, Sendable {
  /// The title, such as "Pull down to refresh", or nil when no title shows (hidden, or a leaf that has none).
  public var title: Optional<String>

  /// The line under the title, such as "Last updated: Today 14:05", or nil when none shows.
  public var subtitle: Optional<String>

  /// What shows beside the title. Default ``Accessory/none``.
  public var accessory: Accessory

  /// How the text runs. Default ``Axis/horizontal``.
  public var axis: Axis

  /// Whether what shows moves with the scroll model's time while nothing else happens: a looping image sequence or
  /// a spinning ring. A view draws the component again at every frame while this is true (the UIKit layer keeps its
  /// display link running); a spinning ``Accessory/activityIndicator(elapsed:)`` is not counted, as views spin their
  /// own. Default false.
  public var needsFrames: Bool

  /// What VoiceOver says for the component: by default its ``RefreshComponent/accessibilityLabel``.
  public var accessibilityLabel: Optional<String>

  /// The value VoiceOver reads after the label, or nil for none: the stock leaves have none (their label says it
  /// all); a leaf of your own may put a changing part here ("3 new posts").
  public var accessibilityValue: Optional<String>

  /// What kind of element the component is for VoiceOver. Default ``AccessibilityTraits/staticText``.
  public var accessibilityTraits: AccessibilityTraits

  /// What VoiceOver says after a pause: the result of activating the component ("Loads more items"), never the
  /// gesture; by default its ``RefreshComponent/accessibilityHint``. Nil for none.
  public var accessibilityHint: Optional<String>

  /// Creates a presentation; every part has a default, so name only what shows.
  ///
  /// ```swift
  /// RefreshPresentation(title: "Loading…", accessory: .activityIndicator(elapsed: 0), accessibilityLabel: "Loading…")
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title, or nil for none.
  ///   - subtitle: The line under the title, or nil for none.
  ///   - accessory: What shows beside the title.
  ///   - axis: How the text runs.
  ///   - needsFrames: Whether it moves with the model's time while nothing else happens.
  ///   - accessibilityLabel: What VoiceOver says for the component.
  ///   - accessibilityValue: The value VoiceOver reads after the label.
  ///   - accessibilityTraits: What kind of element the component is.
  ///   - accessibilityHint: What activating the component does.
  public init(
    title: String? = nil, subtitle: String? = nil, accessory: Accessory = .none, axis: Axis = .horizontal,
    needsFrames: Bool = false, accessibilityLabel: String? = nil, accessibilityValue: String? = nil,
    accessibilityTraits: AccessibilityTraits = .staticText, accessibilityHint: String? = nil
  ) {
    self.title = title
    self.subtitle = subtitle
    self.accessory = accessory
    self.axis = axis
    self.needsFrames = needsFrames
    self.accessibilityLabel = accessibilityLabel
    self.accessibilityValue = accessibilityValue
    self.accessibilityTraits = accessibilityTraits
    self.accessibilityHint = accessibilityHint
    appearance = RefreshAppearance()
  }

  /// How the parts look: the component's ``RefreshComponent/appearance`` (text colour, fonts, tint, arrow picture,
  /// spinner size); the stock look unless the app changed it.
  public var appearance: RefreshAppearance

  /// Whether nothing shows: no title, no subtitle and no accessory.
  public var isBlank: Bool { title == nil && subtitle == nil && accessory == .none }

  // MARK: - Accessory

  /// What shows beside the title (or alone, when there is no title).
  ///
  /// A view places it to the left of the text, at the text's measured width plus a margin (MJRefresh's rule); in a
  /// terminal it is a glyph before the title (a ring takes two lines of its own).
  public enum Accessory: Equatable, Sendable {
    /// Nothing.
    case none
    /// An arrow that points `direction` when `rotation` is 0, turned by `rotation` radians clockwise on the screen:
    /// a header's arrow points ``ArrowDirection/down`` and turns by π when releasing refreshes.
    case arrow(ArrowDirection, rotation: CGFloat)
    /// A spinning activity indicator; `elapsed` is how long it has spun, in seconds of the model's time, which picks
    /// a terminal's spinner frame (a view spins its own).
    case activityIndicator(elapsed: TimeInterval)
    /// A ring: an arc from the top, clockwise, over `strokeEnd` (0…1) of the circle, turned by `rotation` radians
    /// clockwise. A spinning ``CircleLoading`` shows at most three quarters of the circle, so that the turn shows.
    case ring(strokeEnd: CGFloat, rotation: CGFloat)
    /// A frame of an image sequence, by name: the app maps it to a picture (the UIKit layer through its image
    /// provider); a terminal draws its ``RefreshImage/glyph``.
    case image(RefreshImage)
    /// The mark of the refresh that just ended, while its result shows (``RefreshComponent/resultDisplayDuration``).
    case result(ResultMark)
  }

  /// The way an arrow points at rotation 0.
  public enum ArrowDirection: Hashable, Sendable, CaseIterable {
    /// Up: a back footer's arrow.
    case up
    /// Down: a header's arrow.
    case down
    /// Left: a trailer's arrow.
    case left
    /// Right.
    case right

    /// The direction after turning by `rotation` radians clockwise on the screen, to the nearest quarter turn.
    ///
    /// ```swift
    /// RefreshPresentation.ArrowDirection.down.turned(by: .pi)   // .up
    /// ```
    ///
    /// - Parameter rotation: The angle, in radians.
    /// - Returns: The direction.
    public func turned(by rotation: CGFloat) -> ArrowDirection {
      guard rotation.isFinite else { return self }
      // Quarter turns clockwise from up, read with a `switch` rather than from an array made at each call.
      let quarters = Int((rotation / (.pi / 2)).rounded()) % 4
      let start =
        switch self {
        case .up: 0
        case .right: 1
        case .down: 2
        case .left: 3
        }
      switch (start + quarters + 4) % 4 {
      case 0: return .up
      case 1: return .right
      case 2: return .down
      default: return .left
      }
    }
  }

  /// The mark of a result on display.
  public enum ResultMark: Hashable, Sendable {
    /// The refresh succeeded: "Refreshed", "Loaded".
    case success
    /// The refresh failed: the failure's message.
    case failure
  }

  // MARK: - Axis

  /// How a component's text runs.
  public enum Axis: Hashable, Sendable {
    /// Left to right, the lines stacked: headers and footers.
    case horizontal
    /// Top to bottom, one character under the other, beside the accessory: a trailer, a narrow strip at the right.
    case vertical
  }

  // MARK: - Accessibility traits

  /// What kind of element a component is for VoiceOver: the platform-free counterpart of UIKit's
  /// `UIAccessibilityTraits`, which the UIKit layer maps them to.
  public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8

    /// Creates traits from their raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A double tap does something: a footer or a trailer that loads (or retries) when activated.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)

    /// Text that tells a state: a header, or a footer that is loading or has no more data.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 1)
  }
}
