/// TOML: `[table]` headers, keys (bare, dotted, quoted), the four string forms, numbers and dates,
/// booleans, arrays and inline tables.
enum TOMLLexer {
    static func highlight(_ range: Range<Int>, into writer: inout HighlightWriter) {
        var cursor = ByteCursor(writer.source, range: range)
        // Open `[` and `{` of values; a key can start a line only outside them, and right after `{` or `,`
        // inside an inline table.
        var brackets: [UInt8] = []
        var expectsKey = true
        while !cursor.isAtEnd {
            let start = cursor.position
            let byte = cursor.current
            switch byte {
            case _ where byte.isLineBreak:
                cursor.advance()
                if brackets.isEmpty { expectsKey = true }
            case _ where byte.isSpaceOrTab:
                cursor.skip { $0.isSpaceOrTab }
            case UInt8(ascii: "#"):
                cursor.skipToLineEnd()
                writer.mark(start, cursor.position, .comment)
            case UInt8(ascii: "[") where expectsKey && brackets.isEmpty:
                cursor.skip { $0 != UInt8(ascii: "]") && !$0.isLineBreak && $0 != UInt8(ascii: "#") }
                cursor.skip { $0 == UInt8(ascii: "]") }
                writer.mark(start, cursor.position, .type)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                skipString(&cursor)
                writer.mark(start, cursor.position, expectsKey ? .attribute : .string)
            case UInt8(ascii: "="):
                cursor.advance()
                writer.mark(start, cursor.position, .operator)
                expectsKey = false
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                brackets.append(byte)
                cursor.advance()
                writer.mark(start, cursor.position, .punctuation)
                expectsKey = byte == UInt8(ascii: "{")
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if !brackets.isEmpty { brackets.removeLast() }
                cursor.advance()
                writer.mark(start, cursor.position, .punctuation)
                expectsKey = false
            case UInt8(ascii: ","), UInt8(ascii: "."):
                cursor.advance()
                writer.mark(start, cursor.position, .punctuation)
                expectsKey = byte == UInt8(ascii: ".") ? expectsKey : brackets.last == UInt8(ascii: "{")
            default:
                cursor.skip { $0.isIdentifierContinue || "-+:.".utf8.contains($0) }
                if cursor.position == start { cursor.advance() }
                let word = cursor.text(start..<cursor.position)
                if expectsKey {
                    writer.mark(start, cursor.position, .attribute)
                } else if word == "true" || word == "false" {
                    writer.mark(start, cursor.position, .keyword)
                } else if let first = word.utf8.first, first.isDigit || first == UInt8(ascii: "+") || first == UInt8(ascii: "-")
                    || ["inf", "nan", "+inf", "-inf", "+nan", "-nan"].contains(word) {
                    writer.mark(start, cursor.position, .number)
                }
            }
        }
    }

    /// `"basic"` and `'literal'`, and their `"""` / `'''` multi-line forms; only basic strings have escapes.
    private static func skipString(_ cursor: inout ByteCursor) {
        let quote = cursor.current
        let escapes = quote == UInt8(ascii: "\"")
        guard cursor.peek(1) == quote, cursor.peek(2) == quote else {
            cursor.skipQuoted(escapes: escapes, multiline: false)
            return
        }
        cursor.advance(3)
        while !cursor.isAtEnd {
            if escapes, cursor.current == UInt8(ascii: "\\") {
                cursor.advance(2)
            } else if cursor.current == quote, cursor.peek(1) == quote, cursor.peek(2) == quote {
                cursor.advance(3)
                cursor.skip { $0 == quote }  // up to two more quotes may close the string's content
                return
            } else {
                cursor.advance()
            }
        }
    }
}
