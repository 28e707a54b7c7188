import Foundation
@_spi(Hosting) import RefreshKit

/// The adapter's commands, as SwiftUI state: `ScrollGeometryHost.output`.
extension ScrollGeometryHost {
  // MARK: - Commands

  /// Performs `command` on the output: the hold in the margins, a scroll as a new target, the bounce flags.
  func perform(_ command: HostCommand) {
    var new = output
    var animation: TimeInterval?
    switch command {
    case .setContentInset:
      new.margins = adapter.refreshPart
    case .animateContentInset(_, let duration):
      new.margins = adapter.refreshPart
      animation = duration
    case .setContentOffset(let offset, _):
      // The adapter sends `animated: false` only; an animated scroll comes as `animateContentOffset`.
      new.scrollTarget = nextTarget(offset, animation: nil)
    case .animateContentOffset(let offset, let duration):
      new.scrollTarget = nextTarget(offset, animation: duration)
      animation = duration
    case .setAlwaysBounce(let vertical, let horizontal):
      new.bouncesVertically = vertical
      new.bouncesHorizontally = horizontal
    }
    changeOutput(to: new, animation: animation)
  }

  /// The components changed: the bounce goes off with the last of them (a short list no longer moves for a header
  /// that is gone), and comes back with the model's flags when one attaches again (the model's flags are still set,
  /// so it sends no command for them); a header meeting `.refreshable` is reported; a trailer sits at the trailing
  /// end.
  func componentsDidChange(_ attached: [RefreshComponent]) {
    systemRefreshCheck.headerDidChange(model.refreshHeader)
    // SwiftUI's scroll geometry runs from the leading edge in either layout direction (its insets are leading and
    // trailing): the content ends at the model's right, and so a trailer sits there, in a right-to-left layout too,
    // where SwiftUI mirrors the drawing (a trailer set right to left for a UIKit list would wait at the content's
    // start). Assumed from the documented leading and trailing insets; to confirm on a device.
    if let trailer = model.refreshTrailer, trailer.layoutDirection != .leftToRight {
      trailer.layoutDirection = .leftToRight
    }
    let any = !attached.isEmpty
    var new = output
    new.bouncesVertically = any && model.alwaysBounceVertical
    new.bouncesHorizontally = any && model.alwaysBounceHorizontal
    changeOutput(to: new, animation: nil)
  }

  /// Makes `new` the output and tells the glue, in an animation of `duration` seconds if not nil. An animated change
  /// is told even when nothing changed, so that its completion reports the command's end; with no glue to tell, it
  /// ends at once.
  private func changeOutput(to new: Output, animation duration: TimeInterval?) {
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
