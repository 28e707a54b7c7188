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
    @inline(never) set {
      storedAppearance = newValue
      presentationInputsDidChange()
    }
  }

  /// The component's thickness along its scroll axis (height for headers and footers, width for trailers): the
  /// thickness asked for (``requestedExtent``), or the ``contentExtent`` its drawing needs when that is larger.
  var extent: CGFloat { cell.value.extent }

  /// The thickness the app asked for (a header's or a footer's `height`, a trailer's `width`) or the default.
  var requestedExtent: CGFloat {
    get { cell.value.requestedExtent }
    @inline(never) set {
      cell.value.requestedExtent = newValue
      applyExtent()
    }
  }

  /// The thickness a renderer measured its drawn content to need: the title and the last-updated line at the
  /// user's text size, stacked as ``RefreshLayout/fittingExtent(axis:titleSize:subtitleSize:)``
  /// says. The component is never thinner than that: at an accessibility text size a header grows to fit its text,
  /// and its trigger distance and its hold (``willRefreshHeight()`` and ``refreshingHoldHeight()`` by default)
  /// grow with it; it is back to its `height` when the text fits again. While it is pulled or refreshes it only grows
  /// (a smaller value is taken once it is idle again, when the renderer measures again), so that a shorter title
  /// never moves the content under the user. 0 (nothing measured) by default. The UIKit layer's view and the
  /// SwiftUI modifiers measure it as they lay out; an app reads it.
  public var contentExtent: CGFloat { cell.value.contentExtent }

  /// Takes `extent` as what the renderer measured (``contentExtent``): for the UIKit and SwiftUI layers, and a host
  /// of your own that draws the component (`@_spi(Hosting) import RefreshKit`). A negative or non-finite value is
  /// refused through `RefreshDiagnostics`.
  ///
  /// ```swift
  /// header.setContentExtent(96)   // the text needs 96 points: the 54-point header is 96 tall, and holds 96
  /// ```
  @_spi(Hosting) public func setContentExtent(_ extent: CGFloat) {
    guard extent.isUsableNonNegative else {
      return RefreshDiagnostics.refuse("\(Self.self).contentExtent", extent, "not a finite, non-negative thickness")
    }
    // Under the finger and during a refresh the component only grows: a shorter title ("Refreshing…") does not
    // pull the content up by a few points. Back at idle it takes what is measured then.
    let kept = currentState == .idle ? extent : max(extent, cell.value.contentExtent)
    guard kept != cell.value.contentExtent else { return }
    cell.value.contentExtent = kept
    applyExtent()
  }

  /// Makes the component as thick as the larger of what was asked for and what its content needs, and lays it out
  /// again when that changed.
  private func applyExtent() {
    let extent = max(cell.value.requestedExtent, cell.value.contentExtent)
    guard extent != cell.value.extent else { return }
    cell.value.extent = extent
    componentGeometryDidChange()
  }

  /// How much of the inset at its edge the component sits beyond: a header's
  /// ``RefreshHeader/ignoredScrollViewContentInsetTop``, a footer's ``RefreshFooter/ignoredScrollViewContentInsetBottom``.
  var ignoredInset: CGFloat {
    get { cell.value.ignoredInset }
    @inline(never) set {
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
    @inline(never) set {
      guard newValue != cell.value.isHidden else { return }
      cell.value.isHidden = newValue
      if isHidden, state == .refreshing || state == .pulling || state == .willRefresh {
        finishRefresh(
          to: .idle, result: cell.value.schedule.deferredEnd == nil ? .cancelled : cell.value.deferredEndResult,
          ignoresDate: cell.value.schedule.deferredEnd?.ignoresDate ?? false)
      }
      if isHidden { endResultDisplay() }
      syncHeldInset()
      if !isHidden { updateForScroll() }
    }
  }

  /// The component's opacity, from 0 to 1.
  public var alpha: CGFloat {
    get { cell.value.alpha }
    @inline(never) set {
      guard newValue.isUsable else {
        return RefreshDiagnostics.refuse("\(Self.self).alpha", newValue, ScrollModel.notFiniteReason)
      }
      cell.value.alpha = newValue.clamped(to: 0...1)
    }
  }

  /// Whether ``alpha`` follows ``showProgress`` while the component is not refreshing, fading it in as it is pulled.
  public var automaticallyChangeAlpha: Bool {
    get { cell.value.automaticallyChangeAlpha }
    @inline(never) set {
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
