import Foundation
import RefreshKit

/// What a ``SessionRecorder`` saw of one session: the scroll view's state at every change, the components' state
/// transitions and the finger's phases, on the model's virtual clock. ``SVGPlot`` draws it.
struct SessionTimeline {
  /// An edge a component holds an inset at.
  enum Edge {
    case top
    case bottom
    case right
  }

  /// One component at one moment: its share of `refreshInset` and where that share and its trigger sit, as
  /// content offsets on the axis of its edge (`y` for the header and the footer, `x` for the trailer).
  struct Part: Equatable {
    /// The component's name in the log: `header`, `footer` or `trailer`.
    var name: String
    var edge: Edge
    /// The component's share of `refreshInset`, in points.
    var hold: Double
    /// The resting bound at the component's edge as it would be without the share.
    var base: Double
    /// The offset at which a pull (or, for an auto footer, the scrolling) starts a refresh; nil while no offset
    /// starts one (a hidden component, a footer with no more data, an auto footer under short content).
    var trigger: Double?

    /// The resting bound at the component's edge with the share: `base` moved outwards by `hold`.
    var heldBound: Double { edge == .top ? base - hold : base + hold }
  }

  /// The scroll view at one moment.
  struct Sample: Equatable {
    var time: Double
    var offset: CGPoint
    /// The resting bounds of the offset (``ScrollModel/minimumContentOffset`` and `maximumContentOffset`).
    var minimum: CGPoint
    var maximum: CGPoint
    var panState: PanState
    /// The attached components, in the order header, footer, trailer.
    var parts: [Part]

    func part(_ name: String) -> Part? { parts.first { $0.name == name } }
  }

  /// A state transition of a component.
  struct Transition: Equatable {
    var time: Double
    var component: String
    var from: String
    var to: String
  }

  /// A time a component held a share of `refreshInset` without a break.
  struct Hold: Equatable {
    var component: String
    /// The samples of the hold, from the first that holds to the last before it ends.
    var samples: [Sample]
    var start: Double
    var end: Double

    var largest: Double { samples.compactMap { $0.part(component)?.hold }.max() ?? 0 }
  }

  /// A time the finger spent in one dragging pan state (``PanState/began`` or ``PanState/changed``).
  struct PanPhase: Equatable {
    var state: PanState
    var start: Double
    var end: Double
  }

  /// The title of the plot, naming the scenario or the script.
  var title: String
  /// A line under the title: what the session shows.
  var subtitle: String
  /// The samples, in time order; several may share a time (changes made at one instant, such as a drag and the
  /// transition it causes).
  var samples: [Sample]
  var transitions: [Transition]
  /// When the session ended.
  var end: Double

  /// The samples whose state lasted a while: the last of each instant. A state that was replaced at the instant it
  /// began (setting up the list before the session starts, say) is not drawn as a bound or a trigger.
  var lastingSamples: [Sample] {
    samples.indices.filter { $0 + 1 == samples.count || samples[$0 + 1].time > samples[$0].time }.map { samples[$0] }
  }

  /// The component names that appear in the session, in the order header, footer, trailer.
  var componentNames: [String] {
    ["header", "footer", "trailer"].filter { name in
      samples.contains { $0.part(name) != nil } || transitions.contains { $0.component == name }
    }
  }

  /// Whether the session has a trailer, so that its horizontal offset deserves a panel of its own.
  var usesHorizontalOffset: Bool {
    samples.contains { $0.part("trailer") != nil } || transitions.contains { $0.component == "trailer" }
  }

  /// Every time a component held an inset for a while, in the order of the components and then of time. A share held
  /// and returned at one instant (zero seconds) is no hold.
  var holds: [Hold] {
    var result: [Hold] = []
    for name in componentNames {
      var current: [Sample] = []
      for sample in samples {
        if let part = sample.part(name), part.hold > 0 {
          current.append(sample)
        } else if let first = current.first {
          if sample.time > first.time {
            result.append(Hold(component: name, samples: current, start: first.time, end: sample.time))
          }
          current = []
        }
      }
      if let first = current.first, end > first.time {
        result.append(Hold(component: name, samples: current, start: first.time, end: end))
      }
    }
    return result
  }

  /// The finger's dragging phases, in time order.
  var panPhases: [PanPhase] {
    var result: [PanPhase] = []
    var current: (state: PanState, start: Double)?
    for sample in samples where sample.panState != current?.state {
      if let current, current.state.isDragging {
        result.append(PanPhase(state: current.state, start: current.start, end: sample.time))
      }
      current = (sample.panState, sample.time)
    }
    if let current, current.state.isDragging {
      result.append(PanPhase(state: current.state, start: current.start, end: end))
    }
    return result
  }
}
