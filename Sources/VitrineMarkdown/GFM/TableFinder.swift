import CCmark

/// Finds the GFM tables cmark read as paragraphs: a header line, a delimiter row with as many cells, and
/// every later line of the paragraph as a body row. Lines before the header stay a paragraph. A setext
/// heading is looked at too, as cmark-gfm reads its underline as a row (`===`) or a rule (`---`) once a
/// table has started.
struct TableCandidate {
    /// A piece of the source: its text and its parsed position.
    struct Span {
        var text: String
        var line: Int
        var column: Int
    }

    /// The paragraph cmark made, by its parsed start line and column.
    var paragraphLine: Int
    var paragraphColumn: Int
    /// Lines of the paragraph before the header, which stay a paragraph.
    var leadingLines: [Span]
    var header: [Span]
    var alignments: [TableRow.Alignment]
    /// Body rows, each as long as the header (short rows padded with empty cells, long ones cut).
    var rows: [[Span]]
    /// The parsed position of the header line and of each body row.
    var headerPosition: (line: Int, column: Int)
    var rowPositions: [(line: Int, column: Int)]
    /// Lines of the paragraph after the table that cmark-gfm reads as blocks of their own, from the
    /// container's content column on.
    var followingLines: [Span]
}

enum TableFinder {
    static func candidates(in root: OpaquePointer, text: String, codeSpansHoldPipes: Bool = false) -> [TableCandidate] {
        let paragraphs = Cmark.descendants(of: root) {
            [CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING].contains(Cmark.type($0)) && Cmark.endLine($0) > Cmark.startLine($0)
        }
        guard !paragraphs.isEmpty else { return [] }
        let source = SourceLines(text)
        return paragraphs.compactMap { candidate(for: $0, source: source, codeSpansHoldPipes: codeSpansHoldPipes) }
    }

    private static func candidate(for paragraph: OpaquePointer, source: SourceLines, codeSpansHoldPipes: Bool) -> TableCandidate? {
        let first = Cmark.startLine(paragraph), last = Cmark.endLine(paragraph)
        guard first > 0, last > first, ((first + 1)...last).contains(where: { mayBeDelimiterRow(source.line($0)) }) else { return nil }
        var lines = contentLines(of: paragraph, source: source)
        var lastContent = lines.count - 1
        if Cmark.type(paragraph) == CMARK_NODE_HEADING {
            // cmark's end line for a setext heading is not its underline, so find the underline; only the
            // lines above it can start a table.
            guard !isATXHeading(lines[0].bytes), let underline = lines.indices.dropFirst().first(where: { isSetextUnderline(lines[$0]) })
            else { return nil }
            lines = Array(lines[...underline])
            lastContent = underline - 1
        }
        guard lastContent >= 1 else { return nil }
        for delimiterIndex in 1...lastContent where lines[delimiterIndex].indent < 4 && TableRow.isDelimiterRow(lines[delimiterIndex].bytes) {
            let headerLine = lines[delimiterIndex - 1]
            // cmark-gfm takes a paragraph's link reference definitions out before it looks for a table.
            guard !isLinkReferenceDefinition(headerLine), let header = TableRow(headerLine.bytes, codeSpansHoldPipes: codeSpansHoldPipes), let delimiter = TableRow(lines[delimiterIndex].bytes),
                  header.cells.count == delimiter.cells.count else { continue }
            let width = header.cells.count
            var rows: [[TableCandidate.Span]] = []
            var rowPositions: [(line: Int, column: Int)] = []
            var following: [TableCandidate.Span] = []
            for (index, line) in lines.enumerated().dropFirst(delimiterIndex + 1) {
                guard !interruptsTable(line), let row = TableRow(line.bytes, codeSpansHoldPipes: codeSpansHoldPipes) else {
                    following = lines[index...].map {
                        TableCandidate.Span(text: String(decoding: $0.block, as: UTF8.self), line: $0.number, column: $0.blockColumn)
                    }
                    break
                }
                var cells = row.cells.prefix(width).map { line.span($0) }
                while cells.count < width { cells.append(TableCandidate.Span(text: "", line: line.number, column: line.column)) }
                rows.append(cells)
                rowPositions.append((line.number, line.column))
            }
            return TableCandidate(
                paragraphLine: first, paragraphColumn: Cmark.startColumn(paragraph),
                leadingLines: lines[..<(delimiterIndex - 1)].map {
                    TableCandidate.Span(text: String(decoding: $0.bytes, as: UTF8.self), line: $0.number, column: $0.column)
                },
                header: header.cells.map { headerLine.span($0) },
                alignments: delimiter.cells.map { TableRow.alignment(of: $0.text) },
                rows: rows, headerPosition: (headerLine.number, headerLine.column), rowPositions: rowPositions,
                followingLines: following)
        }
        return nil
    }

    /// A one-line link reference definition, `[label]: destination`: never a table's header row.
    private static func isLinkReferenceDefinition(_ line: ContentLine) -> Bool {
        guard line.indent < 4, line.bytes.first == UInt8(ascii: "[") else { return false }
        var index = line.bytes.startIndex + 1
        while index < line.bytes.endIndex, line.bytes[index] != UInt8(ascii: "]") {
            if line.bytes[index] == UInt8(ascii: "[") { return false }
            index += line.bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        let afterLabel = index + 1
        guard index > line.bytes.startIndex + 1, afterLabel < line.bytes.endIndex, line.bytes[afterLabel] == UInt8(ascii: ":") else { return false }
        return line.bytes[(afterLabel + 1)...].contains { !Bytes.isSpace($0) }
    }

    private static func isATXHeading(_ line: ArraySlice<UInt8>) -> Bool {
        let marks = line.prefix { $0 == UInt8(ascii: "#") }.count
        return (1...6).contains(marks) && (marks == line.count || Bytes.isSpaceOrTab(line[line.startIndex + marks]))
    }

    private static func isSetextUnderline(_ line: ContentLine) -> Bool {
        guard line.indent < 4, let mark = line.bytes.first, mark == UInt8(ascii: "=") || mark == UInt8(ascii: "-") else { return false }
        let run = line.bytes.prefix { $0 == mark }
        return line.bytes.dropFirst(run.count).allSatisfy(Bytes.isSpace)
    }

    /// A cheap first look: a delimiter row (with any block-quote markers) holds a `-` and nothing but
    /// `|`, `:`, `-`, `>` and spaces.
    private static func mayBeDelimiterRow(_ line: ArraySlice<UInt8>) -> Bool {
        var dash = false
        for byte in line {
            switch byte {
            case UInt8(ascii: "-"): dash = true
            case UInt8(ascii: "|"), UInt8(ascii: ":"), UInt8(ascii: ">"), 0x20, 0x09, 0x0B, 0x0C: break
            default: return false
            }
        }
        return dash
    }

    /// One line of a paragraph without its block-quote markers and indentation.
    private struct ContentLine {
        var number: Int
        /// 1-based byte column where `bytes` starts.
        var column: Int
        var bytes: ArraySlice<UInt8>
        /// Columns of indentation beyond the container's content column.
        var indent = 0
        /// The line from the container's content column on, indentation kept, and its 1-based byte column.
        var block: ArraySlice<UInt8> = []
        var blockColumn = 1

        func span(_ cell: TableRow.Cell) -> TableCandidate.Span {
            TableCandidate.Span(text: cell.text, line: number, column: column + cell.offset)
        }
    }

    private static func contentLines(of paragraph: OpaquePointer, source: SourceLines) -> [ContentLine] {
        let first = Cmark.startLine(paragraph), last = Cmark.endLine(paragraph)
        let depth = quoteDepth(of: paragraph)
        let firstLine = source.line(first)
        let startOffset = min(max(Cmark.startColumn(paragraph) - 1, 0), firstLine.count)
        // cmark does not say where a list item's content starts; its first paragraph starts there.
        let inItem = cmark_node_parent(paragraph).map { Cmark.type($0) == CMARK_NODE_ITEM } ?? false
        let containerIndent = inItem ? startOffset - (withoutQuotes(firstLine, depth: depth).startIndex - firstLine.startIndex) : 0
        return (first...last).map { number in
            let whole = source.line(number)
            let lineStart = whole.startIndex
            var line = number == first ? whole.dropFirst(startOffset) : withoutQuotes(whole, depth: depth)
            let indentation = Bytes.indentation(of: line)
            let block = line.dropFirst(min(indentation.bytes, max(containerIndent, 0)))
            line = line.dropFirst(indentation.bytes)
            while let end = line.last, end == 0x0D { line = line.dropLast() }
            return ContentLine(
                number: number, column: line.startIndex - lineStart + 1, bytes: line,
                indent: number == first ? 0 : indentation.columns - containerIndent,
                block: block, blockColumn: block.startIndex - lineStart + 1)
        }
    }

    private static func withoutQuotes(_ whole: ArraySlice<UInt8>, depth: Int) -> ArraySlice<UInt8> {
        var line = whole
        for _ in 0..<depth {
            let afterSpaces = line.drop { Bytes.isSpaceOrTab($0) }
            guard afterSpaces.first == UInt8(ascii: ">") else { break }
            line = afterSpaces.dropFirst()
            if let next = line.first, Bytes.isSpaceOrTab(next) { line = line.dropFirst() }
        }
        return line
    }

    /// Lines cmark kept in the paragraph that start a block after a table row in cmark-gfm: indented code,
    /// lists that cannot interrupt a paragraph (empty items, numbers other than 1) and HTML blocks of the
    /// seventh kind (a lone tag).
    private static func interruptsTable(_ line: ContentLine) -> Bool {
        if line.indent >= 4 { return true }
        let bytes = Array(line.bytes)
        guard let first = bytes.first else { return false }
        // kramdown's attribute list for the table above (`{: .table}`), never a row of it.
        if bytes.starts(with: [UInt8(ascii: "{"), UInt8(ascii: ":")]), bytes.last(where: { !Bytes.isSpace($0) }) == UInt8(ascii: "}") { return true }
        let marks = bytes.filter { !Bytes.isSpaceOrTab($0) }
        if [UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "_")].contains(first), marks.count >= 3, marks.allSatisfy({ $0 == first }) {
            return true
        }
        if [UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+")].contains(first) {
            return bytes.dropFirst().allSatisfy(Bytes.isSpace)
        }
        let digits = bytes.prefix(while: Bytes.isDigit)
        if !digits.isEmpty, digits.count <= 9, bytes.count > digits.count,
           bytes[digits.count] == UInt8(ascii: ".") || bytes[digits.count] == UInt8(ascii: ")"),
           bytes.count == digits.count + 1 || Bytes.isSpaceOrTab(bytes[digits.count + 1]) {
            return digits.count != 1 || digits.first != UInt8(ascii: "1") || bytes.dropFirst(digits.count + 1).allSatisfy(Bytes.isSpace)
        }
        if first == UInt8(ascii: "<"), bytes.last == UInt8(ascii: ">"), bytes.count > 2 {
            let name = bytes.dropFirst(bytes[1] == UInt8(ascii: "/") ? 2 : 1)
            return name.first.map(Bytes.isAlpha) ?? false && !bytes.dropFirst().dropLast().contains(UInt8(ascii: "<"))
        }
        return false
    }

    private static func quoteDepth(of node: OpaquePointer) -> Int {
        var depth = 0
        var current = cmark_node_parent(node)
        while let ancestor = current {
            if Cmark.type(ancestor) == CMARK_NODE_BLOCK_QUOTE { depth += 1 }
            current = cmark_node_parent(ancestor)
        }
        return depth
    }
}
