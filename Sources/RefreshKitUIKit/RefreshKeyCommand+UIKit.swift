#if canImport(UIKit)
  // The key command's action is a selector sent along the responder chain by the Objective-C runtime; on Linux the
  // UIKit double's `Selector` carries the call instead.
  import RefreshKit
  import UIKit

  extension ScrollViewRefreshKit {
    /// ⌘R, "Refresh": a key command that refreshes the list on screen whose header is in view, for an iPad with a
    /// keyboard and for Mac Catalyst. Which list refreshes is ``RefreshKit/RefreshKeyCommand``'s rule.
    ///
    /// UIKit offers a key command only when a responder in the responder chain lists it (the chain runs from the first
    /// responder up through its views, their view controllers, the window and the application to its delegate), so
    /// the app adds it in one of two places:
    ///
    /// ```swift
    /// // In the app delegate: the View menu on Mac Catalyst and, from iPadOS 15, the list that holding ⌘ shows on an
    /// // iPad. It works whatever is first responder, also when nothing is.
    /// override func buildMenu(with builder: UIMenuBuilder) {
    ///   super.buildMenu(with: builder)
    ///   builder.insertChild(
    ///     UIMenu(options: .displayInline, children: [ScrollViewRefreshKit.makeRefreshKeyCommand()]),
    ///     atStartOfMenu: .view)
    /// }
    ///
    /// // Or in the view controller of the list (iOS 13 and 14 included): UIKit offers it while the first responder
    /// // is inside the controller's views, or is the controller itself.
    /// addKeyCommand(ScrollViewRefreshKit.makeRefreshKeyCommand())
    /// ```
    ///
    /// The command's action, `refreshKitRefresh(_:)`, is implemented on every `UIResponder`, so whichever responder
    /// UIKit sends it to finds the window: the lists in it that are on screen are passed to
    /// ``RefreshKit/RefreshKeyCommand/refresh(among:)``, the one holding the first responder first, then from front to
    /// back. When no list can refresh, ⌘R does nothing (the command still shows, enabled).
    ///
    /// On tvOS the command works with a keyboard paired with the Apple TV, and shows nowhere: tvOS has no menu bar
    /// and no list of key commands (nor `UIKeyCommand`'s initializer with a title), so the command is made with the
    /// initializer every platform has and its titles set afterwards, one path for all.
    ///
    /// - Returns: A new ⌘R key command, titled "Refresh" in the language of ``RefreshKit/RefreshLocalization``.
    public static func makeRefreshKeyCommand() -> UIKeyCommand {
      let title = RefreshLocalization.string(for: .accessibilityActionRefresh)
      let command = UIKeyCommand(input: "r", modifierFlags: .command, action: refreshSelector)
      command.title = title
      command.discoverabilityTitle = title
      return command
    }

    #if canImport(ObjectiveC)
      private static let refreshSelector = #selector(UIResponder.refreshKitRefresh(_:))
    #else
      /// Linux: the UIKit double's selector, which carries the call the Objective-C runtime makes on a device.
      private static let refreshSelector = Selector("refreshKit_refresh:") { (responder: UIResponder, sender: Any?) in
        responder.refreshKitRefresh(sender)
      }
    #endif
  }

  extension UIResponder {
    /// The action of ``ScrollViewRefreshKit/makeRefreshKeyCommand()`` (internal: UIKit finds it by its selector, and an
    /// app makes the command with that method): refreshes the list in this responder's window
    /// whose header is in view (``RefreshKit/RefreshKeyCommand``).
    ///
    /// - Parameter sender: The key command.
    #if canImport(ObjectiveC)
      @objc(refreshKit_refresh:)
    #endif
    func refreshKitRefresh(_ sender: Any?) {
      guard let window = refreshKitWindow else { return }
      // The list holding the first responder (this responder, when UIKit sent the action to it) goes first.
      var focused = (self as? UIView) ?? (self as? UIViewController)?.viewIfLoaded
      while let view = focused, (view as? UIScrollView)?.existingRefreshKit == nil { focused = view.superview }
      // Two passes, the focused list's, then the others': only appends, where inserting it at the start replaced a
      // range of the array, code specialized for it alone (issue 58). ⌘R is rare; the views are few.
      var lists: [ScrollModel] = []
      collectVisibleLists(in: window, window: window, focused: focused, focusedOnes: true, into: &lists)
      collectVisibleLists(in: window, window: window, focused: focused, focusedOnes: false, into: &lists)
      RefreshKeyCommand.refresh(among: lists)
    }

    /// The window this responder is in, or the key window of its application or scene.
    private var refreshKitWindow: UIWindow? {
      switch self {
      case let window as UIWindow: return window
      case let view as UIView: return view.window
      case let controller as UIViewController: return controller.viewIfLoaded?.window
      case let scene as UIWindowScene: return Self.keyWindow(of: scene)
      case let application as UIApplication:
        for case let scene as UIWindowScene in application.connectedScenes {
          if let window = Self.keyWindow(of: scene) { return window }
        }
        return nil
      default: return nil
      }
    }

    /// The key window of `scene`, if it has one: one search, where each `first(where:)` was a copy of its own.
    private static func keyWindow(of scene: UIWindowScene) -> UIWindow? {
      for window in scene.windows where window.isKeyWindow { return window }
      return nil
    }

    /// Appends the models of the scroll views with a ``ScrollViewRefreshKit`` under `view` that are shown in `window`,
    /// front to back (a later subview is drawn above an earlier one, and a subview above its superview): `focused`'s
    /// alone when `focusedOnes`, else all the others. The models, not the scroll views: one array of one type (each
    /// type costs an app its own specializations).
    private func collectVisibleLists(
      in view: UIView, window: UIWindow, focused: UIView?, focusedOnes: Bool, into lists: inout [ScrollModel]
    ) {
      guard !view.isHidden, view.alpha > 0.01 else { return }
      for subview in view.subviews.reversed() {
        collectVisibleLists(in: subview, window: window, focused: focused, focusedOnes: focusedOnes, into: &lists)
      }
      if let scrollView = view as? UIScrollView, let model = scrollView.existingRefreshKit?.model,
        scrollView.convert(scrollView.bounds, to: window).intersects(window.bounds)
      {
        if (scrollView === focused) == focusedOnes { lists.append(model) }
      }
    }
  }
#endif
