#if canImport(SwiftUI) && canImport(UIKit)
  @_spi(Hosting) import RefreshKit
  import SwiftUI
  import UIKit

  /// The background view of one modifier: a ``ScrollViewProbe`` whose coordinator is the modifier's
  /// ``RefreshAttachment``.
  ///
  /// Nothing here writes the view's `isRefreshing` during SwiftUI's update: the attachment keeps the writes its work
  /// causes back until after the update (`DeclarativeRefresh.deferringWrites(_:)`).
  struct RefreshProbe<Component: RefreshComponent>: UIViewRepresentable {
    let makeComponent: @MainActor () -> Component
    let slot: RefreshSlot<Component>
    let action: @MainActor () async throws -> Void
    let isRefreshing: Binding<Bool>?
    let noMoreData: Bool?
    let options: RefreshOptions
    let drawing: RefreshDrawing
    /// The link to the end marker, set by ``RefreshModifier``.
    var markers: ProbeMarkers?

    func makeCoordinator() -> RefreshAttachment<Component> {
      RefreshAttachment(component: makeComponent(), slot: slot)
    }

    func makeUIView(context: Context) -> ScrollViewProbe {
      let probe = ScrollViewProbe()
      let attachment = context.coordinator
      probe.scrollViewDidChange = { [weak attachment] scrollView in attachment?.attach(to: scrollView) }
      probe.didAppear = { [weak attachment] in attachment?.listDidAppear() }
      markers?.back = probe
      markers?.link()
      return probe
    }

    func updateUIView(_ probe: ScrollViewProbe, context: Context) {
      context.coordinator.update(
        action: action, isRefreshing: isRefreshing, noMoreData: noMoreData, options: options, drawing: drawing,
        // The probe is the modified view's background: its environment is the modified view's, which a hosted
        // `content` view is given. SwiftUI updates a representable when the environment changes.
        environment: context.environment)
      probe.locate(on: .updated)
    }

    static func dismantleUIView(_ probe: ScrollViewProbe, coordinator: RefreshAttachment<Component>) {
      coordinator.detach()
    }
  }
#endif
