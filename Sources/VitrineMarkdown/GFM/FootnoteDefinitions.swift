import VitrinePlatform

/// Finds GFM footnote definitions (`[^label]: text`, continued by lines indented four columns) in the
/// Markdown source before cmark sees it, and blanks their lines out.
///
/// This has to happen on the source: cmark would take a one-word `[^x]: word` for a link reference
/// definition and drop it. Definitions at the top level and inside block quotes are found (not inside
/// lists), and fenced code is skipped.
struct FootnoteDefinitions {
    struct Definition {
        /// The label as written, as cmark-gfm prints it in ids and hrefs.
        var label: String
        /// The label as references match it: case-folded, inner whitespace collapsed.
        var key: String
        /// 1-based line of `[^label]:`.
        var line: Int
        /// The text after `]:` on that line, without leading whitespace, and its 1-based byte column.
        var firstLine: String
        var firstColumn: Int
        /// The following lines that belong to the definition, without the block-quote markers it sits in.
        var moreLines: [String]
        /// How many bytes of block-quote markers each of `moreLines` lost, to place what is in it.
        var moreLineShifts: [Int] = []
    }

    /// The source with every definition's lines replaced by empty lines (line numbers stay).
    var text: String
    /// Every definition in source order; a repeated label keeps its first definition only.
    var definitions: [Definition]

    static func normalizedKey(_ label: some StringProtocol) -> String {
        label.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ").lowercased()
    }

    init(extractingFrom source: String) {
        guard source.utf8.mayContainFootnoteMarker else {
            text = source
            definitions = []
            return
        }
        let lines = SourceLines(source)
        var kept: [String] = []
        var found: [Definition] = []
        var seen: Set<String> = []
        var fence = FenceTracker()
        var number = 1
        while number <= lines.count {
            let line = lines.line(number)
            if fence.consume(line) {
                kept.append(lines.string(number))
                number += 1
                continue
            }
            let quote = Self.quoteMarkers(line)
            guard let start = Self.definitionStart(line.dropFirst(quote.bytes)) else {
                kept.append(lines.string(number))
                number += 1
                continue
            }
            var end = number
            var candidate = number + 1
            var previousBlank = Bytes.isBlank(line[(line.startIndex + quote.bytes + start.contentOffset)...])
            // Inside a block quote, a line belongs to the definition only behind as many markers.
            func body(_ number: Int) -> ArraySlice<UInt8>? {
                let next = lines.line(number)
                guard quote.depth > 0 else { return next }
                let markers = Self.quoteMarkers(next)
                return markers.depth == quote.depth ? next.dropFirst(markers.bytes) : nil
            }
            while candidate <= lines.count, let next = body(candidate) {
                if Bytes.isBlank(next) {
                    previousBlank = true
                } else if Bytes.indentation(of: next).columns >= 4 {
                    end = candidate
                    previousBlank = false
                } else if !previousBlank && !Self.startsBlock(next) {
                    end = candidate
                } else {
                    break
                }
                candidate += 1
            }
            let first = line[(line.startIndex + quote.bytes + start.contentOffset)...]
            let labelStart = line.startIndex + quote.bytes
            let label = String(decoding: line[(labelStart + start.labelRange.lowerBound)..<(labelStart + start.labelRange.upperBound)], as: UTF8.self)
            let key = Self.normalizedKey(label)
            if !seen.contains(key) {
                seen.insert(key)
                found.append(Definition(
                    label: label, key: key, line: number,
                    firstLine: String(decoding: first, as: UTF8.self).trimmingTrailingNewlineSpace(),
                    firstColumn: quote.bytes + start.contentOffset + 1,
                    moreLines: number < end ? ((number + 1)...end).map { String(decoding: body($0) ?? [], as: UTF8.self) } : [],
                    moreLineShifts: number < end ? ((number + 1)...end).map { lines.line($0).count - (body($0)?.count ?? 0) } : []))
            }
            // A quoted definition leaves its markers, so the quote goes on around where it was.
            let markers = String(repeating: ">", count: quote.depth)
            kept += Array(repeating: markers, count: end - number + 1)
            number = end + 1
        }
        definitions = found
        if found.isEmpty {
            text = source
        } else {
            text = kept.joined(separator: "\n") + (source.hasSuffix("\n") ? "\n" : "")
        }
    }

    /// The block-quote markers a line starts with (`> > `, each after at most three spaces and with one
    /// optional space after it): how many, and how many bytes they take.
    static func quoteMarkers(_ line: ArraySlice<UInt8>) -> (depth: Int, bytes: Int) {
        var depth = 0
        var index = line.startIndex
        while true {
            var cursor = index
            var spaces = 0
            while cursor < line.endIndex, line[cursor] == UInt8(ascii: " "), spaces < 3 {
                cursor += 1
                spaces += 1
            }
            guard cursor < line.endIndex, line[cursor] == UInt8(ascii: ">") else { break }
            cursor += 1
            if cursor < line.endIndex, line[cursor] == UInt8(ascii: " ") { cursor += 1 }
            depth += 1
            index = cursor
        }
        return (depth, index - line.startIndex)
    }

    /// `[^label]:` after at most three spaces: the label's byte range and where the content starts.
    static func definitionStart(_ line: ArraySlice<UInt8>) -> (labelRange: Range<Int>, contentOffset: Int)? {
        guard line.prefix(5).contains(UInt8(ascii: "[")) else { return nil }
        let bytes = Array(line)
        let indent = Bytes.indentation(of: bytes)
        guard indent.columns <= 3, bytes.count > indent.bytes + 4,
              bytes[indent.bytes] == UInt8(ascii: "["), bytes[indent.bytes + 1] == UInt8(ascii: "^") else { return nil }
        var index = indent.bytes + 2
        while index < bytes.count, bytes[index] != UInt8(ascii: "]"), !Bytes.isSpace(bytes[index]) { index += 1 }
        guard index > indent.bytes + 2, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "]"),
              bytes[index + 1] == UInt8(ascii: ":") else { return nil }
        var content = index + 2
        while content < bytes.count, Bytes.isSpaceOrTab(bytes[content]) { content += 1 }
        return ((indent.bytes + 2)..<index, content)
    }

    /// Whether an unindented line would start a block of its own rather than continue a paragraph lazily.
    static func startsBlock(_ line: ArraySlice<UInt8>) -> Bool {
        let bytes = Array(line.drop { Bytes.isSpaceOrTab($0) })
        guard let first = bytes.first else { return true }
        if definitionStart(line) != nil { return true }
        switch first {
        case UInt8(ascii: ">"), UInt8(ascii: "#"), UInt8(ascii: "<"):
            return true
        case UInt8(ascii: "`"), UInt8(ascii: "~"):
            return bytes.prefix(3).allSatisfy { $0 == first } && bytes.count >= 3
        case UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "_"):
            let rest = bytes.dropFirst()
            if first != UInt8(ascii: "_"), rest.first.map(Bytes.isSpaceOrTab) ?? true { return true }
            let marks = bytes.filter { !Bytes.isSpaceOrTab($0) }
            return marks.count >= 3 && marks.allSatisfy { $0 == first }
        default:
            let digits = bytes.prefix { Bytes.isDigit($0) }
            guard !digits.isEmpty, digits.count <= 9, bytes.count > digits.count else { return false }
            let delimiter = bytes[digits.count]
            return delimiter == UInt8(ascii: ".") || delimiter == UInt8(ascii: ")")
        }
    }
}

/// Follows fenced code blocks line by line, loosely: fences are recognised after any indentation and
/// block-quote markers, which is enough to keep `[^x]:` lines inside code from being read as definitions.
package struct FenceTracker {
    private var open: (marker: UInt8, length: Int)?

    package init() {}

    /// Whether a fence is open: the lines fed next are code until it closes.
    package var isOpen: Bool { open != nil }

    /// Feeds the next line; true when it is a fence line or inside fenced code.
    package mutating func consume(_ line: some StringProtocol) -> Bool {
        consume(ArraySlice(line.utf8))
    }

    /// Feeds the next line; true when it is a fence line or inside fenced code.
    mutating func consume(_ line: ArraySlice<UInt8>) -> Bool {
        let content = line.drop { Bytes.isSpaceOrTab($0) || $0 == UInt8(ascii: ">") }
        let marker = content.first ?? 0
        let run = content.prefix { $0 == marker }.count
        let isFence = (marker == UInt8(ascii: "`") || marker == UInt8(ascii: "~")) && run >= 3
        if let current = open {
            if isFence, marker == current.marker, run >= current.length, Bytes.isBlank(content.dropFirst(run)) {
                open = nil
            }
            return true
        }
        // A backtick fence's info string holds no backtick (CommonMark 4.5): ```` ```code``` ```` is a code span.
        if isFence, marker == UInt8(ascii: "~") || !content.dropFirst(run).contains(UInt8(ascii: "`")) {
            open = (marker, run)
            return true
        }
        return false
    }
}

private extension String {
    func trimmingTrailingNewlineSpace() -> String {
        var trimmed = Substring(self)
        while let last = trimmed.last, last == "\r" { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}

extension String.UTF8View {
    /// Whether `[^` occurs: a cheap test that lets most pages skip the definition scan.
    var mayContainFootnoteMarker: Bool {
        withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress else { return false }
            var offset = 0
            while offset + 1 < bytes.count, let found = memchr(base + offset, Int32(UInt8(ascii: "[")), bytes.count - offset) {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "^") { return true }
                offset = index + 1
            }
            return false
        } ?? true
    }
}
