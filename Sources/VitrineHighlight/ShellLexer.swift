/// POSIX shell and bash, plus console transcripts: a `$ ` prompt at the start of a line is marked as meta.
enum ShellLexer {
    private static let keywords: Set<String> = [
        "if", "then", "else", "elif", "fi", "for", "while", "until", "do", "done", "case", "esac", "in",
        "function", "select", "time", "return", "exit", "local", "export", "readonly", "declare", "typeset",
        "unset", "shift", "break", "continue", "source", "set", "trap", "eval", "exec", "!", "{", "}",
    ]
    /// Keywords after which the next word is again a command (`then make`, `do echo`).
    private static let keywordsBeforeCommand: Set<String> = [
        "if", "then", "else", "elif", "while", "until", "do", "time", "!", "{", "exec",
    ]

    static func highlight(_ range: Range<Int>, into writer: inout HighlightWriter) {
        var cursor = ByteCursor(writer.source, range: range)
        var atLineStart = true
        var atCommand = true
        var pendingHeredoc: (delimiter: String, stripsTabs: Bool)?
        while !cursor.isAtEnd {
            let start = cursor.position
            let byte = cursor.current
            if byte.isLineBreak {
                cursor.advance()
                if byte == UInt8(ascii: "\n"), let heredoc = pendingHeredoc {
                    skipHeredocBody(heredoc.delimiter, stripsTabs: heredoc.stripsTabs, &cursor, &writer)
                    pendingHeredoc = nil
                }
                atLineStart = true
                atCommand = true
                continue
            }
            defer { atLineStart = false }
            if byte.isSpaceOrTab {
                cursor.skip { $0.isSpaceOrTab }
                continue
            }
            if atLineStart, byte == UInt8(ascii: "$"), cursor.peek(1) == UInt8(ascii: " ") {
                cursor.advance()
                writer.mark(start, cursor.position, .meta)
                continue
            }
            switch byte {
            case UInt8(ascii: "#"):
                cursor.skipToLineEnd()
                writer.mark(start, cursor.position, .comment)
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                skipString(&cursor)
                writer.mark(start, cursor.position, .string)
                atCommand = false
            case UInt8(ascii: "$"):
                skipExpansion(&cursor, &writer)
                atCommand = false
            case UInt8(ascii: "\\"):
                cursor.advance(2)
            case UInt8(ascii: "`"):
                cursor.advance()
                writer.mark(start, cursor.position, .operator)
            case UInt8(ascii: "<") where cursor.peek(1) == UInt8(ascii: "<") && cursor.peek(2) != UInt8(ascii: "<"):
                cursor.advance(2)
                let stripsTabs = cursor.current == UInt8(ascii: "-")
                if stripsTabs { cursor.advance() }
                writer.mark(start, cursor.position, .operator)
                if let delimiter = heredocDelimiter(&cursor, &writer) { pendingHeredoc = (delimiter, stripsTabs) }
            case UInt8(ascii: "|"), UInt8(ascii: "&"), UInt8(ascii: ";"), UInt8(ascii: "("), UInt8(ascii: ")"),
                UInt8(ascii: "<"), UInt8(ascii: ">"):
                cursor.skip { "|&;<>".utf8.contains($0) }
                if cursor.position == start { cursor.advance() }  // a lone `(` or `)`
                writer.mark(start, cursor.position, .operator)
                atCommand = byte != UInt8(ascii: ">") && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ")")
            default:
                atCommand = word(&cursor, atCommand: atCommand, &writer)
            }
        }
    }

    /// Colours one word and says whether the next word is a command.
    private static func word(_ cursor: inout ByteCursor, atCommand: Bool, _ writer: inout HighlightWriter) -> Bool {
        let start = cursor.position
        cursor.skip { !$0.isWhitespace && !"|&;()<>'\"$`\\=".utf8.contains($0) }
        if cursor.position == start {
            cursor.advance()  // a stray `=`
            return atCommand
        }
        let text = cursor.text(start..<cursor.position)
        if atCommand, cursor.current == UInt8(ascii: "="), !text.isEmpty,
            text.utf8.allSatisfy(\.isIdentifierContinue), !text.utf8.first!.isDigit {
            writer.mark(start, cursor.position, .variable)
            cursor.advance()
            writer.mark(cursor.position - 1, cursor.position, .operator)
            assignedValue(&cursor, &writer)
            return true  // `NAME=value command`: the command is still to come after the value.
        }
        if cursor.current == UInt8(ascii: "=") { cursor.advance() }
        if atCommand, keywords.contains(text) {
            writer.mark(start, cursor.position, .keyword)
            return keywordsBeforeCommand.contains(text)
        }
        if atCommand {
            writer.mark(start, cursor.position, .function)
        } else if text.hasPrefix("-") {
            writer.mark(start, cursor.position, .attribute)
        } else if !text.isEmpty, text.utf8.allSatisfy(\.isDigit) {
            writer.mark(start, cursor.position, .number)
        }
        return false
    }

    /// The value of `NAME=value`, which is never the command even though it comes first.
    private static func assignedValue(_ cursor: inout ByteCursor, _ writer: inout HighlightWriter) {
        while !cursor.isAtEnd, !cursor.current.isWhitespace, !"|&;()<>`".utf8.contains(cursor.current) {
            let start = cursor.position
            switch cursor.current {
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                skipString(&cursor)
                writer.mark(start, cursor.position, .string)
            case UInt8(ascii: "$"):
                skipExpansion(&cursor, &writer)
                if cursor.position == start { cursor.advance() }
            case UInt8(ascii: "\\"):
                cursor.advance(2)
            default:
                cursor.skip { !$0.isWhitespace && !"|&;()<>`'\"$\\".utf8.contains($0) }
                if cursor.position == start { cursor.advance() }
            }
        }
    }

    /// A `'...'` string, or a `"..."` one, where a `$(...)` command substitution may hold quotes of its
    /// own (`"out/$(basename "$f")"` is one word).
    private static func skipString(_ cursor: inout ByteCursor) {
        guard cursor.current == UInt8(ascii: "\"") else {
            cursor.skipQuoted(escapes: false, multiline: true)
            return
        }
        cursor.advance()
        while !cursor.isAtEnd {
            switch cursor.current {
            case UInt8(ascii: "\\"): cursor.advance(2)
            case UInt8(ascii: "\""):
                cursor.advance()
                return
            case UInt8(ascii: "$") where cursor.peek(1) == UInt8(ascii: "("):
                cursor.advance(2)
                skipCommandSubstitution(&cursor)
            default: cursor.advance()
            }
        }
    }

    /// The inside of `$(...)` up to its `)`, stepping over nested parentheses and quoted strings.
    private static func skipCommandSubstitution(_ cursor: inout ByteCursor) {
        var depth = 1
        while !cursor.isAtEnd {
            switch cursor.current {
            case UInt8(ascii: "\\"): cursor.advance(2)
            case UInt8(ascii: "'"), UInt8(ascii: "\""): cursor.skipQuoted(escapes: cursor.current == UInt8(ascii: "\""), multiline: true)
            case UInt8(ascii: "("):
                depth += 1
                cursor.advance()
            case UInt8(ascii: ")"):
                depth -= 1
                cursor.advance()
                if depth == 0 { return }
            default: cursor.advance()
            }
        }
    }

    /// `$name`, `${name...}`, `$(`, `$1`, `$?`, and `$'...'` (a string with escapes).
    private static func skipExpansion(_ cursor: inout ByteCursor, _ writer: inout HighlightWriter) {
        let start = cursor.position
        let next = cursor.peek(1)
        if next == UInt8(ascii: "'") {
            cursor.advance()
            cursor.skipQuoted(escapes: true, multiline: true)
            writer.mark(start, cursor.position, .string)
            return
        }
        cursor.advance()
        if next == UInt8(ascii: "{") {
            cursor.skip { $0 != UInt8(ascii: "}") && !$0.isLineBreak }
            if cursor.current == UInt8(ascii: "}") { cursor.advance() }
            writer.mark(start, cursor.position, .variable)
        } else if next == UInt8(ascii: "(") {
            cursor.advance()
            writer.mark(start, cursor.position, .operator)
        } else if next.isIdentifierStart {
            cursor.skip { $0.isIdentifierContinue }
            writer.mark(start, cursor.position, .variable)
        } else if next.isDigit || "?@#*!$-".utf8.contains(next) {
            cursor.advance()
            writer.mark(start, cursor.position, .variable)
        }
    }

    /// Reads the word after `<<` (bare, or quoted to turn expansion off) and returns it.
    private static func heredocDelimiter(_ cursor: inout ByteCursor, _ writer: inout HighlightWriter) -> String? {
        cursor.skip { $0.isSpaceOrTab }
        let start = cursor.position
        let quote = cursor.current == UInt8(ascii: "'") || cursor.current == UInt8(ascii: "\"") ? cursor.current : 0
        if quote != 0 { cursor.advance() }
        let nameStart = cursor.position
        cursor.skip { $0.isIdentifierContinue || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
        let name = cursor.text(nameStart..<cursor.position)
        if quote != 0, cursor.current == quote { cursor.advance() }
        guard !name.isEmpty else { return nil }
        writer.mark(start, cursor.position, .string)
        return name
    }

    /// Marks the lines after a `<<WORD` line up to the line that is exactly `WORD` as one string.
    private static func skipHeredocBody(
        _ delimiter: String, stripsTabs: Bool, _ cursor: inout ByteCursor, _ writer: inout HighlightWriter
    ) {
        let bodyStart = cursor.position
        while !cursor.isAtEnd {
            let lineStart = cursor.position
            if stripsTabs { cursor.skip { $0 == UInt8(ascii: "\t") } }
            let textStart = cursor.position
            cursor.skipToLineEnd()
            if cursor.text(textStart..<cursor.position) == delimiter {
                writer.mark(bodyStart, lineStart, .string)
                writer.mark(textStart, cursor.position, .string)
                return
            }
            cursor.advance()  // past the line break
        }
        writer.mark(bodyStart, cursor.position, .string)
    }
}
