import Foundation
import RefreshKit

/// What a view of your own draws a component from: its state, how far it is pulled and its presentation, taken
/// together at one moment. The SwiftUI modifiers hand one to a custom `content` view at each change, on both of their
/// paths; a UIKit `RefreshComponentView` subclass reads the same values from its component in its hooks. Platform-free
/// (tested on Linux), and kept here rather than in RefreshKit, so that an app that does not use SwiftUI does not link
/// it.
///
/// ```swift
/// let snapshot = RefreshSnapshot(of: header)
/// snapshot.state          // .pulling
/// snapshot.showProgress   // 1.2: pulled past the trigger
/// snapshot.isRefreshing   // false
/// ```
public struct RefreshSnapshot: Equatable, Sendable {
  /// The component's state.
  public var state: RefreshState

  /// How far the component is pulled: 0 at rest, 1 at the trigger distance, above 1 when pulled further (a footer's
  /// share of itself in view). Drive a progress animation from it (a Lottie file's frame).
  public var showProgress: CGFloat

  /// What the stock views draw and VoiceOver says: titles, the accessory, the appearance, the accessibility label and
  /// hint.
  public var presentation: RefreshPresentation

  /// Whether the component is refreshing.
  public var isRefreshing: Bool { state == .refreshing }

  /// A snapshot of given values (a preview, a test).
  ///
  /// - Parameters:
  ///   - state: The state.
  ///   - showProgress: The progress; a non-finite or negative value is taken as 0.
  ///   - presentation: The presentation.
  public init(state: RefreshState, showProgress: CGFloat, presentation: RefreshPresentation = RefreshPresentation()) {
    self.state = state
    self.showProgress = showProgress.isFinite && showProgress > 0 ? showProgress : 0
    self.presentation = presentation
  }

  /// The values `component` has now.
  ///
  /// - Parameter component: The component.
  @MainActor public init(of component: RefreshComponent) {
    self.init(state: component.state, showProgress: component.showProgress, presentation: component.presentation)
  }
}
