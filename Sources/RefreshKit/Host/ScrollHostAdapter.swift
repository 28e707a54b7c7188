import Foundation

/// The platform-free half of a real scroll view's bridge: it hears what the scroll view reports, drives a
/// ``ScrollModel`` in ``ScrollDriver/external`` mode, and answers with the ``HostCommand``s the scroll view must
/// perform.
///
/// A `UIScrollView` (or any scroll view that behaves as one) reports its geometry with
/// ``hostDidChangeGeometry(boundsSize:contentSize:contentInset:adjustedContentInset:)`` (from KVO of `bounds`,
/// `contentSize` and `contentInset`, and `adjustedContentInsetDidChange()`), its scrolls with
/// ``hostDidScroll(to:isTracking:isDecelerating:)``, its pan gesture with ``hostPanStateDidChange(_:velocity:)`` and
/// the frames of its display link with ``hostFrameDidTick(by:)``. It performs what ``commandHandler`` receives.
///
/// The adapter owns the rules of the inset:
/// - The scroll view's `contentInset` is the app's inset plus the refresh part: the adapter writes only the refresh
///   part, as ``HostCommand/setContentInset(_:)`` with `appContentInset + model.refreshInset`.
/// - A change the app makes to `contentInset` is never lost, before, during or after a refresh. Edge by edge, a
///   reported value that differs from what the adapter last wrote is the app's new inset for that edge (the app
///   wrote `contentInset.top = 64`: its inset is 64, and the adapter writes 64 plus the refresh part back); an edge
///   that did not change keeps the app's inset (`reported − what the adapter last added`).
/// - The report of its own write (a KVO callback with the inset it just wrote) changes nothing.
/// - The safe area is `adjustedContentInset − contentInset`.
///
/// ```swift
/// let adapter = ScrollHostAdapter()
/// adapter.commandHandler = { command in
///   switch command {
///   case .setContentInset(let insets): scrollView.contentInset = UIEdgeInsets(insets)
///   case .setContentOffset(let offset, let animated): scrollView.setContentOffset(offset, animated: animated)
///   }
/// }
/// adapter.model.refreshHeader = SimpleHeader { await feed.reload() }
/// ```
///
/// When the scroll view goes away, call ``hostDidGoAway()``: the adapter sends nothing more and refuses reports.
@MainActor public final class ScrollHostAdapter {
  /// The model the scroll view drives; attach components to it (`adapter.model.refreshHeader = …`).
  public let model: ScrollModel

  /// Performs what the scroll view must do; called synchronously, never from inside itself (a command the scroll
  /// view's reports cause meanwhile waits for the call under way to return).
  public var commandHandler: (@MainActor (HostCommand) -> Void)?

  /// The app's own inset: what it last wrote to the scroll view's `contentInset`, without the refresh part.
  public var appContentInset: Insets { model.contentInset }

  /// The refresh part of the scroll view's `contentInset`: what the adapter last added to the app's inset.
  public private(set) var refreshPart = Insets.zero

  /// The `contentInset` the adapter last asked the scroll view to have, or the last one it reported.
  public private(set) var hostContentInset = Insets.zero

  /// Whether the scroll view went away (``hostDidGoAway()``).
  public private(set) var isDetached = false

  private var pending: [HostCommand] = []
  private var isSending = false

  /// An adapter over `model`, which it switches to the ``ScrollDriver/external`` driver.
  ///
  /// The model's ``ScrollModel/scrollRequestHandler`` and ``ScrollModel/refreshInsetHandler`` become the adapter's:
  /// do not set them yourself. A model whose driver cannot switch now (the content moves) is refused through
  /// ``RefreshDiagnostics`` by the model, and the adapter follows it once it can: create the adapter while the model
  /// rests.
  ///
  /// - Parameter model: The model to drive; a new one with an empty frame by default (the first geometry report
  ///   sizes it).
  public init(model: ScrollModel = ScrollModel(frame: .zero)) {
    self.model = model
    model.scrollRequestHandler = { [weak self] offset, animated in
      self?.send(.setContentOffset(offset, animated: animated))
    }
    model.refreshInsetHandler = { [weak self] inset in self?.refreshInsetDidChange(inset) }
    model.driver = .external
    hostContentInset = model.contentInset + model.refreshInset
  }

  // MARK: - Reports from the scroll view

  /// The scroll view's geometry: call it once the view is set up and whenever `bounds`, `contentSize`,
  /// `contentInset` or `adjustedContentInset` change (rotation, `reloadData()`, the keyboard, a bar that appears).
  ///
  /// The model's ``ScrollModel/frame`` takes `boundsSize`, its ``ScrollModel/contentSize`` `contentSize`, its
  /// ``ScrollModel/contentInset`` the app's inset (see the rules in the type's discussion) and its
  /// ``ScrollModel/safeAreaInsets`` `adjustedContentInset − contentInset`. When the app changed an edge that holds a
  /// refresh part, the adapter writes the sum back.
  ///
  /// Refused through ``RefreshDiagnostics``, changing nothing: a size that is not finite or is negative, an inset
  /// that is not finite, and any report once the scroll view went away.
  ///
  /// - Parameters:
  ///   - boundsSize: `bounds.size`.
  ///   - contentSize: `contentSize`.
  ///   - contentInset: `contentInset`, as the scroll view has it now (the app's and the refresh part).
  ///   - adjustedContentInset: `adjustedContentInset`.
  public func hostDidChangeGeometry(
    boundsSize: CGSize, contentSize: CGSize, contentInset: Insets, adjustedContentInset: Insets
  ) {
    let member = "ScrollHostAdapter.hostDidChangeGeometry(boundsSize:contentSize:contentInset:adjustedContentInset:)"
    guard !refuseIfDetached(member) else { return }
    guard boundsSize.isValidSize, contentSize.isValidSize else {
      return RefreshDiagnostics.refuse(member, (boundsSize, contentSize), ScrollModel.invalidSizeReason)
    }
    guard contentInset.isUsable, adjustedContentInset.isUsable else {
      return RefreshDiagnostics.refuse(member, (contentInset, adjustedContentInset), ScrollModel.notFiniteReason)
    }
    let appInset = Self.appInset(reported: contentInset, written: hostContentInset, app: model.contentInset)
    hostContentInset = contentInset
    model.frame = CGRect(origin: .zero, size: boundsSize)
    model.contentSize = contentSize
    model.safeAreaInsets = adjustedContentInset - contentInset
    model.contentInset = appInset
    writeInsetIfNeeded()
  }

  /// The scroll view scrolled: call it from `scrollViewDidScroll(_:)`, and from `scrollViewDidEndDecelerating(_:)`
  /// with `isDecelerating: false`. See ``ScrollModel/hostDidScroll(to:isTracking:isDecelerating:)``.
  ///
  /// - Parameters:
  ///   - offset: `contentOffset`.
  ///   - isTracking: `isTracking`.
  ///   - isDecelerating: `isDecelerating`.
  public func hostDidScroll(to offset: CGPoint, isTracking: Bool, isDecelerating: Bool) {
    guard !refuseIfDetached("ScrollHostAdapter.hostDidScroll(to:isTracking:isDecelerating:)") else { return }
    model.hostDidScroll(to: offset, isTracking: isTracking, isDecelerating: isDecelerating)
  }

  /// The pan gesture changed state: call it from the pan gesture recogniser's target. See
  /// ``ScrollModel/hostPanStateDidChange(_:velocity:)``.
  ///
  /// - Parameters:
  ///   - state: The recogniser's new state.
  ///   - velocity: `velocity(in:)` of the recogniser, in points per second.
  public func hostPanStateDidChange(_ state: PanState, velocity: CGPoint) {
    guard !refuseIfDetached("ScrollHostAdapter.hostPanStateDidChange(_:velocity:)") else { return }
    model.hostPanStateDidChange(state, velocity: velocity)
  }

  /// A frame of the display link passed: the model's timers (a minimum refreshing duration, an expiry, an image
  /// sequence) run on it. See ``ScrollModel/advance(by:)``.
  ///
  /// - Parameter seconds: The time since the last frame (`targetTimestamp − timestamp` of the previous frame).
  public func hostFrameDidTick(by seconds: TimeInterval) {
    guard !refuseIfDetached("ScrollHostAdapter.hostFrameDidTick(by:)") else { return }
    model.advance(by: seconds)
  }

  /// Whether the display link must run: the scroll view reported motion, a finger is down, or a timer is pending.
  public var needsFrames: Bool {
    !isDetached && (model.isDragging || model.isDecelerating || model.hasPendingTimer)
  }

  /// The scroll view went away: the adapter sends no more commands and refuses later reports. A refresh under way
  /// ends (its action's task is cancelled) as the components detach.
  public func hostDidGoAway() {
    guard !isDetached else { return }
    isDetached = true
    pending.removeAll()
    commandHandler = nil
    model.refreshHeader = nil
    model.refreshFooter = nil
    model.refreshTrailer = nil
  }

  // MARK: - Commands

  private func refreshInsetDidChange(_ inset: Insets) {
    refreshPart = inset
    writeInsetIfNeeded()
  }

  /// Writes `app + refresh part` if the scroll view has something else.
  private func writeInsetIfNeeded() {
    let wanted = model.contentInset + refreshPart
    guard wanted != hostContentInset else { return }
    // Set before sending: the echo the scroll view reports from inside the command then matches.
    hostContentInset = wanted
    send(.setContentInset(wanted))
  }

  private func send(_ command: HostCommand) {
    guard !isDetached else { return }
    pending.append(command)
    guard !isSending else { return }
    isSending = true
    defer { isSending = false }
    while !pending.isEmpty {
      commandHandler?(pending.removeFirst())
    }
  }

  private func refuseIfDetached(_ member: String) -> Bool {
    guard isDetached else { return false }
    RefreshDiagnostics.refuse(member, "report", "the scroll view went away (hostDidGoAway())")
    return true
  }

  /// The app's inset, edge by edge: an edge the scroll view reports as the adapter wrote it keeps the app's value; an
  /// edge that changed is what the app wrote.
  static func appInset(reported: Insets, written: Insets, app: Insets) -> Insets {
    func edge(_ path: KeyPath<Insets, CGFloat>) -> CGFloat {
      reported[keyPath: path] == written[keyPath: path] ? app[keyPath: path] : reported[keyPath: path]
    }
    return Insets(top: edge(\.top), left: edge(\.left), bottom: edge(\.bottom), right: edge(\.right))
  }
}
