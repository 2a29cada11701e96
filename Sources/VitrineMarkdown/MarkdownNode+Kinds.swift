import CCmark

extension MarkdownNode {
    /// Raw HTML that safe mode leaves out.
    package var isRawHTML: Bool { type == CMARK_NODE_HTML_BLOCK || type == CMARK_NODE_HTML_INLINE }
}

extension MarkdownNode {
    package var isText: Bool { type == CMARK_NODE_TEXT }

    /// The node right after this one when it is text too.
    package var nextText: MarkdownNode? {
        guard let next = cmark_node_next(pointer), cmark_node_get_type(next) == CMARK_NODE_TEXT else { return nil }
        return MarkdownNode(pointer: next, positions: positions)
    }
}

extension MarkdownNode {
    /// A paragraph holding one text node and nothing else: its text; `nil` for any other node.
    package var loneParagraphText: String? {
        guard type == CMARK_NODE_PARAGRAPH, let child = cmark_node_first_child(pointer), cmark_node_next(child) == nil,
            cmark_node_get_type(child) == CMARK_NODE_TEXT
        else { return nil }
        return MarkdownNode(pointer: child, positions: positions).literal
    }
}
