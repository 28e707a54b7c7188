#if canImport(UIKit)
  @_spi(Hosting) import RefreshKit
  import UIKit

  /// The views that draw a scroll view's refresh components: one per component attached to the model, however it was
  /// attached (`refreshKit.header`, `refreshKit.model.addRefreshHeader { … }`, `model.refreshFooter = …`), in slot
  /// order.
  ///
  /// When the attached components change, only the views of the components that left are removed and only those of
  /// the components that came are made (`RefreshComponentChanges`): the other views, and a spinner
  /// running in one, stay as they are. It also hears each drawn component's events, for what the layer does with
  /// them (a haptic, the named accessibility actions).
  @MainActor final class ComponentViews {
    /// A drawn component: its view, the registration for its events (it ends with the entry: a released
    /// `RefreshObservation` stops delivery), and whether it was hidden when last drawn.
    ///
    /// A tuple, not a struct: a struct's value witnesses (copy, assign, destroy, its tags) were code an app linked for
    /// it alone (issue 58).
    private typealias Entry = (view: RefreshComponentView, observation: RefreshObservation, wasHidden: Bool)

    /// The drawn components, in slot order.
    private var entries: [Entry] = []

    /// How many components are drawn.
    var count: Int { entries.count }

    /// The view of the component in the slot order's place `index` (`0..<count`): the views are read in place, with
    /// no array of them made for each read.
    func view(at index: Int) -> RefreshComponentView { entries[index].view }

    /// The view drawing `component`, if it is drawn: one search for every caller.
    func view(drawing component: RefreshComponent) -> RefreshComponentView? {
      for entry in entries where entry.view.component === component { return entry.view }
      return nil
    }

    /// Whether `component` is one of `components`. A loop, as every search here, not `contains(where:)`,
    /// `first(where:)` or `map`: a closure made on the main actor checks its executor on each call (issue 58). Out of
    /// line: each of its three callers held a copy, with the path for an array that is an `NSArray`.
    @inline(never) static func contains(_ components: [RefreshComponent], _ component: RefreshComponent) -> Bool {
      for other in components where other === component { return true }
      return false
    }

    /// Whether a drawn component's pull comes near arming (``RefreshKit/RefreshComponent/hapticMayPlaySoon``).
    var hapticMayPlaySoon: Bool {
      for entry in entries where entry.view.component.hapticMayPlaySoon { return true }
      return false
    }

    /// Makes the views of the components in `attached` that have none, removes those of the components that left,
    /// and keeps the views in slot order; `make` makes a view, and `event` hears each event of a drawn component.
    func sync(
      with attached: [RefreshComponent], in scrollView: UIScrollView,
      make: (RefreshComponent) -> RefreshComponentView,
      event: @escaping @MainActor (RefreshComponent, RefreshEvent) -> Void
    ) {
      var drawn: [RefreshComponent] = []
      drawn.reserveCapacity(entries.count)
      for entry in entries { drawn.append(entry.view.component) }
      let changes = RefreshComponentChanges(drawn: drawn, attached: attached)
      guard !changes.isEmpty else { return }
      for entry in entries where Self.contains(changes.removed, entry.view.component) {
        entry.view.removeFromSuperview()
      }
      // Slot order is the order of `attached`: each component keeps its entry, or gets a new one.
      var kept: [Entry] = []
      attaching: for component in attached {
        for entry in entries where entry.view.component === component {
          kept.append(entry)
          continue attaching
        }
        let view = make(component)
        // Below the rows, as MJRefresh inserts its components (a row that scrolls over the header draws above it), and
        // in slot order among themselves: just above the view of the slot before it, or just below the first view
        // kept after it (a footer attached before the header still draws above it), or else at the back.
        if let previous = kept.last?.view, let index = Self.index(of: previous, in: scrollView) {
          scrollView.insertSubview(view, at: index + 1)
        } else if let next = firstView(drawingOneOf: attached), let index = Self.index(of: next, in: scrollView) {
          scrollView.insertSubview(view, at: index)
        } else {
          scrollView.insertSubview(view, at: Self.backIndex(in: scrollView))
        }
        let observation = component.observe { [weak component] sent in
          if let component { event(component, sent) }
        }
        kept.append((view: view, observation: observation, wasHidden: component.isHidden))
      }
      entries = kept
    }

    /// The first view, in slot order, that draws one of `components`.
    private func firstView(drawingOneOf components: [RefreshComponent]) -> RefreshComponentView? {
      for entry in entries where Self.contains(components, entry.view.component) { return entry.view }
      return nil
    }

    /// Puts `view` in place of `old`, which draws the same component: at its place among the scroll view's subviews,
    /// with the same registration for the component's events.
    func replace(_ old: RefreshComponentView, with view: RefreshComponentView, in scrollView: UIScrollView) {
      var found: Int?
      for index in entries.indices where entries[index].view === old {
        found = index
        break
      }
      guard let index = found else { return }
      let position = Self.index(of: old, in: scrollView) ?? Self.backIndex(in: scrollView)
      old.removeFromSuperview()
      scrollView.insertSubview(view, at: min(position, scrollView.subviews.count))
      entries[index].view = view
    }

    /// Draws every view.
    ///
    /// - Returns: Whether a component was hidden or shown since the last drawing.
    func redraw() -> Bool {
      var visibilityChanged = false
      // A component attached or detached by a view's update (the app's code) is synced after this walk, not inside
      // it (`aHeaderViewThatTakesTheFooterAwayWhileRefreshingLeavesTheListWorking`).
      for index in entries.indices {
        entries[index].view.update()
        let hidden = entries[index].view.component.isHidden
        if hidden != entries[index].wasHidden {
          entries[index].wasHidden = hidden
          visibilityChanged = true
        }
      }
      return visibilityChanged
    }

    /// The lowest place for a component view: at the back, but above a table's or a collection view's
    /// `backgroundView`, which UIKit places "behind all cells, header views, and footer views" (an empty state an app
    /// shows there would otherwise hide the header it asks the user to pull). Out of line: two callers.
    @inline(never) static func backIndex(in scrollView: UIScrollView) -> Int {
      let background: UIView?
      switch scrollView {
      case let table as UITableView: background = table.backgroundView
      case let collection as UICollectionView: background = collection.backgroundView
      default: background = nil
      }
      guard let background, let index = index(of: background, in: scrollView) else { return 0 }
      return index + 1
    }

    /// Where `view` is among `scrollView`'s subviews, or nil: one search for every caller, where each
    /// `firstIndex(where:)` with a closure of its own is a copy of its own in the app.
    private static func index(of view: UIView, in scrollView: UIScrollView) -> Int? {
      let subviews = scrollView.subviews
      for index in subviews.indices where subviews[index] === view { return index }
      return nil
    }

    /// Places every view where its component is, without drawing.
    func place() {
      for entry in entries { entry.view.place() }
    }

    /// Whether a view draws something that moves with the model's time and is in view.
    var needsFrames: Bool {
      for entry in entries where entry.view.needsFrames { return true }
      return false
    }
  }
#endif
