import Foundation

/// What a ``ScrollHostAdapter`` asks the real scroll view to do.
///
/// The host performs each command as it comes, through ``ScrollHostAdapter/commandHandler``: a `UIScrollView` sets
/// its `contentInset` or calls `setContentOffset(_:animated:)`. The reports the scroll view makes while it performs a
/// command (KVO of `contentInset`, `scrollViewDidScroll(_:)`) go back to the adapter as usual, even from inside the
/// handler.
public enum HostCommand: Hashable, Sendable, CustomStringConvertible {
  /// Set the scroll view's `contentInset` to this value: the app's own inset plus what the refresh components hold.
  case setContentInset(Insets)
  /// Call `setContentOffset(_:animated:)` with this offset.
  case setContentOffset(CGPoint, animated: Bool)

  /// The command as a line of text, such as `"setContentInset(top 54)"`.
  public var description: String {
    switch self {
    case .setContentInset(let insets): "setContentInset(\(insets))"
    case .setContentOffset(let offset, let animated):
      "setContentOffset(\(offset.x), \(offset.y), animated: \(animated))"
    }
  }

  /// Hashes the command's case and values. Written out because Core Graphics' `CGPoint` is not `Hashable` on Apple
  /// platforms before iOS 18 and macOS 15.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .setContentInset(let insets):
      hasher.combine(0)
      hasher.combine(insets)
    case .setContentOffset(let offset, let animated):
      hasher.combine(1)
      hasher.combine(point: offset)
      hasher.combine(animated)
    }
  }
}
