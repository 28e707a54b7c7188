#if canImport(SwiftUI) && canImport(UIKit)
  @_spi(Hosting) import RefreshKit
  import UIKit

  /// The invisible view a modifier places behind the modified view, its back marker: with the front marker in the
  /// view's overlay (``ScrollViewProbeEnd``), it finds the `UIScrollView` SwiftUI made for the `List`, `ScrollView`
  /// or `Form` the modifier was applied to with a `ScrollViewLocator`, and says when that scroll view changes.
  ///
  /// It searches only when `ScrollViewLocator.needsSearch(on:isInWindow:current:)` says so: when a marker moves to a
  /// window, or when it is laid out or updated without a scroll view of its own (SwiftUI builds the scroll view after
  /// the markers, or replaced it). While it is in no window (another screen was pushed) it keeps the scroll view it
  /// had.
  final class ScrollViewProbe: MarkerView {
    typealias Locator = ScrollViewLocator<UIView>

    /// Called with the scroll view found, each time it differs from the last one.
    var scrollViewDidChange: ((UIScrollView) -> Void)?
    /// Called each time the probe enters a window: the list appeared.
    var didAppear: (() -> Void)?
    /// The front marker, in the modified view's overlay.
    weak var front: UIView?
    private weak var found: UIScrollView?
    private var foundIsReceiver = false
    /// How many searches found no scroll view between the markers: the one around them is taken only after a few
    /// (`ScrollViewLocator.allowsAncestor(afterMisses:)`), so that a list built after its markers is not mistaken
    /// for the pager or page around it.
    private var misses = 0

    private static let locator = Locator(
      parent: { $0.superview }, children: { $0.subviews },
      // A text view scrolls, but it is never the list.
      isScrollView: { $0 is UIScrollView && !($0 is UITextView) })

    override func didMoveToWindow() {
      super.didMoveToWindow()
      guard window != nil else { return }
      locate(on: .movedToWindow)
      didAppear?()
      // SwiftUI may add the list's scroll view beside the probe later in the same update.
      DispatchQueue.main.async { [weak self] in self?.locate(on: .movedToWindow) }
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      locate(on: .laidOut)
    }

    /// Looks for the scroll view if `occasion` calls for it, and reports it if it is a new one.
    func locate(on occasion: Locator.Occasion) {
      let current: Locator.Current
      if let found {
        if found.window == nil || found.window !== window {
          current = .gone
        } else {
          current = foundIsReceiver ? .receiver : .ancestor
        }
      } else {
        current = .nothing
      }
      guard Locator.needsSearch(on: occasion, isInWindow: window != nil, current: current) else { return }
      let result = Self.locator.locate(
        between: self, and: front, fallingBackToAncestor: Locator.allowsAncestor(afterMisses: misses))
      if result?.isReceiver == true {
        misses = 0
      } else if let front, front.window != nil, front.window === window {
        // A miss counts only once both markers are in the tree: before, nothing could be found between them.
        misses += 1
        // The occasions a row gets may be fewer than the misses the fallback waits for: the probe asks again itself.
        if result == nil, !Locator.allowsAncestor(afterMisses: misses - 1) {
          DispatchQueue.main.async { [weak self] in self?.locate(on: .updated) }
        }
      }
      guard let result, let scrollView = result.scrollView as? UIScrollView else { return }
      foundIsReceiver = result.isReceiver
      guard scrollView !== found else { return }
      found = scrollView
      scrollViewDidChange?(scrollView)
    }
  }
#endif
