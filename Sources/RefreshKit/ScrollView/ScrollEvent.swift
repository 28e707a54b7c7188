import Foundation

/// Which of the three inset sources of a ``ScrollView`` changed.
public enum InsetSource: Hashable, Sendable, CustomStringConvertible {
  /// ``ScrollView/contentInset``, the app's.
  case content
  /// ``ScrollView/safeAreaInsets``, the system's.
  case safeArea
  /// ``ScrollView/refreshInset``, what the attached components hold.
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

/// A change of a ``ScrollView``, with the value before and after.
///
/// Observers registered with ``ScrollView/observe(_:)`` receive one event per change, synchronously and in the order
/// the changes happened.
public enum ScrollEvent: Equatable, Sendable {
  /// ``ScrollView/contentOffset`` changed.
  case contentOffset(old: CGPoint, new: CGPoint)
  /// ``ScrollView/contentSize`` changed.
  case contentSize(old: CGSize, new: CGSize)
  /// ``ScrollView/frame`` changed.
  case frame(old: CGRect, new: CGRect)
  /// One of the three inset sources changed; ``ScrollView/adjustedContentInset`` changed with it.
  case inset(InsetSource, old: EdgeInsets, new: EdgeInsets)
  /// ``ScrollView/panState`` changed.
  case panState(old: PanState, new: PanState)
}
