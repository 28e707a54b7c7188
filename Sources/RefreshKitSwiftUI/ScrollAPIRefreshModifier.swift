#if canImport(SwiftUI) && canImport(UIKit)
  // SwiftUI's scroll API (iOS 18) is in the SDKs of Xcode 16 and later only (SwiftUI 6): an older SDK builds the UIKit
  // path alone.
  #if canImport(SwiftUI, _version: 6.0)
    @_spi(Hosting) import RefreshKit
    import SwiftUI

    /// One refresh modifier on the scroll-API path (iOS 18 and later): SwiftUI's scroll geometry and phases in, safe-area
    /// padding, scroll position and bounce behaviour out, and the component drawn over the scroll view. No UIKit view is
    /// looked up and nothing is written to one.
    ///
    /// Apply it to the `List`, `ScrollView` or `Form` itself: SwiftUI's scroll modifiers reach the scroll view they are
    /// applied to. On a row, use the UIKit path (`refreshKitScrollPath(.uiKit)`). Modifiers applied one after the other
    /// to one scroll view share its host (``ScrollHostMembership``): the outermost drives it, the others join.
    ///
    /// When the view goes away for good its state object is released, and with it the model: the component ends its
    /// refresh and its action's task is cancelled, as on the UIKit path when the component is detached.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    struct ScrollAPIRefreshModifier<Component: RefreshComponent>: ViewModifier {
      let values: RefreshModifierValues<Component>
      @StateObject private var state: ScrollAPIRefreshState<Component>
      @Environment(\.dynamicTypeSize) private var dynamicTypeSize
      /// The bounce the app gave around the modifiers, kept when no component needs `.always`.
      @Environment(\.verticalScrollBounceBehavior) private var verticalBounce
      @Environment(\.horizontalScrollBounceBehavior) private var horizontalBounce
      /// The host of the refresh modifier around this one, which this one joins when it reaches the same scroll view.
      @Environment(\.refreshKitScrollHost) private var enclosingHost
      /// SwiftUI's refresh action, which `.refreshable` around this modifier sets: a second pull to refresh on the
      /// scroll view, reported (``ScrollGeometryHost/refreshable(_:seenBy:)``).
      @Environment(\.refresh) private var refreshAction

      @MainActor init(_ values: RefreshModifierValues<Component>) {
        self.values = values
        _state = StateObject(wrappedValue: ScrollAPIRefreshState(component: values.makeComponent()))
      }

      func body(content: Content) -> some View {
        state.settle(enclosing: enclosingHost)
        // The body's action, kept without publishing anything: the next refresh runs it.
        state.latestAction = values.action
        state.tracksProgress = values.drawing.content != nil
        let scrollHost = state.scrollHost
        // Only the host's owner pads: safe-area padding adds up, and the others' would hold twice.
        let margins = state.isOwner ? scrollHost.output.margins : .zero
        return
          content
          .environment(\.refreshKitScrollHost, scrollHost)
          // The hold as safe-area padding, which adds to what the scroll view already has (its bars, the app's own
          // content margins and the List's): content margins of the same placement would replace them, and reach
          // the scroll views inside the rows.
          .safeAreaPadding(.top, margins.top)
          .safeAreaPadding(.bottom, margins.bottom)
          .safeAreaPadding(.trailing, margins.right)
          // Every modifier of the scroll view gives the same bounce and position: SwiftUI takes the innermost. With no
          // component needing `.always`, the app's own bounce stays.
          .scrollBounceBehavior(scrollHost.output.bouncesVertically ? .always : verticalBounce, axes: .vertical)
          .scrollBounceBehavior(scrollHost.output.bouncesHorizontally ? .always : horizontalBounce, axes: .horizontal)
          .scrollPosition(Binding(get: { scrollHost.position }, set: { scrollHost.position = $0 }))
          .onScrollGeometryChange(for: ScrollGeometryHost.Geometry.self) { geometry in
            ScrollGeometryHost.Geometry(
              contentOffset: geometry.contentOffset, contentSize: geometry.contentSize,
              contentInsets: Insets(
                top: geometry.contentInsets.top, left: geometry.contentInsets.leading,
                bottom: geometry.contentInsets.bottom, right: geometry.contentInsets.trailing),
              containerSize: geometry.containerSize)
          } action: { _, geometry in
            state.geometryDidChange(geometry)
          }
          .onScrollPhaseChange { _, phase, context in
            state.phaseDidChange(to: ScrollGeometryHost.Phase(phase), velocity: context.velocity)
          }
          .onChange(of: values.isRefreshing?.wrappedValue, initial: true) { update() }
          .onChange(of: values.noMoreData, initial: true) { update() }
          .onChange(of: values.options) { update() }
          .onChange(of: refreshAction != nil, initial: true) { _, isPresent in state.refreshableDidChange(isPresent) }
          .onAppear { state.appear() }
          .onDisappear { state.disappear() }
          // VoiceOver's named actions ("Refresh", "Load more") and three-finger scroll, as a UIScrollView has them on
          // the UIKit path: the owner offers the list's actions once; every modifier takes the scroll, answered once.
          .accessibilityActions {
            if state.isOwner {
              ForEach(scrollHost.accessibilityActions, id: \.self) { action in
                Button(action.name) { scrollHost.perform(action) }
              }
            }
          }
          // It replaces the scroll view's own three-finger scroll wholly: its handler returns nothing, so a scroll away
          // from an edge cannot go back to the list's own paging (the UIKit path's fallback), and applying it only at
          // the edges would change the list's identity each time it reaches or leaves one. So the model pages there, by
          // UIScrollView's rule ("Page 2 of 5"); the SwiftUI article says so.
          .accessibilityScrollAction { edge in
            scrollHost.accessibilityScroll(toward: edge)
          }
          .overlay(alignment: .topLeading) {
            // In the scroll view's own coordinates, its bounds under the bars (ScrollGeometry's offset is UIKit's),
            // and clipped to them.
            // Only while the component is in view; placed by a view of its own, which alone follows the scroll.
            ZStack(alignment: .topLeading) {
              if let drawing = state.drawing, drawing.isInView {
                let component = state.refresh.component
                let isButton = drawing.presentation.accessibilityTraits.contains(.button)
                ScrollAPIPlacedDrawing(placement: state.placement, frame: drawing.frame) {
                  drawn(drawing)
                    .frame(width: drawing.frame.width, height: drawing.frame.height)
                    .background(alignment: .topLeading) { measured(drawing) }
                    .opacity(drawing.opacity)
                    .contentShape(Rectangle())
                    .onTapGesture { if isButton { _ = Self.activate(component) } }
                    .accessibilityAction { _ = Self.activate(component) }
                    .allowsHitTesting(isButton)
                }
              }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .clipped()
            .ignoresSafeArea()
          }
          // The haptic when a pull arms, a light impact as the UIKit layer's generator plays (an iPhone or an iPad).
          #if os(iOS)
            .sensoryFeedback(.impact(weight: .light), trigger: state.haptics)
          #endif
      }

      /// The component's view: the app's `content`, or the stock presentation in the style.
      @ViewBuilder private func drawn(_ drawing: ScrollAPIDrawingFeed.Drawing) -> some View {
        if let content = values.drawing.content {
          // The app's view is one VoiceOver element with the component's label, as the stock one.
          content(
            RefreshSnapshot(
              state: drawing.state, showProgress: drawing.showProgress, presentation: drawing.presentation)
          )
          .accessibilityElement(children: .ignore)
          .accessibilityLabel(Text(verbatim: drawing.presentation.accessibilityLabel ?? ""))
          .accessibilityHint(Text(verbatim: drawing.presentation.accessibilityHint ?? ""))
        } else {
          RefreshPresentationView(
            presentation: drawing.presentation, style: values.drawing.style, mirrorsHorizontalArrows: true)
        }
      }

      /// At an accessibility text size, the height the view needs, measured on a hidden copy at its ideal height: the
      /// component grows to fit it, as the UIKit layer's view makes it grow. At the other sizes the component keeps
      /// its height.
      @ViewBuilder private func measured(_ drawing: ScrollAPIDrawingFeed.Drawing) -> some View {
        if dynamicTypeSize.isAccessibilitySize, drawing.presentation.axis == .horizontal {
          drawn(drawing)
            .frame(width: drawing.frame.width)
            .fixedSize(horizontal: false, vertical: true)
            .hidden()
            .accessibilityHidden(true)
            .onGeometryChange(for: CGFloat.self) {
              $0.size.height
            } action: {
              state.contentHeightDidChange($0)
            }
        } else {
          Color.clear.onAppear { state.contentHeightDidChange(0) }
        }
      }

      /// A footer's or a trailer's double tap (or tap): it loads when it is a button.
      private static func activate(_ component: RefreshComponent) -> Bool {
        if let footer = component as? RefreshFooter { return footer.accessibilityActivate() }
        if let trailer = component as? RefreshTrailer { return trailer.accessibilityActivate() }
        return false
      }

      /// Gives the component the view's values of this update: the binding, `noMoreData`, the options.
      private func update() {
        state.update(isRefreshing: values.isRefreshing, noMoreData: values.noMoreData, options: values.options)
      }
    }

    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    extension ScrollGeometryHost.Phase {
      /// SwiftUI's phase.
      init(_ phase: ScrollPhase) {
        switch phase {
        case .idle: self = .idle
        case .tracking: self = .tracking
        case .interacting: self = .interacting
        case .decelerating: self = .decelerating
        case .animating: self = .animating
        @unknown default: self = .idle
        }
      }
    }
  #endif
#endif
