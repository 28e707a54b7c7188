import RefreshKit
import Testing
import UIKit

@_spi(Hosting) @testable import RefreshKitUIKit

/// Detaching a header, releasing a list, and a change made on another thread.
@Suite(.serialized) @MainActor struct LifetimeTests {
  @Test func detachingTheHeaderRemovesItsViewAndGivesTheHoldBack() {
    withDefaults {
      let phone = Phone()
      phone.pullToRefresh()
      let view = phone.headerView
      #expect(view?.superview === phone.list)
      phone.refreshKit.header = nil
      #expect(phone.headerView == nil)
      #expect(view?.superview == nil, "the header's view left the list")
      #expect(!phone.list.subviews.contains { $0 is RefreshComponentView })
      #expect(phone.header.state == .idle, "a detached header stops refreshing")
      FrameClock.advance(seconds: 0.5)
      #expect(phone.list.contentInset == .zero)
      #expect(phone.list.contentOffset == .zero)
      FrameClock.advance(frames: 1)
      #expect(!phone.linkRuns)
      phone.tearDown()
    }
  }

  @Test func aDetachedHeaderIsNotKeptByTheList() {
    withDefaults {
      let phone = Phone()
      weak var detached: SimpleHeader?
      do {
        let header = SimpleHeader {}
        header.lastUpdatedStore = InMemoryLastUpdatedStore()
        phone.refreshKit.header = header
        detached = header
        phone.pullToRefresh()
        #expect(header.state == .refreshing)
        phone.refreshKit.header = nil
      }
      FrameClock.advance(seconds: 0.5)
      #expect(detached == nil)
      phone.tearDown()
    }
  }

  @Test func attachingHeadersAgainAndAgainAddsNoObservers() {
    withDefaults {
      let phone = Phone()
      let observers = KeyValueObservers.count(on: phone.list)
      #expect(observers > 0)
      for _ in 0..<3 {
        phone.refreshKit.header = nil
        let header = SimpleHeader {}
        header.lastUpdatedStore = InMemoryLastUpdatedStore()
        phone.refreshKit.header = header
      }
      #expect(KeyValueObservers.count(on: phone.list) == observers)
      #expect(phone.list.subviews.filter { $0 is RefreshComponentView }.count == 1)
      phone.tearDown()
    }
  }

  @Test func aScrollViewLeftByItsLastComponentKeepsNothingOfRefreshKit() {
    withDefaults {
      // What a SwiftUI modifier does when it detaches from a scroll view (a pager it took for its list, a list it
      // leaves): the header goes, then RefreshKit.
      let list = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: UICollectionViewFlowLayout())
      list.contentSize = CGSize(width: 390, height: 300)  // short: the header switches the bounce on
      list.contentInset.bottom = 34
      let observersBefore = KeyValueObservers.count(on: list)
      let phone = Phone(list: list)
      phone.header.minimumRefreshingDuration = 3
      phone.pullToRefresh()
      phone.header.endRefreshing()  // waits on a timer
      #expect(list.alwaysBounceVertical)
      #expect(KeyValueObservers.count(on: list) > observersBefore)
      #expect(!RunLoopTimer.scheduled.isEmpty)
      phone.refreshKit.header = nil
      list.removeRefreshKitIfUnused()
      FrameClock.advance(frames: 1)
      #expect(list.existingRefreshKit == nil)
      #expect(!list.subviews.contains { $0 is RefreshKitHostView || $0 is RefreshComponentView })
      #expect(KeyValueObservers.count(on: list) == observersBefore, "no observer left on the scroll view")
      #expect(!list.alwaysBounceVertical, "the bounce the header needed is off again")
      #expect(list.contentInset == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0), "the app's own inset only")
      #expect(!phone.linkRuns)
      #expect(RunLoopTimer.scheduled.isEmpty)
      // It comes back as new when asked for.
      list.refreshKit.footer = SimpleAutoFooter()
      #expect(list.subviews.contains { $0 is RefreshKitHostView })
      #expect(list.refreshKit.footerView != nil)
      phone.tearDown()
    }
  }

  @Test func aScrollViewWithAComponentLeftKeepsRefreshKit() {
    withDefaults {
      let phone = Phone()
      phone.refreshKit.footer = SimpleAutoFooter()
      phone.refreshKit.header = nil
      phone.list.removeRefreshKitIfUnused()
      #expect(phone.list.existingRefreshKit != nil, "the footer is still there")
      #expect(phone.refreshKit.footerView != nil)
      phone.tearDown()
    }
  }

  @Test func aScrollViewWhoseAppGaveItsOwnPicturesKeepsRefreshKitWhenTheLastComponentLeaves() {
    withDefaults {
      let phone = Phone()
      phone.refreshKit.imageProvider = { _ in UIImage(name: "Brand", size: CGSize(width: 20, height: 20)) }
      phone.refreshKit.header = nil
      phone.list.removeRefreshKitIfUnused()  // as a SwiftUI modifier that leaves does
      #expect(phone.list.existingRefreshKit != nil, "the app's configuration stays for its next component")
      phone.tearDown()
    }
  }

  @Test func refreshKitsHostViewIsHiddenSoItNeverTakesATouchOrAVoiceOverFocus() {
    withDefaults {
      let phone = Phone()
      let host = phone.list.subviews.first { $0 is RefreshKitHostView }
      #expect(host != nil)
      #expect(host?.isHidden == true)
      phone.tearDown()
    }
  }

  @Test func aListReleasedMidRefreshKeepsNothingOfTheAppAliveAndItsLinkAndTimerStop() {
    withDefaults {
      weak var list: UIScrollView?
      weak var header: SimpleHeader?
      var links: [CADisplayLink] = []
      var timers: [RunLoopTimer] = []
      do {
        let phone = Phone()
        phone.header.minimumRefreshingDuration = 5
        phone.pullToRefresh()
        #expect(phone.header.state == .refreshing)
        phone.header.endRefreshing()  // waits for the minimum duration on a timer
        timers = RunLoopTimer.scheduled
        phone.pull(by: 30, lift: false)  // a finger moves the content: the link runs
        links = phone.ownLinks
        list = phone.list
        header = phone.header
        phone.tearDown()  // the screen is closed while the refresh runs
      }
      UIView.animationLog = []
      UIAccessibility.posted = []
      #expect(list == nil, "the list is released")
      #expect(header == nil, "the header is released")
      #expect(!links.isEmpty)
      FrameClock.advance(frames: 1)
      #expect(links.allSatisfy { $0.isInvalidated }, "a link left by a released list stops itself")
      #expect(!CADisplayLink.running.contains { link in links.contains { $0 === link } })
      #expect(!timers.isEmpty)
      FrameClock.advance(seconds: 5)
      #expect(timers.allSatisfy { !$0.isValid }, "the deadline's timer is gone or has fired into nothing")
      #expect(UIView.animationLog.isEmpty, "nothing of the released list runs")
    }
  }

  @Test func aListReleasedAtRestReleasesItsHeaderAndItsViews() {
    withDefaults {
      weak var list: UIScrollView?
      weak var header: SimpleHeader?
      weak var headerView: RefreshComponentView?
      do {
        let phone = Phone()
        list = phone.list
        header = phone.header
        headerView = phone.headerView
        phone.tearDown()
      }
      #expect(list == nil)
      #expect(header == nil)
      #expect(headerView == nil)
    }
  }

  @Test func aContentSizeChangedOnAnotherThreadIsAppliedOnTheMainQueueAndReported() async {
    await RefreshConfiguration.withDefault(RefreshConfiguration()) {
      let phone = Phone()
      let list = phone.list
      let diagnostics = await handledDiagnostics {
        // An app that reloads on a URLSession queue: UIKit's setter runs there, and so does the KVO it posts.
        await list.setContentSizeOnAnotherThread(CGSize(width: 390, height: 900))
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
          DispatchQueue.main.async { done.resume() }
        }
      }
      #expect(phone.refreshKit.model.contentSize == CGSize(width: 390, height: 900), "applied on the main queue")
      let reported = diagnostics.filter { $0.member == "UIScrollView.contentSize" }
      #expect(reported.map(\.kind) == [.offMainThread])
      #expect(reported.first?.description.hasPrefix("RefreshKit: off the main thread,") == true)
      phone.pullToRefresh()
      #expect(phone.header.state == .refreshing, "the list works as before")
      phone.header.endRefreshing()
      FrameClock.advance(seconds: 0.5)
      phone.tearDown()
    }
  }
}

extension LifetimeTests {
  @Test func aFocusObserverStopsHearingWhenTheLayerLetsGoOfIt() {
    final class Count: @unchecked Sendable { var value = 0 }
    let heard = Count()
    let name = Notification.Name("RefreshKitTests.focus")
    var observation: NotificationObservation? = NotificationObservation(name) { _ in heard.value += 1 }
    NotificationCenter.default.post(name: name, object: nil)
    #expect(heard.value == 1)
    #expect(observation != nil)
    observation = nil  // a scroll view released with no last callback: its layer goes, and the block with it
    NotificationCenter.default.post(name: name, object: nil)
    #expect(heard.value == 1, "removed from the notification centre, not left to run for the app's life")
  }
}
