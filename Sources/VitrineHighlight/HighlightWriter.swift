/// Turns a block's bytes plus the lexer's classified ranges into escaped HTML.
///
/// The writer, not the lexers, guarantees the output contract: every source byte is written exactly once
/// and in order, `&`, `<`, `>` and `"` are escaped, and spans never split a UTF-8 sequence. Ranges that
/// overlap what was already written are clipped, and bounds inside a multi-byte character are moved to
/// the character's end, so a sloppy lexer can only colour wrongly, never lose or repeat text.
struct HighlightWriter {
    let source: [UInt8]
    private var output: [UInt8] = []
    /// The first source byte not yet written.
    private var cursor = 0
    /// The span left open so that adjacent ranges of one class (a Swift string literal's quote, text and
    /// quote, say) share a single element.
    private var openClass: HighlightClass?

    private static let openingTags = Dictionary(uniqueKeysWithValues: HighlightClass.allCases.map { ($0, $0.openingTag) })
    private static let closingTag = Array("</span>".utf8)
    private static let ampersand = Array("&amp;".utf8)
    private static let lessThan = Array("&lt;".utf8)
    private static let greaterThan = Array("&gt;".utf8)
    private static let quote = Array("&quot;".utf8)

    init(source: [UInt8]) {
        self.source = source
        output.reserveCapacity(source.count * 2 + 64)
    }

    /// Wraps `start..<end` in a span of `highlightClass`; any unwritten bytes before `start` go out plain.
    mutating func mark(_ start: Int, _ end: Int, _ highlightClass: HighlightClass) {
        let start = characterBoundary(atOrAfter: max(start, cursor))
        let end = characterBoundary(atOrAfter: min(end, source.count))
        guard start < end else { return }
        if start > cursor {
            closeSpan()
            writeEscaped(upTo: start)
        }
        if openClass != highlightClass {
            closeSpan()
            output.append(contentsOf: Self.openingTags[highlightClass]!)
            openClass = highlightClass
        }
        writeEscaped(upTo: end)
    }

    mutating func mark(_ range: Range<Int>, _ highlightClass: HighlightClass) {
        mark(range.lowerBound, range.upperBound, highlightClass)
    }

    /// Writes the rest of the source plain and returns the HTML.
    mutating func finish() -> String {
        closeSpan()
        writeEscaped(upTo: source.count)
        return String(decoding: output, as: UTF8.self)
    }

    private mutating func closeSpan() {
        if openClass != nil {
            output.append(contentsOf: Self.closingTag)
            openClass = nil
        }
    }

    private func characterBoundary(atOrAfter index: Int) -> Int {
        var index = index
        while index < source.count, source[index] & 0xC0 == 0x80 { index += 1 }
        return index
    }

    private mutating func writeEscaped(upTo end: Int) {
        while cursor < end {
            let byte = source[cursor]
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: Self.ampersand)
            case UInt8(ascii: "<"): output.append(contentsOf: Self.lessThan)
            case UInt8(ascii: ">"): output.append(contentsOf: Self.greaterThan)
            case UInt8(ascii: "\""): output.append(contentsOf: Self.quote)
            default: output.append(byte)
            }
            cursor += 1
        }
    }
}
