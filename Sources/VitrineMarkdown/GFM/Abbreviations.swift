import CCmark

/// Python-Markdown's abbreviations (`abbr`, and the `extra` bundles that hold it), where an MkDocs project turns
/// them on: a paragraph of `*[HTML]: Hyper Text Markup Language` lines defines them and is not shown, and each
/// use of a term as a whole word in the page's text, outside code and links, becomes
/// `<abbr title="Hyper Text Markup Language">HTML</abbr>`.
enum Abbreviations {
    static func apply(to root: OpaquePointer, positions: NodePositions) {
        TextEdits.mergeAdjacentText(positions: positions)
        var titles: [String: String] = [:]
        for paragraph in Cmark.descendants(of: root, where: { Cmark.type($0) == CMARK_NODE_PARAGRAPH }) {
            let lines = lines(of: paragraph)
            let definitions = lines.compactMap(definition)
            guard !definitions.isEmpty, definitions.count == lines.count else { continue }
            // A later definition of the same term wins, as Python-Markdown reads them.
            for (term, title) in definitions { titles[term] = title }
            Cmark.remove(paragraph)
        }
        guard !titles.isEmpty else { return }
        // Longer terms first, so `HTML5` is found before `HTML` where both are defined.
        let terms = titles.keys.sorted { $0.utf8.count != $1.utf8.count ? $0.utf8.count > $1.utf8.count : $0 < $1 }.map { (text: $0, bytes: Array($0.utf8)) }
        for text in InlineText.textNodes(below: root, scope: .outsideLinksAndImages, containingAny: terms.map(\.text)) {
            let bytes = Array(Cmark.literal(text).utf8)
            var edits: [(range: Range<Int>, node: OpaquePointer)] = []
            var index = 0
            while index < bytes.count {
                let found = terms.first { term in
                    index + term.bytes.count <= bytes.count && bytes[index..<(index + term.bytes.count)].elementsEqual(term.bytes)
                        && !isWordByte(before: index, in: bytes) && !isWordByte(at: index + term.bytes.count, in: bytes)
                }
                guard let found else {
                    index += 1
                    continue
                }
                let node = Cmark.newCustomInline(enter: "<abbr title=\"\(HTMLText.escape(titles[found.text] ?? ""))\">", exit: "</abbr>")
                cmark_node_append_child(node, Cmark.newText(found.text))
                edits.append((index..<(index + found.bytes.count), node))
                index += found.bytes.count
            }
            TextEdits.replace(in: text, edits, positions: positions)
        }
    }

    /// A paragraph's text, line by line as written.
    private static func lines(of paragraph: OpaquePointer) -> [Substring] {
        var text = ""
        for child in Cmark.children(of: paragraph) {
            let kind = Cmark.type(child)
            text += kind == CMARK_NODE_SOFTBREAK || kind == CMARK_NODE_LINEBREAK ? "\n" : Cmark.plainText(of: child)
        }
        return text.split(separator: "\n")
    }

    /// `*[TERM]: title` as one line reads it.
    private static func definition(_ line: Substring) -> (String, String)? {
        guard line.hasPrefix("*["), let close = line.range(of: "]:") else { return nil }
        let term = line[line.index(line.startIndex, offsetBy: 2)..<close.lowerBound]
        guard !term.isEmpty, !term.contains("]") else { return nil }
        return (String(term), String(line[close.upperBound...]).trimmingSpaces())
    }

    /// Whether a letter, digit or `_` stands there: a term is found only as a whole word.
    private static func isWordByte(at index: Int, in bytes: [UInt8]) -> Bool {
        guard index < bytes.count else { return false }
        let byte = bytes[index]
        return byte >= 0x80 || Bytes.isAlphanumeric(byte) || byte == UInt8(ascii: "_")
    }

    private static func isWordByte(before index: Int, in bytes: [UInt8]) -> Bool {
        index > 0 && isWordByte(at: index - 1, in: bytes)
    }
}
