import Foundation

/// What a ``ScrollHostAdapter`` asks the real scroll view to do.
///
/// The host performs each command as it comes, through ``ScrollHostAdapter/commandHandler``: a `UIScrollView` sets
/// its `contentInset` or its `contentOffset`, inside an animation for the animated forms, and its `alwaysBounce…`
/// flags. The reports the scroll view makes while it performs a command (KVO of `contentInset`,
/// `scrollViewDidScroll(_:)`) go back to the adapter as usual, even from inside the handler.
public enum HostCommand: Equatable, Sendable {
  /// Set the scroll view's `contentInset` to this value: the app's own inset plus what the refresh components hold.
  case setContentInset(Insets)
  /// Set the scroll view's `contentInset` to this value inside an animation of `duration` seconds
  /// (`UIView.animate(withDuration:)`), and call ``ScrollHostAdapter/hostDidFinishAnimating()`` from its completion.
  ///
  /// The adapter sends it when a hold is returned at rest (a refresh ends): the scroll view's values change at once,
  /// as UIKit's do inside an animation, and the content glides back instead of jumping in one frame. What waits for
  /// the content to settle (the end's completions) waits for the report.
  case animateContentInset(Insets, duration: TimeInterval)
  /// Call `setContentOffset(_:animated:)` with this offset. The adapter sends `animated: false` only; an animated
  /// scroll comes as ``animateContentOffset(_:duration:)``.
  case setContentOffset(CGPoint, animated: Bool)
  /// Scroll to this offset over about `duration` seconds, and call ``ScrollHostAdapter/hostDidFinishAnimating()`` when
  /// it ends: a programmatic begin revealing its component. The UIKit layer uses `setContentOffset(_:animated: true)`
  /// (UIKit's own duration), so that a table lays out its rows at each frame on the way (from
  /// `scrollViewDidEndScrollingAnimation(_:)`, or the frames, the end); `UIView.animate` sets the offset at once and
  /// UIKit lays the rows out once, for the final offset.
  case animateContentOffset(CGPoint, duration: TimeInterval)
  /// Set the scroll view's `alwaysBounceVertical` and `alwaysBounceHorizontal`: a component attached at an edge makes
  /// content that fits the scroll view movable under a finger, so that it can be pulled.
  case setAlwaysBounce(vertical: Bool, horizontal: Bool)

  /// The inset the command sets, animated or not, or nil.
  public var contentInset: Insets? {
    switch self {
    case .setContentInset(let insets), .animateContentInset(let insets, _): insets
    case .setContentOffset, .animateContentOffset, .setAlwaysBounce: nil
    }
  }

  /// Whether the host reports the command's end with ``ScrollHostAdapter/hostDidFinishAnimating()``.
  public var isAnimated: Bool {
    switch self {
    case .animateContentInset, .animateContentOffset: true
    case .setContentInset, .setContentOffset, .setAlwaysBounce: false
    }
  }

}
