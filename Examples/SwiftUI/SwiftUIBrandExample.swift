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
