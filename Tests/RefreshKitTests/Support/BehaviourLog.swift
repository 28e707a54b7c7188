import Foundation
import RefreshKitTools
import Testing

@_spi(Testing) @testable import RefreshKit

/// What the components of one model did, entry by entry: after every event of the model and every event of a
/// component, the time, what happened, and each component's state, progress and action count with the model's
/// refresh inset. Two models whose logs are equal behaved the same, frame for frame and in the same order.
@MainActor final class BehaviourLog {
  /// What an entry logs.
  enum What: Equatable {
    case model(ScrollEvent)
    case component(Int, RefreshEvent)
  }

  struct Entry: Equatable, CustomStringConvertible {
    var time: TimeInterval
    var what: What
    var states: [RefreshState]
    var progress: [CGFloat]
    var actions: [Int]
    var refreshInset: Insets

    var description: String {
      "\(time) \(what) states \(states) progress \(progress) actions \(actions) refreshInset \(refreshInset)"
    }
  }

  private(set) var entries: [Entry] = []
  private let model: ScrollModel
  private let components: [RefreshComponent]
  private var token: ScrollObservation?

  /// Starts logging `model` and `components`; a component's existing `onEvent` handler keeps being called first.
  init(_ model: ScrollModel, components: [RefreshComponent]) {
    self.model = model
    self.components = components
    token = model.observe { [unowned self] event in self.add(.model(event)) }
    for (index, component) in components.enumerated() {
      let previous = component.onEvent
      component.onEvent = { [unowned self] event in
        previous?(event)
        self.add(.component(index, event))
      }
    }
  }

  private func add(_ what: What) {
    entries.append(
      Entry(
        time: model.now, what: what, states: components.map(\.state), progress: components.map(\.showProgress),
        actions: components.map(\.actionCount), refreshInset: model.refreshInset))
  }

  /// The entries logged since the last call, then forgets them.
  func take() -> [Entry] {
    defer { entries.removeAll(keepingCapacity: true) }
    return entries
  }

  /// Nil if `simulated` and `replayed` are equal, else the first entry where they differ.
  static func firstDifference(_ simulated: [Entry], _ replayed: [Entry]) -> String? {
    for index in 0..<max(simulated.count, replayed.count) {
      if index < simulated.count, index < replayed.count, simulated[index] == replayed[index] { continue }
      let left = index < simulated.count ? simulated[index].description : "nothing"
      let right = index < replayed.count ? replayed[index].description : "nothing"
      if left != right { return "entry \(index):\n  simulated \(left)\n  replayed  \(right)" }
    }
    return nil
  }
}

/// A model with an external driver that replays a recorded trace, with scroll requests and refresh insets it was
/// asked to apply.
@MainActor final class ReplayHost {
  let model: ScrollModel
  private(set) var scrollRequests: [(offset: CGPoint, animated: Bool)] = []
  private(set) var insetCalls: [Insets] = []

  /// A model of `frame` with an external driver; it records what it asks the host.
  init(frame: CGRect = CGRect(x: 0, y: 0, width: 375, height: 667)) {
    TestLastUpdatedStore.install()
    model = ScrollModel(frame: frame)
    model.driver = .external
    model.scrollRequestHandler = { [weak self] offset, animated in self?.scrollRequests.append((offset, animated)) }
    model.refreshInsetHandler = { [weak self] inset in self?.insetCalls.append(inset) }
  }

  /// Plays `records` into the model.
  func replay<Records: Sequence<ScrollTraceRecord>>(_ records: Records) {
    for record in records { model.replay(record) }
  }
}
