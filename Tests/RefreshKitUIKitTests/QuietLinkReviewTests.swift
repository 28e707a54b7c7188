import RefreshKit
import Testing
import UIKit

@_spi(Hosting) @testable import RefreshKitUIKit

/// What a senior iOS review of the quiet display link found: a list must keep working while its frames rest.
@Suite(.serialized) @MainActor struct QuietLinkReviewTests {
  @Test func aCollectionViewLeftMidGlideTakesTouchesAgain() {
    withDefaults {
      let list = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: UICollectionViewFlowLayout())
      list.contentSize = CGSize(width: 390, height: 2000)
      let phone = Phone(list: list)
      phone.pullToRefresh()
      phone.header.endRefreshing()  // the hold glides back: touches wait for the glide
      #expect(!list.isUserInteractionEnabled)
      phone.refreshKit.header = nil
      list.removeRefreshKitIfUnused()  // as a SwiftUI modifier that leaves does
      FrameClock.advance(seconds: 1)
      #expect(list.isUserInteractionEnabled, "the list takes touches again")
      phone.tearDown()
    }
  }

  @Test func aLayoutPassReApplyingTheSameInsetWhileARefreshWaitsGetsTheHoldBackEveryFrame() {
    // Issue 53, item 10: this test expected the layer to give up after three frames (the header then slid under the
    // bar); a steady writer is no fight, and the hold comes back in the same turn, once per re-application.
    withDefaults {
      let phone = Phone()
      phone.pullToRefresh()
      #expect(phone.header.state == .refreshing)
      #expect(!phone.linkRuns, "the refresh only waits")
      let (_, diagnostics) = RefreshDiagnostics.collect {
        var writesBack = 0
        let writesBefore = phone.list.contentInsetWrites.count
        for _ in 0..<200 {
          phone.list.contentInset = .zero  // an app's viewDidLayoutSubviews, every frame
          if phone.list.contentInset.top != 0 { writesBack += 1 }
          FrameClock.advance(frames: 1)
        }
        #expect(writesBack == 200, "the hold is back before each frame: \(writesBack) of 200")
        #expect(phone.list.contentInsetWrites.count - writesBefore == 400, "the app's 200 writes and one answer each")
        #expect(phone.list.contentOffset.y == -54, "the header stays in view")
      }
      #expect(diagnostics.allSatisfy { $0.kind != .conflict })
      #expect(phone.header.state == .refreshing, "the refresh goes on")
      phone.tearDown()
    }
  }

  @Test func anActionThatSleepsOnTheModelEndsWhileNoFrameRuns() async {
    do {
      let phone = Phone()
      let model = phone.refreshKit.model
      phone.header.refreshingAction = nil
      let header = SimpleHeader { [weak model] in
        await Task.yield()
        await model?.sleep(for: 1)
      }
      phone.refreshKit.header = header
      phone.pull(by: 90)
      FrameClock.advance(seconds: 0.5)
      #expect(header.state == .refreshing)
      for _ in 0..<10 {
        await Task.yield()
        FrameClock.advance(seconds: 0.2)
      }
      for _ in 0..<5 { await Task.yield() }
      FrameClock.advance(seconds: 0.5)
      #expect(header.state == .idle, "the sleeper woke the list: the action returned")
      phone.tearDown()
    }
  }

  @Test func aLayoutAskedForWhileARefreshWaitsRunsOnTheNextFrame() {
    withDefaults {
      final class CountingHeader: SimpleHeader {
        var layouts = 0
        override func placeSubviews() {
          super.placeSubviews()
          layouts += 1
        }
      }
      let phone = Phone()
      let header = CountingHeader()
      phone.refreshKit.header = header
      phone.pull(by: 90)
      FrameClock.advance(seconds: 1)
      #expect(header.state == .refreshing)
      #expect(!phone.linkRuns)
      let before = header.layouts
      header.setNeedsLayout()
      FrameClock.advance(frames: 2)
      #expect(header.layouts == before + 1)
      phone.tearDown()
    }
  }

  @Test func aFingerLiftedWithoutAFlingStillLetsTheEndGlide() {
    withDefaults {
      let phone = Phone()
      phone.pullToRefresh()
      phone.list.drag(through: [CGPoint(x: 0, y: -54), CGPoint(x: 0, y: -34)])  // 20 pt, then rests under the finger
      phone.list.liftFinger()
      FrameClock.advance(frames: 2)
      UIView.animationLog = []
      phone.header.endRefreshing()
      #expect(UIView.animationLog.map(\.duration) == [0.4], "the hold glides back")
      phone.tearDown()
    }
  }

  @Test func aHeaderAttachedAgainAfterTheLastOneLeftMakesAShortListBounceAgain() {
    withDefaults {
      let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let phone = Phone(list: list, contentHeight: 300)
      #expect(phone.list.alwaysBounceVertical, "the header switched it on")
      phone.refreshKit.header = nil
      #expect(!phone.list.alwaysBounceVertical)
      phone.refreshKit.header = SimpleHeader()
      #expect(phone.list.alwaysBounceVertical, "the new header can be pulled on the short list")
      phone.tearDown()
    }
  }
}
