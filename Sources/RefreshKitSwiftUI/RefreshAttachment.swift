#if canImport(SwiftUI) && canImport(UIKit)
  @_spi(Hosting) import RefreshKit
  @_spi(Hosting) import RefreshKitUIKit
  import SwiftUI
  import UIKit

  /// Which slot of `scrollView.refreshKit` a component goes in.
  struct RefreshSlot<Component: RefreshComponent> {
    /// Puts `component` in the slot (nil empties it).
    var install: @MainActor (ScrollViewRefreshKit, Component?) -> Void
    /// What the slot holds now.
    var current: @MainActor (ScrollViewRefreshKit) -> RefreshComponent?
  }

  /// What one modifier keeps for as long as its view lives: the component, driven by the view's values through a
  /// `DeclarativeRefresh` (tested on any platform), and the scroll view it is attached to, which it follows as the
  /// probe finds a new one.
  ///
  /// Each of its entry points runs inside SwiftUI's view update, a view's creation or a window move: the writes of
  /// the view's `isRefreshing` it causes are kept back and made on the next turn of the main queue, in order.
  @MainActor final class RefreshAttachment<Component: RefreshComponent> {
    let refresh: DeclarativeRefresh<Component>
    private let slot: RefreshSlot<Component>
    private weak var scrollView: UIScrollView?
    /// How the view's body asks the component to be drawn.
    private var drawing = RefreshDrawing(style: RefreshStyle(), content: nil)
    /// The environment of the modified view, which a hosted view is given.
    private var environment: EnvironmentValues?
    /// The view that draws the component in SwiftUI, when one does.
    private var hostedView: HostedComponentView?
    /// The style given to the UIKit view last, so that an update with the same one restyles nothing.
    private var appliedStyle: RefreshStyle?

    init(component: Component, slot: RefreshSlot<Component>) {
      let refresh = DeclarativeRefresh(component: component)
      refresh.deferredWritesNeedFlush = { [weak refresh] in
        DispatchQueue.main.async { refresh?.flushDeferredWrites() }
      }
      // A refresh can also start from a UIKit report that comes during SwiftUI's update: every write waits a turn.
      refresh.defersEveryWrite = true
      self.refresh = refresh
      self.slot = slot
    }

    /// Takes what the view's body gave this time.
    func update(
      action: @escaping @MainActor () async throws -> Void, isRefreshing: Binding<Bool>?, noMoreData: Bool?,
      options: RefreshOptions, drawing: RefreshDrawing, environment: EnvironmentValues
    ) {
      refresh.takeViewValues(action: action, isRefreshing: isRefreshing, noMoreData: noMoreData, options: options)
      self.drawing = drawing
      self.environment = environment
      if let scrollView { applyDrawing(on: scrollView.refreshKit) }
    }

    /// Gives the component the view and the style the body asks for: SwiftUI's drawing in a hosted view, or the
    /// style's colours on the stock view.
    private func applyDrawing(on refreshKit: ScrollViewRefreshKit) {
      let component = refresh.component
      if let content = drawing.uiKitPathContent {
        if let hostedView, hostedView.component === component {
          hostedView.tracksProgress = drawing.content != nil
          hostedView.environment = environment  // built with it when the content is set, next line
          hostedView.content = content
        } else {
          let view = HostedComponentView(component: component)
          view.tracksProgress = drawing.content != nil
          view.environment = environment
          view.content = content
          hostedView = view
          refreshKit.setView(view)
        }
      } else if hostedView != nil {
        hostedView = nil
        refreshKit.setViewClass(nil, for: component)
      }
      guard drawing.style != appliedStyle else { return }
      appliedStyle = drawing.style
      // The colours and the pictures' bundle of this component alone: the scroll view's image provider and the other
      // components' styles stay.
      refreshKit.setStyle(drawing.style.viewStyle, for: component)
    }

    /// The list appeared: an expired header refreshes.
    func listDidAppear() {
      refresh.deferringWrites { _ = refresh.listDidAppear() }
    }

    /// Moves the component to `newScrollView`, out of the one it was on.
    func attach(to newScrollView: UIScrollView) {
      guard newScrollView !== scrollView else { return }
      refresh.deferringWrites {
        detach()
        scrollView = newScrollView
        // A scroll view forgets the view and the style of a component that left it: both are given again.
        hostedView = nil
        appliedStyle = nil
        applyDrawing(on: newScrollView.refreshKit)
        slot.install(newScrollView.refreshKit, refresh.component)
      }
    }

    /// Takes the component off its scroll view, unless the app put another one there since, and RefreshKit with it
    /// when no component is left there: the scroll view keeps nothing of this modifier.
    func detach() {
      refresh.deferringWrites {
        if let scrollView, let refreshKit = scrollView.existingRefreshKit,
          slot.current(refreshKit) === refresh.component
        {
          slot.install(refreshKit, nil)
          scrollView.removeRefreshKitIfUnused()
        }
        scrollView = nil
      }
    }
  }

  extension DeclarativeRefresh {
    /// Takes the values a modifier's body gave: the binding the component writes, and the action, the binding's value,
    /// `noMoreData` and the options, whose writes wait until SwiftUI's update is over.
    func takeViewValues(
      action: @escaping @MainActor () async throws -> Void, isRefreshing: Binding<Bool>?, noMoreData: Bool?,
      options: RefreshOptions
    ) {
      if let isRefreshing {
        setIsRefreshing = { isRefreshing.wrappedValue = $0 }
      } else {
        setIsRefreshing = nil
      }
      deferringWrites {
        update(action: action, isRefreshing: isRefreshing?.wrappedValue, noMoreData: noMoreData, options: options)
      }
    }
  }
#endif
