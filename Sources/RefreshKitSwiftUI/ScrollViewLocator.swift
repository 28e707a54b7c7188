import Foundation
@_spi(Hosting) import RefreshKit

/// Finds the scroll view a SwiftUI modifier was applied to: how a modifier reaches the `UIScrollView` behind a
/// `List`, a `ScrollView` or a `Form`.
///
/// SwiftUI backs `List` (a `UITableView` or a `UICollectionView`, depending on the release), `ScrollView`, `Form` and
/// a paged `TabView` (a horizontal `UICollectionView`) with a `UIScrollView` subclass, but it gives no handle on it.
/// A modifier places two small views, *markers*: one as the modified view's background (the *back* marker) and one as
/// its overlay (the *front* marker). SwiftUI puts a background behind the view it backs and an overlay in front of
/// it, so the views SwiftUI made for the modified view lie between the two markers, under their nearest common
/// ancestor, back to front. The locator looks there first and at ancestors only after:
///
/// 1. **The receiver.** Walking the common ancestor's subtree depth first, back to front, the first scroll view after
///    the back marker and before the front marker is the one the modifier was applied to. A scroll view inside it (a
///    carousel in a list) comes after it in that walk, and a scroll view around both markers (the vertical page around
///    a horizontal gallery, the pager around a list on one of its pages) is not between them.
/// 2. **An ancestor.** Otherwise the modifier was applied to content inside a scroll view (a row of a `List`, the
///    stack inside a `ScrollView`): the nearest scroll view above the back marker is the one. Only after the receiver
///    was looked for and missed ``searchesBeforeAncestor`` times: SwiftUI may build the list after its markers, and
///    the scroll view around them then is a pager or a page, not the list (see ``allowsAncestor(afterMisses:)``).
///
/// The search matches by what a node is (`isScrollView`, a class check such as `is UIScrollView`) and where it is,
/// never by an OS release or a private class name, so that it holds when SwiftUI changes the classes it uses. It
/// works on any tree through the closures it is given, so that it is tested here without UIKit:
///
/// ```swift
/// let locator = ScrollViewLocator<UIView>(
///   parent: { $0.superview }, children: { $0.subviews },
///   isScrollView: { $0 is UIScrollView && !($0 is UITextView) })
/// let found = locator.locate(between: backMarker, and: frontMarker)
/// ```
struct ScrollViewLocator<Node: AnyObject> {
  /// The node's parent (`superview`), nil at the root.
  var parent: (Node) -> Node?
  /// The node's children (`subviews`), back to front.
  var children: (Node) -> [Node]
  /// Whether the node is a scroll view a modifier can attach to.
  var isScrollView: (Node) -> Bool

  /// A scroll view found, and how.
  struct Found {
    /// The scroll view.
    var scrollView: Node
    /// True when it is the modified view itself (found between the markers); false when it is the nearest scroll
    /// view around the markers, the fallback.
    var isReceiver: Bool
  }

  /// Creates a locator that walks a tree through these closures.
  ///
  /// - Parameters:
  ///   - parent: The node's parent, nil at the root.
  ///   - children: The node's children, back to front.
  ///   - isScrollView: Whether a node is a scroll view a modifier can attach to.
  init(
    parent: @escaping (Node) -> Node?, children: @escaping (Node) -> [Node], isScrollView: @escaping (Node) -> Bool
  ) {
    self.parent = parent
    self.children = children
    self.isScrollView = isScrollView
  }

  /// How many searches must miss the receiver before the nearest scroll view around the markers is taken: the move
  /// to a window, the next turn of the main queue and the first layout. A list SwiftUI builds after its markers is
  /// there by then; a modifier on a row has no receiver ever, and gets the list around it a moment later.
  static var searchesBeforeAncestor: Int { 3 }

  /// Whether a search may fall back to the nearest scroll view around the markers, after `misses` searches that found
  /// no receiver (see ``searchesBeforeAncestor``).
  static func allowsAncestor(afterMisses misses: Int) -> Bool {
    misses >= searchesBeforeAncestor
  }

  /// The scroll view the modifier whose markers are `back` and `front` was applied to: the first scroll view
  /// between them, or else, when `fallingBackToAncestor`, the nearest scroll view above `back`.
  ///
  /// Nothing is found while the front marker is not in the back marker's tree (SwiftUI has not inserted it yet):
  /// an ancestor found then could be a pager or a page around the modified view, not the view itself.
  ///
  /// - Parameters:
  ///   - back: The marker in the modified view's background.
  ///   - front: The marker in its overlay, nil when it does not exist yet.
  ///   - fallingBackToAncestor: Whether to take the nearest scroll view around the markers when none is between
  ///     them: pass ``allowsAncestor(afterMisses:)``.
  /// - Returns: The scroll view and how it was found, or nil.
  func locate(between back: Node, and front: Node?, fallingBackToAncestor: Bool = true) -> Found? {
    guard let front, let common = nearestCommonAncestor(of: back, and: front) else { return nil }
    if let receiver = receiver(after: back, before: front, under: common) {
      return Found(scrollView: receiver, isReceiver: true)
    }
    guard fallingBackToAncestor else { return nil }
    var ancestor = parent(back)
    while let node = ancestor {
      if isScrollView(node) { return Found(scrollView: node, isReceiver: false) }
      ancestor = parent(node)
    }
    return nil
  }

  /// The nearest node that is an ancestor of both, nil when they are in different trees.
  private func nearestCommonAncestor(of back: Node, and front: Node) -> Node? {
    var frontAncestors: [Node] = []  // a few dozen at most: an array costs an app less code than a set
    var node = parent(front)
    while let current = node {
      frontAncestors.append(current)
      node = parent(current)
    }
    node = parent(back)
    while let current = node {
      if frontAncestors.contains(where: { $0 === current }) { return current }
      node = parent(current)
    }
    return nil
  }

  /// The first scroll view after `back` and before `front` in a depth-first, back-to-front walk of `common`'s
  /// subtree. Only what follows `back` is visited: at each level between `back` and `common`, the later siblings.
  private func receiver(after back: Node, before front: Node, under common: Node) -> Node? {
    var path = back
    while let level = parent(path) {
      let siblings = children(level)
      if let index = siblings.firstIndex(where: { $0 === path }) {
        for sibling in siblings[(index + 1)...] {
          switch firstScrollView(in: sibling, before: front) {
          case .found(let node): return node
          case .reachedFront: return nil
          case .none: continue
          }
        }
      }
      if level === common { return nil }
      path = level
    }
    return nil
  }

  private enum WalkResult {
    case found(Node)
    case reachedFront
    case none
  }

  /// The first scroll view in `node`'s subtree, depth first, unless `front` comes first.
  private func firstScrollView(in node: Node, before front: Node) -> WalkResult {
    if node === front { return .reachedFront }
    if isScrollView(node) { return .found(node) }
    for child in children(node) {
      let result = firstScrollView(in: child, before: front)
      if case .none = result { continue }
      return result
    }
    return .none
  }
}
