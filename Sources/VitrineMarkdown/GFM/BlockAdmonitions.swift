import CCmark

/// Fenced admonitions, whose body is not indented: pymdownx.blocks' form, which MkDocs Material and
/// FastAPI's docs write, and the `:::` containers of VitePress, Docusaurus, Starlight and markdown-it:
///
///     /// tip | A title              ::: tip A title        :::tip[A title]
///         type: warning
///                                    Body.                  Body.
///     Body, not indented.            :::                    :::
///     ///
///
/// A `///` opening line is three or more slashes, a name and, after `|`, a title; options indented four
/// columns may follow it (`type`, and `open` for details); a line of the same number of slashes alone closes
/// it. A `:::` line is three or more colons, a name and a title, in brackets or after a space (attributes in
/// braces are read past); a line of at least as many colons closes the innermost. Blocks nest. The
/// admonition names, `details` and `tab` are read; other `///` blocks (`html`, `caption`…) stay text, and other `:::`
/// containers lose their fence lines and keep their body, each counted in `unknownContainers` for the build's
/// warning but VitePress' `v-pre` and `raw`, whose body is shown as written there too. VitePress' `code-group`
/// makes each code block in it a tab.
///
/// The body is not indented, so it parses in place as it would inside the block: the fence and option
/// lines are blanked first (every other line and column stays where the author wrote it), and after the
/// parse the top-level blocks between a pair of fences are moved into the admonition's custom block.
struct BlockAdmonitions {
    struct Block: Equatable {
        /// The 1-based lines of the opening and closing fences (one past the last line when unclosed).
        let open: Int
        let close: Int
        let admonition: Admonitions.Found
    }

    /// The source with every fence and option line of a known block made empty.
    private(set) var text: String
    /// Innermost first, so that an outer block takes its inner ones already built.
    private(set) var blocks: [Block] = []
    /// `:::` containers vitrine does not know, by the line of their opening fence, with their name: their
    /// fences are left out and their body kept.
    private(set) var unknownContainers: [(line: Int, name: String)] = []
    /// `::: package.module` lines, by line, with their dotted name: a plugin's directive (mkdocstrings'),
    /// which stays text.
    private(set) var pluginDirectives: [(line: Int, name: String)] = []
    /// Whether a container is indented into a list item, so its blocks are found below the document's top level.
    private(set) var isNested = false
    /// Lines where a container opened on a list marker's line (`- :::warning`): the marker keeps a thematic break
    /// in the fence's place, so the item is not empty (an empty item cannot interrupt a paragraph, and a bare `-`
    /// under one underlines it), and the break is taken out once the item holds the admonition.
    private(set) var markerLines: Set<Int> = []

    init(rewriting source: String) {
        text = source
        guard Admonitions.hasLine(startingWith: ["///", ":::"], in: source) || TextSearch.contains(":::", in: source) else { return }
        let lines = SourceLines(source)
        var output = (1...max(lines.count, 1)).map { lines.line($0) }
        var fence = FenceTracker()
        var open: [(marker: UInt8, count: Int, line: Int, admonition: Admonitions.Found?)] = []
        var changed = false
        var index = 0
        while index < output.count {
            var line = output[index]
            if fence.consume(line) {
                index += 1
                continue
            }
            // A `:::` container may open on a list marker's line, as a fenced code block may (remark-directive reads
            // the item's content from after the marker).
            // Indented four columns or more, the line is code unless it continues a list item.
            if let length = Self.listMarkerBeforeContainer(line),
                Bytes.indentation(of: line).columns < 4 || Self.isInListItem(output, before: index, indent: Bytes.indentation(of: line).columns)
            {
                // `* ***` would be a thematic break on its own: a `*` item holds `---`.
                let marker = line.dropFirst(Bytes.indentation(of: line).bytes).first
                output[index] = line.prefix(length) + ArraySlice((marker == UInt8(ascii: "*") ? "---" : "***").utf8)
                markerLines.insert(index + 1)
                changed = true
                line = line.dropFirst(length)
                isNested = true
            }
            // A `:::` container may sit in a list item, indented as the item's text is (VitePress reads it there).
            let indent = Bytes.indentation(of: line)
            if indent.columns > 0, line.dropFirst(indent.bytes).starts(with: [UInt8(ascii: ":"), UInt8(ascii: ":"), UInt8(ascii: ":")]),
                indent.columns < 4 || Self.isInListItem(output, before: index, indent: indent.columns)
            {
                line = line.dropFirst(indent.bytes)
                isNested = isNested || indent.columns >= 2
            }
            if let closing = Self.closingFence(line), let depth = open.lastIndex(where: {
                $0.marker == closing.marker && (closing.marker == UInt8(ascii: ":") ? $0.count <= closing.count : $0.count == closing.count)
            }) {
                // Blocks left open inside this one end here too.
                for unclosed in open[depth...].reversed() {
                    if let admonition = unclosed.admonition {
                        blocks.append(Block(open: unclosed.line, close: index + 1, admonition: admonition))
                    }
                }
                if open[depth].admonition != nil || closing.marker == UInt8(ascii: ":") {
                    output[index] = []
                    changed = true
                }
                open.removeSubrange(depth...)
            } else if let name = Self.pluginDirective(line) {
                // mkdocstrings' `::: package.module` and its like: a plugin's, shown as written, counted.
                pluginDirectives.append((index + 1, name))
            } else if let header = Self.header(line) {
                guard var admonition = Self.admonition(named: header.name, title: header.title) else {
                    if header.marker == UInt8(ascii: ":") {
                        // VitePress' `v-pre` and `raw` keep Vue from reading what they hold: vitrine never does.
                        if !["v-pre", "raw"].contains(header.name) { unknownContainers.append((index + 1, header.name)) }
                        if !markerLines.contains(index + 1) { output[index] = [] }
                        changed = true
                    }
                    open.append((header.marker, header.count, index + 1, nil))
                    index += 1
                    continue
                }
                let headerLine = index + 1
                // A tab opened where a tab of the same fence is open, never closed, follows it: a tab directly in a
                // tab shows nothing (a Hugo line `{{% /tab %}} {{% tab B %}}` closes one and opens the next).
                if case .tab = admonition.style, let last = open.last, last.marker == header.marker, last.count == header.count,
                    let previous = last.admonition, case .tab = previous.style
                {
                    blocks.append(Block(open: last.line, close: headerLine, admonition: previous))
                    open.removeLast()
                }
                if !markerLines.contains(index + 1) { output[index] = [] }
                changed = true
                while header.marker == UInt8(ascii: "/"), index + 1 < output.count, !Bytes.isBlank(output[index + 1]),
                    Bytes.indentation(of: output[index + 1]).columns >= 4
                {
                    admonition = Self.applying(option: output[index + 1], to: admonition, named: header.name, title: header.title)
                    output[index + 1] = []
                    index += 1
                }
                open.append((header.marker, header.count, headerLine, admonition))
            }
            index += 1
        }
        for unclosed in open.reversed() {
            if let admonition = unclosed.admonition {
                blocks.append(Block(open: unclosed.line, close: output.count + 1, admonition: admonition))
            }
        }
        if changed { text = output.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n") + "\n" }
    }

    /// Moves the top-level blocks between each pair of fences into an admonition there; consecutive `tab`
    /// containers (what MDX's `<TabItem>` and Docsy's `tab` become) form a set of tabs, as `===` tabs do.
    func apply(to root: OpaquePointer, positions: NodePositions, tabSets: inout TabIDs) {
        var tabs: [OpaquePointer: Admonitions.Found] = [:]
        var codeGroups: [OpaquePointer] = []
        for block in blocks {
            let children = isNested ? Self.blocks(around: block, in: root, positions: positions) : Cmark.children(of: root)
            let lines = children.map { positions.source($0).line }
            let inside = children.indices.filter { lines[$0] > block.open && lines[$0] < block.close }
            let parent = inside.first.flatMap { cmark_node_parent(children[$0]) } ?? root
            let container: OpaquePointer
            if case .tab = block.admonition.style {
                container = Cmark.newCustomBlock(enter: "", exit: "")
                tabs[container] = block.admonition
            } else if block.admonition.kind == Self.codeGroupKind {
                container = Cmark.newCustomBlock(enter: "", exit: "")
                codeGroups.append(container)
            } else {
                container = Admonitions.newBlock(block.admonition, positions: positions, titleAt: (block.open + positions.map.preludeLineCount, 1))
            }
            positions.set(container, line: block.open + positions.map.preludeLineCount, column: 1)
            if let first = inside.first {
                cmark_node_insert_before(children[first], container)
            } else if let after = children.indices.first(where: { lines[$0] >= block.close }) {
                cmark_node_insert_before(children[after], container)
            } else {
                cmark_node_append_child(parent, container)
            }
            for child in inside {
                cmark_node_append_child(container, children[child])
            }
        }
        // The thematic breaks that held a list item open on the fence's line.
        if !markerLines.isEmpty {
            for node in Cmark.descendants(of: root) where Cmark.type(node) == CMARK_NODE_THEMATIC_BREAK
                && markerLines.contains(positions.source(node).line)
            {
                positions.free(node)
            }
        }
        let builder = Admonitions(rewriting: "")
        // VitePress' code group: each code block a tab, labelled by its `[name]` or else its language.
        for group in codeGroups {
            let blocks = Cmark.children(of: group).filter { Cmark.type($0) == CMARK_NODE_CODE_BLOCK }
            guard !blocks.isEmpty else { continue }
            let panels = blocks.map { code -> (quote: OpaquePointer, found: Admonitions.Found) in
                let panel = Cmark.newCustomBlock(enter: "", exit: "")
                let start = positions.parsed(code)
                positions.set(panel, line: start.line, column: start.column)
                cmark_node_insert_before(code, panel)
                cmark_node_append_child(panel, code)
                let label = Self.codeLabel(cmark_node_get_fence_info(code).map { String(cString: $0) } ?? "")
                return (panel, Admonitions.Found(kind: "", title: label, style: .tab(selected: false, startsSet: false)))
            }
            builder.makeTabSet(panels, positions: positions, tabSets: &tabSets)
        }
        guard !tabs.isEmpty else { return }
        // Each block that holds tabs, the document or a list item, in the order of their first tabs.
        var parents: [OpaquePointer] = []
        for node in Cmark.descendants(of: root) where tabs[node] != nil {
            if let parent = cmark_node_parent(node), !parents.contains(parent) { parents.append(parent) }
        }
        // Tabs inside a tab (Docsy's nested `tabpane`) are made a set first, innermost first: making the outer set
        // moves what its tabs hold. The others keep the order of their first tabs.
        let tabsAbove = { (node: OpaquePointer) in sequence(first: node, next: cmark_node_parent).count { tabs[$0] != nil } }
        let nested = parents.filter { tabsAbove($0) > 0 }.enumerated().sorted { (tabsAbove($1.element), $0.offset) < (tabsAbove($0.element), $1.offset) }.map(\.element)
        for parent in nested + parents.filter({ tabsAbove($0) == 0 }) {
            var run: [(quote: OpaquePointer, found: Admonitions.Found)] = []
            for child in Cmark.children(of: parent) + [parent] {
                if child != parent, let found = tabs[child] {
                    run.append((child, found))
                    continue
                }
                if !run.isEmpty { builder.makeTabSet(run, positions: positions, tabSets: &tabSets) }
                run = []
            }
        }
    }
}

private extension BlockAdmonitions {
    /// The blocks a nested container may hold: those of the block that holds its opening fence (a list item,
    /// else the document), found as the blocks that start after the fence in a parent that starts before it.
    static func blocks(around block: Block, in root: OpaquePointer, positions: NodePositions) -> [OpaquePointer] {
        let found = Cmark.descendants(of: root) { node in
            guard Self.isBlockNode(node), let parent = cmark_node_parent(node) else { return false }
            let line = positions.source(node).line
            return line > block.open && line < block.close && (parent == root || positions.source(parent).line <= block.open)
        }
        guard let first = found.first, let parent = cmark_node_parent(first) else { return Cmark.children(of: root) }
        return Cmark.children(of: parent)
    }

    static func isBlockNode(_ node: OpaquePointer) -> Bool {
        switch Cmark.type(node) {
        case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_LIST, CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK, CMARK_NODE_BLOCK_QUOTE,
            CMARK_NODE_THEMATIC_BREAK, CMARK_NODE_CUSTOM_BLOCK:
            true
        default:
            false
        }
    }

    /// Whether the indented line at `index` continues a list item: the nearest line above it that is indented
    /// less starts with a list marker whose text begins no further right than this line.
    static func isInListItem(_ lines: [ArraySlice<UInt8>], before index: Int, indent: Int) -> Bool {
        var above = index - 1
        while above >= 0 {
            let line = lines[above]
            let own = Bytes.indentation(of: line)
            if !Bytes.isBlank(line), own.columns < indent {
                let rest = line.dropFirst(own.bytes)
                let digits = rest.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
                let marker = digits > 0 ? rest.dropFirst(digits).prefix(1) : rest.prefix(1)
                guard let symbol = marker.first, [UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: ")")].contains(symbol),
                    digits > 0 || symbol != UInt8(ascii: ".")
                else { return false }
                let afterMarker = rest.dropFirst(digits + 1)
                return afterMarker.first == UInt8(ascii: " ") && own.columns + digits + 1 + Bytes.indentation(of: afterMarker).columns <= indent
            }
            above -= 1
        }
        return false
    }

    /// The length of the list marker, with its indentation and the spaces after it, of a line whose item opens
    /// with a `:::` container header (`- :::warning`, `1. :::tip`), or nil.
    static func listMarkerBeforeContainer(_ line: ArraySlice<UInt8>) -> Int? {
        let indent = Bytes.indentation(of: line)
        let rest = line.dropFirst(indent.bytes)
        let digits = rest.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
        guard digits <= 9, let symbol = rest.dropFirst(digits).first else { return nil }
        let isMarker = digits > 0 ? symbol == UInt8(ascii: ".") || symbol == UInt8(ascii: ")")
            : symbol == UInt8(ascii: "-") || symbol == UInt8(ascii: "*") || symbol == UInt8(ascii: "+")
        guard isMarker else { return nil }
        let afterMarker = rest.dropFirst(digits + 1)
        let spaces = afterMarker.prefix { $0 == UInt8(ascii: " ") }.count
        guard (1...4).contains(spaces) else { return nil }
        let content = afterMarker.dropFirst(spaces)
        guard content.starts(with: Array(":::".utf8)), closingFence(content) == nil, header(content) != nil else { return nil }
        return indent.bytes + digits + 1 + spaces
    }

    /// The kind a code group is known by until its blocks become tabs.
    static let codeGroupKind = "code-group"

    /// A code block's tab label in a code group: `js [vite.config.js]` → `vite.config.js`, else the language.
    static func codeLabel(_ info: String) -> String {
        if let open = info.firstIndex(of: "["), let close = info[open...].firstIndex(of: "]"), info.index(after: open) < close {
            return String(info[info.index(after: open)..<close])
        }
        return String(info.prefix { $0 != " " && $0 != "\t" && $0 != "{" })
    }


    /// `/// name | title` or `::: name title` (`:::name[title]`): the fence's character and length, the name
    /// in lower case and the title as written (nil without one).
    /// The dotted name of a `::: a.b.c` line (three colons, a space, then a Python path with a dot, alone on
    /// its line), or `nil`.
    static func pluginDirective(_ line: ArraySlice<UInt8>) -> String? {
        guard line.starts(with: Array(":::".utf8)), line.dropFirst(3).first == UInt8(ascii: " ") else { return nil }
        let name = line.dropFirst(4).prefix { !Bytes.isSpace($0) }
        guard name.contains(UInt8(ascii: ".")), name.first.map(Bytes.isAlpha) == true || name.first == UInt8(ascii: "_"),
            name.allSatisfy({ Bytes.isAlphanumeric($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") }),
            Bytes.isBlank(line.dropFirst(4 + name.count))
        else { return nil }
        return String(decoding: name, as: UTF8.self)
    }

    static func header(_ line: ArraySlice<UInt8>) -> (marker: UInt8, count: Int, name: String, title: String?)? {
        guard let marker = line.first, marker == UInt8(ascii: "/") || marker == UInt8(ascii: ":") else { return nil }
        let count = line.prefix { $0 == marker }.count
        guard count >= 3 else { return nil }
        let rest = String(decoding: line.dropFirst(count), as: UTF8.self)
        let name: String
        let title: String?
        if marker == UInt8(ascii: "/") {
            guard rest.first == " " || rest.first == "\t" else { return nil }
            let parts = rest.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
            name = String(parts[0]).trimmingSpaces().lowercased()
            title = parts.count > 1 ? String(parts[1]).trimmingSpaces() : nil
        } else {
            let trimmed = Substring(rest.trimmingSpaces())
            let word = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            name = word.lowercased()
            var after = trimmed.dropFirst(word.count)
            // Attributes in braces (`{open}`, `{icon=…}`) are the other tool's business.
            if let brace = after.lastIndex(of: "{"), after.hasSuffix("}") { after = after[..<brace] }
            if after.first == "[", let close = after.lastIndex(of: "]") {
                title = String(after[after.index(after: after.startIndex)..<close])
            } else {
                let text = String(after).trimmingSpaces()
                guard word.isEmpty == false, text.isEmpty || after.first == " " || after.first == "\t" else { return nil }
                title = text.isEmpty ? nil : text
            }
        }
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic,
              name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "-" || $0 == "_" })
        else { return nil }
        return (marker, count, name, title.map(withoutComponentTags))
    }

    /// A line of three or more slashes or colons alone: which, and how many.
    static func closingFence(_ line: ArraySlice<UInt8>) -> (marker: UInt8, count: Int)? {
        guard let marker = line.first, marker == UInt8(ascii: "/") || marker == UInt8(ascii: ":") else { return nil }
        let count = line.prefix { $0 == marker }.count
        return count >= 3 && Bytes.isBlank(line.dropFirst(count)) ? (marker, count) : nil
    }

    /// What a block of this name shows before its options are read; nil for a block vitrine does not know.
    /// A title without the tags of components (`<Version>3.2.0</Version>`, `<Badge text="x" />`), which
    /// VitePress and MDX draw and vitrine does not: their text stays. Lowercase tags stay as written.
    static func withoutComponentTags(_ title: String) -> String {
        guard title.contains("<") else { return title }
        var output = ""
        var rest = title[...]
        while let open = rest.firstIndex(of: "<") {
            output += rest[..<open]
            let name = rest[rest.index(after: open)...].drop { $0 == "/" }
            guard name.first?.isUppercase == true, let close = name.firstIndex(of: ">") else {
                output.append("<")
                rest = rest[rest.index(after: open)...]
                continue
            }
            rest = rest[rest.index(after: close)...]
        }
        return (output + rest).split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    static func admonition(named name: String, title: String?) -> Admonitions.Found? {
        let title = title.flatMap { $0.isEmpty ? nil : $0 }
        switch name {
        case "admonition":
            return Admonitions.Found(kind: "note", title: title ?? "", style: .box)
        case "details":
            return Admonitions.Found(kind: "note", title: title ?? "", style: .collapsed)
        case "tab":
            return Admonitions.Found(kind: "", title: title ?? "", style: .tab(selected: false, startsSet: false))
        case "code-group":
            return Admonitions.Found(kind: codeGroupKind, title: "", style: .box)
        case _ where Admonitions.knownTypes.contains(name):
            return Admonitions.Found(kind: Admonitions.kind(ofType: name), title: title ?? Admonitions.defaultTitle(ofType: name), style: .box)
        default:
            return nil
        }
    }

    /// `type: warning` sets the colour (and the title, when none was given) of `admonition` and `details`;
    /// `open: true` opens a details block. Other options (`attrs`…) are read past.
    static func applying(option line: ArraySlice<UInt8>, to admonition: Admonitions.Found, named name: String, title: String?)
        -> Admonitions.Found
    {
        let text = String(decoding: line, as: UTF8.self)
        guard let colon = text.firstIndex(of: ":") else { return admonition }
        let key = String(text[..<colon]).trimmingSpaces()
        let value = String(text[text.index(after: colon)...]).trimmingSpaces().trimmingQuotes()
        switch key {
        case "type" where name == "admonition" || name == "details":
            let type = value.lowercased()
            let hasTitle = !(title ?? "").isEmpty
            return Admonitions.Found(kind: Admonitions.kind(ofType: type), title: hasTitle ? admonition.title : Admonitions.defaultTitle(ofType: type), style: admonition.style)
        case "open" where name == "details":
            let isOpen = ["true", "yes", "on", "1"].contains(value.lowercased())
            return Admonitions.Found(kind: admonition.kind, title: admonition.title, style: isOpen ? .expanded : .collapsed)
        default:
            return admonition
        }
    }
}

private extension String {
    func trimmingQuotes() -> String {
        var text = Substring(self)
        while let first = text.first, first == "\"" || first == "'" { text = text.dropFirst() }
        while let last = text.last, last == "\"" || last == "'" { text = text.dropLast() }
        return String(text)
    }
}
