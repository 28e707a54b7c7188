import Foundation

/// A named action that VoiceOver offers on a scroll view (in the rotor's Actions): "Refresh" for the header, "Load
/// more" for the footer or the trailer, so that a VoiceOver user refreshes from anywhere in the list without finding
/// its edge.
///
/// Read the actions the list offers now from ``ScrollModel/accessibilityActions`` and perform one with
/// ``ScrollModel/performAccessibilityAction(_:)``. The UIKit layer keeps them on the scroll view as
/// `UIAccessibilityCustomAction`s with no code in the app.
public struct RefreshAccessibilityAction: Hashable, Sendable {
  /// What an action does.
  public enum Kind: Hashable, Sendable {
    /// Refreshes the header.
    case refresh
    /// Loads more: the footer, or the trailer.
    case loadMore
  }

  /// What the action does.
  public let kind: Kind

  /// The action's name, as VoiceOver says it, in the component's language: "Refresh" or "Load more".
  public let name: String

  /// The slot of the component the action starts.
  let slot: RefreshSlot

  /// The action for the component in `slot`, named in `language` (nil: ``RefreshLocalization/language``).
  @MainActor init(slot: RefreshSlot, language: String?) {
    self.slot = slot
    kind = slot == .header ? .refresh : .loadMore
    let key: RefreshLocalization.Key = slot == .header ? .accessibilityActionRefresh : .accessibilityActionLoadMore
    name = RefreshLocalization.string(for: key, language: language)
  }
}
