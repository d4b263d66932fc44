import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML document read with Foundation's `XMLParser` into a small tree, for checking the
/// feed and the sitemap: parsing fails on anything that is not well-formed.
public struct XMLTree: Sendable {
    public var name: String
    public var attributes: [String: String]
    /// The element's own text (character data directly inside it), trimmed.
    public var text: String
    public var children: [XMLTree]

    public struct ParseError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Parses `data`; throws with the parser's message and line when it is not well-formed XML.
    public init(parsing data: Data) throws {
        let parser = XMLParser(data: data)
        let builder = Builder()
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            throw ParseError(description: "not well-formed XML at line \(parser.lineNumber): "
                             + (parser.parserError.map { "\($0)" } ?? "no root element"))
        }
        self = root
    }

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
        self.text = ""
        self.children = []
    }

    /// The children named `name`.
    public func all(_ name: String) -> [XMLTree] { children.filter { $0.name == name } }

    /// The first child named `name`.
    public func first(_ name: String) -> XMLTree? { children.first { $0.name == name } }

    private final class Builder: NSObject, XMLParserDelegate {
        var stack: [XMLTree] = []
        var root: XMLTree?

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            stack.append(XMLTree(name: elementName, attributes: attributes))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            guard var element = stack.popLast() else { return }
            element.text = element.text.trimmingCharacters(in: .whitespacesAndNewlines)
            if stack.isEmpty {
                root = element
            } else {
                stack[stack.count - 1].children.append(element)
            }
        }
    }
}
