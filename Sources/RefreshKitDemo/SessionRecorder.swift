import Foundation
import RefreshKit

/// Records a demo session for its timeline plot (`--svg`): the scroll view's state at every change, and the state
/// transitions the session's log reports.
///
/// The recorder observes the model, which evaluates motion on its 120 Hz frame grid (``ScrollModel/frameDuration``)
/// and reports each frame's new offset as an event, so the samples hold every frame in which something moved. A frame
/// in which nothing changed adds no sample: the plot holds the last value until the next one. Changes made at one
/// instant (a drag, the transition it causes and the inset that follows) are kept in order, as separate samples at
/// the same time.
///
/// ```swift
/// let recorder = SessionRecorder(list: session.list, title: "pull", subtitle: "a pull to refresh")
/// session.recorder = recorder
/// // … play the session …
/// let svg = SVGPlot(timeline: recorder.finish()).document()
/// ```
@MainActor final class SessionRecorder {
  let list: ScrollModel
  private let title: String
  private let subtitle: String
  private var samples: [SessionTimeline.Sample] = []
  private var transitions: [SessionTimeline.Transition] = []
  private var observation: ScrollObservation?

  /// Starts recording `list` with its state now as the first sample.
  ///
  /// - Parameters:
  ///   - list: The session's scroll view.
  ///   - title: The plot's title, naming the scenario or the script.
  ///   - subtitle: A line under the title: what the session shows.
  init(list: ScrollModel, title: String, subtitle: String) {
    self.list = list
    self.title = title
    self.subtitle = subtitle
    sample()
    observation = list.observe { [weak self] _ in self?.sample() }
  }

  /// Records that `component` went from state `from` to state `to` now.
  func recordTransition(component: String, from: String, to: String) {
    transitions.append(.init(time: list.now, component: component, from: from, to: to))
    sample()
  }

  /// Stops recording and returns what was recorded, ending at the model's time now.
  func finish() -> SessionTimeline {
    observation?.cancel()
    observation = nil
    sample()
    return SessionTimeline(
      title: title, subtitle: subtitle, samples: samples, transitions: transitions, end: list.now)
  }

  /// Adds the scroll view's state now, unless it is the same as the last sample's.
  private func sample() {
    var parts: [SessionTimeline.Part] = []
    if let header = list.refreshHeader { parts.append(headerPart(header)) }
    if let footer = list.refreshFooter { parts.append(footerPart(footer)) }
    if let trailer = list.refreshTrailer { parts.append(trailerPart(trailer)) }
    let sample = SessionTimeline.Sample(
      time: list.now, offset: list.contentOffset, minimum: list.minimumContentOffset,
      maximum: list.maximumContentOffset, panState: list.panState, parts: parts)
    if let last = samples.last {
      var unchanged = sample
      unchanged.time = last.time
      guard unchanged != last else { return }
    }
    samples.append(sample)
  }

  // MARK: Components
  //
  // Each slot holds at one edge only (the header the top, a footer the bottom, the trailer the right), so a
  // component's share of `refreshInset` is that edge of it.

  private func headerPart(_ header: RefreshHeader) -> SessionTimeline.Part {
    let hold = Double(list.refreshInset.top)
    let base = Double(0 - list.adjustedContentInset.top) + hold
    let trigger = header.isHidden ? nil : base - Double(header.willRefreshHeight())
    return .init(name: "header", edge: .top, hold: hold, base: base, trigger: trigger)
  }

  private func footerPart(_ footer: RefreshFooter) -> SessionTimeline.Part {
    let hold = Double(list.refreshInset.bottom)
    let inset = list.adjustedContentInset
    let base = Double(
      max(0 - inset.top, list.contentSize.height + inset.bottom - CGFloat(hold) - list.frame.height))
    var trigger: Double?
    if !footer.isHidden, footer.state != .noMoreData {
      if let auto = footer as? AutoRefreshFooter {
        // It loads when this much of it is in view (or, with a preload distance, this much before it shows). Content
        // shorter than the viewport shows it at rest: there a drag up and a release load, not an offset.
        guard !auto.isContentShorterThanViewport else {
          return .init(name: "footer", edge: .bottom, hold: hold, base: base, trigger: nil)
        }
        let reveal = auto.preloadDistance.map { -$0 } ?? auto.height * auto.triggerAutomaticallyRefreshPercent
        trigger = base + Double(reveal)
      } else {
        trigger = base + Double(footer.willRefreshHeight())
      }
    }
    return .init(name: "footer", edge: .bottom, hold: hold, base: base, trigger: trigger)
  }

  private func trailerPart(_ trailer: RefreshTrailer) -> SessionTimeline.Part {
    let hold = Double(list.refreshInset.right)
    let inset = list.adjustedContentInset
    let base = Double(
      max(0 - inset.left, list.contentSize.width + inset.right - CGFloat(hold) - list.frame.width))
    let trigger = trailer.isHidden ? nil : base + Double(trailer.willRefreshHeight())
    return .init(name: "trailer", edge: .right, hold: hold, base: base, trigger: trigger)
  }
}
