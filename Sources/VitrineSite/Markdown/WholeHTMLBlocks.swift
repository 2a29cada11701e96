import VitrineMarkdown

/// Python-Markdown (MkDocs) and kramdown (Jekyll) keep a block-level HTML element whole, to its closing tag,
/// blank lines and indented lines inside it included; CommonMark ends the HTML at the first blank line, and
/// its indented lines after that become a code block of escaped markup. In those tools' projects each blank
/// line inside such an element becomes an empty comment, so the element stays one HTML block, line for line.
///
/// An element marked `markdown` (md_in_html's bare attribute, or `markdown="1"`, `block`, `span`) keeps its insides
/// as Markdown. CommonMark reads them so only past a blank line after the opening tag: where the author wrote
/// none, the tag moves onto the blank line above it, so every line of Markdown keeps its number; an element
/// that opens the page has no line above, and a blank line is added under its tag.
enum WholeHTMLBlocks {
    private static let blockTags: Set<String> = [
        "div", "table", "section", "article", "aside", "details", "figure", "form", "nav", "header", "footer", "center",
        "dl", "ol", "ul", "blockquote", "fieldset", "main", "video", "audio", "picture", "svg",
    ]

    /// `text` with the blank lines inside top-level HTML elements filled, and how many lines were added at its
    /// top (each later line is that many further down); `nil` when there are none.
    ///
    /// - Parameter fencesAreMarkdown: Whether fenced code inside an element is code (MkDocs': its fences are read
    ///   before its HTML): the blank lines around a fence stay, so it is a block of its own. A fence's own blank
    ///   lines are code either way, never filled.
    static func filled(_ text: String, fencesAreMarkdown: Bool = false) -> (text: String, linesAddedAtTop: Int)? {
        guard TextSearch.contains("\n<", in: text) || text.utf8.first == UInt8(ascii: "<") else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var changed = false
        var linesAddedAtTop = 0
        var fence = FenceTracker()
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard !fence.consume(line), let name = openingTag(line) else {
                index += 1
                continue
            }
            if let range = markdownAttribute(line) {
                // Python-Markdown takes the attribute away; an unknown attribute would not validate.
                lines[index].removeSubrange(range)
                if separate(name, openingAt: index, in: &lines) == .lineAdded { linesAddedAtTop += 1 }
                changed = true
                index += 1
                continue
            }
            var depth = 0
            var blanks: [Int] = []
            var end = index
            var inner = FenceTracker()
            var kept: Set<Int> = []
            while end < lines.count {
                let isBlank = lines[end].allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
                let wasInFence = inner.isOpen
                if inner.consume(lines[end]) {
                    // A fence opening or closing: with fences read as Markdown, the blank lines around it stay.
                    if fencesAreMarkdown, !wasInFence { kept.insert(end - 1) }
                    if fencesAreMarkdown, !inner.isOpen { kept.insert(end + 1) }
                    end += 1
                    continue
                }
                depth += count(of: "<" + name, in: lines[end], asTag: true) - count(of: "</" + name, in: lines[end], asTag: false)
                if isBlank { blanks.append(end) }
                if depth <= 0 { break }
                end += 1
            }
            blanks.removeAll { kept.contains($0) }
            if depth <= 0, !blanks.isEmpty {
                for blank in blanks { lines[blank] = "<!---->" }
                changed = true
            }
            index = max(end, index) + 1
        }
        return changed ? (lines.joined(separator: "\n"), linesAddedAtTop) : nil
    }

    /// Where the tag on `line` has md_in_html's `markdown` attribute, bare or with a value, with the space before it.
    static func markdownAttribute(_ line: String) -> Range<String.Index>? {
        guard let close = line.firstIndex(of: ">") else { return nil }
        var rest = line[..<close]
        while let found = rest.range(of: "markdown") {
            let before = rest[..<found.lowerBound].last
            let after = rest[found.upperBound...].first
            if before == " " || before == "\t", after == nil || after == "=" || after == " " || after == "/" || after == "\t" {
                var end = found.upperBound
                if after == "=" {
                    let value = rest[rest.index(after: end)...]
                    if let quote = value.first, quote == "\"" || quote == "'" {
                        end = value.dropFirst().firstIndex(of: quote).map { rest.index(after: $0) } ?? value.endIndex
                    } else {
                        end = value.firstIndex { $0 == " " || $0 == "\t" || $0 == "/" } ?? value.endIndex
                    }
                }
                return line.index(before: found.lowerBound)..<end
            }
            rest = rest[found.upperBound...]
        }
        return nil
    }

    private enum Separation { case none, tagMoved, lineAdded }

    /// A blank line between a `markdown` element's opening tag and its insides, made by moving the tag onto the
    /// blank line above it where the author wrote the Markdown right under the tag, or by adding one under the
    /// tag on the first line.
    private static func separate(_ name: String, openingAt index: Int, in lines: inout [String]) -> Separation {
        var depth = 0
        var end = index
        while end < lines.count {
            depth += count(of: "<" + name, in: lines[end], asTag: true) - count(of: "</" + name, in: lines[end], asTag: false)
            if depth <= 0 { break }
            end += 1
        }
        guard depth <= 0, end > index + 1 else { return .none }
        func isBlank(_ line: String) -> Bool { line.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } }
        // The closing tag needs no blank line before it: an HTML block interrupts the paragraph above it.
        guard !isBlank(lines[index + 1]), !lines[index].contains("</" + name) else { return .none }
        if index == 0 {
            lines.insert("", at: 1)
            return .lineAdded
        }
        guard isBlank(lines[index - 1]) else { return .none }
        lines[index - 1] = lines[index]
        lines[index] = ""
        return .tagMoved
    }

    /// The name of a block element whose tag opens the line at its first column.
    private static func openingTag(_ line: String) -> String? {
        guard line.hasPrefix("<") else { return nil }
        let name = line.dropFirst().prefix { $0.isLetter || $0.isNumber }.lowercased()
        guard blockTags.contains(name) else { return nil }
        let after = line.dropFirst(1 + name.count).first
        return after == nil || after == " " || after == ">" || after == "\t" ? name : nil
    }

    /// How many times `tag` opens (followed by a space, `>` or the line's end) or closes on `line`.
    private static func count(of tag: String, in line: String, asTag: Bool) -> Int {
        var total = 0
        var rest = line.lowercased()[...]
        while let found = rest.range(of: tag) {
            let next = rest[found.upperBound...].first
            if !asTag || next == nil || next == " " || next == ">" || next == "\t" || next == "/" { total += 1 }
            rest = rest[found.upperBound...]
        }
        return total
    }
}
