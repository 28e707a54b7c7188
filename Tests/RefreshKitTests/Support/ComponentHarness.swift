import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

// Helpers for the component suites: a phone-sized list, an action counter, and a finger that moves the content to
// an exact offset through the rubber band.

/// A phone's list: a 375 × 667 viewport over content `contentHeight` tall (and `contentWidth` wide), at offset zero.
@MainActor func makePhoneList(contentHeight: CGFloat = 2000, contentWidth: CGFloat = 375) -> ScrollModel {
  TestLastUpdatedStore.install()
  let list = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  list.simulateMotion()
  list.contentSize = CGSize(width: contentWidth, height: contentHeight)
  return list
}

/// Counts the calls of a component's action.
@MainActor final class ActionCounter {
  var count = 0
}

/// Expects `actual` to be within `tolerance` of `expected`.
func expectNearly(
  _ actual: CGFloat, _ expected: CGFloat, tolerance: CGFloat = 0.01, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance, "\(actual) is not within \(tolerance) of \(expected). \(comment ?? "")",
    sourceLocation: sourceLocation)
}

/// A finger on a ``ScrollModel``: it computes the travel that puts the content at an exact offset, undoing the rubber
/// band `(1 − 1 / (x · 0.55 / d + 1)) · d` past the resting bounds.
@MainActor enum Finger {
  /// The finger travel past an edge that moves the content `displacement` past it.
  static func travel(forDisplacement displacement: CGFloat, dimension: CGFloat) -> CGFloat {
    guard displacement > 0 else { return 0 }
    return displacement / (dimension - displacement) * dimension / 0.55
  }

  /// Where the finger is, in offset terms, when the content sits at `offset`.
  static func fingerPosition(of offset: CGFloat, lower: CGFloat, upper: CGFloat, dimension: CGFloat) -> CGFloat {
    if offset < lower { return lower - travel(forDisplacement: lower - offset, dimension: dimension) }
    if offset > upper { return upper + travel(forDisplacement: offset - upper, dimension: dimension) }
    return offset
  }

  /// Drags (beginning a drag if none is under way) so that `contentOffset.y` becomes `target`.
  static func moveContent(
    _ list: ScrollModel, toY target: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if !list.isDragging { list.beginDrag() }
    let lower = list.minimumContentOffset.y
    let upper = list.maximumContentOffset.y
    let height = list.frame.height
    let from = fingerPosition(of: list.contentOffset.y, lower: lower, upper: upper, dimension: height)
    let to = fingerPosition(of: target, lower: lower, upper: upper, dimension: height)
    list.drag(by: CGPoint(x: 0, y: from - to))
    expectNearly(list.contentOffset.y, target, "the finger moved the content", sourceLocation: sourceLocation)
  }

  /// Drags (beginning a drag if none is under way) so that `contentOffset.x` becomes `target`.
  static func moveContent(
    _ list: ScrollModel, toX target: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if !list.isDragging { list.beginDrag() }
    let lower = list.minimumContentOffset.x
    let upper = list.maximumContentOffset.x
    let width = list.frame.width
    let from = fingerPosition(of: list.contentOffset.x, lower: lower, upper: upper, dimension: width)
    let to = fingerPosition(of: target, lower: lower, upper: upper, dimension: width)
    list.drag(by: CGPoint(x: from - to, y: 0))
    expectNearly(list.contentOffset.x, target, "the finger moved the content", sourceLocation: sourceLocation)
  }

  /// Pulls the content down until it is `points` below the top edge measured without the top refresh hold: the
  /// header's pull distance.
  static func pullDown(
    _ list: ScrollModel, contentBy points: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let base = list.adjustedContentInset.top - list.refreshInset.top
    moveContent(list, toY: -base - points, sourceLocation: sourceLocation)
  }

  /// Pulls the content up until it is `points` past the bottom edge measured without the bottom refresh hold: a
  /// back footer's pull distance.
  static func pullUp(
    _ list: ScrollModel, contentBy points: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let inset = list.adjustedContentInset
    let edge = max(-inset.top, list.contentSize.height + inset.bottom - list.refreshInset.bottom - list.frame.height)
    moveContent(list, toY: edge + points, sourceLocation: sourceLocation)
  }

  /// Pulls the content left until it is `points` past the right edge measured without the right refresh hold: a
  /// trailer's pull distance.
  static func pullLeft(
    _ list: ScrollModel, contentBy points: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let inset = list.adjustedContentInset
    let edge = max(-inset.left, list.contentSize.width + inset.right - list.refreshInset.right - list.frame.width)
    moveContent(list, toX: edge + points, sourceLocation: sourceLocation)
  }
}
