import VitrineMarkdown

/// Other tools' template syntax in a page's text: Hugo shortcodes (`{{< name >}}`, `{{% name %}}`), Liquid
/// tags (`{% include x.html %}`) and mdBook's `{{#…}}` outside code blocks. vitrine runs none of them, so
/// they show as text; the build says so once (`SiteBuilder.templateTagWarning`). Code is left alone: docs
/// about those tools quote the syntax there.
enum TemplateTags {
    struct Place: Sendable, Equatable {
        let line: Int
        let column: Int
        /// The tag as written, up to its closing braces or 60 characters.
        let tag: String
    }

    private static let openers = ["{{<", "{{%", "{%", "{{#"]
    private static let closers = [">}}", "%}}", "%}", "}}"]

    /// Whether `body` may hold a tag: most pages hold no `{{` or `{%` at all, and then no node is looked at.
    static func mayHold(_ body: Substring) -> Bool {
        body.utf8.withContiguousStorageIfAvailable { bytes in
            var index = 0
            while index + 1 < bytes.count {
                if bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "{") || bytes[index + 1] == UInt8(ascii: "%") { return true }
                index += 1
            }
            return false
        } ?? true
    }

    /// Every tag in the text of `document`, in document order; `lineOffset` is added to each line.
    static func places(in document: MarkdownDocument, lineOffset: Int) -> [Place] {
        var places: [Place] = []
        for node in document.nodes(where: \.isText) {
            let literal = node.literal
            guard literal.contains("{{") || literal.contains("{%") else { continue }
            // cmark cuts text at `<`, so `{{<` may end in the next text node.
            var text = literal
            var next = node.nextText
            for _ in 0..<3 {
                guard let following = next else { break }
                text += following.literal
                next = following.nextText
            }
            var rest = text[...]
            while let start = openers.compactMap({ rest.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }),
                  text.distance(from: text.startIndex, to: start.lowerBound) < literal.count {
                let opener = String(rest[start])
                let closer = closers[openers.firstIndex(of: opener)!]
                let end = rest[start.upperBound...].range(of: closer)?.upperBound ?? rest.endIndex
                let line = node.startLine > 0 ? node.startLine : node.blockLine
                places.append(Place(line: line + lineOffset, column: node.startColumn, tag: String(rest[start.lowerBound..<end].prefix(60))))
                rest = rest[end...]
            }
        }
        return places
    }
}
