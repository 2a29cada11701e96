import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses a document with a real XML parser and collects what the tests look at.
final class XMLCheck: NSObject, XMLParserDelegate {
    private(set) var ids: [String] = []
    private(set) var classes: [String] = []
    private(set) var elementNames: [String] = []
    private(set) var rootAttributes: [String: String] = [:]
    /// Character data inside each element with the given `data-part`, keyed by part.
    private(set) var textByPart: [String: String] = [:]
    private var partStack: [String?] = []
    private(set) var parseError: String?

    /// Whether `text` is well-formed XML; the other properties are filled in either way.
    static func parse(_ text: String) -> XMLCheck {
        let check = XMLCheck()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = check
        if !parser.parse() {
            check.parseError = parser.parserError.map { "\($0)" } ?? "unknown parse error"
        }
        return check
    }

    var isWellFormed: Bool { parseError == nil }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if elementNames.isEmpty { rootAttributes = attributes }
        elementNames.append(elementName)
        if let id = attributes["id"] { ids.append(id) }
        if let names = attributes["class"] { classes += names.split(separator: " ").map(String.init) }
        partStack.append(attributes["data-part"] ?? partStack.last ?? nil)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        partStack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let part = partStack.last ?? nil { textByPart[part, default: ""] += string }
    }
}
