// A SwiftUI feed with a brand header drawn by the app's own view, built from the header's state and pull progress,
// and a footer in the brand's asset colours and typeface (scaled with Dynamic Type). Type-checked against the iOS SDK
// (`../shared/tools/ios-sdk-check.sh`); add `Logo`, `BrandInk` and `BrandAccent` to the app's asset catalog.
#if canImport(SwiftUI) && canImport(UIKit)
  import RefreshKit
  import RefreshKitSwiftUI
  import SwiftUI

  /// The brand's header: the logo turns with the pull and the caption says what releasing does.
  @available(iOS 14.0, tvOS 14.0, *)  // Font.custom(_:size:relativeTo:)
  struct BrandHeaderContent: View {
    let snapshot: RefreshSnapshot

    var body: some View {
      HStack(spacing: 12) {
        Image("Logo")
          .resizable()
          .scaledToFit()
          .frame(width: 32, height: 32)
          .rotationEffect(.radians(Double(min(snapshot.showProgress, 1)) * .pi))
        Text(snapshot.presentation.title ?? "")
          .font(.custom("AvenirNext-DemiBold", size: 15, relativeTo: .subheadline))
          .foregroundColor(Color("BrandInk"))
      }
      .opacity(snapshot.state == .idle ? Double(min(snapshot.showProgress, 1)) : 1)
    }
  }

  /// The app's theme, handed down as an environment object.
  final class BrandTheme: ObservableObject {
    @Published var accent = Color.orange
  }

  /// A header drawn from the list's environment: an environment object and the colour scheme reach it on both paths
  /// (hosted below iOS 18, drawn over the scroll view from iOS 18).
  @available(iOS 14.0, tvOS 14.0, *)
  struct ThemedHeaderContent: View {
    let snapshot: RefreshSnapshot
    @EnvironmentObject var theme: BrandTheme
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
      Text(snapshot.presentation.title ?? "")
        .foregroundColor(colorScheme == .dark ? .white : theme.accent)
    }
  }

  /// A themed feed: the theme is given around the list, as an app gives it at its root.
  @available(iOS 15.0, tvOS 15.0, *)
  struct ThemedFeedView: View {
    @ObservedObject var store: FeedStore
    @StateObject private var theme = BrandTheme()

    var body: some View {
      List(store.items) { Text($0.title) }
        .refreshKitHeader {
          try await store.reload()
        } content: { snapshot in
          ThemedHeaderContent(snapshot: snapshot)
        }
        .environmentObject(theme)
    }
  }

  /// The feed screen, in the brand's look.
  @available(iOS 14.0, tvOS 14.0, *)
  struct SwiftUIBrandFeedView: View {
    @ObservedObject var store: FeedStore

    var body: some View {
      List(store.items) { item in
        Text(item.title)
      }
      .refreshKitHeader {
        try await store.reload()
      } content: { snapshot in
        BrandHeaderContent(snapshot: snapshot)
      }
      .refreshKitFooter(
        noMoreData: store.isComplete,
        style: RefreshStyle(
          textColor: Color("BrandInk"), tint: Color("BrandAccent"),
          titleFont: .custom("AvenirNext-Regular", size: 14, relativeTo: .footnote))
      ) {
        try await store.loadMore()
      }
    }
  }
#endif
