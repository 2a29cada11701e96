/// YAML, line by line: keys, scalars by kind, anchors, tags, comments, documents markers and the
/// indented body of a `|` or `>` block scalar.
enum YAMLLexer {
    private static let constants: Set<String> = [
        "true", "false", "True", "False", "TRUE", "FALSE", "yes", "no", "on", "off", "Yes", "No", "On", "Off",
        "null", "Null", "NULL", "~",
    ]

    static func highlight(_ range: Range<Int>, into writer: inout HighlightWriter) {
        var cursor = ByteCursor(writer.source, range: range)
        // The indentation of the line that opened a block scalar; deeper (or blank) lines are its text.
        var blockScalarIndent: Int?
        var flowDepth = 0
        while !cursor.isAtEnd {
            let lineStart = cursor.position
            cursor.skip { $0 == UInt8(ascii: " ") }
            let indent = cursor.position - lineStart
            if let parentIndent = blockScalarIndent {
                if cursor.current.isLineBreak || cursor.isAtEnd || indent > parentIndent {
                    let textStart = cursor.position
                    cursor.skipToLineEnd()
                    writer.mark(textStart, cursor.position, .string)
                    cursor.advance()
                    continue
                }
                blockScalarIndent = nil
            }
            if indent == 0, cursor.starts(with: "---") || cursor.starts(with: "..."), isSeparated(cursor.peek(3)) {
                cursor.advance(3)
                writer.mark(lineStart, cursor.position, .meta)
            } else if indent == 0, cursor.current == UInt8(ascii: "%") {
                cursor.skipToLineEnd()
                writer.mark(lineStart, cursor.position, .meta)
            }
            if highlightLine(&cursor, flowDepth: &flowDepth, &writer) { blockScalarIndent = indent }
            cursor.advance()  // the line break
        }
    }

    /// Colours the rest of one line; returns true when it ends by opening a block scalar.
    private static func highlightLine(
        _ cursor: inout ByteCursor, flowDepth: inout Int, _ writer: inout HighlightWriter
    ) -> Bool {
        var opensBlockScalar = false
        while !cursor.isAtEnd, !cursor.current.isLineBreak {
            let start = cursor.position
            let byte = cursor.current
            opensBlockScalar = false
            switch byte {
            case _ where byte.isSpaceOrTab:
                cursor.skip { $0.isSpaceOrTab }
            case UInt8(ascii: "#"):
                cursor.skipToLineEnd()
                writer.mark(start, cursor.position, .comment)
            case UInt8(ascii: "-") where isSeparated(cursor.peek(1)), UInt8(ascii: "?") where isSeparated(cursor.peek(1)):
                cursor.advance()
                writer.mark(start, cursor.position, .punctuation)
            case UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","):
                if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { flowDepth += 1 }
                if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { flowDepth = max(0, flowDepth - 1) }
                cursor.advance()
                writer.mark(start, cursor.position, .punctuation)
            case UInt8(ascii: ":"):
                cursor.advance()
                writer.mark(start, cursor.position, .punctuation)
            case UInt8(ascii: "&"), UInt8(ascii: "*"):
                cursor.advance()
                cursor.skip { !$0.isWhitespace && !",[]{}".utf8.contains($0) }
                writer.mark(start, cursor.position, .variable)
            case UInt8(ascii: "!"):
                cursor.skip { !$0.isWhitespace }
                writer.mark(start, cursor.position, .type)
            case UInt8(ascii: "|"), UInt8(ascii: ">"):
                cursor.advance()
                cursor.skip { $0.isDigit || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }
                writer.mark(start, cursor.position, .operator)
                opensBlockScalar = true
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                cursor.skipQuoted(escapes: byte == UInt8(ascii: "\""), multiline: false)
                writer.mark(start, cursor.position, isKey(cursor) ? .attribute : .string)
            default:
                plainScalar(&cursor, inFlow: flowDepth > 0, &writer)
            }
        }
        return opensBlockScalar
    }

    /// A plain scalar runs to the end of the line, a ` #` comment, a `: ` (then it was a key) or, inside
    /// `[...]`/`{...}`, a flow indicator.
    private static func plainScalar(_ cursor: inout ByteCursor, inFlow: Bool, _ writer: inout HighlightWriter) {
        let start = cursor.position
        var end = start
        while !cursor.isAtEnd {
            let byte = cursor.current
            if byte.isLineBreak || (byte == UInt8(ascii: ":") && isSeparated(cursor.peek(1))) { break }
            if byte == UInt8(ascii: "#"), cursor.position > start, cursor.byte(at: cursor.position - 1).isSpaceOrTab { break }
            if inFlow, ",[]{}".utf8.contains(byte) { break }
            cursor.advance()
            if !byte.isSpaceOrTab { end = cursor.position }
        }
        cursor.position = max(end, start + 1)  // trailing spaces are left for the line loop
        let text = cursor.text(start..<cursor.position)
        if isKey(cursor) {
            writer.mark(start, cursor.position, .attribute)
        } else if constants.contains(text) {
            writer.mark(start, cursor.position, .keyword)
        } else if looksNumeric(text) {
            writer.mark(start, cursor.position, .number)
        } else {
            writer.mark(start, cursor.position, .string)
        }
    }

    private static func isKey(_ cursor: ByteCursor) -> Bool {
        var lookahead = cursor
        lookahead.skip { $0.isSpaceOrTab }
        return lookahead.current == UInt8(ascii: ":") && isSeparated(lookahead.peek(1))
    }

    /// Indicators like `-`, `?` and `:` count only before a space, a line break, the end or a flow `,]}`.
    private static func isSeparated(_ next: UInt8) -> Bool {
        next == 0 || next.isWhitespace || next == UInt8(ascii: ",") || next == UInt8(ascii: "]") || next == UInt8(ascii: "}")
    }

    private static func looksNumeric(_ text: String) -> Bool {
        var digits = text.utf8.drop { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }
        if ["0x", "0o"].contains(where: { String(decoding: digits.prefix(2), as: UTF8.self) == $0 }) { digits = digits.dropFirst(2) }
        guard let first = digits.first, first.isDigit || first == UInt8(ascii: ".") else {
            return [".inf", ".Inf", ".nan", ".NaN"].contains(String(decoding: digits, as: UTF8.self))
        }
        return digits.contains(where: \.isDigit) && digits.allSatisfy { $0.isHexDigit || "._:eE+-".utf8.contains($0) }
    }
}
