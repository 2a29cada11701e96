import CCmark

import VitrinePlatform

/// MkDocs admonitions (`!!! note "Title"` over a body indented four columns) and their collapsible form
/// from pymdownx.details (`??? note`, open with `???+`), drawn as the alerts are, in the alert colour
/// nearest their type.
///
/// cmark would read the body as a lazy line of the title's paragraph, or as indented code after a blank
/// line, so the source is rewritten first: the title line becomes `>` and each body line loses its four
/// columns to `>   `, which keeps every column where it was. The block quotes that come out of it are then
/// made admonitions. Admonitions at the top level, nested in admonitions and in list items are read (not
/// inside quotes), and fenced code is skipped. In a list item, Python-Markdown's content sits four columns
/// in (eight in a list in a list), whatever the marker: a title there keeps its indentation before the `>`.
/// pymdownx.tabbed's content tabs (`=== "Label"`) are read the same way and grouped into sets
/// (`ContentTabs.swift`).
struct Admonitions {
    enum Style: Equatable {
        case box
        case collapsed
        case expanded
        /// A content tab: `===+` shows it first, `===!` starts a new set even right after another tab.
        case tab(selected: Bool, startsSet: Bool)
    }

    struct Found: Equatable {
        /// The alert colour: `note`, `tip`, `important`, `warning` or `caution`.
        let kind: String
        /// As written, or the type capitalised; empty for `""`.
        let title: String
        let style: Style
    }

    /// The source with each admonition's lines turned into a block quote; line numbers and columns stay.
    private(set) var text: String
    /// Each admonition by the 1-based line of its title.
    private(set) var found: [Int: Found] = [:]

    init(rewriting source: String) {
        text = source
        guard Self.hasLine(startingWith: ["!!!", "???", "==="], in: source, indented: true) else { return }
        let lines = SourceLines(source)
        let rewritten = rewrite((1...max(lines.count, 1)).map { lines.line($0) }, firstLine: 1)
        if !found.isEmpty { text = rewritten.joined(separator: "\n") + "\n" }
    }

    /// `lines`, the first of them line `firstLine` of the page, with the admonitions among them (and those
    /// nested in them) rewritten.
    private mutating func rewrite(_ lines: [ArraySlice<UInt8>], firstLine: Int) -> [String] {
        var output: [String] = []
        var fence = FenceTracker()
        // The indentation of each open list's item markers, outermost first: an item ends the lists deeper than it,
        // and a line after a blank one ends those at its indentation or deeper (right after an item's text, it is a
        // lazy line of it).
        var listMarkers: [Int] = []
        var afterBlank = false
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let inFence = fence.consume(line)
            let indent = Bytes.indentation(of: line)
            if !inFence, !Bytes.isBlank(line) {
                if Self.startsListItem(line.dropFirst(indent.bytes)) {
                    while let last = listMarkers.last, last > indent.columns { listMarkers.removeLast() }
                    if listMarkers.last != indent.columns { listMarkers.append(indent.columns) }
                } else if afterBlank {
                    while let last = listMarkers.last, last >= indent.columns { listMarkers.removeLast() }
                }
            }
            afterBlank = Bytes.isBlank(line)
            // At the left edge, or four columns in (or eight, …) in a list item.
            let inItem = indent.columns > 0 && indent.columns % 4 == 0 && listMarkers.last.map { $0 < indent.columns } == true
            guard !inFence, indent.columns == 0 || inItem, let admonition = Self.title(line.dropFirst(indent.bytes)) else {
                output.append(String(decoding: line, as: UTF8.self))
                index += 1
                continue
            }
            let bodyIndent = indent.columns + 4
            var end = index
            var candidate = index + 1
            while candidate < lines.count {
                let next = lines[candidate]
                if Bytes.indentation(of: next).columns >= bodyIndent {
                    end = candidate
                } else if !Bytes.isBlank(next) {
                    break
                }
                candidate += 1
            }
            // A title alone, before a blank line, the end or a line less indented than a body, is an admonition of
            // its own (Python-Markdown draws the box with its title only, the next line after it); a tab needs a body.
            let titleOnly = end == index && !Self.isTab(admonition)
            guard end > index || titleOnly else {
                output.append(String(decoding: line, as: UTF8.self))
                index += 1
                continue
            }
            let margin = String(repeating: " ", count: indent.columns)
            // Right under another quote's last line, `>` would continue that quote: the title line is left
            // empty instead, and this quote starts on the line after it.
            if output.last?.drop(while: { $0 == " " }).hasPrefix(">") == true {
                found[firstLine + index + 1] = admonition
                output.append("")
            } else {
                found[firstLine + index] = admonition
                output.append(margin + ">")
            }
            let body = lines[(index + 1)..<(end + 1)].map { Bytes.isBlank($0) ? [] : Self.drop(columns: bodyIndent, of: $0) }
            for inner in rewrite(body, firstLine: firstLine + index + 1) {
                output.append(margin + (inner.isEmpty ? ">" : ">   " + inner))
            }
            index = end + 1
        }
        return output
    }

    static func isTab(_ found: Found) -> Bool {
        if case .tab = found.style { true } else { false }
    }

    /// Whether `text` (a line from its first non-blank character) starts a list item: `-`, `*`, `+`, `1.` or
    /// `1)`, then a space or the line's end.
    static func startsListItem(_ text: ArraySlice<UInt8>) -> Bool {
        var rest = text
        if let first = rest.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "+") {
            rest = rest.dropFirst()
        } else {
            let digits = rest.prefix(while: Bytes.isDigit)
            guard !digits.isEmpty, digits.count <= 9, let mark = rest.dropFirst(digits.count).first, mark == UInt8(ascii: ".") || mark == UInt8(ascii: ")")
            else { return false }
            rest = rest.dropFirst(digits.count + 1)
        }
        return rest.first.map(Bytes.isSpaceOrTab) ?? true
    }

    /// Turns the block quotes made of admonitions into them, nested ones too.
    /// - Parameter tabSets: The sets of tabs the page has so far, counted on: their ids are numbered by it.
    func apply(to root: OpaquePointer, positions: NodePositions, tabSets: inout TabIDs) {
        guard !found.isEmpty else { return }
        apply(to: root, positions: positions, tabSets: &tabSets, nested: ())
    }

    /// `tabSets` counts the sets of tabs made so far in the page, which number their ids.
    func apply(to root: OpaquePointer, positions: NodePositions, tabSets: inout TabIDs, nested: Void) {
        // Consecutive tabs, gathered until something else (or a `===!` tab) ends their set.
        var tabs: [(quote: OpaquePointer, found: Found)] = []
        func finishTabSet() {
            if !tabs.isEmpty { makeTabSet(tabs, positions: positions, tabSets: &tabSets) }
            tabs = []
        }
        for child in Cmark.children(of: root) {
            if Cmark.type(child) == CMARK_NODE_LIST {
                finishTabSet()
                for item in Cmark.children(of: child) { apply(to: item, positions: positions, tabSets: &tabSets, nested: ()) }
                continue
            }
            let admonition = Cmark.type(child) == CMARK_NODE_BLOCK_QUOTE ? found[positions.source(child).line] : nil
            if let admonition, case .tab(_, let startsSet) = admonition.style {
                if startsSet { finishTabSet() }
                tabs.append((child, admonition))
                continue
            }
            finishTabSet()
            guard let admonition else { continue }
            let start = positions.parsed(child)
            let block = Self.newBlock(admonition, positions: positions, titleAt: (start.line, start.column))
            cmark_node_insert_before(child, block)
            Self.move(child, into: block, positions: positions)
            apply(to: block, positions: positions, tabSets: &tabSets, nested: ())
        }
        finishTabSet()
    }

    /// Moves a block quote's children into `block`, which takes its place in the source, and frees the quote.
    static func move(_ quote: OpaquePointer, into block: OpaquePointer, positions: NodePositions) {
        let start = positions.parsed(quote)
        positions.set(block, line: start.line, column: start.column)
        Cmark.moveChildren(of: quote, to: block)
        positions.free(quote)
    }
}

extension Admonitions {
    /// The custom block an admonition's children go in: a box with its title, or `<details>` with it as summary.
    /// - Parameter place: Where the admonition's title line is in the parsed text: a title with a link is read
    ///   into the tree there, its link rewritten and checked as the page's others are.
    static func newBlock(_ admonition: Found, positions: NodePositions, titleAt place: (line: Int, column: Int)? = nil) -> OpaquePointer {
        let classes = "markdown-alert markdown-alert-\(admonition.kind) admonition"
        if let place, admonition.title.contains("]("), let inlines = Self.inlines(of: admonition.title) {
            let isBox = admonition.style == .box
            let block = Cmark.newCustomBlock(
                enter: isBox ? "<div class=\"\(classes)\">" : "<details class=\"\(classes)\"\(admonition.style == .expanded ? " open" : "")>",
                exit: isBox ? "</div>" : "</details>")
            // A block holding an inline, so the title's tags close on its line (a block's own exit starts a new one).
            let title = Cmark.newCustomBlock(enter: "", exit: "")
            let tags = Cmark.newCustomInline(
                enter: isBox ? "<p class=\"markdown-alert-title\">" : "<summary class=\"markdown-alert-title\">", exit: isBox ? "</p>" : "</summary>")
            for node in inlines { cmark_node_append_child(tags, node) }
            cmark_node_append_child(title, tags)
            cmark_node_append_child(block, title)
            for node in [title] + Cmark.descendants(of: title) { positions.set(node, line: place.line, column: place.column) }
            positions.readings.set(block, .text(enter: " ", exit: " "))
            return block
        }
        let title = titleHTML(admonition.title)
        let shownTitle = admonition.title.isEmpty && admonition.style != .box ? "Details" : titleText(admonition.title)
        let block: OpaquePointer = switch admonition.style {
        case .box:
            Cmark.newCustomBlock(
                enter: "<div class=\"\(classes)\">" + (title.isEmpty ? "" : "\n<p class=\"markdown-alert-title\">\(title)</p>"),
                exit: "</div>")
        case .collapsed, .expanded:
            Cmark.newCustomBlock(
                enter: "<details class=\"\(classes)\"\(admonition.style == .expanded ? " open" : "")>\n"
                    + "<summary class=\"markdown-alert-title\">\(title.isEmpty ? "Details" : title)</summary>",
                exit: "</details>")
        case .tab:
            preconditionFailure("a tab's panel is made with its set (makeTabSet)")
        }
        positions.readings.set(block, .text(enter: " " + shownTitle + " ", exit: " "))
        return block
    }

    /// Whether a line of `source` starts with one of `markers`: most pages skip the line by line reading.
    /// Whether a line of `source` starts with one of `markers`, after spaces too where `indented`.
    static func hasLine(startingWith markers: [String], in source: String, indented: Bool = false) -> Bool {
        source.withCString { text in
            markers.contains { marker in
                var from = text
                while let found = strstr(from, marker) {
                    var start = UnsafePointer(found)
                    if indented { while start > text, start[-1] == 0x20 { start -= 1 } }
                    if start == text || start[-1] == 0x0A || start[-1] == 0x0D { return true }
                    from = UnsafePointer(found) + 1
                }
                return false
            }
        }
    }

    /// A title as Python-Markdown shows it, its code spans and emphasis read (``Using `pip` instead``). A
    /// title with a tag stays text; one with a link is read into the page's tree where the caller says where its
    /// line is (`newBlock`), so the link is rewritten and checked, and else stays text too.
    static func titleHTML(_ title: String) -> String {
        guard title.contains(where: { $0 == "`" || $0 == "*" || $0 == "_" }), !title.contains(where: { $0 == "<" || $0 == "[" }),
            let rendered = cmark_markdown_to_html(title, title.utf8.count, CMARK_OPT_DEFAULT)
        else { return HTMLText.escape(title) }
        defer { free(rendered) }
        let html = String(cString: rendered)
        // One line is one block: anything but a paragraph (a title such as `# x` or `- x`) is shown as written.
        guard html.hasPrefix("<p>"), html.hasSuffix("</p>\n") else { return HTMLText.escape(title) }
        return String(html.dropFirst(3).dropLast(5))
    }

    /// A title's inlines, parsed as a paragraph of their own and taken out of it; `nil` when it is not one paragraph.
    private static func inlines(of title: String) -> [OpaquePointer]? {
        guard let parser = cmark_parser_new_with_mem(CMARK_OPT_DEFAULT, ParseArena.allocator) else { return nil }
        defer { cmark_parser_free(parser) }
        var text = title
        text.withUTF8 { bytes in bytes.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) } }
        guard let document = cmark_parser_finish(parser) else { return nil }
        defer { cmark_node_free(document) }
        guard let paragraph = cmark_node_first_child(document), Cmark.type(paragraph) == CMARK_NODE_PARAGRAPH, cmark_node_next(paragraph) == nil else { return nil }
        let inlines = Cmark.children(of: paragraph)
        for node in inlines { cmark_node_unlink(node) }
        return inlines
    }

    /// What a reader reads of a title `titleHTML` writes: its Markdown's text.
    static func titleText(_ title: String) -> String {
        guard titleHTML(title) != HTMLText.escape(title), let document = cmark_parse_document(title, title.utf8.count, CMARK_OPT_DEFAULT) else { return title }
        defer { cmark_node_free(document) }
        return Cmark.plainText(of: document)
    }

    /// The title an admonition without one shows: its type, capitalised (`warning` → "Warning").
    static func defaultTitle(ofType type: String) -> String { type.prefix(1).uppercased() + type.dropFirst() }

    /// The types MkDocs Material, reStructuredText, Obsidian and the `:::` tools name.
    static let knownTypes: Set<String> = [
        "note", "abstract", "summary", "tldr", "info", "todo", "tip", "hint", "important", "success", "check", "done",
        "question", "help", "faq", "warning", "caution", "attention", "failure", "fail", "missing", "danger", "error",
        "bug", "example", "quote", "cite", "seealso",
    ]

    /// The alert colour of an admonition type as MkDocs Material and reStructuredText name them.
    static func kind(ofType type: String) -> String { kinds[type] ?? "note" }
}

private extension Admonitions {
    /// The alert colour for each type MkDocs Material and reStructuredText name; any other type is a note.
    static let kinds: [String: String] = [
        "tip": "tip", "hint": "tip", "success": "tip", "check": "tip", "done": "tip",
        "important": "important",
        "warning": "warning", "caution": "warning", "attention": "warning",
        "danger": "caution", "error": "caution", "failure": "caution", "fail": "caution", "missing": "caution", "bug": "caution",
    ]

    /// `!!! type "Title"`, `??? type`, `???+ type`, `=== "Label"`: the title line of an admonition or a tab, at
    /// the start of a line.
    static func title(_ line: ArraySlice<UInt8>) -> Found? {
        let text = String(decoding: line, as: UTF8.self)
        if text.hasPrefix("===") { return tabTitle(text) }
        let style: Style
        let rest: Substring
        if text.hasPrefix("!!! ") {
            (style, rest) = (.box, text.dropFirst(4))
        } else if text.hasPrefix("!!!"), text.dropFirst(3).first?.isLetter == true {
            // Python-Markdown's pattern takes the space after the marks as optional: `!!!Note`.
            (style, rest) = (.box, text.dropFirst(3))
        } else if text.hasPrefix("???+ ") {
            (style, rest) = (.expanded, text.dropFirst(5))
        } else if text.hasPrefix("??? ") {
            (style, rest) = (.collapsed, text.dropFirst(4))
        } else {
            return nil
        }
        let words = rest.prefix { $0 != "\"" }
        guard let type = words.split(separator: " ").first?.lowercased(), type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        else { return nil }
        let quoted = rest.dropFirst(words.count)
        let title: String
        if quoted.isEmpty {
            title = defaultTitle(ofType: type)
        } else {
            let trimmed = String(quoted).trimmingSpaces()
            guard trimmed.count >= 2, trimmed.hasSuffix("\"") else { return nil }
            title = String(trimmed.dropFirst().dropLast())
        }
        return Found(kind: kind(ofType: type), title: title, style: style)
    }

    /// The line without its first four columns of indentation (a tab reaching past them is dropped whole).
    static func dropFourColumns(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> { drop(columns: 4, of: line) }

    /// `line` without up to `count` columns of indentation.
    static func drop(columns count: Int, of line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var columns = 0
        var index = line.startIndex
        while columns < count, index < line.endIndex, Bytes.isSpaceOrTab(line[index]) {
            columns += line[index] == 0x09 ? 4 - columns % 4 : 1
            index += 1
        }
        return line[index...]
    }
}
