import Foundation
import RefreshKit

/// What RefreshKit did in a recorded session, beside what the host reported: a ``ScrollTrace``'s observations.
///
/// A replay never plays these; ``RefreshTraceCheck`` reads them to check what a user saw. A
/// ``ScrollTraceRecorder`` writes the model's ``ScrollModel/refreshInset`` by itself and the events of the components
/// it observes (``ScrollTraceRecorder/observe(_:as:)``); the app notes the rest (``ScrollTraceRecorder/note(_:)``).
public enum ScrollTraceOutcome: Equatable, Sendable {
  /// The components' hold changed: the model's new ``ScrollModel/refreshInset``.
  case refreshInset(Insets)
  /// A component (`header`, `footer`, `trailer`) changed state.
  case state(component: String, from: RefreshState, to: RefreshState)
  /// A component's action started; `trigger` says why (`pull`, `tap`, `beginRefreshing`, …).
  case action(component: String, trigger: String)
  /// The app called `endRefreshing(completion:)` on a component: its `order`-th such call, from 1.
  case end(component: String, order: Int)
  /// The completion of the component's `order`-th `endRefreshing(completion:)` ran.
  case completion(component: String, order: Int)
  /// RefreshKit reported a ``RefreshDiagnostic``: its kind (`refused`, `conflict`, …), member and reason.
  case diagnostic(kind: String, member: String, reason: String)
  /// An object the app watched (``RefreshLeakCheck``) was still alive when it should have gone.
  case leak(String)
}

/// One observation of a ``ScrollTrace``: an outcome, when on the model's clock, and where among the records.
public struct ScrollTraceObservation: Equatable, Sendable {
  /// The model's clock when it happened.
  public var time: TimeInterval
  /// How many of the trace's ``ScrollTrace/records`` came before it.
  public var position: Int
  /// What happened.
  public var outcome: ScrollTraceOutcome

  /// Creates an observation.
  ///
  /// - Parameters:
  ///   - time: The model's clock when it happened, in seconds.
  ///   - position: How many records came before it.
  ///   - outcome: What happened.
  public init(time: TimeInterval, position: Int, outcome: ScrollTraceOutcome) {
    self.time = time
    self.position = position
    self.outcome = outcome
  }
}

extension ScrollTraceOutcome {
  /// The JSON object of an outcome: its event name and fields, as ``ScrollTrace/jsonLines()`` writes them.
  func fields() -> (event: String, fields: TraceOutcomeFields) {
    var fields = TraceOutcomeFields()
    switch self {
    case .refreshInset(let insets):
      (fields.top, fields.left, fields.bottom, fields.right) = (insets.top, insets.left, insets.bottom, insets.right)
      return ("refreshInset", fields)
    case .state(let component, let from, let to):
      (fields.component, fields.from, fields.to) = (component, from.description, to.description)
      return ("state", fields)
    case .action(let component, let trigger):
      (fields.component, fields.trigger) = (component, trigger)
      return ("action", fields)
    case .end(let component, let order):
      (fields.component, fields.order) = (component, order)
      return ("end", fields)
    case .completion(let component, let order):
      (fields.component, fields.order) = (component, order)
      return ("completion", fields)
    case .diagnostic(let kind, let member, let reason):
      (fields.kind, fields.member, fields.reason) = (kind, member, reason)
      return ("diagnostic", fields)
    case .leak(let name):
      fields.name = name
      return ("leak", fields)
    }
  }

  /// The outcome named `event` with `fields`; nil for an event that is no outcome, a message for a missing field.
  static func parse(_ event: String, _ fields: TraceOutcomeFields) throws(TraceFieldMissing) -> ScrollTraceOutcome? {
    func require<Value>(_ value: Value?, _ name: String) throws(TraceFieldMissing) -> Value {
      guard let value else { throw TraceFieldMissing(message: "a \(event) record needs \"\(name)\"") }
      return value
    }
    func state(_ name: String, _ text: String?) throws(TraceFieldMissing) -> RefreshState {
      let text = try require(text, name)
      guard let state = RefreshState.allCases.first(where: { $0.description == text }) else {
        throw TraceFieldMissing(message: "unknown state \"\(text)\"")
      }
      return state
    }
    switch event {
    case "refreshInset":
      return .refreshInset(
        Insets(
          top: try require(fields.top, "top"), left: try require(fields.left, "left"),
          bottom: try require(fields.bottom, "bottom"), right: try require(fields.right, "right")))
    case "state":
      return .state(
        component: try require(fields.component, "component"), from: try state("from", fields.from),
        to: try state("to", fields.to))
    case "action":
      return .action(component: try require(fields.component, "component"), trigger: fields.trigger ?? "")
    case "end":
      return .end(component: try require(fields.component, "component"), order: try require(fields.order, "order"))
    case "completion":
      return .completion(
        component: try require(fields.component, "component"), order: try require(fields.order, "order"))
    case "diagnostic":
      return .diagnostic(
        kind: try require(fields.kind, "kind"), member: fields.member ?? "", reason: fields.reason ?? "")
    case "leak":
      return .leak(try require(fields.name, "name"))
    default:
      return nil
    }
  }
}

/// The fields an outcome's JSON object may have beside `event` and `time`.
struct TraceOutcomeFields {
  var top: Double?
  var left: Double?
  var bottom: Double?
  var right: Double?
  var component: String?
  var from: String?
  var to: String?
  var trigger: String?
  var order: Int?
  var kind: String?
  var member: String?
  var reason: String?
  var name: String?
}

/// A record that lacks a field its event needs.
struct TraceFieldMissing: Error {
  var message: String
}
