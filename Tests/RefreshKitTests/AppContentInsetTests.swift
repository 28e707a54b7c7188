import Foundation
import Testing

@testable import RefreshKit

/// The app's own inset set through the adapter (`refreshKit.contentInset` in the UIKit layer): exact, with `=` or
/// `+=`, whatever the components hold.
@Suite @MainActor struct AppContentInsetTests {
  @Test(arguments: InsetHolder.allCases)
  func relativeAndAbsoluteChangesAreExactAtEveryStep(holder: InsetHolder) {
    let view = holder.makeView(base: Insets(top: 88))
    let (_, diagnostics) = RefreshDiagnostics.collect {
      for cycle in 0..<10 {
        view.adapter.appContentInset.bottom += 291  // the keyboard shows
        view.expectAppInset(Insets(top: 88, bottom: 291), "cycle \(cycle), +=")
        view.adapter.appContentInset.top += 50  // a banner
        view.expectAppInset(Insets(top: 138, bottom: 291), "cycle \(cycle), banner")
        view.adapter.appContentInset.bottom -= 291
        view.adapter.appContentInset.top -= 50
        view.expectAppInset(Insets(top: 88), "cycle \(cycle), -=")
        view.adapter.appContentInset = Insets(top: 88, right: 16)
        view.expectAppInset(Insets(top: 88, right: 16), "cycle \(cycle), =")
        view.adapter.appContentInset.right = 0
      }
    }
    #expect(diagnostics.isEmpty, "nothing the app says this way is ambiguous")
    #expect(view.model.refreshInset == holder.held)
  }

  @Test func aDirectWriteAfterTheAppSaidItsInsetStartsFromIt() {
    let view = InsetHolder.autoFooter.makeView(base: .zero)
    view.adapter.appContentInset.bottom = 291
    view.expectAppInset(Insets(bottom: 291))
    view.contentInset.bottom -= 291  // the keyboard's other half, written directly
    view.expectAppInset(.zero, "an undo back to the inset the app said")
  }

  @Test func aSetInsetThatShrinksTheScrollViewLetsUIKitClampTheOffset() {
    let view = InsetHolder.refreshingHeader.makeView(base: Insets(top: 88))
    #expect(view.contentOffset == CGPoint(x: 0, y: -142))
    _ = view.takeCommands()
    view.adapter.appContentInset.top = 0  // the app hides its bar: the header shows at the top
    view.expectAppInset(.zero)
    #expect(view.contentOffset == CGPoint(x: 0, y: -54))
    #expect(view.takeCommands() == [.setContentInset(Insets(top: 54))], "no scroll of the adapter's own")
  }

  @Test func aNonFiniteInsetIsRefusedAndChangesNothing() {
    let view = InsetHolder.autoFooter.makeView(base: Insets(top: 20))
    _ = view.takeCommands()
    let (_, diagnostics) = RefreshDiagnostics.collect {
      view.adapter.appContentInset = Insets(top: .nan)
      view.adapter.appContentInset.bottom = .infinity
      view.adapter.appContentInset.left = 2e9
    }
    #expect(diagnostics.count == 3)
    #expect(diagnostics.allSatisfy { $0.kind == .refused && $0.member == "ScrollHostAdapter.appContentInset" })
    view.expectAppInset(Insets(top: 20))
    #expect(view.takeCommands().isEmpty)
  }

  @Test func anInsetSetOnceTheScrollViewWentAwayIsRefused() {
    let view = InsetHolder.autoFooter.makeView(base: .zero)
    view.adapter.hostDidGoAway()
    _ = view.takeCommands()
    let (_, diagnostics) = RefreshDiagnostics.collect {
      view.adapter.appContentInset.bottom = 300
      view.adapter.hostDidEndDecelerating()
    }
    #expect(diagnostics.count == 2)
    #expect(view.adapter.appContentInset == .zero)
    #expect(view.takeCommands().isEmpty)
  }
}
