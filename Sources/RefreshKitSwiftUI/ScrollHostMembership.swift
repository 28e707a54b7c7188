import Foundation
@_spi(Hosting) import RefreshKit

/// Which host drives one scroll-API modifier's component: one ``ScrollGeometryHost`` per scroll view, shared by every
/// modifier applied to it, as a `UIScrollView` has one `refreshKit` for its header, footers and trailer.
///
/// On one model the components are one list's: one exclusion (``RefreshKit/ScrollModel/isMutuallyExclusive``), one
/// scroll position, one set of named actions. With a model each, a footer would load while the header refreshes, and
/// two `scrollPosition` bindings would compete for one scroll view.
///
/// SwiftUI does not say which scroll view a modifier reaches. So each modifier makes a host of its own, and hands the
/// host it uses to the view it modifies (the SwiftUI layer puts it in the environment). A modifier inside another,
/// such as the header's in `List { … }.refreshKitHeader { … }.refreshKitFooter { … }` (the footer's modifier wraps the
/// header's), is a candidate for the enclosing modifier's host, and joins it only when both have heard the same
/// geometry, whole: offset, sizes and insets. The environment also reaches the rows and the screens a list presents: a
/// scroll view inside a row (a carousel with a trailer), or a pushed list of the same size, reports a geometry of its
/// own, and keeps its own host. A candidate also waits while the host's model has its slot filled, for the component of
/// a modifier that went away in the same update to leave, and while the enclosing host has heard no geometry; after
/// ``patience`` turns of waiting it keeps its own host (a second header never replaces the first, and a modifier
/// around a view that is no scroll view never holds another back).
///
/// The comparison waits for the end of SwiftUI's update: SwiftUI calls each modifier's `onScrollGeometryChange` in an
/// order it does not document, so the glue calls ``resolve()`` on the next turn of the main queue after a geometry,
/// when both modifiers have heard that update's. Until then the component is on no model: a refresh the view asks for
/// waits (``RefreshKit/RefreshState/willRefresh``) and begins where the component lands.
///
/// A member that joined forwards nothing: the enclosing modifier hears the scroll view and drives the shared model.
///
/// ```swift
/// let membership = ScrollHostMembership(component: header)
/// membership.settle(enclosing: footerModifiersHost)   // at the first update of the body
/// if membership.geometryDidChange(geometry) { membership.ownHost.geometryDidChange(geometry) }
/// membership.resolve()                                // on the next turn
/// ```
@MainActor final class ScrollHostMembership {
  /// Where the component is.
  enum Place: Equatable {
    /// Before ``settle(enclosing:)``.
    case unsettled
    /// A candidate for the enclosing modifier's host, on no model until ``resolve()``.
    case pending
    /// On ``ScrollHostMembership/ownHost``'s model.
    case own
    /// On the enclosing modifier's host's model.
    case joined
  }

  /// The component the modifier shows.
  let component: RefreshComponent
  /// The host the modifier made: the one it drives and hands on when it does not join another.
  let ownHost: ScrollGeometryHost
  /// The enclosing modifier's host while the component is a candidate for it or on it; nil otherwise.
  private(set) var candidate: ScrollGeometryHost?
  /// Where the component is now.
  private(set) var place = Place.unsettled
  /// The geometry the modifier's own `onScrollGeometryChange` heard last.
  private var heard: ScrollGeometryHost.Geometry?
  /// How many turns a candidate waited for the enclosing host's first geometry or for its slot.
  private var waits = 0
  /// How many turns a candidate waits before it keeps its own host.
  static let patience = 3
  /// Called when the component lands on a host or leaves it, after the move.
  var placeDidChange: (@MainActor () -> Void)?

  /// A membership that has not settled: the component is on no model until ``settle(enclosing:)``.
  ///
  /// - Parameters:
  ///   - component: The modifier's component.
  ///   - ownHost: The modifier's own host.
  init(component: RefreshComponent, ownHost: ScrollGeometryHost = ScrollGeometryHost()) {
    self.component = component
    self.ownHost = ownHost
  }

  /// The host whose model holds the component, or will: the enclosing modifier's while a candidate or joined,
  /// else ``ownHost``.
  var host: ScrollGeometryHost { candidate ?? ownHost }

  /// Whether the component is on the host of the modifier it is inside, rather than its own.
  var hasJoined: Bool { place == .joined }

  /// Decides, once, at the first update of the modifier's body, where the component may go: with no enclosing host,
  /// on ``ownHost`` at once; else it is a candidate for the enclosing host until ``resolve()``. Later calls change
  /// nothing.
  ///
  /// - Parameter enclosing: The host of the modifier this one is inside, from the environment, or nil.
  func settle(enclosing: ScrollGeometryHost?) {
    guard place == .unsettled else { return }
    if let enclosing, enclosing !== ownHost {
      candidate = enclosing
      place = .pending
    } else {
      land(on: .own)
    }
  }

  /// A geometry the modifier's own `onScrollGeometryChange` heard.
  ///
  /// - Parameter geometry: The geometry.
  /// - Returns: Whether the modifier drives its own host with it: until it joins another (a candidate's own host
  ///   keeps up, so that it is ready if the component stays).
  func geometryDidChange(_ geometry: ScrollGeometryHost.Geometry) -> Bool {
    heard = geometry
    return !hasJoined
  }

  /// Whether ``resolve()`` has something to decide: a candidate that heard a geometry.
  var needsResolving: Bool { place == .pending && heard != nil }

  /// Decides a candidate's place, at the end of SwiftUI's update after a geometry, and again on each turn while it
  /// waits (``needsResolving``): it joins the enclosing host when that host heard the very geometry this modifier
  /// heard and its slot is free, and keeps its own host when the geometries differ. It waits while the enclosing host
  /// has heard nothing or its slot is filled, ``patience`` turns at most, then keeps its own host.
  func resolve() {
    guard place == .pending, let heard, let candidate else { return }
    let shared = candidate.geometry
    if let shared, shared != heard { return keepOwnHost() }
    if shared != nil, Self.occupant(of: component, on: candidate.model) == nil { return land(on: .joined) }
    waits += 1
    if waits >= Self.patience { keepOwnHost() }
  }

  private func keepOwnHost() {
    candidate = nil
    land(on: .own)
  }

  /// Takes the component off the model it is on, when the modifier goes away: the shared model keeps nothing of a
  /// modifier that left, and a new one for the slot can join.
  func leave() {
    if place == .own || place == .joined, Self.occupant(of: component, on: host.model) === component {
      Self.put(nil, for: component, on: host.model)
    }
    candidate = nil
    place = .unsettled
  }

  private func land(on new: Place) {
    place = new
    Self.put(component, for: component, on: host.model)
    placeDidChange?()
  }

  // MARK: - Slots

  /// What holds `component`'s slot on `model` now (the header's for a header, and so on).
  static func occupant(of component: RefreshComponent, on model: ScrollModel) -> RefreshComponent? {
    switch component {
    case is RefreshHeader: model.refreshHeader
    case is RefreshFooter: model.refreshFooter
    case is RefreshTrailer: model.refreshTrailer
    default: nil
    }
  }

  /// Puts `value` in the slot of `component`'s kind on `model` (nil empties it).
  private static func put(_ value: RefreshComponent?, for component: RefreshComponent, on model: ScrollModel) {
    switch component {
    case is RefreshHeader: model.refreshHeader = value as? RefreshHeader
    case is RefreshFooter: model.refreshFooter = value as? RefreshFooter
    case is RefreshTrailer: model.refreshTrailer = value as? RefreshTrailer
    default: break
    }
  }
}
