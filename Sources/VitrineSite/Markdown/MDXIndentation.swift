import VitrineMarkdown

/// MDX reads no indented code: what an author indents inside a component (`<TabItem>` then a fence four spaces
/// in) is the component's content, where Markdown would read an indented code block or a fence that never opens.
/// What a component block alone on its lines holds goes back to the column of its tag, keeping only its own
/// nesting (a list's items, a fence's code).
enum MDXIndentation {
    static func dedentingComponents(_ lines: [String]) -> [String] {
        // Each open component: the columns its tag is indented by, and how much further its content is (`nil`
        // until its first line with text). Content goes back to its tag's column: a component inside a list
        // item stays in it.
        var open: [(tag: Int, extra: Int?)] = []
        var fence = FenceTracker()
        // The columns of the open fence's opening line.
        var fenceColumns = 0
        var result: [String] = []
        result.reserveCapacity(lines.count)
        for line in lines {
            let isBlank = line.allSatisfy { $0 == " " || $0 == "\t" }
            if !isBlank, let last = open.indices.last, open[last].extra == nil {
                open[last].extra = max(0, columns(of: line) - open[last].tag)
            }
            var strip = open.reduce(0) { $0 + ($1.extra ?? 0) }
            // A component's closing tag goes back to its opening tag's column, which its own content's indent
            // never moved.
            if !fence.isOpen, let last = open.last, tagAlone(line.drop { $0 == " " || $0 == "\t" }) == true { strip -= last.extra ?? 0 }
            let dedented = strip > 0 ? self.strip(strip, from: line) : line
            let wasOpen = fence.isOpen
            let isFenced = fence.consume(dedented)
            if !wasOpen, fence.isOpen { fenceColumns = columns(of: dedented) }
            // With no indented code, a closing fence may stand at any indentation, as micromark reads MDX: it goes
            // back to its opening's column, where Markdown would read it as code.
            if wasOpen, !fence.isOpen, columns(of: dedented) >= fenceColumns + 4 {
                result.append(String(repeating: " ", count: fenceColumns) + dedented.drop { $0 == " " || $0 == "\t" })
                continue
            }
            result.append(dedented)
            if isFenced { continue }
            guard let isClosing = tagAlone(dedented.drop { $0 == " " || $0 == "\t" }) else { continue }
            if isClosing {
                if !open.isEmpty { open.removeLast() }
            } else {
                open.append((columns(of: line), nil))
            }
        }
        return result
    }

    /// Whether the line is a component's or an element's tag alone: `false` for an opening tag, `true` for a
    /// closing one, `nil` for anything else.
    static func tagAlone(_ content: Substring) -> Bool? {
        if let tag = JSXTag(content), !tag.isSelfClosing, tag.rest.allSatisfy({ $0 == " " || $0 == "\t" }) { return tag.isClosing }
        return htmlElementAlone(content)
    }

    /// Whether the line is an HTML element's opening tag alone (`<div slot="unix">`: `false`) or its closing tag
    /// (`</div>`: `true`); `nil` for anything else. What it holds is Markdown in MDX, as a component's is.
    static func htmlElementAlone(_ content: Substring) -> Bool? {
        let line = content.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed()
        guard line.first == "<", line.last == ">", !String(line).hasSuffix("/>"), line.dropFirst().allSatisfy({ $0 != "<" }) else { return nil }
        var rest = line.dropFirst()
        let closing = rest.first == "/"
        if closing { rest = rest.dropFirst() }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" }
        guard let first = name.first, first.isASCII, first.isLowercase, !voidElements.contains(String(name)) else { return nil }
        return closing
    }

    /// Elements that hold nothing and have no closing tag.
    static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]

    /// The columns of a line's leading spaces and tabs, a tab reaching the next multiple of four.
    static func columns(of line: String) -> Int {
        var column = 0
        for character in line {
            if character == " " { column += 1 } else if character == "\t" { column += 4 - column % 4 } else { break }
        }
        return column
    }

    /// `line` without its first `count` columns of indentation (fewer when it has fewer); a tab that reaches past
    /// them leaves the rest as spaces.
    static func strip(_ count: Int, from line: String) -> String {
        var column = 0
        var index = line.startIndex
        while index < line.endIndex, column < count {
            let character = line[index]
            if character == " " {
                column += 1
            } else if character == "\t" {
                column += 4 - column % 4
            } else {
                break
            }
            index = line.index(after: index)
        }
        return String(repeating: " ", count: max(0, column - count)) + line[index...]
    }
}

/// In MDX an HTML element is JSX: what it holds on the lines between its tags is Markdown (a `<details>` around a
/// fence shows the fence as code). CommonMark reads an element's opening line and what follows it, up to a blank
/// line, as raw HTML: so the opening tag, with a `<summary>` line after it, goes onto one line and a blank line
/// takes the place of the second — or onto the blank line above it — keeping every other line where it was.
enum MDXHTMLBlocks {
    private static let containers: Set<String> = ["details", "div", "section", "aside", "figure", "blockquote", "article", "main", "header", "footer", "nav", "center"]

    static func separated(_ lines: [String]) -> [String] {
        var lines = lines
        var fence = FenceTracker()
        var index = 0
        while index < lines.count {
            if fence.consume(lines[index]) {
                index += 1
                continue
            }
            guard isContainerOpening(lines[index]), index + 1 < lines.count, !isBlank(lines[index + 1]) else {
                index += 1
                continue
            }
            if isTagLine(lines[index + 1]), index + 2 < lines.count, !isBlank(lines[index + 2]) {
                // `<details>` then `<summary>…</summary>`: one line, and a blank one after it.
                lines[index] += lines[index + 1].drop { $0 == " " || $0 == "\t" }
                lines[index + 1] = ""
                index += 2
            } else if !isTagLine(lines[index + 1]), index > 0, isBlank(lines[index - 1]) {
                lines[index - 1] = lines[index]
                lines[index] = ""
                index += 1
            } else {
                index += 1
            }
        }
        return lines
    }

    /// The same for an element's opening right under a line a component's tag was left out of (`<Tabs>` then
    /// `<div slot="unix">`): that line is blank once the tag is gone.
    static func separated(_ lines: [String], below emptied: Set<Int>) -> [String] {
        var lines = lines
        for index in emptied.sorted() where index + 2 < lines.count && lines[index].isEmpty {
            let opening = index + 1
            guard isContainerOpening(lines[opening]), !isBlank(lines[opening + 1]), !isTagLine(lines[opening + 1]) else { continue }
            lines[index] = lines[opening]
            lines[opening] = ""
        }
        return lines
    }

    private static func isBlank(_ line: String) -> Bool { line.allSatisfy { $0 == " " || $0 == "\t" } }

    /// `<details>` or `<div class="x">` alone on its line.
    private static func isContainerOpening(_ line: String) -> Bool {
        let content = line.drop { $0 == " " || $0 == "\t" }
        guard content.first == "<", content.last == ">", !content.hasSuffix("/>"), content.filter({ $0 == "<" }).count == 1 else { return false }
        let name = content.dropFirst().prefix { $0.isLetter }
        return containers.contains(String(name))
    }

    /// A line of HTML tags alone: `<summary>Show the code</summary>`.
    private static func isTagLine(_ line: String) -> Bool {
        let content = line.drop { $0 == " " || $0 == "\t" }
        return content.hasPrefix("<") && content.hasSuffix(">") && content.dropFirst().first?.isLowercase == true
    }
}
