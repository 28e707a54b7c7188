#if canImport(SwiftUI) && canImport(UIKit)
  // SwiftUI's scroll API (iOS 18) is in the SDKs of Xcode 16 and later only (SwiftUI 6): an older SDK builds the UIKit
  // path alone.
  #if canImport(SwiftUI, _version: 6.0)
    import QuartzCore
    @_spi(Hosting) import RefreshKit
    @_spi(Hosting) import RefreshKitUIKit
    import SwiftUI

    /// What one modifier keeps on the scroll-API path (iOS 18 and later): the component on a model of its own, driven by
    /// the view's values through a `DeclarativeRefresh`, and a `ScrollGeometryHost` that turns
    /// SwiftUI's scroll geometry and phases into the adapter's reports and its answers into SwiftUI state.
    ///
    /// Every decision is the platform-free host's and adapter's (tested on Linux); this only forwards and publishes.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    @MainActor final class ScrollAPIRefreshState<Component: RefreshComponent>: ObservableObject {
      let host = ScrollGeometryHost()
      let refresh: DeclarativeRefresh<Component>
      /// What the scroll view is given: the hold as content margins, the bounce, the scroll position.
      @Published private(set) var output: ScrollGeometryHost.Output
      /// The scroll view's position, bound with `scrollPosition(_:)`: a reveal scrolls it.
      @Published var position = ScrollPosition()
      /// The component as drawn: its presentation and where it is in the scroll view's frame.
      @Published private(set) var drawing: Drawing?
      private var redraw = RefreshRedraw()
      /// Whether an app's view draws the component: the drawing then follows its progress.
      var tracksProgress = false
      private var observation: ScrollObservation?
      private lazy var frames = FrameDriver { [weak self] in self?.tick() }

      /// A component as the overlay draws it.
      struct Drawing: Equatable {
        var presentation: RefreshPresentation
        /// The component's state and progress, for an app's own view (the progress stays 0 for the stock drawing,
        /// which does not read it, so that a pull redraws it only when its presentation changes).
        var state: RefreshState
        var showProgress: CGFloat
        /// The component's frame in the scroll view's own coordinates (its content frame less the offset).
        var frame: CGRect
        var opacity: Double
      }

      init(component: Component, install: @MainActor (ScrollModel, Component) -> Void) {
        output = host.output
        let refresh = DeclarativeRefresh(component: component)
        refresh.deferredWritesNeedFlush = { [weak refresh] in
          DispatchQueue.main.async { refresh?.flushDeferredWrites() }
        }
        // A refresh may start from a scroll callback that comes while SwiftUI updates views: every write of the view's
        // binding waits a turn.
        refresh.defersEveryWrite = true
        self.refresh = refresh
        host.adapter.hostClock = { CACurrentMediaTime() }
        host.adapter.needsUpdateHandler = { [weak self] in self?.wake() }
        host.outputDidChange = { [weak self] output, duration in self?.publish(output, animationDuration: duration) }
        install(host.model, component)
        // VoiceOver hears a refresh begin and end, as on the UIKit path.
        host.model.accessibilityAnnouncementHandler = { announcement in
          AccessibilityNotification.Announcement(announcement.text).post()
        }
        observation = host.model.observe { [weak self] _ in self?.modelDidChange() }
        modelDidChange()
      }

      // MARK: - From SwiftUI

      func geometryDidChange(_ geometry: ScrollGeometryHost.Geometry) {
        refresh.deferringWrites { host.geometryDidChange(geometry) }
        wake()
      }

      func phaseDidChange(to phase: ScrollGeometryHost.Phase, velocity: CGVector?) {
        refresh.deferringWrites { host.phaseDidChange(to: phase, velocity: velocity) }
        wake()
      }

      /// The height the drawn view needs (0: nothing measured): the component is at least that thick, by the rule of
      /// ``RefreshKit/RefreshLayout/fittingExtent(axis:titleSize:subtitleSize:)`` (a margin above and below).
      func contentHeightDidChange(_ height: CGFloat) {
        let extent = RefreshLayout.fittingExtent(axis: .horizontal, titleSize: CGSize(width: 0, height: height))
        guard extent != refresh.component.contentExtent else { return }
        refresh.deferringWrites { refresh.component.contentExtent = extent }
        wake()
      }

      /// The action the view's body gave last: the component always runs this one (a body's closure captures that
      /// update's values: a search query, a filter).
      var latestAction: (@MainActor () async throws -> Void)?

      func update(isRefreshing: Binding<Bool>?, noMoreData: Bool?, options: RefreshOptions) {
        refresh.takeViewValues(
          action: { [weak self] in try await self?.latestAction?() }, isRefreshing: isRefreshing,
          noMoreData: noMoreData, options: options)
        wake()
      }

      /// The view appeared: an expired header refreshes (in place unless the list rests at its top).
      func appear() {
        refresh.deferringWrites {
          host.appearanceDidChange(isVisible: true)
          _ = refresh.listDidAppear()
        }
        wake()
      }

      func disappear() {
        host.appearanceDidChange(isVisible: false)
        wake()
      }

      // MARK: - To SwiftUI

      private func publish(_ output: ScrollGeometryHost.Output, animationDuration: TimeInterval?) {
        let target = output.scrollTarget
        let change = { [self] in
          self.output = output
          // A scroll the host asked for goes to the scroll position in the same change, with one completion.
          if let target { position.scrollTo(point: target.offset) }
        }
        if let animationDuration {
          withAnimation(.easeInOut(duration: animationDuration), completionCriteria: .logicallyComplete) {
            change()
          } completion: { [weak self] in
            self?.host.animationDidFinish()
          }
        } else {
          var transaction = Transaction()
          transaction.disablesAnimations = true
          withTransaction(transaction) { change() }
        }
        if target != nil { host.scrollTargetDidApply() }
        wake()
      }

      private func modelDidChange() {
        let component = refresh.component
        let offset = host.model.contentOffset
        let frame = component.frame.offsetBy(dx: -offset.x, dy: -offset.y)
        let presentation = redraw.presentationToDraw(for: component) ?? drawing?.presentation
        guard let presentation, !component.isHidden else {
          if drawing != nil { drawing = nil }
          return
        }
        let next = Drawing(
          presentation: presentation, state: component.state,
          showProgress: tracksProgress ? component.showProgress : 0, frame: frame, opacity: Double(component.alpha))
        if next != drawing { drawing = next }
      }

      /// Runs frames while something moves or the drawing follows the model's time, and otherwise wakes once for the
      /// model's next deadline: the same rule as the UIKit layer's (`FrameDriver`).
      private func wake() {
        frames.update(following: host.adapter, drawing: drawing?.presentation.needsFrames == true)
      }

      private func tick() {
        refresh.deferringWrites { host.adapter.hostClockDidTick() }
        modelDidChange()
        wake()
      }
    }
  #endif
#endif
