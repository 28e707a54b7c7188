// The SwiftUI screens: a List, a ScrollView { LazyVStack } and a Form with a header and an auto footer, on the iOS 18
// path (SwiftUI's scroll API) or forced onto the UIKit path, in a NavigationStack, a paged TabView, a nested
// carousel and a sheet.
import RefreshKit
import RefreshKitSwiftUI
import SwiftUI

/// The rows of a SwiftUI screen.
@MainActor final class CheckFeed: ObservableObject {
  @Published private(set) var items = Array(0..<40)
  private var generation = 0

  /// Replaces the rows after a moment, as a refresh's fetch does.
  func refresh() async {
    try? await Task.sleep(nanoseconds: 300_000_000)
    replace()
  }

  /// Appends a page after a moment.
  func loadMore() async {
    try? await Task.sleep(nanoseconds: 300_000_000)
    items += (items.count..<items.count + 20).map { $0 + generation * 1000 }
  }

  /// Replaces the rows at once: the app's reload.
  func replace() {
    generation += 1
    items = (0..<40).map { $0 + generation * 1000 }
  }
}

/// The SwiftUI screen a scenario runs on.
@MainActor struct SwiftUIScreen: View {
  let scenario: CheckScenario
  let probe: CheckProbe
  @StateObject private var feed = CheckFeed()
  @State private var isSheetShown = true
  @State private var isRefreshing = false

  var body: some View {
    content
      .environment(\.refreshKitScrollPath, isUIKitPath ? .uiKit : .automatic)
      .onAppear {
        probe.reload = { [weak feed] in feed?.replace() }
        if scenario.beginsOnLoad { isRefreshing = true }
      }
  }

  private var isUIKitPath: Bool {
    [.listUIKit, .lazyStackUIKit, .formUIKit].contains(scenario.screen)
  }

  @ViewBuilder private var content: some View {
    switch scenario.screen {
    case .lazyStack, .lazyStackUIKit:
      NavigationStack {
        checked(ScrollView { LazyVStack { ForEach(feed.items, id: \.self) { Text("Row \($0)").padding() } } })
          .navigationTitle("LazyVStack")
      }
    case .form, .formUIKit:
      NavigationStack {
        checked(Form { Section("Rows") { ForEach(feed.items, id: \.self) { Text("Row \($0)") } } })
          .navigationTitle("Form")
      }
    case .pagedTabView:
      TabView {
        checked(list).tag(0)
        Text("The second page").tag(1)
      }
      .tabViewStyle(.page)
    case .carousel:
      NavigationStack {
        checked(
          ScrollView {
            ScrollView(.horizontal) {
              LazyHStack { ForEach(0..<12, id: \.self) { Text("Card \($0)").frame(width: 120, height: 90) } }
            }
            LazyVStack { ForEach(feed.items, id: \.self) { Text("Row \($0)").padding() } }
          }
        )
        .navigationTitle("Carousel")
      }
    case .swiftUISheet:
      Color(.systemGroupedBackground)
        .sheet(isPresented: $isSheetShown) {
          NavigationStack { checked(list).navigationTitle("Sheet") }
            .presentationDetents([.medium, .large])
            .interactiveDismissDisabled()
        }
    default:
      NavigationStack { checked(list).navigationTitle("List") }
    }
  }

  private var list: some View {
    List(feed.items, id: \.self) { Text("Row \($0)") }
  }

  /// `view` with the checked header and auto footer.
  private func checked<Content: View>(_ view: Content) -> some View {
    let probe = probe
    let feed = feed
    return
      view
      .refreshKit(header: probe.adopt(SimpleHeader(), as: "header"), isRefreshing: $isRefreshing) {
        await feed.refresh()
      }
      .refreshKit(footer: probe.adopt(SimpleAutoFooter(), as: "footer")) { await feed.loadMore() }
      .accessibilityIdentifier("checked-list")
  }
}
