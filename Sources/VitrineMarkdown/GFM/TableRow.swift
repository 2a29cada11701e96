/// One line of a GFM table split into cells, as cmark-gfm's `row_from_string` splits it.
struct TableRow {
    struct Cell {
        /// The cell's Markdown, trimmed; `\|` is left escaped so columns stay those of the source.
        var text: String
        /// 0-based byte offset of `text` in the line.
        var offset: Int
    }

    var cells: [Cell]

    /// Splits `line` (without its line ending) at unescaped pipes; nil when it is no row.
    ///
    /// - Parameter codeSpansHoldPipes: Whether a pipe between backticks that close is the code's (Python-Markdown).
    init?(_ line: ArraySlice<UInt8>, codeSpansHoldPipes: Bool = false) {
        let bytes = Array(line) + [0x0A]
        let end = bytes.count
        var cells: [Cell] = []
        var offset = Self.pipe(bytes, at: 0)
        var expectMore = true
        while offset < end && expectMore {
            let cellLength = Self.cell(bytes, at: offset, codeSpansHoldPipes: codeSpansHoldPipes)
            let pipeLength = Self.pipe(bytes, at: offset + cellLength)
            if cellLength > 0 || pipeLength > 0 {
                var start = offset, stop = offset + cellLength
                while start < stop, Bytes.isSpace(bytes[start]) { start += 1 }
                while stop > start, Bytes.isSpace(bytes[stop - 1]) { stop -= 1 }
                cells.append(Cell(text: String(decoding: bytes[start..<stop], as: UTF8.self), offset: start))
            }
            offset += cellLength + pipeLength
            if pipeLength > 0 {
                expectMore = true
            } else {
                var rowEnd = offset
                while rowEnd < end, Self.isSpaceChar(bytes[rowEnd]) { rowEnd += 1 }
                if rowEnd < end, bytes[rowEnd] == 0x0D { rowEnd += 1 }
                if rowEnd < end, bytes[rowEnd] == 0x0A { offset = rowEnd + 1 }
                expectMore = false
            }
        }
        guard offset == end, !cells.isEmpty else { return nil }
        self.cells = cells
    }

    /// `[|]? table_marker ([|] table_marker)* [|]? spacechar*` with `table_marker = spacechar* :? -+ :? spacechar*`:
    /// the row under a table's header.
    static func isDelimiterRow(_ line: ArraySlice<UInt8>) -> Bool {
        let bytes = Array(line)
        var index = 0
        func skipSpaces() { while index < bytes.count, isSpaceChar(bytes[index]) || bytes[index] == 0x0D { index += 1 } }
        func marker() -> Bool {
            skipSpaces()
            if index < bytes.count, bytes[index] == UInt8(ascii: ":") { index += 1 }
            let dashes = index
            while index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index > dashes else { return false }
            if index < bytes.count, bytes[index] == UInt8(ascii: ":") { index += 1 }
            skipSpaces()
            return true
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "|") { index += 1 }
        guard marker() else { return false }
        while index < bytes.count, bytes[index] == UInt8(ascii: "|") {
            index += 1
            let before = index
            if !marker() {
                // A trailing pipe ends the row; only spaces may follow it.
                index = before
                skipSpaces()
                return index == bytes.count
            }
        }
        skipSpaces()
        return index == bytes.count
    }

    enum Alignment { case none, left, center, right }

    /// The alignment a delimiter cell (`:--`, `:-:`, `--:`) sets for its column.
    static func alignment(of cell: String) -> Alignment {
        switch (cell.hasPrefix(":"), cell.hasSuffix(":")) {
        case (true, true): return .center
        case (true, false): return .left
        case (false, true): return .right
        case (false, false): return .none
        }
    }

    /// `(escaped_char | [^|\r\n])+`: a cell's length from `start`, 0 for none.
    private static func cell(_ bytes: [UInt8], at start: Int, codeSpansHoldPipes: Bool) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count, Bytes.isPunctuation(bytes[index + 1]) {
                index += 2
            } else if codeSpansHoldPipes, byte == UInt8(ascii: "`") {
                index = codeSpanEnd(bytes, at: index)
            } else if byte == UInt8(ascii: "|") || byte == 0x0A || byte == 0x0D {
                break
            } else {
                index += 1
            }
        }
        return index - start
    }

    /// After the code span whose opening backticks start at `start`, on this line; after the backticks alone when
    /// no run of as many closes them.
    private static func codeSpanEnd(_ bytes: [UInt8], at start: Int) -> Int {
        var opening = start
        while opening < bytes.count, bytes[opening] == UInt8(ascii: "`") { opening += 1 }
        let length = opening - start
        var index = opening
        while index < bytes.count, bytes[index] != 0x0A {
            guard bytes[index] == UInt8(ascii: "`") else {
                index += 1
                continue
            }
            let run = index
            while index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
            if index - run == length { return index }
        }
        return opening
    }

    /// `[|] spacechar*`: a pipe and the spaces after it, 0 for none.
    private static func pipe(_ bytes: [UInt8], at start: Int) -> Int {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "|") else { return 0 }
        var index = start + 1
        while index < bytes.count, isSpaceChar(bytes[index]) { index += 1 }
        return index - start
    }

    /// The scanners' `spacechar`: space, tab, vertical tab, form feed.
    private static func isSpaceChar(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C }
}
