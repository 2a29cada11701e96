/// Python: keywords, the string prefixes and triple quotes, decorators, `def`/`class` names, numbers.
enum PythonLexer {
    private static let keywords: Set<String> = [
        "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def",
        "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is",
        "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
        "match", "case",
    ]
    private static let builtinTypes: Set<String> = [
        "int", "float", "str", "bytes", "bool", "list", "dict", "set", "tuple", "object", "type", "complex",
        "frozenset", "bytearray", "Exception", "ValueError", "TypeError", "KeyError", "IndexError",
        "RuntimeError", "OSError",
    ]

    static func highlight(_ range: Range<Int>, into writer: inout HighlightWriter) {
        var cursor = ByteCursor(writer.source, range: range)
        var atLineStart = true
        var previousWord = ""
        while !cursor.isAtEnd {
            let start = cursor.position
            let byte = cursor.current
            if byte.isWhitespace {
                if byte.isLineBreak { atLineStart = true }
                cursor.advance()
                continue
            }
            defer { atLineStart = false }
            switch byte {
            case UInt8(ascii: "#"):
                cursor.skipToLineEnd()
                writer.mark(start, cursor.position, .comment)
            case UInt8(ascii: "@") where atLineStart:
                cursor.advance()
                cursor.skip { $0.isIdentifierContinue || $0 == UInt8(ascii: ".") }
                writer.mark(start, cursor.position, .attribute)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                skipString(&cursor)
                writer.mark(start, cursor.position, .string)
            case _ where byte.isDigit || (byte == UInt8(ascii: ".") && cursor.peek(1).isDigit):
                cursor.skipNumber()
                writer.mark(start, cursor.position, .number)
            case _ where byte.isIdentifierStart:
                cursor.skip { $0.isIdentifierContinue }
                let word = cursor.text(start..<cursor.position)
                if isStringPrefix(word), cursor.current == UInt8(ascii: "\"") || cursor.current == UInt8(ascii: "'") {
                    skipString(&cursor)
                    writer.mark(start, cursor.position, .string)
                    continue
                }
                if keywords.contains(word) {
                    writer.mark(start, cursor.position, .keyword)
                } else if previousWord == "def" || (cursor.current == UInt8(ascii: "(") && !builtinTypes.contains(word)) {
                    writer.mark(start, cursor.position, .function)
                } else if previousWord == "class" || builtinTypes.contains(word) {
                    writer.mark(start, cursor.position, .type)
                } else if word == "self" || word == "cls" {
                    writer.mark(start, cursor.position, .variable)
                }
                previousWord = word
                continue
            default:
                cursor.advance()
                let isPunctuation = "()[]{},;:.".utf8.contains(byte)
                if !isPunctuation { cursor.skip { "+-*/%=<>!&|^~@".utf8.contains($0) } }
                writer.mark(start, cursor.position, isPunctuation ? .punctuation : .operator)
            }
            previousWord = ""
        }
    }

    /// `r`, `b`, `f`, `u`, `t` and their two-letter combinations, in either case.
    private static func isStringPrefix(_ word: String) -> Bool {
        word.utf8.count <= 2 && word.lowercased().utf8.allSatisfy { "rbfut".utf8.contains($0) }
    }

    /// A string opened at the cursor, single- or triple-quoted. A backslash keeps the next byte inside the
    /// string even in raw strings (`r"\""` is one string), as Python's own tokenizer does.
    private static func skipString(_ cursor: inout ByteCursor) {
        let quote = cursor.current
        let isTriple = cursor.peek(1) == quote && cursor.peek(2) == quote
        cursor.advance(isTriple ? 3 : 1)
        while !cursor.isAtEnd {
            let byte = cursor.current
            if byte == UInt8(ascii: "\\") {
                cursor.advance(2)
            } else if byte == quote, !isTriple || (cursor.peek(1) == quote && cursor.peek(2) == quote) {
                cursor.advance(isTriple ? 3 : 1)
                return
            } else if byte.isLineBreak, !isTriple {
                return
            } else {
                cursor.advance()
            }
        }
    }
}
