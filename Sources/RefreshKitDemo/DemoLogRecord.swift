import Foundation

/// One line of the demo's `--json` output: a transition, a failure or a note of one component, with the scroll
/// view's insets and offset at that moment.
///
/// Numbers are rounded to a fixed number of decimals before they are encoded (3 for times and progress, 2 for
/// points), so that every run prints the same digits: `JSONEncoder` prints the shortest form of the rounded value,
/// such as `88` for 88.00 and `-148.06` for -148.0634. Keys are sorted, and a field that does not apply is left out.
struct DemoLogRecord: Codable, Equatable {
  /// A line that is not about one component, such as the summary at the end of a session.
  struct Message: Codable, Equatable {
    var message: String
  }

  var time: Double
  var component: String
  var from: String?
  var to: String?
  var event: String?
  var message: String?
  var note: String?
  var progress: Double?
  var insetTop: Double
  var insetBottom: Double
  var insetRight: Double
  var offsetY: Double
  var offsetX: Double
  /// The list drawn as text (`--frames`), one string a line, so that the picture stays inside the one object.
  var frame: [String]?

  /// Rounds `value` to `decimals` decimals, without a negative zero.
  static func rounded(_ value: Double, decimals: Int) -> Double {
    let scale = pow(10, Double(decimals))
    let rounded = (value * scale).rounded() / scale
    return rounded == 0 ? 0 : rounded
  }

  /// Rounds `value` to `decimals` decimals, without a negative zero.
  static func rounded(_ value: CGFloat, decimals: Int) -> Double {
    rounded(Double(value), decimals: decimals)
  }

  /// The encoder of every line: sorted keys and unescaped slashes, one line per object.
  static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // The model refuses non-finite values, so these never appear; if one did, the line would still be JSON.
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return encoder
  }()

  /// `value` as one line of JSON.
  static func line(_ value: some Encodable) -> String {
    do {
      return String(decoding: try encoder.encode(value), as: UTF8.self)
    } catch {
      // Only non-conforming numbers can fail to encode, and the strategy above converts them.
      return #"{"message":"cannot encode a log line"}"#
    }
  }
}
