import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A feed read with a real XML parser: the text of every element by its path (`feed/entry/title`), in order,
/// entities decoded, and each element's attributes.
final class FeedXML: NSObject, XMLParserDelegate {
    private(set) var texts: [String: [String]] = [:]
    private(set) var attributes: [String: [[String: String]]] = [:]
    private(set) var parseError: String?
    private var path: [String] = []
    private var text = ""

    static func parse(_ xml: String) -> FeedXML {
        let reader = FeedXML()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = reader
        if !parser.parse() { reader.parseError = parser.parserError.map { "\($0)" } ?? "unknown parse error" }
        return reader
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        path.append(elementName)
        self.attributes[path.joined(separator: "/"), default: []].append(attributes)
        text = ""
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        texts[path.joined(separator: "/"), default: []].append(text)
        path.removeLast()
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
}
