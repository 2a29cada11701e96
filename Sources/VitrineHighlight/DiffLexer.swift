/// Unified diffs, line by line: file headers and hunk ranges as meta, added and removed lines.
enum DiffLexer {
    static func highlight(_ range: Range<Int>, into writer: inout HighlightWriter) {
        var cursor = ByteCursor(writer.source, range: range)
        while !cursor.isAtEnd {
            let lineStart = cursor.position
            let highlightClass = lineClass(cursor)
            cursor.skipToLineEnd()
            // The line break stays outside the span so a background colour ends with the text.
            if let highlightClass { writer.mark(lineStart, cursor.position, highlightClass) }
            cursor.skip { $0.isLineBreak }
        }
    }

    private static func lineClass(_ cursor: ByteCursor) -> HighlightClass? {
        // `---`/`+++` file headers come before the single-character checks they would otherwise match.
        if cursor.starts(with: "+++ ") || cursor.starts(with: "--- ") || cursor.starts(with: "@@")
            || cursor.starts(with: "diff ") || cursor.starts(with: "index ") || cursor.starts(with: "new file mode")
            || cursor.starts(with: "deleted file mode") || cursor.starts(with: "similarity index")
            || cursor.starts(with: "rename from") || cursor.starts(with: "rename to") {
            return .meta
        }
        switch cursor.current {
        case UInt8(ascii: "+"), UInt8(ascii: ">"): return .inserted
        case UInt8(ascii: "-"), UInt8(ascii: "<"): return .deleted
        case UInt8(ascii: "\\"): return .comment
        default: return nil
        }
    }
}
