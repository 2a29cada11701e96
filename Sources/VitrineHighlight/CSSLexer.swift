/// CSS: selectors (tags, classes, ids, pseudo-classes, attribute selectors), at-rules, property names,
/// and values (numbers with units, colours, functions, `!important`), comments and strings. Nested rules
/// are told from declarations by what comes first after the name: `{` means a selector.
enum CSSLexer {
    /// At-rules whose block holds rules rather than declarations.
    private static let groupingAtRules: Set<String> = [
        "@media", "@supports", "@layer", "@container", "@document", "@scope", "@starting-style",
    ]

    private enum Context { case selector, atRulePrelude, declarationName, declarationValue }

    static func highlight(_ range: Range<Int>, into writer: inout HighlightWriter) {
        var cursor = ByteCursor(writer.source, range: range)
        // For each open `{`: whether it holds declarations (a style rule) or rules (`@media`, the top).
        var blockHoldsDeclarations: [Bool] = []
        var pendingAtRuleGroups = false
        var context = Context.selector
        while !cursor.isAtEnd {
            let start = cursor.position
            let byte = cursor.current
            switch byte {
            case _ where byte.isWhitespace:
                cursor.skip { $0.isWhitespace }
            case UInt8(ascii: "/") where cursor.peek(1) == UInt8(ascii: "*"):
                cursor.advance(2)
                cursor.skip(past: "*/")
                writer.mark(start, cursor.position, .comment)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                cursor.skipQuoted(escapes: true, multiline: false)
                writer.mark(start, cursor.position, .string)
            case UInt8(ascii: "@"):
                cursor.advance()
                cursor.skip { $0.isIdentifierContinue || $0 == UInt8(ascii: "-") }
                writer.mark(start, cursor.position, .keyword)
                pendingAtRuleGroups = groupingAtRules.contains(cursor.text(start..<cursor.position).lowercased())
                context = .atRulePrelude
            case UInt8(ascii: "{"):
                cursor.advance()
                writer.mark(start, cursor.position, .punctuation)
                let holdsDeclarations = !pendingAtRuleGroups
                blockHoldsDeclarations.append(holdsDeclarations)
                pendingAtRuleGroups = false
                context = holdsDeclarations ? statementContext(cursor) : .selector
            case UInt8(ascii: "}"), UInt8(ascii: ";"):
                if byte == UInt8(ascii: "}"), !blockHoldsDeclarations.isEmpty { blockHoldsDeclarations.removeLast() }
                cursor.advance()
                writer.mark(start, cursor.position, .punctuation)
                context = blockHoldsDeclarations.last == true ? statementContext(cursor) : .selector
                pendingAtRuleGroups = false
            case UInt8(ascii: ":") where context == .atRulePrelude:
                cursor.advance()
                writer.mark(start, cursor.position, .punctuation)
            case UInt8(ascii: ":") where context == .declarationName:
                cursor.advance()
                writer.mark(start, cursor.position, .punctuation)
                context = .declarationValue
            default:
                switch context {
                case .selector: selectorPart(&cursor, &writer)
                case .declarationName: propertyName(&cursor, &writer)
                case .declarationValue, .atRulePrelude: valuePart(&cursor, &writer)
                }
            }
        }
    }

    /// Inside a style rule, a statement is a nested rule when `{` comes before any `;` or `}`.
    private static func statementContext(_ cursor: ByteCursor) -> Context {
        var lookahead = cursor
        lookahead.skip { $0 != UInt8(ascii: "{") && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "}") }
        return lookahead.current == UInt8(ascii: "{") ? .selector : .declarationName
    }

    private static func isNameByte(_ byte: UInt8) -> Bool { byte.isIdentifierContinue || byte == UInt8(ascii: "-") }

    private static func selectorPart(_ cursor: inout ByteCursor, _ writer: inout HighlightWriter) {
        let start = cursor.position
        let byte = cursor.current
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: "#"):
            cursor.advance()
            cursor.skip(while: isNameByte)
            writer.mark(start, cursor.position, .type)
        case UInt8(ascii: ":"):
            cursor.skip { $0 == UInt8(ascii: ":") }
            cursor.skip(while: isNameByte)
            writer.mark(start, cursor.position, .keyword)
        case UInt8(ascii: "["):
            cursor.advance()
            let nameStart = cursor.position
            cursor.skip(while: isNameByte)
            writer.mark(nameStart, cursor.position, .attribute)
        case UInt8(ascii: ">"), UInt8(ascii: "+"), UInt8(ascii: "~"), UInt8(ascii: "*"), UInt8(ascii: "&"):
            cursor.advance()
            writer.mark(start, cursor.position, .operator)
        case _ where isNameByte(byte):
            cursor.skip(while: isNameByte)
            writer.mark(start, cursor.position, .tag)
        default:
            cursor.advance()
        }
    }

    private static func propertyName(_ cursor: inout ByteCursor, _ writer: inout HighlightWriter) {
        let start = cursor.position
        cursor.skip(while: isNameByte)
        if cursor.position == start {
            cursor.advance()
            return
        }
        // Custom properties (`--accent`) are variables the rest of the sheet refers to.
        writer.mark(start, cursor.position, cursor.starts(with: "--", at: start) ? .variable : .attribute)
    }

    private static func valuePart(_ cursor: inout ByteCursor, _ writer: inout HighlightWriter) {
        let start = cursor.position
        let byte = cursor.current
        if byte.isDigit || (byte == UInt8(ascii: ".") && cursor.peek(1).isDigit)
            || ((byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")) && (cursor.peek(1).isDigit || cursor.peek(1) == UInt8(ascii: "."))) {
            cursor.advance()
            cursor.skip { $0.isDigit || $0 == UInt8(ascii: ".") }
            cursor.skip { $0.isLetter || $0 == UInt8(ascii: "%") }
            writer.mark(start, cursor.position, .number)
        } else if byte == UInt8(ascii: "#") {
            cursor.advance()
            cursor.skip(while: isNameByte)
            writer.mark(start, cursor.position, .number)
        } else if byte == UInt8(ascii: "!") {
            cursor.advance()
            cursor.skip { $0.isLetter }
            writer.mark(start, cursor.position, .keyword)
        } else if isNameByte(byte) {
            cursor.skip(while: isNameByte)
            if cursor.current == UInt8(ascii: "(") {
                writer.mark(start, cursor.position, .function)
            } else if cursor.current == UInt8(ascii: ":") {
                writer.mark(start, cursor.position, .attribute)  // a media feature: `(min-width: 40em)`
            } else if cursor.starts(with: "--", at: start) {
                writer.mark(start, cursor.position, .variable)
            }
        } else {
            cursor.advance()
            if ",/()".utf8.contains(byte) { writer.mark(start, cursor.position, .punctuation) }
        }
    }
}

private extension ByteCursor {
    func starts(with prefix: StaticString, at index: Int) -> Bool {
        var probe = self
        probe.position = index
        return probe.starts(with: prefix)
    }
}
