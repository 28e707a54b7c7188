// A SwiftUI feed: a `List` with a pull-to-refresh header, a load-more footer driven by the feed's own "no more
// data", a button that refreshes through the binding, and the header's timing. Type-checked against the iOS SDK
// (`../shared/tools/ios-sdk-check.sh`); it runs on iOS 13 and later: through SwiftUI's scroll API from iOS 18, the
// UIKit layer before. `SwiftUIFeedOnUIKitPathView` shows the same feed forced onto the UIKit layer on every release.
#if canImport(SwiftUI) && canImport(UIKit)
  import RefreshKit
  import RefreshKitSwiftUI
  import SwiftUI

  /// One row of the feed.
  struct FeedItem: Identifiable {
    let id: Int
    var title: String { "Story \(id)" }
  }

  /// The feed's data: pages of 20 stories, 100 in all.
  @MainActor final class FeedStore: ObservableObject {
    @Published private(set) var items: [FeedItem] = (0..<20).map(FeedItem.init)
    @Published private(set) var isComplete = false

    /// Replaces the feed with its first page.
    func reload() async throws {
      try await Task.sleep(nanoseconds: 800_000_000)
      items = (0..<20).map(FeedItem.init)
      isComplete = false
    }

    /// Appends the next page; the last one sets `isComplete`.
    func loadMore() async throws {
      try await Task.sleep(nanoseconds: 600_000_000)
      let next = items.count
      items += (next..<next + 20).map(FeedItem.init)
      isComplete = items.count >= 100
    }
  }

  /// The feed screen.
  struct SwiftUIFeedView: View {
    @ObservedObject var store: FeedStore
    @State private var isReloading = false

    var body: some View {
      NavigationView {
        List(store.items) { item in
          Text(item.title)
        }
        .refreshKitHeader(
          isRefreshing: $isReloading,
          options: RefreshOptions(minimumRefreshingDuration: 0.5, resultDisplayDuration: 1, expiryInterval: 15 * 60)
        ) {
          try await store.reload()
        }
        .refreshKitFooter(noMoreData: store.isComplete) {
          try await store.loadMore()
        }
        .navigationBarTitle("Feed")
        .navigationBarItems(
          trailing: Button("Reload") { isReloading = true }.disabled(isReloading))
      }
    }
  }

  /// The same feed on the UIKit path on every release: for a list whose scroll view UIKit code shares.
  struct SwiftUIFeedOnUIKitPathView: View {
    @ObservedObject var store: FeedStore

    var body: some View {
      List(store.items) { item in
        Text(item.title)
      }
      .refreshKitHeader { try await store.reload() }
      .refreshKitFooter(noMoreData: store.isComplete) { try await store.loadMore() }
      .refreshKitScrollPath(.uiKit)
    }
  }
#endif
