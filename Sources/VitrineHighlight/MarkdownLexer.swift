/// CommonMark as people write it in docs: front matter (as YAML), fenced code (in its own language when a
/// highlighter knows it), headings, block quote and list markers, thematic breaks, code spans, link
/// destinations and autolinks. Emphasis stays plain: its colour would only compete with the headings.
enum MarkdownLexer {
    static func highlight(_ range: Range<Int>, into writer: inout HighlightWriter) {
        var cursor = ByteCursor(writer.source, range: range)
        if cursor.starts(with: "---"), cursor.peek(3).isLineBreak { frontMatter(&cursor, &writer) }
        while !cursor.isAtEnd {
            let lineStart = cursor.position
            cursor.skip { $0 == UInt8(ascii: " ") }
            let indent = cursor.position - lineStart
            if indent <= 3, let fence = fenceRun(cursor) {
                fencedCode(&cursor, fence: fence, &writer)
                continue
            }
            if indent <= 3 { blockMarkers(&cursor, &writer) }
            inlineText(&cursor, &writer)
            cursor.advance()  // the line break
        }
    }

    /// `---` YAML `---` (or `...`) at the very start, as Vitrine pages have it.
    private static func frontMatter(_ cursor: inout ByteCursor, _ writer: inout HighlightWriter) {
        let start = cursor.position
        cursor.advance(3)
        writer.mark(start, cursor.position, .meta)
        cursor.skip { $0.isLineBreak }
        let yamlStart = cursor.position
        while !cursor.isAtEnd {
            let lineStart = cursor.position
            if (cursor.starts(with: "---") || cursor.starts(with: "...")), cursor.peek(3).isLineBreak || cursor.peek(3) == 0 {
                SyntaxHighlighter.highlight(.yaml, in: yamlStart..<lineStart, into: &writer)
                cursor.advance(3)
                writer.mark(lineStart, cursor.position, .meta)
                return
            }
            cursor.skipToLineEnd()
            cursor.advance()
        }
        // No closing line: it was a thematic break after all, and the rest is ordinary Markdown.
        cursor.position = yamlStart
    }

    private struct Fence {
        var marker: UInt8
        var length: Int
    }

    private static func fenceRun(_ cursor: ByteCursor) -> Fence? {
        let marker = cursor.current
        guard marker == UInt8(ascii: "`") || marker == UInt8(ascii: "~") else { return nil }
        var probe = cursor
        probe.skip { $0 == marker }
        let length = probe.position - cursor.position
        return length >= 3 ? Fence(marker: marker, length: length) : nil
    }

    /// The opening line as meta, the content in the info word's language (or as a string), the closing line.
    private static func fencedCode(_ cursor: inout ByteCursor, fence: Fence, _ writer: inout HighlightWriter) {
        let openStart = cursor.position
        cursor.advance(fence.length)
        let infoStart = cursor.position
        cursor.skipToLineEnd()
        writer.mark(openStart, cursor.position, .meta)
        let infoWord = cursor.text(infoStart..<cursor.position).split(separator: " ").first.map(String.init) ?? ""
        cursor.advance()
        let contentStart = cursor.position
        var contentEnd = cursor.end
        while !cursor.isAtEnd {
            let lineStart = cursor.position
            cursor.skip { $0 == UInt8(ascii: " ") }
            if cursor.position - lineStart <= 3, let closing = fenceRun(cursor), closing.marker == fence.marker,
                closing.length >= fence.length {
                contentEnd = lineStart
                let closeStart = cursor.position
                cursor.advance(closing.length)
                highlightContent(contentStart..<contentEnd, infoWord: infoWord, &writer)
                writer.mark(closeStart, cursor.position, .meta)
                cursor.skipToLineEnd()
                cursor.advance()
                return
            }
            cursor.skipToLineEnd()
            cursor.advance()
        }
        highlightContent(contentStart..<contentEnd, infoWord: infoWord, &writer)
    }

    /// Nested Markdown stays a plain string, so highlighting never recurses into itself.
    private static func highlightContent(_ range: Range<Int>, infoWord: String, _ writer: inout HighlightWriter) {
        if let language = Language(infoWord: infoWord), language != .markdown {
            SyntaxHighlighter.highlight(language, in: range, into: &writer)
        } else {
            writer.mark(range, .string)
        }
    }

    /// Headings, thematic breaks and setext underlines take the whole line; quote and list markers only
    /// their own bytes, then the line goes on as inline text.
    private static func blockMarkers(_ cursor: inout ByteCursor, _ writer: inout HighlightWriter) {
        let start = cursor.position
        let byte = cursor.current
        var probe = cursor
        probe.skip { $0 == byte }
        let run = probe.position - start
        let restIsBlank = { (probe: ByteCursor) -> Bool in
            var rest = probe
            rest.skip { $0.isSpaceOrTab }
            return rest.isAtEnd || rest.current.isLineBreak
        }
        if byte == UInt8(ascii: "#"), run <= 6, probe.current.isWhitespace || probe.isAtEnd {
            cursor.skipToLineEnd()
            writer.mark(start, cursor.position, .keyword)
        } else if byte == UInt8(ascii: "="), restIsBlank(probe) {
            cursor = probe
            writer.mark(start, cursor.position, .keyword)
        } else if "-*_".utf8.contains(byte), isThematicBreak(cursor) {
            cursor.skipToLineEnd()
            writer.mark(start, cursor.position, .punctuation)
        } else if byte == UInt8(ascii: ">") {
            cursor.skip { $0 == UInt8(ascii: ">") || $0.isSpaceOrTab }
            writer.mark(start, cursor.position, .operator)
            if cursor.position > start, !cursor.current.isLineBreak { blockMarkers(&cursor, &writer) }
        } else if "-*+".utf8.contains(byte), probe.current.isSpaceOrTab, run == 1 {
            cursor.advance()
            writer.mark(start, cursor.position, .operator)
        } else if byte.isDigit {
            probe = cursor
            probe.skip { $0.isDigit }
            if probe.position - start <= 9, probe.current == UInt8(ascii: ".") || probe.current == UInt8(ascii: ")"),
                probe.peek(1).isSpaceOrTab {
                cursor.position = probe.position + 1
                writer.mark(start, cursor.position, .operator)
            }
        }
    }

    /// Three or more of one of `-`, `*`, `_`, with nothing else but spaces on the line.
    private static func isThematicBreak(_ cursor: ByteCursor) -> Bool {
        let marker = cursor.current
        var probe = cursor
        var count = 0
        while !probe.isAtEnd, !probe.current.isLineBreak {
            if probe.current == marker { count += 1 } else if !probe.current.isSpaceOrTab { return false }
            probe.advance()
        }
        return count >= 3
    }

    /// The rest of a line: code spans, link destinations, autolinks, backslash escapes.
    private static func inlineText(_ cursor: inout ByteCursor, _ writer: inout HighlightWriter) {
        // Backtick run lengths with no closing run later on this line: a later run of the same length
        // cannot close either, so it is not searched for again (this keeps a line of lone backticks linear).
        var unmatchedRuns: Set<Int> = []
        // Likewise, once a `<` finds no `>` before the line ends, no later `<` on the line will.
        var noClosingAngleBracketBefore = 0
        while !cursor.isAtEnd, !cursor.current.isLineBreak {
            let start = cursor.position
            switch cursor.current {
            case UInt8(ascii: "\\"):
                cursor.advance(cursor.peek(1).isLineBreak ? 1 : 2)
            case UInt8(ascii: "`"):
                cursor.skip { $0 == UInt8(ascii: "`") }
                let run = cursor.position - start
                if !unmatchedRuns.contains(run), let end = closingBackticks(after: cursor, run: run) {
                    cursor.position = end
                    writer.mark(start, end, .string)
                } else {
                    unmatchedRuns.insert(run)
                }
            case UInt8(ascii: "]") where cursor.peek(1) == UInt8(ascii: "("):
                cursor.advance(2)
                let destinationStart = cursor.position
                cursor.skip { $0 != UInt8(ascii: ")") && !$0.isLineBreak }
                writer.mark(destinationStart, cursor.position, .attribute)
            case UInt8(ascii: "<") where start >= noClosingAngleBracketBefore
                && (cursor.peek(1).isLetter || cursor.peek(1) == UInt8(ascii: "/")):
                var probe = cursor
                probe.skip { $0 != UInt8(ascii: ">") && !$0.isWhitespace }
                cursor.advance()
                if probe.current == UInt8(ascii: ">") || probe.current.isSpaceOrTab {
                    let isAutolink = cursor.text(start..<probe.position).contains(":")
                    probe.skip { $0 != UInt8(ascii: ">") && !$0.isLineBreak }
                    if probe.current == UInt8(ascii: ">") {
                        probe.advance()
                        cursor = probe
                        writer.mark(start, cursor.position, isAutolink ? .attribute : .tag)
                        continue
                    }
                }
                if probe.current != UInt8(ascii: ">") { noClosingAngleBracketBefore = probe.position }
            default:
                cursor.advance()
            }
        }
    }

    private static func closingBackticks(after cursor: ByteCursor, run: Int) -> Int? {
        var probe = cursor
        while !probe.isAtEnd, !probe.current.isLineBreak {
            if probe.current == UInt8(ascii: "`") {
                let runStart = probe.position
                probe.skip { $0 == UInt8(ascii: "`") }
                if probe.position - runStart == run { return probe.position }
            } else {
                probe.advance()
            }
        }
        return nil
    }
}
