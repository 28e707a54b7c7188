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

  /// Logs a transition or an action of `component`.
  func record(component: String, transition: String, progress: CGFloat?, note: String = "", json: [String: String]) {
    let inset = list.adjustedContentInset
    switch output {
    case .columns:
      printColumnTitles()
      emit(
        row([
          format(list.now, decimals: 3), component, transition, progress.map { format($0, decimals: 2) } ?? "",
          format(inset.top, decimals: 1), format(inset.bottom, decimals: 1), format(list.contentOffset.y, decimals: 1),
          note,
        ]))
    case .json:
      var fields: [(String, String)] = [
        ("time", format(list.now, decimals: 3)), ("component", quoted(component)),
      ]
      for key in json.keys.sorted() { fields.append((key, json[key] ?? "")) }
      if let progress { fields.append(("progress", format(progress, decimals: 3))) }
      fields.append(("insetTop", format(inset.top, decimals: 2)))
      fields.append(("insetBottom", format(inset.bottom, decimals: 2)))
      fields.append(("insetRight", format(inset.right, decimals: 2)))
      fields.append(("offsetY", format(list.contentOffset.y, decimals: 2)))
      fields.append(("offsetX", format(list.contentOffset.x, decimals: 2)))
      if let renderFrame {
        // The picture stays inside the object, so that every line is still one JSON object.
        fields.append(("frame", "[" + renderFrame().map(quoted).joined(separator: ",") + "]"))
      }
      emit("{" + fields.map { "\(quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}")
      return
    }
    if let renderFrame {
      for line in renderFrame() { emit(line.isEmpty ? "" : "    " + line) }
    }
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
    case .json: emit("{\"message\":\(quoted(text))}")
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

func quoted(_ text: String) -> String {
  var result = "\""
  for character in text.unicodeScalars {
    switch character {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case _ where character.value < 0x20:
      result +=
        "\\u" + String(repeating: "0", count: 4 - String(character.value, radix: 16).count)
        + String(character.value, radix: 16)
    default: result.unicodeScalars.append(character)
    }
  }
  return result + "\""
}
