#if canImport(UIKit)
  import RefreshKit
  import UIKit

  extension ScrollViewRefreshKit {
    // MARK: - One component's view and style

    /// Draws `component` with a view of `viewClass`, without touching the other components: at once when the
    /// component is attached (its current view is replaced, and the new one draws the component's state right away),
    /// else when it attaches to this scroll view. Nil goes back to the component's own choice
    /// (``RefreshViewProviding``) or ``viewClass``.
    ///
    /// The choice lasts while the component is attached to this scroll view; made before it attaches, it waits for
    /// it. A component that leaves the scroll view takes its choice with it (the scroll view forgets it).
    ///
    /// ```swift
    /// tableView.refreshKit.setViewClass(LogoHeaderView.self, for: header)
    /// ```
    ///
    /// - Parameters:
    ///   - viewClass: The class of the view that draws the component, or nil.
    ///   - component: The component.
    public func setViewClass(_ viewClass: RefreshComponentView.Type?, for component: RefreshComponent) {
      customize(component, .viewClass(viewClass))
    }

    /// Draws `view`'s component with `view`, configured by the app (a Lottie file's name, a logo), as
    /// ``setViewClass(_:for:)`` does with a class: at once when the component is attached, else when it attaches.
    ///
    /// ```swift
    /// let view = BrandHeaderView(component: header)
    /// view.logo.image = UIImage(named: "Logo")
    /// tableView.refreshKit.setView(view)
    /// ```
    ///
    /// - Parameter view: The view, made for the component it draws.
    public func setView(_ view: RefreshComponentView) {
      customize(view.component, .view(view))
    }

    /// Gives `component`'s view its own colours, fonts and pictures' bundle (``RefreshComponentView/style``), now and
    /// in any view made for it later while it is attached here; nil for none. The other components keep theirs.
    ///
    /// - Parameters:
    ///   - style: The style, or nil.
    ///   - component: The component.
    public func setStyle(_ style: RefreshViewStyle?, for component: RefreshComponent) {
      customize(component, .style(style))
      guard let view = view(for: component) else { return }
      view.style = style
      view.update()  // a picture of another bundle drawn at once
    }

    /// The view class or view that draws `component`: the app's choice for it, else the component's own, else
    /// ``viewClass``.
    func makeView(for component: RefreshComponent) -> RefreshComponentView {
      let choice = customization(for: component)
      if let view = choice?.view, view.superview == nil { return view }
      let viewClass =
        choice?.viewClass ?? (component as? any RefreshViewProviding)?.viewClass ?? viewClass
      let view = viewClass.init(component: component)
      if let style = choice?.style { view.style = style }
      return view
    }

    /// The app's choice for `component`, if it made one: one search for every caller.
    private func customization(for component: RefreshComponent) -> ComponentCustomization? {
      // Loops here, not `first(where:)` and `removeAll(where:)`: a closure made on the main actor checks its executor
      // on each call, and `removeAll(where:)` is specialized for this array alone (issue 58).
      for choice in customizations where choice.component === component { return choice }
      return nil
    }

    /// Forgets the choices for the components drawn now that are not in `attached`: they leave. A choice for a
    /// component not drawn yet waits for it.
    func forgetCustomizations(ofComponentsLeaving attached: [RefreshComponent]) {
      guard !customizations.isEmpty else { return }
      var index = 0
      while index < customizations.count {
        let component = customizations[index].component
        if componentViews.view(drawing: component) != nil && !ComponentViews.contains(attached, component) {
          customizations.remove(at: index)
        } else {
          index += 1
        }
      }
    }

    /// One choice the app makes for a component: a view class or a view (either replaces the other), or a style.
    private enum Choice {
      case viewClass(RefreshComponentView.Type?)
      case view(RefreshComponentView)
      case style(RefreshViewStyle?)
    }

    /// Changes the choice for `component` and draws it with the view it now asks for, if it is attached. The choice
    /// is a value, not a closure: a closure made the compiler copy this function into each of the three setters, 4 KB
    /// for an app (issue 58).
    private func customize(_ component: RefreshComponent, _ change: Choice) {
      let choice = customization(for: component) ?? ComponentCustomization(component: component)
      let swapsView: Bool
      switch change {
      case .viewClass(let viewClass): (choice.viewClass, choice.view, swapsView) = (viewClass, nil, true)
      case .view(let view): (choice.view, choice.viewClass, swapsView) = (view, nil, true)
      case .style(let style): (choice.style, swapsView) = (style, false)
      }
      for index in customizations.indices where customizations[index] === choice {
        customizations.remove(at: index)
        break
      }
      if !choice.isEmpty { customizations.append(choice) }
      guard swapsView, let scrollView, let current = view(for: component), choice.view !== current else { return }
      let view = makeView(for: component)
      guard view !== current else { return }
      prepare(view, in: scrollView)
      componentViews.replace(current, with: view, in: scrollView)
      // No link to bring up to date: whether frames are needed depends only on the component's presentation, the
      // window and the component, the same for the old view and the new one, and each frame reads it afresh; the
      // named actions are the model's.
      view.update()
    }

    /// The view drawing `component`, if it is attached.
    func view(for component: RefreshComponent) -> RefreshComponentView? {
      componentViews.view(drawing: component)
    }
  }
#endif
