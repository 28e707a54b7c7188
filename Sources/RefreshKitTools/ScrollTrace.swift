import Foundation
import RefreshKit

/// One line of a ``ScrollTrace``: what happened, and when on the model's clock.
public struct ScrollTraceRecord: Equatable, Sendable {
  /// The model's ``ScrollModel/now`` when it happened.
  public var time: TimeInterval
  /// What happened.
  public var event: ScrollTraceEvent

  /// Creates a record.
  ///
  /// - Parameters:
  ///   - time: The model's clock when it happened, in seconds.
  ///   - event: What happened.
  public init(time: TimeInterval, event: ScrollTraceEvent) {
    self.time = time
    self.event = event
  }
}

/// A recorded session of a scroll view: what its host reported, frame by frame, as JSON lines.
///
/// A ``ScrollTraceRecorder`` records one from a simulated model or from a model that follows a real scroll view;
/// ``ScrollModel/replay(_:command:)`` plays it into a model with an ``ScrollDriver/external`` driver, where the same
/// components make the same transitions. Each line is one JSON object with sorted keys, `event` naming what happened
/// and `time` when:
///
/// ```
/// {"event":"frame","height":667,"time":0,"width":375,"x":0,"y":0}
/// {"event":"pan","state":"began","time":0.5,"vx":0,"vy":0}
/// {"decelerating":false,"event":"scroll","time":0.5,"tracking":true,"x":0,"y":-40}
/// {"event":"tick","time":0.508333}
/// ```
///
/// Fields: `scroll` has `x`, `y`, `tracking`, `decelerating`; `pan` has `state` (`possible`, `began`, `changed`,
/// `ended`, `cancelled`), `vx`, `vy`; `contentSize` has `width`, `height`; `frame` has `x`, `y`, `width`, `height`;
/// `contentInset` and `safeAreaInsets` have `top`, `left`, `bottom`, `right`; `tick` has nothing more; `command` has
/// `command`. Blank lines are skipped. Numbers are written in their shortest exact form, so a trace read back replays
/// exactly.
///
/// Between the records, a trace may hold what RefreshKit did (``observations``), which a replay skips and
/// ``RefreshTraceCheck`` reads: `refreshInset` (`top`, `left`, `bottom`, `right`), `state` (`component`, `from`,
/// `to`), `action` (`component`, `trigger`), `end` and `completion` (`component`, `order`), `diagnostic` (`kind`,
/// `member`, `reason`) and `leak` (`name`).
public struct ScrollTrace: Equatable, Sendable {
  /// The records, in the order they happened.
  public var records: [ScrollTraceRecord]
  /// What RefreshKit did, in the order it happened, each placed among the records.
  public var observations: [ScrollTraceObservation]

  /// Creates a trace of `records` and `observations`.
  ///
  /// - Parameters:
  ///   - records: The records, in the order they happened.
  ///   - observations: What RefreshKit did, in the order it happened.
  public init(records: [ScrollTraceRecord] = [], observations: [ScrollTraceObservation] = []) {
    self.records = records
    self.observations = observations
  }

  /// A line that could not be read, with its number (from 1).
  public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line's number, from 1.
    public var line: Int
    /// What is wrong with it.
    public var message: String

    /// `line N: message`.
    public var description: String { "line \(line): \(message)" }
  }

  /// Reads a trace from JSON lines.
  ///
  /// - Parameter jsonLines: One record a line, as ``jsonLines()`` writes them.
  /// - Throws: ``ParseError`` for the first line that is not a record.
  public init(jsonLines: String) throws(ParseError) {
    var records: [ScrollTraceRecord] = []
    var observations: [ScrollTraceObservation] = []
    let decoder = JSONDecoder()
    for (index, line) in jsonLines.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard !line.allSatisfy(\.isWhitespace) else { continue }
      let fields: TraceLine
      do {
        fields = try decoder.decode(TraceLine.self, from: Data(line.utf8))
      } catch {
        throw ParseError(line: index + 1, message: "not a trace record: \(line)")
      }
      do throws(TraceFieldMissing) {
        if let outcome = try ScrollTraceOutcome.parse(fields.event, fields.outcomeFields) {
          observations.append(ScrollTraceObservation(time: fields.time, position: records.count, outcome: outcome))
        } else {
          records.append(try fields.record())
        }
      } catch {
        throw ParseError(line: index + 1, message: error.message)
      }
    }
    self.records = records
    self.observations = observations
  }

  /// The trace as JSON lines: one record a line, keys sorted, each line ending in a newline.
  public func jsonLines() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var text = ""
    var next = observations.startIndex
    func write(_ line: TraceLine) {
      // Encoding plain numbers, strings and booleans cannot fail.
      guard let data = try? encoder.encode(line) else { return }
      text += String(decoding: data, as: UTF8.self) + "\n"
    }
    func writeObservations(upTo position: Int) {
      while next < observations.endIndex, observations[next].position <= position {
        write(TraceLine(observations[next]))
        next += 1
      }
    }
    for (index, record) in records.enumerated() {
      writeObservations(upTo: index)
      write(TraceLine(record))
    }
    writeObservations(upTo: Int.max)
    return text
  }
}

/// A record's JSON object: every field optional, those of its event present.
private struct TraceLine: Codable {
  var event: String
  var time: Double
  var x: Double?
  var y: Double?
  var width: Double?
  var height: Double?
  var top: Double?
  var left: Double?
  var bottom: Double?
  var right: Double?
  var tracking: Bool?
  var decelerating: Bool?
  var state: String?
  var vx: Double?
  var vy: Double?
  var command: String?
  var component: String?
  var from: String?
  var to: String?
  var trigger: String?
  var order: Int?
  var kind: String?
  var member: String?
  var reason: String?
  var name: String?

  init(_ observation: ScrollTraceObservation) {
    time = observation.time
    let (name, fields) = observation.outcome.fields()
    event = name
    (top, left, bottom, right) = (fields.top, fields.left, fields.bottom, fields.right)
    (component, from, to, trigger, order) = (fields.component, fields.from, fields.to, fields.trigger, fields.order)
    (kind, member, reason, self.name) = (fields.kind, fields.member, fields.reason, fields.name)
  }

  /// The fields an outcome reads.
  var outcomeFields: TraceOutcomeFields {
    TraceOutcomeFields(
      top: top, left: left, bottom: bottom, right: right, component: component, from: from, to: to, trigger: trigger,
      order: order, kind: kind, member: member, reason: reason, name: name)
  }

  init(_ record: ScrollTraceRecord) {
    time = record.time
    switch record.event {
    case .scroll(let offset, let isTracking, let isDecelerating):
      event = "scroll"
      (x, y, tracking, decelerating) = (offset.x, offset.y, isTracking, isDecelerating)
    case .pan(let panState, let velocity):
      event = "pan"
      (state, vx, vy) = (panState.description, velocity.x, velocity.y)
    case .contentSize(let size):
      event = "contentSize"
      (width, height) = (size.width, size.height)
    case .frame(let rect):
      event = "frame"
      (x, y, width, height) = (rect.origin.x, rect.origin.y, rect.width, rect.height)
    case .contentInset(let insets):
      event = "contentInset"
      setInsets(insets)
    case .safeAreaInsets(let insets):
      event = "safeAreaInsets"
      setInsets(insets)
    case .tick:
      event = "tick"
    case .command(let text):
      event = "command"
      command = text
    }
  }

  private mutating func setInsets(_ insets: Insets) {
    (top, left, bottom, right) = (insets.top, insets.left, insets.bottom, insets.right)
  }

  private func require<Value>(_ value: Value?, _ name: String) throws(TraceFieldMissing) -> Value {
    guard let value else { throw TraceFieldMissing(message: "a \(event) record needs \"\(name)\"") }
    return value
  }

  private func insets() throws(TraceFieldMissing) -> Insets {
    Insets(
      top: try require(top, "top"), left: try require(left, "left"), bottom: try require(bottom, "bottom"),
      right: try require(right, "right"))
  }

  func record() throws(TraceFieldMissing) -> ScrollTraceRecord {
    let parsed: ScrollTraceEvent
    switch event {
    case "scroll":
      parsed = .scroll(
        offset: CGPoint(x: try require(x, "x"), y: try require(y, "y")),
        isTracking: try require(tracking, "tracking"), isDecelerating: try require(decelerating, "decelerating"))
    case "pan":
      let name = try require(state, "state")
      guard let panState = Self.panStates.first(where: { $0.description == name }) else {
        throw TraceFieldMissing(message: "unknown pan state \"\(name)\" (possible, began, changed, ended, cancelled)")
      }
      parsed = .pan(panState, velocity: CGPoint(x: try require(vx, "vx"), y: try require(vy, "vy")))
    case "contentSize":
      parsed = .contentSize(CGSize(width: try require(width, "width"), height: try require(height, "height")))
    case "frame":
      parsed = .frame(
        CGRect(
          x: try require(x, "x"), y: try require(y, "y"), width: try require(width, "width"),
          height: try require(height, "height")))
    case "contentInset": parsed = .contentInset(try insets())
    case "safeAreaInsets": parsed = .safeAreaInsets(try insets())
    case "tick": parsed = .tick
    case "command": parsed = .command(try require(command, "command"))
    default:
      throw TraceFieldMissing(
        message:
          "unknown event \"\(event)\" (scroll, pan, contentSize, frame, contentInset, safeAreaInsets, tick, command;"
          + " refreshInset, state, action, end, completion, diagnostic, leak)")
    }
    return ScrollTraceRecord(time: time, event: parsed)
  }

  static let panStates: [PanState] = [.possible, .began, .changed, .ended, .cancelled]
}
