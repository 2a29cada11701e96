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
    /// The kind a code group is known by until its blocks become tabs.
    static let codeGroupKind = "code-group"

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


    /// A code block's tab label in a code group: `js [vite.config.js]` → `vite.config.js`, else the language.
    static func codeLabel(_ info: String) -> String {
        if let open = info.firstIndex(of: "["), let close = info[open...].firstIndex(of: "]"), info.index(after: open) < close {
            return String(info[info.index(after: open)..<close])
        }
        return String(info.prefix { $0 != " " && $0 != "\t" && $0 != "{" })
    }
}
