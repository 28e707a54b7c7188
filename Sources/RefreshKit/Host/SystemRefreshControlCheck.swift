import Foundation

/// Notices a second pull to refresh on one scroll view: the system's refresh control (UIKit's `UIRefreshControl`,
/// which SwiftUI's `.refreshable` also installs on the scroll view of a `List` or a `ScrollView`) beside a RefreshKit
/// header, and reports it through ``RefreshDiagnostics`` with a diagnostic of kind
/// ``RefreshDiagnostic/Kind/conflict``.
///
/// The host says whether it has a system refresh control (the UIKit layer reads `scrollView.refreshControl != nil`)
/// and which header is attached; the check reports each time the two meet: a header attached where a control is, or a
/// control appearing under an attached header. It does not report again while both stay, and reports again after
/// either went away and came back.
///
/// **Which one pulls: both.** RefreshKit leaves the app's control as the app set it (it is the app's, and SwiftUI's
/// `.refreshable` owns its own): a pull past both thresholds begins both, the control sending its `.valueChanged`
/// (or running the `.refreshable` action) and the header running its action, and each holds the top of the content
/// while it refreshes, so that the user sees two spinners and a gap that is the sum of both. Keep one: remove the
/// `.refreshable` (or set `refreshControl` to nil) to keep the header, or remove the header to keep the control.
///
/// ```swift
/// let check = SystemRefreshControlCheck()
/// check.headerDidChange(scrollView.refreshKit.header)
/// check.hostDidChange(hasSystemRefreshControl: scrollView.refreshControl != nil)
/// ```
@_spi(Hosting) @MainActor public final class SystemRefreshControlCheck {
  /// Whether the host has a system refresh control, as last told.
  public private(set) var hasSystemRefreshControl: Bool
  /// The attached header, as last told.
  public private(set) weak var header: Optional<RefreshHeader>
  /// The header the last report was about, while the meeting it reported lasts.
  private weak var reportedHeader: Optional<RefreshHeader>

  /// Creates a check that has seen no control and no header.
  public init() {
    // The first value here, not where declared: a declared value is a function that an app exports.
    (hasSystemRefreshControl, header, reportedHeader) = (false, nil, nil)
  }

  /// Whether a system refresh control and a RefreshKit header share the scroll view now.
  public var isConflicting: Bool { hasSystemRefreshControl && header != nil }

  /// The host's system refresh control appeared or went away (or the host says what it has, changed or not).
  ///
  /// - Parameter hasSystemRefreshControl: Whether the scroll view has one now.
  public func hostDidChange(hasSystemRefreshControl: Bool) {
    self.hasSystemRefreshControl = hasSystemRefreshControl
    check()
  }

  /// A header was attached to the scroll view, or detached (nil).
  ///
  /// - Parameter header: The header attached now, or nil.
  public func headerDidChange(_ header: RefreshHeader?) {
    self.header = header
    check()
  }

  private func check() {
    guard hasSystemRefreshControl, let header else {
      reportedHeader = nil
      return
    }
    guard header !== reportedHeader else { return }
    reportedHeader = header
    RefreshDiagnostics.report(
      RefreshDiagnostic(
        member: "scrollView.refreshControl", value: "a system refresh control (UIRefreshControl, or .refreshable)",
        reason: "a RefreshKit header (\(type(of: header))) pulls on the same scroll view: both begin on one pull and"
          + " both hold the top of the content; remove the refresh control (or .refreshable) to keep the header, or"
          + " the header to keep the control",
        kind: .conflict))
  }
}
