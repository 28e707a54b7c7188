#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// How the SwiftUI modifiers reach the scroll view.
  ///
  /// From iOS 18 (tvOS 18, visionOS 2) they use SwiftUI's own scroll API: `onScrollGeometryChange`,
  /// `onScrollPhaseChange`, `contentMargins`, `scrollPosition` and `scrollBounceBehavior`, with no UIKit view looked up
  /// and nothing written to one. Before, they find the `UIScrollView` SwiftUI made and attach through the UIKit
  /// layer. See "Using RefreshKit with SwiftUI" for what each release uses.
  public enum RefreshKitScrollPath: Hashable, Sendable {
    /// SwiftUI's scroll API where the system has it (iOS 18 and later), the UIKit layer before.
    case automatic
    /// The UIKit layer on every release: the modifier finds the `UIScrollView` and attaches through
    /// `scrollView.refreshKit`. Choose it to share the scroll view with UIKit code (a `UIScrollView` subclass, an
    /// introspection library), to put the modifier on a row rather than on the list, or to keep one behaviour on every
    /// release.
    case uiKit
  }

  private struct RefreshKitScrollPathKey: EnvironmentKey {
    static let defaultValue = RefreshKitScrollPath.automatic
  }

  extension EnvironmentValues {
    /// How the RefreshKit modifiers inside reach their scroll view.
    public var refreshKitScrollPath: RefreshKitScrollPath {
      get { self[RefreshKitScrollPathKey.self] }
      set { self[RefreshKitScrollPathKey.self] = newValue }
    }
  }

  extension View {
    /// Sets how the RefreshKit modifiers on this view (and inside it) reach their scroll view.
    ///
    /// ```swift
    /// List(feed.items) { ItemRow(item: $0) }
    ///   .refreshKitHeader { await feed.reload() }
    ///   .refreshKitScrollPath(.uiKit)  // the UIKit layer, on every release
    /// ```
    ///
    /// - Parameter path: The path; ``RefreshKitScrollPath/automatic`` unless set.
    /// - Returns: The view.
    public func refreshKitScrollPath(_ path: RefreshKitScrollPath) -> some View {
      environment(\.refreshKitScrollPath, path)
    }
  }
#endif
