import CCmark

/// Finds TeX math in the author's Markdown (`$…$`, `$$…$$`, `\(…\)`, `\[…\]`, and `$$` or `\[` alone on
/// the lines around a display) and hides it from Markdown before cmark reads it, since cmark would take `\,`
/// as an escaped comma and `a_1_` as emphasis.
///
/// An inline span becomes a code span of the same byte length (`$` → one backtick, `$$`, `\(` and `\[` → two),
/// so every column on the line stays put and cmark keeps the TeX byte for byte; the math pass then finds
/// those code nodes by their place. A display written on lines of its own becomes a `math` fence, as GitHub
/// writes one. What counts as math follows Pandoc's rules (GitHub's and Python-Markdown's arithmatex agree):
/// `$` opens before a non-space and closes after one, not before a digit, so `$5 and $6` stays text.
struct MathSpans {
    enum Kind: Sendable, Equatable {
        case inline
        /// `$$…$$` or `\[…\]` inside a paragraph: drawn as a display.
        case display
    }

    /// The text with its math hidden; the author's own when there is none.
    private(set) var text: String
    /// The author's line and byte column of each hidden span's first character of TeX.
    private(set) var places: [Place: Kind] = [:]
    private(set) var changed = false

    struct Place: Hashable, Sendable {
        var line: Int
        var column: Int
    }

    /// - Parameter bracketsInLines: Whether `\[…\]` within a line is a display, as Pandoc and GitHub read it; arithmatex
    ///   (MkDocs) reads it only on lines of its own, and within a line it is an escaped `[`.
    /// - Parameter kramdown: Whether math is kramdown's (Jekyll's): `$$…$$` alone, inline within a paragraph; a single
    ///   `$`, `\(` and `\[` are text.
    /// - Parameter spacedDollars: Whether `$ x $` is math, spaces inside its dollars, as mdbook-katex reads it: any
    ///   `$` closes, so `$5 and $6` is math there too.
    init(hiding source: String, bracketsInLines: Bool = true, kramdown: Bool = false, spacedDollars: Bool = false) {
        text = source
        guard Self.mayHold(source), Self.mayHoldOutsideFences(source) else { return }
        var bytes = Array(source.utf8)
        let skipped = Self.codeAndHTMLLines(of: source)
        var lines: [Range<Int>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            lines.append(start..<index)
            start = index + 1
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        var scanner = Scanner(bytes: bytes, lines: lines, skipped: skipped, bracketsInLines: bracketsInLines, kramdown: kramdown, spacedDollars: spacedDollars)
        scanner.scan()
        guard !scanner.edits.isEmpty else { return }
        var grown = 0
        for edit in scanner.edits {
            let range = (edit.range.lowerBound + grown)..<(edit.range.upperBound + grown)
            bytes.replaceSubrange(range, with: edit.replacement)
            grown += edit.replacement.count - edit.range.count
        }
        places = scanner.places
        text = String(decoding: bytes, as: UTF8.self)
        changed = true
    }

    /// Whether the text holds a dollar sign or a backslash before `(` or `[`, which any math needs.
    static func mayHold(_ text: String) -> Bool {
        TextSearch.contains("$", in: text) || TextSearch.contains("\\(", in: text) || TextSearch.contains("\\[", in: text)
    }

    /// Whether a line outside fenced code holds a dollar sign or `\(`/`\[`: most dollars in docs are shell
    /// prompts in code, and then the page needs no second parse to find its code.
    private static func mayHoldOutsideFences(_ text: String) -> Bool {
        var fence = FenceTracker()
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) where !fence.consume(line) {
            if line.utf8.contains(UInt8(ascii: "$")) || line.contains("\\(") || line.contains("\\[") { return true }
        }
        return false
    }

    /// The lines of code blocks and HTML blocks, where a dollar sign is the author's text: cmark knows them
    /// exactly (lazy lines, list indentation, fences in quotes), so it is asked rather than imitated.
    private static func codeAndHTMLLines(of text: String) -> Set<Int> {
        let arena = ParseArena()
        let root = MarkdownDocument.parse(text, options: CMARK_OPT_DEFAULT, arena: arena)
        defer { cmark_node_free(root) }
        var lines: Set<Int> = []
        var source: [Substring]?
        for node in Cmark.descendants(of: root, where: { Cmark.type($0) == CMARK_NODE_CODE_BLOCK || Cmark.type($0) == CMARK_NODE_HTML_BLOCK }) {
            let first = Cmark.startLine(node)
            let last = max(first, Cmark.endLine(node))
            if Cmark.type(node) == CMARK_NODE_CODE_BLOCK {
                let all = source ?? text.split(separator: "\n", omittingEmptySubsequences: false)
                source = all
                if let body = admonitionBody(first: first, last: last, lines: all) {
                    lines.formUnion(body)
                    continue
                }
            }
            for line in first...last { lines.insert(line) }
        }
        return lines
    }

    /// For indented "code" that is the body of an admonition, details block or tab (`!!! tip`, `??? note`, `=== "Tab"`,
    /// as MkDocs writes them), the lines of the code fenced inside it, which alone are code; `nil` for real code.
    private static func admonitionBody(first: Int, last: Int, lines: [Substring]) -> Set<Int>? {
        guard first >= 2, first - 1 <= lines.count, last <= lines.count else { return nil }
        let opening = lines[first - 1].drop { $0 == " " || $0 == "\t" }
        guard !opening.hasPrefix("```"), !opening.hasPrefix("~~~") else { return nil }
        var above = first - 2
        while above >= 0, lines[above].allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { above -= 1 }
        guard above >= 0 else { return nil }
        let marker = lines[above].drop { $0 == " " || $0 == "\t" }
        guard ["!!! ", "??? ", "???+ ", "=== "].contains(where: { marker.hasPrefix($0) }) else { return nil }
        // The fences inside keep their code.
        var code: Set<Int> = []
        var fence: Substring?
        for number in first...last {
            let content = lines[number - 1].drop { $0 == " " || $0 == "\t" }
            if let open = fence {
                code.insert(number)
                if content.hasPrefix(open) { fence = nil }
            } else if content.hasPrefix("```") || content.hasPrefix("~~~") {
                fence = content.prefix { $0 == content.first }
                code.insert(number)
            }
        }
        return code
    }
}

private struct Scanner {
    struct Edit {
        var range: Range<Int>
        var replacement: [UInt8]
    }

    let bytes: [UInt8]
    let lines: [Range<Int>]
    /// 1-based numbers of lines inside code and HTML blocks.
    let skipped: Set<Int>
    var edits: [Edit] = []
    var places: [MathSpans.Place: MathSpans.Kind] = [:]
    let bracketsInLines: Bool
    let kramdown: Bool
    let spacedDollars: Bool

    init(bytes: [UInt8], lines: [Range<Int>], skipped: Set<Int>, bracketsInLines: Bool, kramdown: Bool, spacedDollars: Bool) {
        self.bytes = bytes
        self.lines = lines
        self.skipped = skipped
        self.bracketsInLines = bracketsInLines
        self.kramdown = kramdown
        self.spacedDollars = spacedDollars
    }

    private static let dollar = UInt8(ascii: "$")
    private static let backslash = UInt8(ascii: "\\")
    private static let backtick = UInt8(ascii: "`")

    mutating func scan() {
        var lineIndex = 0
        while lineIndex < lines.count {
            let number = lineIndex + 1
            if skipped.contains(number) || isBlank(lines[lineIndex]) {
                lineIndex += 1
                continue
            }
            if let end = displayBlock(from: lineIndex) {
                lineIndex = end + 1
                continue
            }
            // A paragraph-like run of lines: spans and code spans may cross its line ends, never its edges.
            var last = lineIndex
            while last + 1 < lines.count, !skipped.contains(last + 2), !isBlank(lines[last + 1]), !opensDisplayBlock(lines[last + 1]) { last += 1 }
            scanInline(lines[lineIndex].lowerBound..<lines[last].upperBound, firstLine: lineIndex)
            lineIndex = last + 1
        }
    }

    private func isBlank(_ line: Range<Int>) -> Bool {
        bytes[line].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    }

    /// The line without its trailing spaces, after its container prefix (spaces and `>`), if it is only `$$` or `\[`/`\]`.
    private func bareMarker(_ line: Range<Int>) -> (prefix: Range<Int>, marker: String)? {
        var start = line.lowerBound
        while start < line.upperBound, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: ">") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        var end = line.upperBound
        while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\r") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        let marker = String(decoding: bytes[start..<end], as: UTF8.self)
        guard marker == "$$" || marker == "\\[" || marker == "\\]" else { return nil }
        return (line.lowerBound..<start, marker)
    }

    private func opensDisplayBlock(_ line: Range<Int>) -> Bool {
        guard let (_, marker) = bareMarker(line) else { return false }
        return marker == "$$" || marker == "\\["
    }

    /// A display on lines of its own: `$$` (or `\[`), the TeX, `$$` (or `\]`) with the same prefix. Both
    /// marker lines become fence lines (`~~~math`, `~~~`); only those lines change length.
    private mutating func displayBlock(from first: Int) -> Int? {
        guard let (prefix, marker) = bareMarker(lines[first]), marker != "\\]" else { return nil }
        let closing = marker == "$$" ? "$$" : "\\]"
        var last = first + 1
        while last < lines.count {
            if skipped.contains(last + 1) || isBlank(lines[last]) { return nil }
            if let (closingPrefix, found) = bareMarker(lines[last]), found == closing {
                guard bytes[closingPrefix] == bytes[prefix] else { return nil }
                break
            }
            last += 1
        }
        guard last < lines.count, last > first + 1 else { return nil }
        // A fence needs a marker no line of the TeX starts with.
        for line in lines[(first + 1)..<last] where bytes[line].contains(UInt8(ascii: "~")) && String(decoding: bytes[line], as: UTF8.self).contains("~~~") {
            return nil
        }
        edits.append(Edit(range: prefix.upperBound..<lines[first].upperBound, replacement: Array("~~~math".utf8)))
        edits.append(Edit(range: lines[last].lowerBound + prefix.count..<lines[last].upperBound, replacement: Array("~~~".utf8)))
        return last
    }

    /// Finds the spans in one run of lines, skipping code spans and escapes as cmark would.
    private mutating func scanInline(_ run: Range<Int>, firstLine: Int) {
        var index = run.lowerBound
        while index < run.upperBound {
            let byte = bytes[index]
            if byte == Self.backtick {
                index = afterCodeSpan(at: index, in: run)
            } else if byte == UInt8(ascii: "]"), index + 1 < run.upperBound, bytes[index + 1] == UInt8(ascii: "(") {
                index = afterDestination(at: index + 1, in: run)
            } else if byte == Self.backslash, index + 1 < run.upperBound, kramdown {
                index += 2
            } else if byte == Self.backslash, index + 1 < run.upperBound {
                let next = bytes[index + 1]
                if next == UInt8(ascii: "(") || (next == UInt8(ascii: "[") && bracketsInLines) {
                    let closer: [UInt8] = next == UInt8(ascii: "(") ? Array("\\)".utf8) : Array("\\]".utf8)
                    if let end = find(closer, from: index + 2, in: run), end > index + 2, hide(index..<(end + 2), delimiter: 2, kind: next == UInt8(ascii: "(") ? .inline : .display) {
                        index = end + 2
                        continue
                    }
                }
                index += 2
            } else if byte == Self.dollar {
                index = afterDollars(at: index, in: run)
            } else {
                index += 1
            }
        }
    }

    /// Past a code span that opens at `index` (or past its backticks, which are then text).
    private func afterCodeSpan(at index: Int, in run: Range<Int>) -> Int {
        var end = index
        while end < run.upperBound, bytes[end] == Self.backtick { end += 1 }
        let length = end - index
        var search = end
        while search < run.upperBound {
            guard bytes[search] == Self.backtick else { search += 1; continue }
            var close = search
            while close < run.upperBound, bytes[close] == Self.backtick { close += 1 }
            if close - search == length { return close }
            search = close
        }
        return end
    }

    /// Past a link's `(destination "title")`, whose `\(` and `$` are the URL's: at its balancing `)`, or just
    /// past the `(` when there is none.
    private func afterDestination(at open: Int, in run: Range<Int>) -> Int {
        var depth = 0
        var index = open
        while index < run.upperBound {
            switch bytes[index] {
            case Self.backslash: index += 1
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return index + 1 }
            default: break
            }
            index += 1
        }
        return open + 1
    }

    private mutating func afterDollars(at index: Int, in run: Range<Int>) -> Int {
        let isDouble = index + 1 < run.upperBound && bytes[index + 1] == Self.dollar
        if isDouble {
            guard let end = find(Array("$$".utf8), from: index + 2, in: run), end > index + 2,
                hide(index..<(end + 2), delimiter: 2, kind: kramdown ? .inline : .display)
            else { return index + 2 }
            return end + 2
        }
        if kramdown { return index + 1 }
        // Opens before a non-space; closes at the first `$` after a non-space that no digit follows.
        guard index + 1 < run.upperBound, spacedDollars || !Self.isSpace(bytes[index + 1]) else { return index + 1 }
        var search = index + 1
        while search < run.upperBound {
            let byte = bytes[search]
            if byte == Self.backslash {
                search += 2
                continue
            }
            if byte == Self.dollar {
                let closes = spacedDollars || !Self.isSpace(bytes[search - 1]) && !(search + 1 < run.upperBound && Self.isDigit(bytes[search + 1]))
                guard closes else { return index + 1 }
                return hide(index..<(search + 1), delimiter: 1, kind: .inline) ? search + 1 : index + 1
            }
            search += 1
        }
        return index + 1
    }

    private func find(_ needle: [UInt8], from start: Int, in run: Range<Int>) -> Int? {
        var index = start
        while index + needle.count <= run.upperBound {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// Turns the span into a code span of the same length, unless its TeX holds a backtick (which would end
    /// the code span) or is only spaces.
    private mutating func hide(_ span: Range<Int>, delimiter: Int, kind: MathSpans.Kind) -> Bool {
        let tex = bytes[(span.lowerBound + delimiter)..<(span.upperBound - delimiter)]
        guard !tex.contains(Self.backtick), tex.contains(where: { !Self.isSpace($0) }) else { return false }
        let fence = Array(repeating: Self.backtick, count: delimiter)
        edits.append(Edit(range: span.lowerBound..<(span.lowerBound + delimiter), replacement: fence))
        edits.append(Edit(range: (span.upperBound - delimiter)..<span.upperBound, replacement: fence))
        // cmark places a code span just after its opening backticks.
        places[place(of: span.lowerBound + delimiter)] = kind
        return true
    }

    private func place(of offset: Int) -> MathSpans.Place {
        var low = 0
        var high = lines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].lowerBound <= offset { low = middle } else { high = middle - 1 }
        }
        return MathSpans.Place(line: low + 1, column: offset - lines[low].lowerBound + 1)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
