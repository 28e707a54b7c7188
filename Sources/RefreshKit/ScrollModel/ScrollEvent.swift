import Foundation

/// Which of the three inset sources of a ``ScrollModel`` changed.
public enum InsetSource: Hashable, Sendable, CustomStringConvertible {
  /// ``ScrollModel/contentInset``, the app's.
  case content
  /// ``ScrollModel/safeAreaInsets``, the system's.
  case safeArea
  /// ``ScrollModel/refreshInset``, what the attached components hold.
  case refresh

  /// The source's name, such as `"safeArea"`.
  public var description: String {
    switch self {
    case .content: "content"
    case .safeArea: "safeArea"
    case .refresh: "refresh"
    }
  }
}

/// A change of a ``ScrollModel``, with the value before and after.
///
/// Observers registered with ``ScrollModel/observe(_:)`` receive one event per change, synchronously and in the order
/// the changes happened.
public enum ScrollEvent: Equatable, Sendable {
  /// ``ScrollModel/contentOffset`` changed.
  case contentOffset(old: CGPoint, new: CGPoint)
  /// ``ScrollModel/contentSize`` changed.
  case contentSize(old: CGSize, new: CGSize)
  /// ``ScrollModel/frame`` changed.
  case frame(old: CGRect, new: CGRect)
  /// One of the three inset sources changed; ``ScrollModel/adjustedContentInset`` changed with it.
  case inset(InsetSource, old: Insets, new: Insets)
  /// ``ScrollModel/panState`` changed.
  case panState(old: PanState, new: PanState)
}
