import Foundation

/// A header drawn as a ``CircleLoading``: the circle fills as the user pulls and spins while refreshing.
///
/// ``circleLoading``'s ``CircleLoading/strokeEnd`` follows ``RefreshComponent/showProgress`` (full at the trigger)
/// and its ``CircleLoading/rotation`` advances with the scroll view's model time while refreshing, one turn per
/// second.
///
/// ```swift
/// list.refreshHeader = CircleLoadingHeader { feed.reload() }
/// let circle = (list.refreshHeader as? CircleLoadingHeader)?.circleLoading
/// ```
///
/// ## Subclassing
///
/// Subclasses inherit `init(action:)`. The header drives its circle from ``showProgressDidChange(_:)`` and
/// ``stateDidChange(from:to:)``: an override of either must call `super` first.
@MainActor open class CircleLoadingHeader: RefreshHeader {
  /// The indicator this header drives; its clock is the scroll view's ``ScrollModel/now``.
  public private(set) lazy var circleLoading = CircleLoading { [weak self] in self?.scrollView?.now }

  /// Feeds the progress to ``circleLoading``.
  ///
  /// ## Subclassing
  /// Call `super` first.
  ///
  /// - Parameter progress: The new progress.
  open override func showProgressDidChange(_ progress: CGFloat) {
    super.showProgressDidChange(progress)
    circleLoading.progress = progress
  }

  /// Starts ``circleLoading`` spinning when a refresh starts and stops it when the refresh ends.
  ///
  /// ## Subclassing
  /// Call `super` first.
  ///
  /// - Parameters:
  ///   - old: The state before.
  ///   - new: The state after.
  open override func stateDidChange(from old: RefreshState, to new: RefreshState) {
    super.stateDidChange(from: old, to: new)
    circleLoading.followRefresh(of: self, from: old, to: new)
  }

  // MARK: - Drawing

  /// The lines ``TerminalRenderer`` draws the header with, top to bottom (see ``TerminalRenderable``).
  ///
  /// ## Subclassing
  ///
  /// Override to draw the header your own way in text; `super.textLines` is the default drawing.
  open var textLines: [String] { defaultTextLines }
}
