import Foundation
@_spi(Hosting) import RefreshKit

/// What one scroll-API modifier (iOS 18) publishes of its component, decided at each of the model's events: the
/// drawing, which changes what the modifier's body builds, only when what is drawn changes, and the content offset the
/// drawing is placed against, which only the small view that places it reads, only while the component is in view.
///
/// A scroll event moves the rows and the component together; it changes neither the component's presentation nor its
/// frame in the content, so it publishes no ``Drawing``: the modifier's body (its scroll callbacks, its scroll
/// position binding, its overlay) is not evaluated again for it. The placing view hears the new ``offset`` while the
/// component is in view, and nothing while it is out of view: a fling down a long list with the header far above
/// publishes nothing at all. Platform-free, so that these counts are tested on Linux (`ScrollAPIDrawingFeedTests`,
/// with the figures in `Benchmarks/README.md`).
///
/// "In view" is where the component is: its frame overlaps the part of the scroll view its safe area (the bars, the
/// app's margins) leaves uncovered, the held inset included (a refreshing header shows there). A refreshing component
/// scrolled away is out of view, unlike its VoiceOver element, which stays. Out of view, the component is not drawn
/// (the drawing says so once, as it leaves) and its presentation is not built.
///
/// ```swift
/// var feed = ScrollAPIDrawingFeed()
/// let change = feed.update(component: header, on: model)
/// if change.contains(.drawing) { publish(feed.drawing) }    // the modifier's body
/// if change.contains(.offset) { placement.offset = feed.offset }  // the placing view only
/// ```
@MainActor struct ScrollAPIDrawingFeed {
  /// A component as the overlay draws it.
  struct Drawing: Equatable {
    /// What the component shows and says; a spinner's elapsed time stays 0 (SwiftUI's `ProgressView`, or an app's
    /// own, spins by itself), so that a refresh at rest publishes nothing.
    var presentation: RefreshPresentation
    /// The component's state, for an app's own view.
    var state: RefreshState
    /// The component's progress, for an app's own view; 0 for the stock drawing, which does not read it, so that a
    /// pull redraws it only when its presentation changes.
    var showProgress: CGFloat
    /// The component's frame in the content's coordinates (as ``RefreshKit/RefreshComponent/frame``): a scroll does
    /// not change it, a layout (a new content size, a thicker component) does.
    var frame: CGRect
    /// The component's alpha.
    var opacity: Double
    /// Whether the component is in view, and so drawn.
    var isInView: Bool
  }

  /// What an update changed.
  struct Change: OptionSet {
    let rawValue: Int
    /// ``drawing`` changed: the modifier's body is evaluated again.
    static let drawing = Change(rawValue: 1)
    /// ``offset`` changed: the placing view moves the drawing.
    static let offset = Change(rawValue: 2)
    /// The drawing came or went (the component shown, or hidden or detached): VoiceOver's named actions follow.
    static let presence = Change(rawValue: 4)
  }

  /// The drawing, or nil while the component is hidden, on another model, or has not been in view yet.
  private(set) var drawing: Drawing?
  /// The content offset the drawing is placed against: the model's while the component is in view; its last value
  /// while out of view, where nothing is drawn.
  private(set) var offset = CGPoint.zero
  /// Whether an app's view draws the component: the drawing then follows its progress.
  var tracksProgress = false
  /// How many times a pull armed with haptics on (``RefreshKit/RefreshComponent/playsHaptic(for:)``): the trigger
  /// of the drawing's `sensoryFeedback`, one light impact each time it grows, as the UIKit layer plays.
  private(set) var haptics = 0
  private var redraw = RefreshRedraw()

  /// A feed that has drawn nothing.
  init() {}

  /// Brings the drawing and the offset up to date after one of `model`'s events, and says what changed.
  ///
  /// - Parameters:
  ///   - component: The modifier's component.
  ///   - model: The model of the host the component is on.
  /// - Returns: What changed, to publish.
  mutating func update(component: RefreshComponent, on model: ScrollModel) -> Change {
    guard !component.isHidden, component.scrollView === model else {
      guard drawing != nil else { return [] }
      drawing = nil
      redraw.invalidate()  // drawn again in full when it comes back
      return [.drawing, .presence]
    }
    guard Self.isInView(component.frame, on: model) else {
      // Out of view: nothing is built, nothing placed; the drawing says once that it left.
      guard drawing?.isInView == true else { return [] }
      drawing?.isInView = false
      return .drawing
    }
    var change: Change = []
    let offset = model.contentOffset
    if offset != self.offset {
      self.offset = offset
      change.insert(.offset)
    }
    guard var presentation = redraw.presentationToDraw(for: component) ?? drawing?.presentation else { return change }
    // A spinner spins by itself (`ProgressView`): its time is no change to draw.
    if case .activityIndicator = presentation.accessory { presentation.accessory = .activityIndicator(elapsed: 0) }
    let next = Drawing(
      presentation: presentation, state: component.state,
      showProgress: tracksProgress ? component.showProgress : 0, frame: component.frame,
      opacity: Double(component.alpha), isInView: true)
    if drawing == nil { change.insert(.presence) }
    if next != drawing {
      drawing = next
      change.insert(.drawing)
    }
    return change
  }

  /// Hears one of the component's events: a pull that arms plays the haptic (``haptics`` grows).
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - component: The component that sent it.
  /// - Returns: Whether ``haptics`` changed.
  mutating func componentDidSend(_ event: RefreshEvent, by component: RefreshComponent) -> Bool {
    guard component.playsHaptic(for: event) else { return false }
    haptics += 1
    return true
  }

  /// Whether `frame` overlaps the part of `model`'s bounds that its safe area leaves uncovered
  /// (`ScrollModel.viewportShows(_:uncoveredBy:)`).
  static func isInView(_ frame: CGRect, on model: ScrollModel) -> Bool {
    model.viewportShows(frame, uncoveredBy: model.safeAreaInsets)
  }
}
