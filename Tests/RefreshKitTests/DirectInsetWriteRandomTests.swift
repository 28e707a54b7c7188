import Foundation
import Testing

@testable import RefreshKit

/// Random sessions of an app that writes the scroll view's `contentInset` itself while a component's hold comes and
/// goes: keyboards and banners shown and hidden in any order with `+=` and `-=`, layout passes that write the inset
/// whole, or whole values only. The app's inset is exact whenever the app is back to its base, and at every write of
/// whole values.
@Suite @MainActor struct DirectInsetWriteRandomTests {
  /// An edge with the component that holds on it, which the session makes hold and let go at random.
  enum HeldEdge: CaseIterable, Sendable {
    case top, bottom, right

    var path: WritableKeyPath<Insets, CGFloat> {
      switch self {
      case .top: \.top
      case .bottom: \.bottom
      case .right: \.right
      }
    }

    /// A list 1000 wide whose app inset on this edge is `base`, with the component attached.
    @MainActor func makeView(base: CGFloat) -> FakeUIScrollView {
      let view = FakeUIScrollView()
      view.contentSize.width = 1000
      view.contentInset[keyPath: path] = base
      switch self {
      case .top: view.model.refreshHeader = RefreshHeader()
      case .bottom: view.model.refreshFooter = AutoRefreshFooter()
      case .right: view.model.refreshTrailer = RefreshTrailer()
      }
      return view
    }

    /// Makes the component hold if it does not, and let go if it does.
    @MainActor func toggleHold(on view: FakeUIScrollView, footer: inout AutoRefreshFooter?) {
      switch self {
      case .top:
        guard let header = view.model.refreshHeader else { return }
        if header.isRefreshing { header.endRefreshing() } else { header.beginRefreshing() }
      case .bottom:
        if let attached = view.model.refreshFooter {
          footer = attached as? AutoRefreshFooter
          view.model.refreshFooter = nil
        } else {
          view.model.refreshFooter = footer
        }
      case .right:
        guard let trailer = view.model.refreshTrailer else { return }
        if trailer.isRefreshing { trailer.endRefreshing() } else { trailer.beginRefreshing() }
      }
      view.frames(0.3)
    }
  }

  static let base: CGFloat = 30
  /// Keyboards, a banner, an accessory bar. No two of the app's insets (0 before it sets its base, the base, and the
  /// base with up to three of these) differ by a hold (54, 44, 60) or twice one: where they do, a write can come back
  /// to a known inset under either reading (the limits in the "Using RefreshKit with UIKit" article).
  static let amounts: [CGFloat] = [291, 336, 50, 17]

  @Test(arguments: HeldEdge.allCases, 0..<100)
  func relativeWritesComeBackExactlyWheneverTheAppIsBackToItsBase(edge: HeldEdge, seed: Int) {
    var random = SplitMix64(seed: UInt64(seed))
    let view = edge.makeView(base: Self.base)
    var footer: AutoRefreshFooter?
    var shown: [CGFloat] = []
    _ = RefreshDiagnostics.collect {  // the ambiguous writes are expected: kept off standard error
      for step in 0..<60 {
        let roll = Int.random(in: 0..<10, using: &random)
        if roll < 4 && shown.count < 3 {
          let amount = Self.amounts[Int.random(in: 0..<Self.amounts.count, using: &random)]
          shown.append(amount)
          view.contentInset[keyPath: edge.path] += amount
        } else if roll < 8, !shown.isEmpty {
          let amount = shown.remove(at: Int.random(in: 0..<shown.count, using: &random))
          view.contentInset[keyPath: edge.path] -= amount
          if shown.isEmpty {
            #expect(view.adapter.appContentInset[keyPath: edge.path] == Self.base, "seed \(seed), step \(step)")
          }
        } else if roll == 8 {
          edge.toggleHold(on: view, footer: &footer)
        } else {
          view.contentInset[keyPath: edge.path] = Self.base + shown.reduce(0, +)  // a layout pass
          #expect(view.adapter.appContentInset[keyPath: edge.path] == Self.base + shown.reduce(0, +))
        }
        #expect(view.contentInset == view.adapter.appContentInset + view.model.refreshInset)
      }
    }
  }

  @Test(arguments: HeldEdge.allCases, 0..<100)
  func wholeValuesAreExactAtEveryWrite(edge: HeldEdge, seed: Int) {
    var random = SplitMix64(seed: UInt64(seed))
    let view = edge.makeView(base: Self.base)
    var footer: AutoRefreshFooter?
    _ = RefreshDiagnostics.collect {  // the ambiguous writes are expected: kept off standard error
      for step in 0..<60 {
        if Int.random(in: 0..<10, using: &random) < 8 {
          let value = [0, 291, 336, 50, 17].map { Self.base + $0 }[Int.random(in: 0..<5, using: &random)]
          view.contentInset[keyPath: edge.path] = value
          #expect(view.adapter.appContentInset[keyPath: edge.path] == value, "seed \(seed), step \(step)")
        } else {
          edge.toggleHold(on: view, footer: &footer)
        }
        #expect(view.contentInset == view.adapter.appContentInset + view.model.refreshInset)
      }
    }
  }
}
