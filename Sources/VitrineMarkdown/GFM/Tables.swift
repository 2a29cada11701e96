import CCmark

/// GFM tables as cmark custom nodes: `<table>`, `<thead>`/`<tbody>` and `<tr>` are custom blocks, each cell
/// a custom inline (`<td>…</td>`) holding the cell's inline nodes, so links in cells stay real link nodes.
///
/// cmark has parsed the table as a paragraph, with inlines spanning cell borders. Each cell's Markdown is
/// therefore parsed again as its own paragraph in a `Prelude` of the same document (so reference links
/// resolve), written as `x` plus the cell on an indented continuation line, which no block syntax can start.
struct Tables {
    /// Where each candidate's pieces were put in the prelude.
    private struct Layout {
        var candidate: TableCandidate
        var leadingChunk: Int?
        var headerChunks: [Int?]
        var rowChunks: [[Int?]]
        var followingChunk: Int?
    }

    private var layouts: [Layout] = []
    private(set) var prelude = Prelude()

    /// Lays out every candidate's cells; `map` places the candidates' parsed positions in the author's text.
    init(_ candidates: [TableCandidate], map: SourceMap) {
        for candidate in candidates {
            var layout = Layout(candidate: candidate, leadingChunk: nil, headerChunks: [], rowChunks: [], followingChunk: nil)
            if !candidate.leadingLines.isEmpty {
                layout.leadingChunk = prelude.appendChunk(Self.paragraphLines(candidate.leadingLines, map: map))
            }
            layout.headerChunks = candidate.header.map { append($0, map: map) }
            layout.rowChunks = candidate.rows.map { $0.map { append($0, map: map) } }
            if !candidate.followingLines.isEmpty {
                layout.followingChunk = prelude.appendChunk(candidate.followingLines.map { span in
                    let origin = map.position(line: span.line, column: span.column)
                    return (span.text, SourceMap.Origin(line: origin.line, columnShift: origin.column - 1))
                })
            }
            layouts.append(layout)
        }
    }

    private mutating func append(_ cell: TableCandidate.Span, map: SourceMap) -> Int? {
        cell.text.isEmpty ? nil : prelude.appendChunk(Self.paragraphLines([cell], map: map))
    }

    private static func paragraphLines(_ spans: [TableCandidate.Span], map: SourceMap) -> [(text: String, origin: SourceMap.Origin)] {
        let first = map.position(line: spans[0].line, column: spans[0].column)
        var lines = [(text: "x", origin: SourceMap.Origin(line: first.line, columnShift: 0))]
        for span in spans {
            // cmark reports columns of continuation lines from the stripped line start, so column 1 is the span's start.
            let origin = map.position(line: span.line, column: span.column)
            lines.append(("    " + span.text, SourceMap.Origin(line: origin.line, columnShift: origin.column - 1)))
        }
        return lines
    }

    /// Replaces each table's paragraph in `root` (parsed with `prelude` before the text the candidates were
    /// found in) by the leading paragraph, if any, the table, and the blocks after it, if any. Returns the
    /// prelude blocks it moved into the document.
    func build(in root: OpaquePointer, positions: NodePositions) -> Set<OpaquePointer> {
        var placed: Set<OpaquePointer> = []
        let topLevel = Cmark.children(of: root)
        let offset = prelude.lineCount
        var paragraphs: [Int: OpaquePointer] = [:]
        for paragraph in Cmark.descendants(of: root, where: { [CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING].contains(Cmark.type($0)) }) {
            paragraphs[Cmark.startLine(paragraph)] = paragraph
        }
        func content(_ chunk: Int?) -> OpaquePointer? {
            guard let chunk, let paragraph = paragraphs[chunk] else { return nil }
            for sentinel in Cmark.children(of: paragraph).prefix(2) { Cmark.remove(sentinel) }
            return paragraph
        }
        for layout in layouts {
            let candidate = layout.candidate
            guard let original = paragraphs[candidate.paragraphLine + offset],
                  Cmark.startColumn(original) == candidate.paragraphColumn else { continue }
            if let leading = content(layout.leadingChunk) {
                positions.set(leading, line: candidate.paragraphLine + offset, column: candidate.paragraphColumn)
                cmark_node_insert_before(original, leading)
                placed.insert(leading)
            }
            let table = Cmark.newCustomBlock(enter: "<table>", exit: "</table>")
            positions.set(table, line: candidate.headerPosition.line + offset, column: candidate.headerPosition.column)
            let head = Cmark.newCustomBlock(enter: "<thead>", exit: "</thead>")
            cmark_node_append_child(table, head)
            let headerRow = row(candidate.header, chunks: layout.headerChunks, tag: "th", alignments: candidate.alignments,
                                content: content, positions: positions, offset: offset)
            positions.set(headerRow, line: candidate.headerPosition.line + offset, column: candidate.headerPosition.column)
            cmark_node_append_child(head, headerRow)
            if !candidate.rows.isEmpty {
                let body = Cmark.newCustomBlock(enter: "<tbody>", exit: "</tbody>")
                for (index, cells) in candidate.rows.enumerated() {
                    let bodyRow = row(cells, chunks: layout.rowChunks[index], tag: "td", alignments: candidate.alignments,
                                      content: content, positions: positions, offset: offset)
                    positions.set(bodyRow, line: candidate.rowPositions[index].line + offset, column: candidate.rowPositions[index].column)
                    cmark_node_append_child(body, bodyRow)
                }
                cmark_node_append_child(table, body)
            }
            cmark_node_insert_before(original, table)
            if let chunk = layout.followingChunk {
                let lines = chunk..<(chunk + candidate.followingLines.count)
                for block in topLevel where lines.contains(Cmark.startLine(block)) {
                    cmark_node_insert_before(original, block)
                    placed.insert(block)
                }
            }
            Cmark.remove(original)
        }
        return placed
    }

    private func row(_ cells: [TableCandidate.Span], chunks: [Int?], tag: String, alignments: [TableRow.Alignment],
                     content: (Int?) -> OpaquePointer?, positions: NodePositions, offset: Int) -> OpaquePointer {
        let row = Cmark.newCustomBlock(enter: "<tr>", exit: "</tr>")
        for (index, span) in cells.enumerated() {
            let cell = Cmark.newCustomInline(enter: "<\(tag)\(Self.alignmentAttribute(alignments[index]))>", exit: "</\(tag)>\n")
            positions.readings.set(cell, .separator)
            if let chunk = chunks[index], let paragraph = content(chunk) {
                positions.set(cell, line: chunk + 1, column: 1)
                Self.unescapePipesInLiterals(below: paragraph)
                Cmark.moveChildren(of: paragraph, to: cell)
            } else {
                positions.set(cell, line: span.line + offset, column: span.column)
            }
            cmark_node_append_child(row, cell)
        }
        return row
    }

    /// cmark-gfm writes `align="left"`, which HTML5 made obsolete; the same alignment as a style validates.
    private static func alignmentAttribute(_ alignment: TableRow.Alignment) -> String {
        switch alignment {
        case .none: return ""
        case .left: return " style=\"text-align: left\""
        case .center: return " style=\"text-align: center\""
        case .right: return " style=\"text-align: right\""
        }
    }

    /// GFM removes the backslash of `\|` before parsing a cell; outside code and raw HTML cmark's own
    /// escaping has already done the same.
    private static func unescapePipesInLiterals(below node: OpaquePointer) {
        for literalNode in Cmark.descendants(of: node, where: { [CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE].contains(Cmark.type($0)) }) {
            let text = Cmark.literal(literalNode)
            if text.contains("\\|") { Cmark.setLiteral(literalNode, text.replacing("\\|", with: "|")) }
        }
    }
}
