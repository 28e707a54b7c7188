import Foundation

/// The haptic when a pull arms: whether the component plays one, and for which event.
extension RefreshComponent {
  // MARK: - Haptics

  /// Whether a pull of this component that arms a refresh plays a haptic: nil (the default) follows
  /// ``RefreshConfiguration/playsHaptics`` (true unless the app changed it), true or false decides for this component
  /// alone.
  ///
  /// ```swift
  /// tableView.refreshKit.footer?.playsHaptics = false   // the header plays, the footer not
  /// RefreshConfiguration.default.playsHaptics = false   // none anywhere
  /// ```
  public var playsHaptics: Bool? {
    get { cell.value.playsHaptics }
    set { cell.value.playsHaptics = newValue }
  }

  /// Whether a renderer plays a haptic for `event`: the UIKit layer asks it for each event of each component it draws.
  ///
  /// True for ``RefreshEvent/thresholdCrossed(armed:)`` with `armed` true (the user's pull just passed the trigger
  /// distance: releasing now refreshes) when haptics are on (``playsHaptics``, else
  /// ``RefreshConfiguration/playsHaptics``) and the component is attached and visible. False for everything else: a
  /// pull that falls back under the trigger (one tap when it arms, as in ESPullToRefresh and the system's refresh
  /// control, not a second one when it disarms), the start of a refresh that the app, a tap, VoiceOver or ⌘R began
  /// (nobody's finger is on the list), and every other event.
  ///
  /// - Parameter event: An event of this component.
  /// - Returns: Whether to play the haptic now.
  public func playsHaptic(for event: RefreshEvent) -> Bool {
    guard event == .thresholdCrossed(armed: true), scrollView != nil, !isHidden else { return false }
    return hapticsEnabled
  }

  /// Whether a renderer gets the haptic engine ready now: a finger pulls this component (a header, a back footer or
  /// the trailer, idle, attached, visible, with haptics on) at least halfway to its trigger distance, so that the
  /// haptic may play in a moment. Apple advises preparing a feedback generator just before it may play, not ahead of
  /// every drag: a renderer prepares as this turns true.
  @_spi(Hosting) public var hapticMayPlaySoon: Bool {
    guard pullEdge != nil, currentState == .idle, !isHidden, let scrollView, scrollView.isDragging else { return false }
    return showProgress >= Self.hapticPreparationProgress && hapticsEnabled
  }

  /// The share of the trigger distance from which a pull prepares the haptic.
  static var hapticPreparationProgress: CGFloat { 0.5 }

  /// Whether haptics are on for this component: ``playsHaptics``, else ``RefreshConfiguration/playsHaptics``. A
  /// renderer reads it to get the haptic engine ready before a pull can arm.
  public var hapticsEnabled: Bool {
    playsHaptics ?? RefreshConfiguration.defaultScope.configuration.playsHaptics
  }
}
