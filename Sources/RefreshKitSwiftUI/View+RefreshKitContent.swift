#if canImport(SwiftUI) && canImport(UIKit)
  import RefreshKit
  import RefreshKitUIKit
  import SwiftUI

  /// The refresh modifiers with a view of the app's own in place of the stock drawing: a brand header, a
  /// progress-driven animation, built from the component's ``RefreshSnapshot`` (its state, its
  /// `showProgress` and its presentation) each time one of them changes, on both paths (drawn over the scroll view
  /// from iOS 18, hosted in the component's UIKit view before). The view is the component's one VoiceOver element,
  /// with the presentation's label; give the component the height your view needs (`RefreshHeader.height`).
  ///
  /// The view sees the environment of the view the modifier is on, on both paths: its environment objects, colour
  /// scheme, locale, text size and layout direction. Before iOS 18, where it is hosted in the component's UIKit view,
  /// the modifier hands its whole environment over to it (`.environment(\.self, _:)`), again at each update of the
  /// modifier's view.
  ///
  /// ```swift
  /// List(feed.items) { ItemRow(item: $0) }
  ///   .refreshKitHeader {
  ///     await feed.reload()
  ///   } content: { snapshot in
  ///     Image("Logo")
  ///       .rotationEffect(.degrees(snapshot.isRefreshing ? 360 : 180 * min(snapshot.showProgress, 1)))
  ///   }
  /// ```
  extension View {
    /// Adds a pull-to-refresh header of the configured kind, drawn by `content`.
    ///
    /// - Parameters:
    ///   - isRefreshing: Set it to true to begin a refresh from code; the header sets it while a refresh runs.
    ///   - options: The header's timing.
    ///   - action: The work a refresh does.
    ///   - content: The header's view, built from its values.
    /// - Returns: The view, refreshable.
    public func refreshKitHeader<Content: View>(
      isRefreshing: Binding<Bool>? = nil, options: RefreshOptions = RefreshOptions(),
      action: @escaping @MainActor () async throws -> Void,
      @ViewBuilder content: @escaping @MainActor (RefreshSnapshot) -> Content
    ) -> some View {
      refreshKit(
        header: RefreshConfiguration.default.makeHeader(), isRefreshing: isRefreshing, options: options,
        action: action, content: content)
    }

    /// Adds `header`, made once, drawn by `content`.
    ///
    /// - Parameters:
    ///   - header: The header; evaluated once, when the view first appears.
    ///   - isRefreshing: Set it to true to begin a refresh from code; the header sets it while a refresh runs.
    ///   - options: The header's timing.
    ///   - action: The work a refresh does.
    ///   - content: The header's view, built from its values.
    /// - Returns: The view, refreshable.
    public func refreshKit<Header: RefreshHeader, Content: View>(
      header: @autoclosure @escaping @MainActor () -> Header, isRefreshing: Binding<Bool>? = nil,
      options: RefreshOptions = RefreshOptions(), action: @escaping @MainActor () async throws -> Void,
      @ViewBuilder content: @escaping @MainActor (RefreshSnapshot) -> Content
    ) -> some View {
      modifier(
        RefreshPathModifier(
          values: RefreshModifierValues(
            .header, make: header, action: action, isRefreshing: isRefreshing,
            noMoreData: nil, options: options, drawing: Self.drawing(content))))
    }

    /// Adds a load-more footer of the configured kind, drawn by `content`.
    ///
    /// - Parameters:
    ///   - noMoreData: True shows "No more data" and loads nothing; false loads again. The view owns it.
    ///   - isRefreshing: Set it to true to begin a load from code; the footer sets it while a load runs.
    ///   - options: The footer's timing.
    ///   - action: The work a load does.
    ///   - content: The footer's view, built from its values.
    /// - Returns: The view, with a footer.
    public func refreshKitFooter<Content: View>(
      noMoreData: Bool = false, isRefreshing: Binding<Bool>? = nil, options: RefreshOptions = RefreshOptions(),
      action: @escaping @MainActor () async throws -> Void,
      @ViewBuilder content: @escaping @MainActor (RefreshSnapshot) -> Content
    ) -> some View {
      refreshKit(
        footer: RefreshConfiguration.default.makeFooter(), noMoreData: noMoreData, isRefreshing: isRefreshing,
        options: options, action: action, content: content)
    }

    /// Adds `footer`, made once, drawn by `content`.
    ///
    /// - Parameters:
    ///   - footer: The footer; evaluated once, when the view first appears.
    ///   - noMoreData: True shows "No more data" and loads nothing; false loads again. The view owns it.
    ///   - isRefreshing: Set it to true to begin a load from code; the footer sets it while a load runs.
    ///   - options: The footer's timing.
    ///   - action: The work a load does.
    ///   - content: The footer's view, built from its values.
    /// - Returns: The view, with a footer.
    public func refreshKit<Footer: RefreshFooter, Content: View>(
      footer: @autoclosure @escaping @MainActor () -> Footer, noMoreData: Bool = false,
      isRefreshing: Binding<Bool>? = nil, options: RefreshOptions = RefreshOptions(),
      action: @escaping @MainActor () async throws -> Void,
      @ViewBuilder content: @escaping @MainActor (RefreshSnapshot) -> Content
    ) -> some View {
      modifier(
        RefreshPathModifier(
          values: RefreshModifierValues(
            .footer, make: footer, action: action, isRefreshing: isRefreshing,
            noMoreData: noMoreData, options: options, drawing: Self.drawing(content))))
    }

    /// Adds `trailer`, made once, to a horizontal `ScrollView`, drawn by `content`.
    ///
    /// - Parameters:
    ///   - trailer: The trailer; evaluated once, when the view first appears.
    ///   - isRefreshing: Set it to true to begin from code; the trailer sets it while its action runs.
    ///   - options: The trailer's timing.
    ///   - action: The work the trailer starts.
    ///   - content: The trailer's view, built from its values.
    /// - Returns: The view, with a trailer.
    public func refreshKit<Trailer: RefreshTrailer, Content: View>(
      trailer: @autoclosure @escaping @MainActor () -> Trailer, isRefreshing: Binding<Bool>? = nil,
      options: RefreshOptions = RefreshOptions(), action: @escaping @MainActor () async throws -> Void,
      @ViewBuilder content: @escaping @MainActor (RefreshSnapshot) -> Content
    ) -> some View {
      modifier(
        RefreshPathModifier(
          values: RefreshModifierValues(
            .trailer, make: trailer, action: action, isRefreshing: isRefreshing,
            noMoreData: nil, options: options, drawing: Self.drawing(content))))
    }

    /// The drawing of an app's view.
    private static func drawing<Content: View>(
      _ content: @escaping @MainActor (RefreshSnapshot) -> Content
    ) -> RefreshDrawing {
      RefreshDrawing(style: RefreshStyle(), content: { AnyView(content($0)) })
    }
  }
#endif
