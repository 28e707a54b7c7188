import Foundation
@_spi(Testing) import RefreshKit
import Testing

// When the creation and attachment hooks run, and what a component sees in them, as an MJRefresh port relies on:
// the idle look is set in the initialiser, and `didMove(to:)` sees the component laid out and holding what it holds.
// Only the public and open API is visible here.

/// A header in MJRefresh's style: its idle artwork is set in `toNormalState()`; it notes what `didMove(to:)` sees.
private final class ArtworkHeader: RefreshHeader {
  var log: [String] = []
  var artwork = "none"
  var seenInDidMove: (frame: CGRect, state: RefreshState, hold: Insets)?

  override func prepare() {
    super.prepare()
    log.append("prepare")
  }
  override func toNormalState() {
    super.toNormalState()
    artwork = "arrow"
    log.append("toNormalState, attached: \(scrollView != nil)")
  }
  override func didMove(to scrollView: ScrollModel?) {
    super.didMove(to: scrollView)
    guard let scrollView else { return }
    seenInDidMove = (frame, state, scrollView.refreshInset)
  }
}

/// An auto footer that notes what `didMove(to:)` sees.
private final class WatchingFooter: AutoRefreshFooter {
  var seenInDidMove: (frame: CGRect, state: RefreshState, hold: Insets)?

  override func didMove(to scrollView: ScrollModel?) {
    super.didMove(to: scrollView)
    guard let scrollView else { return }
    seenInDidMove = (frame, state, scrollView.refreshInset)
  }
}

@Suite @MainActor struct AttachHookOrderTests {
  // MARK: - The idle look at creation

  @Test func theIdleLookIsThereRightAfterCreationBeforeAttaching() {
    let header = ArtworkHeader()
    #expect(header.artwork == "arrow", "set by toNormalState() at creation, as MJRefresh's initialiser does")
    #expect(header.log == ["prepare", "toNormalState, attached: false"])
    let list = makePhoneList()
    list.refreshHeader = header
    #expect(header.log.count == 2, "attaching does not run it again")
  }

  @Test func aComponentBegunBeforeAttachingHadItsIdleLookFirst() {
    let header = ArtworkHeader {}
    header.beginRefreshing()
    #expect(header.state == .willRefresh)
    #expect(header.log == ["prepare", "toNormalState, attached: false"])
  }

  // MARK: - didMove(to:) after the layout

  @Test func inDidMoveTheHeaderIsLaidOut() {
    let list = makePhoneList()
    let header = ArtworkHeader()
    list.refreshHeader = header
    #expect(header.seenInDidMove?.frame == CGRect(x: 0, y: -54, width: 375, height: 54))
    #expect(header.seenInDidMove?.hold == .zero)
  }

  @Test func inDidMoveTheAutoFooterIsLaidOutAndHoldsItsHeight() {
    let list = makePhoneList()
    let footer = WatchingFooter()
    list.refreshFooter = footer
    #expect(footer.seenInDidMove?.frame == CGRect(x: 0, y: 2000, width: 375, height: 44))
    #expect(footer.seenInDidMove?.hold == Insets(bottom: 44))
    #expect(footer.seenInDidMove?.state == .idle)
  }

  @Test func aFooterBegunBeforeAttachingIsLaidOutAndHoldsInDidMoveThenLoads() {
    let list = makePhoneList()
    let footer = WatchingFooter()
    footer.beginRefreshing()
    list.refreshFooter = footer
    #expect(footer.seenInDidMove?.frame == CGRect(x: 0, y: 2000, width: 375, height: 44))
    #expect(footer.seenInDidMove?.hold == Insets(bottom: 44))
    #expect(footer.seenInDidMove?.state == .willRefresh, "its load starts right after didMove(to:)")
    #expect(footer.isRefreshing)
    #expect(footer.actionCount == 1)
  }

  @Test func aHeaderBegunBeforeAttachingIsLaidOutInDidMove() {
    let list = makePhoneList()
    let header = ArtworkHeader()
    header.beginRefreshing()
    list.refreshHeader = header
    #expect(header.seenInDidMove?.frame == CGRect(x: 0, y: -54, width: 375, height: 54))
    #expect(header.seenInDidMove?.state == .willRefresh)
    #expect(header.isRefreshing)
    #expect(list.refreshInset.top == 54)
  }
}
