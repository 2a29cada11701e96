import CCmark

/// GFM footnotes, rendered as cmark-gfm renders them: `[^label]` references become numbered
/// `<sup class="footnote-ref">` links, and the referenced definitions a `<section class="footnotes">` list
/// at the end with links back to each reference. A reference without a definition stays text, and a
/// definition nobody references is left out.
///
/// Each definition's body is parsed in the document's `Prelude` as a list item (`-   ` takes the place of
/// `[^label]:`, so the body's four-column indentation means the same), then moved into the section.
struct Footnotes {
    private let definitions: [FootnoteDefinitions.Definition]
    private var chunkLines: [Int] = []
    /// Each definition's `<li>` holder, detached from the tree until referenced.
    private var bodies: [OpaquePointer?] = []

    var isEmpty: Bool { definitions.isEmpty }

    init(_ definitions: [FootnoteDefinitions.Definition], prelude: inout Prelude) {
        self.definitions = definitions
        for definition in definitions {
            var lines: [(text: String, origin: SourceMap.Origin)] = []
            if definition.firstLine.isEmpty {
                // A marker three wide alone on its line gives the item a content indent of four.
                lines.append(("12.", SourceMap.Origin(line: definition.line, columnShift: 0)))
            } else {
                lines.append(("-   " + definition.firstLine, SourceMap.Origin(line: definition.line, columnShift: definition.firstColumn - 5)))
            }
            for (index, line) in definition.moreLines.enumerated() {
                let shift = index < definition.moreLineShifts.count ? definition.moreLineShifts[index] : 0
                lines.append((line, SourceMap.Origin(line: definition.line + index + 1, columnShift: shift)))
            }
            chunkLines.append(prelude.appendChunk(lines))
        }
    }

    /// Moves each definition's blocks out of its prelude list item into a detached `<li>` holder.
    /// `offset` is the number of lines parsed before the prelude these definitions were put in.
    mutating func detach(from root: OpaquePointer, offset: Int) {
        guard !definitions.isEmpty else { return }
        var items: [Int: OpaquePointer] = [:]
        for item in Cmark.descendants(of: root, where: { Cmark.type($0) == CMARK_NODE_ITEM }) {
            items[Cmark.startLine(item)] = items[Cmark.startLine(item)] ?? item
        }
        bodies = zip(definitions, chunkLines).map { definition, line in
            let id = HTMLText.escapeHref(definition.label)
            let body = Cmark.newCustomBlock(enter: "<li id=\"fn-\(id)\">", exit: "</li>")
            if let item = items[line + offset] { Cmark.moveChildren(of: item, to: body) }
            return body
        }
    }

    /// Turns references into footnote links (in the tree, then in the bodies they bring in), appends the
    /// section of referenced definitions to `root`, and frees the rest. Returns the ids the HTML will hold.
    /// - Parameter goldmarkIDs: Whether ids are Goldmark's (Hugo's), by each note's number: `fn:1`, `fnref:1`, and
    ///   `fnref1:1` for its second reference; else cmark-gfm's, by label: `fn-note`, `fnref-note`, `fnref-note-2`.
    mutating func resolve(in root: OpaquePointer, positions: NodePositions, goldmarkIDs: Bool = false) -> [String] {
        guard !definitions.isEmpty else { return [] }
        var indexByKey: [String: Int] = [:]
        for (index, definition) in definitions.enumerated() { indexByKey[definition.key] = index }
        var order: [Int] = []
        var referenceCounts = Array(repeating: 0, count: definitions.count)
        var ids: [String] = []

        func reference(_ label: String) -> OpaquePointer? {
            guard let index = indexByKey[FootnoteDefinitions.normalizedKey(label)] else { return nil }
            if referenceCounts[index] == 0 { order.append(index) }
            referenceCounts[index] += 1
            let number = order.firstIndex(of: index)! + 1
            let label = goldmarkIDs ? "\(number)" : HTMLText.escapeHref(definitions[index].label)
            let count = referenceCounts[index]
            let refID = Self.referenceID(label, count: count, goldmark: goldmarkIDs)
            ids.append(HTMLText.unescapeAttribute(refID))
            let link = Cmark.newCustomInline(
                enter: "<sup class=\"footnote-ref\"><a href=\"#\(Self.noteID(label, goldmark: goldmarkIDs))\" id=\"\(refID)\" data-footnote-ref>\(number)</a></sup>",
                exit: "")
            positions.readings.set(link, .text(enter: "\(number)", exit: ""))
            return link
        }

        func link(_ scope: OpaquePointer) {
            TextEdits.mergeAdjacentText(positions: positions)
            for text in InlineText.textNodes(below: scope, scope: .outsideLinksAndImages, containingAny: ["[^"]) {
                let bytes = Array(Cmark.literal(text).utf8)
                let edits = Self.references(in: bytes).compactMap { found in reference(found.label).map { (found.range, $0) } }
                TextEdits.replace(in: text, edits, positions: positions)
            }
            for text in InlineText.textNodes(below: scope, scope: .outsideLinksAndImages, containingAny: ["[^"]) {
                linkAcrossNodes(from: text)
            }
        }

        /// A label cmark split into several nodes, as raw HTML inside `[^"><b>x</b>]`.
        func linkAcrossNodes(from start: OpaquePointer) {
            let bytes = Array(Cmark.literal(start).utf8)
            guard let open = Self.unclosedReferenceStart(in: bytes) else { return }
            var label = String(decoding: bytes[(open + 2)...], as: UTF8.self)
            var middle: [OpaquePointer] = []
            var node = cmark_node_next(start)
            while let current = node, [CMARK_NODE_TEXT, CMARK_NODE_HTML_INLINE].contains(Cmark.type(current)) {
                let literal = Array(Cmark.literal(current).utf8)
                if Cmark.type(current) == CMARK_NODE_TEXT, let close = literal.firstIndex(of: UInt8(ascii: "]")) {
                    label += String(decoding: literal[..<close], as: UTF8.self)
                    guard let sup = reference(label) else { return }
                    for piece in middle { positions.free(piece) }
                    Cmark.setLiteral(current, String(decoding: literal[(close + 1)...], as: UTF8.self))
                    TextEdits.replace(in: start, [(open..<bytes.count, sup)], positions: positions)
                    return
                }
                label += String(decoding: literal, as: UTF8.self)
                middle.append(current)
                node = cmark_node_next(current)
            }
        }

        link(root)
        var next = 0
        while next < order.count {
            if let body = bodies[order[next]] { link(body) }
            next += 1
        }
        if !order.isEmpty {
            let section = Cmark.newCustomBlock(enter: "<section class=\"footnotes\" data-footnotes>\n<ol>", exit: "</ol>\n</section>")
            for (position, index) in order.enumerated() {
                guard let body = bodies[index] else { continue }
                let label = goldmarkIDs ? "\(position + 1)" : HTMLText.escapeHref(definitions[index].label)
                if goldmarkIDs { cmark_node_set_on_enter(body, "<li id=\"\(Self.noteID(label, goldmark: true))\">") }
                Self.appendBackReferences(to: body, label: label, count: referenceCounts[index], goldmark: goldmarkIDs, positions: positions)
                cmark_node_append_child(section, body)
                bodies[index] = nil
                ids.append(HTMLText.unescapeAttribute(Self.noteID(label, goldmark: goldmarkIDs)))
            }
            cmark_node_append_child(root, section)
        }
        freeUnreferenced(positions: positions)
        return ids
    }

    /// Frees the holders of definitions that never made it into the tree.
    mutating func freeUnreferenced(positions: NodePositions) {
        for case let body? in bodies { positions.free(body) }
        bodies = bodies.map { _ in nil }
    }

    /// `[^label]` occurrences in a text literal: their byte ranges and labels.
    static func references(in bytes: [UInt8]) -> [(range: Range<Int>, label: String)] {
        var found: [(range: Range<Int>, label: String)] = []
        var index = 0
        while index + 3 < bytes.count {
            guard bytes[index] == UInt8(ascii: "["), bytes[index + 1] == UInt8(ascii: "^") else { index += 1; continue }
            var end = index + 2
            while end < bytes.count, bytes[end] != UInt8(ascii: "]"), bytes[end] != UInt8(ascii: "[") { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: "]"), end > index + 2 else { index += 1; continue }
            found.append((index..<(end + 1), String(decoding: bytes[(index + 2)..<end], as: UTF8.self)))
            index = end + 1
        }
        return found
    }

    /// Where a `[^` starts that its text node does not close.
    static func unclosedReferenceStart(in bytes: [UInt8]) -> Int? {
        guard let open = bytes.indices.last(where: { $0 + 1 < bytes.count && bytes[$0] == UInt8(ascii: "[") && bytes[$0 + 1] == UInt8(ascii: "^") }),
              !bytes[open...].contains(UInt8(ascii: "]")) else { return nil }
        return open
    }

    /// A note's id: `fn-LABEL`, or Goldmark's `fn:NUMBER`.
    private static func noteID(_ label: String, goldmark: Bool) -> String {
        goldmark ? "fn:" + label : "fn-" + label
    }

    /// The id of a note's `count`th reference: `fnref-LABEL` then `fnref-LABEL-2`; Goldmark's `fnref:N` then `fnref1:N`.
    private static func referenceID(_ label: String, count: Int, goldmark: Bool) -> String {
        guard goldmark else { return "fnref-" + label + (count > 1 ? "-\(count)" : "") }
        return "fnref" + (count > 1 ? "\(count - 1)" : "") + ":" + label
    }

    /// cmark-gfm's back links: inside the last paragraph when the body ends with one, else after the body.
    private static func appendBackReferences(to body: OpaquePointer, label: String, count: Int, goldmark: Bool, positions: NodePositions) {
        let links = (1...count).map { number in
            let mark = number > 1 ? "↩<sup class=\"footnote-ref\">\(number)</sup>" : "↩"
            return "<a href=\"#\(referenceID(label, count: number, goldmark: goldmark))\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">\(mark)</a>"
        }.joined(separator: " ")
        // Each link reads as its arrow and, from the second on, its number.
        let reading = (1...count).map { $0 > 1 ? "↩\($0)" : "↩" }.joined(separator: " ")
        let node: OpaquePointer
        if let last = cmark_node_last_child(body), Cmark.type(last) == CMARK_NODE_PARAGRAPH {
            node = Cmark.newCustomInline(enter: " " + links, exit: "")
            cmark_node_append_child(last, node)
        } else {
            node = Cmark.newCustomBlock(enter: links, exit: "")
            cmark_node_append_child(body, node)
        }
        positions.readings.set(node, .text(enter: " " + reading, exit: " "))
    }
}
