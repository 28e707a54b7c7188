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
/// header's), joins the enclosing modifier's host, unless:
/// - that host's model already has a component in this component's slot: a second header never replaces the first,
///   it keeps a host of its own (as before shared hosts); or
/// - the container sizes differ: the environment also reaches the rows, and a scroll view inside a row (a carousel
///   with a trailer) has a container of its own. The first time both the member and the enclosing host have heard a
///   geometry, a member whose container differs leaves for its own host, taking its component with it.
///
/// A member that joined forwards nothing: the enclosing modifier hears the scroll view and drives the shared model.
/// Only the host's owner applies the margins; every modifier applies the same bounce and scroll position.
///
/// ```swift
/// let membership = ScrollHostMembership(component: footer)
/// membership.settle(enclosing: headerModifiersHost)   // at the first update of the body
/// if membership.geometryDidChange(geometry) { membership.host.geometryDidChange(geometry) }
/// ```
@MainActor final class ScrollHostMembership {
  /// The component the modifier shows.
  let component: RefreshComponent
  /// The host the modifier made: the one it drives and hands on when it does not join another.
  let ownHost: ScrollGeometryHost
  /// The host whose model holds the component now: ``ownHost``, or the enclosing modifier's.
  private(set) var host: ScrollGeometryHost
  /// Whether the modifier's place is decided: it joined (until a container proves it wrong) or keeps its own host.
  private(set) var isSettled = false
  /// Whether the container sizes were compared, or need not be (the modifier keeps its own host).
  private var isVerified = false
  /// Called when the component moves to another host, after the move.
  var hostDidChange: (@MainActor () -> Void)?

  /// A membership that has not settled: the component is on no model until ``settle(enclosing:)``.
  ///
  /// - Parameters:
  ///   - component: The modifier's component.
  ///   - ownHost: The modifier's own host.
  init(component: RefreshComponent, ownHost: ScrollGeometryHost = ScrollGeometryHost()) {
    self.component = component
    self.ownHost = ownHost
    host = ownHost
  }

  /// Whether the component is on the host of the modifier it is inside, rather than its own.
  var hasJoined: Bool { host !== ownHost }

  /// Decides where the component goes, once, at the first update of the modifier's body: on the enclosing modifier's
  /// host when there is one whose slot is free, else on ``ownHost``. Later calls change nothing.
  ///
  /// - Parameter enclosing: The host of the modifier this one is inside, from the environment, or nil.
  func settle(enclosing: ScrollGeometryHost?) {
    guard !isSettled else { return }
    isSettled = true
    if let enclosing, enclosing !== ownHost, Self.occupant(of: component, on: enclosing.model) == nil {
      host = enclosing
    } else {
      isVerified = true
    }
    Self.put(component, on: host.model)
    if hasJoined { hostDidChange?() }
  }

  /// A geometry the modifier's own `onScrollGeometryChange` heard.
  ///
  /// A member that joined compares its container with the enclosing host's, the first time both have one; when they
  /// differ, the component leaves for ``ownHost`` (``hostDidChange`` is called).
  ///
  /// - Parameter geometry: The geometry.
  /// - Returns: Whether the modifier drives its host with it: true when it uses its own host.
  func geometryDidChange(_ geometry: ScrollGeometryHost.Geometry) -> Bool {
    if hasJoined, !isVerified, let shared = host.geometry {
      isVerified = true
      if shared.containerSize != geometry.containerSize { leave() }
    }
    return !hasJoined
  }

  /// Moves the component from the enclosing host's model to its own host's.
  private func leave() {
    if Self.occupant(of: component, on: host.model) === component { Self.put(nil, for: component, on: host.model) }
    host = ownHost
    Self.put(component, on: ownHost.model)
    hostDidChange?()
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

  /// Puts `component` in its slot on `model`.
  private static func put(_ component: RefreshComponent, on model: ScrollModel) {
    put(component, for: component, on: model)
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
