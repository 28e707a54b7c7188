import Foundation

/// Finds the scroll view that a view placed inside it or beside it belongs to: how a SwiftUI modifier reaches the
/// `UIScrollView` behind a `List` or a `ScrollView`.
///
/// SwiftUI backs `List` (a `UITableView` or a `UICollectionView`, depending on the release), `ScrollView` and `Form`
/// with a `UIScrollView` subclass, but it gives no handle on it. A modifier places a small view, a *probe*, as the
/// background of the modified view, and the locator walks the view tree from there:
///
/// 1. An ancestor of the probe that is a scroll view is the one: the modifier was applied to content inside it (a row
///    of a `List`, the stack inside a `ScrollView`). The nearest wins.
/// 2. Otherwise the scroll view is beside the probe, under a common ancestor (a background is a sibling of the view it
///    backs). Going up one ancestor at a time, the locator looks through the ancestor's other subtrees, breadth
///    first and without entering a scroll view (a carousel inside a list is not the list), for the scroll views whose
///    frame contains the probe's centre. The nearest ancestor that has any decides; among its candidates, the one
///    whose frame overlaps the probe's most wins, and the first found on a tie.
///
/// It works on any tree through the closures it is given, so that the search is tested here without UIKit:
///
/// ```swift
/// let locator = ScrollViewLocator<UIView>(
///   parent: { $0.superview }, children: { $0.subviews },
///   isScrollView: { $0 is UIScrollView && !($0 is UITextView) },
///   frame: { $0.convert($0.bounds, to: nil) })
/// let scrollView = locator.scrollView(for: probe) as? UIScrollView
/// ```
public struct ScrollViewLocator<Node: AnyObject> {
  /// The node's parent (`superview`), nil at the root.
  public var parent: (Node) -> Node?
  /// The node's children (`subviews`), back to front.
  public var children: (Node) -> [Node]
  /// Whether the node is a scroll view the probe can belong to.
  public var isScrollView: (Node) -> Bool
  /// The node's frame in one coordinate space shared by every node (a window's).
  public var frame: (Node) -> CGRect

  /// Creates a locator that walks a tree through these closures.
  ///
  /// - Parameters:
  ///   - parent: The node's parent, nil at the root.
  ///   - children: The node's children.
  ///   - isScrollView: Whether a node is a scroll view the probe can belong to.
  ///   - frame: The node's frame, in one coordinate space for all nodes.
  public init(
    parent: @escaping (Node) -> Node?, children: @escaping (Node) -> [Node],
    isScrollView: @escaping (Node) -> Bool, frame: @escaping (Node) -> CGRect
  ) {
    self.parent = parent
    self.children = children
    self.isScrollView = isScrollView
    self.frame = frame
  }

  /// The scroll view `probe` belongs to: its nearest scroll view ancestor, or else the scroll view beside it that
  /// covers it; nil when there is none (the probe is not in a window yet, or nothing scrolls there).
  ///
  /// - Parameter probe: The view the modifier placed.
  /// - Returns: The scroll view, or nil.
  public func scrollView(for probe: Node) -> Node? {
    var ancestor = parent(probe)
    while let node = ancestor {
      if isScrollView(node) { return node }
      ancestor = parent(node)
    }
    let probeFrame = frame(probe)
    let centre = CGPoint(x: probeFrame.midX, y: probeFrame.midY)
    var path = probe
    while let ancestor = parent(path) {
      let candidates = scrollViews(under: ancestor, skipping: path).filter { frame($0).contains(centre) }
      if let best = bestCovering(probeFrame, among: candidates) { return best }
      path = ancestor
    }
    return nil
  }

  /// The scroll views under `root`, outside the subtree of `skipped`, breadth first, without entering one.
  private func scrollViews(under root: Node, skipping skipped: Node) -> [Node] {
    var found: [Node] = []
    var level = children(root).filter { $0 !== skipped }
    while !level.isEmpty {
      var next: [Node] = []
      for node in level {
        if isScrollView(node) {
          found.append(node)
        } else {
          next += children(node)
        }
      }
      level = next
    }
    return found
  }

  /// The candidate whose frame overlaps `probeFrame` most; the first one on a tie.
  private func bestCovering(_ probeFrame: CGRect, among candidates: [Node]) -> Node? {
    var best: (node: Node, overlap: CGFloat)?
    for node in candidates {
      let overlap = frame(node).intersection(probeFrame)
      let area = overlap.isNull ? 0 : overlap.width * overlap.height
      if best == nil || area > best?.overlap ?? 0 { best = (node, area) }
    }
    return best?.node
  }
}
