import CCmark

/// kramdown's block attribute lists, as Jekyll sites write them on lines of their own (just-the-docs' docs
/// have 203): `{: .no_toc }` under a heading goes on the heading, and keeps it out of the page's contents;
/// `{: .warning }` over a paragraph goes on the paragraph (under one, `InlineAttributes` takes it); and a
/// one-item list `1. TOC` / `{:toc}` becomes the page's table of contents, as kramdown makes it.
///
/// Only the colon form is read here: the line is kramdown's, not text that happens to start with a brace.
struct KramdownAttributes {
    /// The lists that become the contents, filled once the headings have their ids.
    private var contentsBlocks: [OpaquePointer] = []

    init() {}

    /// Run before the headings are given ids, so a heading's list is read with the ones written on its line.
    init(root: OpaquePointer, positions: NodePositions) {
        let paragraphs = Cmark.descendants(of: root) { node in
            guard Cmark.type(node) == CMARK_NODE_PARAGRAPH, let first = cmark_node_first_child(node),
                Cmark.type(first) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(first) else { return false }
            return literal[0] == CChar(UInt8(ascii: "{")) && literal[1] == CChar(UInt8(ascii: ":"))
                || (literal[0] == CChar(UInt8(ascii: "T")) && Self.isContentsItem(node))
        }
        for paragraph in paragraphs {
            if Self.isContentsItem(paragraph), let item = cmark_node_parent(paragraph), let list = cmark_node_parent(item) {
                let contents = Cmark.newCustomBlock(enter: "", exit: "")
                let start = positions.parsed(list)
                positions.set(contents, line: start.line, column: start.column)
                cmark_node_insert_before(list, contents)
                positions.free(list)
                contentsBlocks.append(contents)
                continue
            }
            guard let first = cmark_node_first_child(paragraph), let list = Self.attributeList(Cmark.literal(first)) else { continue }
            let next = cmark_node_next(first)
            if next == nil, let heading = cmark_node_previous(paragraph), Cmark.type(heading) == CMARK_NODE_HEADING,
                Cmark.endLine(heading) + 1 == Cmark.startLine(paragraph)
            {
                // Written where the heading's own list would be, for `HeadingAttributes` to take.
                cmark_node_append_child(heading, Cmark.newText(" " + Cmark.literal(first)))
                positions.free(paragraph)
            } else if next == nil, let table = cmark_node_previous(paragraph), Cmark.type(table) == CMARK_NODE_CUSTOM_BLOCK,
                cmark_node_get_on_enter(table).map({ String(cString: $0) == "<table>" }) == true
            {
                // Written under a table (`{: .table .table-bordered}`): the table's own tag takes it.
                cmark_node_set_on_enter(table, "<table\(list.html)>")
                positions.free(paragraph)
            } else if next == nil, let code = cmark_node_previous(paragraph), Cmark.type(code) == CMARK_NODE_CODE_BLOCK,
                Cmark.endLine(code) + 1 == Cmark.startLine(paragraph)
            {
                // Written under a code block (`{: .code}` after indented code, as kramdown reads it): the code takes it.
                let marked = Self.wrapping(code, attributes: list)
                let start = positions.parsed(code)
                positions.set(marked, line: start.line, column: start.column)
                cmark_node_insert_before(code, marked)
                cmark_node_append_child(marked, code)
                positions.free(paragraph)
            } else if next == nil, let block = cmark_node_next(paragraph), Cmark.endLine(paragraph) + 1 == Cmark.startLine(block),
                Cmark.type(block) != CMARK_NODE_PARAGRAPH
            {
                // Written over the block it belongs to (a just-the-docs callout is `{: .note }` over a quote):
                // the block takes the list.
                let marked = Self.wrapping(block, attributes: list)
                let start = positions.parsed(block)
                positions.set(marked, line: start.line, column: start.column)
                cmark_node_insert_before(block, marked)
                if Cmark.type(block) == CMARK_NODE_BLOCK_QUOTE {
                    Cmark.moveChildren(of: block, to: marked)
                    positions.free(block)
                } else {
                    cmark_node_append_child(marked, block)
                }
                positions.free(paragraph)
            } else if let lineBreak = next, Cmark.type(lineBreak) == CMARK_NODE_SOFTBREAK, !InlineAttributes.isTight(paragraph) {
                positions.free(first)
                positions.free(lineBreak)
                let block = InlineAttributes.paragraphBlock(holdingChildrenOf: paragraph, attributes: list, positions: positions)
                let start = positions.parsed(paragraph)
                positions.set(block, line: start.line, column: start.column)
                cmark_node_insert_before(paragraph, block)
                positions.free(paragraph)
            }
        }
    }

    /// Writes the contents where the lists asked for them: the `h2` and `h3` headings not marked `no_toc`.
    func fillContents(_ headings: [MarkdownHeading]) {
        guard !contentsBlocks.isEmpty else { return }
        let listed = headings.filter { $0.isInContents && !$0.id.isEmpty }
        let html = listed.isEmpty ? "" : "<ul class=\"toc-inline\">\n" + listed.map { heading in
            "<li\(heading.level == 3 ? " class=\"toc-sub\"" : "")><a href=\"#\(HTMLText.escape(heading.id))\">\(HTMLText.escape(heading.text))</a></li>\n"
        }.joined() + "</ul>"
        for block in contentsBlocks { cmark_node_set_on_enter(block, html) }
    }
}

private extension KramdownAttributes {
    /// `{: … }` as the whole of `text`, read as a list of an id and classes.
    static func attributeList(_ text: String) -> AttributeList? {
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasPrefix("{:"), trimmed.hasSuffix("}") else { return nil }
        return AttributeList(Substring(trimmed.dropFirst().dropLast()))
    }

    /// The element that carries a block's list: a quote's own tag, else a `div` around the block (a list or
    /// code block keeps the HTML cmark writes for it).
    static func wrapping(_ block: OpaquePointer, attributes list: AttributeList) -> OpaquePointer {
        if Cmark.type(block) == CMARK_NODE_BLOCK_QUOTE { return Cmark.newCustomBlock(enter: "<blockquote\(list.html)>\n", exit: "</blockquote>\n") }
        return Cmark.newCustomBlock(enter: "<div\(list.html)>\n", exit: "</div>\n")
    }

    /// The paragraph of a list's only item reads `TOC` then `{:toc}`, on two lines.
    static func isContentsItem(_ paragraph: OpaquePointer) -> Bool {
        guard let item = cmark_node_parent(paragraph), Cmark.type(item) == CMARK_NODE_ITEM, let list = cmark_node_parent(item),
            cmark_node_first_child(list) == item, cmark_node_next(item) == nil, cmark_node_first_child(item) == paragraph,
            cmark_node_next(paragraph) == nil
        else { return false }
        let parts = Cmark.children(of: paragraph)
        return parts.count == 3 && Cmark.type(parts[1]) == CMARK_NODE_SOFTBREAK
            && Cmark.literal(parts[0]).trimmingSpaces() == "TOC" && Cmark.literal(parts[2]).trimmingSpaces() == "{:toc}"
    }
}
