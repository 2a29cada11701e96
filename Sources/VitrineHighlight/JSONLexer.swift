/// JSON, and the JSONC and JSON5 habits people paste into docs: comments, single quotes, bare keys.
enum JSONLexer {
    private static let literals: Set<String> = ["true", "false", "null", "NaN", "Infinity"]

    static func highlight(_ range: Range<Int>, into writer: inout HighlightWriter) {
        var cursor = ByteCursor(writer.source, range: range)
        while !cursor.isAtEnd {
            let start = cursor.position
            let byte = cursor.current
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                cursor.skipQuoted(escapes: true, multiline: false)
                writer.mark(start, cursor.position, isFollowedByColon(cursor) ? .attribute : .string)
            case UInt8(ascii: "/") where cursor.peek(1) == UInt8(ascii: "/"):
                cursor.skipToLineEnd()
                writer.mark(start, cursor.position, .comment)
            case UInt8(ascii: "/") where cursor.peek(1) == UInt8(ascii: "*"):
                cursor.advance(2)
                cursor.skip(past: "*/")
                writer.mark(start, cursor.position, .comment)
            case _ where byte.isDigit || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "."):
                cursor.advance()
                cursor.skipNumber()
                writer.mark(start, cursor.position, .number)
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ","),
                UInt8(ascii: ":"):
                cursor.advance()
                writer.mark(start, cursor.position, .punctuation)
            case _ where byte.isIdentifierStart || byte == UInt8(ascii: "$"):
                cursor.skip { $0.isIdentifierContinue || $0 == UInt8(ascii: "$") }
                if isFollowedByColon(cursor) {
                    writer.mark(start, cursor.position, .attribute)
                } else if literals.contains(cursor.text(start..<cursor.position)) {
                    writer.mark(start, cursor.position, .keyword)
                }
            default:
                cursor.advance()
            }
        }
    }

    /// A string or bare word is a key when the next thing on its line is `:`.
    private static func isFollowedByColon(_ cursor: ByteCursor) -> Bool {
        var lookahead = cursor
        lookahead.skip { $0.isSpaceOrTab }
        return lookahead.current == UInt8(ascii: ":")
    }
}
