import Foundation
import RefreshKit

/// Prints what happens in a session: one line per state transition and action call, as aligned columns or JSON.
@MainActor final class DemoLog {
  let output: DemoOptions.Output
  let list: ScrollModel
  var renderFrame: (() -> [String])?
  private var headerPrinted = false
  private(set) var lines: [String] = []

  init(output: DemoOptions.Output, list: ScrollModel) {
    self.output = output
    self.list = list
  }

  private static let columns: [(title: String, width: Int, leftAligned: Bool)] = [
    ("time", 7, false), ("component", 10, true), ("transition", 26, true), ("progress", 9, false),
    ("inset.top", 10, false), ("inset.bottom", 13, false), ("offset.y", 10, false), ("note", 0, true),
  ]

  private func pad(_ text: String, _ column: (title: String, width: Int, leftAligned: Bool)) -> String {
    let count = text.count
    guard count < column.width else { return text }
    let padding = String(repeating: " ", count: column.width - count)
    return column.leftAligned ? text + padding : padding + text
  }

  private func row(_ cells: [String]) -> String {
    var parts: [String] = []
    for (cell, column) in zip(cells, Self.columns) { parts.append(pad(cell, column)) }
    var line = parts.joined(separator: "  ")
    while line.hasSuffix(" ") { line.removeLast() }
    return line
  }

  func emit(_ line: String) {
    lines.append(line)
    print(line)
  }

  /// What a line of the log is about.
  enum Detail: Equatable {
    /// The component's state changed.
    case transition(from: String, to: String)
    /// The component's action ended with a failure.
    case failure(message: String)
    /// Something the session says about the component, such as its action being called.
    case note(String)

    var transitionColumn: String {
      switch self {
      case .transition(let from, let to): "\(from) → \(to)"
      case .failure: "failed"
      case .note: ""
      }
    }

    var noteColumn: String {
      switch self {
      case .transition: ""
      case .failure(let message): message
      case .note(let text): text
      }
    }
  }

  /// Logs `detail` about `component`, with the scroll view's insets and offset now.
  func record(component: String, _ detail: Detail, progress: CGFloat?) {
    let inset = list.adjustedContentInset
    switch output {
    case .columns:
      printColumnTitles()
      emit(
        row([
          format(list.now, decimals: 3), component, detail.transitionColumn,
          progress.map { format($0, decimals: 2) } ?? "", format(inset.top, decimals: 1),
          format(inset.bottom, decimals: 1), format(list.contentOffset.y, decimals: 1), detail.noteColumn,
        ]))
      if let renderFrame {
        for line in renderFrame() { emit(line.isEmpty ? "" : "    " + line) }
      }
    case .json:
      emit(DemoLogRecord.line(jsonRecord(component: component, detail, progress: progress)))
    }
  }

  private func jsonRecord(component: String, _ detail: Detail, progress: CGFloat?) -> DemoLogRecord {
    let inset = list.adjustedContentInset
    var record = DemoLogRecord(
      time: DemoLogRecord.rounded(list.now, decimals: 3), component: component,
      progress: progress.map { DemoLogRecord.rounded($0, decimals: 3) },
      insetTop: DemoLogRecord.rounded(inset.top, decimals: 2),
      insetBottom: DemoLogRecord.rounded(inset.bottom, decimals: 2),
      insetRight: DemoLogRecord.rounded(inset.right, decimals: 2),
      offsetY: DemoLogRecord.rounded(list.contentOffset.y, decimals: 2),
      offsetX: DemoLogRecord.rounded(list.contentOffset.x, decimals: 2),
      // The picture stays inside the object, so that every line is still one JSON object.
      frame: renderFrame?())
    switch detail {
    case .transition(let from, let to):
      record.from = from
      record.to = to
    case .failure(let message):
      record.event = "failed"
      record.message = message
    case .note(let text):
      record.note = text
    }
    return record
  }

  /// Prints the column titles once, before the first line of a session.
  private func printColumnTitles() {
    guard !headerPrinted else { return }
    headerPrinted = true
    emit(row(Self.columns.map(\.title)))
  }

  func message(_ text: String) {
    switch output {
    case .columns:
      printColumnTitles()
      emit(text)
    case .json: emit(DemoLogRecord.line(DemoLogRecord.Message(message: text)))
    }
  }
}

func format(_ value: Double, decimals: Int) -> String {
  let scale = pow(10, Double(decimals))
  var rounded = (value * scale).rounded() / scale
  if rounded == 0 { rounded = 0 }  // no "-0.0"
  return String(format: "%.\(decimals)f", rounded)
}

func format(_ value: CGFloat, decimals: Int) -> String {
  format(Double(value), decimals: decimals)
}
