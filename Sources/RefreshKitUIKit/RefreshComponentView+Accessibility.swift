#if canImport(UIKit)
  @_spi(Hosting) import RefreshKit
  import UIKit

  extension RefreshComponentView {
    /// Refuses an app's write of one of the view's accessibility properties, which the component decides, and
    /// reports it through `RefreshDiagnostics` with where the words go instead; a write of what the view already says
    /// (UIKit setting a value again) is no conflict and says nothing.
    ///
    /// - Parameters:
    ///   - member: The property written.
    ///   - value: What was written.
    ///   - current: What the view says now.
    nonisolated func refuseAccessibilityWrite<Value: Equatable>(_ member: String, _ value: Value, _ current: Value) {
      guard value != current else { return }
      let instead =
        switch member {
        case "accessibilityLabel", "accessibilityHint":
          "override RefreshComponent.\(member) in a subclass, or give a leaf's titles with setTitle(_:for:)"
        case "isAccessibilityElement":
          "the component is an element while it is in view or refreshes (RefreshComponent.isAccessibilityElement)"
        default: "override RefreshComponent.presentation in a subclass and set its \(member)"
        }
      let written = String(describing: value)
      MainActor.assumeIsolated {
        RefreshDiagnostics.refuse(
          "RefreshComponentView.\(member)", written, "the component decides what VoiceOver reads: " + instead)
      }
    }
  }
#endif
