/// Which component views a renderer removes and which it makes when the attached components change: those of the
/// components that left and those of the components that came, and nothing for a component drawn before and still
/// attached (its view, and a spinner running in it, stay as they are).
///
/// ```swift
/// model.observeRefreshComponents { attached in
///   let changes = RefreshComponentChanges(drawn: views.map(\.component), attached: attached)
///   for component in changes.removed { removeView(of: component) }
///   for component in changes.added { addView(for: component) }
/// }
/// ```
@_spi(Hosting) @MainActor public struct RefreshComponentChanges {
  /// The components drawn that are no longer attached: remove their views, in this order.
  public let removed: [RefreshComponent]

  /// The attached components not drawn yet: make their views, in slot order.
  public let added: [RefreshComponent]

  /// The changes from the components drawn to those attached, by identity.
  ///
  /// - Parameters:
  ///   - drawn: The components whose views the renderer has.
  ///   - attached: The components attached now (``ScrollModel/refreshComponents``).
  public init(drawn: [RefreshComponent], attached: [RefreshComponent]) {
    removed = Self.components(of: drawn, notIn: attached)
    added = Self.components(of: attached, notIn: drawn)
  }

  /// The components of `list` that are not in `other`, in order, by identity: one loop for both lists, not two
  /// `filter` closures with a `contains` closure each (issue 58).
  private static func components(
    of list: [RefreshComponent], notIn other: [RefreshComponent]
  ) -> [RefreshComponent] {
    var kept: [RefreshComponent] = []
    for component in list {
      var found = false
      for candidate in other where candidate === component { found = true }
      if !found { kept.append(component) }
    }
    return kept
  }

  /// Whether nothing changes.
  public var isEmpty: Bool { removed.isEmpty && added.isEmpty }
}
