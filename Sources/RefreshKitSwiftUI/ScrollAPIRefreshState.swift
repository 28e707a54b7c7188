#if canImport(SwiftUI) && canImport(UIKit)
  // SwiftUI's scroll API (iOS 18) is in the SDKs of Xcode 16 and later only (SwiftUI 6): an older SDK builds the UIKit
  // path alone.
  #if canImport(SwiftUI, _version: 6.0)
    import Combine
    @_spi(Hosting) import RefreshKit
    import SwiftUI

    /// What one modifier keeps on the scroll-API path (iOS 18 and later): the component, driven by the view's values
    /// through a `DeclarativeRefresh`, on the scroll view's one host (its own, or the enclosing modifier's, as
    /// ``ScrollHostMembership`` decides), and the component as drawn.
    ///
    /// Every decision is the platform-free host's, adapter's and membership's (tested on Linux); this only forwards and
    /// publishes.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    @MainActor final class ScrollAPIRefreshState<Component: RefreshComponent>: ObservableObject {
      let refresh: DeclarativeRefresh<Component>
      let membership: ScrollHostMembership
      /// The host this modifier made: it drives it when it does not join another.
      let ownHost: ScrollAPIScrollHost
      /// The host the component is on: ``ownHost``, or the enclosing modifier's. Its changes are this object's, so
      /// that the body applies its margins, bounce and scroll position.
      private(set) var scrollHost: ScrollAPIScrollHost
      /// The component as drawn: its presentation, state and frame in the content, published only when what is drawn
      /// changes (``ScrollAPIDrawingFeed``, tested on Linux): a scroll alone does not evaluate the body again.
      @Published private(set) var drawing: ScrollAPIDrawingFeed.Drawing?
      /// The content offset the drawing is placed against, read only by the view that places it
      /// (``ScrollAPIPlacedDrawing``), and published only while the component is in view.
      let placement = ScrollAPIDrawingPlacement()
      private var feed = ScrollAPIDrawingFeed()
      /// Whether an app's view draws the component: the drawing then follows its progress.
      var tracksProgress: Bool {
        get { feed.tracksProgress }
        set { feed.tracksProgress = newValue }
      }
      private var observation: ScrollObservation?
      private var hostChanges: AnyCancellable?
      /// A change of language, of the app's texts or of the system's date formats, drawn at once (a footer at rest
      /// under a short list would otherwise keep its old title until the next scroll), as the UIKit layer does.
      private var textChanges: AnyCancellable?
      /// The component's events: a pull that arms plays the haptic.
      private var componentEvents: RefreshObservation?
      /// Grows each time a pull arms with haptics on: the trigger of the drawing's `sensoryFeedback`.
      @Published private(set) var haptics = 0
      /// Whether this modifier's environment has a refresh action (`.refreshable` around it).
      private var seesRefreshable = false

      init(component: Component) {
        let refresh = DeclarativeRefresh(component: component)
        refresh.deferredWritesNeedFlush = { [weak refresh] in
          DispatchQueue.main.async { refresh?.flushDeferredWrites() }
        }
        // A refresh may start from a scroll callback that comes while SwiftUI updates views: every write of the view's
        // binding waits a turn.
        refresh.defersEveryWrite = true
        self.refresh = refresh
        membership = ScrollHostMembership(component: component)
        ownHost = ScrollAPIScrollHost(host: membership.ownHost)
        scrollHost = ownHost
        membership.placeDidChange = { [weak self] in self?.hostDidChange() }
        followHost()
        textChanges = NotificationCenter.default.publisher(for: RefreshLocalization.didChangeNotification)
          .receive(on: DispatchQueue.main)
          .sink { [weak self] _ in MainActor.assumeIsolated { self?.modelDidChange() } }
        componentEvents = component.observe { [weak self] event in self?.componentDidSend(event) }
      }

      deinit {
        // The view went away for good: the component leaves the model it is on, which may be the enclosing
        // modifier's and outlive this one (a header shown under a condition): that model keeps nothing of it.
        let membership = membership
        let id = ObjectIdentifier(self)
        Task { @MainActor in
          membership.host.refreshable(false, seenBy: id)
          membership.leave()
        }
      }

      /// Whether this modifier drives its scroll view: it applies the margins and forwards the scroll view's reports.
      var isOwner: Bool { scrollHost === ownHost }

      /// Settles the component at the body's first update: on this modifier's own host, or as a candidate for the
      /// enclosing modifier's (from the environment), which it joins once both heard the same geometry.
      ///
      /// It runs inside the body, which must publish nothing: the drawing is brought up to date on the next turn.
      func settle(enclosing: ScrollAPIScrollHost?) {
        guard membership.place == .unsettled else { return }
        ScrollAPIScrollHost.settling { membership.settle(enclosing: enclosing?.host) }
        if membership.place == .pending, let enclosing {
          scrollHost = enclosing
          followHost()
        }
        DispatchQueue.main.async { [weak self] in self?.modelDidChange() }
      }

      // MARK: - From SwiftUI

      /// A geometry this modifier's `onScrollGeometryChange` heard: it drives its own host unless it joined another,
      /// and a candidate is compared with the enclosing host on the next turn, once SwiftUI's update is over and both
      /// modifiers heard it.
      func geometryDidChange(_ geometry: ScrollGeometryHost.Geometry) {
        if membership.geometryDidChange(geometry) { ownHost.geometryDidChange(geometry) }
        scheduleResolve()
      }

      /// Resolves a candidate on the next turn, and on each turn after while it waits (a few at most).
      private func scheduleResolve() {
        guard membership.needsResolving, !isResolveScheduled else { return }
        isResolveScheduled = true
        DispatchQueue.main.async { [weak self] in
          guard let self else { return }
          isResolveScheduled = false
          membership.resolve()
          scheduleResolve()
        }
      }

      private var isResolveScheduled = false

      func phaseDidChange(to phase: ScrollGeometryHost.Phase, velocity: CGVector?) {
        if !membership.hasJoined { ownHost.phaseDidChange(to: phase, velocity: velocity) }
      }

      /// The height the drawn view needs (0: nothing measured): the component is at least that thick, by the rule of
      /// ``RefreshKit/RefreshLayout/fittingExtent(axis:titleSize:subtitleSize:)`` (a margin above and below).
      func contentHeightDidChange(_ height: CGFloat) {
        let extent = RefreshLayout.fittingExtent(axis: .horizontal, titleSize: CGSize(width: 0, height: height))
        guard extent != refresh.component.contentExtent else { return }
        refresh.component.setContentExtent(extent)
        scrollHost.wake()
      }

      /// The action the view's body gave last: the component always runs this one (a body's closure captures that
      /// update's values: a search query, a filter).
      var latestAction: (@MainActor () async throws -> Void)?

      func update(isRefreshing: Binding<Bool>?, noMoreData: Bool?, options: RefreshOptions) {
        refresh.takeViewValues(
          action: { [weak self] in try await self?.latestAction?() }, isRefreshing: isRefreshing,
          noMoreData: noMoreData, options: options)
        scrollHost.wake()
      }

      /// The view appeared: an expired header refreshes (in place unless the list rests at its top).
      func appear() {
        // The own host follows the view whether it is used or not, so that it is ready when a candidate stays on it.
        ownHost.appearanceDidChange(isVisible: true)
        _ = refresh.listDidAppear()
        scrollHost.wake()
      }

      func disappear() {
        ownHost.appearanceDidChange(isVisible: false)
      }

      /// Whether `.refreshable` is around this modifier (its environment's refresh action): the host reports a
      /// header beside it through ``RefreshKit/RefreshDiagnostics``.
      func refreshableDidChange(_ isPresent: Bool) {
        seesRefreshable = isPresent
        scrollHost.host.refreshable(isPresent, seenBy: ObjectIdentifier(self))
      }

      private func componentDidSend(_ event: RefreshEvent) {
        if feed.componentDidSend(event, by: refresh.component) { haptics = feed.haptics }
      }

      // MARK: - The host

      /// The component landed on a host: this object follows that host's changes, and draws from its model.
      private func hostDidChange() {
        scrollHost.drawing(of: ObjectIdentifier(self), needsFrames: false)
        let previous = scrollHost
        if membership.place == .own { scrollHost = ownHost }
        // What this modifier sees of `.refreshable` goes to the host it is on.
        if previous !== scrollHost { previous.host.refreshable(false, seenBy: ObjectIdentifier(self)) }
        scrollHost.host.refreshable(seesRefreshable, seenBy: ObjectIdentifier(self))
        followHost()
        if !ScrollAPIScrollHost.isSettling { objectWillChange.send() }
      }

      /// Follows the host the component is on: its published changes (the output, the named actions) are this
      /// object's, and its model's events redraw the component.
      private func followHost() {
        hostChanges = scrollHost.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }
        observeModel()
      }

      private func observeModel() {
        observation = scrollHost.host.model.observe { [weak self] _ in self?.modelDidChange() }
        modelDidChange()
      }

      private func modelDidChange() {
        // What a settle changes is drawn on the next turn (``settle(enclosing:)``).
        guard !ScrollAPIScrollHost.isSettling else { return }
        let change = feed.update(component: refresh.component, on: scrollHost.host.model)
        if change.contains(.offset) { placement.offset = feed.offset }
        if change.contains(.drawing) { drawing = feed.drawing }
        if change.contains(.presence) { scrollHost.updateAccessibilityActions() }  // hidden or shown: named actions
        let needsFrames = feed.drawing.map { $0.isInView && $0.presentation.needsFrames } ?? false
        scrollHost.drawing(of: ObjectIdentifier(self), needsFrames: needsFrames)
      }
    }
  #endif
#endif
