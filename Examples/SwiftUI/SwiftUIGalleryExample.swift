// A horizontal SwiftUI gallery: a `ScrollView` of cards with a trailer that opens the full gallery when the user
// pulls past the last card, and a header on the vertical page around it made from a component of its own.
// Each modifier attaches to the scroll view it is applied to: the trailer to the horizontal gallery (not to the
// vertical page that holds it), the header to the vertical page (not to the gallery inside it).
// Type-checked against the iOS SDK (`../shared/tools/ios-sdk-check.sh`).
#if canImport(SwiftUI) && canImport(UIKit)
  import RefreshKit
  import RefreshKitSwiftUI
  import SwiftUI

  /// A gallery of cards that pulls left into "See all".
  struct SwiftUIGalleryView: View {
    let photos: [String]
    /// Opens the full gallery.
    let showAll: @MainActor () -> Void
    /// Reloads the page.
    let reload: @MainActor () async throws -> Void

    var body: some View {
      ScrollView {
        VStack(alignment: .leading) {
          Text("Photos").font(.headline).padding(.horizontal)
          ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 12) {
              ForEach(photos, id: \.self) { name in
                Rectangle()
                  .fill(Color.gray)
                  .frame(width: 120, height: 160)
                  .overlay(Text(name).foregroundColor(.white))
              }
            }
            .padding(.horizontal)
          }
          // On the horizontal `ScrollView` itself, not on the `HStack` inside it: a modifier on content inside a
          // scroll view falls back to the nearest scroll view around it.
          .refreshKit(trailer: SimpleTrailer()) {
            showAll()
          }
        }
      }
      .refreshKit(header: Self.makeHeader(), options: RefreshOptions(resultDisplayDuration: 0.8)) {
        try await reload()
      }
    }

    /// A simple header without the last-updated line, made once.
    @MainActor static func makeHeader() -> SimpleHeader {
      let header = SimpleHeader()
      header.isLastUpdatedTimeHidden = true
      return header
    }
  }
#endif
