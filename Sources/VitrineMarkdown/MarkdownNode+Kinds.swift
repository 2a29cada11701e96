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

    /// A paragraph of text alone, over one line or several: its lines; `nil` for a paragraph with any other
    /// inline (a link, emphasis, code) and for any other node.
    package var paragraphTextLines: [String]? {
        guard type == CMARK_NODE_PARAGRAPH else { return nil }
        var lines = [""]
        var child = cmark_node_first_child(pointer)
        while let node = child {
            switch cmark_node_get_type(node) {
            case CMARK_NODE_TEXT: lines[lines.count - 1] += cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
            case CMARK_NODE_SOFTBREAK: lines.append("")
            default: return nil
            }
            child = cmark_node_next(node)
        }
        return lines
    }

    package var isHTMLBlock: Bool { type == CMARK_NODE_HTML_BLOCK }

    /// Inline code: `` `x` ``.
    package var isCodeSpan: Bool { type == CMARK_NODE_CODE }
}
