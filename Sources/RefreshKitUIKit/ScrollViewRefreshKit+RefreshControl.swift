#if canImport(UIKit)
  @_spi(Hosting) import RefreshKit
  import UIKit

  /// Tells a `SystemRefreshControlCheck` whether the scroll view has a `UIRefreshControl` (its own, or
  /// the one SwiftUI's `.refreshable` installs) beside RefreshKit's header: it reads `refreshControl` when the header
  /// changes and whenever `refreshControl` is set (key-value observing of the property's setter), and forwards.
  /// The check decides and reports; see it for which one pulls.
  @MainActor final class RefreshControlWatcher {
    /// The platform-free check.
    let check = SystemRefreshControlCheck()
    private weak var scrollView: UIScrollView?
    private var observation: NSKeyValueObservation?

    init(scrollView: UIScrollView?) {
      self.scrollView = scrollView
      #if !os(tvOS)
        // `refreshControl` is unavailable on tvOS.
        // KVO calls the handler on the thread that set the control: carried to the main thread, never trapped.
        observation = scrollView?.observe(\.refreshControl, options: [.new]) { [weak self] _, _ in
          HostThread.deliverOnMainQueue("UIScrollView.refreshControl") { self?.refreshControlDidChange() }
        }
      #endif
    }

    /// The scroll view's header changed.
    func headerDidChange(_ header: RefreshHeader?) {
      refreshControlDidChange()
      check.headerDidChange(header)
    }

    private func refreshControlDidChange() {
      #if !os(tvOS)
        check.hostDidChange(hasSystemRefreshControl: scrollView?.refreshControl != nil)
      #endif
    }
  }
#endif
