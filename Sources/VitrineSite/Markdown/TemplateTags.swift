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

    /// Every tag in a page written in HTML, whose text has no code blocks to pass over.
    static func places(inHTML body: Substring, lineOffset: Int) -> [Place] {
        var places: [Place] = []
        var line = 1
        var lineStart = body.startIndex
        var index = body.startIndex
        while index < body.endIndex {
            let character = body[index]
            if character == "\n" {
                line += 1
                index = body.index(after: index)
                lineStart = index
                continue
            }
            if character == "{", let opener = openers.first(where: { body[index...].hasPrefix($0) }) {
                let closer = closers[openers.firstIndex(of: opener)!]
                let afterOpener = body.index(index, offsetBy: opener.count)
                let end = body[afterOpener...].range(of: closer)?.upperBound ?? body.endIndex
                let column = body[lineStart..<index].utf8.count + 1
                places.append(Place(line: line + lineOffset, column: column, tag: String(body[index..<end].prefix(60))))
                line += body[index..<end].reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
                if let lastBreak = body[index..<end].lastIndex(of: "\n") { lineStart = body.index(after: lastBreak) }
                index = end
                continue
            }
            index = body.index(after: index)
        }
        return places
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
