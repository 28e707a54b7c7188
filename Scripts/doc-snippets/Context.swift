// The names the documentation's code blocks use without declaring them: the app's own objects that the prose around
// each block describes (`feed` is the app's data source, `list` the scroll model). Scripts/check-doc-snippets.sh
// compiles this file as the module DocSnippetContext and imports it, implicitly, into every block it checks; a block
// that declares a name of its own shadows the one here. Nothing here imports RefreshKit for the block: a block that
// forgets its `import` still fails. Keep it small, and name nothing that belongs to RefreshKit.
import Foundation
import RefreshKit

/// The app's data source in the examples: the page loads, one way or the other.
@MainActor public final class Feed {
  /// Makes one.
  public init() {}
  /// Starts a reload; the app ends the header's refresh itself when it finishes.
  public func reload() {}
  /// Reloads the first page, and returns when it arrived.
  public func reload() async throws {}
  /// Starts loading the next page; the app ends the footer's refresh itself.
  public func loadMore() {}
  /// Loads the next page, and returns when it arrived.
  public func loadMore() async throws {}
}

/// The bridge of the UIKit article's "Bridging a scroll view by hand", as the blocks after it use it.
@MainActor public final class RefreshBridge {
  /// The model the bridge drives.
  public let model = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  /// Makes one.
  public init() {}
}

/// The app's haptics helper.
@MainActor public final class Haptics {
  /// Makes one.
  public init() {}
  /// A light tap under the finger.
  public func tick() {}
}

/// The app's analytics.
@MainActor public final class Analytics {
  /// Makes one.
  public init() {}
  /// Records an event.
  public func log(_ event: RefreshEvent) {}
}

/// The app's data source.
@MainActor public let feed = Feed()
/// A list: a scroll model the size of a phone's screen, with content to scroll.
@MainActor public let list: ScrollModel = {
  let list = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  list.contentSize = CGSize(width: 375, height: 2000)
  return list
}()
/// A header, as a block that configures "the header" has it.
@MainActor public let header = SimpleHeader()
/// A footer, as a block that configures "the footer" has it.
@MainActor public let footer = SimpleAutoFooter()
/// The bridge of the UIKit article.
@MainActor public let bridge = RefreshBridge()
/// The app's haptics.
@MainActor public let haptics = Haptics()
/// The app's analytics.
@MainActor public let analytics = Analytics()
/// Where the app saves a file.
public let url = URL(fileURLWithPath: "/tmp/session.jsonl")

/// The app's own speech output.
@MainActor public func speak(_ announcement: AccessibilityAnnouncement) {}
