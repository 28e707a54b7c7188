import Foundation

/// Writes the text of an SVG document one element at a time: attributes in the order given, one element a line,
/// every text and attribute value XML-escaped, numbers with a fixed number of decimals.
///
/// The same calls give the same bytes on every run and machine: nothing depends on dictionaries' order, dates or
/// the locale.
///
/// ```swift
/// var svg = SVGBuilder()
/// svg.open("g", ["class": "axis"])
/// svg.element("text", ["x": SVGBuilder.number(10), "y": "20"], text: "0 < 1 & 2")
/// svg.close("g")
/// ```
struct SVGBuilder {
  /// The document so far.
  private(set) var text = ""
  private var depth = 0

  /// `value` with `decimals` decimals (one by default), rounded half away from zero, never `-0`.
  static func number(_ value: Double, decimals: Int = 1) -> String {
    format(value, decimals: decimals)
  }

  /// `value` with at most `decimals` decimals and no trailing zeros: `1.50` is `1.5`, `2.00` is `2`.
  static func shortNumber(_ value: Double, decimals: Int) -> String {
    var text = format(value, decimals: decimals)
    guard text.contains(".") else { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// `text` as XML character data or an attribute value: `&`, `<`, `>`, `"` and `'` become entities, and the
  /// control characters that XML 1.0 does not allow become U+FFFD, so that any file name still gives valid XML.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Appends a line of raw text, such as the XML declaration.
  mutating func raw(_ line: String) {
    text += String(repeating: "  ", count: depth) + line + "\n"
  }

  /// Opens element `name`; its children follow until ``close(_:)``.
  mutating func open(_ name: String, _ attributes: KeyValuePairs<String, String> = [:]) {
    raw("<\(name)\(Self.attributes(attributes))>")
    depth += 1
  }

  /// Closes the element `name` opened last.
  mutating func close(_ name: String) {
    depth -= 1
    raw("</\(name)>")
  }

  /// Appends element `name` with its attributes, and `text` as its content when given.
  mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], text: String? = nil) {
    if let text {
      raw("<\(name)\(Self.attributes(attributes))>\(Self.escaped(text))</\(name)>")
    } else {
      raw("<\(name)\(Self.attributes(attributes))/>")
    }
  }

  private static func attributes(_ attributes: KeyValuePairs<String, String>) -> String {
    attributes.map { " \($0.key)=\"\(escaped($0.value))\"" }.joined()
  }
}
