// A feed in a UITableViewController: pull to refresh at the top, and a footer that loads the next page as it comes
// into view, drawn as an image sequence (MJRefresh's GIF footer). Type-checked against the iOS SDK by
// `ios-sdk-check.sh`; add the frames `loading-0` … `loading-7` to the app's asset catalog.
import RefreshKit
import RefreshKitUIKit
import UIKit

/// The table view of the feed. Its one override gives VoiceOver's three-finger scroll to RefreshKit at the edges: at
/// the top it refreshes, at the bottom it loads; elsewhere UIKit turns the page and says where the user is. (VoiceOver
/// also finds "Refresh" and "Load more" in the rotor's Actions, with no code here.)
final class FeedTableView: UITableView {
  override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
    ScrollViewRefreshKit.accessibilityScroll(direction, in: self) ?? super.accessibilityScroll(direction)
  }
}

/// A list of posts, newest first, loaded a page at a time.
final class FeedViewController: UITableViewController {
  private let service = FeedService()
  private var posts: [String] = []

  override func loadView() {
    tableView = FeedTableView(frame: .zero, style: .plain)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Feed"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")

    // The header: an arrow, "Pull down to refresh", and when the feed was last refreshed.
    let header = SimpleHeader { [weak self] in try await self?.reload() }
    header.lastUpdatedKey = "Feed"
    tableView.refreshKit.header = header

    // The footer: eight frames that loop while the next page loads, each 0.1 s.
    let footer = ImageSequenceAutoFooter { [weak self] in try await self?.loadMore() }
    footer.setImages(RefreshImage.frames(named: "loading-", glyphs: "⠋⠙⠹⠸⠼⠴⠦⠧"), for: .refreshing)
    footer.isRefreshingTitleHidden = true
    tableView.refreshKit.footer = footer

    // A failed load says why, where the user looks: the header shows "You're offline" for 2 seconds
    // (`failureDisplayDuration`), the footer "You're offline — tap to retry" until the user retries. Other errors show
    // their own text for users (a `LocalizedError`'s), else "Refresh failed" or "Load failed — tap to retry".
    let readable: @MainActor (any Error) -> String? = { error in
      (error as? URLError)?.code == .notConnectedToInternet ? NSLocalizedString("You're offline", comment: "") : nil
    }
    header.errorMessage = readable
    footer.errorMessage = readable

    // ⌘R refreshes on an iPad with a keyboard: UIKit offers a controller's key commands while the first responder
    // is the controller or inside its views (a search field, a text view). The app-wide way, which needs no first
    // responder and takes none from a search field, is the same command in the app delegate's `buildMenu(with:)`:
    //   builder.insertChild(UIMenu(options: .displayInline, children: [ScrollViewRefreshKit.makeRefreshKeyCommand()]),
    //     atStartOfMenu: .view)
    addKeyCommand(ScrollViewRefreshKit.makeRefreshKeyCommand())

    tableView.refreshKit.header?.beginRefreshing()
  }

  /// Replaces the posts with the first page; loading works again afterwards.
  private func reload() async throws {
    posts = try await service.page(0)
    tableView.reloadData()
    tableView.refreshKit.footer?.resetNoMoreData()
  }

  /// Appends the next page; after the last one, the footer says "No more data".
  private func loadMore() async throws {
    let page = try await service.page(posts.count / FeedService.pageSize)
    posts += page
    tableView.reloadData()
    if page.count < FeedService.pageSize { tableView.refreshKit.footer?.endRefreshingWithNoMoreData() }
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    posts.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
    cell.textLabel?.text = posts[indexPath.row]
    return cell
  }
}

/// A stand-in for the app's network layer: three pages of twenty posts, then a short last one.
@MainActor final class FeedService {
  static let pageSize = 20

  func page(_ index: Int) async throws -> [String] {
    try await Task.sleep(nanoseconds: 600_000_000)
    let count = index < 3 ? Self.pageSize : 7
    return (0..<count).map { "Post \(index * Self.pageSize + $0 + 1)" }
  }
}
