import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An XML document read with Foundation's `XMLParser` into a tree, for tests that look into the demo's SVG.
final class XMLTree {
  /// An element with its attributes, children and the text directly inside it.
  final class Element {
    let name: String
    let attributes: [String: String]
    private(set) var children: [Element] = []
    fileprivate(set) var text = ""

    init(name: String, attributes: [String: String]) {
      self.name = name
      self.attributes = attributes
    }

    fileprivate func append(_ child: Element) { children.append(child) }

    /// The words of the `class` attribute.
    var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }

    /// This element and all below it, in document order.
    var all: [Element] { [self] + children.flatMap(\.all) }

    /// The text of the first child named `name`, such as a `<title>`.
    func childText(_ name: String) -> String? { children.first { $0.name == name }?.text }

    /// Every element at or below this one whose class list holds `name`, in document order.
    func elements(ofClass name: String) -> [Element] { all.filter { $0.classes.contains(name) } }
  }

  /// The document's root element.
  let root: Element

  /// Receives the parser's callbacks and builds the tree.
  private final class Builder: NSObject, XMLParserDelegate {
    var stack: [Element] = []
    var root: Element?

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      let element = Element(name: elementName, attributes: attributes)
      stack.last?.append(element)
      if root == nil { root = element }
      stack.append(element)
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
      stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      stack.last?.text += string
    }
  }

  /// Why a document could not be read.
  struct ParseError: Error, CustomStringConvertible {
    var description: String
  }

  /// Parses `data`, throwing when it is not well-formed XML.
  init(_ data: Data) throws {
    let parser = XMLParser(data: data)
    let builder = Builder()
    parser.delegate = builder
    guard parser.parse(), let root = builder.root else {
      throw ParseError(description: "not well-formed XML: \(parser.parserError.map(String.init(describing:)) ?? "")")
    }
    self.root = root
  }
}
