/// HTML and XML: tags, attributes and their values, comments, character references, doctypes and
/// processing instructions, CDATA. In HTML the text of `<script>` and `<style>` is handed to the
/// JavaScript (or JSON) and CSS lexers.
enum MarkupLexer {
    enum Dialect { case html, xml }

    static func highlight(_ range: Range<Int>, dialect: Dialect, into writer: inout HighlightWriter) {
        var cursor = ByteCursor(writer.source, range: range)
        while !cursor.isAtEnd {
            let start = cursor.position
            switch cursor.current {
            case UInt8(ascii: "<") where cursor.starts(with: "<!--"):
                cursor.advance(4)
                cursor.skip(past: "-->")
                writer.mark(start, cursor.position, .comment)
            case UInt8(ascii: "<") where cursor.starts(with: "<![CDATA["):
                cursor.skip(past: "]]>")
                writer.mark(start, cursor.position, .string)
            case UInt8(ascii: "<") where cursor.peek(1) == UInt8(ascii: "!") || cursor.peek(1) == UInt8(ascii: "?"):
                cursor.skip(past: ">")
                writer.mark(start, cursor.position, .meta)
            case UInt8(ascii: "<") where cursor.peek(1).isLetter
                || (cursor.peek(1) == UInt8(ascii: "/") && cursor.peek(2).isLetter):
                let element = tag(&cursor, &writer)
                if dialect == .html, let element, let embedded = element.embeddedLanguage {
                    embeddedText(&cursor, closingTag: element.isScript ? "</script" : "</style", embedded, &writer)
                }
            case UInt8(ascii: "&"):
                cursor.advance()
                cursor.skip { $0.isIdentifierContinue || $0 == UInt8(ascii: "#") }
                if cursor.current == UInt8(ascii: ";"), cursor.position > start + 1 {
                    cursor.advance()
                    writer.mark(start, cursor.position, .variable)
                }
            default:
                cursor.advance()
                cursor.skip { $0 != UInt8(ascii: "<") && $0 != UInt8(ascii: "&") }
            }
        }
    }

    /// What an opening tag tells the lexer about the text that follows it.
    private struct OpenedElement {
        var isScript: Bool
        var embeddedLanguage: Language?
    }

    /// Colours a start or end tag and returns, for an HTML `<script>` or `<style>` start tag, the language
    /// of its text (nil for a script type no lexer reads, such as a template).
    private static func tag(_ cursor: inout ByteCursor, _ writer: inout HighlightWriter) -> OpenedElement? {
        let bracketStart = cursor.position
        let isEndTag = cursor.peek(1) == UInt8(ascii: "/")
        cursor.advance(isEndTag ? 2 : 1)
        writer.mark(bracketStart, cursor.position, .punctuation)
        let nameStart = cursor.position
        cursor.skip { !$0.isWhitespace && $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "/") }
        writer.mark(nameStart, cursor.position, .tag)
        let name = cursor.text(nameStart..<cursor.position).lowercased()
        var scriptType: String?
        var lastAttribute = ""
        while !cursor.isAtEnd {
            let start = cursor.position
            let byte = cursor.current
            if byte == UInt8(ascii: ">") || (byte == UInt8(ascii: "/") && cursor.peek(1) == UInt8(ascii: ">")) {
                let selfClosing = byte == UInt8(ascii: "/")
                cursor.advance(selfClosing ? 2 : 1)
                writer.mark(start, cursor.position, .punctuation)
                guard !isEndTag, !selfClosing, name == "script" || name == "style" else { return nil }
                if name == "style" { return OpenedElement(isScript: false, embeddedLanguage: .css) }
                return OpenedElement(isScript: true, embeddedLanguage: scriptLanguage(type: scriptType))
            }
            if byte.isWhitespace || byte == UInt8(ascii: "/") {
                cursor.advance()
            } else if byte == UInt8(ascii: "=") {
                cursor.advance()
                writer.mark(start, cursor.position, .operator)
                cursor.skip { $0.isWhitespace }
                let valueStart = cursor.position
                if cursor.current == UInt8(ascii: "\"") || cursor.current == UInt8(ascii: "'") {
                    cursor.skipQuoted(escapes: false, multiline: true)
                } else {
                    cursor.skip { !$0.isWhitespace && $0 != UInt8(ascii: ">") }
                }
                writer.mark(valueStart, cursor.position, .string)
                if lastAttribute == "type" { scriptType = cursor.text(valueStart..<cursor.position).lowercased() }
            } else {
                cursor.skip { !$0.isWhitespace && !"=>/\"'".utf8.contains($0) }
                if cursor.position == start { cursor.advance() }
                writer.mark(start, cursor.position, .attribute)
                lastAttribute = cursor.text(start..<cursor.position).lowercased()
            }
        }
        return nil
    }

    private static func scriptLanguage(type: String?) -> Language? {
        guard let type = type?.trimmingCharacters(in: "\"'") else { return .javascript }
        if type.contains("json") { return .json }
        if type.isEmpty || type == "module" || type.contains("javascript") || type.contains("ecmascript") { return .javascript }
        return nil
    }

    /// The raw text up to `</script` or `</style` (any case), lexed as `language` or left plain.
    private static func embeddedText(
        _ cursor: inout ByteCursor, closingTag: StaticString, _ language: Language?, _ writer: inout HighlightWriter
    ) {
        let textStart = cursor.position
        while !cursor.isAtEnd, !cursor.startsIgnoringCase(with: closingTag) { cursor.advance() }
        if let language { SyntaxHighlighter.highlight(language, in: textStart..<cursor.position, into: &writer) }
    }
}

private extension String {
    func trimmingCharacters(in quotes: String) -> String {
        var text = Substring(self)
        while let first = text.first, quotes.contains(first) { text = text.dropFirst() }
        while let last = text.last, quotes.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
