#if canImport(SwiftUI) && canImport(UIKit)
  import RefreshKit
  import SwiftUI
  import UIKit

  /// The background view of one modifier: a ``ScrollViewProbe`` whose coordinator is the modifier's
  /// ``RefreshAttachment``.
  struct RefreshProbe<Component: RefreshComponent>: UIViewRepresentable {
    let makeComponent: @MainActor () -> Component
    let slot: RefreshSlot<Component>
    let action: @MainActor () async throws -> Void
    let isRefreshing: Binding<Bool>?
    let noMoreData: Bool?
    let options: RefreshOptions

    func makeCoordinator() -> RefreshAttachment<Component> {
      RefreshAttachment(component: makeComponent(), slot: slot)
    }

    func makeUIView(context: Context) -> ScrollViewProbe {
      let probe = ScrollViewProbe()
      let attachment = context.coordinator
      probe.scrollViewDidChange = { [weak attachment] scrollView in attachment?.attach(to: scrollView) }
      probe.didAppear = { [weak attachment] in attachment?.refresh.listDidAppear() }
      return probe
    }

    func updateUIView(_ probe: ScrollViewProbe, context: Context) {
      context.coordinator.update(action: action, isRefreshing: isRefreshing, noMoreData: noMoreData, options: options)
      probe.locate()
    }

    static func dismantleUIView(_ probe: ScrollViewProbe, coordinator: RefreshAttachment<Component>) {
      coordinator.detach()
    }
  }
#endif
