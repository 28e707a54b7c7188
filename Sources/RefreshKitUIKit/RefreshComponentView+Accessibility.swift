#if canImport(UIKit)
  @_spi(Hosting) import RefreshKit
  import UIKit

  extension RefreshComponentView {
    /// The component's presentation, for the accessibility properties UIKit declares on `NSObject`, outside the main
    /// actor, and asks on the main thread: one `assumeIsolated` for the four that read it, where each of its closures
    /// was a specialization of its own in an app (issue 58). Nil for a read off the main queue
    /// (`mayReadAccessibility(_:)`).
    ///
    /// The layer's `assumeIsolated` closures return their result (`Void`, `Bool` or this presentation), never assign
    /// a captured `var`: Swift 6.0 and 6.1 (Xcode 16) take a main-actor closure as `Sendable`, and refuse the mutation
    /// of a captured variable in one.
    nonisolated func presentationForAccessibility(_ member: String) -> RefreshPresentation? {
      guard mayReadAccessibility(member) else { return nil }
      return MainActor.assumeIsolated { component.presentation }
    }

    /// Whether the accessibility property `member` may be read now: on the main queue, where UIKit reads it. Off it,
    /// the property answers as if the component said nothing (nil, false, no traits), and the first such read is
    /// reported (`HostThread.mayAnswer(_:)`).
    nonisolated func mayReadAccessibility(_ member: String) -> Bool {
      HostThread.mayAnswer("RefreshComponentView." + member)
    }

    /// Refuses an app's write of one of the view's accessibility properties, which the component decides, and
    /// reports it through `RefreshDiagnostics` with where the words go instead; a write of what the view already says
    /// (UIKit setting a value again) is no conflict and says nothing. UIKit does not confine these setters to the main
    /// thread: a write from another thread is reported on the main queue's next turn
    /// (`HostThread.deliverOnMainQueue`), never trapped.
    ///
    /// Not generic, out of line, and `refused` gives what was written itself: one copy for the five properties, where
    /// a specialization per type of value (and of `String(describing:)` for it, or of this function for a value passed
    /// in an existential) cost an app 3 KB (issue 58). The diagnostic describes the value itself.
    ///
    /// - Parameters:
    ///   - member: The property written.
    ///   - refused: What was written, or nil when the view says it now (no conflict), asked on the main thread. An
    ///     optional value written is given as `Any` (`newValue as Any`), so that a nil written is not taken for nil.
    @inline(never) nonisolated func refuseAccessibilityWrite(
      _ member: String, refused: @escaping @MainActor @Sendable (RefreshComponentView) -> Any?
    ) {
      let name = "RefreshComponentView." + member
      let report: @MainActor @Sendable () -> Void = { [weak self] in
        guard let self, let value = refused(self) else { return }
        RefreshDiagnostics.refuse(name, value, Self.decidedAccessibility(member))
      }
      HostThread.deliverOnMainQueue(name, report)
    }

    /// Why a write of the accessibility property `member` is refused, and where its words go instead.
    private static func decidedAccessibility(_ member: String) -> String {
      let instead =
        switch member {
        case "accessibilityLabel", "accessibilityHint":
          "override RefreshComponent.\(member) in a subclass, or give a leaf's titles with setTitle(_:for:)"
        case "isAccessibilityElement":
          "the component is an element while it is in view or refreshes (RefreshComponent.isAccessibilityElement)"
        default: "override RefreshComponent.presentation in a subclass and set its \(member)"
        }
      return "the component decides what VoiceOver reads: " + instead
    }
  }
#endif
