import Foundation

/// Where the UIKit path's hosted SwiftUI view (`HostedComponentView`, below iOS 18) keeps its hosting controller, as
/// Apple documents for a view controller's view put in another's hierarchy: a child of the nearest view controller
/// above it (`addChild(_:)`, then `didMove(toParent:)`; `willMove(toParent: nil)`, then `removeFromParent()` when it
/// leaves), so that it gets its appearance callbacks, its trait changes and its place in the controller tree.
///
/// The nearest controller is found by walking the responder chain (`next`) from the view, as UIKit finds a view's
/// controller: a view's next responder is its controller when it is that controller's root view, else its
/// superview. The view joins the controller it finds when it enters a window, moves when it finds another (a list
/// moved to another screen), and leaves when it leaves the window. Platform-free through the closures it is given,
/// so that these moves are tested on Linux:
///
/// ```swift
/// var containment = HostingContainment<UIViewController>()
/// let nearest = HostingContainment.nearest(from: view, next: { $0.next }, as: { $0 as? UIViewController })
/// for step in containment.update(nearest: view.window == nil ? nil : nearest) { perform(step) }
/// ```
struct HostingContainment<Controller: AnyObject> {
  /// One containment call to make, in order.
  enum Step {
    /// `willMove(toParent: nil)`, then `removeFromParent()`: the hosting controller leaves `parent`.
    case leave(Controller)
    /// `parent.addChild(_:)`, then `didMove(toParent: parent)`: the hosting controller becomes `parent`'s child.
    case join(Controller)
  }

  /// The controller the hosting controller is a child of now, if any.
  private(set) var parent: Controller?

  /// A containment in no controller.
  init() {}

  /// The steps that make the hosting controller a child of `nearest` (nil: of none, the view left its window), and
  /// records it: none when it already is.
  ///
  /// - Parameter nearest: The nearest view controller above the view while it is in a window, else nil.
  /// - Returns: The steps, in order: leaving the old parent before joining the new one.
  mutating func update(nearest: Controller?) -> [Step] {
    guard nearest !== parent else { return [] }
    var steps: [Step] = []
    if let parent { steps.append(.leave(parent)) }
    if let nearest { steps.append(.join(nearest)) }
    parent = nearest
    return steps
  }

  /// The first responder after `start` in the chain `next` that `as` makes a controller, skipping `excluded` (the
  /// hosting controller itself, the next responder of its own view).
  ///
  /// - Parameters:
  ///   - start: Where the walk starts (the view).
  ///   - next: The responder after one (`next`), nil at the end.
  ///   - controller: The responder as a controller, or nil when it is none.
  ///   - excluded: A controller never returned.
  /// - Returns: The nearest controller, or nil.
  static func nearest<Responder>(
    from start: Responder, next: (Responder) -> Responder?, as controller: (Responder) -> Controller?,
    excluding excluded: Controller? = nil
  ) -> Controller? {
    var current = next(start)
    var steps = 0
    // A chain is a path to the application; the bound only keeps a cycle a test could build from looping.
    while let responder = current, steps < 10_000 {
      if let found = controller(responder), found !== excluded { return found }
      current = next(responder)
      steps += 1
    }
    return nil
  }
}
