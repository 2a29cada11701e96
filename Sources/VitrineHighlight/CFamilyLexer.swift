/// One lexer for the languages with C's token shapes (C, C++, JavaScript, TypeScript, Rust, Go); a `CFamilyGrammar`
/// supplies the word tables and switches on each language's extra forms.
enum CFamilyLexer {
    /// What the previous significant token was, which decides whether `/` starts a regular expression.
    private enum Previous { case nothing, value, operatorOrKeyword }

    static func highlight(_ range: Range<Int>, grammar: CFamilyGrammar, into writer: inout HighlightWriter) {
        var cursor = ByteCursor(writer.source, range: range)
        var atLineStart = true
        var previous = Previous.nothing
        // Brace depth at each open `${` of a template literal: its `}` resumes the template's text.
        var templateBraceDepths: [Int] = []
        var braceDepth = 0
        // Where a failed regular-expression scan stopped: no `/` before it starts one, which keeps a line
        // full of unmatched slashes linear instead of rescanning it from every slash.
        var regexScanFailedUntil = 0
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
            case UInt8(ascii: "#") where grammar.hasPreprocessor && atLineStart:
                skipDirective(&cursor)
                writer.mark(start, cursor.position, .meta)
            case UInt8(ascii: "/") where cursor.peek(1) == UInt8(ascii: "/"):
                cursor.skipToLineEnd()
                writer.mark(start, cursor.position, .comment)
            case UInt8(ascii: "/") where cursor.peek(1) == UInt8(ascii: "*"):
                cursor.advance(2)
                cursor.skip(past: "*/")
                writer.mark(start, cursor.position, .comment)
            case UInt8(ascii: "/") where grammar.hasRegexLiterals && previous != .value
                && start >= regexScanFailedUntil && skipRegex(&cursor, failedAt: &regexScanFailedUntil):
                writer.mark(start, cursor.position, .string)
                previous = .value
            case UInt8(ascii: "#") where grammar.hasBracketAttributes
                && (cursor.peek(1) == UInt8(ascii: "[") || (cursor.peek(1) == UInt8(ascii: "!") && cursor.peek(2) == UInt8(ascii: "["))):
                skipBracketAttribute(&cursor)
                writer.mark(start, cursor.position, .meta)
            case UInt8(ascii: "'") where grammar.hasLifetimes && cursor.peek(1).isIdentifierStart:
                cursor.advance()
                cursor.skip { $0.isIdentifierContinue }
                if cursor.current == UInt8(ascii: "'") {
                    cursor.advance()
                    writer.mark(start, cursor.position, .string)
                    previous = .value
                } else {
                    writer.mark(start, cursor.position, .attribute)
                    previous = .operatorOrKeyword
                }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                cursor.skipQuoted(escapes: true, multiline: byte == UInt8(ascii: "\"") && grammar.stringsSpanLines)
                writer.mark(start, cursor.position, .string)
                previous = .value
            case UInt8(ascii: "`") where grammar.hasRawBackquoteStrings:
                cursor.skipQuoted(escapes: false, multiline: true)
                writer.mark(start, cursor.position, .string)
                previous = .value
            case _ where grammar.hasPrefixedStrings && skipPrefixedString(&cursor):
                writer.mark(start, cursor.position, .string)
                previous = .value
            case UInt8(ascii: "`") where grammar.hasTemplateLiterals:
                cursor.advance()
                if skipTemplateText(&cursor) { templateBraceDepths.append(braceDepth) }
                writer.mark(start, cursor.position, .string)
                previous = .value
            case UInt8(ascii: "}") where templateBraceDepths.last == braceDepth:
                templateBraceDepths.removeLast()
                if skipTemplateText(&cursor) { templateBraceDepths.append(braceDepth) }
                writer.mark(start, cursor.position, .string)
                previous = .value
            case UInt8(ascii: "@") where grammar.hasDecorators && cursor.peek(1).isIdentifierStart:
                cursor.advance()
                cursor.skip { $0.isIdentifierContinue || $0 == UInt8(ascii: ".") }
                writer.mark(start, cursor.position, .attribute)
            case _ where byte.isDigit || (byte == UInt8(ascii: ".") && cursor.peek(1).isDigit):
                cursor.skipNumber()
                writer.mark(start, cursor.position, .number)
                previous = .value
            case _ where byte.isIdentifierStart || byte == UInt8(ascii: "$"):
                cursor.skip { $0.isIdentifierContinue || $0 == UInt8(ascii: "$") }
                previous = word(start..<cursor.position, cursor, grammar, &writer)
            default:
                cursor.advance()
                if byte == UInt8(ascii: "{") { braceDepth += 1 }
                if byte == UInt8(ascii: "}") { braceDepth -= 1 }
                let isPunctuation = "{}()[];,.".utf8.contains(byte)
                if !isPunctuation { cursor.skip { "+-*/%=<>!&|^~?:".utf8.contains($0) } }
                writer.mark(start, cursor.position, isPunctuation ? .punctuation : .operator)
                previous = byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") ? .value : .operatorOrKeyword
            }
        }
    }

    private static func word(
        _ range: Range<Int>, _ cursor: ByteCursor, _ grammar: CFamilyGrammar, _ writer: inout HighlightWriter
    ) -> Previous {
        let text = cursor.text(range)
        // After `.` a word is a member (`map.get(`, `event.type`), never a keyword.
        let isMember = cursor.byte(at: range.lowerBound - 1) == UInt8(ascii: ".")
        if !isMember, grammar.keywords.contains(text) {
            writer.mark(range, .keyword)
            return grammar.valueKeywords.contains(text) ? .value : .operatorOrKeyword
        }
        if grammar.hasMacros, cursor.current == UInt8(ascii: "!"), cursor.peek(1) != UInt8(ascii: "=") {
            writer.mark(range, .function)
        } else if grammar.types.contains(text) || grammar.looksLikeType(text) {
            writer.mark(range, .type)
        } else if cursor.current == UInt8(ascii: "(") {
            writer.mark(range, .function)
        }
        return .value
    }

    /// A preprocessor line, with its `\` continuations.
    private static func skipDirective(_ cursor: inout ByteCursor) {
        while !cursor.isAtEnd {
            cursor.skipToLineEnd()
            guard cursor.byte(at: cursor.position - 1) == UInt8(ascii: "\\"), !cursor.isAtEnd else { return }
            cursor.advance()
        }
    }

    /// `#[…]` or `#![…]` up to the bracket that closes it, over lines if need be; brackets in its strings
    /// do not count.
    private static func skipBracketAttribute(_ cursor: inout ByteCursor) {
        var depth = 0
        while !cursor.isAtEnd {
            switch cursor.current {
            case UInt8(ascii: "\""):
                cursor.skipQuoted(escapes: true, multiline: true)
                continue
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 {
                    cursor.advance()
                    return
                }
            default: break
            }
            cursor.advance()
        }
    }

    /// Rust's `r"…"`, `r#"…"#` (any number of `#`), `b"…"`, `b'x'`, `br"…"`, `c"…"`, `cr"…"`: moves past one
    /// and returns true, or leaves the cursor where it was.
    private static func skipPrefixedString(_ cursor: inout ByteCursor) -> Bool {
        var probe = cursor
        if probe.current == UInt8(ascii: "b") || probe.current == UInt8(ascii: "c") {
            probe.advance()
            if probe.current == UInt8(ascii: "\"") || (probe.current == UInt8(ascii: "'") && cursor.current == UInt8(ascii: "b")) {
                probe.skipQuoted(escapes: true, multiline: probe.current == UInt8(ascii: "\""))
                cursor = probe
                return true
            }
        }
        guard probe.current == UInt8(ascii: "r") else { return false }
        probe.advance()
        var hashes = 0
        while probe.current == UInt8(ascii: "#") {
            hashes += 1
            probe.advance()
        }
        guard probe.current == UInt8(ascii: "\"") else { return false }
        probe.advance()
        while !probe.isAtEnd {
            if probe.current == UInt8(ascii: "\""), (0..<hashes).allSatisfy({ probe.peek($0 + 1) == UInt8(ascii: "#") }) {
                probe.advance(1 + hashes)
                cursor = probe
                return true
            }
            probe.advance()
        }
        cursor = probe
        return true
    }

    /// Template text after a backtick or a `${...}`'s closing brace, up to the closing backtick (false) or
    /// the next `${` (true, the expression follows).
    private static func skipTemplateText(_ cursor: inout ByteCursor) -> Bool {
        if cursor.current == UInt8(ascii: "}") { cursor.advance() }
        while !cursor.isAtEnd {
            switch cursor.current {
            case UInt8(ascii: "\\"): cursor.advance(2)
            case UInt8(ascii: "`"):
                cursor.advance()
                return false
            case UInt8(ascii: "$") where cursor.peek(1) == UInt8(ascii: "{"):
                cursor.advance(2)
                return true
            default: cursor.advance()
            }
        }
        return false
    }

    /// A `/.../flags` regular expression on one line; leaves the cursor alone and returns false when the
    /// line ends first, so the `/` is then a division.
    private static func skipRegex(_ cursor: inout ByteCursor, failedAt failure: inout Int) -> Bool {
        var probe = cursor
        probe.advance()
        var inClass = false
        while !probe.isAtEnd, !probe.current.isLineBreak {
            let byte = probe.current
            if byte == UInt8(ascii: "\\") {
                probe.advance(2)
                continue
            }
            probe.advance()
            if byte == UInt8(ascii: "[") { inClass = true }
            if byte == UInt8(ascii: "]") { inClass = false }
            if byte == UInt8(ascii: "/"), !inClass {
                probe.skip { $0.isLetter }
                cursor = probe
                return true
            }
        }
        failure = probe.position
        return false
    }
}
