#if canImport(SwiftUI) && canImport(UIKit)
  import RefreshKit
  import RefreshKitUIKit
  import SwiftUI

  /// Pull to refresh, load more and a trailer on a SwiftUI `List`, `ScrollView` or `Form`, from iOS 13.
  ///
  /// From iOS 18 each modifier drives its component through SwiftUI's own scroll API (scroll geometry and phases in;
  /// content margins, scroll position and bounce behaviour out) and draws it over the scroll view
  /// (``RefreshKitScrollPath``). Before, or with `refreshKitScrollPath(.uiKit)`, it places an invisible view behind
  /// the view it modifies and one in front of it, finds the `UIScrollView` SwiftUI made for it (the view between the
  /// two, or else the nearest scroll view around them) and attaches a RefreshKit component there through the UIKit
  /// layer (`scrollView.refreshKit`), the same one a UIKit app uses. The component is made once, when the view first appears, and kept for as long as the view
  /// lives; the action, the binding and the options are taken again at each update.
  ///
  /// ```swift
  /// List(feed.items) { ItemRow(item: $0) }
  ///   .refreshKitHeader { await feed.reload() }
  ///   .refreshKitFooter(noMoreData: feed.isComplete) { await feed.loadMore() }
  /// ```
  ///
  /// An action that throws ends its refresh as a failure, whose message the component shows for its
  /// `failureDisplayDuration` (`RefreshOptions.failureDisplayDuration`).
  extension View {
    // MARK: - Header

    /// Adds a pull-to-refresh header of the configured kind (a `SimpleHeader` unless
    /// `RefreshConfiguration.default.makeHeader` says otherwise) whose refresh runs `action` and ends when it
    /// returns.
    ///
    /// - Parameters:
    ///   - isRefreshing: Set it to true to begin a refresh from code (a button); the header sets it while a refresh
    ///     runs, whoever started it. Nil: the header alone decides.
    ///   - options: The header's timing.
    ///   - style: The header's colours and fonts (``RefreshStyle``); its own look by default.
    ///   - action: The work a refresh does.
    /// - Returns: The view, refreshable.
    public func refreshKitHeader(
      isRefreshing: Binding<Bool>? = nil, options: RefreshOptions = RefreshOptions(),
      style: RefreshStyle = RefreshStyle(), action: @escaping @MainActor () async throws -> Void
    ) -> some View {
      refreshKit(
        header: RefreshConfiguration.default.makeHeader(), isRefreshing: isRefreshing, options: options, style: style,
        action: action)
    }

    /// Adds `header`, made once, whose refresh runs `action` and ends when it returns.
    ///
    /// ```swift
    /// ScrollView { LazyVStack { … } }
    ///   .refreshKit(header: GifHeader.feed(), isRefreshing: $isReloading) { await feed.reload() }
    /// ```
    ///
    /// - Parameters:
    ///   - header: The header; evaluated once, when the view first appears.
    ///   - isRefreshing: Set it to true to begin a refresh from code; the header sets it while a refresh runs.
    ///   - options: The header's timing.
    ///   - style: The header's colours and fonts (``RefreshStyle``); its own look by default.
    ///   - action: The work a refresh does.
    /// - Returns: The view, refreshable.
    public func refreshKit<Header: RefreshHeader>(
      header: @autoclosure @escaping @MainActor () -> Header, isRefreshing: Binding<Bool>? = nil,
      options: RefreshOptions = RefreshOptions(), style: RefreshStyle = RefreshStyle(),
      action: @escaping @MainActor () async throws -> Void
    ) -> some View {
      modifier(
        RefreshPathModifier(
          values: RefreshModifierValues(
            .header, make: header, action: action, isRefreshing: isRefreshing,
            noMoreData: nil, options: options, drawing: RefreshDrawing(style: style, content: nil))))
    }

    // MARK: - Footer

    /// Adds a load-more footer of the configured kind (a `SimpleAutoFooter` unless
    /// `RefreshConfiguration.default.makeFooter` says otherwise) whose load runs `action` and ends when it returns.
    ///
    /// - Parameters:
    ///   - noMoreData: True shows "No more data" and loads nothing; false loads again. The view owns it.
    ///   - isRefreshing: Set it to true to begin a load from code; the footer sets it while a load runs.
    ///   - options: The footer's timing.
    ///   - style: The footer's colours and fonts (``RefreshStyle``); its own look by default.
    ///   - action: The work a load does.
    /// - Returns: The view, with a footer.
    public func refreshKitFooter(
      noMoreData: Bool = false, isRefreshing: Binding<Bool>? = nil, options: RefreshOptions = RefreshOptions(),
      style: RefreshStyle = RefreshStyle(), action: @escaping @MainActor () async throws -> Void
    ) -> some View {
      refreshKit(
        footer: RefreshConfiguration.default.makeFooter(), noMoreData: noMoreData, isRefreshing: isRefreshing,
        options: options, style: style, action: action)
    }

    /// Adds `footer` (an auto footer loads as it comes into view, a back footer when pulled up and released), made
    /// once, whose load runs `action` and ends when it returns.
    ///
    /// - Parameters:
    ///   - footer: The footer; evaluated once, when the view first appears.
    ///   - noMoreData: True shows "No more data" and loads nothing; false loads again. The view owns it.
    ///   - isRefreshing: Set it to true to begin a load from code; the footer sets it while a load runs.
    ///   - options: The footer's timing.
    ///   - style: The footer's colours and fonts (``RefreshStyle``); its own look by default.
    ///   - action: The work a load does.
    /// - Returns: The view, with a footer.
    public func refreshKit<Footer: RefreshFooter>(
      footer: @autoclosure @escaping @MainActor () -> Footer, noMoreData: Bool = false,
      isRefreshing: Binding<Bool>? = nil,
      options: RefreshOptions = RefreshOptions(), style: RefreshStyle = RefreshStyle(),
      action: @escaping @MainActor () async throws -> Void
    ) -> some View {
      modifier(
        RefreshPathModifier(
          values: RefreshModifierValues(
            .footer, make: footer, action: action, isRefreshing: isRefreshing,
            noMoreData: noMoreData, options: options, drawing: RefreshDrawing(style: style, content: nil))))
    }

    // MARK: - Trailer

    /// Adds a trailer of the configured kind (a `SimpleTrailer` unless `RefreshConfiguration.default.makeTrailer`
    /// says otherwise) to a horizontal `ScrollView`: pulling past its right edge and releasing runs `action`.
    ///
    /// - Parameters:
    ///   - isRefreshing: Set it to true to begin from code; the trailer sets it while its action runs.
    ///   - options: The trailer's timing.
    ///   - style: The trailer's colours and fonts (``RefreshStyle``); its own look by default.
    ///   - action: The work the trailer starts (open the full gallery, load more).
    /// - Returns: The view, with a trailer.
    public func refreshKitTrailer(
      isRefreshing: Binding<Bool>? = nil, options: RefreshOptions = RefreshOptions(),
      style: RefreshStyle = RefreshStyle(), action: @escaping @MainActor () async throws -> Void
    ) -> some View {
      refreshKit(
        trailer: RefreshConfiguration.default.makeTrailer(), isRefreshing: isRefreshing, options: options,
        style: style, action: action)
    }

    /// Adds `trailer`, made once, to a horizontal `ScrollView`: pulling past its right edge and releasing runs
    /// `action`.
    ///
    /// - Parameters:
    ///   - trailer: The trailer; evaluated once, when the view first appears.
    ///   - isRefreshing: Set it to true to begin from code; the trailer sets it while its action runs.
    ///   - options: The trailer's timing.
    ///   - style: The trailer's colours and fonts (``RefreshStyle``); its own look by default.
    ///   - action: The work the trailer starts.
    /// - Returns: The view, with a trailer.
    public func refreshKit<Trailer: RefreshTrailer>(
      trailer: @autoclosure @escaping @MainActor () -> Trailer, isRefreshing: Binding<Bool>? = nil,
      options: RefreshOptions = RefreshOptions(), style: RefreshStyle = RefreshStyle(),
      action: @escaping @MainActor () async throws -> Void
    ) -> some View {
      modifier(
        RefreshPathModifier(
          values: RefreshModifierValues(
            .trailer, make: trailer, action: action, isRefreshing: isRefreshing,
            noMoreData: nil, options: options, drawing: RefreshDrawing(style: style, content: nil))))
    }
  }
#endif
