// The UIKit and SwiftUI names the documentation's code blocks use without declaring them, beside Context.swift's:
// compiled with it, against the iOS SDK only, into the module DocSnippetContext (Scripts/check-doc-snippets.sh).
import SwiftUI
import UIKit

/// The table view of the examples that attach to "the table view" outside a view controller.
@MainActor public let tableView = UITableView()

/// The view controller of the UIKit examples, for a block that extends it.
open class FeedViewController: UITableViewController {
  /// The app's data source.
  public let feed = Feed()
}

/// One row of the app's feed.
public struct Item: Identifiable, Hashable, Sendable {
  /// The row's identity.
  public var id: Int
  /// The row's text.
  public var title: String
}

/// The app's data source, as a SwiftUI view observes it.
@MainActor public final class FeedStore: ObservableObject {
  /// The rows loaded so far.
  @Published public private(set) var items: [Item] = []
  /// Whether the last page has arrived.
  @Published public private(set) var isComplete = false
  /// Makes one.
  public init() {}
  /// Reloads the first page, and returns when it arrived.
  public func reload() async throws {}
  /// Loads the next page, and returns when it arrived.
  public func loadMore() async throws {}
}

/// The app's row view.
public struct ItemRow: View {
  let item: Item
  /// Makes one.
  public init(item: Item) { self.item = item }
  /// What the view shows.
  public var body: some View { Text(item.title) }
}

/// The app's photo view.
public struct PhotoCard: View {
  let name: String
  /// Makes one.
  public init(name: String) { self.name = name }
  /// What the view shows.
  public var body: some View { Text(name) }
}
