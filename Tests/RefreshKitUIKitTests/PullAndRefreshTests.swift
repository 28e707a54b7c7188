@_spi(Testing) import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// A finger pulls a list on a phone: what refreshes, what the list holds and how it glides back.
@Suite(.serialized) @MainActor struct PullAndRefreshTests {
  @Test func aPullPastTheHeaderRefreshesOnceAndHoldsTheHeaderInView() {
    withDefaults {
      let phone = Phone()
      #expect(phone.headerView?.frame == CGRect(x: 0, y: -54, width: 390, height: 54), "above the content, hidden")
      phone.pull(by: 90, lift: false)
      #expect(phone.header.state == .pulling, "past 54 points, releasing refreshes")
      #expect(phone.refreshes == 0)
      phone.list.liftFinger()
      #expect(phone.header.state == .refreshing)
      #expect(phone.refreshes == 1)
      #expect(phone.header.actionCount == 1)
      #expect(phone.list.contentInset == UIEdgeInsets(top: 54, left: 0, bottom: 0, right: 0), "the header is held")
      FrameClock.advance(seconds: 1)
      #expect(phone.list.contentOffset == CGPoint(x: 0, y: -54), "the content springs back to the header")
      #expect(phone.list.isDecelerating == false)
      #expect(phone.headerView?.frame == CGRect(x: 0, y: -54, width: 390, height: 54))
      #expect(phone.headerView?.isHidden == false)
      #expect(phone.refreshes == 1, "one refresh for one pull")
      phone.tearDown()
    }
  }

  @Test func aPullShortOfTheHeaderSpringsBackWithoutRefreshing() {
    withDefaults {
      let phone = Phone()
      phone.pull(by: 40)
      #expect(phone.header.state == .idle)
      FrameClock.advance(seconds: 1)
      #expect(phone.refreshes == 0)
      #expect(phone.list.contentInset == .zero)
      #expect(phone.list.contentOffset == .zero)
      #expect(!phone.linkRuns)
      phone.tearDown()
    }
  }

  @Test func theEndGlidesTheHoldBackOverPointFourSecondsAndItsCompletionWaitsForIt() {
    withDefaults {
      let phone = Phone()
      phone.pullToRefresh()
      UIView.animationLog = []
      var ended = 0
      phone.header.endRefreshing { ended += 1 }
      #expect(phone.header.state == .idle)
      #expect(UIView.animationLog.count == 1)
      let glide = UIView.animationLog.first
      #expect(glide?.duration == 0.4, "MJRefresh's slow animation")
      #expect(glide?.options.contains(.beginFromCurrentState) == true)
      #expect(glide?.options.contains(.allowUserInteraction) == false, "a touch mid-glide would jump")
      #expect(glide?.changedKeys.contains("contentInset") == true)
      #expect(phone.list.contentInset == .zero, "UIKit's values are final at once")
      #expect(phone.list.contentOffset == .zero, "the offset is clamped inside the animation: it glides too")
      #expect(glide?.changedKeys.contains("contentOffset") == true)
      FrameClock.advance(frames: 23)
      #expect(ended == 0, "0.383 s: the content is still gliding back")
      #expect(glide?.isComplete == false)
      FrameClock.advance(frames: 1)
      #expect(glide?.isComplete == true)
      #expect(ended == 1, "0.4 s: the completion runs as the content arrives")
      FrameClock.advance(seconds: 1)
      #expect(ended == 1)
      #expect(!phone.linkRuns, "everything rests")
      phone.tearDown()
    }
  }

  @Test func aBeginBeforeTheListIsInAWindowWaitsThenScrollsTheHeaderIntoView() {
    withDefaults {
      let phone = Phone(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), inWindow: false)
      var shown = 0
      phone.header.beginRefreshing { shown += 1 }  // viewDidLoad
      #expect(phone.header.state == .willRefresh, "no window, no bars: it waits")
      #expect(phone.refreshes == 0)
      #expect(phone.list.contentInset == .zero)
      #expect(UIView.animationLog.isEmpty)
      phone.show()
      #expect(phone.header.state == .refreshing)
      #expect(phone.refreshes == 1)
      #expect(phone.list.contentInset.top == 54)
      #expect(phone.list.adjustedContentInset.top == 101, "the hold below the notch")
      #expect(!UIView.animationLog.contains { $0.changedKeys.contains("contentOffset") }, "UIKit's animated scroll")
      #expect(shown == 0, "the header is still scrolling into view")
      FrameClock.advance(frames: 30)
      #expect(phone.list.contentOffset == CGPoint(x: 0, y: -101), "the header shows below the notch")
      #expect(shown == 1)
      #expect(phone.headerView?.frame == CGRect(x: 0, y: -54, width: 390, height: 54))
      phone.tearDown()
    }
  }

  @Test func aBeginOnScreenScrollsTheHeaderIntoViewWithUIKitsAnimatedScroll() {
    withDefaults {
      let phone = Phone()
      UIView.animationLog = []
      var shown = 0
      phone.header.beginRefreshing { shown += 1 }
      #expect(phone.header.state == .refreshing)
      #expect(phone.refreshes == 1)
      #expect(UIView.animationLog.isEmpty, "setContentOffset(_:animated: true), no animation block")
      FrameClock.advance(frames: 10)
      #expect(phone.list.contentOffset.y < 0 && phone.list.contentOffset.y > -54)
      #expect(shown == 0)
      FrameClock.advance(frames: 10)
      #expect(phone.list.contentOffset == CGPoint(x: 0, y: -54))
      #expect(shown == 1, "the header is in view")
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 0.5)
      #expect(phone.list.contentOffset == .zero)
      #expect(phone.list.contentInset == .zero)
      phone.tearDown()
    }
  }

  @Test func aTapOnTheContentStartsNothing() {
    withDefaults {
      let phone = Phone()
      let (_, diagnostics) = RefreshDiagnostics.collect {
        phone.list.tapContent()
        FrameClock.advance(frames: 2)
      }
      #expect(diagnostics.isEmpty)
      #expect(phone.header.state == .idle)
      #expect(phone.refreshes == 0)
      #expect(phone.list.contentOffset == .zero)
      #expect(!phone.linkRuns)
      #expect(phone.list.panGestureRecognizer.state == .possible)
      phone.pullToRefresh()
      #expect(phone.header.state == .refreshing, "the next pull works")
      phone.tearDown()
    }
  }

  @Test func aCollectionViewWhoseTwoItemsFitCanBePulledToRefresh() {
    withDefaults {
      let grid = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: UICollectionViewFlowLayout())
      #expect(!grid.alwaysBounceVertical)
      let phone = Phone(list: grid, contentHeight: 200)
      #expect(grid.alwaysBounceVertical, "the layer lets content that fits be pulled")
      phone.pullToRefresh()
      #expect(phone.header.state == .refreshing)
      #expect(phone.refreshes == 1)
      #expect(grid.contentOffset == CGPoint(x: 0, y: -54))
      phone.tearDown()
    }
  }

  @Test func aCollectionViewWhoseItemsFitDoesNotMoveUnderTheFingerWithoutAHeader() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: UICollectionViewFlowLayout())
    grid.contentSize = CGSize(width: 390, height: 200)
    window.addSubview(grid)
    grid.drag(through: [CGPoint(x: 0, y: -30), CGPoint(x: 0, y: -60)])
    #expect(grid.contentOffset == .zero, "UIKit's pan fails: the layer's switch above is what makes a pull work")
    grid.liftFinger()
    grid.removeFromSuperview()
  }

  @Test func anEmptyListCanBePulledToRefresh() {
    withDefaults {
      let empty = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      empty.contentSize = CGSize(width: 390, height: 0)
      let phone = Phone(list: empty)
      #expect(empty.alwaysBounceVertical)
      #expect(!empty.alwaysBounceHorizontal, "only the axis the header needs")
      phone.pullToRefresh()
      #expect(phone.header.state == .refreshing)
      #expect(empty.contentInset.top == 54)
      phone.tearDown()
    }
  }

  @Test func aPlainClosureHeaderRefreshesOnEachPull() {
    withDefaults {
      let phone = Phone()
      var loads = 0
      let header = SimpleHeader { loads += 1 }
      header.lastUpdatedStore = InMemoryLastUpdatedStore()
      phone.list.refreshKit.header = header
      #expect(phone.headerView?.component === header, "the new header has the view")
      phone.pullToRefresh()
      #expect(loads == 1)
      header.endRefreshing()
      FrameClock.advance(seconds: 0.5)
      phone.pullToRefresh()
      #expect(loads == 2)
      #expect(phone.refreshes == 0, "the replaced header is gone")
      phone.tearDown()
    }
  }
}
