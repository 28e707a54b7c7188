// Layout passes, the safe area and the trait collection. Part of the UIKit double.

extension UIView {
  /// Recomputes the safe area of this view and the views under it, each before its subviews; a view whose inset
  /// changed hears `safeAreaInsetsDidChange()` and is marked for layout.
  func updateSafeArea() {
    var insets = UIEdgeInsets.zero
    if let window {
      let area = window.safeAreaInsets
      let frame = convert(bounds, to: window)
      let size = window.bounds.size
      insets = UIEdgeInsets(
        top: clampedInset(area.top - frame.minY, frame.height),
        left: clampedInset(area.left - frame.minX, frame.width),
        bottom: clampedInset(frame.maxY - (size.height - area.bottom), frame.height),
        right: clampedInset(frame.maxX - (size.width - area.right), frame.width))
      // A scroll view's subviews hear the safe area only on the edges it does not apply to its content inset
      // (`-[UIScrollView _edgesPropagatingSafeAreaInsetsToSubviews]`: the complement of
      // `_edgesApplyingSafeAreaInsetsToContentInset`).
      if let scrollView = superview as? UIScrollView {
        let applied = scrollView.edgesApplyingSafeArea
        if applied.vertical { (insets.top, insets.bottom) = (0, 0) }
        if applied.horizontal { (insets.left, insets.right) = (0, 0) }
      }
    }
    if self !== window, insets != storedSafeAreaInsets {
      storedSafeAreaInsets = insets
      safeAreaInsetsDidChange()
      setNeedsLayout()
    }
    for subview in subviews { subview.updateSafeArea() }
  }

  private func clampedInset(_ inset: CGFloat, _ extent: CGFloat) -> CGFloat { max(0, min(inset, extent)) }

  /// Calls `traitCollectionDidChange(_:)`, then the registered handlers of the traits that changed (iOS 17,
  /// `TraitChangeObservable.swift`), when the traits changed since it was last called (assumed: at once when the
  /// window's traits change or the view moves into another window; UIKit delivers it before the next layout). A view
  /// that was never told had `UITraitCollection()`, the traits of a view in no window.
  func updateTraitCollection() {
    let traits = traitCollection
    let previous = lastTraitCollection
    lastTraitCollection = traits
    if let previous, previous != traits {
      traitCollectionDidChange(previous)
      callTraitChangeHandlers(previous: previous, traits: traits)
      setNeedsLayout()
    } else if previous == nil, traits != UITraitCollection() {
      traitCollectionDidChange(nil)
      callTraitChangeHandlers(previous: UITraitCollection(), traits: traits)
    }
  }

  /// `updateTraitCollection()` for this view and every view under it.
  func updateTraitCollectionOfTree() {
    updateTraitCollection()
    for subview in subviews { subview.updateTraitCollectionOfTree() }
  }
}
