#if canImport(UIKit)
  @_spi(Hosting) import RefreshKit
  import UIKit

  extension RefreshComponentView {
    /// The component's presentation, for the accessibility properties UIKit declares on `NSObject`, outside the main
    /// actor, and asks on the main thread: one `assumeIsolated` for the four that read it, where each of its closures
    /// was a specialization of its own in an app (issue 58). The closure returns nothing, as every `assumeIsolated` of
    /// the layer does: each result type was its own copy of it in an app (about 400 bytes each).
    nonisolated var presentationForAccessibility: RefreshPresentation {
      var presentation = RefreshPresentation()
      MainActor.assumeIsolated { presentation = component.presentation }
      return presentation
    }

    /// Refuses an app's write of one of the view's accessibility properties, which the component decides, and
    /// reports it through `RefreshDiagnostics` with where the words go instead; a write of what the view already says
    /// (UIKit setting a value again) is no conflict and says nothing. UIKit does not confine these setters to the main
    /// thread: a write from another thread is reported on the main queue's next turn
    /// (`HostThread.deliverOnMainQueue`), never trapped.
    ///
    /// - Parameters:
    ///   - member: The property written.
    ///   - value: What was written.
    ///   - current: What the view says now, read on the main thread.
    nonisolated func refuseAccessibilityWrite<Value: Equatable & Sendable>(
      _ member: String, _ value: Value, current: @escaping @MainActor @Sendable (RefreshComponentView) -> Value
    ) {
      refuseAccessibilityWrite(member, String(describing: value)) { current($0) == value }
    }

    /// The work of ``refuseAccessibilityWrite(_:_:current:)``, not generic: one copy for the five properties, where a
    /// specialization per type of value cost an app 3 KB (issue 58).
    ///
    /// - Parameters:
    ///   - member: The property written.
    ///   - value: What was written, as text (`String(describing:)`).
    ///   - isCurrent: Whether what was written is what the view says now, asked on the main thread.
    @inline(never) nonisolated func refuseAccessibilityWrite(
      _ member: String, _ value: String, isCurrent: @escaping @MainActor @Sendable (RefreshComponentView) -> Bool
    ) {
      let report: @MainActor @Sendable () -> Void = { [weak self] in
        guard let self, !isCurrent(self) else { return }
        let instead =
          switch member {
          case "accessibilityLabel", "accessibilityHint":
            "override RefreshComponent.\(member) in a subclass, or give a leaf's titles with setTitle(_:for:)"
          case "isAccessibilityElement":
            "the component is an element while it is in view or refreshes (RefreshComponent.isAccessibilityElement)"
          default: "override RefreshComponent.presentation in a subclass and set its \(member)"
          }
        RefreshDiagnostics.refuse(
          "RefreshComponentView.\(member)", value,
          "the component decides what VoiceOver reads: " + instead)
      }
      HostThread.deliverOnMainQueue("RefreshComponentView.\(member)", report)
    }
  }
#endif
