#if canImport(SwiftUI) && canImport(UIKit)
  import RefreshKit
  import RefreshKitUIKit
  import SwiftUI
  import UIKit

  /// Which slot of `scrollView.refreshKit` a component goes in.
  struct RefreshSlot<Component: RefreshComponent> {
    /// Puts `component` in the slot (nil empties it).
    var install: @MainActor (ScrollViewRefreshKit, Component?) -> Void
    /// What the slot holds now.
    var current: @MainActor (ScrollViewRefreshKit) -> RefreshComponent?
  }

  /// What one modifier keeps for as long as its view lives: the component, made once, and where it is attached.
  ///
  /// It follows the probe from scroll view to scroll view, gives the component the view's latest action and options,
  /// and keeps the `isRefreshing` binding and the component's state in step: a change of the binding begins or ends
  /// a refresh; a refresh the user starts, or that ends, writes the binding.
  @MainActor final class RefreshAttachment<Component: RefreshComponent> {
    let component: Component
    private let slot: RefreshSlot<Component>
    private weak var scrollView: UIScrollView?
    /// The view's action, replaced at each update; the component calls whichever is current.
    private var action: @MainActor () async throws -> Void = {}
    private var isRefreshing: Binding<Bool>?
    /// The binding's value as last seen or written: only a change of it begins or ends a refresh.
    private var lastRequested: Bool?
    private var appliedOptions: RefreshOptions?
    private var observation: RefreshObservation?

    init(component: Component, slot: RefreshSlot<Component>) {
      self.component = component
      self.slot = slot
      component.setRefreshingAction { [weak self] in try await self?.action() }
      observation = component.observe { [weak self] event in
        if case .stateChanged(_, let state) = event { self?.componentDidChange(to: state) }
      }
    }

    /// Takes what the view's body gave this time.
    func update(
      action: @escaping @MainActor () async throws -> Void, isRefreshing: Binding<Bool>?, noMoreData: Bool?,
      options: RefreshOptions
    ) {
      self.action = action
      if options != appliedOptions {
        options.apply(to: component)
        appliedOptions = options
      }
      self.isRefreshing = isRefreshing
      if let requested = isRefreshing?.wrappedValue, requested != lastRequested {
        lastRequested = requested
        if requested, component.state == .idle {
          component.beginRefreshing()
        } else if !requested, component.state == .refreshing {
          component.endRefreshing()
        }
      }
      if let noMoreData, let footer = component as? RefreshFooter {
        if noMoreData, footer.state != .noMoreData {
          footer.endRefreshingWithNoMoreData()
        } else if !noMoreData, footer.state == .noMoreData {
          footer.resetNoMoreData()
        }
      }
    }

    /// Moves the component to `newScrollView`, out of the one it was on.
    func attach(to newScrollView: UIScrollView) {
      guard newScrollView !== scrollView else { return }
      detach()
      scrollView = newScrollView
      slot.install(newScrollView.refreshKit, component)
    }

    /// Takes the component off its scroll view, unless the app put another one there since.
    func detach() {
      if let scrollView, slot.current(scrollView.refreshKit) === component {
        slot.install(scrollView.refreshKit, nil)
      }
      scrollView = nil
    }

    /// The list appeared: a header whose content expired refreshes.
    func listDidAppear() {
      guard let interval = appliedOptions?.expiryInterval, let header = component as? RefreshHeader else { return }
      header.refreshIfExpired(after: interval)
    }

    private func componentDidChange(to state: RefreshState) {
      let refreshing = state == .refreshing
      guard let isRefreshing, isRefreshing.wrappedValue != refreshing || lastRequested != refreshing else { return }
      lastRequested = refreshing
      if isRefreshing.wrappedValue != refreshing { isRefreshing.wrappedValue = refreshing }
    }
  }
#endif
