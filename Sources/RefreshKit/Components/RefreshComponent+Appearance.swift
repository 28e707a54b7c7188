import Foundation

/// The component's geometry and appearance: its thickness, frame, visibility and opacity, and exclusion.
extension RefreshComponent {
  // MARK: - Geometry and appearance

  /// How the component looks in a view: text colour, fonts, tint, arrow picture, spinner size, and whether a header
  /// shows its last-updated line (see ``RefreshAppearance``). It starts as ``RefreshConfiguration/appearance`` of the
  /// defaults when the component is made, and reaches the renderer in ``RefreshPresentation/appearance``; a view
  /// draws a change at its next update (the next scroll or state change).
  ///
  /// ```swift
  /// header.appearance.textColor = RefreshAppearance.Color(white: 0.3)
  /// header.appearance.showsLastUpdated = false      // MJRefresh's lastUpdatedTimeLabel.hidden = YES
  /// ```
  public var appearance: RefreshAppearance {
    get { storedAppearance }
    set {
      storedAppearance = newValue
      presentationInputsDidChange()
    }
  }

  /// The component's thickness along its scroll axis (height for headers and footers, width for trailers).
  var extent: CGFloat {
    get { cell.value.extent }
    set {
      cell.value.extent = newValue
      componentGeometryDidChange()
    }
  }

  /// How much of the inset at its edge the component sits beyond: a header's
  /// ``RefreshHeader/ignoredScrollViewContentInsetTop``, a footer's ``RefreshFooter/ignoredScrollViewContentInsetBottom``.
  var ignoredInset: CGFloat {
    get { cell.value.ignoredInset }
    set {
      guard newValue != cell.value.ignoredInset else { return }
      cell.value.ignoredInset = newValue
      componentGeometryDidChange()
    }
  }

  /// The component's frame in the scroll view's content coordinates, laid out as MJRefresh lays out its views.
  public internal(set) var frame: CGRect {
    get { cell.value.frame }
    set { cell.value.frame = newValue }
  }

  /// Whether the component is hidden. A hidden component holds no inset and starts nothing; hiding it while it
  /// refreshes ends the refresh as ``RefreshResult/cancelled`` (or with the result of an end deferred by
  /// ``minimumRefreshingDuration``).
  public var isHidden: Bool {
    get { cell.value.isHidden }
    set {
      guard newValue != cell.value.isHidden else { return }
      cell.value.isHidden = newValue
      if isHidden, state == .refreshing || state == .pulling || state == .willRefresh {
        finishRefresh(
          to: .idle, result: schedule.deferredEnd?.result ?? .cancelled,
          ignoresDate: schedule.deferredEnd?.ignoresDate ?? false)
      }
      if isHidden { endResultDisplay() }
      syncHeldInset()
      if !isHidden { updateForScroll() }
    }
  }

  /// The component's opacity, from 0 to 1.
  public var alpha: CGFloat {
    get { cell.value.alpha }
    set {
      guard newValue.isUsable else {
        return RefreshDiagnostics.refuse("\(Self.self).alpha", newValue, ScrollModel.notFiniteReason)
      }
      cell.value.alpha = newValue.clamped(to: 0...1)
    }
  }

  /// Whether ``alpha`` follows ``showProgress`` while the component is not refreshing, fading it in as it is pulled.
  public var automaticallyChangeAlpha: Bool {
    get { cell.value.automaticallyChangeAlpha }
    set {
      cell.value.automaticallyChangeAlpha = newValue
      updateAlpha()
    }
  }

  /// Whether this component stays idle while another component of its scroll view refreshes, and the other way
  /// round. Nil (the default) follows ``ScrollModel/isMutuallyExclusive``.
  public var isMutuallyExclusive: Bool? {
    get { cell.value.isMutuallyExclusive }
    set { cell.value.isMutuallyExclusive = newValue }
  }
}
