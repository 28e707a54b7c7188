import Foundation
import Testing

@testable import RefreshKit

// Issue 16, item 5: what a user printing insets sees, and which insets count as finite.

@Suite struct InsetsTests {
  @Test func printedInsetsReadTopLeftBottomRightInWholePoints() {
    let insets = Insets(top: 88, left: 0, bottom: 34, right: 0)
    #expect(insets.description == "(88, 0, 34, 0)")
    #expect("\(insets)" == "(88, 0, 34, 0)")
    #expect(String(describing: Insets(top: 1, left: 2, bottom: 3, right: 4)) == "(1, 2, 3, 4)")
    #expect(Insets.zero.description == "(0, 0, 0, 0)")
  }

  @Test func printedInsetsKeepAtMostTwoDecimalsWithoutTrailingZeros() {
    #expect(Insets(top: 52.024, left: -0.5, bottom: 0.1, right: 12.346).description == "(52.02, -0.5, 0.1, 12.35)")
    #expect(Insets(top: 1.05, left: 2.5, bottom: 0.07, right: -88).description == "(1.05, 2.5, 0.07, -88)")
    #expect(Insets(top: 0.004, left: -0.004, bottom: 1e-12, right: -0.0).description == "(0, 0, 0, 0)")
  }

  @Test func printedInsetsShowValuesThatAreNotNumbersAsThemselves() {
    let text = Insets(top: .nan, left: .infinity, bottom: -.infinity, right: 1e20).description
    #expect(text == "(\(CGFloat.nan), \(CGFloat.infinity), \(-CGFloat.infinity), \(CGFloat(1e20)))")
    #expect(text.hasPrefix("(nan, inf, -inf, "))
  }

  @Test func insetsWithFiniteEdgesAreFinite() {
    #expect(Insets.zero.isFinite)
    #expect(Insets(top: 88, left: -12.5, bottom: 34, right: 0.25).isFinite)
    #expect(Insets(top: 1e300, left: -1e300, bottom: 0, right: 0).isFinite, "huge, but still numbers")
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity, .signalingNaN])
  func anyEdgeThatIsNotFiniteMakesTheInsetsNotFinite(_ bad: CGFloat) {
    #expect(!Insets(top: bad, left: 1, bottom: 2, right: 3).isFinite)
    #expect(!Insets(top: 1, left: bad, bottom: 2, right: 3).isFinite)
    #expect(!Insets(top: 1, left: 2, bottom: bad, right: 3).isFinite)
    #expect(!Insets(top: 1, left: 2, bottom: 3, right: bad).isFinite)
    #expect(!Insets(top: bad, left: bad, bottom: bad, right: bad).isFinite)
  }

  @Test func insetsAddAndSubtractEdgeByEdge() {
    let bars = Insets(top: 88, left: 1, bottom: 34, right: 2)
    let hold = Insets(top: 54, left: 0.5, bottom: 44, right: 60)
    #expect(bars + hold == Insets(top: 142, left: 1.5, bottom: 78, right: 62))
    #expect(bars - hold == Insets(top: 34, left: 0.5, bottom: -10, right: -58))
    var sum = bars
    sum += hold
    #expect(sum == bars + hold)
    sum -= hold
    #expect(sum == bars)
    #expect(bars + .zero == bars)
  }

  @Test @MainActor func aRefusedInsetIsReportedAsTheUserWroteIt() {
    let list = makePhoneList()
    let (_, diagnostics) = RefreshDiagnostics.collect {
      list.contentInset = Insets(top: .nan, left: 0, bottom: 34.5, right: 0)
      list.safeAreaInsets = Insets(top: 2e9, left: 0, bottom: 0, right: 0)
    }
    #expect(diagnostics.map(\.member) == ["ScrollModel.contentInset", "ScrollModel.safeAreaInsets"])
    #expect(diagnostics.map(\.value) == ["(nan, 0, 34.5, 0)", "(2000000000, 0, 0, 0)"])
    #expect(list.contentInset == .zero)
    #expect(list.safeAreaInsets == .zero)
  }
}
