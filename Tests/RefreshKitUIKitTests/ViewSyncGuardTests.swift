import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// An app's view class whose making changes the components.
@Suite(.serialized) @MainActor struct ViewSyncGuardTests {
  /// A view class that, each time it draws a footer, replaces that footer with a new one: each sync makes another.
  final class ReplacingFooterView: RefreshComponentView {
    static weak var list: UIScrollView?
    static var footersMade = 0

    required init(component: RefreshComponent) {
      super.init(component: component)
      guard component is RefreshFooter else { return }
      Self.footersMade += 1
      Self.list?.refreshKit.footer = SimpleAutoFooter {}
    }

    required init?(coder: NSCoder) { nil }
  }

  /// A view class that, drawing a header, attaches a footer to the same list when it has none.
  final class FooterAddingView: RefreshComponentView {
    static weak var list: UIScrollView?

    required init(component: RefreshComponent) {
      super.init(component: component)
      guard component is RefreshHeader, let list = Self.list, list.refreshKit.footer == nil else { return }
      list.refreshKit.footer = SimpleAutoFooter {}
    }

    required init?(coder: NSCoder) { nil }
  }

  @Test func aViewClassThatAttachesAFooterOnceDrawsBothWithNothingReported() {
    onScreen { screen in
      FooterAddingView.list = screen.table
      screen.table.refreshKit.viewClass = FooterAddingView.self
      let (_, diagnostics) = RefreshDiagnostics.collect { _ = screen.attachHeader() }
      #expect(diagnostics.isEmpty)
      let drawn = screen.table.subviews.compactMap { $0 as? FooterAddingView }
      #expect(drawn.count == 2, "the header and the footer its view attached")
      #expect(screen.table.refreshKit.footerView != nil)
      FooterAddingView.list = nil
      screen.table.refreshKit.footer = nil
      screen.table.refreshKit.header = nil
    }
  }

  @Test func aViewClassThatAlwaysReplacesItsFooterIsReportedAfterEightSyncsInsteadOfLoopingForEver() {
    onScreen { screen in
      ReplacingFooterView.list = screen.table
      ReplacingFooterView.footersMade = 0
      screen.table.refreshKit.viewClass = ReplacingFooterView.self
      let (_, diagnostics) = RefreshDiagnostics.collect {
        screen.table.refreshKit.footer = SimpleAutoFooter {}
      }
      #expect(ReplacingFooterView.footersMade == 8, "one view a sync, eight syncs")
      #expect(diagnostics.map(\.kind) == [.ambiguous])
      #expect(diagnostics.first?.member == "ScrollViewRefreshKit.viewClass")
      #expect(screen.table.subviews.filter { $0 is ReplacingFooterView }.count == 1, "one footer drawn")
      ReplacingFooterView.list = nil
      screen.table.refreshKit.footer = nil
    }
  }
}
