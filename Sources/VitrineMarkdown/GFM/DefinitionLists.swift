import CCmark

/// Definition lists as Hugo (Goldmark), Jekyll (kramdown), MkDocs (`def_list`) and mdBook read them: a
/// paragraph's lines up to the first line starting with `: ` are terms, and each line starting with `: `
/// begins a definition. Definitions after a blank line (`Term`, blank, `: Definition`) are loose: their
/// text is a paragraph. Consecutive groups make one `<dl>`. GitHub has no definition lists; neither does
/// strict CommonMark, where this pass does not run.
///
/// Terms are made `<dt>` blocks here; their ids come later with the headings' (`identify`), so that
/// `#term` links land as they do under Hugo.
enum DefinitionLists {
    /// A term: its block, whose opening tag gets the id, and the text the id is made from.
    struct Term {
        let block: OpaquePointer
        let text: String
    }

    /// Rewrites `paragraphs` (those with a line starting with `: `, in document order) and returns the terms.
    static func apply(to paragraphs: [OpaquePointer], positions: NodePositions) -> [Term] {
        var terms: [Term] = []
        var lists: Set<OpaquePointer> = []
        for paragraph in paragraphs {
            let lines = lines(of: paragraph)
            guard let firstDefinition = lines.firstIndex(where: startsDefinition) else { continue }
            // Terms: the lines before, else the paragraph before; or none when it continues a list.
            let previous = cmark_node_previous(paragraph)
            let previousLines = previous.map { Cmark.type($0) == CMARK_NODE_PARAGRAPH ? Self.lines(of: $0) : [] } ?? []
            var termSource: OpaquePointer?
            let termLines: ArraySlice<[OpaquePointer]>
            if firstDefinition > 0 {
                termLines = lines[..<firstDefinition]
            } else if !previousLines.isEmpty, !previousLines.contains(where: startsDefinition) {
                termSource = previous
                termLines = previousLines[...]
            } else if let previous, lists.contains(previous) {
                termLines = []
            } else {
                continue
            }
            let first = termSource ?? paragraph
            let start = positions.parsed(first)
            func block(_ enter: String, _ exit: String) -> OpaquePointer {
                let block = Cmark.newCustomBlock(enter: enter, exit: exit)
                positions.set(block, line: start.line, column: start.column)
                return block
            }
            let list: OpaquePointer
            if let before = cmark_node_previous(first), lists.contains(before) {
                list = before
            } else {
                list = block("<dl>", "</dl>")
                cmark_node_insert_before(first, list)
                lists.insert(list)
            }
            for line in termLines {
                let term = block("<dt>", "</dt>")
                line.forEach { cmark_node_append_child(term, $0) }
                cmark_node_append_child(list, term)
                terms.append(Term(block: term, text: Cmark.plainText(of: term).trimmingSpaces()))
            }
            // A definition after a blank line is loose: its text is a paragraph, as in a loose list item.
            let loose = firstDefinition == 0
            var definition: OpaquePointer?
            for line in lines[firstDefinition...] {
                var nodes = line[...]
                if startsDefinition(line) {
                    let item = block("<dd>", "</dd>")
                    cmark_node_append_child(list, item)
                    definition = item
                    if loose {
                        let text = Cmark.newNode(CMARK_NODE_PARAGRAPH)
                        cmark_node_append_child(item, text)
                        definition = text
                    }
                    if dropMarker(line[0], positions: positions) { nodes = nodes.dropFirst() }
                } else if let definition {
                    cmark_node_append_child(definition, Cmark.newNode(CMARK_NODE_SOFTBREAK))
                }
                if let definition { nodes.forEach { cmark_node_append_child(definition, $0) } }
            }
            if let termSource { positions.free(termSource) }
            positions.free(paragraph)
        }
        return terms
    }

    /// Gives each term the id `slugs` makes from its text, as a heading's is made.
    static func identify(_ terms: [Term], slugs: inout HeadingSlugs) -> [String] {
        terms.map { term in
            let id = slugs.next(for: term.text)
            cmark_node_set_on_enter(term.block, "<dt id=\"\(HTMLText.escape(id))\">")
            return id
        }
    }

    /// The paragraph's inline nodes, line by line, without the soft breaks between lines.
    private static func lines(of paragraph: OpaquePointer) -> [[OpaquePointer]] {
        var lines: [[OpaquePointer]] = [[]]
        for node in Cmark.children(of: paragraph) {
            if Cmark.type(node) == CMARK_NODE_SOFTBREAK {
                lines.append([])
            } else {
                lines[lines.count - 1].append(node)
            }
        }
        return lines.filter { !$0.isEmpty }
    }

    private static func startsDefinition(_ line: [OpaquePointer]) -> Bool {
        guard let first = line.first, Cmark.type(first) == CMARK_NODE_TEXT else { return false }
        let text = Cmark.literal(first).utf8
        return text.count >= 2 && text.first == UInt8(ascii: ":") && [UInt8(ascii: " "), UInt8(ascii: "\t")].contains(text.dropFirst().first!)
    }

    /// Takes the `: ` off a definition's first text node; a node left empty is freed.
    ///
    /// - Returns: Whether the node was freed.
    private static func dropMarker(_ node: OpaquePointer, positions: NodePositions) -> Bool {
        let rest = Cmark.literal(node).dropFirst().drop { $0 == " " || $0 == "\t" }
        guard rest.isEmpty else {
            Cmark.setLiteral(node, String(rest))
            return false
        }
        positions.free(node)
        return true
    }
}
