import Foundation

/// The adapter's commands, as SwiftUI state: ``ScrollGeometryHost/output``.
extension ScrollGeometryHost {
  // MARK: - Commands

  /// Performs `command` on the output: the hold in the margins, a scroll as a new target, the bounce flags.
  func perform(_ command: HostCommand) {
    switch command {
    case .setContentInset:
      changeOutput(animation: nil) { $0.margins = adapter.refreshPart }
    case .animateContentInset(_, let duration):
      changeOutput(animation: duration) { $0.margins = adapter.refreshPart }
    case .setContentOffset(let offset, _):
      // The adapter sends `animated: false` only; an animated scroll comes as `animateContentOffset`.
      changeOutput(animation: nil) { $0.scrollTarget = nextTarget(offset, animation: nil) }
    case .animateContentOffset(let offset, let duration):
      changeOutput(animation: duration) { $0.scrollTarget = nextTarget(offset, animation: duration) }
    case .setAlwaysBounce(let vertical, let horizontal):
      changeOutput(animation: nil) {
        $0.bouncesVertically = vertical
        $0.bouncesHorizontally = horizontal
      }
    }
  }

  /// The components changed: the bounce goes off with the last of them (a short list no longer moves for a header
  /// that is gone), and comes back with the model's flags when one attaches again (the model's flags are still set,
  /// so it sends no command for them).
  func componentsDidChange(_ attached: [RefreshComponent]) {
    let any = !attached.isEmpty
    changeOutput(animation: nil) {
      $0.bouncesVertically = any && model.alwaysBounceVertical
      $0.bouncesHorizontally = any && model.alwaysBounceHorizontal
    }
  }

  /// Changes the output with `change` and tells the glue, in an animation of `duration` seconds if not nil. An
  /// animated change is told even when nothing changed, so that its completion reports the command's end; with no
  /// glue to tell, it ends at once.
  private func changeOutput(animation duration: TimeInterval?, _ change: (inout Output) -> Void) {
    var new = output
    change(&new)
    guard new != output || duration != nil else { return }
    output = new
    guard let outputDidChange else {
      if duration != nil { adapter.hostDidFinishAnimating() }
      return
    }
    outputDidChange(new, duration)
  }

  /// A new scroll target, its id one more than the last one's.
  private func nextTarget(_ offset: CGPoint, animation duration: TimeInterval?) -> ScrollTarget {
    lastTargetID += 1
    return ScrollTarget(offset: offset, animationDuration: duration, id: lastTargetID)
  }
}
