import RefreshKit
import Testing
import UIKit

@testable import RefreshKitUIKit

/// What a user reads on screen after a failed refresh (issue 44, item 3): the failure's message in the title label of
/// the header (for 2 s, the header held open) and of an auto footer (with the way to retry, until the next load), and
/// a long message wrapped in full, the component growing to fit it.
@Suite(.serialized) @MainActor struct FailureMessageViewTests {
  /// Whether the label's text, measured at its frame's width, fits in its frame's height.
  func fits(_ label: UILabel) -> Bool {
    label.sizeThatFits(CGSize(width: label.frame.width, height: 0)).height <= label.frame.height + 0.001
  }

  @Test func aFailedRefreshShowsItsMessageInTheHeaderForTwoSeconds() throws {
    try onScreen { screen in
      let header = screen.attachHeader()
      let view = try #require(screen.table.refreshKit.headerView)
      header.beginRefreshing()
      FrameClock.advance(seconds: 1)
      header.endRefreshing(result: .failure("The Internet connection appears to be offline."))
      FrameClock.advance()
      #expect(view.titleLabel.text == "The Internet connection appears to be offline.")
      #expect(!view.titleLabel.isHidden)
      #expect(!view.imageView.isHidden, "beside the failure's mark")
      #expect(view.activityIndicator.isHidden)
      #expect(screen.table.contentInset.top == 54, "the header stays open to be read")
      #expect(screen.table.contentOffset.y == -54)
      FrameClock.advance(seconds: 1.95)
      #expect(view.titleLabel.text == "The Internet connection appears to be offline.", "still shown just before 2 s")
      // The layer's timer may fire up to its 50 ms tolerance late, as the double fires it (the latest a device may).
      FrameClock.advance(seconds: 0.1)
      #expect(view.titleLabel.text == "Pull down to refresh", "gone within 50 ms of 2 s")
      #expect(screen.table.contentInset.top == 0)
      FrameClock.advance(seconds: 1)
      #expect(screen.table.contentOffset.y == 0, "collapsed")
    }
  }

  @Test func aSuccessfulRefreshStillCollapsesAtOnce() throws {
    try onScreen { screen in
      let header = screen.attachHeader()
      let view = try #require(screen.table.refreshKit.headerView)
      header.beginRefreshing()
      FrameClock.advance(seconds: 1)
      header.endRefreshing()
      FrameClock.advance()
      #expect(view.titleLabel.text == "Pull down to refresh")
      #expect(screen.table.contentInset.top == 0)
    }
  }

  @Test func aFailedLoadShowsItsMessageAndTheRetryInTheFootersTitle() throws {
    try onScreen(contentHeight: 300) { screen in
      var loads = 0
      let footer = SimpleAutoFooter { loads += 1 }
      screen.table.refreshKit.footer = footer
      FrameClock.advance()
      let view = try #require(screen.table.refreshKit.footerView)
      #expect(view.simulateTap())
      footer.endRefreshing(result: .failure("Server busy"))
      FrameClock.advance()
      #expect(view.titleLabel.text == "Server busy — tap to retry")
      FrameClock.advance(seconds: 5)
      #expect(view.titleLabel.text == "Server busy — tap to retry", "until the user retries")
      #expect(view.simulateTap())
      #expect(loads == 2)
      FrameClock.advance()
      #expect(view.titleLabel.text == "Loading more…")
      footer.endRefreshing(result: .failure(""))
      FrameClock.advance()
      #expect(view.titleLabel.text == "Load failed — tap to retry", "no message: the stock prompt")
    }
  }

  @Test func aCircleFooterShowsTheMessageBesideItsRing() throws {
    try onScreen(contentHeight: 300) { screen in
      let footer = CircleLoadingFooter {}
      screen.table.refreshKit.footer = footer
      FrameClock.advance()
      let view = try #require(screen.table.refreshKit.footerView)
      #expect(view.titleLabel.isHidden, "the ring alone at rest")
      footer.tap()
      footer.endRefreshing(result: .failure("Server busy"))
      FrameClock.advance()
      #expect(!view.titleLabel.isHidden)
      #expect(view.titleLabel.text == "Server busy — tap to retry")
      #expect(!view.circleLayer.isHidden)
    }
  }

  @Test func aLongMessageWrapsInFullAndTheHeaderGrowsToShowIt() throws {
    try onScreen { screen in
      let header = screen.attachHeader()
      let view = try #require(screen.table.refreshKit.headerView)
      let message =
        "We couldn't reach the news service. Check that you're connected to the internet, then pull down to try again."
      header.beginRefreshing()
      FrameClock.advance(seconds: 1)
      header.endRefreshing(result: .failure(message))
      FrameClock.advance()
      #expect(view.titleLabel.text == message, "never cut")
      #expect(view.titleLabel.numberOfLines == 0)
      #expect(fits(view.titleLabel), "every line of it shows")
      #expect(view.titleLabel.frame.maxY <= view.lastUpdatedLabel.frame.minY, "above the last-updated line")
      let grown = header.frame.height
      #expect(grown > 54)
      #expect(view.frame == header.frame)
      #expect(screen.table.contentInset.top == grown, "the hold follows the grown header")
      FrameClock.advance(seconds: 2.05)  // 2 s, and the timer's tolerance
      #expect(view.titleLabel.text == "Pull down to refresh")
      #expect(header.frame.height == 54, "back to its height once the message is gone")
      #expect(screen.table.contentInset.top == 0)
    }
  }

  @Test func aLongMessageInAnAutoFooterWrapsAndTheFooterGrowsToShowIt() throws {
    try onScreen(contentHeight: 300) { screen in
      let footer = SimpleAutoFooter {}
      screen.table.refreshKit.footer = footer
      FrameClock.advance()
      let view = try #require(screen.table.refreshKit.footerView)
      footer.tap()
      footer.endRefreshing(result: .failure("The server is busy right now, and more posts will be ready in a minute."))
      FrameClock.advance()
      #expect(view.titleLabel.text?.hasPrefix("The server is busy right now") == true)
      #expect(view.titleLabel.text?.hasSuffix("— tap to retry") == true)
      #expect(fits(view.titleLabel))
      #expect(footer.frame.height > 44)
      #expect(view.frame == footer.frame)
    }
  }
}
