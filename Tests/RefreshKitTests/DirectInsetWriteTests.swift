import Foundation
import Testing

@_spi(Testing) @testable import RefreshKit

/// What holds a part of the scroll view's inset while the app writes its own.
enum InsetHolder: CaseIterable, Sendable, CustomTestStringConvertible {
  case refreshingHeader, autoFooter, refreshingTrailer, nothing

  var testDescription: String {
    switch self {
    case .refreshingHeader: "a refreshing header"
    case .autoFooter: "an auto footer"
    case .refreshingTrailer: "a refreshing trailer"
    case .nothing: "nothing"
    }
  }

  /// What it holds.
  var held: Insets {
    switch self {
    case .refreshingHeader: Insets(top: 54)
    case .autoFooter: Insets(bottom: 44)
    case .refreshingTrailer: Insets(right: 60)
    case .nothing: .zero
    }
  }

  /// A phone's list, 1000 wide for the trailer, whose app inset is `base` (written while nothing held), holding.
  @MainActor func makeView(base: Insets) -> FakeUIScrollView {
    let view = FakeUIScrollView()
    view.contentSize.width = 1000
    view.contentInset = base
    switch self {
    case .refreshingHeader:
      let header = RefreshHeader()
      view.model.refreshHeader = header
      header.beginRefreshing()
    case .autoFooter: view.model.refreshFooter = AutoRefreshFooter()
    case .refreshingTrailer:
      let trailer = RefreshTrailer()
      view.model.refreshTrailer = trailer
      trailer.beginRefreshing()
    case .nothing: break
    }
    view.frames(0.5)
    #expect(view.model.refreshInset == held)
    view.expectAppInset(base)
    return view
  }
}

/// An edge of the inset the app writes.
enum InsetEdge: CaseIterable, Sendable {
  case top, left, bottom, right

  var path: WritableKeyPath<Insets, CGFloat> {
    switch self {
    case .top: \.top
    case .left: \.left
    case .bottom: \.bottom
    case .right: \.right
    }
  }

  /// `inset` with `amount` added on this edge.
  func adding(_ amount: CGFloat, to inset: Insets) -> Insets {
    var result = inset
    result[keyPath: path] += amount
    return result
  }
}

/// The app writes the scroll view's `contentInset` itself, in both styles apps use (`+=`/`-=` of what it reads, hold
/// included, and `=` of its whole inset), on every edge, while a component holds a part of it or nothing does: the
/// app's inset stays exact over any number of cycles.
@Suite @MainActor struct DirectInsetWriteTests {
  static let base = Insets(top: 20, left: 8, bottom: 30, right: 12)

  @Test(arguments: InsetHolder.allCases, InsetEdge.allCases)
  func relativeWritesKeepTheAppsInsetExactOverTwentyCycles(holder: InsetHolder, edge: InsetEdge) {
    let view = holder.makeView(base: Self.base)
    let raised = edge.adding(300, to: Self.base)
    let (_, diagnostics) = RefreshDiagnostics.collect {
      for cycle in 0..<20 {
        view.contentInset[keyPath: edge.path] += 300  // the keyboard shows
        if cycle > 0 || holder.held[keyPath: edge.path] == 0 {
          view.expectAppInset(raised, "cycle \(cycle), shown")
        }
        view.contentInset[keyPath: edge.path] -= 300  // the keyboard hides
        view.expectAppInset(Self.base, "cycle \(cycle), hidden")
      }
    }
    // Only the first write on a held edge could be either; the undo taught the adapter the app's style.
    #expect(diagnostics.map(\.kind) == (holder.held[keyPath: edge.path] == 0 ? [] : [.ambiguous]))
    #expect(view.model.refreshInset == holder.held)
  }

  @Test(arguments: InsetHolder.allCases, InsetEdge.allCases)
  func absoluteWritesKeepTheAppsInsetExactOverTwentyCycles(holder: InsetHolder, edge: InsetEdge) {
    let view = holder.makeView(base: Self.base)
    let raised = edge.adding(300, to: Self.base)
    let (_, diagnostics) = RefreshDiagnostics.collect {
      for cycle in 0..<20 {
        view.contentInset[keyPath: edge.path] = raised[keyPath: edge.path]
        view.expectAppInset(raised, "cycle \(cycle), shown")
        view.contentInset[keyPath: edge.path] = Self.base[keyPath: edge.path]
        view.expectAppInset(Self.base, "cycle \(cycle), hidden")
      }
    }
    #expect(diagnostics.map(\.kind) == (holder.held[keyPath: edge.path] == 0 ? [] : [.ambiguous]))
    #expect(view.model.refreshInset == holder.held)
  }

  @Test func fiveRelativeKeyboardCyclesUnderAnAutoFooterLeaveTheAppsBottomAtZero() {
    // Measured on main: 88 after one cycle, 440 after five.
    let view = InsetHolder.autoFooter.makeView(base: .zero)
    for _ in 0..<5 {
      view.contentInset.bottom += 291
      view.contentInset.bottom -= 291
    }
    view.expectAppInset(.zero)
    #expect(view.contentInset == Insets(bottom: 44))
    view.model.refreshFooter = nil
    #expect(view.contentInset == .zero)
  }

  @Test func aBannerShownAndHiddenWithRelativeWritesDuringARefreshLeavesTheAppsTopAtZero() {
    // Measured on main: 108.
    let (view, header) = FakeUIScrollView.refreshingUnderABar(barIsTheApps: false)
    #expect(header.state == .refreshing)
    for _ in 0..<3 {
      view.contentInset.top += 50
      view.frames(0.2)
      view.contentInset.top -= 50
      view.expectAppInset(.zero)
    }
    view.contentInset.top += 50
    view.expectAppInset(Insets(top: 50), "known to be relative: exact while shown")
    header.endRefreshing()
    view.expectAppInset(Insets(top: 50))
    view.contentInset.top -= 50
    view.expectAppInset(.zero)
    #expect(view.contentInset == .zero)
    #expect(header.actionCount == 1)
  }

  @Test(arguments: [InsetHolder.refreshingHeader, .autoFooter, .refreshingTrailer])
  func aChangeUndoneAfterTheHoldWentAwayComesBackExactly(holder: InsetHolder) {
    let edge: InsetEdge =
      switch holder {
      case .refreshingHeader: .top
      case .autoFooter: .bottom
      default: .right
      }
    for relative in [true, false] {
      let view = holder.makeView(base: Self.base)
      if relative {
        view.contentInset[keyPath: edge.path] += 120
      } else {
        view.contentInset[keyPath: edge.path] = Self.base[keyPath: edge.path] + 120
      }
      view.model.refreshHeader?.endRefreshing()
      view.model.refreshFooter = nil
      view.model.refreshTrailer?.endRefreshing()
      view.frames(0.5)
      #expect(view.model.refreshInset == .zero)
      if relative {
        view.contentInset[keyPath: edge.path] -= 120
      } else {
        view.contentInset[keyPath: edge.path] = Self.base[keyPath: edge.path]
      }
      view.expectAppInset(Self.base, relative ? "+= then -=" : "= then =")
      #expect(view.contentInset == Self.base)
    }
  }

  @Test func mixedStylesOnOneEdgeComeBackExactlyAtTheEndOfEachCycle() {
    let view = InsetHolder.autoFooter.makeView(base: .zero)
    for cycle in 0..<10 {
      if cycle.isMultiple(of: 2) {
        view.contentInset.bottom += 300
        view.contentInset.bottom -= 300
      } else {
        view.contentInset.bottom = 300
        view.contentInset.bottom = 0
      }
      view.expectAppInset(.zero, "cycle \(cycle)")
    }
    view.contentInset.bottom = 300
    view.expectAppInset(Insets(bottom: 300), "the last style was whole values: exact while shown")
  }

  @Test func aBarReAppliedEachLayoutPassBesideARelativeBannerKeepsBoth() {
    // The app writes its bar's 88 on each layout pass, and a banner's 50 with += and -=, while the header refreshes.
    let view = InsetHolder.refreshingHeader.makeView(base: Insets(top: 88))
    for cycle in 0..<5 {
      view.contentInset.top = 88
      view.expectAppInset(Insets(top: 88), "cycle \(cycle), re-applied")
      view.contentInset.top += 50
      if cycle > 0 { view.expectAppInset(Insets(top: 138), "cycle \(cycle), banner shown") }
      view.contentInset.top = 138  // a layout pass that knows the banner
      view.contentInset.top -= 50
      view.expectAppInset(Insets(top: 88), "cycle \(cycle), banner hidden")
    }
  }

  @Test func aKeyboardHiddenAtTheBottomLeavesTheAutoFooterInViewWithNoScrollOfTheAdapters() {
    let view = InsetHolder.autoFooter.makeView(base: .zero)
    for cycle in 0..<3 {
      view.contentInset.bottom += 300
      view.scroll(to: CGPoint(x: 0, y: view.contentSize.height + view.contentInset.bottom - 667))  // to the end
      _ = view.takeCommands()
      view.contentInset.bottom -= 300  // UIKit clamps the offset to the end of the shorter range
      view.expectAppInset(.zero, "cycle \(cycle)")
      #expect(view.contentOffset == CGPoint(x: 0, y: 2000 + 44 - 667), "the footer shows above the end")
      #expect(
        !view.takeCommands().contains { if case .setContentOffset = $0 { true } else { false } },
        "UIKit's clamp stands")
    }
  }

  @Test func theFirstWriteOnAHeldEdgeIsReportedAsAmbiguousAndNamesTheEdge() {
    let view = InsetHolder.autoFooter.makeView(base: .zero)
    let (_, diagnostics) = RefreshDiagnostics.collect {
      view.contentInset.top = 64  // nothing holds the top: not ambiguous
      view.contentInset.bottom += 300
    }
    let diagnostic = diagnostics.first
    #expect(diagnostics.count == 1)
    #expect(diagnostic?.kind == .ambiguous)
    #expect(diagnostic?.member == "scrollView.contentInset.bottom")
    #expect(diagnostic?.description.hasPrefix("RefreshKit: ambiguous scrollView.contentInset.bottom = 344") == true)
    view.expectAppInset(Insets(top: 64, bottom: 344), "taken as the whole inset until undone")
  }
}
