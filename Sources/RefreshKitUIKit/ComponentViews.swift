#if canImport(UIKit)
  import RefreshKit
  import UIKit

  /// The views that draw a scroll view's refresh components: one per component attached to the model, however it was
  /// attached (`refreshKit.header`, `refreshKit.model.addRefreshHeader { … }`, `model.refreshFooter = …`), in slot
  /// order.
  ///
  /// When the attached components change, only the views of the components that left are removed and only those of
  /// the components that came are made (``RefreshKit/RefreshComponentChanges``): the other views, and a spinner
  /// running in one, stay as they are. It also hears each drawn component's events, for what the layer does with
  /// them (a haptic, the named accessibility actions).
  @MainActor final class ComponentViews {
    /// The views, in slot order.
    private(set) var views: [RefreshComponentView] = []

    /// The registrations for the events of the components drawn, in the order of ``views``.
    private var observations: [RefreshObservation] = []

    /// Whether each view was hidden when last drawn, in the order of ``views``.
    private var wasHidden: [Bool] = []

    /// Makes the views of the components in `attached` that have none, removes those of the components that left,
    /// and keeps the views in slot order; `make` makes a view, and `event` hears each event of a drawn component.
    ///
    /// - Returns: Whether a view was made or removed.
    func sync(
      with attached: [RefreshComponent], in scrollView: UIScrollView,
      make: (RefreshComponent) -> RefreshComponentView,
      event: @escaping @MainActor (RefreshComponent, RefreshEvent) -> Void
    ) -> Bool {
      let changes = RefreshComponentChanges(drawn: views.map(\.component), attached: attached)
      guard !changes.isEmpty else { return false }
      for component in changes.removed {
        guard let index = views.firstIndex(where: { $0.component === component }) else { continue }
        views[index].removeFromSuperview()
        observations[index].cancel()
        views.remove(at: index)
        observations.remove(at: index)
        wasHidden.remove(at: index)
      }
      for component in changes.added {
        let view = make(component)
        scrollView.addSubview(view)
        views.append(view)
        observations.append(
          component.observe { [weak component] sent in
            if let component { event(component, sent) }
          })
        wasHidden.append(component.isHidden)
      }
      // Slot order, whatever order the components came in.
      let order = views.map { view in attached.firstIndex { $0 === view.component } ?? 0 }
      let sorted = order.indices.sorted { order[$0] < order[$1] }
      views = sorted.map { views[$0] }
      observations = sorted.map { observations[$0] }
      wasHidden = sorted.map { wasHidden[$0] }
      return true
    }

    /// Draws every view.
    ///
    /// - Returns: Whether a component was hidden or shown since the last drawing.
    func redraw() -> Bool {
      var visibilityChanged = false
      for index in views.indices {
        views[index].update()
        let hidden = views[index].component.isHidden
        if hidden != wasHidden[index] {
          wasHidden[index] = hidden
          visibilityChanged = true
        }
      }
      return visibilityChanged
    }

    /// Whether a view draws something that moves with the model's time and is in view.
    var needsFrames: Bool { views.contains(where: \.needsFrames) }
  }
#endif
