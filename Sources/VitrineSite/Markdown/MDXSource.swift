import VitrineMarkdown

/// An MDX page (Docusaurus, Starlight) read as the Markdown it is, nothing of it run: `import` and `export`
/// statements and `{/* comments */}` are left out, the components every MDX docs theme shares become
/// vitrine's own blocks (`<Aside>` and `<Admonition>` an admonition, `<TabItem>`s a set of tabs, a
/// `<LinkCard>` a link, a `<Badge>` its text), and any other component loses its tags and keeps its children,
/// counted for the build's warning. Every line stays where the author wrote it, so messages point there.
struct MDXSource {
    /// The page as Markdown, line for line.
    private(set) var markdown = ""
    /// Components drawn more simply than their theme draws them, or left out, with their places.
    private(set) var simplified: [Unrendered] = []
    /// Markdown files the page imports as components (`import Note from './_note.md'`), by name: each
    /// `<Note />` alone on its line becomes `{{#include ./_note.md}}`, the file's text drawn in its place.
    private var partials: [String: String] = [:]
    /// Text the page exports as a constant (`export const snippet = `…`;`), by name: Starlight's
    /// `<Code code={snippet} />` shows it.
    private var exportedTexts: [String: String] = [:]
    /// Whether a partial's place was written: the page then has includes to draw.
    private(set) var includesPartials = false
    /// Each aside and tab open where the line is: the indentation of its fence (one in a list item stays indented
    /// into the item) and of its opening tag, which its closing tag has too. One inside another takes a longer
    /// fence (`::::`), so its closing line closes it alone and its tabs are a set of their own.
    private var containerMargins: [(margin: String, tagIndent: String)] = []
    private var openContainers: Int { containerMargins.count }
    /// The columns each open `<Tabs>` is indented by: its `<TabItem>`s are its tabs there, in a list item too.
    private var tabsIndents: [Int] = []
    /// Each open `<Tabs>`'s labels by value, from its `values={[{label: 'iOS', value: 'ios'}]}`: Docusaurus shows
    /// them on the tabs whose `<TabItem>` gives only a value.
    private var tabsLabels: [[String: String]] = []

    /// What the components are called in the warning: `MDX component`, or `Vue component` on a VitePress page.
    private let component: String
    /// Whether the page is MDX, with JavaScript statements, comments and attributes; a VitePress page has its
    /// components only (its scripts are `VueBlocks`' to leave out).
    private let isMDX: Bool

    /// Whether a VitePress page's text may hold a component: a `<` and a capital letter, by bytes.
    static func mayHoldComponent(_ text: Substring) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if previous == UInt8(ascii: "<"), (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) { return true }
            previous = byte
        }
        return false
    }

    init(_ text: Substring, lineOffset: Int, vueComponents: Bool = false) {
        component = vueComponents ? "Vue component" : "MDX component"
        isMDX = !vueComponents
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if isMDX { lines = MDXHTMLBlocks.separated(MDXIndentation.dedentingComponents(MDXLinePasses.unwrappingMDXCodeBlocks(MDXLinePasses.withoutLongComments(lines)))) }
        var fence: (marker: Character, length: Int)?
        var statement = false
        var braces = 0
        // Inside a template literal, which may hold blank lines and braces of its own.
        var inTemplate = false
        var statementLines: [String] = []
        // The lines of a tag over several lines, already written.
        var doneThrough = -1
        // The indentation of the last line with text: a container tag indented under one at the left edge
        // (`<Tabs>` then `\t<TabItem>`) is read at the left edge too, as MDX ignores a tag's indentation.
        var lastIndent = 0
        // The lines of tags left out: an HTML element's opening right under one has a blank line above it now.
        var emptied: Set<Int> = []
        for index in lines.indices where index > doneThrough {
            let line = lines[index]
            let content = line.drop { $0 == " " || $0 == "\t" }
            if let marker = content.first, marker == "`" || marker == "~", content.prefix(while: { $0 == marker }).count >= 3 {
                let run = content.prefix { $0 == marker }.count
                if let open = fence { if open.marker == marker, run >= open.length { fence = nil } } else { fence = (marker, run) }
                continue
            }
            if fence != nil { continue }
            // An `import` or `export` runs until its braces close and it ends a line with no open brace.
            if isMDX, statement || (line.hasPrefix("import ") || line.hasPrefix("export ")) {
                if let (name, path) = Self.partialImport(line) { partials[name] = path }
                if Self.unescapedBackticks(in: line) % 2 == 1 { inTemplate.toggle() }
                if !inTemplate {
                    braces += line.count { $0 == "{" || $0 == "(" || $0 == "[" } - line.count { $0 == "}" || $0 == ")" || $0 == "]" }
                }
                statementLines.append(line)
                statement = inTemplate || braces > 0 || line.hasSuffix(",")
                    || (line.hasPrefix("import ") && !line.contains(" from ") && !line.contains("'") && !line.contains("\""))
                if !statement {
                    braces = 0
                    if let (name, text) = Self.exportedText(statementLines.joined(separator: "\n")) { exportedTexts[name] = text }
                    statementLines = []
                }
                lines[index] = ""
                continue
            }
            if let span = Self.multiLineTag(lines, at: index) {
                let written = lines[index...span.last]
                let replaced = rewriteTag(spanning: Array(written), tag: span.tag, number: index + 1 + lineOffset)
                lines.replaceSubrange(index...span.last, with: replaced)
                doneThrough = span.last
                continue
            }
            if isMDX, let last = Self.multiLineElement(lines, at: index) {
                // An HTML element's opening tag over several lines (`<object` … `>`): one line, as CommonMark
                // reads an HTML block's start only from its first line.
                let written = lines[index...last]
                let replaced = rewriteTag(spanning: Array(written), tag: nil, number: index + 1 + lineOffset)
                lines.replaceSubrange(index...last, with: replaced)
                doneThrough = last
                continue
            }
            // An aside on one line (`<Aside type="tip">Text.</Aside>`) is one too: its fences go on the blank lines
            // around it, so every line keeps its number.
            if isMDX, index > 0, index + 1 < lines.count, lines[index - 1].allSatisfy({ $0 == " " || $0 == "\t" }),
                lines[index + 1].allSatisfy({ $0 == " " || $0 == "\t" }), let aside = Self.oneLineAside(line)
            {
                let fence = String(repeating: ":", count: 3 + openContainers)
                lines[index - 1] = fence + " " + aside.opening
                lines[index] = rewrite(aside.body, number: index + 1 + lineOffset)
                lines[index + 1] = fence
                doneThrough = index + 1
                lastIndent = 0
                continue
            }
            lines[index] = rewrite(line, number: index + 1 + lineOffset, afterLeftEdge: lastIndent == 0)
            if !line.allSatisfy({ $0 == " " || $0 == "\t" }) {
                lastIndent = line.prefix { $0 == " " || $0 == "\t" }.count
                if lines[index].isEmpty { emptied.insert(index) }
            }
        }
        if isMDX, !emptied.isEmpty { lines = MDXHTMLBlocks.separated(lines, below: emptied) }
        markdown = lines.joined(separator: "\n")
    }

    /// The lines a tag over several lines becomes, as many as it took: Starlight's `<Code code={`…`} />` its code
    /// in a `pre` block; any other tag what `rewrite` makes of it on the first line, the rest kept empty (inside
    /// raw HTML, an empty comment, so the HTML block goes on).
    private mutating func rewriteTag(spanning written: [String], tag: JSXTag?, number: Int) -> [String] {
        let indent = String(written[0].prefix { $0 == " " || $0 == "\t" })
        if let tag, tag.name == "Code", tag.isSelfClosing, let code = Self.templateLiteral("code", in: written.joined(separator: "\n")) {
            var codeLines = code.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).htmlEscaped }
            let language = tag.attributes["lang"].map { " class=\"language-\($0.htmlEscaped)\"" } ?? ""
            while codeLines.count < written.count { codeLines.append("") }
            if codeLines.count > written.count {
                codeLines[written.count - 1] = codeLines[(written.count - 1)...].joined(separator: "\n")
                codeLines.removeSubrange(written.count...)
            }
            codeLines[0] = indent + "<pre><code\(language)>" + codeLines[0]
            codeLines[codeLines.count - 1] += "</code></pre>"
            return codeLines
        }
        // The lines joined as one would write the tag on one: each attribute after one space, `>` right after the last.
        var joined = String(written[0].drop { $0 == " " || $0 == "\t" })
        for line in written.dropFirst() {
            let content = line.drop { $0 == " " || $0 == "\t" }
            if !content.isEmpty { joined += (content.hasPrefix(">") ? "" : " ") + content }
        }
        let first = rewrite(indent + joined, number: number)
        // A link button's opening stays an HTML block with the text under it: its lines hold it open.
        let filler = indent.isEmpty && tag?.name != "LinkButton" ? "" : indent + "<!---->"
        return [first.isEmpty ? filler : first] + Array(repeating: filler, count: written.count - 1)
    }

    /// - Parameter afterLeftEdge: Whether the last line with text started at the left edge.
    private mutating func rewrite(_ line: String, number: Int, afterLeftEdge: Bool = false) -> String {
        let written = line
        let html = isMDX ? JSXAttributes.rewrite(line.replacingJSXComments()) : JSXAttributes.Rewritten(line: line)
        for attribute in html.leftOut {
            simplified.append(Unrendered(
                kind: "JSX expression attribute", treatment: "left out", line: number, column: attribute.column, written: attribute.name + "={…}"))
        }
        var line = html.line
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        let atStart = trimmed.count == line.count || afterLeftEdge
        let indent = String(line.prefix(line.count - trimmed.count))
        // A line that is one component tag, opening or closing.
        if let tag = JSXTag(trimmed), tag.rest.allSatisfy({ $0 == " " || $0 == "\t" }) {
            switch tag.name {
            case let name where ["Aside", "Admonition", "TabItem"].contains(name) && !tag.isSelfClosing
                && (atStart || (tag.isClosing ? containerMargins.last?.tagIndent == indent : name == "TabItem" && !tabsIndents.isEmpty)):
                if tag.isClosing {
                    let margin = containerMargins.popLast()?.margin ?? ""
                    return margin + String(repeating: ":", count: 3 + openContainers)
                }
                let kind = tag.name == "TabItem" ? "tab" : (tag.attributes["type"] ?? "note")
                let value = tag.attributes["value"]
                let title = tag.attributes["title"] ?? tag.attributes["label"]
                    ?? (tag.name == "TabItem" ? value.flatMap { tabsLabels.last?[$0] } ?? value ?? "" : "")
                let fence = String(repeating: ":", count: 3 + openContainers)
                // A tab sits where its `<Tabs>` does, in a list item too, whatever its own tag's indentation.
                let tabsIndent = tag.name == "TabItem" ? tabsIndents.last : nil
                let margin = tabsIndent.map { String(repeating: " ", count: $0) } ?? (trimmed.count == line.count || afterLeftEdge ? "" : indent)
                containerMargins.append((margin, indent))
                return margin + "\(fence) \(kind)" + (title.isEmpty ? "" : " \(title)")
            case let name where tag.isSelfClosing && partials[name] != nil:
                includesPartials = true
                return String(line.prefix(line.count - trimmed.count)) + "{{#include \(partials[name]!)}}"
            case "Code" where tag.isSelfClosing:
                // Starlight's `<Code code={snippet} lang="ts" />` of a text the page exports: its code, on this line.
                guard let name = Self.expressionAttribute("code", in: trimmed), let code = exportedTexts[name] else { break }
                let language = tag.attributes["lang"].map { " class=\"language-\($0.htmlEscaped)\"" } ?? ""
                let escaped = code.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).htmlEscaped }.joined(separator: "&#10;")
                return String(line.prefix(line.count - trimmed.count)) + "<pre><code\(language)>" + escaped + "</code></pre>"
            case "ThemedImage" where tag.isSelfClosing:
                // Docusaurus' picture for each colour scheme: its light one, as the light theme shows it.
                guard let source = Self.lightSource(inThemedImage: written) else { break }
                let alt = tag.attributes["alt"].map { " alt=\"\($0.htmlEscaped)\"" } ?? ""
                return String(line.prefix(line.count - trimmed.count)) + "<img src=\"\(source.htmlEscaped)\"\(alt)>"
            case "LinkButton" where !tag.isSelfClosing:
                // Starlight's button: a link around its children, which go on the lines in between.
                let indent = String(line.prefix(line.count - trimmed.count))
                if tag.isClosing { return indent + "</a>" }
                guard let opening = Self.linkButtonOpening(tag) else { break }
                return indent + opening
            case "LinkCard" where tag.isSelfClosing:
                guard let title = tag.attributes["title"], let href = tag.attributes["href"] else { break }
                return String(line.prefix(line.count - trimmed.count)) + "- [\(title)](\(href))" + (tag.attributes["description"].map { ": \($0)" } ?? "")
            case "Tabs", "Steps", "CardGrid", "Fragment", "Card", "Details", "":
                if tag.name == "Tabs" {
                    if tag.isClosing {
                        _ = tabsIndents.popLast()
                        _ = tabsLabels.popLast()
                    } else {
                        tabsIndents.append(indent.count)
                        tabsLabels.append(Self.tabLabels(inTabsTag: written))
                    }
                }
                if tag.name == "Card", !tag.isClosing, let title = tag.attributes["title"] {
                    return String(line.prefix(line.count - trimmed.count)) + "**\(title)**"
                }
                return ""
            default:
                // A Vue component's tag alone on its line stays: its HTML block keeps the children (often indented,
                // which would otherwise read as code) where a browser shows them.
                if isMDX || !tag.isClosing {
                    simplified.append(Unrendered(
                        kind: component, treatment: isMDX ? "left out (children kept)" : "passed through unread (children shown)",
                        line: number, column: line.count - trimmed.count + 1, written: "<\(tag.isClosing ? "/" : "")\(tag.name)>"))
                }
                if isMDX { return "" }
                // VitePress ends a component's HTML block on its tag's line; CommonMark would run it to the next blank
                // line, taking the Markdown after it as HTML. An empty comment first makes the block end there too.
                return tag.isSelfClosing ? String(line.prefix(line.count - trimmed.count)) + "<!---->" + trimmed : line
            }
        }
        // Inline components: a badge shows its text, any other self-closing one is left out, and one closed on
        // the same line keeps its children.
        var searchFrom = line.startIndex
        while let open = line[searchFrom...].firstIndex(of: "<") {
            // A tag in a code span (`` `<Picture />` ``) is its text, as MDX reads it.
            if let spanEnd = Self.endOfCodeSpan(around: open, in: line) {
                searchFrom = spanEnd
                continue
            }
            guard let tag = JSXTag(line[open...]), !tag.isClosing else {
                searchFrom = line.index(after: open)
                continue
            }
            let end = line.index(line.endIndex, offsetBy: -tag.rest.count)
            if !tag.isSelfClosing {
                guard let close = line[end...].range(of: "</\(tag.name)>") else {
                    searchFrom = line.index(after: open)
                    continue
                }
                let isBadge = tag.name == "Badge"
                let button = tag.name == "LinkButton" ? Self.linkButtonOpening(tag) : nil
                line.replaceSubrange(close, with: isBadge ? "</span>" : button != nil ? "</a>" : "")
                let opening = isBadge ? MarkdownDocument.badgeOpening : button ?? ""
                // A fragment (`<>…</>`) is nothing but its children: nothing is lost.
                if !isBadge, button == nil, !tag.name.isEmpty {
                    simplified.append(Unrendered(
                        kind: component, treatment: "left out (children kept)", line: number, column: line.distance(from: line.startIndex, to: open) + 1,
                        written: "<\(tag.name)>"))
                }
                line.replaceSubrange(open..<end, with: opening)
                searchFrom = line.index(open, offsetBy: opening.count, limitedBy: line.endIndex) ?? line.endIndex
                continue
            }
            let replacement: String
            if tag.name == "Badge", let text = tag.attributes["text"] {
                replacement = MarkdownDocument.badgeOpening + text.htmlEscaped + "</span>"
            } else {
                replacement = ""
                simplified.append(Unrendered(
                    kind: component, treatment: "left out (children kept)", line: number, column: line.distance(from: line.startIndex, to: open) + 1,
                    written: "<\(tag.name) />"))
            }
            line.replaceSubrange(open..<end, with: replacement)
            searchFrom = line.index(open, offsetBy: replacement.count, limitedBy: line.endIndex) ?? line.endIndex
        }
        return line
    }

    /// Where the code span holding `index` ends (after its closing backticks); `nil` when `index` is in none.
    /// A span opens with a run of backticks and closes at the next run of the same length, as CommonMark reads it.
    static func endOfCodeSpan(around index: String.Index, in line: String) -> String.Index? {
        var position = line.startIndex
        while let tick = line[position..<index].firstIndex(of: "`") {
            let run = line[tick...].prefix { $0 == "`" }
            var search = run.endIndex
            var closing: Range<String.Index>?
            while let next = line[search...].firstIndex(of: "`") {
                let candidate = line[next...].prefix { $0 == "`" }
                if candidate.count == run.count { closing = next..<candidate.endIndex; break }
                search = candidate.endIndex
            }
            guard let closing else { return nil }
            if closing.lowerBound > index { return closing.upperBound }
            position = closing.upperBound
            if position >= index { return nil }
        }
        return nil
    }
}

private extension String {
    /// Without `{/* … */}` comments on the line.
    func replacingJSXComments() -> String {
        guard contains("{/*") else { return self }
        var text = self
        var searchFrom = text.startIndex
        while let start = text[searchFrom...].range(of: "{/*"), let end = text[start.upperBound...].range(of: "*/}") {
            // In a code span MDX reads the comment as written, as it does tags.
            if let spanEnd = MDXSource.endOfCodeSpan(around: start.lowerBound, in: text) {
                searchFrom = spanEnd
                continue
            }
            let offset = text.distance(from: text.startIndex, to: start.lowerBound)
            text.removeSubrange(start.lowerBound..<end.upperBound)
            searchFrom = text.index(text.startIndex, offsetBy: offset)
        }
        return text
    }
}
